import { databaseRequestOf } from '../../lib/plan/database';
import { decideApply } from '../../lib/plan/hold';
import { plan } from '../../lib/plan/plan';
import type { ClusterFacts, GuardrailFact, Plan } from '../../lib/plan/types';
import { COMMUNITY } from '../../lib/plan/types';
import { altGateway } from '../alt/support';
import { CATALOG_GUARDRAIL, ENTERPRISE, EXTERNAL_GUARDRAIL, facts, gateway, guardrail } from './fixtures';

function readyGuardrail(name: string, spec: Record<string, unknown>, namespace = 'team-a'): GuardrailFact {
  const resource = guardrail(spec, name, namespace);
  const planned = plan(resource, facts());
  return { namespace, name, resource, status: planned.status as GuardrailFact['status'] };
}

const kinds = (p: Plan) => p.objects.map((o) => `${o.kind}/${o.metadata.name}`);
const condition = (p: Plan, type: string) => p.status.conditions.find((c) => c.type === type);

const MODELS = { models: [{ name: 'chat', model: 'openai/gpt-4o', refSecretKey: 'openai' }] };

describe('Gateway plan (proxy)', () => {
  test('Ready and FeaturesSupported=True with url, counts and an empty unsupportedFeatures', () => {
    const p = plan(gateway({ ...MODELS, teams: [{ name: 'a' }, { name: 'b' }] }, 'main', 'team-a', { generation: 3 }), facts());
    expect(p.status).toEqual({
      url: 'http://main.team-a.svc.cluster.local:4000',
      observedGeneration: 3,
      unsupportedFeatures: [],
      databaseReady: true,
      modelCount: 1,
      teamCount: 2,
      guardrailCount: 0,
      conditions: [
        { type: 'Ready', status: 'True', reason: 'Reconciled', message: 'proxy gateway planned at http://main.team-a.svc.cluster.local:4000', observedGeneration: 3 },
        { type: 'FeaturesSupported', status: 'True', reason: 'AllFeaturesSupported', message: 'every configured field is applied on proxy', observedGeneration: 3 },
      ],
    });
  });

  test('status.instanceReady reports what the emitted instance says, and is absent while unknown', () => {
    expect(plan(gateway(MODELS), facts({ instance: { kind: 'ProxyInstance', name: 'main', ready: true } })).status.instanceReady).toBe(true);
    expect(plan(gateway(MODELS), facts({ instance: { kind: 'ProxyInstance', name: 'main', ready: false } })).status.instanceReady).toBe(false);
    expect(plan(gateway(MODELS), facts()).status).not.toHaveProperty('instanceReady');
  });

  test('conditions carry no lastTransitionTime', () => {
    for (const c of plan(gateway(MODELS), facts()).status.conditions) expect(c).not.toHaveProperty('lastTransitionTime');
  });

  test('every object carries the owner labels and an ownerReference', () => {
    const p = plan(gateway(MODELS, 'main', 'team-a', { uid: 'g1' }), facts());
    for (const o of p.objects) {
      expect(o.metadata.labels).toMatchObject({ 'app.kubernetes.io/managed-by': 'aigw', 'aigw.dev/owner-kind': 'Gateway', 'aigw.dev/owner-namespace': 'team-a', 'aigw.dev/owner-name': 'main', 'aigw.dev/owner-uid': 'g1' });
      expect(o.metadata.ownerReferences).toEqual([{ apiVersion: 'platform.aigw.dev/v1alpha1', kind: 'Gateway', name: 'main', uid: 'g1', controller: true, blockOwnerDeletion: true }]);
    }
  });

  test('guardrails are wired after the models: one ProxyGuardrail per mode, pointing at status.endpoint', () => {
    const pii = readyGuardrail('pii', CATALOG_GUARDRAIL);
    const mod = readyGuardrail('moderation', EXTERNAL_GUARDRAIL);
    const p = plan(gateway({ ...MODELS, guardrailRefs: [{ name: 'pii' }, { name: 'moderation' }] }), facts({ guardrails: [pii, mod] }));
    expect(kinds(p)).toEqual([
      'ProxyInstance/main',
      'ProxyCredential/main-key-openai',
      'ProxyModel/main-chat',
      'ProxyGuardrail/main-pii-pre-call',
      'ProxyGuardrail/main-pii-post-call',
      'ProxyGuardrail/main-moderation-pre-call',
    ]);
    const apiBases = p.objects.filter((o) => o.kind === 'ProxyGuardrail').map((o) => (o.spec as any).apiBase);
    expect(apiBases).toEqual([pii.status!.endpoint, pii.status!.endpoint, mod.status!.endpoint]);
    expect(p.status.guardrailCount).toBe(2);
    expect(condition(p, 'Ready')?.status).toBe('True');
  });

  test('every ProxyGuardrail of a Guardrail carries its one upstream name: exactly the Guardrail\'s status.guardrailNames', () => {
    const pii = readyGuardrail('pii', { ...CATALOG_GUARDRAIL, modes: ['pre_call', 'during_call', 'post_call'] });
    const mod = readyGuardrail('moderation', { ...EXTERNAL_GUARDRAIL, guardrailName: 'mod' });
    const p = plan(gateway({ ...MODELS, guardrailRefs: [{ name: 'pii' }, { name: 'moderation' }] }), facts({ guardrails: [pii, mod] }));
    const names = p.objects.filter((o) => o.kind === 'ProxyGuardrail').map((o) => [o.metadata.name, (o.spec as any).guardrailName, (o.spec as any).mode]);
    expect(names).toEqual([
      ['main-pii-pre-call', 'pseudonymizer', 'pre_call'],
      ['main-pii-during-call', 'pseudonymizer', 'during_call'],
      ['main-pii-post-call', 'pseudonymizer', 'post_call'],
      ['main-moderation-pre-call', 'mod', 'pre_call'],
    ]);
    expect(pii.status!.guardrailNames).toEqual(['pseudonymizer']);
    expect(mod.status!.guardrailNames).toEqual(['mod']);
  });

  test('two Guardrails producing one upstream name: Ready=False GuardrailNameConflict, nothing applied, what runs is held', () => {
    const pii = readyGuardrail('pii', CATALOG_GUARDRAIL);
    // Same engine, default name: both would be pseudonymizer.
    const pii2 = readyGuardrail('pii-strict', { ...CATALOG_GUARDRAIL, params: { entities: ['person'] } });
    const mod = readyGuardrail('moderation', EXTERNAL_GUARDRAIL);
    const p = plan(gateway({ ...MODELS, guardrailRefs: [{ name: 'pii' }, { name: 'moderation' }, { name: 'pii-strict' }] }), facts({ guardrails: [pii, pii2, mod] }));
    expect(condition(p, 'Ready')).toMatchObject({
      status: 'False',
      reason: 'GuardrailNameConflict',
      message:
        'spec.guardrailRefs: Guardrails team-a/pii and team-a/pii-strict would all be named pseudonymizer upstream, and a guardrail name must be unique; give each a distinct spec.guardrailName',
    });
    expect(p.blocked?.reason).toBe('GuardrailNameConflict');
    expect(p.events).toContainEqual(expect.objectContaining({ type: 'Warning', reason: 'GuardrailNameConflict' }));
    // A running Gateway keeps what it runs: nothing applied, nothing pruned.
    const running = [{ kind: 'ProxyGuardrail', name: 'main-pii-pre-call', namespace: 'team-a' }];
    const d = decideApply(p, running);
    expect(d).toMatchObject({ objects: [], shared: [], prune: false, held: true });
    expect(d.status.conditions).toContainEqual(expect.objectContaining({ type: 'Held', status: 'True', reason: 'GuardrailNameConflict' }));

    // Renaming one resolves it; each keeps its own name.
    const renamed = readyGuardrail('pii-strict', { ...CATALOG_GUARDRAIL, guardrailName: 'pii-strict' });
    const ok = plan(gateway({ ...MODELS, guardrailRefs: [{ name: 'pii' }, { name: 'pii-strict' }] }), facts({ guardrails: [pii, renamed] }));
    expect(condition(ok, 'Ready')?.status).toBe('True');
    expect(ok.objects.filter((o) => o.kind === 'ProxyGuardrail').map((o) => (o.spec as any).guardrailName)).toEqual([
      'pseudonymizer',
      'pseudonymizer',
      'pii-strict',
      'pii-strict',
    ]);
  });

  test('one name conflicts whatever the modes: each Guardrail is one upstream guardrail', () => {
    const a = readyGuardrail('a', { ...EXTERNAL_GUARDRAIL, guardrailName: 'guard', modes: ['pre_call'] });
    const c = readyGuardrail('c', { ...EXTERNAL_GUARDRAIL, guardrailName: 'guard', modes: ['post_call'] });
    const d = readyGuardrail('d', { ...EXTERNAL_GUARDRAIL, guardrailName: 'other', modes: ['pre_call'] });
    expect(condition(plan(gateway({ guardrailRefs: [{ name: 'a' }, { name: 'd' }] }), facts({ guardrails: [a, d] })), 'Ready')?.status).toBe('True');
    expect(condition(plan(gateway({ guardrailRefs: [{ name: 'a' }, { name: 'c' }] }), facts({ guardrails: [a, c] })), 'Ready')).toMatchObject({
      reason: 'GuardrailNameConflict',
      message: expect.stringContaining('team-a/a and team-a/c would all be named guard upstream'),
    });
  });

  test('upstream controller missing: Ready=False UpstreamControllerMissing, nothing applied, what runs is held', () => {
    const missing = facts({ upstreamController: { ready: false, message: 'Lease aigw-system/aigw-upstream-proxy does not exist' } });
    const p = plan(gateway(MODELS, 'main', 'team-a', { generation: 2 }), missing);
    expect(condition(p, 'Ready')).toMatchObject({
      status: 'False',
      reason: 'UpstreamControllerMissing',
      message:
        'the upstream controller for the proxy kinds is not running (Lease aigw-system/aigw-upstream-proxy does not exist); nothing is emitted until it is (install it with aigw install)',
    });
    expect(p.blocked?.reason).toBe('UpstreamControllerMissing');
    expect(decideApply(p, [])).toMatchObject({ objects: [], shared: [], prune: false });
    expect(decideApply(p, [{ kind: 'ProxyInstance', name: 'main', namespace: 'team-a' }])).toMatchObject({ objects: [], prune: false, held: true });
    // Present, or unknown (render): the Gateway proceeds.
    for (const f of [facts({ upstreamController: { ready: true, message: 'Lease renewed 3s ago' } }), facts()]) {
      const ok = plan(gateway(MODELS), f);
      expect(condition(ok, 'Ready')?.status).toBe('True');
      expect(kinds(ok)).toContain('ProxyInstance/main');
    }
  });

  test('an alt Gateway does not wait for the proxy upstream controller', () => {
    const p = plan(altGateway({}, {}), facts({ upstreamController: { ready: false, message: 'gone' } }));
    expect(p.status.conditions.map((c) => c.reason)).not.toContain('UpstreamControllerMissing');
  });

  test('a Guardrail in another namespace is wired when referenced with its namespace', () => {
    const pii = readyGuardrail('pii', CATALOG_GUARDRAIL, 'shared');
    const p = plan(gateway({ guardrailRefs: [{ name: 'pii', namespace: 'shared' }] }), facts({ guardrails: [pii] }));
    expect((p.objects.find((o) => o.kind === 'ProxyGuardrail')!.spec as any).apiBase).toBe('http://pii-gate.shared.svc.cluster.local:8080');
  });

  test('a Refused Guardrail is not wired and the Gateway says why', () => {
    const resource = guardrail(CATALOG_GUARDRAIL, 'pii');
    const refused = plan(resource, facts({ entitlements: COMMUNITY }));
    const p = plan(gateway({ guardrailRefs: [{ name: 'pii' }] }), facts({ guardrails: [{ namespace: 'team-a', name: 'pii', resource, status: refused.status as any }] }));
    expect(kinds(p)).not.toContainEqual(expect.stringMatching(/^ProxyGuardrail/));
    expect(condition(p, 'Ready')).toMatchObject({ status: 'False', reason: 'GuardrailNotReady', message: "spec.guardrailRefs[0]: Guardrail team-a/pii is Refused; the Gateway waits for it" });
    expect(kinds(p)).toContain('ProxyInstance/main');
  });

  test('a missing Guardrail is reported; removing the ref removes the wiring', () => {
    const missing = plan(gateway({ guardrailRefs: [{ name: 'ghost' }] }), facts());
    expect(condition(missing, 'Ready')).toMatchObject({ reason: 'GuardrailNotFound', message: 'spec.guardrailRefs[0]: Guardrail team-a/ghost not found' });
    const pii = readyGuardrail('pii', CATALOG_GUARDRAIL);
    const without = plan(gateway({}), facts({ guardrails: [pii] }));
    expect(kinds(without)).toEqual(['ProxyInstance/main']);
  });

  test('status.unsupportedFeatures stays empty for proxy even with fields alt would not honour', () => {
    const p = plan(
      gateway({ instance: { saltKey: { autoGenerate: true }, storePromptsInLogs: true, healthCheck: { enabled: true } }, models: [{ name: 'm', model: 'a/b', rpm: 1 }] }),
      facts(),
    );
    expect(p.status.unsupportedFeatures).toEqual([]);
    expect(condition(p, 'FeaturesSupported')?.status).toBe('True');
  });

  test('public url with ingress', () => {
    expect(plan(gateway({ ingress: { enabled: true, host: 'ai.example.com', tls: true } }), facts()).status.url).toBe('https://ai.example.com');
  });
});

