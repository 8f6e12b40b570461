/**
 * Hostile requests thrown at a real gate over raw sockets: any method, path, headers and body framing
 * (lying Content-Length, broken chunks, both framings, Expect, hop-by-hop and smuggling headers). Whatever
 * comes in, the gate answers or closes (never hangs, never a 500), never leaks the engine's key or
 * address, passes nothing hop-by-hop upstream, keeps serving, and forwards nothing while unlicensed.
 * The run has a fixed budget of cases and time, so it fits in CI.
 */
import fc from 'fast-check';
import { connect } from 'node:net';
import { licenseBecomes, post, useGateTestbed } from './helpers';

const API_KEY = 'engine-key-never-shown';
const BODY_TIMEOUT_MS = 300;
const BUDGET = { numRuns: 80, interruptAfterTimeLimit: 40_000 };

const bed = useGateTestbed({ per: 'file', gate: { apiKey: API_KEY, bodyTimeoutMs: BODY_TIMEOUT_MS, bodyLimitBytes: 8 * 1024, bufferedBytesLimit: 64 * 1024 } });

const token = fc.stringMatching(/^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,12}$/);
const headerValue = fc.oneof(fc.stringMatching(/^[ -~]{0,40}$/), fc.constantFrom('100-continue', 'chunked', 'gzip', 'close', 'keep-alive, x-foo', '0', '-1', '99999999999', 'chunked, identity'));
const headerName = fc.oneof(
  { arbitrary: token, weight: 2 },
  { arbitrary: fc.constantFrom('Expect', 'Content-Length', 'Transfer-Encoding', 'Connection', 'Upgrade', 'TE', 'Trailer', 'Proxy-Authorization', 'Keep-Alive', 'X-Api-Key', 'Content-Type', 'Content-Encoding', 'Host', 'X-Request-Id', 'X-Forwarded-For'), weight: 1 },
);

type Framing = 'none' | 'length' | 'short-length' | 'long-length' | 'chunked' | 'bad-chunks' | 'both';

const hostileRequest = fc.record({
  // Mostly methods Node's parser knows (it refuses others with a bare 400 before the gate sees them).
  method: fc.oneof({ arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'PROPFIND', 'TRACE'), weight: 8 }, { arbitrary: token, weight: 1 }),
  path: fc.oneof(
    fc.constantFrom('/beta/proxy_basic_guardrail_api', '/v1/alt/check', '/', '*', 'http://169.254.169.254/latest', '//evil.example/x', '/../../etc/passwd', '/%2e%2e/%00'),
    fc.stringMatching(/^\/[!-~]{0,60}$/),
  ),
  headers: fc.array(fc.tuple(headerName, headerValue), { maxLength: 8 }),
  framing: fc.constantFrom<Framing>('none', 'length', 'short-length', 'long-length', 'chunked', 'bad-chunks', 'both'),
  body: fc.uint8Array({ maxLength: 10 * 1024 }),
});

type Hostile = typeof hostileRequest extends fc.Arbitrary<infer T> ? T : never;

function bytesOf(r: Hostile): Buffer {
  const body = Buffer.from(r.body);
  const lines = [`${r.method} ${r.path} HTTP/1.1`, 'Host: gate'];
  for (const [name, value] of r.headers) lines.push(`${name}: ${value}`);
  let payload: Buffer = Buffer.alloc(0);
  switch (r.framing) {
    case 'length':
      lines.push(`Content-Length: ${body.length}`);
      payload = body;
      break;
    case 'short-length':
      lines.push(`Content-Length: ${Math.max(0, body.length - 3)}`);
      payload = body;
      break;
    case 'long-length':
      lines.push(`Content-Length: ${body.length + 17}`);
      payload = body;
      break;
    case 'chunked':
      lines.push('Transfer-Encoding: chunked');
      payload = Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from('\r\n0\r\n\r\n')]);
      break;
    case 'bad-chunks':
      lines.push('Transfer-Encoding: chunked');
      payload = Buffer.concat([Buffer.from(`${(body.length + 5).toString(16)}zz\r\n`), body, Buffer.from('\r\n')]);
      break;
    case 'both':
      lines.push(`Content-Length: ${body.length}`, 'Transfer-Encoding: chunked');
      payload = body;
      break;
  }
  // Closing after the answer lets the test know it is complete.
  lines.push('Connection: close');
  return Buffer.concat([Buffer.from(lines.join('\r\n') + '\r\n\r\n', 'latin1'), payload]);
}

/** Sends the bytes; resolves with what came back once the gate closed the connection (undefined if it never did). */
function exchange(bytes: Buffer): Promise<string | undefined> {
  return new Promise((resolve) => {
    const socket = connect(Number(new URL(bed.gate.url).port), '127.0.0.1');
    let answer = '';
    // A liveness bound, not a speed check: ten body timeouts, long after any body must have been refused.
    const giveUp = setTimeout(() => {
      socket.destroy();
      resolve(undefined);
    }, 10 * BODY_TIMEOUT_MS);
    socket.on('data', (c) => (answer += c.toString('latin1')));
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve(answer);
    });
    socket.on('error', () => undefined);
    socket.write(bytes);
  });
}

/** The caller's hop-by-hop headers never cross (a `connection` header upstream is the gate's own HTTP client's). */
const HOP_BY_HOP = ['keep-alive', 'proxy-authorization', 'te', 'trailer', 'upgrade', 'expect'];

test('whatever arrives, the gate answers or closes, without a 500, a leaked key or address, or a hop-by-hop header upstream', async () => {
  const upstreamPort = new URL(bed.upstream.url).port;
  await fc.assert(
    fc.asyncProperty(hostileRequest, async (r) => {
      const before = bed.upstream.received.length;
      const answer = await exchange(bytesOf(r));
      expect(answer).toBeDefined();
      const statuses = [...answer!.matchAll(/(?:^|\r\n)HTTP\/1\.1 (\d{3}) /g)].map((m) => Number(m[1]));
      expect(statuses.filter((s) => s >= 500 && s !== 502 && s !== 503)).toEqual([]);
      expect(answer).not.toContain(API_KEY);
      expect(answer).not.toContain(`127.0.0.1:${upstreamPort}`);
      for (const received of bed.upstream.received.slice(before)) {
        expect(received.headers['x-api-key']).toBe(API_KEY);
        expect(Object.keys(received.headers).filter((h) => HOP_BY_HOP.includes(h))).toEqual([]);
        expect([undefined, 'keep-alive', 'close']).toContain(received.headers.connection);
        expect(received.body.length).toBeLessThanOrEqual(8 * 1024);
      }
    }),
    BUDGET,
  );
  // Still serving, and nothing of the hostile requests is held any more: a body at the limit goes through.
  expect((await post(`${bed.gate.url}/beta/proxy_basic_guardrail_api`, { texts: ['z'.repeat(8000)] })).status).toBe(200);
}, 120_000);

test('while unlicensed, no hostile request reaches the engine', async () => {
  await bed.volume.mount({});
  await licenseBecomes(bed.gate.metricsUrl, false);
  const before = bed.upstream.received.length;
  await fc.assert(
    fc.asyncProperty(hostileRequest, async (r) => {
      const answer = await exchange(bytesOf(r));
      expect(answer).toBeDefined();
      expect(bed.upstream.received.length).toBe(before);
    }),
    { numRuns: 40, interruptAfterTimeLimit: 20_000 },
  );
}, 120_000);
