/**
 * The guardrail path end to end, with a client nobody here wrote: a real LiteLLM proxy calls the
 * license gate through its generic_guardrail_api guardrail (pre_call and post_call), the gate
 * forwards to the pseudonymizer, and LiteLLM's model is our recording model server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureLiteLLM } from './support/litellm';
import { modelReply } from './support/model-server';
import { BLOCKED_REASON, GuardrailStack } from './support/stack';

const REAL_NAMES = ['Alice Johnson', 'Acme Corporation', 'Zed'];
// "Zed" is one the tagger does not know: the guardrail's deny list must catch it.
const PARAMS = { deny_list: ['Zed'] };

let workDir: string;
let stack: GuardrailStack;

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'aigw-e2e-'));
  const python = await ensureLiteLLM();
  stack = await GuardrailStack.start({ workDir, python, params: PARAMS });
}, 20 * 60_000);

afterAll(async () => {
  await stack?.stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
}, 60_000);

function delta(before: Record<string, number>, after: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.keys(after).map((k) => [k, after[k] - (before[k] ?? 0)]));
}

describe('with a valid license and the engine up', () => {
  test('the model never sees the real names and the client gets them back restored', async () => {
    const before = await stack.decisions();
    const callsBefore = stack.model.calls.length;
    const message = 'Please write to Alice Johnson at Acme Corporation and copy Zed.';

    const answer = await stack.chat([{ role: 'user', content: message }]);

    expect(answer.status).toBe(200);
    expect(answer.content).toBe(modelReply(message));
    const seen = stack.model.calls.slice(callsBefore).map((c) => JSON.stringify(c.body.messages)).join('\n');
    expect(stack.model.calls.length).toBe(callsBefore + 1);
    for (const name of REAL_NAMES) expect(seen).not.toContain(name);
    expect(seen).toMatch(/\[PERSON_\d+\]/);
    expect(seen).toMatch(/\[ORG_\d+\]/);
    // One gate call for pre_call, one for post_call.
    expect(delta(before, await stack.decisions())).toEqual({ forwarded: 2, blocked_unlicensed: 0, upstream_error: 0 });
  });

  test('a name keeps its placeholder across the turns of one conversation', async () => {
    const conversation = { user: 'e2e-user-1', sessionId: 'e2e-session-1' };
    const first = 'Alice Johnson will join us.';
    const callsBefore = stack.model.calls.length;
    const turn1 = await stack.chat([{ role: 'user', content: first }], conversation);
    expect(turn1.status).toBe(200);
    const second = 'Did Bob Stone meet Alice Johnson?';
    const turn2 = await stack.chat(
      [
        { role: 'user', content: first },
        { role: 'assistant', content: turn1.content! },
        { role: 'user', content: second },
      ],
      conversation,
    );

    expect(turn2.status).toBe(200);
    expect(turn2.content).toBe(modelReply(second));
    const [seen1, seen2] = stack.model.calls.slice(callsBefore).map((c) => c.body.messages!);
    const placeholder = /\[PERSON_\d+\]/.exec(String(seen1[0].content))![0];
    // Same name, same placeholder: in the repeated history and in the new question.
    expect(seen2[0].content).toBe(seen1[0].content);
    expect(String(seen2[2].content)).toContain(placeholder);
    expect(String(seen2[2].content)).not.toContain('Bob Stone');
    expect(String(seen2[2].content)).not.toContain('Alice Johnson');
  });

  test('one conversation never restores placeholders with another conversation\'s names', async () => {
    await stack.chat([{ role: 'user', content: 'Alice Johnson sends her regards.' }], { user: 'e2e-user-2', sessionId: 'a' });
    // A different person writes placeholder-shaped text: it must come back as written.
    const literal = 'What does [PERSON_1] mean in a template?';
    const answer = await stack.chat([{ role: 'user', content: literal }], { user: 'e2e-user-3', sessionId: 'b' });

    expect(answer.status).toBe(200);
    expect(answer.content).toBe(modelReply(literal));
  });
});

describe('with the license revoked on disk', () => {
  afterAll(async () => {
    stack.reinstateLicense();
    await stack.waitForLicense(true);
  });

  test('the client gets LiteLLM\'s guardrail error with the blocked reason and the model receives nothing', async () => {
    await stack.revokeLicense();
    await stack.waitForLicense(false);
    const before = await stack.decisions();
    const callsBefore = stack.model.calls.length;

    const answer = await stack.chat([{ role: 'user', content: 'Alice Johnson asks for the report.' }]);

    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(BLOCKED_REASON);
    expect(stack.model.calls.length).toBe(callsBefore);
    expect(delta(before, await stack.decisions())).toEqual({ forwarded: 0, blocked_unlicensed: 1, upstream_error: 0 });
  });
});

describe('with the engine stopped', () => {
  beforeAll(async () => {
    await stack.stopEngine();
  });

  test('the gate answers 502 and fail_closed fails the request before the model', async () => {
    const before = await stack.decisions();
    const callsBefore = stack.model.calls.length;

    const answer = await stack.chat([{ role: 'user', content: 'Alice Johnson asks again.' }]);

    expect(answer.status).toBeGreaterThanOrEqual(500);
    expect(JSON.stringify(answer.body)).toContain('502');
    expect(stack.model.calls.length).toBe(callsBefore);
    expect(delta(before, await stack.decisions())).toEqual({ forwarded: 0, blocked_unlicensed: 0, upstream_error: 1 });
  });

  test('fail_open lets the request through unguarded', async () => {
    await stack.startLiteLLM('fail_open');
    const before = await stack.decisions();
    const callsBefore = stack.model.calls.length;
    const message = 'Alice Johnson asks once more.';

    const answer = await stack.chat([{ role: 'user', content: message }]);

    expect(answer.status).toBe(200);
    expect(answer.content).toBe(modelReply(message));
    expect(stack.model.calls.length).toBe(callsBefore + 1);
    // pre_call and post_call both found the engine unreachable.
    expect(delta(before, await stack.decisions())).toEqual({ forwarded: 0, blocked_unlicensed: 0, upstream_error: 2 });
  });
});