describe('Gateway plan: licensing', () => {
  test.each([
    [0, 1, 'True'],
    [1, 1, 'False'],
    [2, 3, 'True'],
    [3, 3, 'False'],
  ])('with %i older Gateways and a limit of %i, Ready=%s', (older, limit, ready) => {
    const p = plan(gateway(MODELS), facts({ olderGateways: older, entitlements: { ...ENTERPRISE, gateways: limit } }));
    expect(condition(p, 'Ready')?.status).toBe(ready);
    if (ready === 'False') {
      expect(p.objects).toEqual([]);
      expect(condition(p, 'Ready')).toMatchObject({ reason: 'GatewayLimitExceeded', message: expect.stringContaining(`allows ${limit} Gateway`) });
      expect(p.events[0]).toMatchObject({ type: 'Warning', reason: 'GatewayLimitExceeded' });
    }
  });

  test('Community: the second Gateway is not Ready and emits nothing', () => {
    const p = plan(gateway(MODELS, 'second'), facts({ entitlements: COMMUNITY, olderGateways: 1 }));
    expect(p.objects).toEqual([]);
    expect(condition(p, 'Ready')?.reason).toBe('GatewayLimitExceeded');
  });

  test('without multi-tenancy: no organization or teams, Ready=False MultiTenancyUnlicensed, the rest emitted', () => {
    const p = plan(gateway({ ...MODELS, organization: { name: 'acme', maxBudget: 5 }, teams: [{ name: 'a' }] }), facts({ entitlements: COMMUNITY }));
    expect(kinds(p)).toEqual(['ProxyInstance/main', 'ProxyCredential/main-key-openai', 'ProxyModel/main-chat']);
    expect(condition(p, 'Ready')).toMatchObject({
      status: 'False',
      reason: 'MultiTenancyUnlicensed',
      message: 'spec.organization and spec.teams need licensed feature multi-tenancy',
    });
    expect(p.status.teamCount).toBe(0);
  });

  test('with multi-tenancy: organization and teams are emitted', () => {
    const p = plan(gateway({ organization: { name: 'acme' }, teams: [{ name: 'a' }] }), facts());
    expect(kinds(p)).toEqual(['ProxyInstance/main', 'ProxyOrganization/main-org-acme', 'ProxyTeam/main-a']);
  });
});

