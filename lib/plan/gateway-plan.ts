/**
 * The plan of one Gateway. Everything both gateway types share is decided here: parse errors and
 * the `gateways` limit (Ready=False, nothing emitted), `multi-tenancy`, resolving `guardrailRefs`
 * against the Guardrails' planned status, waiting for `secretsRef` and the database (nothing
 * emitted meanwhile), the generated keys, owner stamping, the Ready and FeaturesSupported
 * conditions, `status.url` and the counts. Type `proxy` is planned here with
 * {@link ProxyGatewayStack} and {@link GuardrailWiring}; type `alt` by {@link planAltGateway}.
 */
import type { Chart } from 'cdk8s';
import { GATEWAY_KIND, parseGateway, type Gateway } from '../api/gateway';
import { parseGuardrail } from '../api/guardrail';
import { GuardrailWiring } from '../guardrail/guardrail-wiring';
import { upstreamNameConflicts } from '../guardrail/upstream-names';
import { PLATFORM_API_VERSION } from '../meta/groups';
import { stampOwner, type Owner } from '../meta/labels';
import { ProxyGatewayStack } from '../proxy/proxy-gateway-stack';
import { proxyGatewayNotices } from '../proxy/proxy-notices';
import { proxyRejections } from '../proxy/proxy-rules';
import { secretsManagementReadiness } from '../platform/secrets-management';
import { planAltGateway, type AltGatewayPlanResult, type ReasonedMessage } from './alt-gateway-plan';
import { FEATURES_SUPPORTED, READY } from './conditions';
import { decideColumnstoreDatabase } from './columnstore-database';
import { decideDatabase } from './database';
import { instanceWait, InstanceReason, notHonouredFields, tenancySynced } from './gateway-instance';
import { PROGRESS_REASONS } from './rollout-events';
import { gatewayKeys, type GatewayKeys } from './generated-secrets';
import { GuardrailPhase } from './guardrail-plan';
import { decideTraceExport } from './observability';
import { newChart, synth } from './synth';
import type { ClusterFacts, Plan, PlannedCondition, PlannedEvent, ResourceInput } from './types';
import { annotateAppliedGuardrails, guardrailKey, type AppliedGuardrails, type WiredGuardrail } from './wired-guardrail';
import { MULTI_TENANCY_FEATURE } from './multi-tenancy';

export { MULTI_TENANCY_FEATURE };

export { SQL_CLUSTER_KIND } from '../platform/sql-cluster';

/** Reasons of the Gateway's conditions. */
export const GatewayReason = Object.freeze({
  Reconciled: 'Reconciled',
  InvalidTarget: 'InvalidTarget',
  GatewayLimitExceeded: 'GatewayLimitExceeded',
  MultiTenancyUnlicensed: 'MultiTenancyUnlicensed',
  GuardrailNotFound: 'GuardrailNotFound',
  /**
   * A referenced Guardrail was deleted after the Gateway wired it: its wiring is pruned and the rest
   * of the Gateway is applied; the reference stays unresolved until it is removed or the Guardrail
   * is created again.
   */
  GuardrailDeleted: 'GuardrailDeleted',
  GuardrailNotReady: 'GuardrailNotReady',
  /** A wired Guardrail's license lapsed: its gate answers every request with the block verdict. */
  GuardrailBlocking: 'GuardrailBlocking',
  /**
   * Applied; a wired Guardrail or the gateway instance is not running yet (the instance not created,
   * without a status, or starting). An instance that says why it is not ready lends its own reason
   * (`SecretMissing`, `DeploymentUnavailable`, ...).
   */
  Progressing: 'Progressing',
  /** The instance's management sync failed: see condition `TenancySynced`. */
  TenancyNotSynced: InstanceReason.TenancyNotSynced,
  DatabaseNotReady: 'DatabaseNotReady',
  /**
   * Two referenced Guardrails would produce the same upstream guardrail name (LiteLLM keeps
   * `guardrail_name` unique): nothing is applied until one is renamed.
   */
  GuardrailNameConflict: 'GuardrailNameConflict',
  /** `spec.secretsRef` names a SecretsManagement that is missing or not Ready: nothing is emitted. */
  SecretsNotReady: 'SecretsNotReady',
  /**
   * Type `proxy`: the upstream controller that turns the Proxy* objects into a running LiteLLM is
   * not there (no recently renewed Lease, or its CRDs not Established): nothing is emitted.
   */
  UpstreamControllerMissing: 'UpstreamControllerMissing',
  AllFeaturesSupported: 'AllFeaturesSupported',
  UnsupportedByBackend: 'UnsupportedByBackend',
  /** Type `proxy`: the ProxyInstance reports fields LiteLLM cannot honour (its `FieldsHonoured=False`). */
  NotHonouredByInstance: InstanceReason.NotHonouredByInstance,
  DeprecatedField: 'DeprecatedField',
});

