import { guardrailEndpoints, runsConfig, servingGuardrails } from '../../upstream/proxy/serving-guardrails';
import { CONFIG_HASH_ANNOTATION } from '../../upstream/proxy/names';
import { ownedView } from '../../runtime/owned';

/** A LiteLLM Deployment whose template carries `hash`, as the Deployment controller reports it. */
function deployment(hash: string, status: Record<string, number>, generation = 3) {
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'main-litellm', namespace: 'ai', generation },
    spec: { replicas: 2, template: { metadata: { annotations: { [CONFIG_HASH_ANNOTATION]: hash } } } },
    status,
  };
}
const done = { observedGeneration: 3, replicas: 2, updatedReplicas: 2, availableReplicas: 2 };

describe('runsConfig', () => {
  test('every pod runs the config once the rollout of its template is complete', () => {
    expect(runsConfig(deployment('new', done), 'new')).toBe(true);
  });

  test('not while the controller has not observed the template, pods are not updated or available, or old pods remain', () => {
    expect(runsConfig(deployment('new', { ...done, observedGeneration: 2 }), 'new')).toBe(false);
    expect(runsConfig(deployment('new', { ...done, updatedReplicas: 1 }), 'new')).toBe(false);
    expect(runsConfig(deployment('new', { ...done, availableReplicas: 1 }), 'new')).toBe(false);
    expect(runsConfig(deployment('new', { ...done, replicas: 3 }), 'new')).toBe(false);
  });

  test('a Deployment carrying another config (a cache from before the apply) does not run this one', () => {
    expect(runsConfig(deployment('old', done), 'new')).toBe(false);
    expect(runsConfig(undefined, 'new')).toBe(false);
  });
});

test('guardrailEndpoints lists each api_base of the config once, sorted', () => {
  const config = {
    guardrails: [
      { guardrail_name: 'pii', litellm_params: { api_base: 'http://pii-gate.ai.svc:8080/x' } },
      { guardrail_name: 'mod', litellm_params: { api_base: 'http://mod-gate.ai.svc:8080' } },
      { guardrail_name: 'pii2', litellm_params: { api_base: 'http://pii-gate.ai.svc:8080/x' } },
      { guardrail_name: 'none', litellm_params: {} },
    ],
  };
  expect(guardrailEndpoints(config)).toEqual(['http://mod-gate.ai.svc:8080', 'http://pii-gate.ai.svc:8080/x']);
  expect(guardrailEndpoints({})).toEqual([]);
});

describe('servingGuardrails', () => {
  test('once rolled out, exactly what the config calls', () => {
    expect(servingGuardrails(['http://a', 'http://b'], ['http://b'], true)).toEqual(['http://b']);
  });

  test('during a rollout, what old pods called as well as what new pods call', () => {
    expect(servingGuardrails(['http://a', 'http://b'], ['http://b', 'http://c'], false)).toEqual(['http://a', 'http://b', 'http://c']);
    expect(servingGuardrails(undefined, ['http://c'], false)).toEqual(['http://c']);
  });
});

test('a Deployment as the owned caches keep it still tells which config its pods run', () => {
  const full = deployment('new', done);
  const withPodSpec = { ...full, spec: { ...full.spec, template: { ...full.spec.template, spec: { containers: [{ name: 'litellm', image: 'x' }] } } } };
  const cached = ownedView(withPodSpec as never);
  expect((cached.spec as { template: { spec?: unknown } }).template.spec).toBeUndefined();
  expect(runsConfig(cached as never, 'new')).toBe(true);
  expect(runsConfig(cached as never, 'old')).toBe(false);
});
