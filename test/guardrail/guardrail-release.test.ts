import { Testing } from 'cdk8s';
import { parseGuardrail, type GuardrailSpec } from '../../lib/api/guardrail';
import { GuardrailRelease, gateEndpoint, type GuardrailReleaseProps } from '../../lib/guardrail/guardrail-release';
import { CATALOG_GUARDRAIL, EXTERNAL_GUARDRAIL, guardrail, LICENSE } from '../plan/fixtures';

function parsed(s: Record<string, unknown>): GuardrailSpec {
  const r = parseGuardrail(guardrail(s));
  if (!r.value) throw new Error(r.errors.toString());
  return r.value.spec;
}

function synth(s: Record<string, unknown>, props: Partial<GuardrailReleaseProps> = {}) {
  const chart = Testing.chart();
  new GuardrailRelease(chart, 'pii', { name: 'pii', namespace: 'team-a', spec: parsed(s), licenseMaterial: LICENSE, gateImage: 'gate:1', ...props });
  return Testing.synth(chart) as any[];
}

const find = (objects: any[], kind: string, namespace = 'team-a') => objects.find((o) => o.kind === kind && o.metadata.namespace === namespace);
const gateContainer = (objects: any[]) => find(objects, 'Deployment').spec.template.spec.containers[0];
const env = (objects: any[]) => Object.fromEntries(gateContainer(objects).env.map((e: any) => [e.name, e.value ?? e.valueFrom]));

