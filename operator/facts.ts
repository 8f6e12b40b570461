/**
 * ClusterFacts from the operator's caches: everything outside a resource that its plan reads.
 * Pure: the caches are passed in as arrays, so this is unit-tested without a cluster.
 */
import { holdsGatewaySlot } from '../lib/plan/license-slots';
import { platformCaFact, platformCaSecret } from '../lib/platform/platform-ca';
import type { ClusterFacts, Entitlements, GatewayFact, GuardrailFact, KeyedObjectFact, LicenseMaterial, OperatorSettings, ResourceInput } from '../lib/plan/types';
import type { KubeObject } from '../runtime/kube/types';

export interface FactSources {
  readonly entitlements: Entitlements;
  readonly licenseMaterial?: LicenseMaterial;
  readonly settings: OperatorSettings;
  readonly guardrails: readonly KubeObject[];
  readonly gateways: readonly KubeObject[];
  readonly secrets: readonly KubeObject[];
  readonly configMaps: readonly KubeObject[];
  /** Other platform objects (SqlCluster, Observability, PlatformConfig, ...). */
  readonly platformObjects?: readonly KubeObject[];
  /** Every cached primary, of every kind (facts keep those of the planned object's namespace). */
  readonly primaries?: readonly KubeObject[];
}

function asRecord(v: unknown): Record<string, unknown> | undefined {
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

/** The catalog engine a Guardrail uses, if it is a catalog Guardrail. */
export function engineOf(guardrail: KubeObject): string | undefined {
  const spec = asRecord(guardrail.spec);
  return spec?.mode === 'catalog' ? str(spec.catalog) : undefined;
}

export function isDeleting(obj: KubeObject): boolean {
  return typeof obj.metadata.deletionTimestamp === 'string';
}

export function guardrailFacts(guardrails: readonly KubeObject[]): GuardrailFact[] {
  return guardrails
    .filter((g) => !isDeleting(g))
    .map((g) => {
      const s = asRecord(g.status);
      const names = Array.isArray(s?.guardrailNames) ? s.guardrailNames.filter((n): n is string => typeof n === 'string') : undefined;
      return {
        namespace: g.metadata.namespace ?? 'default',
        name: g.metadata.name,
        resource: g,
        status: s
          ? { phase: str(s.phase), endpoint: str(s.endpoint), guardrailNames: names, unreachableFallback: str(s.unreachableFallback) }
          : undefined,
      };
    });
}

/**
 * creationTimestamp, then namespace/name, as one string per cached Gateway (built once per cached
 * object): the order in which Gateways take license slots. Every Gateway's pass compares its age with
 * every other's, so a comparison is one string comparison. creationTimestamp is RFC 3339 to the
 * second, always the same length, so the name decides only between Gateways of the same second.
 */
const ageKeyOf = new WeakMap<KubeObject, string>();
function ageKey(o: KubeObject): string {
  let key = ageKeyOf.get(o);
  if (key === undefined) ageKeyOf.set(o, (key = `${str(o.metadata.creationTimestamp) ?? ''}\u0000${o.metadata.namespace ?? ''}/${o.metadata.name}`));
  return key;
}

/** The order in which Gateways take license slots (see {@link ageKey}). */
export function compareGatewayAge(a: KubeObject, b: KubeObject): number {
  const ka = ageKey(a);
  const kb = ageKey(b);
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}

/**
 * How many live Gateways older than `gateway` hold a license slot: one being deleted frees its slot,
 * and one that emits nothing for its rejected spec holds none (lib/plan/license-slots.ts).
 */
export function olderGateways(gateway: KubeObject, gateways: readonly KubeObject[]): number {
  const mine = ageKey(gateway);
  let n = 0;
  for (const g of gateways) {
    // The age first: one string comparison rules out this Gateway itself and every younger one.
    if (!(ageKey(g) < mine)) continue;
    if (isDeleting(g) || !holdsSlot(g)) continue;
    n++;
  }
  return n;
}

/**
 * Whether a cached Gateway holds a license slot, worked out once per cached object: it parses the
 * spec, and every Gateway's pass asks it of every other Gateway. A cached object is replaced, never
 * changed, on update, so the answer for one object never goes stale.
 */
const slotOf = new WeakMap<KubeObject, boolean>();
export function holdsSlot(gateway: KubeObject): boolean {
  let held = slotOf.get(gateway);
  if (held === undefined) slotOf.set(gateway, (held = holdsGatewaySlot(gateway as ResourceInput)));
  return held;
}

/** Catalog Guardrails per engine, those being deleted left out (they are giving up their share). */
export function catalogEngineUsers(guardrails: readonly KubeObject[]): Record<string, number> {
  const users: Record<string, number> = {};
  for (const g of guardrails) {
    const engine = engineOf(g);
    if (engine && !isDeleting(g)) users[engine] = (users[engine] ?? 0) + 1;
  }
  return users;
}

/**
 * Names and key names of Secrets or ConfigMaps; values never leave the cache. Kept per list and
 * namespace: the operator hands the same list again while nothing in it changed (runtime/stable-lists.ts),
 * and a plan must not write to what it is given, so the facts are frozen.
 */
const keyedFactsOf = new WeakMap<readonly KubeObject[], Map<string | undefined, readonly KeyedObjectFact[]>>();
export function keyedFacts(objects: readonly KubeObject[], namespace?: string): readonly KeyedObjectFact[] {
  let byNamespace = keyedFactsOf.get(objects);
  if (!byNamespace) keyedFactsOf.set(objects, (byNamespace = new Map()));
  let facts = byNamespace.get(namespace);
  if (facts) return facts;
  const out: KeyedObjectFact[] = [];
  for (const o of objects) {
    if (namespace !== undefined && o.metadata.namespace !== namespace) continue;
    out.push(keyedFact(o));
  }
  byNamespace.set(namespace, (facts = Object.freeze(out)));
  return facts;
}

/** platformCaFact, kept per list of Secret facts for the CA bundle named and the namespace asked. */
const platformCaOf = new WeakMap<readonly KeyedObjectFact[], Map<string, ReturnType<typeof platformCaFact>>>();
function platformCa(secrets: readonly KeyedObjectFact[], platformObjects: readonly KubeObject[] | undefined, namespace: string): ReturnType<typeof platformCaFact> {
  const { secretName, key } = platformCaSecret(platformObjects);
  let answers = platformCaOf.get(secrets);
  if (!answers) platformCaOf.set(secrets, (answers = new Map()));
  const asked = `${namespace}/${secretName}/${key}`;
  if (!answers.has(asked)) answers.set(asked, platformCaFact(secrets, platformObjects, namespace));
  return answers.get(asked);
}

/** The fact of one cached Secret or ConfigMap, built once per cached object (see {@link holdsSlot}). */
const keyedFactOf = new WeakMap<KubeObject, KeyedObjectFact>();
function keyedFact(o: KubeObject): KeyedObjectFact {
  let fact = keyedFactOf.get(o);
  if (fact) return fact;
  const keys = new Set<string>();
  for (const field of ['data', 'stringData', 'binaryData']) for (const k of Object.keys(asRecord(o[field]) ?? {})) keys.add(k);
  const { resourceVersion } = o.metadata;
  fact = { namespace: o.metadata.namespace ?? 'default', name: o.metadata.name, keys: [...keys].sort(), ...(resourceVersion ? { resourceVersion } : {}) };
  // Shared by every plan of the namespace: frozen, so a plan that wrote to it would fail loudly.
  Object.freeze(fact.keys);
  keyedFactOf.set(o, Object.freeze(fact));
  return fact;
}

/** The live Gateways of a namespace, with their status. */
export function gatewayFacts(gateways: readonly KubeObject[], namespace: string | undefined): GatewayFact[] {
  return gateways
    .filter((g) => g.metadata.namespace === namespace && !isDeleting(g))
    .map((g) => ({ namespace: g.metadata.namespace ?? 'default', name: g.metadata.name, resource: g as ResourceInput }));
}

/**
 * The facts for planning `primary`. Secrets and ConfigMaps are those of its namespace (every
 * reference a spec holds is same-namespace), so the facts stay small in a big cluster.
 */
export function buildFacts(primary: KubeObject, sources: FactSources): ClusterFacts {
  const namespace = primary.metadata.namespace;
  const isGateway = primary.kind === 'Gateway';
  const secrets = keyedFacts(sources.secrets, namespace);
  const platformCA = isGateway ? platformCa(secrets, sources.platformObjects, namespace ?? 'default') : undefined;
  return {
    entitlements: sources.entitlements,
    licenseMaterial: sources.licenseMaterial,
    operator: sources.settings,
    guardrails: isGateway ? guardrailFacts(sources.guardrails) : [],
    olderGateways: isGateway ? olderGateways(primary, sources.gateways) : 0,
    catalogEngineUsers: catalogEngineUsers(sources.guardrails),
    secrets,
    configMaps: keyedFacts(sources.configMaps, namespace),
    platformObjects: sources.platformObjects ?? [],
    // A Gateway or Guardrail reads no other primary. The other kinds read those of their namespace:
    // ChatUIs and Stacks the Gateways (a ChatUI's gatewayRef, a Stack's own); Organizations, Teams and
    // Identities the Gateway, Organization and Identities they name.
    ...(isGateway || primary.kind === 'Guardrail'
      ? {}
      : { gateways: gatewayFacts(sources.gateways, namespace), primaries: (sources.primaries ?? []).filter((p) => p.metadata.namespace === namespace) }),
    ...(platformCA ? { platformCA } : {}),
  };
}
