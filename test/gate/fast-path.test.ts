/**
 * Guardrail calls after the first of their content type take the data port's lean path; what they
 * get must be what the Fastify route gives: the same answers, ids, errors and metrics. Each test
 * first sends one call that goes through Fastify, then the ones under test.
 */
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { decisions, eventually, post, scrape, useGateTestbed } from './helpers';

const GUARDRAIL_PATH = '/beta/proxy_basic_guardrail_api';

const bed = useGateTestbed({ gate: {} });

/** A POST over node:http (fetch cannot send every content type as it is). */
function call(url: string, contentType: string, body: string): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', headers: { 'content-type': contentType } }, (res) => {
      let text = '';
      res.on('data', (c) => (text += String(c)));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

beforeEach(async () => {
  // Routed by Fastify: from now on, JSON calls take the lean path.
  expect((await post(`${bed.gate.url}${GUARDRAIL_PATH}`)).status).toBe(200);
  bed.upstream.received.length = 0;
});

test('the engine gets the call and the caller its whole answer with the id the engine saw', async () => {
  bed.upstream.respond = (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'x-engine': 'stand-in' });
    res.end(JSON.stringify({ action: 'GUARDRAIL_INTERVENED', texts: ['[PERSON]'] }));
  };
  const answer = await post(`${bed.gate.url}${GUARDRAIL_PATH}?q=1`, { texts: ['Alice'] });
  expect(answer.status).toBe(200);
  expect(answer.json).toEqual({ action: 'GUARDRAIL_INTERVENED', texts: ['[PERSON]'] });
  expect(answer.headers.get('x-engine')).toBe('stand-in');
  expect(bed.upstream.received.map((r) => [r.method, r.url, r.body])).toEqual([['POST', `${GUARDRAIL_PATH}?q=1`, '{"texts":["Alice"]}']]);
  expect(answer.headers.get('x-request-id')).toBe(bed.upstream.received[0].headers['x-request-id']);
  const samples = await scrape(bed.gate.metricsUrl);
  expect(decisions(samples).forwarded).toBe(2);
  expect(samples.get('platform_guardrail_proxy_upstream_verdicts_total{action="GUARDRAIL_INTERVENED"}')).toBe(1);
});

test('an answer streamed through (not JSON) is handed to Fastify and keeps the id the engine saw', async () => {
  bed.upstream.respond = (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('plain');
  };
  const answer = await post(`${bed.gate.url}${GUARDRAIL_PATH}`);
  expect([answer.status, answer.json]).toEqual([200, 'plain']);
  expect(answer.headers.get('x-request-id')).toBe(bed.upstream.received[0].headers['x-request-id']);
  expect(decisions(await scrape(bed.gate.metricsUrl)).forwarded).toBe(2);
});

test("a caller's x-request-id goes to the engine and back", async () => {
  const answer = await post(`${bed.gate.url}${GUARDRAIL_PATH}`, undefined, { 'x-request-id': 'caller-42' });
  expect(answer.headers.get('x-request-id')).toBe('caller-42');
  expect(bed.upstream.received[0].headers['x-request-id']).toBe('caller-42');
});

test('an engine that hangs up: the 502 error answer, counted once as upstream_error', async () => {
  bed.upstream.respond = (_req, res) => res.socket?.destroy();
  const answer = await post(`${bed.gate.url}${GUARDRAIL_PATH}`);
  expect(answer.status).toBe(502);
  expect(answer.json.error.code).toBe('AIGW_GATE_UPSTREAM_UNREACHABLE');
  expect(answer.headers.get('x-request-id')).toBe(bed.upstream.received[0].headers['x-request-id']);
  expect(decisions(await scrape(bed.gate.metricsUrl))).toEqual({ forwarded: 1, blocked_unlicensed: 0, upstream_error: 1 });
});

