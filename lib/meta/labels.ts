import type { ApiObjectJson, OwnerReference, ResourceInput } from '../plan/types';
import { labelValue } from './names';

/** Labels that name the primary resource an emitted object belongs to. Prune lists by them. */
export const OWNER_KIND = 'aigw.dev/owner-kind';
export const OWNER_NAMESPACE = 'aigw.dev/owner-namespace';
export const OWNER_NAME = 'aigw.dev/owner-name';
export const OWNER_UID = 'aigw.dev/owner-uid';
export const MANAGED_BY = 'app.kubernetes.io/managed-by';
export const MANAGED_BY_VALUE = 'aigw';
/** Marks an object shared between primaries (the catalog engine release); its value is the engine. */
export const SHARED_ENGINE = 'aigw.dev/shared-engine';

export interface Owner {
  readonly apiVersion: string;
  readonly kind: string;
  readonly namespace: string;
  readonly name: string;
  /** Absent when rendering offline. */
  readonly uid?: string;
}

export function ownerOf(resource: ResourceInput, kind: string, apiVersion: string): Owner {
  const md = resource.metadata ?? {};
  const str = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : undefined);
  return {
    apiVersion,
    kind,
    name: str(md.name) ?? '',
    namespace: str(md.namespace) ?? 'default',
    uid: str(md.uid),
  };
}

export function ownerLabels(owner: Owner): Record<string, string> {
  const labels: Record<string, string> = {
    [MANAGED_BY]: MANAGED_BY_VALUE,
    [OWNER_KIND]: labelValue(owner.kind),
    [OWNER_NAMESPACE]: labelValue(owner.namespace),
    [OWNER_NAME]: labelValue(owner.name),
  };
  if (owner.uid) labels[OWNER_UID] = labelValue(owner.uid);
  return labels;
}

/**
 * Stamps owner labels on each object, and an ownerReference on those in the owner's namespace
 * (cross-namespace ownerReferences are not allowed; those objects are cleaned by a finalizer).
 */
export function stampOwner(objects: readonly ApiObjectJson[], owner: Owner): ApiObjectJson[] {
  return objects.map((o) => {
    const sameNamespace = o.metadata.namespace === owner.namespace;
    const ownerReferences: OwnerReference[] | undefined =
      sameNamespace && owner.uid
        ? [{ apiVersion: owner.apiVersion, kind: owner.kind, name: owner.name, uid: owner.uid, controller: true, blockOwnerDeletion: true }]
        : undefined;
    return {
      ...o,
      metadata: {
        ...o.metadata,
        labels: { ...(o.metadata.labels ?? {}), ...ownerLabels(owner) },
        ...(ownerReferences ? { ownerReferences } : {}),
      },
    };
  });
}
