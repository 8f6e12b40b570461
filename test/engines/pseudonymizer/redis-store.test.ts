/**
 * The Redis mapping store against a real redis-server (installed by test/support/redis.sh when
 * missing): what replicas rely on — atomic updates from two clients, the TTL and size bounds kept
 * on the server, and a clear failure when the server is gone.
 */
import { LexiconNameDetector } from '../../../engines/pseudonymizer';
import { NameMapping, type NameMappingJson } from '../../../engines/pseudonymizer/core/name-mapping';
import { Pseudonymizer } from '../../../engines/pseudonymizer/core/pseudonymizer';
import { MemoryStore } from '../../../engines/pseudonymizer/store/memory-store';
import { connectRedis, type RedisStores } from '../../../engines/pseudonymizer/store/redis-connection';
import { StoreUnavailableError } from '../../../engines/pseudonymizer/store/store-errors';
import type { TtlStore } from '../../../engines/pseudonymizer/store/ttl-store';
import { startRedis, type RedisServer } from '../../support/redis';

let redis: RedisServer;
const opened: Array<TtlStore<unknown>> = [];
let prefixes = 0;

beforeAll(async () => {
  redis = await startRedis();
}, 120_000);

afterAll(async () => {
  await redis?.dispose();
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((s) => s.close()));
});

/** A store on its own client (as another replica would have), under a prefix fresh for the test. */
async function storeOn<V>(prefix: string, opts: { maxEntries?: number; ttlMs?: number } = {}) {
  const conn: RedisStores = await connectRedis({ url: redis.url, password: redis.password, commandTimeoutMs: 1000 });
  const store = conn.store<V>({ prefix, maxEntries: opts.maxEntries ?? 100, ttlMs: opts.ttlMs ?? 60_000 });
  opened.push(store as TtlStore<unknown>);
  return store;
}

function freshPrefix(): string {
  return `{test}:${process.pid}:${++prefixes}:`;
}

