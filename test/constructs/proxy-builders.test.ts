/**
 * A proxy gateway wired with constructs, as cdk8s-plus wires them: `addModel()` and `addGuardrail()`
 * after construction, a GuardrailWiring handed the gateway and Guardrail constructs, the model
 * credentials Secret as a cdk8s-plus `ISecret`. Each gives the objects the string-wired form gives.
 */
import { Testing } from 'cdk8s';
import * as kplus from 'cdk8s-plus-33';
import { parseGateway, type GatewaySpec } from '../../lib/api/gateway';
import { SecretKey } from '../../lib/api/secret-key';
import { parseGuardrail } from '../../lib/api/guardrail';
import { GuardrailRelease } from '../../lib/guardrail/guardrail-release';
import { GuardrailWiring } from '../../lib/guardrail/guardrail-wiring';
import { ProxyGatewayStack } from '../../lib/proxy/proxy-gateway-stack';
import { InvalidResourceError } from '../../lib/validation/resource-problems';
import { gateway, guardrail, LICENSE } from '../plan/fixtures';
import { synthProblems } from './synth-problems';

function proxySpec(spec: Record<string, unknown> = {}): GatewaySpec {
  const r = parseGateway(gateway({ models: [{ name: 'chat', model: 'openai/gpt-4o', refSecretKey: 'openai' }], ...spec }));
  if (!r.value) throw new Error(r.errors.toString());
  return r.value.spec;
}

const specOf = (s: Record<string, unknown>) => parseGuardrail(guardrail(s)).value!.spec;
const byKind = (objects: any[], kind: string) => objects.filter((o) => o.kind === kind);

describe('GuardrailWiring takes the gateway and Guardrail constructs', () => {
  test('gives the objects the names-and-URL form gives', () => {
    const withConstructs = Testing.chart();
    const gw = new ProxyGatewayStack(withConstructs, 'gw', { name: 'main', spec: proxySpec() });
    const pii = new GuardrailRelease(withConstructs, 'pii', { name: 'pii', spec: specOf({ mode: 'catalog', catalog: 'pseudonymizer' }), licenseMaterial: LICENSE });
    new GuardrailWiring(withConstructs, 'wiring', { gateway: gw, guardrail: pii });

    const withStrings = Testing.chart();
    new GuardrailWiring(withStrings, 'wiring', { instanceName: 'main', guardrailResourceName: 'pii', spec: pii.spec, endpoint: pii.endpoint, namespace: 'default' });

    const wired = byKind(Testing.synth(withConstructs), 'ProxyGuardrail');
    expect(wired.map((o) => o.metadata.name)).toEqual(['main-pii-pre-call', 'main-pii-post-call']);
    expect(wired.map((o) => o.spec.apiBase)).toEqual([pii.endpoint, pii.endpoint]);
    expect(wired).toEqual(Testing.synth(withStrings));
  });

  test('without a gateway or a Guardrail it says which is missing', () => {
    const chart = Testing.chart();
    const gw = new ProxyGatewayStack(chart, 'gw', { name: 'main', spec: proxySpec() });
    expect(() => new GuardrailWiring(chart, 'w', { gateway: gw })).toThrow(
      "guardrail wiring into gateway 'main' needs the Guardrail: pass `guardrail` (or `guardrailResourceName`, `spec` and `endpoint`)",
    );
  });
});

describe('ProxyGatewayStack.addGuardrail', () => {
  test('wires the Guardrail as plan() wires a guardrailRefs entry: one ProxyGuardrail per mode, calling the gate', () => {
    const chart = Testing.chart();
    const gw = new ProxyGatewayStack(chart, 'gw', { name: 'main', spec: proxySpec() });
    const moderation = new GuardrailRelease(chart, 'moderation', {
      name: 'moderation',
      spec: specOf({ mode: 'external', external: { apiBase: 'https://moderation.example.com' }, modes: ['pre_call'] }),
      licenseMaterial: LICENSE,
    });
    const wiring = gw.addGuardrail(moderation);
    expect(gw.guardrails).toEqual([wiring]);
    const [wired] = byKind(Testing.synth(chart), 'ProxyGuardrail');
    expect(wired.metadata).toEqual({ name: 'main-moderation-pre-call', namespace: 'default' });
    expect(wired.spec).toMatchObject({ instanceRef: { name: 'main' }, apiBase: 'http://moderation-gate.default.svc.cluster.local:8080', guardrailName: moderation.spec.guardrailName });
    expect(gw.apiObjects.map((o) => o.kind)).toContain('ProxyGuardrail');
  });

  test('a Guardrail wired twice is refused', () => {
    const chart = Testing.chart();
    const gw = new ProxyGatewayStack(chart, 'gw', { name: 'main', spec: proxySpec() });
    const pii = new GuardrailRelease(chart, 'pii', { name: 'pii', spec: specOf({ mode: 'catalog', catalog: 'pseudonymizer' }), licenseMaterial: LICENSE });
    gw.addGuardrail(pii);
    expect(() => gw.addGuardrail(pii)).toThrow("gateway 'main': Guardrail default/pii is already wired");
  });

  test('two Guardrails with one upstream name fail synth with the status message render reports', () => {
    const external = (apiBase: string) => specOf({ mode: 'external', external: { apiBase }, guardrailName: 'moderation' });
    expect(
      synthProblems((c) => {
        const gw = new ProxyGatewayStack(c, 'gw', { name: 'main', spec: proxySpec() });
        gw.addGuardrail(new GuardrailRelease(c, 'a', { name: 'a', spec: external('https://a.example.com'), licenseMaterial: LICENSE }));
        gw.addGuardrail(new GuardrailRelease(c, 'b', { name: 'b', spec: external('https://b.example.com'), licenseMaterial: LICENSE }));
      }),
    ).toEqual([
      'spec.guardrailRefs: Guardrails ai/a and ai/b would all be named moderation upstream, and a guardrail name must be unique; give each a distinct spec.guardrailName',
    ]);
  });
});

