/**
 * The guardrail entry built for a `proxy` Gateway, run by the real LiteLLM. A pseudonymizer
 * Guardrail with modes pre_call, during_call and post_call (defaultOn false, so a client opts in by
 * name) is planned, wired into a Gateway (one ProxyGuardrail per mode), and its ProxyGuardrails
 * turned into `guardrails:` by the upstream config builder; only `api_base` is moved from the
 * in-cluster gate address to a local `aigw gate` in front of `aigw engine pseudonymizer`. Through
 * LiteLLM (the pinned 1.90.7 and 1.95.1) this checks that:
 *
 * - LiteLLM loads one guardrail, named exactly the Guardrail's `guardrailName`, the one name its
 *   `status.guardrailNames` lists;
 * - a client opting into that name gets each mode run exactly once, counted at the engine: pre_call
 *   on the request as the client wrote it (masking what the model sees), during_call beside the model
 *   call on the masked request, post_call on the answer (restoring it);
 * - no name opted into, nothing runs;
 * - on 1.95.1, a stream opted into the name gets its names back: the entry's
 *   `streaming_transform_mode` still applies when the entry lists several modes.
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
  const proxyGuardrails = proxy('ProxyGuardrail');
  const built = litellmConfig({ instance, credentials: [], models: [], guardrails: proxyGuardrails });
  expect(built.guardrailCollisions).toEqual([]);
  return {
    names: status!.guardrailNames!,
    proxyGuardrails: proxyGuardrails.length,
    entries: built.config.guardrails as { guardrail_name: string; litellm_params: Record<string, unknown> }[],
  };
}

// The pinned release, and the first whose post_call honours streaming_transform_mode on a stream.
const LITELLM_WITH_STREAM_TRANSFORM = '1.95.1';

describe.each([LITELLM_VERSION, LITELLM_WITH_STREAM_TRANSFORM])('LiteLLM %s runs every mode of a Guardrail under its one status.guardrailNames name', (version) => {
  let workDir: string;
  let stack: GuardrailStack;
  let built: ReturnType<typeof planned>;

  beforeAll(async () => {
    built = planned();
    workDir = mkdtempSync(join(tmpdir(), 'aigw-e2e-modes-'));
    const python = await ensureLiteLLM(undefined, version);
    stack = await GuardrailStack.start({
      workDir,
      python,
      recordEngineCalls: true,
      // The built entries as they are; only the in-cluster gate address becomes the local gate.
      liteLLMGuardrails: (gateUrl) => built.entries.map((e) => ({ ...e, litellm_params: { ...e.litellm_params, api_base: gateUrl } })),
    });
  }, 20 * 60_000);

  afterAll(async () => {
    await stack?.stop();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  }, 60_000);

  /** One completion opting into `optIn`; what the engine received (by input_type and text) and the model saw. */
  async function call(optIn: readonly string[]) {
    const engineBefore = stack.front!.calls.length;
    const modelBefore = stack.model.calls.length;
    const answer = await stack.chat([{ role: 'user', content: MESSAGE }], { guardrails: optIn });
    // LiteLLM answers only once the during_call hook it runs beside the model call has returned.
    const engine = stack.front!.calls.slice(engineBefore);
    expect(engine.every((c) => c.status === 200)).toBe(true);
    expect(stack.model.calls.length).toBe(modelBefore + 1);
    const requests = engine.filter((c) => c.inputType === 'request').map((c) => JSON.stringify(c.texts ?? []));
    return {
      answer,
      // pre_call sees the request as the client wrote it; during_call runs after it, on the masked request.
      preCall: requests.filter((t) => NAMES.every((n) => t.includes(n))).length,
      duringCall: requests.filter((t) => NAMES.every((n) => !t.includes(n)) && /\[PERSON_\d+\]/.test(t)).length,
      requests: requests.length,
      postCall: engine.filter((c) => c.inputType === 'response').length,
      modelSaw: JSON.stringify(stack.model.calls.at(-1)!.body.messages),
    };
  }

  test('one ProxyGuardrail per mode, one entry named guardrailName listing the modes, and LiteLLM lists exactly it', async () => {
    expect(built.names).toEqual(['pseudonymizer']);
    expect(built.proxyGuardrails).toBe(3);
    expect(built.entries.map((e) => [e.guardrail_name, e.litellm_params.mode])).toEqual([['pseudonymizer', ['pre_call', 'during_call', 'post_call']]]);
    const res = await fetch(`${stack.litellmUrl}/guardrails/list`, { headers: { authorization: `Bearer ${MASTER_KEY}` } });
    expect(res.status).toBe(200);
    const listed = ((await res.json()) as { guardrails: { guardrail_name: string }[] }).guardrails.map((g) => g.guardrail_name);
    expect(listed).toEqual(built.names);
  });

  test('opting into nothing: no mode runs (defaultOn false), the model sees the names', async () => {
    const r = await call([]);
    expect(r.answer.status).toBe(200);
    expect([r.requests, r.postCall]).toEqual([0, 0]);
    for (const n of NAMES) expect(r.modelSaw).toContain(n);
  });

  test('opting into the guardrailName: pre_call, during_call and post_call each run exactly once', async () => {
    const r = await call(built.names);
    expect(r.answer.status).toBe(200);
    expect({ preCall: r.preCall, duringCall: r.duringCall, postCall: r.postCall, requests: r.requests }).toEqual({ preCall: 1, duringCall: 1, postCall: 1, requests: 2 });
    // pre_call masked what the model saw; post_call restored the answer.
    for (const n of NAMES) expect(r.modelSaw).not.toContain(n);
    for (const n of NAMES) expect(r.answer.content).toContain(n);
    expect(r.answer.content).not.toMatch(/\[(PERSON|ORG)_\d+\]/);
  });

  test('a second request under the name runs each mode once again', async () => {
    const r = await call(built.names);
    expect(r.answer.status).toBe(200);
    expect([r.preCall, r.duringCall, r.postCall, r.requests]).toEqual([1, 1, 1, 2]);
  });

  // The entry's streaming_transform_mode (set because post_call is among its modes) still reaches
  // LiteLLM's post_call stream hook when the entry lists other modes too. Older releases ignore it.
  if (version !== LITELLM_WITH_STREAM_TRANSFORM) return;
  test('a stream opted into the name: the model sees placeholders, the client gets the names back', async () => {
    const modelBefore = stack.model.calls.length;
    const answer = await stack.chatStream([{ role: 'user', content: MESSAGE }], { guardrails: built.names });
    expect(answer.status).toBe(200);
    expect(stack.model.calls.length).toBe(modelBefore + 1);
    const modelSaw = JSON.stringify(stack.model.calls.at(-1)!.body.messages);
    for (const n of NAMES) expect(modelSaw).not.toContain(n);
    const streamed = answer.deltas.join('');
    for (const n of NAMES) expect(streamed).toContain(n);
    expect(streamed).not.toMatch(/\[(PERSON|ORG)_\d+\]/);
  });
});