describe('RedisStore', () => {
  test('keeps a JSON value per key and deletes a key updated to undefined', async () => {
    const store = await storeOn<{ n: number }>(freshPrefix());
    expect(await store.get('a')).toBeUndefined();
    expect(await store.update('a', () => ({ next: { n: 1 }, result: 'set' }))).toBe('set');
    expect(await store.get('a')).toEqual({ n: 1 });
    await store.update('a', () => ({ next: undefined, result: null }));
    expect(await store.get('a')).toBeUndefined();
  });

  test('two clients updating one key at once lose no update', async () => {
    const prefix = freshPrefix();
    const [a, b] = [await storeOn<number>(prefix), await storeOn<number>(prefix)];
    const bump = (s: TtlStore<number>) => s.update('counter', (n) => ({ next: (n ?? 0) + 1, result: undefined }));
    await Promise.all(Array.from({ length: 40 }, (_, i) => bump(i % 2 === 0 ? a : b)));
    expect(await a.get('counter')).toBe(40);
  });

  test('two replicas naming people in one conversation at once agree on every placeholder', async () => {
    const prefix = freshPrefix();
    const detector = new LexiconNameDetector();
    const replica = async () =>
      new Pseudonymizer({
        detector,
        mappings: await storeOn<NameMappingJson>(prefix),
        streams: new MemoryStore<string>(),
        maxNamesPerScope: 100,
      });
    const [one, two] = [await replica(), await replica()];
    const policy = { kinds: new Set(['person', 'organization'] as const), allow: [], denyPeople: [], denyOrganizations: [] };
    const people = ['Alice Johnson', 'Bob Stone', 'Carla Mendes', 'Dmitri Ivanov', 'Erin Walsh', 'Farah Khan'];
    const results = await Promise.all(
      people.map((name, i) => (i % 2 === 0 ? one : two).mask('conversation:c1', [`Please call ${name} today.`], { ...policy, denyPeople: [name] })),
    );
    const placeholders = results.map((r) => /\[PERSON_\d+\]/.exec(r.texts[0])![0]);
    // Every name got its own number, and both replicas restore every one of them.
    expect(new Set(placeholders).size).toBe(people.length);
    const all = placeholders.join(' ');
    const expected = people.join(' ');
    expect((await one.restore('conversation:c1', [all])).texts[0]).toBe(expected);
    expect((await two.restore('conversation:c1', [all])).texts[0]).toBe(expected);
    expect(new NameMapping((await (await storeOn<NameMappingJson>(prefix)).get('conversation:c1'))!).size).toBe(people.length);
  });

  test('keeps at most maxEntries keys, dropping the least recently used first', async () => {
    const prefix = freshPrefix();
    const store = await storeOn<string>(prefix, { maxEntries: 3 });
    for (const k of ['a', 'b', 'c']) await store.update(k, () => ({ next: k, result: undefined }));
    // Reading "a" makes "b" the least recently used.
    expect(await store.get('a')).toBe('a');
    await store.update('d', () => ({ next: 'd', result: undefined }));
    expect(await store.size()).toBe(3);
    expect([await store.get('a'), await store.get('b'), await store.get('c'), await store.get('d')]).toEqual(['a', undefined, 'c', 'd']);
  });

  test('gives every written key the TTL as its expiry on the server, renewed on read', async () => {
    const prefix = freshPrefix();
    const store = await storeOn<string>(prefix, { ttlMs: 5_000 });
    await store.update('k', () => ({ next: 'v', result: undefined }));
    const pttl = Number((await redis.command('PTTL', `${prefix}v:k`)).replace(/^:/, ''));
    expect(pttl).toBeGreaterThan(0);
    expect(pttl).toBeLessThanOrEqual(5_000);
    await redis.command('PEXPIRE', `${prefix}v:k`, '100000');
    await store.get('k');
    expect(Number((await redis.command('PTTL', `${prefix}v:k`)).replace(/^:/, ''))).toBeLessThanOrEqual(5_000);
  });

  test('forgets a key once its TTL passes untouched', async () => {
    const store = await storeOn<string>(freshPrefix(), { ttlMs: 50 });
    await store.update('k', () => ({ next: 'v', result: undefined }));
    await new Promise((r) => setTimeout(r, 300));
    expect(await store.get('k')).toBeUndefined();
    expect(await store.size()).toBe(0);
  });

  test('fails with StoreUnavailableError while the server is down, and works again once it is back', async () => {
    const store = await storeOn<string>(freshPrefix());
    await store.update('k', () => ({ next: 'v', result: undefined }));
    await redis.stop();
    try {
      await expect(store.get('k')).rejects.toBeInstanceOf(StoreUnavailableError);
      await expect(store.update('k', () => ({ next: 'w', result: undefined }))).rejects.toBeInstanceOf(StoreUnavailableError);
    } finally {
      await redis.start();
    }
    // The client reconnects by itself; the restarted server is empty (no persistence).
    let answer: string | undefined | 'error' = 'error';
    for (let i = 0; i < 100 && answer === 'error'; i++) {
      answer = await store.get('k').catch(() => 'error' as const);
      if (answer === 'error') await new Promise((r) => setTimeout(r, 100));
    }
    expect(answer).toBeUndefined();
  });

  test('rejects a wrong password as unavailable, never echoing it', async () => {
    const conn = await connectRedis({ url: redis.url, password: 'not-the-password', commandTimeoutMs: 500 });
    const store = conn.store<string>({ prefix: freshPrefix(), maxEntries: 10, ttlMs: 1000 });
    opened.push(store as TtlStore<unknown>);
    const err = await store.get('k').then(() => undefined, (e: Error) => e);
    expect(err).toBeInstanceOf(StoreUnavailableError);
    expect(err!.message).not.toContain('not-the-password');
  });
});
