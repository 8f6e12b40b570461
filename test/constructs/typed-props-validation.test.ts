/**
 * Typed props go through the rules `aigw render` applies to the same fields, surfaced by
 * `app.synth()` / `cdk8s synth` with render's `path: message` (test/constructs/render-parity.test.ts
 * shows those are render's words). Each case synthesized without a word before.
 */
import { parseGateway, type GatewaySpec } from '../../lib/api/gateway';
import { parseGuardrail } from '../../lib/api/guardrail';
import { AltGatewayStack, type AltGatewayStackProps } from '../../lib/alt/alt-gateway-stack';
import { AltGuardrailWiring } from '../../lib/guardrail/alt-guardrail-wiring';
import { GuardrailRelease } from '../../lib/guardrail/guardrail-release';
import { GuardrailWiring } from '../../lib/guardrail/guardrail-wiring';
import { ProxyGatewayStack } from '../../lib/proxy/proxy-gateway-stack';
import { gateway, guardrail, LICENSE } from '../plan/fixtures';
import { synthProblems } from './synth-problems';

function proxySpec(spec: Record<string, unknown> = {}): GatewaySpec {
  const r = parseGateway(gateway({ models: [{ name: 'chat', model: 'openai/gpt-4o' }], ...spec }));
  if (!r.value) throw new Error(r.errors.toString());
  return r.value.spec;
}

const pii = () => parseGuardrail(guardrail({ mode: 'catalog', catalog: 'pseudonymizer' })).value!.spec;

const ALT: AltGatewayStackProps = {
  gateway: 'main',
  namespace: 'ai',
  instance: { storage: { database: { name: 'db', key: 'DATABASE_URL' }, columnstore: { name: 'cs', key: 'url' } }, authzService: { image: 'registry.example.com/authz:1' } },
  models: [{ alias: 'chat', model: 'openai/gpt-4o' }],
};

describe('ProxyGatewayStack typed props', () => {
  test('a valid spec synthesizes', () => {
    expect(synthProblems((c) => new ProxyGatewayStack(c, 'gw', { name: 'main', spec: proxySpec() }))).toEqual([]);
  });

  test.each<[string, string, (s: GatewaySpec) => GatewaySpec, string[]]>([
    ['name Main_GW', 'Main_GW', (s) => s, [`metadata.name: Invalid value "Main_GW": must match '^[a-z]'`]],
    ['replicas -3', 'main', (s) => ({ ...s, instance: { ...s.instance, replicas: -3 } }), ['spec.instance.replicas: Invalid value number -3: must be >= 0']],
    ['a duplicate model (no silent rename)', 'main', (s) => ({ ...s, models: [s.models[0], s.models[0]] }), ['spec.models[1].name: duplicates model "chat"']],
    [
      'generic-oidc SSO without endpoints',
      'main',
      (s) => ({ ...s, sso: { provider: 'generic-oidc', clientSecretRef: { name: 'sso', clientIDKey: 'client-id', clientSecretKey: 'client-secret' }, scopes: ['openid'] } }),
      ['spec.sso.authorizationEndpoint: is required', 'spec.sso.tokenEndpoint: is required', 'spec.sso.userinfoEndpoint: is required'],
    ],
  ])('%s fails synth with render’s message', (_, name, change, expected) => {
    expect(synthProblems((c) => new ProxyGatewayStack(c, 'gw', { name, spec: change(proxySpec()) }))).toEqual(expected);
  });

  test('an idp-b login without its endpoints fails synth with the refusal render gives', () => {
    const spec = proxySpec({ sso: { provider: 'idp-b', clientSecretRef: { name: 'sso' } } });
    expect(synthProblems((c) => new ProxyGatewayStack(c, 'gw', { name: 'main', spec }))).toEqual([
      expect.stringMatching(/^spec\.sso\.authorizationEndpoint, spec\.sso\.tokenEndpoint, spec\.sso\.userinfoEndpoint: required for sso\.provider idp-b on a proxy gateway/),
    ]);
  });
});

describe('GuardrailRelease and GuardrailWiring typed props', () => {
  test('a Guardrail named "PII gate" fails synth', () => {
    expect(synthProblems((c) => new GuardrailRelease(c, 'g', { name: 'PII gate', namespace: 'ai', spec: pii(), licenseMaterial: LICENSE }))).toEqual([
      `metadata.name: Invalid value "PII gate": must match '^[a-z]'`,
    ]);
  });

  test('a spec the parser refuses fails synth for the release and the wiring alike', () => {
    const spec = { ...pii(), logLevel: 'loud' as never };
    const expected = ['spec.logLevel: Unsupported value "loud": must be one of "debug", "info", "warn", "error"'];
    expect(synthProblems((c) => new GuardrailRelease(c, 'g', { name: 'pii', namespace: 'ai', spec, licenseMaterial: LICENSE }))).toEqual(expected);
    expect(synthProblems((c) => new GuardrailWiring(c, 'w', { instanceName: 'main', guardrailResourceName: 'pii', spec, endpoint: 'http://pii-gate.ai.svc.cluster.local:8080' }))).toEqual(expected);
  });

  test('a valid release and wiring synthesize', () => {
    expect(synthProblems((c) => new GuardrailRelease(c, 'g', { name: 'pii', namespace: 'ai', spec: pii(), licenseMaterial: LICENSE }))).toEqual([]);
  });
});

describe('AltGatewayStack and AltGuardrailWiring typed props', () => {
  const alt = (props: Partial<AltGatewayStackProps>) => synthProblems((c) => new AltGatewayStack(c, 'alt', { ...ALT, ...props }));

  test('a valid stack synthesizes, two weighted deployments of one alias included', () => {
    expect(alt({ models: [{ alias: 'chat', model: 'openai/gpt-4o', weight: 1 }, { alias: 'chat', model: 'azure/gpt-4o', weight: 3 }] })).toEqual([]);
  });

  test.each<[string, Partial<AltGatewayStackProps>, string[]]>([
    ['a password in configYAML', { instance: { ...ALT.instance, configYAML: 'ui:\n  title: x\npassword: hunter2\n' } }, ['spec.alt.configYAML: line 3 sets "password": configYAML holds non-secret content only; reference a Secret instead']],
    ['name Main_GW', { gateway: 'Main_GW' }, [`metadata.name: Invalid value "Main_GW": must match '^[a-z]'`]],
    ['replicas -3', { instance: { ...ALT.instance, replicas: -3 } }, ['spec.instance.replicas: Invalid value number -3: must be >= 0']],
    [
      'a duplicate model (the second was renamed main-model-chat-2)',
      { models: [{ alias: 'chat', displayName: 'Chat', model: 'openai/gpt-4o' }, { alias: 'chat2', displayName: 'Chat', model: 'openai/gpt-4o' }] },
      ['spec.models[1].name: duplicates model "Chat"'],
    ],
  ])('%s fails synth with render’s message', (_, props, expected) => {
    expect(alt(props)).toEqual(expected);
  });

  test("an alt guardrail item with url 'x' fails synth, on its own and through the stack", () => {
    const items = [{ name: 'pii', url: 'x' }];
    expect(synthProblems((c) => new AltGuardrailWiring(c, 'w', { gateway: 'main', items }))).toEqual(['items[0].url: must be an http(s) URL, got "x"']);
    expect(alt({ guardrails: items })).toEqual(['items[0].url: must be an http(s) URL, got "x"']);
  });
});
