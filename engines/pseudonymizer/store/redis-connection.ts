import type { RedisClientType } from '@redis/client';
import { RedisStore } from './redis-store';

export interface RedisConnectionProps {
  /** `redis://host:port[/db]` or `rediss://…` for TLS. A password belongs in `password`, not here. */
  readonly url: string;
  /** The server's password (from a Secret, through the environment). */
  readonly password?: string;
  /** The ACL user, when the server uses ACLs. */
  readonly username?: string;
  /**
   * A command not answered within this long fails (and the call gets a BLOCKED verdict).
   *
   * @default 2000
   */
  readonly commandTimeoutMs?: number;
  /** Told about connection errors (with no URL or password in them). */
  readonly onError?: (message: string) => void;
}

export interface RedisStores {
  store<V>(props: { prefix: string; maxEntries: number; ttlMs: number }): RedisStore<V>;
  /** The server's `host:port`, safe to log. */
  readonly where: string;
}

/** `host:port` of a Redis URL, without user or password, for logs. */
export function redisWhere(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || '6379'}`;
  } catch {
    return '(unparsable url)';
  }
}

/**
 * Opens one client to a Redis-compatible server for the engine's stores; it closes when the last
 * store closes. The client is the official node-redis one (`@redis/client`), loaded only when the
 * engine is started with the Redis store, so the in-memory engine needs no Redis package.
 *
 * Commands never wait for a connection: while the server is unreachable they fail at once
 * (`disableOfflineQueue`) and the engine answers BLOCKED, while the client keeps reconnecting in
 * the background. The engine starts even when the server is down, so the gateway sees a verdict
 * rather than an unreachable guardrail (which a `fail_open` gateway would let through).
 */
export async function connectRedis(props: RedisConnectionProps): Promise<RedisStores> {
  let mod: typeof import('@redis/client');
  try {
    mod = await import('@redis/client');
  } catch (e) {
    throw new Error(`the Redis store needs the optional package @redis/client (npm install @redis/client): ${(e as Error).message}`);
  }
  const client = mod.createClient({
    url: props.url,
    ...(props.password !== undefined ? { password: props.password } : {}),
    ...(props.username !== undefined ? { username: props.username } : {}),
    disableOfflineQueue: true,
    commandOptions: { timeout: props.commandTimeoutMs ?? 2000 },
    socket: {
      connectTimeout: props.commandTimeoutMs ?? 2000,
      // Back off up to 2 s between attempts, forever: the store may come back.
      reconnectStrategy: (retries: number) => Math.min(50 * 2 ** Math.min(retries, 6), 2000),
    },
  }) as unknown as RedisClientType;
  const where = redisWhere(props.url);
  let lastError = '';
  client.on('error', (err: Error) => {
    const message = `${err.name}: ${err.message}`;
    // A down server repeats the same error at every attempt; say it once per change.
    if (message !== lastError) props.onError?.(message);
    lastError = message;
  });
  client.on('ready', () => {
    lastError = '';
  });
  // Not awaited past the first attempt: a server that is down now is retried in the background.
  const connecting = client.connect().catch(() => undefined);
  await Promise.race([connecting, new Promise((r) => setTimeout(r, props.commandTimeoutMs ?? 2000).unref())]);

  let open = 0;
  const release = async (): Promise<void> => {
    if (--open > 0) return;
    client.destroy();
  };
  return {
    where,
    store<V>(p: { prefix: string; maxEntries: number; ttlMs: number }): RedisStore<V> {
      open++;
      return new RedisStore<V>({ client, ...p, onClose: release });
    },
  };
}
