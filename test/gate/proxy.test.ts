import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { DEFAULT_BLOCKED_REASON } from '../../gate';
import { LicenseVolume, decisions, licenseBecomes, post, scrape, useGateTestbed } from './helpers';

const GUARDRAIL_PATH = '/beta/proxy_basic_guardrail_api';
const BLOCK = { action: 'BLOCKED', blocked_reason: DEFAULT_BLOCKED_REASON };

const bed = useGateTestbed();

describe('while the license allows guardrail', () => {
  beforeEach(async () => {
    await bed.startGate({ apiKey: 'engine-secret' });
  });

  test('forwards method, path, query, body and end-to-end headers intact', async () => {
    const payload = { input_type: 'request', texts: ['My name is Alice'], litellm_call_id: 'c-1' };
    const response = await post(`${bed.gate.url}${GUARDRAIL_PATH}?trace=1&x=%20y`, payload, { 'x-custom': 'kept', authorization: 'Bearer caller' });
    expect(response.status).toBe(200);
    expect(bed.upstream.received).toHaveLength(1);
    const [received] = bed.upstream.received;
    expect(received).toMatchObject({ method: 'POST', url: `${GUARDRAIL_PATH}?trace=1&x=%20y`, body: JSON.stringify(payload) });
    expect(received.headers).toMatchObject({ 'content-type': 'application/json', 'x-custom': 'kept', authorization: 'Bearer caller' });
  });

  test.each(['GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'])('forwards %s too', async (method) => {
    const response = await fetch(`${bed.gate.url}/v1/alt/check`, { method });
    expect(response.status).toBe(200);
    expect(bed.upstream.received.map((r) => `${r.method} ${r.url}`)).toEqual([`${method} /v1/alt/check`]);
  });

  test.each([GUARDRAIL_PATH, '/beta/litellm_basic_guardrail_api', '/v1/alt/check', '/', '/anything/at/all/' + 'x'.repeat(300)])(
    'forwards path %s',
    async (path) => {
      await post(`${bed.gate.url}${path}`);
      expect(bed.upstream.received.map((r) => r.url)).toEqual([path]);
    },
  );

  test("replaces the caller's x-api-key with the configured one", async () => {
    await post(`${bed.gate.url}${GUARDRAIL_PATH}`, {}, { 'x-api-key': 'caller-key' });
    expect(bed.upstream.received[0].headers['x-api-key']).toBe('engine-secret');
  });

  test("reuses the caller's X-Request-Id upstream and on the response", async () => {
    const response = await post(`${bed.gate.url}${GUARDRAIL_PATH}`, {}, { 'x-request-id': 'req-from-caller' });
    expect(bed.upstream.received[0].headers['x-request-id']).toBe('req-from-caller');
    expect(response.headers.get('x-request-id')).toBe('req-from-caller');
  });

  test('mints a distinct X-Request-Id when the caller has none', async () => {
    const first = await post(`${bed.gate.url}${GUARDRAIL_PATH}`);
    const second = await post(`${bed.gate.url}${GUARDRAIL_PATH}`);
    const minted = bed.upstream.received.map((r) => r.headers['x-request-id']);
    expect(minted[0]).toMatch(/^[0-9a-f]{24}-[0-9a-z]+$/);
    expect(minted[1]).not.toBe(minted[0]);
    expect([first.headers.get('x-request-id'), second.headers.get('x-request-id')]).toEqual(minted);
  });

  test("passes the engine's verdict, status and headers through unaltered", async () => {
    const verdict = '{"action": "BLOCKED",  "blocked_reason": "PII found: Alice", "texts": null}';
    bed.upstream.respond = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'x-engine': 'pseudonymizer' });
      res.end(verdict);
    };
    const response = await fetch(`${bed.gate.url}${GUARDRAIL_PATH}`, { method: 'POST', body: '{}' });
    expect(await response.text()).toBe(verdict);
    expect(response.headers.get('x-engine')).toBe('pseudonymizer');
  });

  test("passes the engine's own error status and non-JSON bodies through", async () => {
    bed.upstream.respond = (_req, res) => {
      res.writeHead(503, { 'content-type': 'text/plain' });
      res.end('engine warming up');
    };
    const response = await fetch(`${bed.gate.url}${GUARDRAIL_PATH}`, { method: 'POST', body: '{}' });
    expect([response.status, await response.text()]).toEqual([503, 'engine warming up']);
  });

  test('drops hop-by-hop headers in both directions', async () => {
    bed.upstream.respond = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'x-hop': 'no', connection: 'x-hop', 'proxy-authenticate': 'Basic' });
      res.end('{"action":"NONE"}');
    };
    const response = await new Promise<{ headers: Record<string, unknown> }>((resolve, reject) => {
      const req = httpRequest(`${bed.gate.url}${GUARDRAIL_PATH}`, {
        method: 'POST',
        headers: { connection: 'keep-alive, x-drop-me', 'x-drop-me': '1', 'proxy-authorization': 'Basic abc', te: 'trailers', 'x-keep': '1' },
      }, (res) => {
        res.resume();
        res.on('end', () => resolve({ headers: res.headers }));
      });
      req.on('error', reject);
      req.end('{}');
    });
    expect(bed.upstream.received[0].headers).not.toHaveProperty('x-drop-me');
    expect(bed.upstream.received[0].headers).not.toHaveProperty('proxy-authorization');
    expect(bed.upstream.received[0].headers).not.toHaveProperty('te');
    expect(bed.upstream.received[0].headers['x-keep']).toBe('1');
    expect(response.headers).not.toHaveProperty('x-hop');
    expect(response.headers).not.toHaveProperty('proxy-authenticate');
  });

  test('forwards to the base path of the upstream URL', async () => {
    await bed.closeGate();
    await bed.startGate({}, `${bed.upstream.url}/guard/v2/`);
    await post(`${bed.gate.url}${GUARDRAIL_PATH}?a=1`);
    expect(bed.upstream.received[0].url).toBe(`/guard/v2${GUARDRAIL_PATH}?a=1`);
  });
});

