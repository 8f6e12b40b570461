/**
 * Two engines on one real redis-server, over HTTP: a conversation masked by one is restored by the
 * other, and while the server is down every call is answered BLOCKED (fail closed), never with the
 * names or a pass.
 */
import type { FastifyInstance } from 'fastify';
import { buildPseudonymizer } from '../../../engines/pseudonymizer';
import type { NameMappingJson } from '../../../engines/pseudonymizer/core/name-mapping';
import { connectRedis } from '../../../engines/pseudonymizer/store/redis-connection';
import { startRedis, type RedisServer } from '../../support/redis';

let redis: RedisServer;
const engines: Array<{ app: FastifyInstance; url: string }> = [];

async function engine(): Promise<string> {
  const conn = await connectRedis({ url: redis.url, password: redis.password, commandTimeoutMs: 1000 });
  const bounds = { maxEntries: 1000, ttlMs: 60_000 };
  const app = await buildPseudonymizer({
    mappingStore: conn.store<NameMappingJson>({ prefix: '{shared}:mapping:', ...bounds }),
    streamStore: conn.store<string>({ prefix: '{shared}:stream:', ...bounds }),
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  engines.push({ app, url });
  return url;
}

beforeAll(async () => {
  redis = await startRedis();
}, 120_000);

afterAll(async () => {
  await Promise.all(engines.map((e) => e.app.close()));
  await redis?.dispose();
});

async function post(base: string, path: string, body: unknown) {
  const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const call = (input_type: 'request' | 'response', texts: string[], callId: string) => ({
  input_type,
  texts,
  litellm_call_id: callId,
  request_data: { user_api_key_user_id: 'default_user_id' },
  request_headers: {},
});

const GUARDRAIL = '/beta/litellm_basic_guardrail_api';

test('a call masked on one engine is restored on the other', async () => {
  const [one, two] = [await engine(), await engine()];
  const masked = await post(one, GUARDRAIL, call('request', ['Alice Johnson works at Acme Corporation.'], 'call-a'));
  expect(masked.body).toEqual({ action: 'GUARDRAIL_INTERVENED', texts: ['[PERSON_1] works at [ORG_1].'] });

  const restored = await post(two, GUARDRAIL, call('response', ['Say hi to [PERSON_1] of [ORG_1].'], 'call-a'));
  expect(restored.body).toEqual({ action: 'GUARDRAIL_INTERVENED', texts: ['Say hi to Alice Johnson of Acme Corporation.'] });

  // A stream (alt protocol, during_call) whose chunks alternate between the engines.
  const chunks = ['Hi [PER', 'SON_1], re', 'gards from [O', 'RG_1]'];
  const out: string[] = [];
  for (const [i, content] of chunks.entries()) {
    const res = await post(i % 2 === 0 ? one : two, '/v1/alt/check', {
      phase: 'during_call',
      content,
      request_id: 'call-a',
      stream_done: i === chunks.length - 1,
    });
    out.push(res.body.content as string);
  }
  expect(out.join('')).toBe('Hi Alice Johnson, regards from Acme Corporation');
});

test('while the store is down every call is BLOCKED, and calls work again once it is back', async () => {
  const [one, two] = engines.length >= 2 ? engines.map((e) => e.url) : [await engine(), await engine()];
  await post(one, GUARDRAIL, call('request', ['Bob Stone called.'], 'call-b'));
  await redis.stop();
  try {
    const request = await post(one, GUARDRAIL, call('request', ['Carla Mendes from Globex Corporation called.'], 'call-c'));
    expect(request.status).toBe(200);
    expect(request.body).toEqual({ action: 'BLOCKED', blocked_reason: 'Pseudonymizer: the name mapping store is unavailable' });
    const response = await post(two, GUARDRAIL, call('response', ['Tell [PERSON_1] hello.'], 'call-b'));
    expect(response.body).toEqual({ action: 'BLOCKED', blocked_reason: 'Pseudonymizer: the name mapping store is unavailable' });
    const alt = await post(two, '/v1/alt/check', { phase: 'pre_call', content: 'Carla Mendes called.', request_id: 'r1' });
    expect(alt.body).toEqual({ action: 'block', reason: 'Pseudonymizer: the name mapping store is unavailable', scope: 'request' });
    const metrics = await (await fetch(`${two}/metrics`)).text();
    expect(metrics).toMatch(/^aigw_pseudonymizer_store_errors_total 2$/m);
  } finally {
    await redis.start();
  }
  let answer: Record<string, unknown> = {};
  for (let i = 0; i < 100; i++) {
    answer = (await post(one, GUARDRAIL, call('request', ['Carla Mendes called.'], 'call-d'))).body;
    if (answer.action !== 'BLOCKED') break;
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(answer).toEqual({ action: 'GUARDRAIL_INTERVENED', texts: ['[PERSON_1] called.'] });
});
