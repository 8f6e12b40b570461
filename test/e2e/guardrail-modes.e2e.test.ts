/**
 * The guardrail entries built for a `proxy` Gateway, run by the real LiteLLM. A pseudonymizer
 * Guardrail with modes pre_call, during_call and post_call (defaultOn false, so a client opts in by
 * name) is planned, wired into a Gateway, and its ProxyGuardrails turned into `guardrails:` by the
 * upstream config builder; only `api_base` is moved from the in-cluster gate address to a local
 * `aigw gate` in front of `aigw engine pseudonymizer`. Through LiteLLM this checks that:
 *
 * - LiteLLM loads one guardrail per mode under exactly the names the Guardrail's
 *   `status.guardrailNames` lists;
 * - a client opting into each of those names gets that mode run, seen at the engine by
 *   `input_type` and in the result: pre_call masks what the model sees, during_call calls the engine
 *   beside the model call and changes nothing, post_call restores the answer;
 * - no name opted into, nothing runs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { plan } from '../../lib/plan/plan';
import type { GuardrailFact } from '../../lib/plan/types';
import { litellmConfig, type ProxyObject } from '../../upstream/proxy/litellm-config';
import { facts, gateway, guardrail } from '../plan/fixtures';
import { ensureLiteLLM, LITELLM_VERSION } from './support/litellm';
import { MASTER_KEY, GuardrailStack } from './support/stack';

const MESSAGE = 'Please forward the contract to Alice Johnson at Acme Corporation.';
const NAMES = ['Alice Johnson', 'Acme Corporation'];

/** The Guardrail as a user writes it, its planned status, and what the Gateway emits for it. */
function planned() {
  const resource = guardrail(
    { mode: 'catalog', catalog: 'pseudonymizer', modes: ['pre_call', 'during_call', 'post_call'], defaultOn: false },
    'pii',
    'team-a',
    { uid: 'g-1', generation: 1 },
  );
  const status = plan(resource, facts()).status as GuardrailFact['status'];
  const gw = plan(gateway({ guardrailRefs: [{ name: 'pii' }] }, 'main', 'team-a', { uid: 'w-1' }), facts({ guardrails: [{ namespace: 'team-a', name: 'pii', resource, status }] }));
  expect(gw.status.conditions.find((c) => c.type === 'Ready')?.status).toBe('True');
  const proxy = (kind: string) => gw.objects.filter((o) => o.kind === kind) as unknown as ProxyObject<any>[];
  const [instance] = proxy('ProxyInstance');
  const built = litellmConfig({ instance, credentials: [], models: [], guardrails: proxy('ProxyGuardrail') });
  expect(built.guardrailCollisions).toEqual([]);
  return { names: status!.guardrailNames!, entries: built.config.guardrails as { guardrail_name: string; litellm_params: Record<string, unknown> }[] };
}

describe(`LiteLLM ${LITELLM_VERSION} runs every mode of a Guardrail under its status.guardrailNames`, () => {
  let workDir: string;
  let stack: GuardrailStack;
  let names: readonly string[];
  let entries: ReturnType<typeof planned>['entries'];
  const name = (mode: string) => names.find((n) => n.endsWith(`-${mode}`))!;

  beforeAll(async () => {
    ({ names, entries } = planned());
    workDir = mkdtempSync(join(tmpdir(), 'aigw-e2e-modes-'));
    const python = await ensureLiteLLM();
    stack = await GuardrailStack.start({
      workDir,
      python,
      recordEngineCalls: true,
      // The built entries as they are; only the in-cluster gate address becomes the local gate.
      liteLLMGuardrails: (gateUrl) => entries.map((e) => ({ ...e, litellm_params: { ...e.litellm_params, api_base: gateUrl } })),
    });
  }, 20 * 60_000);

  afterAll(async () => {
    await stack?.stop();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  }, 60_000);

  /** One completion opting into `optIn`; what the engine received (by input_type) and the model saw. */
  async function call(optIn: readonly string[]) {
    const engineBefore = stack.front!.calls.length;
    const modelBefore = stack.model.calls.length;
    const answer = await stack.chat([{ role: 'user', content: MESSAGE }], { guardrails: optIn });
    // LiteLLM answers only once the during_call hook it runs beside the model call has returned.
    const engine = stack.front!.calls.slice(engineBefore);
    expect(engine.every((c) => c.status === 200)).toBe(true);
    expect(stack.model.calls.length).toBe(modelBefore + 1);
    return {
      answer,
      requests: engine.filter((c) => c.inputType === 'request').length,
      responses: engine.filter((c) => c.inputType === 'response').length,
      modelSaw: JSON.stringify(stack.model.calls.at(-1)!.body.messages),
    };
  }

  test('the names are one per mode, and LiteLLM lists exactly them', async () => {
    expect(names).toEqual(['pseudonymizer-pre-call', 'pseudonymizer-during-call', 'pseudonymizer-post-call']);
    const res = await fetch(`${stack.litellmUrl}/guardrails/list`, { headers: { authorization: `Bearer ${MASTER_KEY}` } });
    expect(res.status).toBe(200);
    const listed = ((await res.json()) as { guardrails: { guardrail_name: string }[] }).guardrails.map((g) => g.guardrail_name);
    expect([...listed].sort()).toEqual([...names].sort());
  });

  test('opting into nothing: no mode runs (defaultOn false), the model sees the names', async () => {
    const r = await call([]);
    expect(r.answer.status).toBe(200);
    expect([r.requests, r.responses]).toEqual([0, 0]);
    for (const n of NAMES) expect(r.modelSaw).toContain(n);
  });

  test('pre_call alone: one request call, the model sees placeholders, the client gets them unrestored', async () => {
    const r = await call([name('pre-call')]);
    expect(r.answer.status).toBe(200);
    expect([r.requests, r.responses]).toEqual([1, 0]);
    for (const n of NAMES) expect(r.modelSaw).not.toContain(n);
    expect(r.answer.content).toMatch(/\[PERSON_\d+\]/);
  });

  test('during_call alone: one request call beside the model call, which it cannot change', async () => {
    const r = await call([name('during-call')]);
    expect(r.answer.status).toBe(200);
    expect([r.requests, r.responses]).toEqual([1, 0]);
    for (const n of NAMES) expect(r.modelSaw).toContain(n);
    for (const n of NAMES) expect(r.answer.content).toContain(n);
  });

  test('post_call alone: one response call on the answer', async () => {
    const r = await call([name('post-call')]);
    expect(r.answer.status).toBe(200);
    expect([r.requests, r.responses]).toEqual([0, 1]);
    for (const n of NAMES) expect(r.modelSaw).toContain(n);
  });

  test('all three names: pre_call and during_call on the request, post_call restores the answer', async () => {
    const r = await call(names);
    expect(r.answer.status).toBe(200);
    expect([r.requests, r.responses]).toEqual([2, 1]);
    for (const n of NAMES) expect(r.modelSaw).not.toContain(n);
    for (const n of NAMES) expect(r.answer.content).toContain(n);
    expect(r.answer.content).not.toMatch(/\[(PERSON|ORG)_\d+\]/);
  });
});
