import fc from 'fast-check';
import { plan } from '../../lib/plan/plan';
import type { ClusterFacts, ResourceInput } from '../../lib/plan/types';
import { findPlatformConfig } from '../../lib/platform/platform-config';
import { COMMUNITY } from '../../lib/plan/types';
import { CATALOG_GUARDRAIL, ENTERPRISE, facts, guardrail } from './fixtures';

/** Values that break naive code: wrong types, prototype keys, huge and odd strings. */
const hostile = fc.oneof(
  fc.constantFrom(null, undefined, true, 0, -1, 1e308, NaN, '', ' ', '__proto__', 'constructor', '../../etc', 'a'.repeat(300), '\u0000', 'ünï/cødé', '${x}'),
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
);
const json: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, hostile, fc.array(tie('value'), { maxLength: 3 }), fc.dictionary(fc.string(), tie('value'), { maxKeys: 4 })),
})).value;

/** A field set from the real vocabulary, with real or hostile values. */
function fields(keys: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  return fc.dictionary(fc.constantFrom(...keys), json, { maxKeys: keys.length });
}

/** A valid spec with at most one field replaced by noise: reaches the emitting paths. */
function nearlyValid(base: fc.Arbitrary<Record<string, unknown>>, keys: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  return fc.tuple(base, fc.dictionary(fc.constantFrom(...keys), json, { maxKeys: 1 })).map(([b, noise]) => ({ ...b, ...noise }));
}

const validGuardrail = fc.record({
  mode: fc.constant('catalog'),
  catalog: fc.constant('pseudonymizer'),
  modes: fc.subarray(['pre_call', 'post_call', 'during_call', 'logging_only']),
  defaultOn: fc.boolean(),
  params: fc.dictionary(fc.string(), json, { maxKeys: 3 }),
  logLevel: fc.constantFrom('debug', 'info', 'warn', 'error'),
  blockedReason: fc.string(),
}, { requiredKeys: ['mode', 'catalog'] });

