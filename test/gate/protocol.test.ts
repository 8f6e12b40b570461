import { ALT_PROTOCOL, DEFAULT_ALT_PATH, LITELLM_PROTOCOL, protocolFor } from '../../gate/protocol';

describe('block verdicts', () => {
  test("LiteLLM's guardrail API: BLOCKED with blocked_reason", () => {
    expect(JSON.parse(LITELLM_PROTOCOL.blockVerdict('not "licensed"'))).toEqual({ action: 'BLOCKED', blocked_reason: 'not "licensed"' });
  });

  test('the alt guardrail protocol: block with reason', () => {
    expect(JSON.parse(ALT_PROTOCOL.blockVerdict('not "licensed"'))).toEqual({ action: 'block', reason: 'not "licensed"' });
  });
});

describe('protocolFor', () => {
  test.each([
    [DEFAULT_ALT_PATH, DEFAULT_ALT_PATH, 'alt'],
    [`${DEFAULT_ALT_PATH}?trace=1`, DEFAULT_ALT_PATH, 'alt'],
    ['/guard/alt', '/guard/alt', 'alt'],
    [`${DEFAULT_ALT_PATH}/more`, DEFAULT_ALT_PATH, 'litellm'],
    [`${DEFAULT_ALT_PATH}x`, DEFAULT_ALT_PATH, 'litellm'],
    ['/v1/alt', DEFAULT_ALT_PATH, 'litellm'],
    ['/beta/proxy_basic_guardrail_api', DEFAULT_ALT_PATH, 'litellm'],
    [DEFAULT_ALT_PATH, '/guard/alt', 'litellm'],
  ])('%s with alt path %s speaks %s', (target, altPath, protocol) => {
    expect(protocolFor(target, altPath).name).toBe(protocol);
  });
});
