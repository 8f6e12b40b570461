import { plan } from '../../lib/plan/plan';
import type { ClusterFacts, GuardrailFact, Plan } from '../../lib/plan/types';
import { COMMUNITY } from '../../lib/plan/types';
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
      'ProxyCredential/main-chat',
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
    expect(condition(p, 'Ready')).toMatchObject({ status: 'False', reason: 'GuardrailNotReady', message: 'spec.guardrailRefs[0]: Guardrail team-a/pii is Refused; it is not wired' });
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
    expect(kinds(p)).toEqual(['ProxyInstance/main', 'ProxyCredential/main-chat', 'ProxyModel/main-chat']);
    expect(condition(p, 'Ready')).toMatchObject({
      status: 'False',
      reason: 'MultiTenancyUnlicensed',
      message: 'spec.organization and spec.teams need licensed feature multi-tenancy; not applied',
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

  test('sqlCluster: ready once the SqlCluster exists and its credentials Secret is provisioned', () => {
    const spec = { database: { mode: 'sqlCluster', sqlClusterRef: { name: 'pg', namespace: 'db' } } };
    const cluster = { apiVersion: 'platform.aigw.dev/v1alpha1', kind: 'SqlCluster', metadata: { name: 'pg', namespace: 'db' } };
    const none = plan(gateway(spec), facts());
    expect(condition(none, 'Ready')?.message).toBe('spec.database.sqlClusterRef: SqlCluster db/pg not found');
    const waiting = plan(gateway(spec), facts({ platformObjects: [cluster] }));
    expect(condition(waiting, 'Ready')?.message).toBe('the provisioned credentials Secret team-a/main-database does not exist yet');
    const ready = plan(gateway(spec), facts({ platformObjects: [cluster], secrets: [{ namespace: 'team-a', name: 'main-database', keys: ['DATABASE_URL'] }] }));
    expect(ready.status.databaseReady).toBe(true);
    expect(condition(ready, 'Ready')?.status).toBe('True');
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