describe('Gateway plan: invalid input and the alt hook', () => {
  test('a parse error is Ready=False InvalidTarget naming the field paths; nothing is emitted', () => {
    const p = plan(gateway({ models: [{ name: 'a' }], type: 'proxy', instance: { replicas: 'two' } }), facts());
    expect(p.objects).toEqual([]);
    expect(condition(p, 'Ready')).toMatchObject({ status: 'False', reason: 'InvalidTarget' });
    expect(condition(p, 'Ready')?.message).toContain('spec.instance.replicas: must be a number, got string "two"');
    expect(condition(p, 'Ready')?.message).toContain('spec.models[0].model: is required');
  });

  test('type alt without spec.alt: Ready=False InvalidTarget, nothing emitted', () => {
    const p = plan(gateway({ type: 'alt' }), facts());
    expect(p.objects).toEqual([]);
    expect(condition(p, 'Ready')).toMatchObject({ status: 'False', reason: 'InvalidTarget', message: expect.stringContaining('spec.alt') });
  });
});

describe('Gateway plan: database readiness', () => {
  test('external: not ready while the connection Secret is missing', () => {
    const p = plan(gateway({}), facts({ secrets: [] }));
    expect(p.status.databaseReady).toBe(false);
    expect(condition(p, 'Ready')).toMatchObject({ reason: 'DatabaseNotReady', message: 'spec.database.connectionSecretRef: Secret team-a/main-db does not exist yet' });
    expect(kinds(p)).toEqual(['ProxyInstance/main']);
  });

  test('external: a Secret without the key is not ready', () => {
    const p = plan(gateway({}), facts({ secrets: [{ namespace: 'team-a', name: 'main-db', keys: ['url'] }] }));
    expect(condition(p, 'Ready')?.message).toBe('Secret team-a/main-db has no key DATABASE_URL');
  });

  test('external: the Secret check leaves the plan emitting (the gateway waits for its Secret)', () => {
    const p = plan(gateway(MODELS), facts({ secrets: [] }));
    expect(p.database).toBeUndefined();
    expect(kinds(p)).toContain('ProxyModel/main-chat');
  });
});

