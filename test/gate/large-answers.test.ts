/**
 * Engine answers larger than the gate reads for a verdict (--response-buffer-bytes), over real
 * sockets: they reach the caller as they come, not after the gate has held them whole.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { decisions, eventually, scrape, useGateTestbed } from './helpers';

const GUARDRAIL_PATH = '/beta/proxy_basic_guardrail_api';
const KIB = 1024;

const bed = useGateTestbed({ gate: { responseBufferBytes: 64 * KIB } });

function call(): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${bed.gate.url}${GUARDRAIL_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' } }, resolve);
    req.on('error', reject);
    req.end('{"texts":["hi"]}');
  });
}

test('a JSON answer past the response buffer reaches the caller while the engine is still sending it, byte for byte', async () => {
  const head = `{"action":"GUARDRAIL_INTERVENED","texts":["${'a'.repeat(256 * KIB)}`;
  const tail = `${'b'.repeat(256 * KIB)}"]}`;
  let finish: () => void = () => undefined;
  bed.upstream.respond = (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'x-engine': 'pseudonymizer' });
    res.write(head);
    finish = () => res.end(tail);
  };
  const response = await call();
  expect(response.statusCode).toBe(200);
  expect(response.headers['x-engine']).toBe('pseudonymizer');
  let received = '';
  response.on('data', (c) => (received += String(c)));
  // The engine has not finished: what arrives is the gate passing the answer on, not holding it.
  await eventually(() => received.length === head.length, 10_000, 'the head of the answer before the engine ends it');
  const ended = new Promise((r) => response.on('end', r));
  finish();
  await ended;
  expect(received).toBe(head + tail);
  // Its verdict is not read (the gate did not hold it whole); the request counts as forwarded.
  const samples = await scrape(bed.gate.metricsUrl);
  expect(decisions(samples)).toMatchObject({ forwarded: 1, upstream_error: 0 });
  expect(samples.get('platform_guardrail_proxy_upstream_verdicts_total{action="GUARDRAIL_INTERVENED"}')).toBe(0);
});

test('a JSON answer within the response buffer is read whole and its verdict counted', async () => {
  bed.upstream.respond = (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ action: 'GUARDRAIL_INTERVENED', texts: ['c'.repeat(60 * KIB)] }));
  };
  const response = await call();
  let received = '';
  response.on('data', (c) => (received += String(c)));
  await new Promise((r) => response.on('end', r));
  expect(JSON.parse(received).action).toBe('GUARDRAIL_INTERVENED');
  expect((await scrape(bed.gate.metricsUrl)).get('platform_guardrail_proxy_upstream_verdicts_total{action="GUARDRAIL_INTERVENED"}')).toBe(1);
});

test('an engine that fails after a large answer has started streaming: the caller sees the answer cut off, never a whole one', async () => {
  bed.upstream.respond = (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write(`{"action":"NONE","texts":["${'d'.repeat(200 * KIB)}`);
    setTimeout(() => res.socket?.destroy(), 50);
  };
  const response = await call();
  expect(response.statusCode).toBe(200);
  const outcome = await new Promise<string>((resolve) => {
    response.on('data', () => undefined);
    response.on('end', () => resolve(response.complete ? 'complete' : 'cut off'));
    response.on('error', () => resolve('cut off'));
    response.on('aborted', () => resolve('cut off'));
  });
  expect(outcome).toBe('cut off');
});