const guardrailSpec = fc.oneof(
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

const model = fc.record(
  { name: hostile, modelName: hostile, model: fc.oneof(fc.constantFrom('openai/gpt-4o', 'x'), hostile), refSecretKey: hostile, rpm: hostile, credentials: json },
  { requiredKeys: [] },
);
const validGateway = fc.record({
  database: fc.constant({ mode: 'external', connectionSecretRef: { name: 'main-db' } }),
  models: fc.array(fc.record({ name: fc.stringMatching(/^[a-z][a-z0-9 -]{0,20}$/), model: fc.constantFrom('openai/gpt-4o', 'azure/o3', 'local'), rpm: fc.nat(), refSecretKey: fc.constantFrom('openai', 'azure') }), { maxLength: 3 })
    .map((ms) => ms.filter((m, i) => ms.findIndex((n) => n.name === m.name) === i)),
  teams: fc.uniqueArray(fc.record({ name: fc.stringMatching(/^[a-z][a-z0-9]{0,10}$/) }), { maxLength: 3, selector: (t) => t.name }),
  guardrailRefs: fc.constantFrom([], [{ name: 'pii' }]),
  instance: fc.record({ replicas: fc.nat(5), healthCheck: fc.record({ enabled: fc.boolean(), intervalSeconds: fc.integer({ min: 1, max: 3600 }) }, { requiredKeys: [] }) }, { requiredKeys: [] }),
  ingress: fc.record({ enabled: fc.boolean(), host: fc.domain(), tls: fc.boolean() }, { requiredKeys: [] }),
}, { requiredKeys: ['database'] });

const gatewaySpec = fc.oneof(
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

const metadata = fc.oneof(json, fc.constant({ name: 'main', namespace: 'team-a', generation: 1 }), fc.record({ name: fc.oneof(fc.constantFrom('main', 'pii'), hostile), namespace: fc.oneof(fc.constant('team-a'), hostile), generation: hostile, uid: hostile }, { requiredKeys: [] }));

const resource = (kind: string, spec: fc.Arbitrary<unknown>): fc.Arbitrary<ResourceInput> =>
  fc.record({ apiVersion: fc.constantFrom('platform.aigw.dev/v1alpha1', undefined), kind: fc.constant(kind), metadata, spec }, { requiredKeys: ['kind'] }) as fc.Arbitrary<ResourceInput>;

const pii = guardrail(CATALOG_GUARDRAIL, 'pii');
const platform = (kind: string, spec: unknown, extra: Record<string, unknown> = {}): ResourceInput =>
  ({ apiVersion: 'platform.aigw.dev/v1alpha1', kind, metadata: { name: kind === 'PlatformConfig' ? 'cluster' : 'pg', namespace: 'team-a' }, spec, ...extra }) as ResourceInput;
const MIRRORS = { 'registry.aigw.dev': 'mirror.example.com', 'docker.io': 'hub.example.com' };
/** Platform objects around a Gateway: real ones, and the same kinds with hostile content. */
const platformObjects = fc.array(
  fc.oneof(
    fc.constant(platform('SqlCluster', { host: 'pg.db.svc', adminSecretRef: { name: 'pg-admin' } })),
    fc.constant(platform('PlatformConfig', { registry: { mirrors: MIRRORS } })),
    fc.constant(platform('SecretsManagement', {}, { status: { conditions: [{ type: 'Ready', status: 'True' }] } })),
    fc.constant(platform('Observability', { endpoint: 'https://o.example.com', credentialsSecretRef: { name: 'k' } })),
    fc.tuple(fc.constantFrom('SqlCluster', 'PlatformConfig', 'SecretsManagement', 'Observability'), json, json).map(([kind, spec, status]) => platform(kind, spec, { status })),
  ),
  { maxLength: 4 },
);
const databases = fc.option(
  fc.dictionary(fc.constantFrom('team-a/main', 'team-a/pii', 'x/y'), fc.record({ ready: fc.boolean(), reason: fc.constantFrom('DatabaseUnreachable', 'DatabaseAuthFailed'), message: fc.string() }, { requiredKeys: ['ready'] }), { maxKeys: 2 }),
  { nil: undefined },
);
/** A world where a sqlCluster Gateway `team-a/main` can be applied, plus random extra objects. */
const readyWorld = platformObjects.map((extra) =>
  facts({
    platformObjects: [
      platform('SqlCluster', { host: 'pg.db.svc', adminSecretRef: { name: 'pg-admin' } }),
      platform('SecretsManagement', {}, { status: { conditions: [{ type: 'Ready', status: 'True' }] } }),
      ...extra.filter((o) => o.kind !== 'SqlCluster' && o.kind !== 'SecretsManagement'),
    ],
    databases: { 'team-a/main': { ready: true } },
  }),
);
const platformFacts = fc.oneof(
  fc.tuple(platformObjects, databases).map(([objects, dbs]) => facts({ platformObjects: objects, ...(dbs ? { databases: dbs } : {}) })),
  readyWorld,
);
const factSets = fc.constantFrom<ClusterFacts>(
  facts(),
  facts({ entitlements: COMMUNITY, licenseMaterial: undefined }),
  facts({ olderGateways: 5 }),
  facts({ guardrails: [{ namespace: 'team-a', name: 'pii', resource: pii, status: plan(pii, facts()).status as never }] }),
  facts({ entitlements: { ...ENTERPRISE, gateways: 0 }, guardrails: [{ namespace: 'team-a', name: 'pii', resource: { spec: 7 }, status: { phase: 'Ready', endpoint: 'x' } }] }),
);

const seen = new Map<string, number>();
afterAll(() => {
  // The generators must reach the emitting paths, not only the rejections.
  expect(seen.get('Guardrail:Deployed') ?? 0).toBeGreaterThan(0);
  expect(seen.get('Gateway:Reconciled') ?? 0).toBeGreaterThan(0);
});

function checkPlan(input: ResourceInput, f: ClusterFacts): void {
  const p = plan(input, f);
  const reason = p.status.conditions.find((c) => c.type === 'Ready')?.reason;
  seen.set(`${String(input.kind)}:${reason}`, (seen.get(`${String(input.kind)}:${reason}`) ?? 0) + 1);
  expect(Array.isArray(p.objects)).toBe(true);
  expect(Array.isArray(p.shared)).toBe(true);
  expect(Array.isArray(p.events)).toBe(true);
  expect(p.status.conditions.length).toBeGreaterThan(0);
  const ready = p.status.conditions.find((c) => c.type === 'Ready');
  expect(ready).toBeDefined();
  expect(['True', 'False', 'Unknown']).toContain(ready!.status);
  expect(ready!.reason).toMatch(/^[A-Z][A-Za-z]*$/);
  expect(ready!.message.length).toBeGreaterThan(0);
  // Nothing is emitted for a resource that is not Ready for a reason that rejects it outright.
  if (['InvalidTarget', 'InvalidSpec', 'GatewayLimitExceeded', 'GuardrailUnlicensed', 'UnknownKind'].includes(ready!.reason)) {
    expect(p.objects).toEqual([]);
  }
  // No bug escaped into a PlanFailed status either.
  expect(ready!.reason).not.toBe('PlanFailed');
  for (const o of p.objects) expect(o.metadata.name).toMatch(/^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$/);
  // Waiting for secrets or the database: nothing half-applied, no keys generated.
  if (['SecretsNotReady', 'SqlClusterNotFound', 'SqlClusterInvalid', 'InvalidDatabaseName', 'DatabaseUnreachable', 'DatabaseAuthFailed'].includes(ready!.reason)) {
    expect(p.objects).toEqual([]);
    expect(p.generatedSecrets).toBeUndefined();
  }
  // A sqlCluster Gateway emits only once the operator reported its database ready.
  if (p.database && p.objects.length > 0) seen.set('Gateway:sqlClusterEmitted', (seen.get('Gateway:sqlClusterEmitted') ?? 0) + 1);
  if (p.database && p.objects.length > 0) expect(f.databases?.[`${p.database.gateway.namespace}/${p.database.gateway.name}`]?.ready).toBe(true);
  // Generated Secrets carry no value, and everything emitted references them by name only.
  for (const g of p.generatedSecrets ?? []) {
    expect(g.manifest).not.toHaveProperty('data');
    expect(g.manifest).not.toHaveProperty('stringData');
    expect(g.bytes).toBeGreaterThanOrEqual(32);
  }
  // Every image the operator emits itself goes through the PlatformConfig mirror.
  const mirrored = JSON.stringify(findPlatformConfig(f.platformObjects)?.spec) === JSON.stringify({ registry: { mirrors: MIRRORS } });
  if (mirrored) {
    for (const o of [...p.objects, ...p.shared]) {
      for (const c of ((o.spec as any)?.template?.spec?.containers ?? []) as { image: string }[]) expect(c.image).not.toMatch(/^registry\.aigw\.dev\//);
    }
  }
}

describe('plan() under random and hostile input', () => {
  test('Guardrails: never throws, always a status with a Ready condition', () => {
    fc.assert(fc.property(resource('Guardrail', guardrailSpec), factSets, checkPlan), { numRuns: 400 });
  });

  test('Gateways: never throws, always a status with a Ready condition', () => {
    fc.assert(fc.property(resource('Gateway', gatewaySpec), factSets, checkPlan), { numRuns: 400 });
  });

  test('Gateways among random platform objects and database facts: never throws, waits emit nothing', () => {
    const sqlSpec = fc.record({
      database: fc.oneof(
        fc.constant({ mode: 'sqlCluster', sqlClusterRef: { name: 'pg' } }),
        fc.record({ mode: fc.constant('sqlCluster'), sqlClusterRef: fc.constant({ name: 'pg' }), databaseName: fc.oneof(fc.string(), hostile), dropOnDelete: fc.oneof(fc.boolean(), hostile) }, { requiredKeys: ['mode', 'sqlClusterRef'] }),
        fc.constant({ mode: 'external', connectionSecretRef: { name: 'main-db' } }),
      ),
      type: fc.constantFrom('proxy', 'alt'),
      alt: fc.constant({ columnstore: { mode: 'external', connectionSecretRef: { name: 'cs' } } }),
      secretsRef: fc.option(fc.oneof(fc.constant({ name: 'pg' }), json), { nil: undefined }),
      observabilityRef: fc.option(fc.oneof(fc.constant({ name: 'pg' }), json), { nil: undefined }),
      instance: fields(['masterKey', 'saltKey', 'image']),
    }, { requiredKeys: ['database'] });
    const gatewayAt = sqlSpec.map((spec) => ({ apiVersion: 'platform.aigw.dev/v1alpha1', kind: 'Gateway', metadata: { name: 'main', namespace: 'team-a' }, spec }) as ResourceInput);
    // A fixed seed: the reach check below must not depend on the luck of one run.
    fc.assert(fc.property(gatewayAt, platformFacts, checkPlan), { numRuns: 400, seed: 20261122 });
    // The generators reach the sqlCluster emitting path and the waits.
    for (const key of ['Gateway:sqlClusterEmitted', 'Gateway:SecretsNotReady', 'Gateway:DatabaseNotReady', 'Gateway:SqlClusterNotFound']) {
      expect({ key, seen: (seen.get(key) ?? 0) > 0 }).toEqual({ key, seen: true });
    }
  });

  test('Guardrails with a PlatformConfig: every operator image is mirrored', () => {
    fc.assert(fc.property(resource('Guardrail', guardrailSpec), platformFacts, checkPlan), { numRuns: 200 });
  });

  test('anything at all: never throws', () => {
    fc.assert(
      fc.property(json, factSets, (input, f) => {
        const p = plan(input as ResourceInput, f);
        expect(p.status.conditions.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });
});
