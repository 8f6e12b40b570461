/** Latency summary of one measured series, in milliseconds. */
export interface Summary {
  readonly n: number;
  readonly mean: number;
  readonly p50: number;
  readonly p99: number;
  /** Requests per second over the series' wall time (only meaningful for a concurrent run). */
  readonly throughput: number;
}

export function summarize(latenciesMs: readonly number[], wallMs: number): Summary {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
  return {
    n: sorted.length,
    mean: sorted.reduce((s, x) => s + x, 0) / Math.max(1, sorted.length),
    p50: at(0.5),
    p99: at(0.99),
    throughput: (sorted.length / wallMs) * 1000,
  };
}

export function formatSummary(label: string, s: Summary): string {
  return `${label.padEnd(34)} n=${String(s.n).padStart(5)}  ${s.throughput.toFixed(0).padStart(6)} ops/s  mean ${s.mean.toFixed(2).padStart(7)} ms  p50 ${s.p50.toFixed(2).padStart(7)} ms  p99 ${s.p99.toFixed(2).padStart(7)} ms`;
}

/** Runs `task` `total` times with `concurrency` in flight; returns each call's latency and the wall time. */
export async function measure(total: number, concurrency: number, task: (i: number) => Promise<void>): Promise<{ latencies: number[]; wallMs: number }> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async (): Promise<void> => {
    while (next < total) {
      const i = next++;
      const t0 = performance.now();
      await task(i);
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { latencies, wallMs: performance.now() - started };
}
