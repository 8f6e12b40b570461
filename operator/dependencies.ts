/**
 * Which primaries a secondary change concerns: the Gateways referencing a Guardrail, the
 * primaries whose spec names a Secret or ConfigMap, the owner named by a child's labels. Pure.
 */
import { OWNER_KIND, OWNER_NAME, OWNER_NAMESPACE } from '../lib/meta/labels';
import type { KubeObject } from '../runtime/kube/types';

/** `Kind/namespace/name`: the key of the work queue. */
export function primaryKey(kind: string, namespace: string, name: string): string {
  return `${kind}/${namespace}/${name}`;
}

export function parsePrimaryKey(key: string): { kind: string; namespace: string; name: string } {
  const [kind, namespace, ...rest] = key.split('/');
  return { kind, namespace, name: rest.join('/') };
}

export function keyOf(obj: KubeObject): string {
  return primaryKey(obj.kind, obj.metadata.namespace ?? '', obj.metadata.name);
}

/** `namespace/name` of each Guardrail a Gateway's `spec.guardrailRefs` names. */
export function guardrailRefsOf(gateway: KubeObject): string[] {
  const spec = gateway.spec as { guardrailRefs?: unknown } | undefined;
  if (!spec || !Array.isArray(spec.guardrailRefs)) return [];
  const out: string[] = [];
  for (const ref of spec.guardrailRefs) {
    if (typeof ref !== 'object' || ref === null) continue;
    const { name, namespace } = ref as { name?: unknown; namespace?: unknown };
    if (typeof name !== 'string') continue;
    out.push(`${typeof namespace === 'string' && namespace ? namespace : (gateway.metadata.namespace ?? '')}/${name}`);
  }
  return out;
}

export function gatewaysReferencing(guardrail: KubeObject, gateways: readonly KubeObject[]): KubeObject[] {
  const target = `${guardrail.metadata.namespace ?? ''}/${guardrail.metadata.name}`;
  return gateways.filter((g) => guardrailRefsOf(g).includes(target));
}

/** Whether any string in `value` (at any depth) equals `name`: a reference by name, whatever the field. */
export function mentions(value: unknown, name: string): boolean {
  if (typeof value === 'string') return value === name;
  if (Array.isArray(value)) return value.some((v) => mentions(v, name));
  if (typeof value === 'object' && value !== null) return Object.values(value).some((v) => mentions(v, name));
  return false;
}

/** Every string in a spec, at any depth. */
function stringsIn(spec: unknown): Set<string> {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') found.add(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(walk);
  };
  walk(spec);
  return found;
}

/** The index value under which the primaries of `namespace` whose spec names `name` are found. */
export function mentionKey(namespace: string, name: string): string {
  return `mentions:${namespace}/${name}`;
}

/**
 * The index of a primaries cache by what their specs name ({@link mentionKey} of each string): a
 * Secret or ConfigMap event finds the primaries naming it in the index instead of asking every
 * cached primary, which made a burst of N Secrets among N Gateways cost N x N set lookups.
 * Same answer as {@link primariesMentioning}.
 */
export function mentionIndex(primary: KubeObject): string[] {
  const namespace = primary.metadata.namespace ?? '';
  return [...stringsIn(primary.spec)].map((s) => mentionKey(namespace, s));
}

/** Primaries in `namespace` whose spec names `name` (a Secret or ConfigMap that came or went); same answer as {@link mentions}. */
export function primariesMentioning(primaries: readonly KubeObject[], namespace: string, name: string): KubeObject[] {
  return primaries.filter((p) => p.metadata.namespace === namespace && stringsIn(p.spec).has(name));
}

/**
 * The queue key of the primary a child belongs to: its controller ownerReference when it has one
 * (it carries the full name; a label value is hash-suffixed past 63 characters), else the owner
 * labels (children in another namespace cannot hold an ownerReference).
 */
export function ownerKeyOf(child: KubeObject): string | undefined {
  const l = child.metadata.labels ?? {};
  const kind = l[OWNER_KIND];
  const ns = l[OWNER_NAMESPACE];
  if (!kind || !ns) return undefined;
  const refs = (child.metadata.ownerReferences ?? []) as Array<{ kind?: unknown; name?: unknown; controller?: unknown }>;
  const controller = refs.find((r) => r.controller === true && r.kind === kind && typeof r.name === 'string');
  if (controller && child.metadata.namespace) return primaryKey(kind, child.metadata.namespace, controller.name as string);
  const name = l[OWNER_NAME];
  if (!name) return undefined;
  return primaryKey(kind, ns, name);
}

/** Key names of a Secret or ConfigMap, to tell whether a change can alter a plan. */
export function keyNames(obj: KubeObject): string {
  const names: string[] = [];
  for (const field of ['data', 'stringData', 'binaryData']) {
    const v = obj[field];
    if (typeof v === 'object' && v !== null) names.push(...Object.keys(v));
  }
  return names.sort().join(',');
}
