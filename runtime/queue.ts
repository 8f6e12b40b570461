/**
 * The work queue of the sync loop, with client-go's guarantees: a key added many times before a
 * worker takes it is processed once; a key being processed is never handed to a second worker
 * (re-adds while it runs are kept and handed out after `done`); failed keys come back after a
 * per-key exponential backoff. No Kubernetes types: keys are strings (`Kind/namespace/name`).
 */
import { ItemBackoff, type BackoffOptions } from './backoff';

/** What a queue reports, as client-go's workqueue metrics do (durations in seconds). */
export interface QueueMetrics {
  /** The number of keys waiting changed. */
  depth(n: number): void;
  /** A key was added (also when it was already waiting). */
  added(): void;
  /** A key waited this long between being queued and handed to a worker. */
  waited(seconds: number): void;
  /** A worker held a key this long. */
  worked(seconds: number): void;
  /** A key was queued again after a failure. */
  retried(): void;
}

export interface QueueOptions extends BackoffOptions {
  readonly metrics?: QueueMetrics;
}

export class WorkQueue {
  private readonly order: string[] = [];
  /** Keys waiting to be handed out (in `order`, or held back while processing). */
  private readonly dirty = new Set<string>();
  private readonly processing = new Set<string>();
  /** When each waiting key was queued, and when each handed-out key was taken (performance.now()). */
  private readonly queuedAt = new Map<string, number>();
  private readonly takenAt = new Map<string, number>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly waiters: ((key: string | undefined) => void)[] = [];
  private readonly backoff: ItemBackoff;
  private stopped = false;

  constructor(private readonly options: QueueOptions = {}) {
    this.backoff = new ItemBackoff(options);
  }

  /** Queues `key` now; a no-op when it is already waiting. */
  add(key: string): void {
    if (this.stopped) return;
    this.options.metrics?.added();
    if (this.dirty.has(key)) return;
    this.dirty.add(key);
    this.queuedAt.set(key, performance.now());
    if (this.processing.has(key)) return; // handed out again by done()
    this.push(key);
  }

  /** Queues `key` after `ms`; an earlier pending delay for the same key wins. */
  addAfter(key: string, ms: number): void {
    if (this.stopped) return;
    if (ms <= 0) return this.add(key);
    if (this.timers.has(key)) return;
    const t = setTimeout(() => {
      this.timers.delete(key);
      this.add(key);
    }, ms);
    t.unref();
    this.timers.set(key, t);
  }

  /** Queues `key` after its next backoff step; returns the delay. */
  addRateLimited(key: string): number {
    const ms = this.backoff.next(key);
    this.options.metrics?.retried();
    this.addAfter(key, ms);
    return ms;
  }

  /** Resets the backoff of `key` (after a success). */
  forget(key: string): void {
    this.backoff.forget(key);
  }

  retries(key: string): number {
    return this.backoff.retries(key);
  }

  /** The next key, waiting until there is one; `undefined` once the queue is shut down. */
  get(): Promise<string | undefined> {
    if (this.stopped) return Promise.resolve(undefined);
    const key = this.order.shift();
    if (key !== undefined) return Promise.resolve(this.take(key));
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Marks `key` processed; hands it out again if it was re-added meanwhile. */
  done(key: string): void {
    const taken = this.takenAt.get(key);
    if (taken !== undefined) this.options.metrics?.worked((performance.now() - taken) / 1000);
    this.takenAt.delete(key);
    this.processing.delete(key);
    if (this.dirty.has(key)) this.push(key);
  }

  get depth(): number {
    return this.order.length;
  }

  get busy(): number {
    return this.processing.size;
  }

  shutDown(): void {
    this.stopped = true;
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
    for (const w of this.waiters.splice(0)) w(undefined);
  }

  private push(key: string): void {
    const waiter = this.waiters.shift();
    if (waiter) {
      waiter(this.take(key));
      return;
    }
    this.order.push(key);
    this.options.metrics?.depth(this.order.length);
  }

  private take(key: string): string {
    this.dirty.delete(key);
    this.processing.add(key);
    const now = performance.now();
    const queued = this.queuedAt.get(key);
    if (queued !== undefined) this.options.metrics?.waited((now - queued) / 1000);
    this.queuedAt.delete(key);
    this.takenAt.set(key, now);
    this.options.metrics?.depth(this.order.length);
    return key;
  }
}