describe('Gateway plan: sqlCluster database', () => {
  const SQL = { database: { mode: 'sqlCluster', sqlClusterRef: { name: 'pg', namespace: 'db' } } };
  const CLUSTER = {
    apiVersion: 'platform.aigw.dev/v1alpha1',
    kind: 'SqlCluster',
    metadata: { name: 'pg', namespace: 'db' },
    spec: { host: 'pg-rw.db.svc', adminSecretRef: { name: 'pg-admin' } },
  };
  const READY_DB = { 'team-a/main': { ready: true } };

  test('the provisioning request names the cluster with its defaults, the database, role, owner and connection Secret', () => {
    const p = plan(gateway(SQL), facts({ platformObjects: [CLUSTER] }));
    expect(p.database).toEqual({
      gateway: { namespace: 'team-a', name: 'main' },
      sqlCluster: {
        namespace: 'db',
        name: 'pg',
        host: 'pg-rw.db.svc',
        port: 5432,
        sslMode: 'require',
        maintenanceDatabase: 'postgres',
        adminSecretRef: { name: 'pg-admin', usernameKey: 'username', passwordKey: 'password' },
      },
      database: 'team-a_main',
      role: 'team-a_main',
      owner: 'Gateway team-a/main',
      connectionSecret: { namespace: 'team-a', name: 'main-database', key: 'DATABASE_URL' },
      dropOnDelete: false,
    });
  });

  test('until the operator reports the database ready: Ready=False DatabaseNotReady, nothing emitted, the request kept', () => {
    const p = plan(gateway({ ...SQL, ...MODELS }), facts({ platformObjects: [CLUSTER] }));
    expect(p.objects).toEqual([]);
    expect(p.generatedSecrets).toBeUndefined();
    expect(p.database?.database).toBe('team-a_main');
    expect(p.status.databaseReady).toBe(false);
    expect(condition(p, 'Ready')).toMatchObject({
      status: 'False',
      reason: 'DatabaseNotReady',
      message: 'waiting for database "team-a_main" on SqlCluster db/pg to be provisioned',
    });
  });

  test('a failed provisioning fact gives its own reason and message; nothing is emitted', () => {
    const databases = { 'team-a/main': { ready: false, reason: 'DatabaseUnreachable', message: 'cannot reach PostgreSQL at pg-rw.db.svc:5432' } };
    const p = plan(gateway(SQL), facts({ platformObjects: [CLUSTER], databases }));
    expect(p.objects).toEqual([]);
    expect(condition(p, 'Ready')).toMatchObject({ reason: 'DatabaseUnreachable', message: 'cannot reach PostgreSQL at pg-rw.db.svc:5432' });
    expect(p.events).toEqual([expect.objectContaining({ type: 'Warning', reason: 'DatabaseUnreachable' })]);
  });

  test('ready: the instance references the provisioned Secret and status names the database', () => {
    const p = plan(gateway(SQL), facts({ platformObjects: [CLUSTER], databases: READY_DB }));
    expect(condition(p, 'Ready')?.status).toBe('True');
    expect(p.status).toMatchObject({ databaseReady: true, databaseName: 'team-a_main' });
    expect((p.objects[0].spec as any).database).toEqual({ connectionSecretRef: { name: 'main-database', key: 'DATABASE_URL' } });
    expect(p.database?.connectionSecret.name).toBe('main-database');
  });

  test('a fact for another Gateway does not count', () => {
    const p = plan(gateway(SQL), facts({ platformObjects: [CLUSTER], databases: { 'team-b/main': { ready: true } } }));
    expect(condition(p, 'Ready')?.reason).toBe('DatabaseNotReady');
  });

  test('SqlCluster missing: Ready=False SqlClusterNotFound, no request, nothing emitted', () => {
    const p = plan(gateway(SQL), facts({ databases: READY_DB }));
    expect(p.objects).toEqual([]);
    expect(p.database).toBeUndefined();
    expect(condition(p, 'Ready')).toMatchObject({ reason: 'SqlClusterNotFound', message: 'spec.database.sqlClusterRef: SqlCluster db/pg not found' });
  });

  test('a SqlCluster in another namespace than the ref names is not found', () => {
    const p = plan(gateway(SQL), facts({ platformObjects: [{ ...CLUSTER, metadata: { name: 'pg', namespace: 'other' } }] }));
    expect(condition(p, 'Ready')?.reason).toBe('SqlClusterNotFound');
  });

  test('a SqlCluster without host: Ready=False SqlClusterInvalid naming the field', () => {
    const p = plan(gateway(SQL), facts({ platformObjects: [{ ...CLUSTER, spec: { adminSecretRef: { name: 'a' } } }], databases: READY_DB }));
    expect(p.objects).toEqual([]);
    expect(condition(p, 'Ready')).toMatchObject({ reason: 'SqlClusterInvalid', message: expect.stringContaining('spec.host: is required') });
  });

  test.each([
    ['postgres', 'is reserved by PostgreSQL'],
    ['pg_gateway', 'starts with "pg_"'],
    ['é'.repeat(32), 'bytes long; PostgreSQL holds at most 63'],
    ['a\u0001b', 'contains a control character'],
  ])('database name %j: Ready=False InvalidDatabaseName, no request, nothing emitted', (name, why) => {
    const p = plan(gateway({ database: { ...SQL.database, databaseName: name } }), facts({ platformObjects: [CLUSTER], databases: READY_DB }));
    expect(p.objects).toEqual([]);
    expect(p.database).toBeUndefined();
    expect(condition(p, 'Ready')).toMatchObject({ reason: 'InvalidDatabaseName', message: expect.stringContaining(why) });
  });

  test('a name with a quote, a space and a semicolon is requested as is (it is quoted, never injected)', () => {
    const name = `gw"; DROP DATABASE x; --`;
    const p = plan(gateway({ database: { ...SQL.database, databaseName: name } }), facts({ platformObjects: [CLUSTER], databases: READY_DB }));
    expect(p.database).toMatchObject({ database: name, role: name });
    expect(condition(p, 'Ready')?.status).toBe('True');
  });

  test('dropOnDelete reaches the request', () => {
    const p = plan(gateway({ database: { ...SQL.database, dropOnDelete: true } }), facts({ platformObjects: [CLUSTER] }));
    expect(p.database?.dropOnDelete).toBe(true);
  });

  test('databaseRequestOf gives the request of a raw Gateway whatever its license (the deletion path)', () => {
    const f = facts({ platformObjects: [CLUSTER], entitlements: { ...ENTERPRISE, gateways: 0 } });
    expect(plan(gateway(SQL), f).database).toBeUndefined();
    expect(databaseRequestOf(gateway(SQL), f)?.database).toBe('team-a_main');
    expect(databaseRequestOf(gateway({}), f)).toBeUndefined();
  });
});

