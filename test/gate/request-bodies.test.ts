/**
 * Request bodies as clients really send them, over real sockets: behind `Expect: 100-continue` (curl
 * does that for bodies over 1 MiB), and on methods that rarely carry one (GET).
 */
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { useGateTestbed } from './helpers';

const GUARDRAIL_PATH = '/beta/proxy_basic_guardrail_api';

const bed = useGateTestbed({ gate: {} });

const port = () => Number(new URL(bed.gate.url).port);

test('Expect: 100-continue gets "100 Continue", then the body is forwarded and the engine answers', async () => {
  const body = JSON.stringify({ input_type: 'request', texts: ['x'.repeat(2 * 1024 * 1024)] });
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = connect(port(), '127.0.0.1');
    let text = '';
    let sent = false;
    socket.on('data', (c) => {
      text += String(c);
      // Like curl: the body only after the interim answer.
      if (!sent && text.startsWith('HTTP/1.1 100 Continue\r\n\r\n')) {
        sent = true;
        socket.write(body);
      }
    });
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
    socket.write(
      `POST ${GUARDRAIL_PATH} HTTP/1.1\r\nHost: gate\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        'Expect: 100-continue\r\nConnection: close\r\n\r\n',
    );
  });
  expect(answer).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200 OK\r\n/);
  expect(answer.endsWith('{"action":"NONE"}')).toBe(true);
  expect(bed.upstream.received.map((r) => [r.method, r.body.length])).toEqual([['POST', Buffer.byteLength(body)]]);
  expect(bed.upstream.received[0].headers).not.toHaveProperty('expect');
});

test("Node's own client with Expect: 100-continue gets the engine's verdict", async () => {
  const result = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(`${bed.gate.url}${GUARDRAIL_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json', expect: '100-continue' } }, (res) => {
      let text = '';
      res.on('data', (c) => (text += String(c)));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('continue', () => req.end('{"texts":["hello"]}'));
    req.on('error', reject);
  });
  expect(result).toEqual({ status: 200, body: '{"action":"NONE"}' });
  expect(bed.upstream.received[0].body).toBe('{"texts":["hello"]}');
});

test.each([
  ['Content-Length', (req: ReturnType<typeof httpRequest>) => req.end('{"texts":["in a GET"]}'), { 'content-length': '22' }],
  ['chunked', (req: ReturnType<typeof httpRequest>) => (req.write('{"texts":'), req.end('["in a GET"]}')), { 'transfer-encoding': 'chunked' }],
])('a GET body (%s) is forwarded like any other', async (_framing, send, headers) => {
  const status = await new Promise<number>((resolve, reject) => {
    const req = httpRequest(`${bed.gate.url}/v1/alt/check`, { method: 'GET', headers: { 'content-type': 'application/json', ...headers } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    send(req);
  });
  expect(status).toBe(200);
  expect(bed.upstream.received.map((r) => [r.method, r.body])).toEqual([['GET', '{"texts":["in a GET"]}']]);
});

test('a GET without a body still reaches the engine without one', async () => {
  const response = await fetch(`${bed.gate.url}/v1/alt/check?x=1`);
  expect(response.status).toBe(200);
  expect(bed.upstream.received.map((r) => [r.method, r.url, r.body, r.headers['content-length'], r.headers['transfer-encoding']])).toEqual([
    ['GET', '/v1/alt/check?x=1', '', undefined, undefined],
  ]);
});
