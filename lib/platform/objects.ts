/** Lookups of platform objects (`ClusterFacts.platformObjects`) by kind, namespace and name. Pure. */
import type { ResourceInput } from '../plan/types';

export function str(v: unknown): string | undefined {
  return typeof v === 'string' && v.length > 0 ? v : undefined;
}

export function record(v: unknown): Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

/** The namespace of a platform object; a missing one means `default`, as `kubectl apply` places it. */
export function namespaceOf(o: ResourceInput): string {
  return str(o.metadata?.namespace) ?? 'default';
}

/** The namespaced object `kind` `namespace/name`, or undefined. */
export function findNamespaced(
  platformObjects: readonly ResourceInput[] | undefined,
  kind: string,
  namespace: string,
  name: string,
): ResourceInput | undefined {
  return (platformObjects ?? []).find((o) => o.kind === kind && o.metadata?.name === name && namespaceOf(o) === namespace);
}
