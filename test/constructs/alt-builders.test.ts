/**
 * An alt gateway wired with Guardrail constructs: `AltGatewayStack.addGuardrail()` and
 * `AltGuardrailWiring`'s `guardrails` compute the item's URL (gate endpoint plus the alt path), role
 * and phases as the operator does, where a hand-written item defaulted to a policy on pre_call.
 */
import { Testing } from 'cdk8s';
import { parseGuardrail } from '../../lib/api/guardrail';
import { AltGatewayStack, type AltGatewayStackProps } from '../../lib/alt/alt-gateway-stack';
import { altGuardrailItems } from '../../lib/guardrail/alt-guardrail-items';
import { AltGuardrailWiring } from '../../lib/guardrail/alt-guardrail-wiring';
import { GuardrailRelease } from '../../lib/guardrail/guardrail-release';
import { guardrail, LICENSE } from '../plan/fixtures';

const ALT: AltGatewayStackProps = {
  gateway: 'main',
  instance: { storage: { database: { name: 'db', key: 'DATABASE_URL' }, columnstore: { name: 'cs', key: 'url' } }, authzService: { image: 'registry.example.com/authz:1' } },
  models: [{ alias: 'chat', model: 'openai/gpt-4o' }],
};

const specOf = (s: Record<string, unknown>) => parseGuardrail(guardrail(s)).value!.spec;
const ofKind = (objects: any[], kind: string) => objects.filter((o) => o.kind === kind);

test('addGuardrail wires a catalog Guardrail as altGuardrailItems does: the gate’s alt path, the engine’s role and phases', () => {
  const chart = Testing.chart();
  const pii = new GuardrailRelease(chart, 'pii', { name: 'pii', spec: specOf({ mode: 'catalog', catalog: 'pseudonymizer' }), licenseMaterial: LICENSE });
  const stack = new AltGatewayStack(chart, 'alt', ALT);
  expect(stack.addGuardrail(pii)).toBe('main-guardrail-pseudonymizer');

  const expected = Testing.chart();
  const release = new GuardrailRelease(expected, 'pii', { name: 'pii', spec: specOf({ mode: 'catalog', catalog: 'pseudonymizer' }), licenseMaterial: LICENSE });
  new AltGatewayStack(expected, 'alt', { ...ALT, guardrails: altGuardrailItems([{ guardrail: { metadata: { name: 'pii', namespace: 'default' }, spec: release.spec } as never, endpoint: release.endpoint }]).items });

  const [item] = ofKind(Testing.synth(chart), 'AltGuardrailItem');
  expect(item.spec).toMatchObject({ url: 'http://pii-gate.default.svc.cluster.local:8080/v1/alt/check', role: 'transform', phases: ['pre_call', 'during_call', 'post_call'] });
  for (const kind of ['AltGuardrailItem', 'AltGuardrailChain', 'AltGuardrailBinding']) expect(ofKind(Testing.synth(chart), kind)).toEqual(ofKind(Testing.synth(expected), kind));
});

test('a second Guardrail is appended to the one chain', () => {
  const chart = Testing.chart();
  const stack = new AltGatewayStack(chart, 'alt', ALT);
  stack.addGuardrail(new GuardrailRelease(chart, 'pii', { name: 'pii', spec: specOf({ mode: 'catalog', catalog: 'pseudonymizer' }), licenseMaterial: LICENSE }));
  stack.addGuardrail(
    new GuardrailRelease(chart, 'moderation', {
      name: 'moderation',
      spec: specOf({ mode: 'external', guardrailName: 'moderation', external: { apiBase: 'https://moderation.example.com' }, alt: { path: '/alt' } }),
      licenseMaterial: LICENSE,
    }),
  );
  const objects = Testing.synth(chart);
  expect(ofKind(objects, 'AltGuardrailChain').map((c) => c.spec.items)).toEqual([[{ name: 'main-guardrail-pseudonymizer' }, { name: 'main-guardrail-moderation' }]]);
  expect(ofKind(objects, 'AltGuardrailItem').map((i) => [i.spec.url, i.spec.role])).toEqual([
    ['http://pii-gate.default.svc.cluster.local:8080/v1/alt/check', 'transform'],
    ['http://moderation-gate.default.svc.cluster.local:8080/alt', 'policy'],
  ]);
});

test('an external Guardrail without spec.alt.path cannot be wired, and says why', () => {
  const chart = Testing.chart();
  const external = new GuardrailRelease(chart, 'moderation', { name: 'moderation', spec: specOf({ mode: 'external', external: { apiBase: 'https://m.example.com' } }), licenseMaterial: LICENSE });
  expect(() => new AltGuardrailWiring(chart, 'w', { gateway: 'main', guardrails: [external] })).toThrow(
    'external Guardrail default/moderation has no spec.alt.path, the path at which it serves the alt guardrail protocol',
  );
});

describe('AltGatewayStack.addModel', () => {
  test('adds a model as the props would: a new provider once, the model on it', () => {
    const added = Testing.chart();
    const stack = new AltGatewayStack(added, 'alt', ALT);
    expect(stack.addModel({ alias: 'fast', model: 'openai/gpt-4o-mini' })).toBe('main-model-fast');
    stack.addModel({ alias: 'claude', model: 'anthropic/claude-sonnet' });

    const inProps = Testing.chart();
    new AltGatewayStack(inProps, 'alt', { ...ALT, models: [...ALT.models!, { alias: 'fast', model: 'openai/gpt-4o-mini' }, { alias: 'claude', model: 'anthropic/claude-sonnet' }] });
    // By name: added objects come after the props' ones.
    const kinds = (objects: any[]) => objects.filter((o) => o.kind === 'AltProvider' || o.kind === 'AltModel').sort((a, b) => a.metadata.name.localeCompare(b.metadata.name));
    expect(kinds(Testing.synth(added))).toEqual(kinds(Testing.synth(inProps)));
    expect(kinds(Testing.synth(added)).map((o) => o.metadata.name)).toEqual(['main-model-chat', 'main-model-claude', 'main-model-fast', 'main-provider-anthropic', 'main-provider-openai']);
  });

  test('a model sharing a provider but not its connection is refused at once', () => {
    const stack = new AltGatewayStack(Testing.chart(), 'alt', ALT);
    expect(() => stack.addModel({ alias: 'other', model: 'openai/o3', apiBase: 'https://proxy.example.com' })).toThrow(
      "models 'chat' and 'other' share provider 'openai' but not its connection (driver, apiBase, apiVersion, API key) (gateway 'main')",
    );
  });
});

test('AltGuardrailWiring takes the gateway construct: its name and namespace', () => {
  const chart = Testing.chart();
  const stack = new AltGatewayStack(chart, 'alt', { ...ALT, namespace: 'ai' });
  const pii = new GuardrailRelease(chart, 'pii', { name: 'pii', namespace: 'ai', spec: specOf({ mode: 'catalog', catalog: 'pseudonymizer' }), licenseMaterial: LICENSE });
  const wiring = new AltGuardrailWiring(chart, 'w', { gateway: stack, guardrails: [pii] });
  expect([wiring.chainName, wiring.itemNames]).toEqual(['main-guardrails', ['main-guardrail-pseudonymizer']]);
  const [chain] = ofKind(Testing.synth(chart), 'AltGuardrailChain');
  expect(chain.metadata).toEqual({ name: 'main-guardrails', namespace: 'ai' });
  expect(chain.spec.instanceRef).toEqual({ name: 'main' });
});
