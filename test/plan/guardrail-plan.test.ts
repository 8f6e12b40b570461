import { plan } from '../../lib/plan/plan';
import { COMMUNITY } from '../../lib/plan/types';
import { DEFAULT_ENGINE_WORKLOAD, DEFAULT_GATE_WORKLOAD } from '../../lib/guardrail/workload';
import { defaultOperatorSettings } from '../../lib/meta/images';
import { CATALOG_GUARDRAIL, ENTERPRISE, EXTERNAL_GUARDRAIL, facts, guardrail } from './fixtures';

describe('Guardrail plan', () => {
  test('licensed: Ready with the gate endpoint, the guardrail names and the fallback', () => {
    const p = plan(guardrail(CATALOG_GUARDRAIL, 'pii', 'team-a', { generation: 4, uid: 'u1' }), facts());
    expect(p.status).toEqual({
      phase: 'Ready',
      endpoint: 'http://pii-gate.team-a.svc.cluster.local:8080',
      guardrailNames: ['pseudonymizer'],
      unreachableFallback: 'fail_closed',
      observedGeneration: 4,
      conditions: [
        {
          type: 'Ready',
          status: 'True',
          reason: 'Deployed',
          message: 'license gate http://pii-gate.team-a.svc.cluster.local:8080 forwards to http://pseudonymizer.platform-guardrail-system.svc.cluster.local:8080',
          observedGeneration: 4,
        },
      ],
    });
    expect(p.events).toEqual([]);
  });

  test('catalog: owned gate objects carry the owner; the engine release is shared and unowned', () => {
    const p = plan(guardrail(CATALOG_GUARDRAIL, 'pii', 'team-a', { uid: 'u1' }), facts());
    expect(p.objects.map((o) => `${o.kind}/${o.metadata.name}`)).toEqual(['Secret/pii-gate-license', 'Deployment/pii-gate', 'Service/pii-gate']);
    for (const o of p.objects) {
      expect(o.metadata.labels).toMatchObject({ 'aigw.dev/owner-kind': 'Guardrail', 'aigw.dev/owner-name': 'pii', 'aigw.dev/owner-uid': 'u1' });
      expect(o.metadata.ownerReferences?.[0]).toMatchObject({ kind: 'Guardrail', name: 'pii', uid: 'u1', controller: true });
    }
    expect(p.shared.map((o) => `${o.kind}/${o.metadata.namespace ?? ''}/${o.metadata.name}`)).toEqual([
      'Namespace//platform-guardrail-system',
      'Deployment/platform-guardrail-system/pseudonymizer',
      'Service/platform-guardrail-system/pseudonymizer',
    ]);
    for (const o of p.shared) {
      expect(o.metadata.labels?.['aigw.dev/owner-name']).toBeUndefined();
      expect(o.metadata.ownerReferences).toBeUndefined();
    }
  });

  test('external: no shared release; the gate points at apiBase', () => {
    const p = plan(guardrail(EXTERNAL_GUARDRAIL, 'moderation'), facts());
    expect(p.shared).toEqual([]);
    expect(p.status.guardrailNames).toEqual(['moderation']);
    expect(JSON.stringify(p.objects)).toContain('https://guard.example.com');
  });

  test.each([
    ['Community', { entitlements: COMMUNITY }],
    ['an Enterprise license without guardrail', { entitlements: { ...ENTERPRISE, features: ['multi-tenancy'] } }],
  ])('%s: Refused, nothing emitted, a Warning event', (_name, over) => {
    const p = plan(guardrail(CATALOG_GUARDRAIL), facts(over));
    expect(p.objects).toEqual([]);
    expect(p.shared).toEqual([]);
    expect(p.status.phase).toBe('Refused');
    expect(p.status.endpoint).toBeUndefined();
    expect(p.status.conditions).toEqual([
      expect.objectContaining({ type: 'Ready', status: 'False', reason: 'GuardrailUnlicensed', message: expect.stringContaining('does not include feature guardrail') }),
    ]);
    expect(p.events).toEqual([expect.objectContaining({ type: 'Warning', reason: 'GuardrailUnlicensed' })]);
  });

  test("the gate's pod template follows the API key Secret's version, so a rotated key rolls the gate", () => {
    const gatePod = (resourceVersion?: string) => {
      const secrets = [{ namespace: 'team-a', name: 'guard-key', keys: ['token'], ...(resourceVersion ? { resourceVersion } : {}) }];
      const deployment = plan(guardrail(EXTERNAL_GUARDRAIL), facts({ secrets })).objects.find((o) => o.kind === 'Deployment');
      return (deployment as unknown as { spec: { template: { metadata: { annotations?: Record<string, string> } } } }).spec.template.metadata;
    };
    expect(gatePod('7').annotations).toEqual({ 'aigw.dev/api-key-version': '7' });
    expect(gatePod('8').annotations).toEqual({ 'aigw.dev/api-key-version': '8' });
    // Offline (no resourceVersion), and for a catalog engine without a key, the template has none.
    expect(gatePod(undefined).annotations).toBeUndefined();
    const catalog = plan(guardrail(CATALOG_GUARDRAIL), facts()).objects.find((o) => o.kind === 'Deployment');
    expect(JSON.stringify(catalog)).not.toContain('api-key-version');
  });

  test('licensed but no license material to mount: Refused', () => {
    const p = plan(guardrail(CATALOG_GUARDRAIL), facts({ licenseMaterial: undefined }));
    expect(p.status.phase).toBe('Refused');
    expect(p.objects).toEqual([]);
  });

  test('an invalid spec: phase Invalid, Ready=False InvalidSpec naming the field, nothing emitted', () => {
    const p = plan(guardrail({ mode: 'catalog', catalog: 'nope' }), facts());
    expect(p.objects).toEqual([]);
    expect(p.status.phase).toBe('Invalid');
    expect(p.status.conditions[0]).toMatchObject({ status: 'False', reason: 'InvalidSpec', message: expect.stringContaining('spec.catalog: must be one of pseudonymizer') });
  });

  test('the shared engine runs the replicas it is given with the Redis store the operator was given', () => {
    const p = plan(
      guardrail(CATALOG_GUARDRAIL),
      facts({
        operator: {
          ...defaultOperatorSettings({
            engineStore: { redis: { url: 'redis://cache.db:6379/0', passwordSecretRef: { name: 'engine-redis', key: 'password' } } },
          }),
          workloads: { gate: DEFAULT_GATE_WORKLOAD, engine: { ...DEFAULT_ENGINE_WORKLOAD, replicas: 3 } },
        },
      }),
    );
    const engine = p.shared.find((o) => o.kind === 'Deployment') as any;
    expect(engine.spec.replicas).toBe(3);
    expect(engine.spec.template.spec.containers[0].args).toEqual(['engine', 'pseudonymizer', '--port', '8080', '--store', 'redis']);
    expect(engine.spec.template.spec.containers[0].env).toEqual([
      { name: 'AIGW_REDIS_URL', value: 'redis://cache.db:6379/0' },
      { name: 'AIGW_REDIS_PASSWORD', valueFrom: { secretKeyRef: { name: 'engine-redis', key: 'password' } } },
    ]);
  });

  test('the gate image comes from the operator settings, rewritten by a registry mirror', () => {
    const p = plan(
      guardrail(CATALOG_GUARDRAIL),
      facts({
        operator: {
          guardrailProxyImage: 'registry.aigw.dev/aigw/guardrail-proxy:9',
          pseudonymizerImage: 'registry.aigw.dev/aigw/pseudonymizer:0.4.0',
          authzImage: 'x',
          registryMirrors: { 'registry.aigw.dev': 'mirror.internal' },
        },
      }),
    );
    const text = JSON.stringify([...p.objects, ...p.shared]);
    expect(text).toContain('"image":"mirror.internal/aigw/guardrail-proxy:9"');
    expect(text).toContain('"image":"mirror.internal/aigw/pseudonymizer:0.4.0"');
  });

  test('the same input plans the same output', () => {
    expect(plan(guardrail(CATALOG_GUARDRAIL), facts())).toEqual(plan(guardrail(CATALOG_GUARDRAIL), facts()));
  });
});

describe('Guardrail plan: names that are object keys', () => {
  test.each(['constructor', 'hasownproperty', 'valueof'])('a Guardrail named %s is planned like any other', (name) => {
    const p = plan(guardrail(CATALOG_GUARDRAIL, name), facts());
    expect(p.status.phase).toBe('Ready');
    expect(p.objects.map((o) => o.metadata.name)).toContain(`${name}-gate`);
  });
});
