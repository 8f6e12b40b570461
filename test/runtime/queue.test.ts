import { WorkQueue } from '../../runtime/queue';

describe('WorkQueue', () => {
  test('repeated adds of a waiting key are handed out once', async () => {
    const q = new WorkQueue();
    q.add('Gateway/ns/a');
    q.add('Gateway/ns/a');
    q.add('Gateway/ns/b');
    expect(q.depth).toBe(2);
    expect(await q.get()).toBe('Gateway/ns/a');
    expect(await q.get()).toBe('Gateway/ns/b');
    expect(q.depth).toBe(0);
  });

  test('a key re-added while it is processed is not handed to a second worker until done', async () => {
    const q = new WorkQueue();
    q.add('k');
    const first = await q.get();
    q.add('k');
    expect(q.depth).toBe(0);
    let second: string | undefined;
    void q.get().then((k) => (second = k));
    await new Promise((r) => setImmediate(r));
    expect(second).toBeUndefined();
    q.done(first!);
    await new Promise((r) => setImmediate(r));
    expect(second).toBe('k');
  });

  test('a waiting worker gets a key as soon as one is added', async () => {
    const q = new WorkQueue();
    const got = q.get();
    q.add('x');
    await expect(got).resolves.toBe('x');
  });

  test('failures come back after a growing delay and forget resets it', async () => {
    jest.useFakeTimers();
    try {
      const q = new WorkQueue({ baseMs: 10, maxMs: 1000 });
      expect(q.addRateLimited('k')).toBe(10);
      expect(q.depth).toBe(0);
      jest.advanceTimersByTime(10);
      expect(q.depth).toBe(1);
      const k = await q.get();
      q.done(k!);
      expect(q.addRateLimited('k')).toBe(20);
      expect(q.retries('k')).toBe(2);
      q.forget('k');
      expect(q.retries('k')).toBe(0);
      q.shutDown();
    } finally {
      jest.useRealTimers();
    }
  });

  test('shutDown releases waiting workers with undefined', async () => {
    const q = new WorkQueue();
    const waiting = q.get();
    q.shutDown();
    await expect(waiting).resolves.toBeUndefined();
    q.add('late');
    expect(q.depth).toBe(0);
  });

  test('reports depth, adds, waits, work and retries as the workqueue metrics count them', async () => {
    const seen = { depth: [] as number[], added: 0, waited: [] as number[], worked: [] as number[], retried: 0 };
    const q = new WorkQueue({
      baseMs: 1,
      metrics: {
        depth: (n) => seen.depth.push(n),
        added: () => seen.added++,
        waited: (s) => seen.waited.push(s),
        worked: (s) => seen.worked.push(s),
        retried: () => seen.retried++,
      },
    });
    q.add('a');
    q.add('b');
    q.add('a'); // counted as an add, queued once
    expect(seen.depth).toEqual([1, 2]);
    expect(seen.added).toBe(3);
    expect(await q.get()).toBe('a');
    expect(seen.depth).toEqual([1, 2, 1]);
    expect(seen.waited).toHaveLength(1);
    expect(seen.worked).toHaveLength(0);
    q.addRateLimited('a');
    q.done('a');
    expect(seen.retried).toBe(1);
    expect(seen.worked).toHaveLength(1);
    expect(seen.worked[0]).toBeGreaterThanOrEqual(0);
  });
});
