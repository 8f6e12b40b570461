// The API client's manners: it honours a 429's Retry-After, asks for credentials afresh after a
// 401, counts every response by code, and keeps to a client-side rate when one is set. A real HTTP
// server stands in for the API server.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { KubeClient, retryAfterMs } from '../../../runtime/kube/client';
import { TokenBucket } from '../../../runtime/kube/rate-limiter';

let server: Server;
let base: string;
/** What the server answers next: a queue of status codes, then 200. */
let answers: { status: number; retryAfter?: string }[] = [];
let hits = 0;
/** The Authorization header of each request. */
let seenAuth: (string | undefined)[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    hits++;
    seenAuth.push(req.headers.authorization);
    const next = answers.shift();
    if (next) {
      res.writeHead(next.status, { 'content-type': 'application/json', ...(next.retryAfter !== undefined ? { 'retry-after': next.retryAfter } : {}) });
      res.end(JSON.stringify({ kind: 'Status', reason: 'TooManyRequests', message: 'slow down' }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ kind: 'Namespace', metadata: { name: 'x' } }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((r) => server.close(r)));

beforeEach(() => {
  answers = [];
  hits = 0;
  seenAuth = [];
});

const client = (limits = {}) => new KubeClient({ server: base, authHeaders: async () => ({}) }, limits);

test('a 429 is retried after its Retry-After, and every response is counted by code', async () => {
  const c = client();
  const codes: string[] = [];
  c.onResponse((method, code) => codes.push(`${method} ${code}`));
  answers = [{ status: 429, retryAfter: '0' }, { status: 429, retryAfter: '0' }];
  await expect(c.raw('GET', '/api/v1/namespaces/x')).resolves.toMatchObject({ kind: 'Namespace' });
  expect(hits).toBe(3);
  expect(codes).toEqual(['GET 429', 'GET 429', 'GET 200']);
  await c.close();
});

test('after its retries a 429 is an error like any other', async () => {
  const c = client({ maxRetries429: 1 });
  answers = [{ status: 429, retryAfter: '0' }, { status: 429, retryAfter: '0' }];
  await expect(c.raw('GET', '/api/v1/namespaces/x')).rejects.toThrow(/429 TooManyRequests/);
  expect(hits).toBe(2);
  await c.close();
});

test('a 401 is sent again once, with credentials asked for afresh; a second 401 is an error', async () => {
  let issued = 0;
  const asked: boolean[] = [];
  const c = new KubeClient({
    server: base,
    authHeaders: async (fresh) => {
      asked.push(fresh === true);
      return { authorization: `Bearer t${fresh ? ++issued : issued}` };
    },
  });
  answers = [{ status: 401 }];
  await expect(c.raw('POST', '/api/v1/namespaces', { body: { metadata: { name: 'x' } } })).resolves.toMatchObject({ kind: 'Namespace' });
  expect(seenAuth).toEqual(['Bearer t0', 'Bearer t1']);
  expect(asked).toEqual([false, true]);
  answers = [{ status: 401 }, { status: 401 }];
  await expect(c.raw('GET', '/api/v1/namespaces/x')).rejects.toThrow(/401/);
  expect(hits).toBe(4);
  await c.close();
});

test('Retry-After in seconds or as a date, capped, defaulting to one second', () => {
  expect(retryAfterMs('2')).toBe(2000);
  expect(retryAfterMs(undefined)).toBe(1000);
  expect(retryAfterMs('soon')).toBe(1000);
  expect(retryAfterMs('3600')).toBe(10_000);
  expect(retryAfterMs(new Date(5_000).toUTCString(), 2_000)).toBe(3000);
  expect(retryAfterMs('-5')).toBe(0);
});

test('the token bucket lets a burst through at once, then holds callers to the rate, in order', async () => {
  const waits: number[] = [];
  const realSetTimeout = global.setTimeout;
  // A clock that moves only by the waits the bucket asks for: the rate, not the machine's load, is under test.
  let clock = 0;
  const spy = jest.spyOn(global, 'setTimeout').mockImplementation(((fn: () => void, ms?: number) => {
    waits.push(ms ?? 0);
    clock += ms ?? 0;
    return realSetTimeout(fn, 0);
  }) as typeof setTimeout);
  try {
    const bucket = new TokenBucket(10, 3, () => clock);
    const order: number[] = [];
    await Promise.all([0, 1, 2, 3, 4].map((i) => bucket.take().then(() => order.push(i))));
    expect(order).toEqual([0, 1, 2, 3, 4]);
    // Three from the burst, then two that each wait for 1/10 s of refill.
    expect(waits).toHaveLength(2);
    for (const w of waits) expect(w).toBeCloseTo(100, 6);
  } finally {
    spy.mockRestore();
  }
});

test('with qps 0 the bucket never waits, and bad limits are refused', async () => {
  const bucket = new TokenBucket(0, 0);
  await Promise.all(Array.from({ length: 100 }, () => bucket.take()));
  expect(() => new TokenBucket(-1, 1)).toThrow('qps must be a number >= 0');
  expect(() => new TokenBucket(5, 0)).toThrow('burst must be a whole number >= 1');
});
