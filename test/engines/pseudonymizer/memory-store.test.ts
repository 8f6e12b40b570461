import { MemoryStore } from '../../../engines/pseudonymizer/store/memory-store';

function clock(start = 1_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const put = (store: MemoryStore<string>, key: string, value: string) =>
  store.update(key, () => ({ next: value, result: undefined }));

describe('MemoryStore', () => {
  test('forgets a key left untouched for the TTL', async () => {
    const c = clock();
    const store = new MemoryStore<string>({ ttlMs: 1000, now: c.now });
    await put(store, 'a', 'A');
    c.advance(999);
    expect(await store.get('a')).toBe('A');
    c.advance(999); // reading at 999 refreshed it
    expect(await store.get('a')).toBe('A');
    c.advance(1000);
    expect(await store.get('a')).toBeUndefined();
    expect(await store.size()).toBe(0);
  });

  test('drops the least recently used key beyond maxEntries', async () => {
    const store = new MemoryStore<string>({ maxEntries: 2 });
    await put(store, 'a', 'A');
    await put(store, 'b', 'B');
    await store.get('a');
    await put(store, 'c', 'C');
    expect(await store.get('b')).toBeUndefined();
    expect(await store.get('a')).toBe('A');
    expect(await store.get('c')).toBe('C');
    expect(await store.size()).toBe(2);
  });

  test('update passes the current value, stores the next one and returns the result', async () => {
    const store = new MemoryStore<number>();
    const first = await store.update('n', (cur) => ({ next: (cur ?? 0) + 1, result: cur }));
    const second = await store.update('n', (cur) => ({ next: (cur ?? 0) + 1, result: cur }));
    expect([first, second]).toEqual([undefined, 1]);
    expect(await store.get('n')).toBe(2);
  });

  test('an update returning undefined deletes the key', async () => {
    const store = new MemoryStore<string>();
    await put(store, 'a', 'A');
    await store.update('a', () => ({ next: undefined, result: null }));
    expect(await store.get('a')).toBeUndefined();
  });

  test('concurrent updates of one key never lose a write', async () => {
    const store = new MemoryStore<number>();
    await Promise.all(Array.from({ length: 100 }, () => store.update('n', (cur) => ({ next: (cur ?? 0) + 1, result: 0 }))));
    expect(await store.get('n')).toBe(100);
  });

  test('rejects bounds that cannot work, naming the value', () => {
    expect(() => new MemoryStore({ maxEntries: 0 })).toThrow('maxEntries must be a positive integer, got 0');
    expect(() => new MemoryStore({ ttlMs: -1 })).toThrow('ttlMs must be positive, got -1');
  });
});
