/**
 * A histogram without labels whose `observe` is a bucket search and three additions, for a figure
 * taken on every request. prom-client's own `observe` builds a label object, validates and hashes
 * it on each call; this one is read only when scraped, in the shape prom-client writes a histogram
 * (cumulative `_bucket{le}` lines, then `+Inf`, `_sum`, `_count`), through the same registry.
 */
import type { Registry } from 'prom-client';

interface Sample {
  readonly metricName: string;
  readonly labels: Record<string, string | number>;
  readonly value: number;
}

/** What prom-client's registry reads from a metric to write it out. */
export interface MetricSnapshot {
  readonly name: string;
  readonly help: string;
  readonly type: 'histogram';
  readonly values: Sample[];
  readonly aggregator: 'sum';
}

export class LatencyHistogram {
  readonly type = 'histogram' as const;
  readonly aggregator = 'sum' as const;
  private readonly counts: number[];
  private sum = 0;
  private count = 0;

  constructor(
    readonly name: string,
    readonly help: string,
    /** Upper bounds, ascending. */
    private readonly buckets: readonly number[],
    registry: Registry,
  ) {
    this.counts = buckets.map(() => 0);
    registry.registerMetric(this as never);
  }

  observe(value: number): void {
    this.sum += value;
    this.count++;
    const { buckets } = this;
    for (let i = 0; i < buckets.length; i++) {
      if (value <= buckets[i]) {
        this.counts[i]++;
        return;
      }
    }
  }

  /** What the registry serialises (prom-client's metric interface). */
  async get(): Promise<MetricSnapshot> {
    const values: Sample[] = [];
    let cumulative = 0;
    this.buckets.forEach((le, i) => {
      cumulative += this.counts[i];
      values.push({ metricName: `${this.name}_bucket`, labels: { le }, value: cumulative });
    });
    values.push(
      { metricName: `${this.name}_bucket`, labels: { le: '+Inf' }, value: this.count },
      { metricName: `${this.name}_sum`, labels: {}, value: this.sum },
      { metricName: `${this.name}_count`, labels: {}, value: this.count },
    );
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }

  reset(): void {
    this.counts.fill(0);
    this.sum = 0;
    this.count = 0;
  }
}