describe('bad input', () => {
  beforeEach(async () => {
    await bed.startGate({ bodyLimitBytes: 1024 });
  });

  test('a body over the limit gets 413 and is not forwarded', async () => {
    const response = await post(`${bed.gate.url}${GUARDRAIL_PATH}`, { texts: ['x'.repeat(2000)] });
    expect(response.status).toBe(413);
    expect(response.json).toEqual({ error: { code: 'FST_ERR_CTP_BODY_TOO_LARGE', message: 'Request body is too large' } });
    expect(bed.upstream.received).toHaveLength(0);
  });

  test('a chunked body over the limit gets 413 too', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(`${bed.gate.url}${GUARDRAIL_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      for (let i = 0; i < 10; i++) req.write('x'.repeat(200));
      req.end();
    });
    expect(status).toBe(413);
    expect(bed.upstream.received).toHaveLength(0);
  });

  test('a body at the limit is forwarded', async () => {
    const body = 'y'.repeat(1024);
    await fetch(`${bed.gate.url}${GUARDRAIL_PATH}`, { method: 'POST', body, headers: { 'content-type': 'text/plain' } });
    expect(bed.upstream.received[0].body).toBe(body);
  });

  test('malformed requests get a 4xx, and the gate keeps serving', async () => {
    const raw = (text: string) =>
      new Promise<string>((resolve) => {
        const socket = connect(Number(new URL(bed.gate.url).port), '127.0.0.1', () => socket.end(text));
        let answer = '';
        socket.on('data', (c) => (answer += String(c)));
        socket.on('close', () => resolve(answer));
        socket.on('error', () => resolve(answer));
      });
    expect(await raw('this is not http\r\n\r\n')).toMatch(/^HTTP\/1\.1 400/);
    expect(await raw('GET http://elsewhere.example/x HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n')).toMatch(/^HTTP\/1\.1 400[\s\S]*AIGW_GATE_BAD_REQUEST_TARGET/);
    expect(await raw(`POST ${GUARDRAIL_PATH} HTTP/1.1\r\nHost: a\r\nContent-Type: ;;;\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`)).toMatch(/^HTTP\/1\.1 4\d\d/);
    expect(await raw(`POST ${GUARDRAIL_PATH} HTTP/1.1\r\nHost: a\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n{}`)).toMatch(/^HTTP\/1\.1 400/);
    expect(bed.upstream.received).toHaveLength(0);
    expect((await post(`${bed.gate.url}${GUARDRAIL_PATH}`)).status).toBe(200);
  });
});

describe('when the license lapses', () => {
  let clockMs: number;

  beforeEach(async () => {
    clockMs = Date.now();
    await bed.startGate({ clock: () => clockMs, blockedReason: 'Guardrail not licensed for Acme' });
    expect((await post(`${bed.gate.url}${GUARDRAIL_PATH}`)).status).toBe(200);
  });

  async function expectBlocked(): Promise<void> {
    const before = bed.upstream.received.length;
    const response = await post(`${bed.gate.url}${GUARDRAIL_PATH}`, {}, { 'x-request-id': 'blocked-1' });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ action: 'BLOCKED', blocked_reason: 'Guardrail not licensed for Acme' });
    expect(response.headers.get('x-request-id')).toBe('blocked-1');
    expect(bed.upstream.received).toHaveLength(before);
    expect(decisions(await scrape(bed.gate.metricsUrl))).toEqual({ forwarded: 1, blocked_unlicensed: 1, upstream_error: 0 });
  }

  test('expired: blocked on the very next request, without waiting for a poll', async () => {
    // The mounted license expires an hour after it was issued; the gate's clock jumps past that.
    clockMs += 2 * 3_600_000;
    await expectBlocked();
  });

  test('not yet valid', async () => {
    await bed.volume.mountValid({ notBefore: new Date(clockMs + 60_000), expiresAt: new Date(clockMs + 120_000) });
    await licenseBecomes(bed.gate.metricsUrl, false);
    await expectBlocked();
  });

  test('revoked', async () => {
    await bed.volume.mount({ license: await bed.volume.license({ id: 'lic-test' }), revocations: await bed.volume.revocations(['lic-test']) });
    await licenseBecomes(bed.gate.metricsUrl, false);
    await expectBlocked();
  });

  test('license file removed', async () => {
    await bed.volume.mount({});
    await licenseBecomes(bed.gate.metricsUrl, false);
    await expectBlocked();
  });

  test('empty license files (what the operator mounts when the cluster license Secret is removed)', async () => {
    await bed.volume.mount({ license: '', publicKey: '', revocations: '' });
    await licenseBecomes(bed.gate.metricsUrl, false);
    await expectBlocked();
  });

  test('a license without feature guardrail (what the operator mounts when the feature lapses)', async () => {
    await bed.volume.mountValid({ features: ['multi-tenancy'] });
    await licenseBecomes(bed.gate.metricsUrl, false);
    await expectBlocked();
  });

  test('the whole Secret volume removed', async () => {
    await bed.volume.unmount();
    await licenseBecomes(bed.gate.metricsUrl, false);
    await expectBlocked();
  });

  test('license file garbled', async () => {
    await bed.volume.mount({ license: 'eyJhbGciOiJFZERTQSJ9.garbage.garbage' });
    await licenseBecomes(bed.gate.metricsUrl, false);
    await expectBlocked();
  });

  test('signature invalid (signed by another key)', async () => {
    const other = await LicenseVolume.create();
    try {
      await bed.volume.mount({ license: await other.license() });
      await licenseBecomes(bed.gate.metricsUrl, false);
      await expectBlocked();
    } finally {
      await other.destroy();
    }
  });

  test("'guardrail' missing from the features", async () => {
    await bed.volume.mountValid({ features: ['multi-tenancy'] });
    await licenseBecomes(bed.gate.metricsUrl, false);
    await expectBlocked();
  });

  test('forwards again after the license is fixed, without a restart', async () => {
    await bed.volume.mount({});
    await licenseBecomes(bed.gate.metricsUrl, false);
    await expectBlocked();
    await bed.volume.mountValid({ id: 'lic-renewed', notBefore: new Date(clockMs - 60_000) });
    await licenseBecomes(bed.gate.metricsUrl, true);
    expect((await post(`${bed.gate.url}${GUARDRAIL_PATH}`)).json).toEqual({ action: 'NONE' });
    expect(bed.upstream.received).toHaveLength(2);
    expect(decisions(await scrape(bed.gate.metricsUrl))).toEqual({ forwarded: 2, blocked_unlicensed: 1, upstream_error: 0 });
  });
});

test('with no license at all from the start, every request gets the default block verdict', async () => {
  await bed.volume.mount({});
  await bed.startGate();
  const response = await post(`${bed.gate.url}${GUARDRAIL_PATH}`);
  expect([response.status, response.json]).toEqual([200, BLOCK]);
  expect(bed.upstream.received).toHaveLength(0);
});

describe('when the upstream is unreachable', () => {
  test('connection refused: 502 with a JSON error, counted as upstream_error', async () => {
    const downUrl = bed.upstream.url;
    await bed.upstream.close();
    await bed.startGate({}, downUrl);
    const response = await post(`${bed.gate.url}${GUARDRAIL_PATH}`, {}, { 'x-request-id': 'down-1' });
    expect(response.status).toBe(502);
    expect(response.json.error.code).toBe('AIGW_GATE_UPSTREAM_UNREACHABLE');
    expect(response.json.error.message).toMatch(/^the guardrail engine is unreachable: .*ECONNREFUSED/);
    expect(response.headers.get('x-request-id')).toBe('down-1');
    expect(decisions(await scrape(bed.gate.metricsUrl))).toEqual({ forwarded: 0, blocked_unlicensed: 0, upstream_error: 1 });
  });

  test('DNS failure: 502', async () => {
    await bed.startGate({ upstreamTimeoutMs: 2000 }, 'http://no-such-engine.invalid:8000');
    const response = await post(`${bed.gate.url}${GUARDRAIL_PATH}`);
    expect([response.status, response.json.error.code]).toEqual([502, 'AIGW_GATE_UPSTREAM_UNREACHABLE']);
  });

  test('connection reset mid-answer: 502', async () => {
    bed.upstream.respond = (_req, res) => res.socket?.destroy();
    await bed.startGate();
    expect((await post(`${bed.gate.url}${GUARDRAIL_PATH}`)).status).toBe(502);
  });

  test('an upstream slower than the timeout: 502 naming the timeout', async () => {
    bed.upstream.respond = (_req, res) => {
      const timer = setTimeout(() => res.end('{"action":"NONE"}'), 3000);
      res.on('close', () => clearTimeout(timer));
    };
    await bed.startGate({ upstreamTimeoutMs: 200 });
    const response = await post(`${bed.gate.url}${GUARDRAIL_PATH}`);
    expect(response.status).toBe(502);
    expect(response.json.error.message).toContain('no answer within 200 ms');
    expect(decisions(await scrape(bed.gate.metricsUrl)).upstream_error).toBe(1);
  });

  test('an upstream that stalls in the middle of its body: 502', async () => {
    bed.upstream.respond = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"action":');
      const timer = setTimeout(() => res.end('"NONE"}'), 3000);
      res.on('close', () => clearTimeout(timer));
    };
    await bed.startGate({ upstreamTimeoutMs: 200 });
    const response = await post(`${bed.gate.url}${GUARDRAIL_PATH}`);
    expect(response.status).toBe(502);
  });
});
