import { plan } from '../../lib/plan/plan';
import type { ClusterFacts, Plan } from '../../lib/plan/types';
import { readObservability } from '../../lib/platform/observability';
import { ENTERPRISE, facts, gateway } from './fixtures';

const OBS = (spec: Record<string, unknown>, namespace = 'team-a') => ({
  apiVersion: 'platform.aigw.dev/v1alpha1',
  kind: 'Observability',
  metadata: { name: 'traces', namespace },
  spec,
});
const VALID = OBS({ endpoint: 'https://collector.example.com', credentialsSecretRef: { name: 'trace-keys' } });
const MANUAL = { observability: { host: 'https://manual.example.com', callbackSecretRef: { name: 'manual-keys' } } };
const proxyObs = (p: Plan) => (p.objects.find((o) => o.kind === 'ProxyInstance')!.spec as any).observability;
const altSpec = (p: Plan) => p.objects.find((o) => o.kind === 'AltInstance')!.spec as any;
const condition = (p: Plan, type: string) => p.status.conditions.find((c) => c.type === type);
const ALT = (tag: string, extra: Record<string, unknown> = {}) =>
  gateway({ type: 'alt', alt: { columnstore: { mode: 'external', connectionSecretRef: { name: 'cs' } } }, instance: { image: { tag } }, observabilityRef: { name: 'traces' }, ...extra });
const unlicensed = (f: Partial<ClusterFacts> = {}) => facts({ entitlements: { ...ENTERPRISE, features: ['guardrail', 'multi-tenancy'] }, ...f });

describe('readObservability', () => {
  test('endpoint and credentialsSecretRef.name', () => {
    expect(readObservability(VALID)).toEqual({ target: { endpoint: 'https://collector.example.com', credentialsSecretName: 'trace-keys' } });
  });

  test.each([
    [{}, 'spec.endpoint is required, spec.credentialsSecretRef.name is required'],
    [{ endpoint: 'collector:4318', credentialsSecretRef: { name: 'k' } }, 'spec.endpoint must be an http(s) URL, got "collector:4318"'],
    [{ endpoint: 'https://c.example.com', credentialsSecretRef: 'k' }, 'spec.credentialsSecretRef.name is required'],
  ])('%j cannot be used: %s', (spec, problem) => {
    expect(readObservability(OBS(spec))).toEqual({ problem });
  });
});

describe('observabilityRef on a proxy gateway', () => {
  test('licensed: the callback settings take the endpoint and the project keys by reference, over spec.observability', () => {
    const p = plan(gateway({ observabilityRef: { name: 'traces' }, ...MANUAL }), facts({ platformObjects: [VALID] }));
    expect(proxyObs(p)).toEqual({
      host: 'https://collector.example.com',
      publicKeySecretRef: { name: 'trace-keys', key: 'publicKey' },
      secretKeySecretRef: { name: 'trace-keys', key: 'secretKey' },
    });
    expect(p.events).toEqual([]);
  });

  test('the ref names another namespace: the object is looked up there', () => {
    const p = plan(gateway({ observabilityRef: { name: 'traces', namespace: 'obs' } }), facts({ platformObjects: [OBS(VALID.spec, 'obs')] }));
    expect(proxyObs(p).host).toBe('https://collector.example.com');
  });

  test('an unusable Observability falls back to spec.observability with ObservabilityInvalid', () => {
    const p = plan(gateway({ observabilityRef: { name: 'traces' }, ...MANUAL }), facts({ platformObjects: [OBS({ endpoint: 'https://c.example.com' })] }));
    expect(proxyObs(p).publicKeySecretRef.name).toBe('manual-keys');
    expect(p.events).toEqual([
      {
        type: 'Warning',
        reason: 'ObservabilityInvalid',
        message: 'spec.observabilityRef: Observability team-a/traces cannot be used: spec.credentialsSecretRef.name is required; using spec.observability instead',
      },
    ]);
  });

  test('unlicensed with a manual fallback: spec.observability is wired and the event says so', () => {
    const p = plan(gateway({ observabilityRef: { name: 'traces' }, ...MANUAL }), unlicensed({ platformObjects: [VALID] }));
    expect(proxyObs(p).host).toBe('https://manual.example.com');
    expect(p.events).toEqual([expect.objectContaining({ reason: 'ObservabilityUnlicensed', message: expect.stringContaining('using spec.observability instead') })]);
  });

  test('no ref: spec.observability alone, no event', () => {
    const p = plan(gateway(MANUAL), facts({ platformObjects: [VALID] }));
    expect(proxyObs(p).host).toBe('https://manual.example.com');
    expect(p.events).toEqual([]);
  });
});

describe('observabilityRef on an alt gateway', () => {
  test('licensed and the image newer than rc.7: AltInstance.traceExport from the Observability object', () => {
    const p = plan(ALT('1.0.0-rc.8'), facts({ platformObjects: [VALID] }));
    expect(altSpec(p).traceExport).toEqual({
      host: 'https://collector.example.com',
      publicKeySecretRef: { name: 'trace-keys', key: 'publicKey' },
      secretKeySecretRef: { name: 'trace-keys', key: 'secretKey' },
    });
    expect(condition(p, 'TraceExport')).toMatchObject({ status: 'True', reason: 'TraceExportConfigured' });
  });

  test('an image not newer than rc.7: TraceExportRequiresNewerGateway, nothing wired, as for spec.observability', () => {
    const p = plan(ALT('1.0.0-rc.7'), facts({ platformObjects: [VALID] }));
    expect(altSpec(p).traceExport).toBeUndefined();
    expect(condition(p, 'TraceExport')).toMatchObject({ status: 'False', reason: 'TraceExportRequiresNewerGateway' });
  });

  test('unlicensed without a fallback: nothing wired, no TraceExport condition, a warning', () => {
    const p = plan(ALT('1.0.0-rc.8'), unlicensed({ platformObjects: [VALID] }));
    expect(altSpec(p).traceExport).toBeUndefined();
    expect(condition(p, 'TraceExport')).toBeUndefined();
    expect(p.events).toContainEqual(expect.objectContaining({ reason: 'ObservabilityUnlicensed', message: expect.stringContaining('no trace export is wired') }));
  });

  test('not found: falls back to spec.observability', () => {
    const p = plan(ALT('1.0.0-rc.8', MANUAL), facts());
    expect(altSpec(p).traceExport.host).toBe('https://manual.example.com');
    expect(p.events).toContainEqual(expect.objectContaining({ reason: 'ObservabilityNotFound' }));
  });
});