function ownerOf(g: { metadata: Gateway['metadata'] }): Owner {
  return { apiVersion: PLATFORM_API_VERSION, kind: GATEWAY_KIND, namespace: g.metadata.namespace, name: g.metadata.name, uid: g.metadata.uid };
}

function cond(type: string, status: 'True' | 'False', reason: string, message: string, gen: number | undefined): PlannedCondition {
  return { type, status, reason, message, ...(gen !== undefined ? { observedGeneration: gen } : {}) };
}

/** Ready=False, nothing emitted (a rejected spec or a Gateway over the license limit). */
function rejected(gen: number | undefined, reason: string, message: string, extraStatus: Record<string, unknown> = {}): Plan {
  return {
    objects: [],
    shared: [],
    status: {
      ...extraStatus,
      conditions: [cond(READY, 'False', reason, message, gen)],
      ...(gen !== undefined ? { observedGeneration: gen } : {}),
    },
    events: [{ type: 'Warning', reason, message }],
    blocked: { reason, message },
  };
}

interface GuardrailResolution {
  readonly wired: WiredGuardrail[];
  /** Refs that cannot be wired: the plan must not be applied (a running Gateway keeps its wiring). */
  readonly notReady: ReasonedMessage[];
  /** Refs wired but not Ready (their gate rolling out, or blocking on a lapsed license). */
  readonly waiting: ReasonedMessage[];
  /** Refs whose Guardrail was deleted after the last applied plan wired it: no longer wired, not blocking. */
  readonly deleted: ReasonedMessage[];
  /** What the applied plan records on the instance: the Guardrails wired, and those unwired as deleted. */
  readonly applied: AppliedGuardrails;
}

/** Phases in which a Guardrail's gate runs at `status.endpoint`, so a Gateway wires it. */
const WIRABLE_PHASES: ReadonlySet<string> = new Set([GuardrailPhase.Ready, GuardrailPhase.Progressing, GuardrailPhase.Blocking]);

/** Resolves `spec.guardrailRefs` against the Guardrails in the facts and their planned status. */
export function resolveGuardrails(gateway: Gateway, facts: ClusterFacts): GuardrailResolution {
  const wired: WiredGuardrail[] = [];
  const notReady: ReasonedMessage[] = [];
  const waiting: ReasonedMessage[] = [];
  const deleted: ReasonedMessage[] = [];
  const unwired: string[] = [];
  const applied = new Set(facts.appliedGuardrails ?? []);
  gateway.spec.guardrailRefs.forEach((ref, i) => {
    const at = `spec.guardrailRefs[${i}]`;
    const fact = facts.guardrails.find((g) => g.namespace === ref.namespace && g.name === ref.name);
    // Deleted after being wired: the user asked for it to go, so its wiring goes and the rest is applied.
    // Never wired (a typo, a Guardrail not created yet): nothing widens, the plan holds.
    if (!fact && applied.has(guardrailKey(ref))) {
      unwired.push(guardrailKey(ref));
      deleted.push({
        reason: GatewayReason.GuardrailDeleted,
        message: `${at}: Guardrail ${ref.namespace}/${ref.name} was deleted; its wiring is removed and it no longer checks requests (remove the reference, or create the Guardrail again to wire it)`,
      });
      return;
    }
    if (!fact) {
      notReady.push({ reason: GatewayReason.GuardrailNotFound, message: `${at}: Guardrail ${ref.namespace}/${ref.name} not found` });
      return;
    }
    const status = fact.status ?? {};
    const parsed = parseGuardrail(fact.resource);
    if (!status.phase || !WIRABLE_PHASES.has(status.phase) || !status.endpoint || !parsed.value) {
      const phase = status.phase ?? 'pending';
      notReady.push({ reason: GatewayReason.GuardrailNotReady, message: `${at}: Guardrail ${ref.namespace}/${ref.name} is ${phase}; the Gateway waits for it` });
      return;
    }
    wired.push({ ref, guardrail: parsed.value, status, endpoint: status.endpoint });
    if (status.phase === GuardrailPhase.Blocking) {
      waiting.push({ reason: GatewayReason.GuardrailBlocking, message: `${at}: Guardrail ${ref.namespace}/${ref.name} is Blocking (license lapsed): requests it checks get its block verdict` });
    } else if (status.phase === GuardrailPhase.Progressing) {
      waiting.push({ reason: GatewayReason.Progressing, message: `${at}: Guardrail ${ref.namespace}/${ref.name} is wired and not Ready yet (its gate is rolling out)` });
    }
  });
  return { wired, notReady, waiting, deleted, applied: { wired: wired.map((w) => guardrailKey(w.ref)), unwired } };
}

