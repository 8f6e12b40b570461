/** ProxyGuardrails become LiteLLM guardrail entries: one per upstream name, a Guardrail's modes merged. */
import { guardrailEntries } from '../../upstream/proxy/guardrail-entries';
import type { ProxyObject } from '../../upstream/proxy/litellm-config';

const GATE = 'http://pii-gate.ai.svc:8080';

function pg(name: string, guardrailName: string, mode: string, extra: Record<string, unknown> = {}): ProxyObject<any> {
  return {
    metadata: { name, namespace: 'ai' },
    spec: { instanceRef: { name: 'main' }, guardrailName, guardrail: 'generic_guardrail_api', mode, apiBase: GATE, defaultOn: false, unreachableFallback: 'fail_closed', ...extra },
  };
}

/** Records the secret env requests; returns LiteLLM's env reference. */
function recorder() {
  const asked: [string, { name: string; key: string }][] = [];
  return { asked, secret: (objectName: string, ref: { name: string; key: string }) => (asked.push([objectName, ref]), `os.environ/${objectName}`) };
}

describe('guardrailEntries', () => {
  test('the ProxyGuardrails of one guardrail become one entry, its modes listed in the order LiteLLM runs them', () => {
    const { entries, collisions } = guardrailEntries(
      [pg('main-pii-post-call', 'pii', 'post_call'), pg('main-pii-during-call', 'pii', 'during_call'), pg('main-pii-pre-call', 'pii', 'pre_call')],
      recorder().secret,
    );
    expect(collisions).toEqual([]);
    expect(entries).toEqual([
      {
        guardrail_name: 'pii',
        litellm_params: {
          guardrail: 'generic_guardrail_api',
          mode: ['pre_call', 'during_call', 'post_call'],
          api_base: GATE,
          default_on: false,
          unreachable_fallback: 'fail_closed',
          streaming_transform_mode: 'incremental_diff',
        },
      },
    ]);
  });

  test('a single mode stays a plain string', () => {
    const { entries } = guardrailEntries([pg('main-mod-pre-call', 'mod', 'pre_call')], recorder().secret);
    expect(entries.map((e) => (e.litellm_params as Record<string, unknown>).mode)).toEqual(['pre_call']);
  });

  test('different names stay different entries', () => {
    const { entries, collisions } = guardrailEntries([pg('a-pre', 'a', 'pre_call'), pg('b-pre', 'b', 'pre_call'), pg('a-post', 'a', 'post_call')], recorder().secret);
    expect(collisions).toEqual([]);
    expect(entries.map((e) => [e.guardrail_name, (e.litellm_params as Record<string, unknown>).mode])).toEqual([
      ['a', ['pre_call', 'post_call']],
      ['b', 'pre_call'],
    ]);
  });

  test('params equal up to key order still belong together', () => {
    const { entries, collisions } = guardrailEntries(
      [
        pg('p-pre', 'p', 'pre_call', { additional_provider_specific_params: { entities: ['person'], allow_list: ['Acme'] } }),
        pg('p-post', 'p', 'post_call', { additional_provider_specific_params: { allow_list: ['Acme'], entities: ['person'] } }),
      ],
      recorder().secret,
    );
    expect(collisions).toEqual([]);
    expect(entries).toHaveLength(1);
  });

  test.each([
    ['apiBase', { apiBase: 'http://other-gate:8080' }],
    ['defaultOn', { defaultOn: true }],
    ['unreachableFallback', { unreachableFallback: 'fail_open' }],
    ['params', { additional_provider_specific_params: { entities: ['organization'] } }],
    ['api key', { apiKeySecretRef: { name: 's', key: 'k' } }],
  ])('one differing in %s is another guardrail claiming the name: left out and reported', (_field, extra) => {
    const { entries, collisions } = guardrailEntries([pg('a-post', 'a', 'post_call'), pg('a-pre', 'a', 'pre_call'), pg('z-during', 'a', 'during_call', extra)], recorder().secret);
    expect(entries.map((e) => (e.litellm_params as Record<string, unknown>).mode)).toEqual([['pre_call', 'post_call']]);
    expect(collisions).toEqual([{ name: 'a', objects: ['a-post', 'z-during'] }]);
  });

  test('the same mode twice with the same settings runs once', () => {
    const { entries, collisions } = guardrailEntries([pg('a-pre', 'a', 'pre_call'), pg('b-pre', 'a', 'pre_call')], recorder().secret);
    expect(collisions).toEqual([]);
    expect(entries.map((e) => (e.litellm_params as Record<string, unknown>).mode)).toEqual(['pre_call']);
  });

  test('an api key becomes one env reference per entry, named after the ProxyGuardrail that set it', () => {
    const ref = { name: 'mod-key', key: 'api-key' };
    const r = recorder();
    const { entries } = guardrailEntries([pg('m-pre', 'm', 'pre_call', { apiKeySecretRef: ref }), pg('m-post', 'm', 'post_call', { apiKeySecretRef: ref })], r.secret);
    expect(r.asked).toEqual([['m-post', ref]]);
    expect((entries[0].litellm_params as Record<string, unknown>).api_key).toBe('os.environ/m-post');
  });
});