describe('Gateway plan: secretsRef', () => {
  const SM = (status: Record<string, unknown> | undefined, metadata: Record<string, unknown> = {}) => ({
    apiVersion: 'platform.aigw.dev/v1alpha1',
    kind: 'SecretsManagement',
    metadata: { name: 'vault', namespace: 'team-a', ...metadata },
    spec: {},
    ...(status ? { status } : {}),
  });
  const readyStatus = { conditions: [{ type: 'Ready', status: 'True', reason: 'Synced', message: 'all synced' }] };
  const withRef = gateway({ ...MODELS, secretsRef: { name: 'vault' } });

  test('without secretsRef the user\'s plain Secrets are used: no SecretsManagement needed', () => {
    expect(condition(plan(gateway(MODELS), facts()), 'Ready')?.status).toBe('True');
  });

  test('Ready SecretsManagement: planned as usual', () => {
    const p = plan(withRef, facts({ platformObjects: [SM(readyStatus)] }));
    expect(condition(p, 'Ready')?.status).toBe('True');
    expect(kinds(p)).toContain('ProxyInstance/main');
  });

  test.each([
    ['missing', [], 'spec.secretsRef: SecretsManagement team-a/vault not found; waiting for it'],
    ['without status', [SM(undefined)], 'spec.secretsRef: SecretsManagement team-a/vault reports no Ready condition yet; waiting for it'],
    [
      'Ready=False',
      [SM({ conditions: [{ type: 'Ready', status: 'False', reason: 'VaultSealed', message: 'vault is sealed' }] })],
      'spec.secretsRef: SecretsManagement team-a/vault is not Ready (VaultSealed: vault is sealed); waiting for it',
    ],
    [
      'Ready for an older generation',
      [SM({ conditions: [{ type: 'Ready', status: 'True', observedGeneration: 1 }] }, { generation: 2 })],
      'spec.secretsRef: SecretsManagement team-a/vault has not yet observed generation 2 (Ready is for 1); waiting for it',
    ],
    ['in another namespace', [SM(readyStatus, { namespace: 'team-b' })], 'spec.secretsRef: SecretsManagement team-a/vault not found; waiting for it'],
  ])('%s: Ready=False SecretsNotReady naming the object, nothing emitted', (_case, platformObjects, message) => {
    const p = plan(withRef, facts({ platformObjects: platformObjects as never }));
    expect(p.objects).toEqual([]);
    expect(p.generatedSecrets).toBeUndefined();
    expect(condition(p, 'Ready')).toMatchObject({ status: 'False', reason: 'SecretsNotReady', message });
    expect(p.events).toEqual([{ type: 'Warning', reason: 'SecretsNotReady', message }]);
  });

  test('a rejected spec is reported before waiting for secrets', () => {
    const p = plan(gateway({ type: 'alt', secretsRef: { name: 'vault' } }), facts());
    expect(condition(p, 'Ready')?.reason).toBe('InvalidTarget');
  });

  test('while secrets are not ready no database is requested either', () => {
    const cluster = { apiVersion: 'platform.aigw.dev/v1alpha1', kind: 'SqlCluster', metadata: { name: 'pg', namespace: 'team-a' }, spec: { host: 'pg', adminSecretRef: { name: 'a' } } };
    const p = plan(gateway({ secretsRef: { name: 'vault' }, database: { sqlClusterRef: { name: 'pg' } } }), facts({ platformObjects: [cluster] }));
    expect(p.database).toBeUndefined();
  });
});

