import type { FastifyInstance } from 'fastify';
import { buildPseudonymizer, type PseudonymizerServerProps } from '../../../engines/pseudonymizer';

let app: FastifyInstance;
let base: string;

// Each engine starts detector worker threads and warms them up; on a busy machine that is slow.
jest.setTimeout(30_000);

async function start(props: PseudonymizerServerProps = {}): Promise<void> {
  app = await buildPseudonymizer({ detectorWorkers: 1, ...props });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
}

afterEach(async () => {
  await app?.close();
});

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

/** A request body as LiteLLM 1.90 sends it (null for every unset optional field). */
function liteLLMBody(inputType: 'request' | 'response', texts: string[], extra: Record<string, unknown> = {}) {
  return {
    input_type: inputType,
    litellm_call_id: 'call-1',
    litellm_trace_id: 'trace-1',
    structured_messages: inputType === 'request' ? texts.map((t) => ({ role: 'user', content: t })) : null,
    images: null,
    tools: null,
    texts,
    request_data: { user_api_key_hash: 'abc', user_api_key_user_id: 'default_user_id' },
    request_headers: { 'content-type': 'application/json', authorization: '[present]' },
    litellm_version: '1.90.7',
    additional_provider_specific_params: {},
    tool_calls: null,
    model: 'tiny',
    ...extra,
  };
}

