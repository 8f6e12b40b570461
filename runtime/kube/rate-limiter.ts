/**
 * A client-side token bucket, as client-go's `--kube-api-qps`/`--kube-api-burst`: up to `burst`
 * requests at once, refilled at `qps` per second. Waiting callers are served in order. With
 * `qps` 0 it never waits (the API server's priority and fairness is then the only limit).
 */
export class TokenBucket {
  private tokens: number;
  private last: number;
  private tail: Promise<void> = Promise.resolve();

  constructor(
    private readonly qps: number,
    private readonly burst: number,
    /** Milliseconds from a monotonic clock; a test passes its own so the refill does not follow a loaded machine. */
    private readonly now: () => number = () => performance.now(),
  ) {
    this.last = now();
    if (!(qps >= 0) || !Number.isFinite(qps)) throw new Error(`qps must be a number >= 0, got ${qps}`);
    if (qps > 0 && !(Number.isInteger(burst) && burst >= 1)) throw new Error(`burst must be a whole number >= 1, got ${burst}`);
    this.tokens = burst;
  }

  /** Resolves when a request may be sent. */
  take(): Promise<void> {
    if (this.qps === 0) return Promise.resolve();
    // Chained, so callers leave in the order they came.
    this.tail = this.tail.then(() => this.wait());
    return this.tail;
  }

  private async wait(): Promise<void> {
    this.refill();
    if (this.tokens < 1) {
      await new Promise((r) => setTimeout(r, ((1 - this.tokens) / this.qps) * 1000));
      this.refill();
    }
    this.tokens -= 1;
  }

  private refill(): void {
    const now = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.qps);
    this.last = now;
  }
}
