/**
 * `npm run bench:engine`: what the pseudonymizer costs.
 *  1. Engine: throughput and p99 of a 2 KiB chat request (mask, then restore of the answer), against
 *     a baseline Fastify server that only parses the body, both as separate processes, same run.
 *     Then the scaling table: CPU per request from 1 KB to 1 MB, with few and with many distinct
 *     names, as a ratio to the baseline, and its growth from 100 KB to 1 MB (size-scaling.ts).
 *  2. End to end: a LiteLLM chat completion with the guardrail (LiteLLM -> gate -> engine, pre_call
 *     and post_call) against a LiteLLM without it, calls interleaved, same model server, same run.
 *  0. Detector: CPU per new 2 KiB message of the mask path in this process (median, p99) and the
 *     memory of the loaded detector (same numbers as `npm run eval:engine`).
 * The engine series also reads each server process's CPU time (/proc/<pid>/stat), so the
 * pseudonymizer's CPU per op is printed next to the baseline's.
 * Prints numbers and ratios; asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'undici';
import { AIGW_BIN, assertBuilt } from '../../test/e2e/support/aigw-cli';
import { Child } from '../../test/e2e/support/child';
import { freePort } from '../../test/support/free-port';
import { ensureLiteLLM } from '../../test/e2e/support/litellm';
import { GuardrailStack } from '../../test/e2e/support/stack';
import { chatTexts, guardrailBody } from './chat-request';
import { formatCpu, loadDetector, maskCpuPerMessage, messages } from './detector-cost';
import { buildDataset } from './eval/dataset';
import { cpuSeconds } from '../support/process-cpu';
import { sizeScalingBench } from './size-scaling';
import { formatSummary, measure, summarize, type Summary } from './stats';

const ENGINE_CALLS = Number(process.env.BENCH_ENGINE_CALLS ?? 1500);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const E2E_CALLS = Number(process.env.BENCH_E2E_CALLS ?? 150);
const SKIP_SCALING = process.env.BENCH_SKIP_SCALING === '1';

async function startProcess(name: string, args: string[], workDir: string): Promise<{ child: Child; url: string }> {
  const port = await freePort();
  const child = new Child({ name, command: process.execPath, args: [...args.map((a) => (a === 'PORT' ? String(port) : a))], logFile: join(workDir, `${name}.log`) });
  const url = `http://127.0.0.1:${port}`;
  await child.waitForHttp(`${url}/readyz`, 30_000);
  return { child, url };
}

type Series = Summary & { readonly cpuPerOp: number };

/** Masks the request, then restores the model's answer: one guarded chat completion's engine work. */
async function engineSeries(url: string, fresh: boolean, pid: number): Promise<Series> {
  const pool = new Pool(url, { connections: CONCURRENCY, pipelining: 1 });
  const base = chatTexts();
  // fresh: every op brings a message never seen before (the detector's cache cannot help).
  const textsFor = (i: number): string[] => (fresh ? [base[0], `Ticket ${i}. ${base[1]}`.slice(0, base[1].length)] : base);
  const call = async (body: string): Promise<Record<string, unknown>> => {
    const res = await pool.request({ method: 'POST', path: '/beta/litellm_basic_guardrail_api', headers: { 'content-type': 'application/json' }, body });
    if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode}: ${await res.body.text()}`);
    return (await res.body.json()) as Record<string, unknown>;
  };
  const once = async (i: number): Promise<void> => {
    const texts = textsFor(i);
    const masked = await call(guardrailBody(texts, `bench-${i}`, 'request'));
    const answer = (masked.texts as string[] | undefined) ?? texts;
    await call(guardrailBody([answer[1]], `bench-${i}`, 'response'));
  };
  await measure(300, CONCURRENCY, (i) => once(-1 - i));
  const cpu0 = cpuSeconds(pid);
  const { latencies, wallMs } = await measure(ENGINE_CALLS, CONCURRENCY, once);
  const cpu1 = cpuSeconds(pid);
  await pool.close();
  return { ...summarize(latencies, wallMs), cpuPerOp: ((cpu1 - cpu0) * 1000) / ENGINE_CALLS };
}

async function detectorBench(): Promise<void> {
  const { detector, memoryBytes } = await loadDetector();
  const cpu = await maskCpuPerMessage(messages(buildDataset(), 1000), detector);
  console.log(`\n[detector] new 2 KiB messages (evaluation-set prompts), one at a time, in this process`);
  console.log(formatCpu('mask (detect + replace)', cpu));
  console.log(memoryBytes === undefined ? 'detector memory: run with node --expose-gc' : `detector memory (lexicon + detector, after GC): ${(memoryBytes / 1048576).toFixed(1)} MiB`);
}

async function engineBench(workDir: string): Promise<void> {
  // The detection budget is wall time. On a shared machine of two cores, a 1 MB call of the
  // scaling table (a few hundred ms of CPU) can wait past the default 2 s for a core: it is then
  // answered BLOCKED and its worker replaced, and the cell would count the new worker loading its
  // detector, a cost of the machine's load rather than of the request's size.
  const engine = await startProcess(
    'engine',
    [AIGW_BIN, 'engine', 'pseudonymizer', '--host', '127.0.0.1', '--port', 'PORT', '--log-level', 'warn', '--detection-budget-ms', '60000'],
    workDir,
  );
  const baseline = await startProcess('baseline', [join(__dirname, 'baseline-server.js'), 'PORT'], workDir);
  try {
    const first = await engineSeries(baseline.url, true, baseline.child.pid!);
    const cold = await engineSeries(engine.url, true, engine.child.pid!);
    const warm = await engineSeries(engine.url, false, engine.child.pid!);
    // Measured before and after: the faster run is the baseline, so client warm-up and load drift
    // on a shared machine do not flatter the engine.
    const again = await engineSeries(baseline.url, true, baseline.child.pid!);
    const base = again.throughput > first.throughput ? again : first;
    console.log(`\n[engine] 2 KiB chat request; 1 op = mask call + restore call; ${CONCURRENCY} in flight; ops/s`);
    console.log(formatSummary('baseline (parse JSON, answer NONE)', base));
    console.log(formatSummary('pseudonymizer, new text each op', cold));
    console.log(formatSummary('pseudonymizer, repeated history', warm));
    for (const [label, s] of [['new text', cold], ['repeated history', warm]] as const) {
      console.log(`ratio pseudonymizer (${label})/baseline: throughput x${(s.throughput / base.throughput).toFixed(3)}, p99 x${(s.p99 / base.p99).toFixed(1)}`);
    }
    console.log(
      `server CPU per op (2 calls): baseline ${base.cpuPerOp.toFixed(2)} ms, pseudonymizer new text ${cold.cpuPerOp.toFixed(2)} ms ` +
        `(x${(cold.cpuPerOp / base.cpuPerOp).toFixed(2)}), repeated history ${warm.cpuPerOp.toFixed(2)} ms (x${(warm.cpuPerOp / base.cpuPerOp).toFixed(2)})`,
    );
    if (!SKIP_SCALING) await sizeScalingBench({ url: engine.url, pid: engine.child.pid! }, { url: baseline.url, pid: baseline.child.pid! });
  } finally {
    await Promise.allSettled([engine.child.stop(), baseline.child.stop()]);
  }
}

async function e2eBench(workDir: string): Promise<void> {
  const python = await ensureLiteLLM();
  const guarded = await GuardrailStack.start({ workDir: join(workDir, 'guarded'), python });
  const plain = await GuardrailStack.start({ workDir: join(workDir, 'plain'), python, guardrail: false });
  try {
    const base = chatTexts()[1];
    let n = 0;
    const chat = async (stack: GuardrailStack): Promise<number> => {
      // A new message each call: the detector's cache does not help (the worst case per turn).
      const message = `Ticket ${n++}. ${base}`;
      const t0 = performance.now();
      const answer = await stack.chat([{ role: 'user', content: message }]);
      if (answer.status !== 200) throw new Error(`LiteLLM answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      return performance.now() - t0;
    };
    for (let i = 0; i < 15; i++) {
      await chat(guarded);
      await chat(plain);
    }
    const withG: number[] = [];
    const without: number[] = [];
    // The gate and the engine serve only the guarded stack: their CPU over the series is its calls'.
    const gatePid = guarded.gate!.pid!;
    const enginePid = guarded.engine!.pid!;
    const [gate0, engine0] = [cpuSeconds(gatePid), cpuSeconds(enginePid)];
    for (let i = 0; i < E2E_CALLS; i++) {
      // Interleaved, so drift in machine load hits both series alike.
      withG.push(await chat(guarded));
      without.push(await chat(plain));
    }
    const perRequestMs = (cpu: number) => (cpu * 1000) / E2E_CALLS;
    const gateMs = perRequestMs(cpuSeconds(gatePid) - gate0);
    const engineMs = perRequestMs(cpuSeconds(enginePid) - engine0);
    const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
    const g = summarize(withG, sum(withG));
    const p = summarize(without, sum(without));
    console.log(`\n[e2e] LiteLLM chat completion (new 2 KiB user message each call), sequential, interleaved; calls/s of one client`);
    console.log(formatSummary('LiteLLM without guardrail', p));
    console.log(formatSummary('LiteLLM + gate + pseudonymizer', g));
    console.log(
      `guardrail overhead: mean +${(g.mean - p.mean).toFixed(2)} ms, p50 +${(g.p50 - p.p50).toFixed(2)} ms, p99 +${(g.p99 - p.p99).toFixed(2)} ms; ` +
        `ratio mean x${(g.mean / p.mean).toFixed(2)}, p99 x${(g.p99 / p.p99).toFixed(2)}`,
    );
    console.log(
      `CPU per chat completion (a pre_call and a post_call guardrail call each): gate ${gateMs.toFixed(2)} ms, ` +
        `pseudonymizer engine ${engineMs.toFixed(2)} ms (gate/engine x${(gateMs / engineMs).toFixed(2)})`,
    );
  } finally {
    await Promise.allSettled([guarded.stop(), plain.stop()]);
  }
}

async function main(): Promise<void> {
  assertBuilt();
  const workDir = mkdtempSync(join(tmpdir(), 'aigw-bench-engine-'));
  try {
    if (process.env.BENCH_SKIP_ENGINE !== '1') {
      await detectorBench();
      await engineBench(workDir);
    }
    if (process.env.BENCH_SKIP_E2E !== '1') await e2eBench(workDir);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