describe('GuardrailRelease', () => {
  test('synthesizes a catalog guardrail with the shared engine release', () => {
    expect(synth(CATALOG_GUARDRAIL)).toMatchSnapshot();
  });

  test('synthesizes an external guardrail: only the gate', () => {
    expect(synth(EXTERNAL_GUARDRAIL)).toMatchSnapshot();
  });

  test('catalog: the shared pseudonymizer release lives in platform-guardrail-system, labelled as shared', () => {
    const objects = synth(CATALOG_GUARDRAIL);
    const shared = objects.filter((o) => o.metadata.labels?.['aigw.dev/shared-engine'] === 'pseudonymizer');
    expect(shared.map((o) => `${o.kind}/${o.metadata.namespace ?? ''}/${o.metadata.name}`)).toEqual([
      'Namespace//platform-guardrail-system',
      'Deployment/platform-guardrail-system/pseudonymizer',
      'Service/platform-guardrail-system/pseudonymizer',
    ]);
    const engine = find(objects, 'Deployment', 'platform-guardrail-system').spec.template.spec.containers[0];
    expect(engine.args).toEqual(['engine', 'pseudonymizer', '--port', '8080']);
    expect(engine.readinessProbe.httpGet.path).toBe('/readyz');
  });

  test('external: no engine release', () => {
    expect(synth(EXTERNAL_GUARDRAIL).filter((o) => o.metadata.namespace !== 'team-a')).toEqual([]);
  });

  test('the gate runs `aigw gate` from the given image with data port 8080 and metrics port 9090', () => {
    const c = gateContainer(synth(CATALOG_GUARDRAIL));
    expect(c.image).toBe('gate:1');
    expect(c.args).toEqual(['gate']);
    expect(c.ports).toEqual([
      { name: 'http', containerPort: 8080 },
      { name: 'metrics', containerPort: 9090 },
    ]);
    expect(c.readinessProbe.httpGet).toEqual({ path: '/readyz', port: 'metrics' });
    expect(c.livenessProbe.httpGet).toEqual({ path: '/healthz', port: 'metrics' });
    const svc = find(synth(CATALOG_GUARDRAIL), 'Service');
    expect(svc.spec.ports.map((p: any) => [p.name, p.port])).toEqual([
      ['http', 8080],
      ['metrics', 9090],
    ]);
  });

  test('catalog: the gate forwards to the engine Service; external: to apiBase', () => {
    expect(env(synth(CATALOG_GUARDRAIL)).AIGW_GATE_UPSTREAM).toBe('http://pseudonymizer.platform-guardrail-system.svc.cluster.local:8080');
    expect(env(synth(EXTERNAL_GUARDRAIL)).AIGW_GATE_UPSTREAM).toBe('https://guard.example.com');
  });

  test('the gate is told the alt protocol path: the catalog engine\'s, or spec.alt.path; none without one', () => {
    expect(env(synth(CATALOG_GUARDRAIL)).AIGW_GATE_ALT_PATH).toBe('/v1/alt/check');
    expect(env(synth({ ...EXTERNAL_GUARDRAIL, alt: { path: '/guard/alt' } })).AIGW_GATE_ALT_PATH).toBe('/guard/alt');
    expect(env(synth(EXTERNAL_GUARDRAIL)).AIGW_GATE_ALT_PATH).toBeUndefined();
  });

  test('the api key is a secretKeyRef, never a value', () => {
    const e = env(synth(EXTERNAL_GUARDRAIL));
    expect(e.AIGW_GATE_API_KEY).toEqual({ secretKeyRef: { name: 'guard-key', key: 'token' } });
    expect(env(synth(CATALOG_GUARDRAIL)).AIGW_GATE_API_KEY).toBeUndefined();
  });

  test('logLevel and blockedReason are in the pod template, so a change rolls the pod', () => {
    const a = find(synth({ ...CATALOG_GUARDRAIL, logLevel: 'debug', blockedReason: 'no' }), 'Deployment').spec.template;
    const b = find(synth({ ...CATALOG_GUARDRAIL, logLevel: 'warn' }), 'Deployment').spec.template;
    const e = Object.fromEntries(a.spec.containers[0].env.map((x: any) => [x.name, x.value]));
    expect(e.AIGW_GATE_LOG_LEVEL).toBe('debug');
    expect(e.AIGW_GATE_BLOCKED_REASON).toBe('no');
    expect(a).not.toEqual(b);
  });

  test('the license material is a Secret mounted at /etc/aigw/license with license.jwt, license.pub, revocations.jwt', () => {
    const objects = synth(CATALOG_GUARDRAIL, { licenseMaterial: { ...LICENSE, revocations: 'rev' } });
    const secret = find(objects, 'Secret');
    expect(secret.metadata.name).toBe('pii-gate-license');
    expect(Object.keys(secret.data).sort()).toEqual(['license.jwt', 'license.pub', 'revocations.jwt']);
    expect(Buffer.from(secret.data['license.jwt'], 'base64').toString()).toBe(LICENSE.token);
    const deployment = find(objects, 'Deployment').spec.template.spec;
    expect(deployment.volumes).toEqual([{ name: 'license', secret: { secretName: 'pii-gate-license' } }]);
    expect(deployment.containers[0].volumeMounts).toEqual([{ name: 'license', mountPath: '/etc/aigw/license', readOnly: true }]);
  });

  test('without revocations the Secret has no revocations.jwt key', () => {
    expect(Object.keys(find(synth(CATALOG_GUARDRAIL), 'Secret').data).sort()).toEqual(['license.jwt', 'license.pub']);
  });

  test('the endpoint is the gate Service URL', () => {
    const chart = Testing.chart();
    const r = new GuardrailRelease(chart, 'x', { name: 'pii', namespace: 'ns', spec: parsed(CATALOG_GUARDRAIL), licenseMaterial: LICENSE });
    expect(r.endpoint).toBe('http://pii-gate.ns.svc.cluster.local:8080');
    expect(r.endpoint).toBe(gateEndpoint('pii', 'ns'));
  });

  test('engineRelease false points the gate at engineUrl and emits no engine', () => {
    const objects = synth(CATALOG_GUARDRAIL, { engineRelease: false, engineUrl: 'http://engine.elsewhere:8080' });
    expect(objects.map((o) => o.kind)).toEqual(['Secret', 'Deployment', 'Service']);
    expect(env(objects).AIGW_GATE_UPSTREAM).toBe('http://engine.elsewhere:8080');
  });

  test('rejects a replica count below one, naming it', () => {
    expect(() => synth(CATALOG_GUARDRAIL, { replicas: 0 })).toThrow("gate replicas must be a whole number >= 1, got 0 (guardrail 'pii')");
  });
});
