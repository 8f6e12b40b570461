/**
 * How the engine's CPU per request grows with the size of a request and with the number of
 * distinct names in it: 1 KB to 1 MB, few names and many, against the Fastify baseline fed the
 * same bodies in the same run. Every call brings text never seen before (the detector's cache
 * cannot help) under its own request scope (names do not pile up across calls).
 *
 * 1 MB is four texts of 250,000 characters: under the engine's default limits (262,144 characters
 * per text, 1 MiB per body), so both servers run with their defaults. The bodies carry the texts
 * once (no `structured_messages`), or 1 MB of text would not fit in 1 MiB.
 */
import { Pool } from 'undici';
import { guardrailBody } from './chat-request';
import { cpuSeconds } from '../support/process-cpu';

/** A server under measure: its URL and its process id (for its CPU time). */
export interface MeasuredServer {
  readonly url: string;
  readonly pid: number;
}

interface Size {
  readonly label: string;
  readonly bytes: number;
  readonly texts: number;
  /** Engine calls measured (after two warm-up calls): enough CPU for the 10 ms clock ticks of /proc. */
  readonly calls: number;
}

const SIZES: readonly Size[] = [
  { label: '1 KB', bytes: 1_000, texts: 1, calls: 300 },
  { label: '10 KB', bytes: 10_000, texts: 1, calls: 100 },
  // The same 6 MB of text for both: collections, whose cost comes in bursts, amortize alike.
  { label: '100 KB', bytes: 100_000, texts: 1, calls: 60 },
  { label: '1 MB', bytes: 1_000_000, texts: 4, calls: 6 },
];

/**
 * Rounds of the two largest sizes, measured alternately; the growth printed is the median of the
 * rounds' growths, so one round disturbed by the other processes of a shared machine neither
 * flatters nor condemns the engine. Every round's growth is printed too.
 */
const ROUNDS = Number(process.env.BENCH_SCALING_ROUNDS ?? 3);

/** Distinct names a conversation may hold by default; more is answered BLOCKED. */
const NAMES_PER_SCOPE = 1000;

interface Row {
  readonly label: string;
  /** Distinct names in a request of `bytes` bytes. */
  readonly distinct: (bytes: number) => number;
  /** Names mentioned per ~100 bytes of text. */
  readonly perSegment: 1 | 2;
}

const ROWS: readonly Row[] = [
  { label: 'few names (5 distinct)', distinct: () => 5, perSegment: 1 },
  { label: `many (1 per 100 B, max ${NAMES_PER_SCOPE - 100})`, distinct: (b) => Math.min(b / 100, NAMES_PER_SCOPE - 100), perSegment: 1 },
  { label: 'past the limit (1 per 50 B)', distinct: (b) => b / 50, perSegment: 2 },
];

const SYLLABLES = ['ka', 'lo', 'mi', 'nu', 'ri', 'sa', 'to', 've', 'zu', 'dor', 'fen', 'gal', 'hos', 'jin', 'kel', 'mar', 'nov', 'pel', 'quin', 'ros'];

/** A made-up word of three syllables (8,000 of them), capitalized: no dictionary knows it. */
function nameWord(n: number): string {
  const w = SYLLABLES[n % 20] + SYLLABLES[Math.floor(n / 20) % 20] + SYLLABLES[Math.floor(n / 400) % 20];
  return w[0].toUpperCase() + w.slice(1);
}

/** The n-th of up to 1.7 million distinct two-word names. */
function personName(n: number): string {
  return `${nameWord(n % 8000)} ${nameWord((Math.floor(n / 8000) * 37 + n) % 8000)}`;
}

/** Text of `bytes` bytes, a name (or two) every ~100 bytes, cycling through `distinct` names. */
function textOf(bytes: number, distinct: number, perSegment: 1 | 2, call: number, part: number): string {
  let text = `Call ${call}, part ${part}. `;
  let k = 0;
  const next = (): string => personName(k++ % distinct);
  while (text.length < bytes) {
    text +=
      perSegment === 1
        ? `${next()} wrote that the rollout window moved to the second week and that nothing else changed. `
        : `${next()} met ${next()} and agreed that the rollout window moved to the second week. `;
  }
  return text.slice(0, bytes);
}

interface Cell {
  readonly cpuMs: number;
  readonly baselineCpuMs: number;
  /** Verdicts the engine gave, by action. */
  readonly actions: Map<string, number>;
}

