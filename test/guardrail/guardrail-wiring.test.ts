import { Testing } from 'cdk8s';
import { parseGuardrail, type GuardrailSpec } from '../../lib/api/guardrail';
import { GuardrailWiring } from '../../lib/guardrail/guardrail-wiring';
import { CATALOG_GUARDRAIL, EXTERNAL_GUARDRAIL, guardrail } from '../plan/fixtures';

const GATE = 'http://pii-gate.team-a.svc.cluster.local:8080';

function parsed(s: Record<string, unknown>, name = 'pii'): GuardrailSpec {
  const r = parseGuardrail(guardrail(s, name));
  if (!r.value) throw new Error(r.errors.toString());
  return r.value.spec;
}

function synth(s: Record<string, unknown>, name = 'pii') {
  const chart = Testing.chart();
  new GuardrailWiring(chart, 'w', { instanceName: 'main', guardrailResourceName: name, spec: parsed(s, name), endpoint: GATE });
  return Testing.synth(chart) as any[];
}

describe('GuardrailWiring (proxy)', () => {
  test('synthesizes a catalog guardrail', () => {
    expect(synth(CATALOG_GUARDRAIL)).toMatchSnapshot();
  });

  test('pseudonymizer: one ProxyGuardrail per mode, pre_call then post_call, on by default', () => {
    const objects = synth(CATALOG_GUARDRAIL);
    expect(objects.map((o) => [o.kind, o.metadata.name, o.spec.mode])).toEqual([
      ['ProxyGuardrail', 'main-pii-pre-call', 'pre_call'],
      ['ProxyGuardrail', 'main-pii-post-call', 'post_call'],
    ]);
    // One upstream guardrail: every mode's object carries the same name, the one a client opts into.
    expect(objects.map((o) => o.spec.guardrailName)).toEqual(['pseudonymizer', 'pseudonymizer']);
    for (const o of objects) {
      expect(o.spec).toMatchObject({ instanceRef: { name: 'main' }, guardrail: 'generic_guardrail_api', defaultOn: true, unreachableFallback: 'fail_closed' });
    }
  });

  test('apiBase is the gate endpoint, never the engine or the external apiBase', () => {
    for (const o of [...synth(CATALOG_GUARDRAIL), ...synth(EXTERNAL_GUARDRAIL, 'moderation')]) {
      expect(o.spec.apiBase).toBe(GATE);
    }
  });

  test('external: [pre_call], off by default, named after the resource, no api key on the wiring', () => {
    const objects = synth(EXTERNAL_GUARDRAIL, 'moderation');
    expect(objects).toHaveLength(1);
    expect(objects[0].spec).toEqual({
      instanceRef: { name: 'main' },
      guardrailName: 'moderation',
      guardrail: 'generic_guardrail_api',
      mode: 'pre_call',
      apiBase: GATE,
      defaultOn: false,
      unreachableFallback: 'fail_closed',
    });
  });

  test('params merged over the engine defaults travel as additional_provider_specific_params', () => {
    const [o] = synth({ ...CATALOG_GUARDRAIL, params: { allow_list: ['Acme'] } });
    expect(o.spec.additional_provider_specific_params).toEqual({ entities: ['person', 'organization'], allow_list: ['Acme'] });
  });

  test('unreachableFallback fail_open, guardrailName and explicit modes are honoured', () => {
    const objects = synth({ mode: 'external', external: { apiBase: 'http://g', unreachableFallback: 'fail_open' }, guardrailName: 'mod', modes: ['during_call', 'logging_only'], defaultOn: true });
    expect(objects.map((o) => [o.spec.mode, o.spec.guardrailName, o.spec.unreachableFallback, o.spec.defaultOn])).toEqual([
      ['during_call', 'mod', 'fail_open', true],
      ['logging_only', 'mod', 'fail_open', true],
    ]);
  });

  test('refuses an endpoint that is not a URL', () => {
    const chart = Testing.chart();
    expect(() => new GuardrailWiring(chart, 'w', { instanceName: 'main', guardrailResourceName: 'pii', spec: parsed(CATALOG_GUARDRAIL), endpoint: 'pii-gate' })).toThrow(
      "guardrail 'pii': endpoint must be the gate's http(s) URL, got 'pii-gate'",
    );
  });
});
