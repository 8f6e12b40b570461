/**
 * The pseudonymizer scaled past one replica: two `aigw engine pseudonymizer --store redis`
 * processes share mappings on a real redis-server, behind one address that sends each request to
 * the next engine in turn (as a Service does). A real LiteLLM calls them through the gate: a
 * call's pre_call lands on one engine and its post_call on the other. With the store down every
 * call is blocked — also when the guardrail is configured fail_open.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRedis, type RedisServer } from '../support/redis';
import { ensureLiteLLM } from './support/litellm';
import { modelReply } from './support/model-server';
import { GuardrailStack } from './support/stack';

const STORE_DOWN = 'Pseudonymizer: the name mapping store is unavailable';

let workDir: string;
let redis: RedisServer;
let stack: GuardrailStack;

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'aigw-e2e-replicas-'));
  redis = await startRedis();
  const python = await ensureLiteLLM();
  stack = await GuardrailStack.start({ workDir, python, engineReplicas: 2, redis: { url: redis.url, password: redis.password } });
}, 20 * 60_000);

afterAll(async () => {
  await stack?.stop();
  await redis?.dispose();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
}, 60_000);

test('a call masked by one engine is restored by the other', async () => {
  const routed = stack.front!.calls.length;
  const callsBefore = stack.model.calls.length;
  const message = 'Please write to Alice Johnson at Acme Corporation about the invoice.';

  const answer = await stack.chat([{ role: 'user', content: message }]);

  expect(answer.status).toBe(200);
  expect(answer.content).toBe(modelReply(message));
  const seen = JSON.stringify(stack.model.calls.slice(callsBefore).map((c) => c.body.messages));
  expect(seen).not.toContain('Alice Johnson');
  expect(seen).not.toContain('Acme Corporation');
  expect(seen).toMatch(/\[PERSON_\d+\]/);
  const calls = stack.front!.calls.slice(routed);
  const maskedBy = calls.find((c) => c.inputType === 'request')!.backend;
  const restoredBy = calls.find((c) => c.inputType === 'response')!.backend;
  expect(calls.every((c) => c.status === 200)).toBe(true);
  expect(restoredBy).not.toBe(maskedBy);
});

test('a conversation keeps its placeholders whichever engine each turn reaches', async () => {
  const conversation = { user: 'replica-user', sessionId: 'replica-session' };
  const first = 'Bob Stone will review the contract.';
  const callsBefore = stack.model.calls.length;
  const backends = new Set<number>();
  let history: Array<{ role: string; content: string }> = [];
  for (const text of [first, 'Did Bob Stone sign it?', 'Ask Bob Stone again tomorrow.']) {
    const routed = stack.front!.calls.length;
    history = [...history, { role: 'user', content: text }];
    const answer = await stack.chat(history, conversation);
    expect(answer.status).toBe(200);
    expect(answer.content).toBe(modelReply(text));
    history = [...history, { role: 'assistant', content: answer.content! }];
    for (const c of stack.front!.calls.slice(routed)) if (c.inputType === 'request') backends.add(c.backend);
    // Each chat is two calls (pre_call, post_call): shift the turn so the next chat's pre_call
    // reaches the other engine.
    stack.front!.skip();
  }
  // Both engines masked turns of this conversation, and every turn used the same placeholder.
  expect(backends).toEqual(new Set([0, 1]));
  const lastUser = stack.model.calls.slice(callsBefore).map((c) => String(c.body.messages!.filter((m) => m.role === 'user').pop()!.content));
  const placeholders = lastUser.map((t) => /\[PERSON_\d+\]/.exec(t)?.[0]);
  expect(new Set(placeholders).size).toBe(1);
  expect(placeholders[0]).toBeDefined();
  expect(lastUser.join('\n')).not.toContain('Bob Stone');
});

describe('with the store down', () => {
  beforeAll(async () => {
    await redis.stop();
  });

  afterAll(async () => {
    await redis.start();
  });

  test('the client gets the blocked reason and the model receives nothing (fail_closed)', async () => {
    const callsBefore = stack.model.calls.length;
    const answer = await stack.chat([{ role: 'user', content: 'Carla Mendes from Globex Corporation asks for her file.' }]);

    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(STORE_DOWN);
    expect(stack.model.calls.length).toBe(callsBefore);
  });

  test('a fail_open guardrail blocks too: the engine answers a verdict, not an unreachable error', async () => {
    await stack.startLiteLLM('fail_open');
    const callsBefore = stack.model.calls.length;
    const before = await stack.decisions();

    const answer = await stack.chat([{ role: 'user', content: 'Carla Mendes from Globex Corporation asks again.' }]);

    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(STORE_DOWN);
    expect(stack.model.calls.length).toBe(callsBefore);
    const after = await stack.decisions();
    // The gate forwarded and the engine answered: nothing was "unreachable".
    expect(after.upstream_error - before.upstream_error).toBe(0);
    expect(after.forwarded - before.forwarded).toBe(1);
  });
});

test('once the store is back the engines mask and restore again', async () => {
  const message = 'Dmitri Ivanov sends the signed copy.';
  let answer = await stack.chat([{ role: 'user', content: message }]);
  // The engines' clients reconnect in the background (backing off up to 2 s).
  for (let i = 0; i < 50 && answer.status !== 200; i++) {
    await new Promise((r) => setTimeout(r, 200));
    answer = await stack.chat([{ role: 'user', content: message }]);
  }
  expect(answer.status).toBe(200);
  expect(answer.content).toBe(modelReply(message));
  expect(JSON.stringify(stack.model.calls.at(-1)!.body.messages)).not.toContain('Dmitri Ivanov');
});
