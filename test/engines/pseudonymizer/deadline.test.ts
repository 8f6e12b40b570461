/**
 * The engine's defences against a detector bug, on a real socket: a detector that never returns
 * costs one call a BLOCKED verdict while every other call, the probes and the metrics keep being
 * answered; a detector that throws is a BLOCKED verdict too, never a 5xx; and neither the answer
 * nor the log quotes the text.
 */
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { startPseudonymizer, type StartPseudonymizerProps } from '../../../engines/pseudonymizer';
import type { FastifyInstance } from 'fastify';

// Engines start worker threads; a busy machine makes that slow.
jest.setTimeout(30_000);

const FAULTY_DETECTOR = join(__dirname, 'support', 'faulty-detector.js');
const GUARDRAIL = '/beta/litellm_basic_guardrail_api';
const ALT = '/v1/alt/check';
/** The text around each marker: a name that must never reach an answer or a log line. */
const SECRET = 'Zebulon Quartermaine';

let app: FastifyInstance | undefined;
let base: string;
let logLines: Array<Record<string, unknown>>;
let logText: string;

async function start(props: StartPseudonymizerProps = {}): Promise<void> {
  logLines = [];
  logText = '';
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      logText += chunk.toString();
      for (const line of chunk.toString().split('\n')) if (line.trim() !== '') logLines.push(JSON.parse(line));
      done();
    },
  });
  const started = await startPseudonymizer({
    port: 0,
    host: '127.0.0.1',
    detectorModule: FAULTY_DETECTOR,
    detectorWorkers: 2,
    detectionBudgetMs: 1000,
    logger: { level: 'info', stream },
    ...props,
  });
  app = started.app;
  base = started.url;
}

afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function post(path: string, body: unknown) {
  const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const guardrailCall = (texts: string[], callId: string) => ({ input_type: 'request', texts, litellm_call_id: callId });

async function metric(name: string): Promise<string[]> {
  const text = await (await fetch(`${base}/metrics`)).text();
  return text.split('\n').filter((l) => l.startsWith(name));
}

/** Resolves once /metrics shows `n` detector workers running a call. */
async function untilBusyWorkers(n: number): Promise<void> {
  while (!(await metric('aigw_pseudonymizer_detector_busy_workers')).includes(`aigw_pseudonymizer_detector_busy_workers ${n}`)) {
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Resolves once /metrics shows `n` calls waiting for a worker. */
async function untilQueued(n: number): Promise<void> {
  while (!(await metric('aigw_pseudonymizer_detection_queue_length')).includes(`aigw_pseudonymizer_detection_queue_length ${n}`)) {
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('a detector that never returns', () => {
  test('costs its own call a BLOCKED verdict while probes, metrics and other calls are answered', async () => {
    // A budget long enough that, even on a busy machine, the calls below are answered inside it.
    await start({ detectionBudgetMs: 5000 });
    const stuck = post(GUARDRAIL, guardrailCall([`${SECRET} SPIN-FOREVER`], 'stuck'));
    let settled = false;
    void stuck.finally(() => (settled = true));
    await untilBusyWorkers(1);

    // While a worker spins, the thread that answers HTTP is free and the other worker serves.
    const [health, ready, metrics, other] = await Promise.all([
      fetch(`${base}/healthz`),
      fetch(`${base}/readyz`),
      fetch(`${base}/metrics`),
      post(GUARDRAIL, guardrailCall(['Ann Lee says hi'], 'other')),
    ]);
    expect(settled).toBe(false);
    expect(health.status).toBe(200);
    expect(ready.status).toBe(200);
    expect(metrics.status).toBe(200);
    expect(other).toEqual({ status: 200, body: { action: 'GUARDRAIL_INTERVENED', texts: ['[PERSON_1] says hi'] } });

    const blocked = await stuck;
    expect(blocked).toEqual({
      status: 200,
      body: { action: 'BLOCKED', blocked_reason: 'Pseudonymizer: name detection exceeded its time budget (5000 ms)' },
    });
    expect(await metric('aigw_pseudonymizer_deadline_exceeded_total')).toEqual(['aigw_pseudonymizer_deadline_exceeded_total{endpoint="guardrail_api"} 1']);
    expect(await metric('aigw_pseudonymizer_detector_worker_restarts_total')).toEqual([
      'aigw_pseudonymizer_detector_worker_restarts_total{reason="deadline"} 1',
    ]);

    const warning = logLines.find((l) => l.msg === 'name detection exceeded its budget: blocking the call');
    expect(warning).toMatchObject({ level: 40, texts: 1, chars: SECRET.length + ' SPIN-FOREVER'.length, budget_ms: 5000, queued: false });
    expect(logText).not.toContain('Zebulon');
  });

  test('the replaced worker serves again, and the alt protocol answers block', async () => {
    await start({ detectorWorkers: 1 });
    const blocked = await post(ALT, { phase: 'pre_call', content: `${SECRET} SPIN-FOREVER`, request_id: 'r1' });
    expect(blocked).toEqual({ status: 200, body: { action: 'block', reason: 'Pseudonymizer: name detection exceeded its time budget (1000 ms)', scope: 'request' } });
    // The only worker was terminated; its replacement answers the next call.
    const next = await post(ALT, { phase: 'pre_call', content: 'Ann Lee says hi', request_id: 'r2' });
    expect(next.body).toEqual({ action: 'rewrite', content: '[PERSON_1] says hi', scope: 'request' });
    expect(await metric('aigw_pseudonymizer_deadline_exceeded_total')).toEqual(['aigw_pseudonymizer_deadline_exceeded_total{endpoint="alt_check"} 1']);
  });

  test('a call still waiting for a worker when its budget runs out is blocked, counted as queued', async () => {
    await start({ detectorWorkers: 1 });
    // Replacement workers now take longer to load than any call's budget: the small call cannot
    // be served by one, however long the machine takes to queue it.
    process.env.AIGW_TEST_DETECTOR_LOAD_MS = '5000';
    // Two stuck calls sent together take the one worker in turn (the second one, on the spare,
    // right when its own budget is nearly spent); the small call behind them waits past its budget
    // while the terminated workers' replacements load.
    const first = post(GUARDRAIL, guardrailCall([`${SECRET} SPIN-FOREVER`], 'a'));
    const second = post(GUARDRAIL, guardrailCall([`${SECRET} SPIN-FOREVER`], 'b'));
    await untilQueued(1);
    const waiting = post(GUARDRAIL, guardrailCall(['Ann Lee waits'], 'c'));
    const verdicts = await Promise.all([first, second, waiting]).finally(() => delete process.env.AIGW_TEST_DETECTOR_LOAD_MS);
    expect(verdicts.map((v) => v.body.action)).toEqual(['BLOCKED', 'BLOCKED', 'BLOCKED']);
    const queued = logLines.filter((l) => l.msg === 'name detection exceeded its budget: blocking the call').map((l) => l.queued);
    expect(queued.sort()).toEqual([false, false, true]);
    expect(await metric('aigw_pseudonymizer_deadline_exceeded_total')).toEqual(['aigw_pseudonymizer_deadline_exceeded_total{endpoint="guardrail_api"} 3']);
  });
});

describe('a detector that throws', () => {
  test.each([
    ['throws an error quoting the text', 'THROW-NOW', 'Error'],
    ['overflows the stack', 'RECURSE-NOW', 'RangeError'],
  ])('that %s: BLOCKED with a generic reason, counted, logged without the text', async (_what, marker, errorName) => {
    await start();
    const res = await post(GUARDRAIL, guardrailCall([`${SECRET} ${marker}`], 'c'));
    expect(res).toEqual({ status: 200, body: { action: 'BLOCKED', blocked_reason: 'Pseudonymizer: the call could not be processed' } });
    const alt = await post(ALT, { phase: 'pre_call', content: `${SECRET} ${marker}`, request_id: 'r' });
    expect(alt).toEqual({ status: 200, body: { action: 'block', reason: 'Pseudonymizer: the call could not be processed', scope: 'request' } });

    expect(await metric('aigw_pseudonymizer_internal_errors_total')).toEqual([
      'aigw_pseudonymizer_internal_errors_total{endpoint="guardrail_api"} 1',
      'aigw_pseudonymizer_internal_errors_total{endpoint="alt_check"} 1',
    ]);
    const errors = logLines.filter((l) => l.msg === 'unexpected failure: blocking the call');
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatchObject({ level: 50, texts: 1, error: 'DetectorFailedError' });
    expect(logText).not.toContain('Zebulon');
    expect(logText).not.toContain(errorName === 'Error' ? 'cannot tag' : 'Maximum call stack');
    // The detector survives its own exception: no worker was replaced.
    expect(await metric('aigw_pseudonymizer_detector_worker_restarts_total')).toEqual([]);
  });

  test('that ends its worker: BLOCKED, the worker replaced, the next call served', async () => {
    await start({ detectorWorkers: 1 });
    const res = await post(GUARDRAIL, guardrailCall([`${SECRET} EXIT-NOW`], 'd'));
    expect(res.body).toEqual({ action: 'BLOCKED', blocked_reason: 'Pseudonymizer: the call could not be processed' });
    expect((await post(GUARDRAIL, guardrailCall(['Ann Lee says hi'], 'e'))).body).toEqual({ action: 'GUARDRAIL_INTERVENED', texts: ['[PERSON_1] says hi'] });
    expect(await metric('aigw_pseudonymizer_detector_worker_restarts_total')).toEqual(['aigw_pseudonymizer_detector_worker_restarts_total{reason="exit"} 1']);
    expect(logText).not.toContain('Zebulon');
  });

  test('a malformed call is still a 400', async () => {
    await start();
    expect((await post(GUARDRAIL, { input_type: 'sideways', texts: ['x'] })).status).toBe(400);
    expect((await post(ALT, { phase: 'during_call', content: ['a'], request_id: 'r' })).status).toBe(400);
  });
});

describe('starting', () => {
  test('fails when the detector module cannot be loaded', async () => {
    await expect(startPseudonymizer({ port: 0, host: '127.0.0.1', detectorModule: join(__dirname, 'support', 'no-such-detector.js') })).rejects.toThrow(
      /cannot load the detector/,
    );
  });
});