async function cpuPerCall(server: MeasuredServer, bodies: (i: number) => string, calls: number, actions?: Map<string, number>): Promise<number> {
  const pool = new Pool(server.url, { connections: 1, pipelining: 1 });
  const call = async (body: string): Promise<void> => {
    const res = await pool.request({ method: 'POST', path: '/beta/litellm_basic_guardrail_api', headers: { 'content-type': 'application/json' }, body });
    const text = await res.body.text();
    if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode}`);
    if (actions) {
      const action = (JSON.parse(text) as { action: string }).action;
      actions.set(action, (actions.get(action) ?? 0) + 1);
    }
  };
  try {
    for (let i = 0; i < 2; i++) await call(bodies(-1 - i));
    actions?.clear();
    const bodyList = Array.from({ length: calls }, (_, i) => bodies(i));
    // The bodies (up to 6 MB of strings) are garbage of this process, not of the server: collect
    // them now rather than while the server's CPU is counted on the same two cores.
    (globalThis as { gc?: () => void }).gc?.();
    const cpu0 = cpuSeconds(server.pid);
    for (const body of bodyList) await call(body);
    const cpu1 = cpuSeconds(server.pid);
    return ((cpu1 - cpu0) * 1000) / calls;
  } finally {
    await pool.close();
  }
}

async function measureCell(engine: MeasuredServer, baseline: MeasuredServer, size: Size, row: Row, seed: number): Promise<Cell> {
  const distinct = row.distinct(size.bytes);
  const bodies = (i: number): string => {
    const call = seed * 100_000 + i;
    const texts = Array.from({ length: size.texts }, (_, part) => textOf(size.bytes / size.texts, distinct, row.perSegment, call, part));
    return guardrailBody(texts, `scaling-${call}`, 'request', false);
  };
  const actions = new Map<string, number>();
  const cpuMs = await cpuPerCall(engine, bodies, size.calls, actions);
  // The baseline is cheap: five times the calls for as many clock ticks.
  const baselineCpuMs = await cpuPerCall(baseline, bodies, size.calls * 5);
  return { cpuMs, baselineCpuMs, actions };
}

const VERDICT = new Map([
  ['GUARDRAIL_INTERVENED', 'masked'],
  ['BLOCKED', 'BLOCKED'],
  ['NONE', 'none'],
]);

function median(xs: readonly number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Rounds of one cell as one: the median CPU of engine and baseline, every verdict seen. */
function medianCell(rounds: readonly Cell[]): Cell {
  const actions = new Map<string, number>();
  for (const c of rounds) for (const [action, n] of c.actions) actions.set(action, (actions.get(action) ?? 0) + n);
  return { cpuMs: median(rounds.map((c) => c.cpuMs)), baselineCpuMs: median(rounds.map((c) => c.baselineCpuMs)), actions };
}

function formatCell(c: Cell): string {
  const verdicts = [...c.actions.keys()].map((a) => VERDICT.get(a) ?? a).join('+');
  return `${c.cpuMs.toFixed(c.cpuMs < 10 ? 2 : 1)} ms x${(c.cpuMs / c.baselineCpuMs).toFixed(0)} ${verdicts}`;
}

/** Runs the table and prints it. Asserts nothing. */
export async function sizeScalingBench(engine: MeasuredServer, baseline: MeasuredServer): Promise<void> {
  console.log('\n[scaling] engine CPU per request (mask call, new text each call, one call at a time)');
  console.log('cell: CPU ms per request, x ratio to the Fastify baseline (parse JSON, answer NONE) on the same bodies, verdict');
  console.log('1 MB = 4 texts of 250,000 characters, default limits (262,144 per text, 1 MiB per body), texts sent once (no structured_messages)');
  console.log('engine detection budget 60 s (wall time), so load on the machine cannot cut a 1 MB call off and make the cell count a replaced worker');
  console.log(`a name every ~100 bytes in every row; ${NAMES_PER_SCOPE} distinct names per scope is the default limit, past it the verdict is BLOCKED`);
  console.log(`100 KB and 1 MB: ${ROUNDS} rounds each, alternately; cell = median round; growth = median of the rounds' growths [each round's]`);
  console.log(`${'names'.padEnd(34)}${SIZES.map((s) => s.label.padEnd(22)).join('')}growth 100 KB -> 1 MB`);
  let seed = 1;
  const baselines: number[][] = [];
  const baselineGrowths: number[] = [];
  for (const row of ROWS) {
    const cells: Cell[] = [];
    for (const size of SIZES.slice(0, 2)) cells.push(await measureCell(engine, baseline, size, row, seed++));
    // The growth compares the last two sizes, measured alternately so drift in the load of other
    // processes on the machine hits both alike; each round gives a growth of its own.
    const rounds: Array<[Cell, Cell]> = [];
    for (let round = 0; round < ROUNDS; round++) {
      rounds.push([await measureCell(engine, baseline, SIZES[2], row, seed++), await measureCell(engine, baseline, SIZES[3], row, seed++)]);
    }
    for (const k of [0, 1]) cells.push(medianCell(rounds.map((r) => r[k])));
    baselines.push(cells.map((c) => c.baselineCpuMs));
    const growths = rounds.map(([small, large]) => large.cpuMs / small.cpuMs);
    baselineGrowths.push(...rounds.map(([small, large]) => large.baselineCpuMs / small.baselineCpuMs));
    const growth = median(growths);
    console.log(
      `${row.label.padEnd(34)}${cells.map((c) => formatCell(c).padEnd(22)).join('')}x${growth.toFixed(1)}${growth <= 12 ? '' : ' (over x12)'} ` +
        `[${growths.map((g) => g.toFixed(1)).join(' ')}]`,
    );
  }
  // The baseline's own CPU per request, the median over the rows' bodies (same sizes).
  const perSize = SIZES.map((_, i) => median(baselines.map((b) => b[i])));
  console.log(
    `${'Fastify baseline'.padEnd(34)}${perSize.map((ms) => `${ms.toFixed(2)} ms`.padEnd(22)).join('')}x${median(baselineGrowths).toFixed(1)} ` +
      `[${baselineGrowths.map((g) => g.toFixed(1)).join(' ')}]`,
  );
}