describe('Gateway plan: events', () => {
  const SSO = { provider: 'idp-a', tenantID: 't', clientSecretRef: { name: 's' } };

  test('SSO without an ingress host warns that no callback can be emitted', () => {
    const p = plan(gateway({ sso: SSO }), facts());
    expect(p.events).toEqual([expect.objectContaining({ type: 'Warning', reason: 'SSOCallbackUnavailable', message: expect.stringContaining('spec.ingress has no host') })]);
  });

  test('SSO over ingress without tls warns about the plain-http callback', () => {
    const p = plan(gateway({ sso: SSO, ingress: { enabled: true, host: 'ai.example.com' } }), facts());
    expect(p.events).toEqual([expect.objectContaining({ reason: 'SSOCallbackInsecure', message: expect.stringContaining('http://ai.example.com/sso/callback') })]);
  });

  test('SSO over ingress with tls raises nothing', () => {
    expect(plan(gateway({ sso: SSO, ingress: { enabled: true, host: 'ai.example.com', tls: true } }), facts()).events).toEqual([]);
  });

  test('jwtAuth or rolePermissions without the proxy Enterprise license warn that they have no effect', () => {
    const jwt = { enabled: true, publicKeyURL: 'https://idp/keys' };
    const p = plan(gateway({ instance: { jwtAuth: jwt, rolePermissions: { r: { models: ['a'] } } } }), facts());
    expect(p.events).toEqual([
      expect.objectContaining({
        reason: 'ProxyEnterpriseLicenseMissing',
        message: "spec.instance.jwtAuth and spec.instance.rolePermissions take effect only with the proxy's Enterprise license; set spec.instance.licenseSecretRef",
      }),
    ]);
    expect(plan(gateway({ instance: { jwtAuth: jwt, licenseSecretRef: { name: 'lic' } } }), facts()).events).toEqual([]);
  });

  test('enableIdpASSO raises a deprecation warning', () => {
    const p = plan(gateway({ enableIdpASSO: true, ingress: { enabled: true, host: 'a.example.com', tls: true } }), facts());
    expect(p.events).toEqual([expect.objectContaining({ reason: 'DeprecatedField', message: 'spec.enableIdpASSO is deprecated; use spec.sso with provider idp-a' })]);
  });
});

