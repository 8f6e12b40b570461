/**
 * Per-key exponential backoff, as client-go's item rate limiter: the n-th consecutive failure of
 * a key waits base * 2^n, capped; a success forgets the key.
 */
export interface BackoffOptions {
  /** @default 5 (ms) */
  readonly baseMs?: number;
  /** @default 1_000_000 (ms, 1000 s) */
  readonly maxMs?: number;
}

export class ItemBackoff {
  private readonly failures = new Map<string, number>();
  private readonly baseMs: number;
  private readonly maxMs: number;

  constructor(options: BackoffOptions = {}) {
    this.baseMs = options.baseMs ?? 5;
    this.maxMs = options.maxMs ?? 1_000_000;
    if (this.baseMs <= 0 || this.maxMs < this.baseMs) {
      throw new Error(`backoff needs 0 < baseMs <= maxMs (got baseMs=${this.baseMs}, maxMs=${this.maxMs})`);
    }
  }

  /** Records one more failure of `key` and returns how long to wait before retrying it. */
  next(key: string): number {
    const n = this.failures.get(key) ?? 0;
    this.failures.set(key, n + 1);
    // 2^n overflows to Infinity long after the cap; min() keeps it finite.
    return Math.min(this.maxMs, this.baseMs * 2 ** n);
  }

  retries(key: string): number {
    return this.failures.get(key) ?? 0;
  }

  forget(key: string): void {
    this.failures.delete(key);
  }
}
