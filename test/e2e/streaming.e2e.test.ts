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
 * So with LiteLLM 1.90.7 a streamed answer keeps its placeholders (no name reaches the model
 * either way). LiteLLM 1.95 added `streaming_transform_mode: incremental_diff` on the post_call
 * guardrail: it withholds the model's chunks, sends the accumulated text to the guardrail every
 * few chunks, and streams the difference between the guardrail's text and what the client already
 * has, withholding each text's last `stream_holdback_chars` characters. The engine reports an
 * unfinished placeholder at the end of the text there, so with that mode the stream is restored
 * and every restored name reaches the client whole, in one chunk.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureLiteLLM, LITELLM_VERSION } from './support/litellm';
import { modelReply } from './support/model-server';
import { GuardrailStack } from './support/stack';

const LITELLM_WITH_STREAM_TRANSFORM = '1.95.1';
// The model streams 5 characters a chunk and LiteLLM checks every 5th chunk: the masked answer's
// 50th character falls inside "[PERSON_1]", so one round ends on "… minutes to [PERSON" and the
// engine must ask LiteLLM to hold that back.
const MESSAGE = 'Please send the signed minutes to Alice Johnson at the Acme Corporation office before Friday.';
const NAMES = ['Alice Johnson', 'Acme Corporation'];

async function engineVerdicts(stack: GuardrailStack): Promise<Record<string, number>> {
  const text = await (await fetch(`${stack.engineUrl}/metrics`)).text();
  const out: Record<string, number> = {};
  for (const m of text.matchAll(/^aigw_pseudonymizer_requests_total\{endpoint="guardrail_api",action="(\w+)"\} (\d+)$/gm)) out[m[1]] = Number(m[2]);
  return out;
}

/** The masked request as the model received it, checked for names. */
function maskedRequest(stack: GuardrailStack, callsBefore: number): string {
  expect(stack.model.calls.length).toBe(callsBefore + 1);
  const call = stack.model.calls.at(-1)!;
  expect(call.body.stream).toBe(true);
  const seen = String(call.body.messages!.at(-1)!.content);
  for (const name of NAMES) expect(seen).not.toContain(name);
  expect(seen).toMatch(/\[PERSON_\d+\].*\[ORG_\d+\]/);
  return seen;
}

describe(`LiteLLM ${LITELLM_VERSION}, post_call on a stream (block_only)`, () => {
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

  test('the client gets the model\'s stream unchanged (placeholders), and the model never sees a name', async () => {
    const callsBefore = stack.model.calls.length;
    const verdictsBefore = await engineVerdicts(stack);

    const answer = await stack.chatStream([{ role: 'user', content: MESSAGE }]);

    expect(answer.status).toBe(200);
    const seen = maskedRequest(stack, callsBefore);
    const streamed = answer.deltas.join('');
    expect(answer.deltas.length).toBeGreaterThan(5);
    expect(streamed).toBe(modelReply(seen));
    for (const name of NAMES) expect(streamed).not.toContain(name);
    // post_call did run on the stream: the engine restored the text so far (GUARDRAIL_INTERVENED)
    // and LiteLLM dropped it.
    const verdicts = await engineVerdicts(stack);
    expect((verdicts.GUARDRAIL_INTERVENED ?? 0) - (verdictsBefore.GUARDRAIL_INTERVENED ?? 0)).toBeGreaterThanOrEqual(2);
  });

  test('the same call without streaming is restored', async () => {
    const answer = await stack.chat([{ role: 'user', content: MESSAGE }]);
    expect(answer.status).toBe(200);
    expect(answer.content).toBe(modelReply(MESSAGE));
  });
});

describe(`LiteLLM ${LITELLM_WITH_STREAM_TRANSFORM}, post_call on a stream with streaming_transform_mode: incremental_diff`, () => {
  let workDir: string;
  let stack: GuardrailStack;

  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'aigw-e2e-stream-diff-'));
    const python = await ensureLiteLLM(undefined, LITELLM_WITH_STREAM_TRANSFORM);
    stack = await GuardrailStack.start({ workDir, python, streamingTransformMode: 'incremental_diff' });
  }, 20 * 60_000);

  afterAll(async () => {
    await stack?.stop();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  }, 60_000);

  test('the streamed answer is restored, every name whole in one chunk, and the model never sees a name', async () => {
    const callsBefore = stack.model.calls.length;

    const answer = await stack.chatStream([{ role: 'user', content: MESSAGE }]);

    expect(answer.status).toBe(200);
    maskedRequest(stack, callsBefore);
    expect(answer.deltas.join('')).toBe(modelReply(MESSAGE));
    expect(answer.deltas.length).toBeGreaterThan(1);
    for (const name of NAMES) expect(answer.deltas.filter((d) => d.includes(name))).toHaveLength(1);
    // No piece of a placeholder ever reached the client.
    for (const delta of answer.deltas) expect(delta).not.toContain('[');
  });
});
