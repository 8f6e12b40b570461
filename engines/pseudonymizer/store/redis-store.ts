import { createHash } from 'node:crypto';
import type { RedisClientType } from '@redis/client';
import { COMPARE_AND_SET_SCRIPT, GET_SCRIPT, SIZE_SCRIPT } from './redis-scripts';
import { StoreUnavailableError } from './store-errors';
import type { TtlStore } from './ttl-store';

/** The commands the store sends; a node-redis client has it. */
export type RedisCommander = Pick<RedisClientType, 'sendCommand'>;

export interface RedisStoreProps {
  /** A connected client (shared by the engine's stores). */
  readonly client: RedisCommander;
  /**
   * Prefix of every key this store writes. Two stores (or two engines sharing a server) with
   * different prefixes never see each other's keys. The braces are a Redis Cluster hash tag: all
   * keys of one engine land on one shard, which the scripts need.
   *
   * @default '{aigw:pseudonymizer}:'
   */
  readonly prefix?: string;
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
   * Times an update re-reads and retries when another writer changed the key in between.
   *
   * @default 50
   */
  readonly maxAttempts?: number;
  /** Called once when the engine closes this store. */
  readonly onClose?: () => Promise<void>;
}

interface Script {
  readonly source: string;
  readonly sha: string;
}

function script(source: string): Script {
  return { source, sha: createHash('sha1').update(source).digest('hex') };
}

const GET = script(GET_SCRIPT);
const COMPARE_AND_SET = script(COMPARE_AND_SET_SCRIPT);
const SIZE = script(SIZE_SCRIPT);

/**
 * A {@link TtlStore} on a Redis-compatible server, so every replica of the engine reads and writes
 * the same mappings. `update` is optimistic: read, run `fn`, and write only if the value is still
 * the one read (a compare-and-set script); otherwise read again. Two replicas allocating
 * placeholders in one conversation therefore agree: the loser recomputes on the winner's mapping.
 * Values are JSON. Every failure is a {@link StoreUnavailableError}.
 */
export class RedisStore<V> implements TtlStore<V> {
  readonly maxEntries: number;
  readonly ttlMs: number;
  readonly prefix: string;
  private readonly client: RedisCommander;
  private readonly maxAttempts: number;
  private readonly lruKey: string;
  private closed = false;

  constructor(private readonly props: RedisStoreProps) {
    this.client = props.client;
    this.prefix = props.prefix ?? '{aigw:pseudonymizer}:';
    this.maxEntries = props.maxEntries ?? 10_000;
    this.ttlMs = props.ttlMs ?? 3_600_000;
    this.maxAttempts = props.maxAttempts ?? 50;
    this.lruKey = `${this.prefix}lru`;
    if (!Number.isInteger(this.maxEntries) || this.maxEntries < 1) {
      throw new Error(`maxEntries must be a positive integer, got ${this.maxEntries}`);
    }
    if (!Number.isInteger(this.ttlMs) || this.ttlMs < 1) throw new Error(`ttlMs must be a positive integer, got ${this.ttlMs}`);
  }

  async get(key: string): Promise<V | undefined> {
    const raw = await this.read(key);
    return raw === null ? undefined : (JSON.parse(raw) as V);
  }

  async update<R>(key: string, fn: (current: V | undefined) => { next: V | undefined; result: R }): Promise<R> {
    const valueKey = this.valueKey(key);
    for (let attempt = 0; attempt < this.maxAttempts; attempt++) {
      const raw = await this.read(key);
      const { next, result } = fn(raw === null ? undefined : (JSON.parse(raw) as V));
      const nextRaw = next === undefined ? null : JSON.stringify(next);
      // Nothing to write (the read already refreshed the expiry).
      if (nextRaw === raw) return result;
      const written = await this.run(COMPARE_AND_SET, [valueKey, this.lruKey], [
        raw === null ? 'absent' : 'value',
        raw ?? '',
        nextRaw === null ? 'delete' : 'set',
        nextRaw ?? '',
        String(this.ttlMs),
        String(this.maxEntries),
      ]);
      if (Number(written) === 1) return result;
    }
    throw new StoreUnavailableError(`the mapping store kept changing under ${this.maxAttempts} attempts to update one key`);
  }

  async size(): Promise<number> {
    return Number(await this.run(SIZE, [this.lruKey], [String(this.ttlMs)]));
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.props.onClose?.();
  }

  private valueKey(key: string): string {
    return `${this.prefix}v:${key}`;
  }

  private async read(key: string): Promise<string | null> {
    const raw = await this.run(GET, [this.valueKey(key), this.lruKey], [String(this.ttlMs)]);
    return raw === null || raw === undefined ? null : String(raw);
  }

  /** EVALSHA, loading the script with EVAL when the server does not know it yet (NOSCRIPT). */
  private async run(s: Script, keys: string[], args: string[]): Promise<unknown> {
    const tail = [String(keys.length), ...keys, ...args];
    try {
      try {
        return await this.client.sendCommand(['EVALSHA', s.sha, ...tail]);
      } catch (err) {
        if (!/NOSCRIPT/.test((err as Error).message)) throw err;
        return await this.client.sendCommand(['EVAL', s.source, ...tail]);
      }
    } catch (err) {
      if (err instanceof StoreUnavailableError) throw err;
      throw new StoreUnavailableError(`the mapping store is unavailable (${(err as Error).name}: ${(err as Error).message})`, { cause: err });
    }
  }
}
