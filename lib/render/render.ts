/**
 * `aigw render` without the files: documents in, the same `plan()` the operator runs, manifests,
 * statuses and events out. Facts come from the documents themselves: Secrets and ConfigMaps become
 * `facts.secrets`/`facts.configMaps` (names and keys only; the one value read is an alt Gateway's
 * public SSO client id, lib/alt/alt-sso-client-id.ts), other platform kinds become
 * `facts.platformObjects`; Guardrails are planned first and their planned status is what the
 * Gateways see; `olderGateways` counts the older slot holders by creationTimestamp, then input order. A `sqlCluster`
 * database counts as provisioned (`facts.databases`): the Gateway is planned as the operator would
 * once provisioning succeeded, as long as its SqlCluster is in the input (plan() itself reports a
 * missing or invalid one). An `alt` gateway's columnstore database counts as there
 * (`facts.columnstoreDatabases`) likewise. Keys the operator generates are listed, never given a value.
 */
import { ssoPublicSecretValues, type SecretValueLookup } from '../alt/alt-sso-client-id';
import { GATEWAY_KIND } from '../api/gateway';
import { GUARDRAIL_KIND, parseGuardrail } from '../api/guardrail';
import { PLATFORM_API_VERSION, PLATFORM_GROUP } from '../meta/groups';
import { STACK_KIND } from '../api/stack';
import { FACT_KINDS, isFactKind, PRIMARY_KINDS, primaryKindOf } from '../plan/kinds';
import { decideApply } from '../plan/hold';
import { holdsGatewaySlot } from '../plan/license-slots';
import { plan } from '../plan/plan';
import { platformCaFact } from '../platform/platform-ca';
import type {
  ApiObjectJson,
  ClusterFacts,
  Entitlements,
  DatabaseFact,
  EventType,
  GeneratedSecret,
  GatewayFact,
  GuardrailFact,
  GuardrailStatusFact,
  KeyedObjectFact,
  LicenseMaterial,
  OperatorSettings,
  ResourceInput,
} from '../plan/types';
import { reportedEvents } from '../plan/rollout-events';
import { RenderInputError, type InputDocument } from './documents';

export interface RenderOptions {
  readonly entitlements: Entitlements;
  readonly licenseMaterial?: LicenseMaterial;
  readonly operator: OperatorSettings;
  /**
   * Output the full plan of every primary, held ones included: what the operator would apply once
   * the hold resolves (`aigw render --show-held`).
   *
   * @default false - a held primary contributes what the operator applies to it as a new object:
   * only what it must always apply (lib/plan/hold.ts)
   */
  readonly showHeld?: boolean;
}

/** A primary whose plan the operator would not apply ({@link Plan.blocked}): nothing is emitted for it. */
export interface RenderedHold {
  readonly kind: string;
  readonly namespace: string;
  readonly name: string;
  readonly reason: string;
  readonly message: string;
}

export interface RenderedStatus {
  readonly apiVersion: string;
  readonly kind: string;
  readonly namespace: string;
  readonly name: string;
  readonly status: Record<string, unknown>;
}

export interface RenderedEvent {
  readonly kind: string;
  readonly namespace: string;
  readonly name: string;
  readonly type: EventType;
  readonly reason: string;
  readonly message: string;
}

/**
 * A Secret the operator generates for a Gateway (`Plan.generatedSecrets`): what it will hold, never
 * a value. `manifest` is the Secret without data, as the operator creates it.
 */
export type RenderedGeneratedSecret = GeneratedSecret;

/** The contract of `aigw render -o json`. */
export interface RenderOutput {
  /** Every emitted manifest in apply order: shared releases, then each primary kind's in registry order (Guardrails', Gateways', ...). */
  readonly objects: ApiObjectJson[];
  /** One per input primary (Guardrail, Gateway, ...), in input order. */
  readonly statuses: RenderedStatus[];
  readonly events: RenderedEvent[];
  /** Secrets the operator creates once with random keys, for the primaries that emit objects, in planning order. */
  readonly generatedSecrets: RenderedGeneratedSecret[];
  /**
   * What `-o yaml` prints: {@link objects} with each Gateway's generated Secrets (manifests without
   * data) right before that Gateway's objects, the order the operator creates them in.
   */
  readonly manifests: ApiObjectJson[];
  /**
   * The primaries whose plan is held, in input order: {@link objects} leaves their objects out (the
   * operator emits nothing for a new one) unless {@link RenderOptions.showHeld}.
   */
  readonly held: RenderedHold[];
}

