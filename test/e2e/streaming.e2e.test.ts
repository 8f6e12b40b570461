/**
 * A streamed chat completion (`stream: true`) through a real LiteLLM with the pseudonymizer wired
 * in pre_call and post_call, as the catalog wires it. What LiteLLM 1.90.7 does (read from
 * `proxy/guardrails/guardrail_hooks/unified_guardrail/unified_guardrail.py` and checked here):
 *
 * - pre_call masks the request as for any call: the model never sees the names;
 * - post_call on a stream calls the guardrail with the text so far every 5th chunk and at the end
 *   (`input_type: "response"`), and stops the stream on BLOCKED, but it yields the model's chunks
 *   as they came: returned texts are never applied to a stream. The client therefore gets the
 *   placeholders, not the names, in a streamed answer;
 * - during_call runs on the input, beside the model call, and cannot change it.
 *
 * So with LiteLLM a streamed answer keeps its placeholders (no name reaches the model either
 * way); restored names need `stream: false`, or the alt gateway, whose during_call restores
 * chunk by chunk (engine tests).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureLiteLLM } from './support/litellm';
import { modelReply } from './support/model-server';
import { GuardrailStack } from './support/stack';

let workDir: string;
let stack: GuardrailStack;

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'aigw-e2e-stream-'));
  const python = await ensureLiteLLM();
  stack = await GuardrailStack.start({ workDir, python });
}, 20 * 60_000);

afterAll(async () => {
  await stack?.stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
}, 60_000);

async function engineVerdicts(): Promise<Record<string, number>> {
  const text = await (await fetch(`${stack.engineUrl}/metrics`)).text();
  const out: Record<string, number> = {};
  for (const m of text.matchAll(/^aigw_pseudonymizer_requests_total\{endpoint="guardrail_api",action="(\w+)"\} (\d+)$/gm)) out[m[1]] = Number(m[2]);
  return out;
}

test('a streamed answer reaches the client as the model wrote it (placeholders, unrestored), and the model never sees a name', async () => {
  const message = 'Please forward the minutes to Alice Johnson at Acme Corporation before Friday.';
  const callsBefore = stack.model.calls.length;
  const verdictsBefore = await engineVerdicts();

  const answer = await stack.chatStream([{ role: 'user', content: message }]);

  expect(answer.status).toBe(200);
  // The model got the masked request.
  expect(stack.model.calls.length).toBe(callsBefore + 1);
  const call = stack.model.calls.at(-1)!;
  expect(call.body.stream).toBe(true);
  const seen = String(call.body.messages!.at(-1)!.content);
  expect(seen).not.toContain('Alice Johnson');
  expect(seen).not.toContain('Acme Corporation');
  expect(seen).toMatch(/\[PERSON_\d+\].*\[ORG_\d+\]/);

  // The client got the model's stream unchanged, in many chunks: LiteLLM did not apply the
  // engine's restored texts to it.
  const streamed = answer.deltas.join('');
  expect(answer.deltas.length).toBeGreaterThan(5);
  expect(streamed).toBe(modelReply(seen));
  expect(streamed).not.toContain('Alice Johnson');

  // Yet post_call did run on the stream: the engine was asked to restore the text so far and
  // answered with the names (GUARDRAIL_INTERVENED), which LiteLLM dropped.
  const verdicts = await engineVerdicts();
  const intervened = (verdicts.GUARDRAIL_INTERVENED ?? 0) - (verdictsBefore.GUARDRAIL_INTERVENED ?? 0);
  expect(intervened).toBeGreaterThanOrEqual(2);
});

test('the same call without streaming is restored', async () => {
  const message = 'Please forward the minutes to Alice Johnson at Acme Corporation before Friday.';
  const answer = await stack.chat([{ role: 'user', content: message }]);
  expect(answer.status).toBe(200);
  expect(answer.content).toBe(modelReply(message));
});
