/**
 * `npm run bench:engine-deadline`: what one pathological call costs every other call. One engine
 * process (the built CLI, default pool size and detection budget, the lexicon detector wrapped so a
 * marker makes it loop forever) answers small 2 KiB chat requests (a new text each, so each is
 * detected on a worker), BENCH_CONCURRENCY in flight:
 *   - alone (the baseline, measured before and after; the better run counts);
 *   - while one more client keeps sending a call whose detection never ends (each is answered
 *     BLOCKED at the budget, its worker terminated and replaced);
 *   - while one more client keeps sending a real 256 KiB text full of names (new each time; the
 *     names-per-conversation limit is lifted so it is masked in full, replacement included).
 * Prints p50/p99 of the small calls per series and their ratio to the baseline, the same for a
 * /healthz probe sent alongside (the HTTP thread's responsiveness), and what the pathological calls
 * got. Asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'undici';
import { AIGW_BIN, assertBuilt } from '../../test/e2e/support/aigw-cli';
import { Child } from '../../test/e2e/support/child';
import { freePort } from '../../test/support/free-port';
import { chatTexts, guardrailBody } from './chat-request';
import { messages } from './detector-cost';
import { buildDataset } from './eval/dataset';
import { SPIN_MARKER } from './spinning-detector';
import { formatSummary, measure, summarize, type Summary } from './stats';

const CALLS = Number(process.env.BENCH_DEADLINE_CALLS ?? 3000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const BIG_CHARS = 262_144;

interface Pathological {
  readonly label: string;
  readonly texts: (i: number) => string[];
}

/** What the pathological client's calls got while a series ran. */
interface Outcomes {
  readonly calls: number;
  readonly actions: Record<string, number>;
  readonly latencies: number[];
}

