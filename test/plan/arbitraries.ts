/**
 * fast-check generators of Guardrail and Gateway resources and of the facts around them: real
 * vocabulary with real or hostile values. Shared by the plan property tests, the status-schema
 * test and the integration test that writes the statuses they produce to a real API server.
 */
import fc from 'fast-check';
import { plan } from '../../lib/plan/plan';
import type { ClusterFacts, ResourceInput } from '../../lib/plan/types';
import { COMMUNITY } from '../../lib/plan/types';
import { CATALOG_GUARDRAIL, ENTERPRISE, facts, guardrail } from './fixtures';

/** Values that break naive code: wrong types, prototype keys, huge and odd strings. */
export const hostile = fc.oneof(
  fc.constantFrom(null, undefined, true, 0, -1, 1e308, NaN, '', ' ', '__proto__', 'constructor', '../../etc', 'a'.repeat(300), '\u0000', 'ünï/cødé', '${x}'),
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
);
export const json: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, hostile, fc.array(tie('value'), { maxLength: 3 }), fc.dictionary(fc.string(), tie('value'), { maxKeys: 4 })),
})).value;

/** A field set from the real vocabulary, with real or hostile values. */
export function fields(keys: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  return fc.dictionary(fc.constantFrom(...keys), json, { maxKeys: keys.length });
}

/** A valid spec with at most one field replaced by noise: reaches the emitting paths. */
export function nearlyValid(base: fc.Arbitrary<Record<string, unknown>>, keys: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  return fc.tuple(base, fc.dictionary(fc.constantFrom(...keys), json, { maxKeys: 1 })).map(([b, noise]) => ({ ...b, ...noise }));
}

export const validGuardrail = fc.record({
  mode: fc.constant('catalog'),
  catalog: fc.constant('pseudonymizer'),
  modes: fc.subarray(['pre_call', 'post_call', 'during_call', 'logging_only']),
  defaultOn: fc.boolean(),
  params: fc.dictionary(fc.string(), json, { maxKeys: 3 }),
  logLevel: fc.constantFrom('debug', 'info', 'warn', 'error'),
  blockedReason: fc.string(),
}, { requiredKeys: ['mode', 'catalog'] });

export const guardrailSpec = fc.oneof(
  json,
  nearlyValid(validGuardrail, ['mode', 'catalog', 'external', 'guardrailName', 'modes', 'defaultOn', 'params', 'logLevel', 'alt']),
  fields(['mode', 'catalog', 'external', 'guardrailName', 'modes', 'defaultOn', 'params', 'logLevel', 'blockedReason', 'alt']),
  fc.record({
    mode: fc.constantFrom('catalog', 'external', 'other'),
    catalog: fc.constantFrom('pseudonymizer', 'x'),
    external: fc.record({ apiBase: fc.oneof(fc.webUrl(), hostile), unreachableFallback: fc.constantFrom('fail_open', 'fail_closed', 'x'), apiKeySecretRef: json }, { requiredKeys: [] }),
    modes: fc.array(fc.constantFrom('pre_call', 'post_call', 'during_call', 'logging_only', 'x'), { maxLength: 5 }),
    params: json,
  }, { requiredKeys: [] }),
);

export const model = fc.record(
  { name: hostile, modelName: hostile, model: fc.oneof(fc.constantFrom('openai/gpt-4o', 'x'), hostile), refSecretKey: hostile, rpm: hostile, credentials: json },
  { requiredKeys: [] },
);
export const validGateway = fc.record({
  database: fc.constant({ mode: 'external', connectionSecretRef: { name: 'main-db' } }),
  models: fc.array(fc.record({ name: fc.stringMatching(/^[a-z][a-z0-9 -]{0,20}$/), model: fc.constantFrom('openai/gpt-4o', 'azure/o3', 'local'), rpm: fc.nat(), refSecretKey: fc.constantFrom('openai', 'azure') }), { maxLength: 3 })
    .map((ms) => ms.filter((m, i) => ms.findIndex((n) => n.name === m.name) === i)),
  teams: fc.uniqueArray(fc.record({ name: fc.stringMatching(/^[a-z][a-z0-9]{0,10}$/) }), { maxLength: 3, selector: (t) => t.name }),
  guardrailRefs: fc.constantFrom([], [{ name: 'pii' }]),
  instance: fc.record({ replicas: fc.nat(5), healthCheck: fc.record({ enabled: fc.boolean(), intervalSeconds: fc.integer({ min: 1, max: 3600 }) }, { requiredKeys: [] }) }, { requiredKeys: [] }),
  ingress: fc.record({ enabled: fc.boolean(), host: fc.domain(), tls: fc.boolean() }, { requiredKeys: [] }),
}, { requiredKeys: ['database'] });