/**
 * Upstream names two wired Guardrails would share on a `proxy` gateway, one message per set of
 * Guardrails (naming every shared name). Blocking: applying would make one guardrail silently
 * replace the other in LiteLLM.
 */
export function guardrailNameConflicts(wired: readonly WiredGuardrail[]): ReasonedMessage[] {
  return upstreamNameConflicts(wired.map((w) => ({ id: `${w.ref.namespace}/${w.ref.name}`, spec: w.guardrail.spec }))).map((message) => ({
    reason: GatewayReason.GuardrailNameConflict,
    message,
  }));
}

/**
 * Whether the database can be used: mode `external` once its Secret holds the key; mode
 * `sqlCluster` once the operator reports it provisioned (`facts.databases`). See lib/plan/database.ts.
 */
export function databaseReadiness(gateway: Gateway, facts: ClusterFacts): { ready: boolean; problem?: string } {
  const d = decideDatabase(gateway, facts);
  return d.ready ? { ready: true } : { ready: false, problem: d.problem };
}

/** The `proxy` half: the stack and one GuardrailWiring per wired Guardrail. */
function planProxy(gateway: Gateway, wired: readonly WiredGuardrail[], facts: ClusterFacts, chart: Chart, multiTenancy: boolean, keys: GatewayKeys) {
  const trace = decideTraceExport(gateway, facts);
  const stack = new ProxyGatewayStack(chart, 'Gateway', {
    name: gateway.metadata.name,
    namespace: gateway.metadata.namespace,
    spec: gateway.spec,
    multiTenancy,
    traceExport: trace.traceExport,
    generatedKeys: { masterKey: keys.masterKey, ...(keys.saltKey ? { saltKey: keys.saltKey } : {}) },
  });
  for (const w of wired) {
    new GuardrailWiring(chart, `Guardrail-${w.ref.namespace}-${w.ref.name}`, {
      instanceName: gateway.metadata.name,
      guardrailResourceName: w.ref.name,
      spec: w.guardrail.spec,
      endpoint: w.endpoint,
      namespace: gateway.metadata.namespace,
    });
  }
  return { url: stack.url, events: [...trace.events, ...proxyGatewayNotices(gateway)] };
}

