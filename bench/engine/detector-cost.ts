/**
 * What the pseudonymizer's mask path costs per new message, in CPU time of this process: the
 * detector on a text it has never seen (no cache), then masking. Messages are ~2 KiB of the
 * evaluation set's prompts, each one different. Also the memory the loaded detector holds.
 */
import type { NamePolicy } from '../../engines/pseudonymizer/core/masking';
import type { NameDetector } from '../../engines/pseudonymizer/core/name-detector';
import type { NameMappingJson } from '../../engines/pseudonymizer/core/name-mapping';
import { Pseudonymizer } from '../../engines/pseudonymizer/core/pseudonymizer';
import { MemoryStore } from '../../engines/pseudonymizer/store/memory-store';
import type { EvalPrompt } from './eval/dataset';

const POLICY: NamePolicy = { kinds: new Set(['person', 'organization']), allow: [], denyPeople: [], denyOrganizations: [] };

/** Distinct messages of about `bytes` bytes, each a run of different prompts. */
export function messages(prompts: readonly EvalPrompt[], count: number, bytes = 2048): string[] {
  const out: string[] = [];
  let k = 0;
  for (let n = 0; n < count; n++) {
    let text = `Message ${n}.`;
    while (Buffer.byteLength(text) < bytes) text += `\n\n${prompts[k++ % prompts.length].text}`;
    out.push(text.slice(0, bytes));
  }
  return out;
}

export interface CpuSummary {
  readonly n: number;
  readonly p50: number;
  readonly p99: number;
  readonly mean: number;
}

function summarize(xs: number[]): CpuSummary {
  const sorted = [...xs].sort((a, b) => a - b);
  const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { n: xs.length, p50: at(0.5), p99: at(0.99), mean: xs.reduce((s, x) => s + x, 0) / xs.length };
}

const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** CPU milliseconds per new message through Pseudonymizer.mask (detector + masking + in-memory store). */
export async function maskCpuPerMessage(texts: readonly string[], detector: NameDetector): Promise<CpuSummary> {
  const pseudonymizer = new Pseudonymizer({
    detector,
    mappings: new MemoryStore<NameMappingJson>({ maxEntries: 100_000 }),
    streams: new MemoryStore<string>(),
    maxNamesPerScope: 100_000,
  });
  // Warm-up on other texts: the JIT, not the cache (every measured text is new).
  for (let i = 0; i < 50; i++) await pseudonymizer.mask(`warm-${i}`, [`Warm-up ${i}: ${texts[i % texts.length]}`], POLICY);
  const costs: number[] = [];
  for (let i = 0; i < texts.length; i++) {
    const t0 = cpuMs();
    await pseudonymizer.mask(`scope-${i}`, [texts[i]], POLICY);
    costs.push(cpuMs() - t0);
  }
  return summarize(costs);
}

/**
 * Loads the default detector and returns it with the memory it holds (heap + external bytes after
 * a full GC, loaded minus before; undefined without node --expose-gc). Call it before anything
 * else loads the lexicon, or the difference is zero.
 */
export async function loadDetector(): Promise<{ detector: NameDetector; memoryBytes?: number }> {
  const gc = (globalThis as { gc?: () => void }).gc;
  const used = (): number => {
    gc?.();
    const m = process.memoryUsage();
    return m.heapUsed + m.external;
  };
  const before = used();
  const { LexiconNameDetector } = await import('../../engines/pseudonymizer/core/lexicon-detector');
  const detector = new LexiconNameDetector();
  detector.detect('Warm-up: Ada Lovelace wrote to the Royal Society.', POLICY.kinds);
  const after = used();
  return { detector, memoryBytes: gc ? after - before : undefined };
}

export function formatCpu(label: string, s: CpuSummary): string {
  return `${label.padEnd(34)} n=${String(s.n).padStart(5)}  CPU per message: median ${s.p50.toFixed(2)} ms  p99 ${s.p99.toFixed(2)} ms  mean ${s.mean.toFixed(2)} ms`;
}
