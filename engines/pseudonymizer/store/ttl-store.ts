/**
 * Where the engine keeps per-conversation state. Everything is keyed by a string and expires when
 * untouched for the store's TTL. `update` is the only write, and it is atomic per key, so two
 * requests of one conversation cannot hand out the same placeholder number twice.
 */
export interface TtlStore<V> {
  get(key: string): Promise<V | undefined>;
  /**
   * Runs `fn` on the current value of `key` and stores what it returns as `next` (`undefined`
   * deletes the key) as one step. `fn` must be synchronous and must not keep `current`.
   */
  update<R>(key: string, fn: (current: V | undefined) => { next: V | undefined; result: R }): Promise<R>;
  /** Number of live keys (an estimate for networked stores); reported as a metric. */
  size(): Promise<number>;
  close(): Promise<void>;
}