describe('ProxyGatewayStack.addModel', () => {
  test('adds a model as the spec would: its credential and its model, defaults applied', () => {
    const added = Testing.chart();
    const gw = new ProxyGatewayStack(added, 'gw', { name: 'main', spec: proxySpec() });
    const model = gw.addModel({ name: 'Reasoning', model: 'openai/o3', refSecretKey: 'openai', rpm: 10 });
    expect(model.name).toBe('main-reasoning');
    expect(gw.spec.models.map((m) => m.modelName)).toEqual(['chat', 'Reasoning']);

    const inSpec = Testing.chart();
    new ProxyGatewayStack(inSpec, 'gw', {
      name: 'main',
      spec: proxySpec({ models: [{ name: 'chat', model: 'openai/gpt-4o', refSecretKey: 'openai' }, { name: 'Reasoning', model: 'openai/o3', refSecretKey: 'openai', rpm: 10 }] }),
    });
    const sorted = (objects: any[]) => [...objects].sort((a, b) => `${a.kind}/${a.metadata.name}`.localeCompare(`${b.kind}/${b.metadata.name}`));
    expect(sorted(Testing.synth(added))).toEqual(sorted(Testing.synth(inSpec)));
  });

  test('a model on the same key shares the credential; one on another key gets its own', () => {
    const gw = new ProxyGatewayStack(Testing.chart(), 'gw', { name: 'main', spec: proxySpec() });
    gw.addModel({ name: 'Reasoning', model: 'openai/o3', refSecretKey: 'openai' });
    gw.addModel({ name: 'Claude', model: 'anthropic/claude', refSecretKey: 'anthropic' });
    expect(gw.credentials.map((c) => c.name)).toEqual(['main-key-openai', 'main-key-anthropic']);
    const credentialOf = (o: any) => o.spec.litellmParams.litellmCredentialName;
    expect(byKind(gw.apiObjects.map((o) => o.toJson()), 'ProxyModel').map(credentialOf)).toEqual(['main-key-openai', 'main-key-openai', 'main-key-anthropic']);
  });

  test('a typo or an invalid value in the model throws with render’s path', () => {
    const gw = new ProxyGatewayStack(Testing.chart(), 'gw', { name: 'main', spec: proxySpec() });
    let error: unknown;
    try {
      gw.addModel({ name: 'o3', model: 'openai/o3', rpm: -1, refSecretKy: 'openai' } as never);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InvalidResourceError);
    expect((error as InvalidResourceError).problems).toEqual(['spec.models[1].refSecretKy: unknown field', 'spec.models[1].rpm: Invalid value number -1: must be >= 0']);
    expect(gw.models).toHaveLength(1);
  });

  test('a name another model has fails synth, as in the Gateway', () => {
    expect(
      synthProblems((c) => {
        const gw = new ProxyGatewayStack(c, 'gw', { name: 'main', spec: proxySpec() });
        gw.addModel({ name: 'other', modelName: 'chat', model: 'openai/o3' });
        gw.addModel({ name: 'chat', model: 'openai/o3' });
      }),
    ).toEqual(['spec.models[2].name: duplicates model "chat"']);
  });
});

describe('the model credentials Secret as a cdk8s-plus ISecret', () => {
  test('credentials reference the Secret by its name', () => {
    const chart = Testing.chart();
    const secret = new kplus.Secret(chart, 'keys', { metadata: { name: 'llm-keys' } });
    new ProxyGatewayStack(chart, 'gw', { name: 'main', spec: proxySpec(), modelCredentialsSecret: secret });
    const [credential] = byKind(Testing.synth(chart), 'ProxyCredential');
    expect(credential.spec.apiKeySecretRef).toEqual({ name: 'llm-keys', key: 'openai' });
  });

  test('SecretKey.fromSecret goes wherever a { name, key } reference goes', () => {
    const chart = Testing.chart();
    const redis = kplus.Secret.fromSecretName(chart, 'redis', 'engine-redis');
    new GuardrailRelease(chart, 'pii', {
      name: 'pii',
      spec: specOf({ mode: 'catalog', catalog: 'pseudonymizer' }),
      licenseMaterial: LICENSE,
      engineWorkload: { replicas: 2, resources: { requests: {}, limits: {} } },
      engineStore: { redis: { url: 'redis://cache:6379/0', passwordSecretRef: SecretKey.fromSecret(redis, 'password') } },
    });
    const engine = Testing.synth(chart).find((o) => o.kind === 'Deployment' && o.metadata.name === 'pseudonymizer');
    expect(engine.spec.template.spec.containers[0].env).toContainEqual({ name: 'AIGW_REDIS_PASSWORD', valueFrom: { secretKeyRef: { name: 'engine-redis', key: 'password' } } });
    expect(() => SecretKey.named('engine-redis', '')).toThrow("a reference to Secret 'engine-redis' needs a key");
  });
});
