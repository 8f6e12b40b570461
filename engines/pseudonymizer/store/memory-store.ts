import type { TtlStore } from './ttl-store';

export interface MemoryStoreProps {
  /**
   * Keys kept at most; the least recently used key is dropped first.
   *
   * @default 10000
   */
  readonly maxEntries?: number;
  /**
   * A key not read or written for this long is forgotten.
   *
   * @default 3600000 (one hour)
   */
  readonly ttlMs?: number;
  /**
   * The clock, in milliseconds. Tests pass their own.
   *
   * @default Date.now
   */
  readonly now?: () => number;
}

interface Slot<V> {
  value: V;
  expiresAt: number;
}

/**
 * A bounded in-process store. A JavaScript Map iterates in insertion order and every access
 * re-inserts its key, so the first key is always the least recently used one and also the first
 * to expire: eviction and expiry are both "drop from the front".
 */
export class MemoryStore<V> implements TtlStore<V> {
  readonly maxEntries: number;
  readonly ttlMs: number;
  private readonly now: () => number;
  private readonly slots = new Map<string, Slot<V>>();

  constructor(props: MemoryStoreProps = {}) {
    this.maxEntries = props.maxEntries ?? 10_000;
    this.ttlMs = props.ttlMs ?? 3_600_000;
    this.now = props.now ?? Date.now;
    if (!Number.isInteger(this.maxEntries) || this.maxEntries < 1) {
      throw new Error(`maxEntries must be a positive integer, got ${this.maxEntries}`);
    }
    if (!(this.ttlMs > 0)) throw new Error(`ttlMs must be positive, got ${this.ttlMs}`);
  }

  async get(key: string): Promise<V | undefined> {
    return this.read(key);
  }

  async update<R>(key: string, fn: (current: V | undefined) => { next: V | undefined; result: R }): Promise<R> {
    const { next, result } = fn(this.read(key));
    this.slots.delete(key);
    if (next !== undefined) {
      this.slots.set(key, { value: next, expiresAt: this.now() + this.ttlMs });
      this.evict();
    }
    return result;
  }

  async size(): Promise<number> {
    this.expire();
    return this.slots.size;
  }

  async close(): Promise<void> {
    this.slots.clear();
  }

  private read(key: string): V | undefined {
    this.expire();
    const slot = this.slots.get(key);
    if (!slot) return undefined;
    // Reading counts as use: move the key to the back with a fresh expiry.
    this.slots.delete(key);
    slot.expiresAt = this.now() + this.ttlMs;
    this.slots.set(key, slot);
    return slot.value;
  }

  private expire(): void {
    const now = this.now();
    for (const [key, slot] of this.slots) {
      if (slot.expiresAt > now) break;
      this.slots.delete(key);
    }
  }

  private evict(): void {
    for (const key of this.slots.keys()) {
      if (this.slots.size <= this.maxEntries) break;
      this.slots.delete(key);
    }
  }
}