describe('the LiteLLM generic guardrail API', () => {
  beforeEach(() => start());

  test.each(['/beta/litellm_basic_guardrail_api', '/beta/proxy_basic_guardrail_api'])(
    '%s masks names in a request and restores them in the response of the same call',
    async (path) => {
      const masked = await post(path, liteLLMBody('request', ['Alice Johnson works at Acme Corporation.']));
      expect(masked.status).toBe(200);
      expect(masked.body).toEqual({ action: 'GUARDRAIL_INTERVENED', texts: ['[PERSON_1] works at [ORG_1].'] });

      const restored = await post(path, liteLLMBody('response', ['Say hi to [PERSON_1] of [ORG_1].']));
      expect(restored.body).toEqual({ action: 'GUARDRAIL_INTERVENED', texts: ['Say hi to Alice Johnson of Acme Corporation.'] });
    },
  );

  test('a response whose text ends inside a placeholder asks LiteLLM to hold that tail back (streams)', async () => {
    await post('/beta/litellm_basic_guardrail_api', liteLLMBody('request', ['Alice Johnson works at Acme Corporation.']));
    const partial = await post('/beta/litellm_basic_guardrail_api', liteLLMBody('response', ['Hi [PERSON_1], from [OR', 'done']));
    expect(partial.body).toEqual({
      action: 'GUARDRAIL_INTERVENED',
      texts: ['Hi Alice Johnson, from [OR', 'done'],
      stream_holdback_chars: [3, 0],
    });
    const nothingYet = await post('/beta/litellm_basic_guardrail_api', liteLLMBody('response', ['Hi [PERS']));
    expect(nothingYet.body).toEqual({ action: 'NONE', stream_holdback_chars: [5] });
  });

  test('answers NONE when there is nothing to mask or restore', async () => {
    expect((await post('/beta/litellm_basic_guardrail_api', liteLLMBody('request', ['the weather is nice']))).body).toEqual({ action: 'NONE' });
    expect((await post('/beta/litellm_basic_guardrail_api', liteLLMBody('response', [], { texts: null }))).body).toEqual({ action: 'NONE' });
  });

  test('applies the allow and deny lists from additional_provider_specific_params', async () => {
    const res = await post(
      '/beta/litellm_basic_guardrail_api',
      liteLLMBody('request', ['Zed called Microsoft.'], { additional_provider_specific_params: { deny_list: ['Zed'], allow_list: ['Microsoft'] } }),
    );
    expect(res.body).toEqual({ action: 'GUARDRAIL_INTERVENED', texts: ['[PERSON_1] called Microsoft.'] });
  });

  test('keeps names stable across the calls of one conversation (end user + session header)', async () => {
    const turn = (callId: string, text: string, session: string) =>
      post(
        '/beta/litellm_basic_guardrail_api',
        liteLLMBody('request', [text], {
          litellm_call_id: callId,
          request_data: { user_api_key_user_id: 'default_user_id', user_api_key_end_user_id: 'u1' },
          request_headers: { 'x-litellm-session-id': session },
        }),
      );
    await turn('c1', 'Ann Lee and Bob Stone', 's1');
    expect((await turn('c2', 'Bob Stone again', 's1')).body.texts).toEqual(['[PERSON_2] again']);
    // Another session of the same user starts afresh.
    expect((await turn('c3', 'Bob Stone again', 's2')).body.texts).toEqual(['[PERSON_1] again']);
  });

  test('never joins two master-key calls into one conversation', async () => {
    await post('/beta/litellm_basic_guardrail_api', liteLLMBody('request', ['Ann Lee'], { litellm_call_id: 'a' }));
    const other = await post('/beta/litellm_basic_guardrail_api', liteLLMBody('response', ['[PERSON_1]'], { litellm_call_id: 'b' }));
    expect(other.body).toEqual({ action: 'NONE' });
  });

  test('echoes the caller\'s X-Request-Id', async () => {
    const res = await post('/beta/litellm_basic_guardrail_api', liteLLMBody('request', ['hi']), { 'x-request-id': 'req-42' });
    expect(res.headers.get('x-request-id')).toBe('req-42');
  });

  test.each([
    ['a missing input_type', { texts: ['x'] }, "body must have required property 'input_type'"],
    ['an unknown input_type', { input_type: 'both', texts: ['x'] }, 'body/input_type must be equal to one of the allowed values'],
    ['a text that is not a string', { input_type: 'request', texts: [42] }, 'body/texts/0 must be string'],
    ['a deny list that is not a list', { input_type: 'request', texts: ['x'], additional_provider_specific_params: { deny_list: 'Zed' } }, 'body/additional_provider_specific_params/deny_list must be array,null'],
  ])('rejects %s with 400 and a message naming the field', async (_what, body, message) => {
    const res = await post('/beta/litellm_basic_guardrail_api', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  test('rejects a body that is not JSON with 400', async () => {
    const res = await post('/beta/litellm_basic_guardrail_api', '{"input_type":');
    expect(res.status).toBe(400);
  });
});

describe('limits', () => {
  test('answers 413 to a body over the limit, and keeps serving', async () => {
    await start({ bodyLimitBytes: 2048 });
    const big = await post('/beta/litellm_basic_guardrail_api', liteLLMBody('request', ['x'.repeat(4096)]));
    expect(big.status).toBe(413);
    expect((await post('/beta/litellm_basic_guardrail_api', liteLLMBody('request', ['Ann Lee']))).status).toBe(200);
  });

  test('answers 400 to a text longer than maxTextChars', async () => {
    await start({ maxTextChars: 10 });
    const res = await post('/beta/litellm_basic_guardrail_api', liteLLMBody('request', ['x'.repeat(11)]));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('body/texts/0 must NOT have more than 10 characters');
  });

  test('blocks a conversation that would exceed maxNamesPerScope instead of leaking a name', async () => {
    await start({ maxNamesPerScope: 1 });
    const res = await post('/beta/litellm_basic_guardrail_api', liteLLMBody('request', ['Ann Lee met Bob Stone.']));
    expect(res.body).toEqual({ action: 'BLOCKED', blocked_reason: 'Pseudonymizer: a conversation may hold at most 1 distinct names' });
  });

  test('uses the default params when a call sets none', async () => {
    await start({ defaultParams: { deny_list: ['Zed'] } });
    const res = await post('/beta/litellm_basic_guardrail_api', liteLLMBody('request', ['Zed says hi']));
    expect(res.body).toEqual({ action: 'GUARDRAIL_INTERVENED', texts: ['[PERSON_1] says hi'] });
  });
});

describe('the alt check protocol', () => {
  beforeEach(() => start());

  test('pre_call masks, post_call restores, against the same conversation', async () => {
    const conv = { identity: 'user-7', session_id: 'chat-1' };
    const pre = await post('/v1/alt/check', { phase: 'pre_call', content: 'Ann Lee joined Acme Corporation.', request_id: 'r1', ...conv });
    expect(pre.body).toEqual({ action: 'rewrite', content: '[PERSON_1] joined [ORG_1].', scope: 'conversation' });
    const post2 = await post('/v1/alt/check', { phase: 'post_call', content: ['Welcome, [PERSON_1]!'], request_id: 'r2', ...conv });
    expect(post2.body).toEqual({ action: 'rewrite', content: ['Welcome, Ann Lee!'], scope: 'conversation' });
  });

  test('during_call restores a placeholder split across streamed chunks', async () => {
    await post('/v1/alt/check', { phase: 'pre_call', content: 'Ann Lee', request_id: 'r1' });
    const chunks = ['Hello [PER', 'SON_', '1], how', ' are you?'];
    const out: string[] = [];
    for (const [i, content] of chunks.entries()) {
      const res = await post('/v1/alt/check', { phase: 'during_call', content, request_id: 'r1', stream_done: i === chunks.length - 1 });
      expect(res.status).toBe(200);
      out.push(res.body.content as string);
    }
    expect(out).toEqual(['Hello ', '', 'Ann Lee, how', ' are you?']);
  });

  test('answers pass when nothing changes', async () => {
    const res = await post('/v1/alt/check', { phase: 'pre_call', content: 'nothing to see', request_id: 'r1' });
    expect(res.body).toEqual({ action: 'pass', content: 'nothing to see', scope: 'request' });
  });

  test.each([
    ['a missing request_id', { phase: 'pre_call', content: 'x' }, "body must have required property 'request_id'"],
    ['an unknown phase', { phase: 'logging_only', content: 'x', request_id: 'r' }, 'body/phase must be equal to one of the allowed values'],
    ['a list of chunks in during_call', { phase: 'during_call', content: ['a', 'b'], request_id: 'r' }, 'Invalid request: content must be one string (a chunk) in phase during_call'],
    ['a blank request_id', { phase: 'pre_call', content: 'x', request_id: '  ' }, 'Invalid request: request_id must not be blank'],
  ])('rejects %s with 400', async (_what, body, message) => {
    const res = await post('/v1/alt/check', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe('health and metrics', () => {
  beforeEach(() => start());

  test('/healthz and /readyz answer 200 once the engine is warmed up', async () => {
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
  });

  test('/metrics counts calls by endpoint and action, rejections included', async () => {
    await post('/beta/litellm_basic_guardrail_api', liteLLMBody('request', ['Ann Lee']));
    await post('/beta/litellm_basic_guardrail_api', liteLLMBody('request', ['plain']));
    await post('/beta/litellm_basic_guardrail_api', { input_type: 'nope' });
    await post('/v1/alt/check', { phase: 'post_call', content: 'x', request_id: 'r' });
    const text = await (await fetch(`${base}/metrics`)).text();
    expect(text).toContain('aigw_pseudonymizer_requests_total{endpoint="guardrail_api",action="GUARDRAIL_INTERVENED"} 1');
    expect(text).toContain('aigw_pseudonymizer_requests_total{endpoint="guardrail_api",action="NONE"} 1');
    expect(text).toContain('aigw_pseudonymizer_requests_total{endpoint="guardrail_api",action="rejected"} 1');
    expect(text).toContain('aigw_pseudonymizer_requests_total{endpoint="alt_check",action="pass"} 1');
    expect(text).toContain('aigw_pseudonymizer_names_masked_total{kind="person"} 1');
    expect(text).toContain('aigw_pseudonymizer_mapping_scopes 1');
    expect(text).toContain('aigw_pseudonymizer_request_duration_seconds_count{endpoint="guardrail_api"} 3');
  });

  test('two engines in one process keep separate metrics', async () => {
    const other = await buildPseudonymizer();
    try {
      await post('/beta/litellm_basic_guardrail_api', liteLLMBody('request', ['Ann Lee']));
      const otherBase = await other.listen({ port: 0, host: '127.0.0.1' });
      const text = await (await fetch(`${otherBase}/metrics`)).text();
      expect(text).toContain('aigw_pseudonymizer_requests_total');
      expect(text).not.toContain('action="GUARDRAIL_INTERVENED"');
    } finally {
      await other.close();
    }
  });
});