describe('Gateway plan: observabilityRef', () => {
  const obs = { apiVersion: 'platform.aigw.dev/v1alpha1', kind: 'Observability', metadata: { name: 'traces', namespace: 'team-a' }, spec: { endpoint: 'https://o.example.com', credentialsSecretRef: { name: 'obs-keys' } } };
  const instanceSpec = (p: Plan) => p.objects.find((o) => o.kind === 'ProxyInstance')!.spec as any;
  const withRef = (extra: Record<string, unknown> = {}) => gateway({ observabilityRef: { name: 'traces' }, ...extra });

  test('licensed and found: the Observability object is wired', () => {
    const p = plan(withRef(), facts({ platformObjects: [obs] }));
    expect(instanceSpec(p).observability).toEqual({
      host: 'https://o.example.com',
      publicKeySecretRef: { name: 'obs-keys', key: 'publicKey' },
      secretKeySecretRef: { name: 'obs-keys', key: 'secretKey' },
    });
  });

  test('not found: falls back to spec.observability with a warning', () => {
    const p = plan(withRef({ observability: { callbackSecretRef: { name: 'manual' } } }), facts());
    expect(instanceSpec(p).observability.publicKeySecretRef.name).toBe('manual');
    expect(p.events).toEqual([expect.objectContaining({ reason: 'ObservabilityNotFound' })]);
  });

  test('unlicensed: not wired from the ref', () => {
    const f: ClusterFacts = facts({ platformObjects: [obs], entitlements: { ...ENTERPRISE, features: ['guardrail'] } });
    const p = plan(withRef(), f);
    expect(instanceSpec(p).observability).toBeUndefined();
    expect(p.events).toEqual([expect.objectContaining({ reason: 'ObservabilityUnlicensed' })]);
  });
});
