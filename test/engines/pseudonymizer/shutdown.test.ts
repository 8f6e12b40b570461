/**
 * `aigw engine pseudonymizer` as a user runs it (bin/aigw.js over the build), stopped by SIGTERM
 * while a detector worker spins on a call: the process exits, and the call in flight gets its
 * verdict or its connection closes. Needs `npm run build` (as `npm test` does) for bin/aigw.js.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const REPO = join(__dirname, '..', '..', '..');
const AIGW = join(REPO, 'bin', 'aigw.js');
const FAULTY_DETECTOR = join(__dirname, 'support', 'faulty-detector.js');
const SPINNING_CALL = { input_type: 'request', texts: ['Zebulon Quartermaine SPIN-FOREVER'], litellm_call_id: 'stuck' };

jest.setTimeout(60_000);

let child: ChildProcess | undefined;

afterEach(() => {
  // A safety net for a failed test only: a passing one has seen the process exit.
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  child = undefined;
});

interface Engine {
  readonly base: string;
  readonly output: () => string;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts the engine on a free port and resolves once /readyz answers 200. */
async function startEngine(flags: string[]): Promise<Engine> {
  if (!existsSync(join(REPO, 'dist', 'cli', 'aigw.js'))) throw new Error('bin/aigw.js runs the build: run `npm run build` first');
  const proc = spawn(process.execPath, [AIGW, 'engine', 'pseudonymizer', '--host', '127.0.0.1', '--port', '0', '--detector-module', FAULTY_DETECTOR, '--detector-workers', '1', ...flags], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = proc;
  let out = '';
  proc.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  proc.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => proc.on('exit', (code, signal) => resolve({ code, signal })));
  const base = await new Promise<string>((resolve, reject) => {
    const poll = setInterval(() => {
      const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) {
        clearInterval(poll);
        resolve(m[1]);
      }
    }, 50);
    void exited.then(() => {
      clearInterval(poll);
      reject(new Error(`the engine exited before listening:\n${out}`));
    });
  });
  while ((await fetch(`${base}/readyz`)).status !== 200) await new Promise((r) => setTimeout(r, 50));
  return { base, output: () => out, exited };
}

/** Resolves once /metrics shows the one detector worker busy: the spinning call is in flight. */
async function untilWorkerBusy(base: string): Promise<void> {
  for (;;) {
    const text = await (await fetch(`${base}/metrics`)).text();
    if (text.includes('aigw_pseudonymizer_detector_busy_workers 1')) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

function guardrailCall(base: string) {
  return fetch(`${base}/beta/litellm_basic_guardrail_api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(SPINNING_CALL),
  }).then(
    async (res) => ({ status: res.status, body: (await res.json()) as Record<string, unknown> }),
    () => 'connection closed' as const,
  );
}

test('SIGTERM during a spinning call: the call gets its BLOCKED verdict, the engine exits 0', async () => {
  const engine = await startEngine(['--detection-budget-ms', '1500']);
  const call = guardrailCall(engine.base);
  await untilWorkerBusy(engine.base);
  child!.kill('SIGTERM');

  expect(await call).toEqual({
    status: 200,
    body: { action: 'BLOCKED', blocked_reason: 'Pseudonymizer: name detection exceeded its time budget (1500 ms)' },
  });
  expect(await engine.exited).toEqual({ code: 0, signal: null });
  expect(engine.output()).not.toContain('Zebulon');
});

test('SIGTERM while a call outlives the grace period: the engine still exits, with 1', async () => {
  const engine = await startEngine(['--detection-budget-ms', '600000', '--shutdown-grace-seconds', '1']);
  const call = guardrailCall(engine.base);
  await untilWorkerBusy(engine.base);
  child!.kill('SIGTERM');

  expect(await engine.exited).toEqual({ code: 1, signal: null });
  expect(await call).toBe('connection closed');
  expect(engine.output()).toContain('not stopped within the grace period: exiting');
});