interface Primary {
  readonly doc: InputDocument;
  readonly kind: string;
  readonly namespace: string;
  readonly name: string;
  readonly resource: ResourceInput;
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' && v.length > 0 ? v : undefined;
}

function obj(v: unknown): Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

function keysOf(...maps: unknown[]): string[] {
  return [...new Set(maps.flatMap((m) => Object.keys(obj(m))))].sort();
}

function keyedFact(o: Record<string, unknown>, namespace: string, keys: string[]): KeyedObjectFact {
  return { namespace, name: str(obj(o.metadata).name) ?? '', keys };
}

function kindNames(names: readonly string[]): string {
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

/** Sorts documents into primaries and facts; unknown kinds are an error naming the document. */
function classify(docs: readonly InputDocument[]) {
  const primaries: Primary[] = [];
  const secrets: KeyedObjectFact[] = [];
  const secretObjects = new Map<string, Record<string, unknown>>();
  const configMaps: KeyedObjectFact[] = [];
  const platformObjects: ResourceInput[] = [];
  const seen = new Map<string, InputDocument>();
  for (const doc of docs) {
    const o = doc.object;
    const apiVersion = str(o.apiVersion);
    const kind = str(o.kind);
    if (!apiVersion || !kind) throw new RenderInputError(doc.file, doc.index, 'must have apiVersion and kind');
    const md = obj(o.metadata);
    const namespace = str(md.namespace) ?? 'default';
    if (apiVersion === 'v1' && kind === 'Secret') {
      secrets.push(keyedFact(o, namespace, keysOf(o.data, o.stringData)));
      secretObjects.set(`${namespace}/${str(md.name) ?? ''}`, o);
    } else if (apiVersion === 'v1' && kind === 'ConfigMap') {
      configMaps.push(keyedFact(o, namespace, keysOf(o.data, o.binaryData)));
    } else if (apiVersion === PLATFORM_API_VERSION && primaryKindOf(kind)) {
      const name = typeof md.name === 'string' ? md.name : '';
      const id = `${kind} ${namespace}/${name}`;
      const first = seen.get(id);
      if (first) throw new RenderInputError(doc.file, doc.index, `duplicates ${id} (first in ${first.file} document ${first.index})`);
      seen.set(id, doc);
      // A missing namespace means `default`, as `kubectl apply` would place it.
      const resource = { ...o, metadata: { ...md, namespace } } as ResourceInput;
      primaries.push({ doc, kind, namespace, name, resource });
    } else if (primaryKindOf(kind)) {
      throw new RenderInputError(doc.file, doc.index, `${kind} must be apiVersion ${PLATFORM_API_VERSION}, got ${apiVersion}`);
    } else if (apiVersion.startsWith(`${PLATFORM_GROUP}/`) && isFactKind(kind)) {
      platformObjects.push({ ...o, metadata: { ...md, namespace } } as ResourceInput);
    } else if (apiVersion.startsWith(`${PLATFORM_GROUP}/`)) {
      // A kind of our group this version cannot plan: rendering it to nothing would hide that.
      throw new RenderInputError(doc.file, doc.index, `unknown kind ${apiVersion} ${kind}: this aigw plans ${kindNames(PRIMARY_KINDS.map((k) => k.kind))} and reads ${kindNames(FACT_KINDS)}`);
    } else {
      throw new RenderInputError(doc.file, doc.index, `unknown input ${apiVersion} ${kind}: expected ${kindNames([...PRIMARY_KINDS.map((k) => k.kind), `other ${PLATFORM_GROUP} kinds`, 'Secret', 'ConfigMap'])}`);
    }
  }
  /** A value as `kubectl apply` would store it: `stringData` over base64 `data`. */
  const readSecretValue: SecretValueLookup = (namespace, name, key) => {
    const o = secretObjects.get(`${namespace}/${name}`);
    const plain = obj(o?.stringData)[key];
    if (typeof plain === 'string') return plain;
    const encoded = obj(o?.data)[key];
    return typeof encoded === 'string' ? Buffer.from(encoded, 'base64').toString('utf8') : undefined;
  };
  return { primaries, secrets, configMaps, platformObjects, readSecretValue };
}

function statusFact(status: Record<string, unknown>): GuardrailStatusFact {
  const names = Array.isArray(status.guardrailNames) ? status.guardrailNames.filter((n): n is string => typeof n === 'string') : undefined;
  return {
    phase: str(status.phase),
    endpoint: str(status.endpoint),
    unreachableFallback: str(status.unreachableFallback),
    ...(names ? { guardrailNames: names } : {}),
  };
}

function objectKey(o: ApiObjectJson): string {
  return `${o.apiVersion}/${o.kind}/${o.metadata.namespace ?? ''}/${o.metadata.name}`;
}

/**
 * The input primaries, each followed by the primaries it emits itself (a Stack's Gateway), as the
 * operator would then reconcile them: planned in their kind's turn, with a status of their own.
 */
function withComposedPrimaries(
  given: readonly Primary[],
  options: RenderOptions,
  secrets: readonly KeyedObjectFact[],
  configMaps: readonly KeyedObjectFact[],
  platformObjects: readonly ResourceInput[],
): Primary[] {
  const facts: ClusterFacts = {
    entitlements: options.entitlements,
    operator: options.operator,
    guardrails: [],
    olderGateways: 0,
    secrets,
    configMaps,
    platformObjects,
    gateways: given.filter((p) => p.kind === GATEWAY_KIND).map((p) => ({ namespace: p.namespace, name: p.name, resource: p.resource })),
  };
  const out: Primary[] = [];
  for (const p of given) {
    out.push(p);
    if (p.kind !== STACK_KIND) continue;
    for (const o of plan(p.resource, facts).objects) {
      if (o.apiVersion !== PLATFORM_API_VERSION || !primaryKindOf(o.kind)) continue;
      const namespace = o.metadata.namespace ?? p.namespace;
      out.push({ doc: p.doc, kind: o.kind, namespace, name: o.metadata.name, resource: o as ResourceInput });
    }
  }
  return out;
}

/** Renders parsed documents. Throws {@link RenderInputError} for unknown input; never for a bad spec. */
export function render(docs: readonly InputDocument[], options: RenderOptions): RenderOutput {
  const classified = classify(docs);
  const { secrets, configMaps, platformObjects, readSecretValue } = classified;
  const primaries = withComposedPrimaries(classified.primaries, options, secrets, configMaps, platformObjects);
  const ofKind = (kind: string) => primaries.filter((p) => p.kind === kind);
  const guardrails = ofKind(GUARDRAIL_KIND);
  const gateways = ofKind(GATEWAY_KIND);

  const catalogEngineUsers: Record<string, number> = {};
  for (const g of guardrails) {
    const key = parseGuardrail(g.resource).value?.spec.engine?.key;
    if (key) catalogEngineUsers[key] = (catalogEngineUsers[key] ?? 0) + 1;
  }
  // Offline there is no server to provision on: a sqlCluster database counts as provisioned.
  const databases: Record<string, DatabaseFact> = {};
  for (const g of gateways) databases[`${g.namespace}/${g.name}`] = { ready: true };
  // Nor a columnstore to create a database on or look one up in: it counts as there.
  const columnstoreDatabases = databases;
  // The oldest Gateways win the license's `gateways` slots; without timestamps, input order decides.
  const stamp = (p: Primary) => {
    const t = Date.parse(String(obj(p.resource.metadata).creationTimestamp ?? ''));
    return Number.isNaN(t) ? Number.POSITIVE_INFINITY : t;
  };
  const byAge = gateways
    .map((g, i) => ({ g, i }))
    .sort((a, b) => stamp(a.g) - stamp(b.g) || a.i - b.i)
    .map(({ g }) => g);
  // Planned oldest first: a Gateway whose spec is rejected holds no slot (lib/plan/license-slots.ts).
  let slotHolders = 0;
  const base: ClusterFacts = {
    entitlements: options.entitlements,
    ...(options.licenseMaterial ? { licenseMaterial: options.licenseMaterial } : {}),
    operator: options.operator,
    guardrails: [],
    olderGateways: 0,
    catalogEngineUsers,
    secrets,
    configMaps,
    platformObjects,
    primaries: primaries.map((p) => p.resource),
  };

  // A Gateway also reads the public SSO client id and the platform CA bundle of its namespace.
  const gatewayPlanFacts = (p: Primary): ClusterFacts => {
    const platformCA = platformCaFact(secrets, platformObjects, p.namespace);
    return {
      ...base,
      guardrails: guardrailFacts,
      olderGateways: slotHolders,
      databases,
      columnstoreDatabases,
      publicSecretValues: ssoPublicSecretValues(p.resource, readSecretValue),
      ...(platformCA ? { platformCA } : {}),
    };
  };
  // Kind by kind in registry order, so a kind sees the planned status of those it reads.
  const plans = new Map<Primary, ReturnType<typeof plan>>();
  const guardrailFacts: GuardrailFact[] = [];
  // Kinds planned after the Gateways (ChatUI, Stack) read them with their planned status.
  const gatewayFacts: GatewayFact[] = [];
  for (const k of PRIMARY_KINDS) {
    for (const p of k.kind === GATEWAY_KIND ? byAge : ofKind(k.kind)) {
      const facts: ClusterFacts =
        k.kind === GATEWAY_KIND
          ? gatewayPlanFacts(p)
          : k.kind === GUARDRAIL_KIND
            ? base
            : { ...base, gateways: gatewayFacts };
      const planned = plan(p.resource, facts);
      plans.set(p, planned);
      if (k.kind === GATEWAY_KIND && holdsGatewaySlot({ ...p.resource, status: planned.status })) slotHolders++;
    }
    if (k.kind === GUARDRAIL_KIND) {
      for (const g of guardrails) guardrailFacts.push({ namespace: g.namespace, name: g.name, resource: g.resource, status: statusFact(plans.get(g)!.status) });
    }
    if (k.kind === GATEWAY_KIND) {
      for (const g of gateways) gatewayFacts.push({ namespace: g.namespace, name: g.name, resource: { ...g.resource, status: plans.get(g)!.status } });
    }
  }

  // What the operator applies to each primary as a new object: nothing of a held plan but what it
  // must always apply, and no generated Secret (lib/plan/hold.ts, operator/reconciler.ts).
  const applied = (p: Primary) => {
    const planned = plans.get(p)!;
    if (options.showHeld || !planned.blocked) return { shared: planned.shared, objects: planned.objects, generatedSecrets: planned.generatedSecrets ?? [] };
    const decision = decideApply(planned, []);
    return { shared: decision.shared, objects: decision.objects, generatedSecrets: [] };
  };
  const objects: ApiObjectJson[] = [];
  const sharedSeen = new Set<string>();
  for (const p of primaries) {
    for (const o of applied(p).shared) {
      if (!sharedSeen.has(objectKey(o))) objects.push(o);
      sharedSeen.add(objectKey(o));
    }
  }
  const manifests: ApiObjectJson[] = [...objects];
  const generatedSecrets: RenderedGeneratedSecret[] = [];
  for (const k of PRIMARY_KINDS) {
    for (const p of ofKind(k.kind)) {
      const planned = applied(p);
      generatedSecrets.push(...planned.generatedSecrets);
      manifests.push(...planned.generatedSecrets.map((g) => g.manifest), ...planned.objects);
      objects.push(...planned.objects);
    }
  }

  const statuses: RenderedStatus[] = [];
  const events: RenderedEvent[] = [];
  const held: RenderedHold[] = [];
  for (const p of primaries) {
    const result = plans.get(p)!;
    if (result.blocked) held.push({ kind: p.kind, namespace: p.namespace, name: p.name, reason: result.blocked.reason, message: result.blocked.message });
    statuses.push({ apiVersion: PLATFORM_API_VERSION, kind: p.kind, namespace: p.namespace, name: p.name, status: { ...result.status } });
    for (const e of reportedEvents(result.events)) events.push({ kind: p.kind, namespace: p.namespace, name: p.name, type: e.type, reason: e.reason, message: e.message });
  }
  return { objects, statuses, events, generatedSecrets, manifests, held };
}