export const gatewaySpec = fc.oneof(
  json,
  nearlyValid(validGateway, ['type', 'alt', 'instance', 'organization', 'teams', 'models', 'guardrailRefs', 'sso', 'enableIdpASSO', 'ingress']),
  fields(['type', 'alt', 'database', 'instance', 'organization', 'teams', 'models', 'guardrailRefs', 'observability', 'observabilityRef', 'sso', 'enableIdpASSO', 'ingress', 'secretsRef']),
  fc.record(
    {
      type: fc.constantFrom('proxy', 'alt', 'x'),
      database: fc.oneof(json, fc.constant({ mode: 'external', connectionSecretRef: { name: 'main-db' } })),
      instance: fields(['replicas', 'healthCheck', 'jwtAuth', 'rolePermissions', 'masterKey', 'saltKey', 'licenseSecretRef', 'storePromptsInLogs', 'image']),
      models: fc.array(model, { maxLength: 4 }),
      teams: fc.array(fc.record({ name: hostile }, { requiredKeys: [] }), { maxLength: 3 }),
      guardrailRefs: fc.array(fc.record({ name: fc.constantFrom('pii', 'ghost'), namespace: hostile }, { requiredKeys: [] }), { maxLength: 3 }),
      sso: fields(['provider', 'clientSecretRef', 'tenantID', 'scopes', 'authorizationEndpoint', 'tokenEndpoint', 'userinfoEndpoint']),
      ingress: fields(['enabled', 'host', 'tls']),
      alt: json,
    },
    { requiredKeys: [] },
  ),
);

export const metadata = fc.oneof(json, fc.constant({ name: 'main', namespace: 'team-a', generation: 1 }), fc.record({ name: fc.oneof(fc.constantFrom('main', 'pii'), hostile), namespace: fc.oneof(fc.constant('team-a'), hostile), generation: hostile, uid: hostile }, { requiredKeys: [] }));

export const resource = (kind: string, spec: fc.Arbitrary<unknown>): fc.Arbitrary<ResourceInput> =>
  fc.record({ apiVersion: fc.constantFrom('platform.aigw.dev/v1alpha1', undefined), kind: fc.constant(kind), metadata, spec }, { requiredKeys: ['kind'] }) as fc.Arbitrary<ResourceInput>;

export const pii = guardrail(CATALOG_GUARDRAIL, 'pii');
export const platform = (kind: string, spec: unknown, extra: Record<string, unknown> = {}): ResourceInput =>
  ({ apiVersion: 'platform.aigw.dev/v1alpha1', kind, metadata: { name: kind === 'PlatformConfig' ? 'cluster' : 'pg', namespace: 'team-a' }, spec, ...extra }) as ResourceInput;
export const MIRRORS = { 'registry.aigw.dev': 'mirror.example.com', 'docker.io': 'hub.example.com' };
/** Platform objects around a Gateway: real ones, and the same kinds with hostile content. */
export const platformObjects = fc.array(
  fc.oneof(
    fc.constant(platform('SqlCluster', { host: 'pg.db.svc', adminSecretRef: { name: 'pg-admin' } })),
    fc.constant(platform('PlatformConfig', { registry: { mirrors: MIRRORS } })),
    fc.constant(platform('SecretsManagement', {}, { status: { conditions: [{ type: 'Ready', status: 'True' }] } })),
    fc.constant(platform('Observability', { endpoint: 'https://o.example.com', credentialsSecretRef: { name: 'k' } })),
    fc.tuple(fc.constantFrom('SqlCluster', 'PlatformConfig', 'SecretsManagement', 'Observability'), json, json).map(([kind, spec, status]) => platform(kind, spec, { status })),
  ),
  { maxLength: 4 },
);
export const databases = fc.option(
  fc.dictionary(fc.constantFrom('team-a/main', 'team-a/pii', 'x/y'), fc.record({ ready: fc.boolean(), reason: fc.constantFrom('DatabaseUnreachable', 'DatabaseAuthFailed'), message: fc.string() }, { requiredKeys: ['ready'] }), { maxKeys: 2 }),
  { nil: undefined },
);
/** A world where a sqlCluster Gateway `team-a/main` can be applied, plus random extra objects. */
export const readyWorld = platformObjects.map((extra) =>
  facts({
    platformObjects: [
      platform('SqlCluster', { host: 'pg.db.svc', adminSecretRef: { name: 'pg-admin' } }),
      platform('SecretsManagement', {}, { status: { conditions: [{ type: 'Ready', status: 'True' }] } }),
      ...extra.filter((o) => o.kind !== 'SqlCluster' && o.kind !== 'SecretsManagement'),
    ],
    databases: { 'team-a/main': { ready: true } },
  }),
);
export const platformFacts = fc.oneof(
  fc.tuple(platformObjects, databases).map(([objects, dbs]) => facts({ platformObjects: objects, ...(dbs ? { databases: dbs } : {}) })),
  readyWorld,
);
export const factSets = fc.constantFrom<ClusterFacts>(
  facts(),
  facts({ entitlements: COMMUNITY, licenseMaterial: undefined }),
  facts({ olderGateways: 5 }),
  facts({ guardrails: [{ namespace: 'team-a', name: 'pii', resource: pii, status: plan(pii, facts()).status as never }] }),
  facts({ entitlements: { ...ENTERPRISE, gateways: 0 }, guardrails: [{ namespace: 'team-a', name: 'pii', resource: { spec: 7 }, status: { phase: 'Ready', endpoint: 'x' } }] }),
  // What the operator reads of a Gateway's instance: not created yet, and failing in every way it reports.
  facts({ instance: { kind: 'ProxyInstance' } }),
  facts({
    instance: {
      kind: 'ProxyInstance',
      name: 'main',
      ready: false,
      reason: 'SecretMissing',
      message: 'LiteLLM pods cannot start without Secret key main-proxy-license/license',
      notHonoured: ['ProxyInstance/main.spec.generalSettings.rolePermissions[1]: role shared'],
      managementSynced: { status: 'Unknown', reason: 'WaitingForDeployment', message: 'organizations and teams are created once LiteLLM is available' },
    },
  }),
);