async function post(pool: Pool, body: string): Promise<Record<string, unknown>> {
  const res = await pool.request({ method: 'POST', path: '/beta/litellm_basic_guardrail_api', headers: { 'content-type': 'application/json' }, body });
  if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode}: ${await res.body.text()}`);
  return (await res.body.json()) as Record<string, unknown>;
}

/** Small calls and the liveness probe, measured together. */
interface SmallSeries {
  readonly small: Summary;
  /** GET /healthz every 20 ms on its own connection: how responsive the HTTP thread stayed. */
  readonly healthz: Summary;
}

/** Small calls: a new 2 KiB chat request each (offset keeps texts of different series apart). */
async function smallSeries(url: string, offset: number): Promise<SmallSeries> {
  const pool = new Pool(url, { connections: CONCURRENCY, pipelining: 1 });
  const probe = new Pool(url, { connections: 1, pipelining: 1 });
  let probing = true;
  const probes: number[] = [];
  const prober = (async () => {
    while (probing) {
      const t0 = performance.now();
      const res = await probe.request({ method: 'GET', path: '/healthz' });
      await res.body.text();
      probes.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const [system, user] = chatTexts();
  const once = async (i: number): Promise<void> => {
    await post(pool, guardrailBody([system, `Ticket ${offset + i}. ${user}`.slice(0, user.length)], `small-${offset + i}`, 'request'));
  };
  const { latencies, wallMs } = await measure(CALLS, CONCURRENCY, once);
  probing = false;
  await prober;
  await Promise.all([pool.close(), probe.close()]);
  return { small: summarize(latencies, wallMs), healthz: summarize(probes, wallMs) };
}

/** Runs the small series while `bad` calls are sent one after another, and what they got. */
async function seriesDuring(url: string, offset: number, bad: Pathological): Promise<SmallSeries & { bad: Outcomes }> {
  const pool = new Pool(url, { connections: 1, pipelining: 1 });
  let running = true;
  const outcomes: Outcomes = { calls: 0, actions: {}, latencies: [] };
  const loop = (async () => {
    for (let i = 0; running; i++) {
      const t0 = performance.now();
      const verdict = await post(pool, guardrailBody(bad.texts(offset + i), `bad-${offset + i}`, 'request'));
      outcomes.latencies.push(performance.now() - t0);
      (outcomes as { calls: number }).calls++;
      const action = verdict.blocked_reason === undefined ? String(verdict.action) : `BLOCKED "${String(verdict.blocked_reason)}"`;
      outcomes.actions[action] = (outcomes.actions[action] ?? 0) + 1;
    }
  })();
  // The first pathological call is on a worker before the small calls start.
  await new Promise((r) => setTimeout(r, 200));
  const measured = await smallSeries(url, offset);
  running = false;
  await loop;
  await pool.close();
  return { ...measured, bad: outcomes };
}

function ratios(label: string, s: Summary, base: Summary): string {
  return `${label.padEnd(34)} p50 x${(s.p50 / base.p50).toFixed(2)}  p99 x${(s.p99 / base.p99).toFixed(2)}`;
}

function describe(o: Outcomes): string {
  const s = summarize(o.latencies, 1);
  const actions = Object.entries(o.actions)
    .map(([a, n]) => `${a} ${n}`)
    .join(', ');
  return `${o.calls} calls (${actions}), each p50 ${s.p50.toFixed(0)} ms, max ${Math.max(...o.latencies).toFixed(0)} ms`;
}

async function main(): Promise<void> {
  assertBuilt();
  const workDir = mkdtempSync(join(tmpdir(), 'aigw-bench-deadline-'));
  const port = await freePort();
  const engine = new Child({
    name: 'engine',
    command: process.execPath,
    args: [AIGW_BIN, 'engine', 'pseudonymizer', '--host', '127.0.0.1', '--port', String(port), '--log-level', 'error', '--detector-module', join(__dirname, 'spinning-detector.js'),
      // A text this large holds thousands of names: masked in full, not blocked at the default 1000.
      '--max-names-per-scope', '1000000'],
    logFile: join(workDir, 'engine.log'),
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await engine.waitForHttp(`${url}/readyz`, 60_000);
    const big = messages(buildDataset(), 1, BIG_CHARS)[0];
    const spin: Pathological = { label: 'a detection that never ends', texts: (i) => [`Call ${i}: Ann Lee ${SPIN_MARKER}`] };
    const huge: Pathological = { label: 'a 256 KiB text full of names', texts: (i) => [`Run ${i}. ${big}`.slice(0, BIG_CHARS)] };

    await smallSeries(url, 1_000_000); // warm-up: connections, JIT, the workers
    const first = await smallSeries(url, 2_000_000);
    const spinning = await seriesDuring(url, 3_000_000, spin);
    const large = await seriesDuring(url, 4_000_000, huge);
    const again = await smallSeries(url, 5_000_000);
    const base = again.small.p50 < first.small.p50 ? again : first;

    console.log(`\n[deadline] 2 KiB chat requests (new text each), ${CONCURRENCY} in flight, ${CALLS} per series; one engine, default pool and budget`);
    console.log(formatSummary('alone (baseline)', base.small));
    console.log(formatSummary('while detection never ends', spinning.small));
    console.log(formatSummary('while 256 KiB texts are masked', large.small));
    console.log(ratios('ratio while detection never ends', spinning.small, base.small));
    console.log(ratios('ratio while 256 KiB texts', large.small, base.small));
    console.log(`\n[deadline] GET /healthz every 20 ms during each series (the HTTP thread's responsiveness)`);
    console.log(formatSummary('/healthz alone', base.healthz));
    console.log(formatSummary('/healthz while detection never ends', spinning.healthz));
    console.log(formatSummary('/healthz while 256 KiB texts', large.healthz));
    console.log(ratios('ratio while detection never ends', spinning.healthz, base.healthz));
    console.log(ratios('ratio while 256 KiB texts', large.healthz, base.healthz));
    console.log(`never-ending detection: ${describe(spinning.bad)}`);
    console.log(`256 KiB texts: ${describe(large.bad)}`);
  } finally {
    await engine.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