test.each([
  ['the lean path', 'application/json'],
  ["Fastify's route (a content type not seen before)", 'application/json; charset=utf-8'],
])('a caller that leaves while the engine answers, on %s: the call is cancelled, counted as forwarded, not as the engine unreachable', async (_path, contentType) => {
  let engineSawClose = false;
  bed.upstream.respond = (_req, res) => res.on('close', () => (engineSawClose = true));
  const { hostname, port } = new URL(bed.gate.url);
  const body = JSON.stringify({ input_type: 'request', texts: ['hello'] });
  const socket = connect(Number(port), hostname);
  socket.write(`POST ${GUARDRAIL_PATH} HTTP/1.1\r\nHost: gate\r\nContent-Type: ${contentType}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
  await eventually(() => bed.upstream.received.length === 1, 5000, 'the call to reach the engine');
  socket.destroy();
  await eventually(() => engineSawClose, 5000, 'the gate to cancel the call to the engine');
  await eventually(async () => decisions(await scrape(bed.gate.metricsUrl)).forwarded === 2, 5000, 'the call to be counted');
  expect(decisions(await scrape(bed.gate.metricsUrl))).toEqual({ forwarded: 2, blocked_unlicensed: 0, upstream_error: 0 });
  expect(bed.gate.logs.records.filter((r) => r.level === 'ERROR' || r.level === 50)).toEqual([]);
});

test('a body over the limit: 413 and the connection closed, nothing forwarded', async () => {
  await bed.closeGate();
  await bed.startGate({ bodyLimitBytes: 64 });
  expect((await post(`${bed.gate.url}${GUARDRAIL_PATH}`)).status).toBe(200);
  bed.upstream.received.length = 0;
  const answer = await call(`${bed.gate.url}${GUARDRAIL_PATH}`, 'application/json', JSON.stringify({ texts: ['x'.repeat(100)] }));
  expect(answer.status).toBe(413);
  expect(answer.headers.connection).toBe('close');
  expect(bed.upstream.received).toEqual([]);
});

test('a lapsed license: the block verdict, counted as blocked_unlicensed', async () => {
  await bed.volume.mount({});
  const answer = await post(`${bed.gate.url}${GUARDRAIL_PATH}`);
  expect(answer.status).toBe(200);
  expect(answer.json.action).toBe('BLOCKED');
  expect(bed.upstream.received).toEqual([]);
  expect(decisions(await scrape(bed.gate.metricsUrl))).toEqual({ forwarded: 1, blocked_unlicensed: 1, upstream_error: 0 });
});

test('a content type Fastify cannot parse still gets its 415, whatever came before', async () => {
  const answer = await call(`${bed.gate.url}${GUARDRAIL_PATH}`, 'application', '{}');
  expect(answer.status).toBe(415);
  expect(bed.upstream.received).toEqual([]);
});

test('a call in flight when the gate closes gets its answer streamed through, not a refusal', async () => {
  let answerNow: (() => void) | undefined;
  bed.upstream.respond = (_req, res) => {
    answerNow = () => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('late answer');
    };
  };
  const url = bed.gate.url;
  const inFlight = post(`${url}${GUARDRAIL_PATH}`);
  await eventually(() => answerNow !== undefined, 5000, 'the call to reach the engine');
  const closed = bed.closeGate();
  // The gate no longer accepts connections once it is closing.
  await eventually(async () => fetch(url).then(() => false, () => true), 5000, 'the gate to refuse connections');
  answerNow!();
  const answer = await inFlight;
  expect([answer.status, answer.json]).toEqual([200, 'late answer']);
  await closed;
});

test('a new call on a connection still busy when the gate closes gets the 503 refusal, and the engine never sees it', async () => {
  let answerNow: (() => void) | undefined;
  bed.upstream.respond = (_req, res) => {
    answerNow = () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ action: 'NONE' }));
    };
  };
  const { hostname, port } = new URL(bed.gate.url);
  const body = JSON.stringify({ input_type: 'request', texts: ['hello'] });
  const request = `POST ${GUARDRAIL_PATH} HTTP/1.1\r\nHost: gate\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
  const socket = connect(Number(port), hostname);
  let received = '';
  socket.on('data', (chunk) => (received += String(chunk)));
  socket.write(request);
  await eventually(() => answerNow !== undefined, 5000, 'the first call to reach the engine');
  const closed = bed.closeGate();
  await eventually(async () => fetch(bed.gate.url).then(() => false, () => true), 5000, 'the gate to refuse connections');
  // The connection is busy with the first call, so it stays open: a second call arrives on it.
  socket.write(request);
  answerNow!();
  // The second answer follows the first's body on the same line: count status lines anywhere.
  const statuses = () => [...received.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => Number(m[1]));
  await eventually(() => statuses().length === 2 && received.endsWith('}'), 5000, 'both answers');
  socket.destroy();
  await closed;
  expect(statuses()).toEqual([200, 503]);
  expect(received).toContain('{"error":"Service Unavailable","message":"Service Unavailable","statusCode":503}');
  expect(bed.upstream.received.length).toBe(1);
});