export function planGateway(resource: ResourceInput, facts: ClusterFacts): Plan {
  const parsed = parseGateway(resource);
  const gen = parsed.metadata.generation;
  if (!parsed.value) return rejected(gen, GatewayReason.InvalidTarget, `invalid spec: ${parsed.errors.toString()}`);
  const gateway = parsed.value;
  const { spec } = gateway;
  const limit = facts.entitlements.gateways;
  if (facts.olderGateways >= limit) {
    return rejected(
      gen,
      GatewayReason.GatewayLimitExceeded,
      `the platform license allows ${limit} Gateway${limit === 1 ? '' : 's'} (tier ${facts.entitlements.tier}) and ${facts.olderGateways} older Gateway${facts.olderGateways === 1 ? '' : 's'} hold${facts.olderGateways === 1 ? 's' : ''} them: this one (by age, slot ${facts.olderGateways + 1}) is over the limit`,
    );
  }

  const notReady: ReasonedMessage[] = [];
  const events: PlannedEvent[] = [];
  const multiTenancy = facts.entitlements.features.includes(MULTI_TENANCY_FEATURE);
  // On alt, model access is org-rooted: it goes (and is named) with the organization.
  const tenancyFields = [
    ...(spec.organization ? ['spec.organization'] : []),
    ...(spec.teams.length > 0 ? ['spec.teams'] : []),
    ...(spec.type === 'alt' && spec.alt?.modelAccess !== undefined ? ['spec.alt.modelAccess'] : []),
  ];
  if (!multiTenancy && tenancyFields.length > 0) {
    const listed = tenancyFields.length === 1 ? tenancyFields[0] : `${tenancyFields.slice(0, -1).join(', ')} and ${tenancyFields[tenancyFields.length - 1]}`;
    notReady.push({
      reason: GatewayReason.MultiTenancyUnlicensed,
      message: `${listed} need${tenancyFields.length === 1 ? 's' : ''} licensed feature ${MULTI_TENANCY_FEATURE}`,
    });
  }
  if (spec.enableIdpASSO !== undefined) {
    events.push({
      type: 'Warning',
      reason: GatewayReason.DeprecatedField,
      message:
        spec.ssoSource === 'sso'
          ? 'spec.enableIdpASSO is deprecated and ignored because spec.sso is set'
          : 'spec.enableIdpASSO is deprecated; use spec.sso with provider idp-a',
    });
  }
  if (spec.type !== 'alt' && facts.upstreamController && !facts.upstreamController.ready) {
    notReady.push({
      reason: GatewayReason.UpstreamControllerMissing,
      message: `the upstream controller for the proxy kinds is not running (${facts.upstreamController.message}); nothing is emitted until it is (install it with aigw install)`,
    });
  }
  const guardrails = resolveGuardrails(gateway, facts);
  notReady.push(...guardrails.notReady);
  if (spec.type !== 'alt') notReady.push(...guardrailNameConflicts(guardrails.wired));

  const chart = newChart(gateway.metadata.namespace);
  const owner = ownerOf(gateway);
  const keys = gatewayKeys(gateway, owner);
  let url: string | undefined;
  let alt: AltGatewayPlanResult = {};
  if (spec.type === 'alt') {
    const generatedKeys = { masterKey: keys.masterKey, ...(keys.dataEncryptionKey ? { dataEncryptionKey: keys.dataEncryptionKey } : {}) };
    alt = planAltGateway({ gateway, guardrails: guardrails.wired, facts, chart, owner, multiTenancy, generatedKeys });
    if (alt.rejection) return rejected(gen, alt.rejection.reason, alt.rejection.message);
    notReady.push(...(alt.notReady ?? []));
    events.push(...(alt.events ?? []));
    url = typeof alt.status?.url === 'string' ? alt.status.url : undefined;
  } else {
    const rejections = proxyRejections(gateway);
    if (rejections.length > 0) return rejected(gen, GatewayReason.InvalidTarget, rejections.join('; '));
    const proxy = planProxy(gateway, guardrails.wired, facts, chart, multiTenancy, keys);
    url = proxy.url;
    events.push(...proxy.events);
  }

  // Waits come after the spec's own rejections, so a broken spec is reported first. While one
  // holds, the chart is discarded: nothing is half-applied.
  if (spec.secretsRef) {
    const secrets = secretsManagementReadiness(facts.platformObjects, gateway.metadata.namespace, spec.secretsRef.name);
    if (!secrets.ready) return rejected(gen, GatewayReason.SecretsNotReady, secrets.message, { databaseReady: false });
  }
  const database = decideDatabase(gateway, facts);
  const databaseStatus = {
    databaseReady: database.ready,
    ...(database.request ? { databaseName: database.request.database } : {}),
  };
  if (database.blocking) {
    const reason = database.reason ?? GatewayReason.DatabaseNotReady;
    const message = database.problem ?? 'the database is not ready';
    const waiting = rejected(gen, reason, message, databaseStatus);
    return database.request ? { ...waiting, database: database.request } : waiting;
  }
  // An alt gateway exits at start-up without its columnstore database. On a ColumnstoreCluster the
  // operator creates it, so hold until it reports it there. On an external cluster the database is the
  // user's to make: the gateway is emitted (it exits with `Database <name> does not exist` until the
  // database appears) and Ready stays False with the check's reason.
  const columnstore = decideColumnstoreDatabase(gateway, facts);
  const columnstoreWait =
    columnstore && !columnstore.ready && columnstore.request?.action === 'check'
      ? { reason: columnstore.reason ?? GatewayReason.DatabaseNotReady, message: columnstore.problem ?? 'the columnstore database is not ready' }
      : undefined;
  if (columnstore && !columnstore.ready && !columnstoreWait) {
    const waiting = rejected(gen, columnstore.reason ?? GatewayReason.DatabaseNotReady, columnstore.problem ?? 'the columnstore database is not ready', databaseStatus);
    return {
      ...waiting,
      status: { ...waiting.status, conditions: [...waiting.status.conditions, columnstore.condition] },
      ...(database.request ? { database: database.request } : {}),
      ...(columnstore.request ? { columnstoreDatabase: columnstore.request } : {}),
    };
  }
  if (!database.ready) notReady.push({ reason: database.reason ?? GatewayReason.DatabaseNotReady, message: database.problem ?? 'the database is not ready' });
  // Soft waits come after what blocks the plan: applied, just not running (or not forwarding) yet.
  // An instance that fails (a missing Secret) is named before what is merely starting.
  // A plan that must not be applied creates no instance: "not created yet" would only add noise.
  const instance = notReady.length > 0 && facts.instance?.ready === undefined ? undefined : instanceWait(facts.instance, gateway.metadata.name);
  const failing = instance && !PROGRESS_REASONS.has(instance.reason);
  // On alt, organizations and teams are objects of their own (AltOrganization, AltTeam); only the
  // proxy instance syncs them itself, so only its report (or one an alt instance gives) is relayed.
  const countsTenancy = multiTenancy && (spec.teams.length > 0 || spec.organization !== undefined);
  const tenancy = tenancySynced(facts.instance, gateway.metadata.name, countsTenancy && (spec.type !== 'alt' || facts.instance?.managementSynced !== undefined), gen);
  // A missing external database is named first: the instance cannot start without it.
  const waiting = [
    ...(columnstoreWait ? [columnstoreWait] : []),
    ...(instance && failing ? [instance] : []),
    ...guardrails.deleted,
    ...guardrails.waiting,
    ...(instance && !failing ? [instance] : []),
    ...(tenancy?.wait ? [tenancy.wait] : []),
  ];
  const unready = [...notReady, ...waiting];

  // For proxy the list is always empty (the spec: "always empty for type proxy").
  // Field paths only: the CRD lists strings, so `kubectl get -o jsonpath` reads them; the reasons go
  // into the FeaturesSupported message and the Warning Event.
  const unsupported = spec.type === 'alt' ? [...(alt.unsupportedFeatures ?? [])] : [];
  const reasons = alt.unsupportedFeatureReasons ?? {};
  const explained = unsupported.map((f) => (reasons[f] ? `${f} (${reasons[f]})` : f)).join(', ');
  const notHonoured = notHonouredFields(facts.instance);
  const instanceName = `${facts.instance?.kind} ${facts.instance?.name ?? gateway.metadata.name}`;
  const notHonouredMessage = `not honoured by the ${instanceName}: ${notHonoured.join('; ')}`;
  const conditions: PlannedCondition[] = [
    unready.length > 0
      ? cond(READY, 'False', unready[0].reason, unready.map((n) => n.message).join('; '), gen)
      : cond(READY, 'True', GatewayReason.Reconciled, `${spec.type} gateway planned at ${url ?? 'its in-cluster address'}`, gen),
    unsupported.length > 0
      ? cond(FEATURES_SUPPORTED, 'False', GatewayReason.UnsupportedByBackend, `not applied on ${spec.type}: ${explained}${notHonoured.length > 0 ? `; ${notHonouredMessage}` : ''}`, gen)
      : notHonoured.length > 0
        ? cond(FEATURES_SUPPORTED, 'False', GatewayReason.NotHonouredByInstance, notHonouredMessage, gen)
        : cond(FEATURES_SUPPORTED, 'True', GatewayReason.AllFeaturesSupported, `every configured field is applied on ${spec.type}`, gen),
    ...(tenancy ? [tenancy.condition] : []),
    ...(columnstore ? [columnstore.condition] : []),
    ...(alt.conditions ?? []).filter((c) => c.type !== READY && c.type !== FEATURES_SUPPORTED),
  ];
  if (unsupported.length > 0) {
    events.push({ type: 'Warning', reason: GatewayReason.UnsupportedByBackend, message: `fields not applied on ${spec.type}: ${explained}` });
  }
  if (notHonoured.length > 0) events.push({ type: 'Warning', reason: GatewayReason.NotHonouredByInstance, message: notHonouredMessage });
  for (const n of unready) events.push({ type: PROGRESS_REASONS.has(n.reason) ? 'Normal' : 'Warning', reason: n.reason, message: n.message });

  return {
    objects: stampOwner(annotateAppliedGuardrails(synth(chart), gateway.metadata.name, guardrails.applied), owner),
    shared: [],
    status: {
      ...(url !== undefined ? { url } : {}),
      ...(gen !== undefined ? { observedGeneration: gen } : {}),
      unsupportedFeatures: unsupported,
      ...databaseStatus,
      ...(facts.instance?.ready !== undefined ? { instanceReady: facts.instance.ready } : {}),
      modelCount: spec.models.length,
      teamCount: multiTenancy ? spec.teams.length : 0,
      guardrailCount: guardrails.wired.length,
      ...(alt.status ?? {}),
      conditions,
    },
    events,
    ...(notReady.length > 0 ? { blocked: { reason: notReady[0].reason, message: notReady.map((n) => n.message).join('; ') } } : {}),
    ...(keys.generated.length > 0 ? { generatedSecrets: keys.generated } : {}),
    ...(database.request ? { database: database.request } : {}),
    ...(columnstore?.request ? { columnstoreDatabase: columnstore.request } : {}),
  };
}
