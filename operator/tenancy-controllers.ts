/**
 * Controllers of Organization, Team and Identity (see operator/controllers.ts): which changes of the
 * Gateway, Organization and Identities they name re-queue them, and the AltUser's Synced status an
 * Identity's plan reads.
 */
import { IDENTITY_KIND, ORGANIZATION_KIND, TEAM_KIND } from '../lib/api/tenancy';
import { consolePasswordSecretName } from '../lib/plan/identity-plan';
import type { ResourceInput } from '../lib/plan/types';
import { syncedOf } from '../lib/platform/instance-status';
import type { Caches, Controller } from './controller-hooks';
import { canonicalJson } from '../runtime/hash';
import type { KubeObject } from '../runtime/kube/types';

export const TENANT_KINDS: readonly string[] = [ORGANIZATION_KIND, TEAM_KIND, IDENTITY_KIND];

function refName(o: KubeObject, field: string): string | undefined {
  const ref = (o.spec as Record<string, unknown> | undefined)?.[field] as { name?: unknown } | undefined;
  return typeof ref?.name === 'string' ? ref.name : undefined;
}

/** Whether an add, a delete or a spec change: what the tenants read of each other (not status). */
function specMoved(change: { old?: KubeObject; obj: KubeObject }): boolean {
  const { old, obj } = change;
  return !old || canonicalJson([old.spec, old.metadata.deletionTimestamp]) !== canonicalJson([obj.spec, obj.metadata.deletionTimestamp]);
}

function inNamespace(caches: Caches, kinds: readonly string[], namespace: string | undefined): KubeObject[] {
  return kinds.flatMap((k) => caches.primaries(k)).filter((o) => o.metadata.namespace === namespace);
}

/** Organizations, Teams and Identities pointing at `gateway` (they read its type and organization). */
export function tenantsOfGateway(change: { old?: KubeObject; obj: KubeObject }, caches: Caches): KubeObject[] {
  if (!specMoved(change)) return [];
  const gateway = change.obj;
  return inNamespace(caches, TENANT_KINDS, gateway.metadata.namespace).filter((t) => refName(t, 'gatewayRef') === gateway.metadata.name);
}

export const organizations: Controller = {
  kind: ORGANIZATION_KIND,
  // Teams and Identities join the AltOrganization of the Organization they name.
  related: (change, caches) =>
    specMoved(change)
      ? inNamespace(caches, [TEAM_KIND, IDENTITY_KIND], change.obj.metadata.namespace).filter((t) => refName(t, 'organizationRef') === change.obj.metadata.name)
      : [],
};

export const teams: Controller = { kind: TEAM_KIND };

export const identities: Controller = {
  kind: IDENTITY_KIND,
  // A Team lists the AltUsers of the Identities it names that exist on its Gateway.
  related: (change, caches) => {
    if (!specMoved(change)) return [];
    const name = change.obj.metadata.name;
    return inNamespace(caches, [TEAM_KIND], change.obj.metadata.namespace).filter((t) => {
      const members = (t.spec as { members?: unknown } | undefined)?.members;
      return Array.isArray(members) && members.includes(name);
    });
  },
  // The console password Secret deleted: it is generated again.
  secretChanged: (secret, caches) =>
    caches.primaries(IDENTITY_KIND).filter((i) => i.metadata.namespace === secret.metadata.namespace && consolePasswordSecretName(i.metadata.name) === secret.metadata.name),
  // Ready only once the AltUser reports Synced: its status, written by the gateway's own controller, is a fact.
  observe: (obj, owned) => {
    const uid = obj.metadata.uid;
    const user = uid ? owned.childrenOf(uid).find((c) => c.obj.kind === 'AltUser') : undefined;
    return { userSynced: user ? syncedOf(user.obj as ResourceInput) : undefined };
  },
};
