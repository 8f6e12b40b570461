/**
 * Uploads that never finish, over real sockets: they time out, they cannot together hold more than
 * the buffered-bytes limit, and what they held is given back when their clients go.
 */
import { connect, type Socket } from 'node:net';
import { eventually, useGateTestbed } from './helpers';

const GUARDRAIL_PATH = '/beta/proxy_basic_guardrail_api';
const KIB = 1024;

const sockets: Socket[] = [];

// Declared before the testbed, so the stalled connections are gone before the gate closes.
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.destroy();
});

const bed = useGateTestbed();

interface Stalled {
  readonly socket: Socket;
  /** Everything the gate wrote back, once it closed the connection. */
  readonly answer: Promise<string>;
}

/** A chunked upload that sends `bytes` of body and then nothing, never the final chunk. */
function stalledUpload(bytes: number): Stalled {
  const socket = connect(Number(new URL(bed.gate.url).port), '127.0.0.1');
  sockets.push(socket);
  let text = '';
  socket.on('data', (c) => (text += String(c)));
  const answer = new Promise<string>((resolve) => {
    socket.on('close', () => resolve(text));
    socket.on('error', () => undefined);
  });
  socket.write(`POST ${GUARDRAIL_PATH} HTTP/1.1\r\nHost: gate\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`);
  socket.write(`${bytes.toString(16)}\r\n${'x'.repeat(bytes)}\r\n`);
  return { socket, answer };
}

async function postBytes(bytes: number): Promise<{ status: number; json: any }> {
  const response = await fetch(`${bed.gate.url}${GUARDRAIL_PATH}`, { method: 'POST', body: 'y'.repeat(bytes), headers: { 'content-type': 'application/json' } });
  return { status: response.status, json: await response.json() };
}

test('an upload that stalls gets 408 AIGW_GATE_BODY_TIMEOUT, its connection is closed, nothing is forwarded', async () => {
  await bed.startGate({ bodyTimeoutMs: 300 });
  const answer = await stalledUpload(64 * KIB).answer;
  expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
  expect(answer).toMatch(/\r\nconnection: close\r\n/i);
  expect(answer).toContain('{"error":{"code":"AIGW_GATE_BODY_TIMEOUT","message":"the request body did not arrive within 300 ms"}}');
  expect(bed.upstream.received).toHaveLength(0);
});

test('stalled uploads hold at most --buffered-bytes-limit together; more gets 503, and leaving gives the bytes back', async () => {
  await bed.startGate({ bodyLimitBytes: 512 * KIB, bufferedBytesLimit: 1024 * KIB, bodyTimeoutMs: 60_000 });
  const stalled = [stalledUpload(400 * KIB), stalledUpload(400 * KIB)];
  // Once the gate holds the 800 KiB of the stalled two, another 400 KiB does not fit.
  let refused: { status: number; json: any } | undefined;
  await eventually(async () => {
    const answer = await postBytes(400 * KIB);
    if (answer.status === 200) return false;
    refused = answer;
    return true;
  }, 10_000, 'a 503 once the stalled uploads fill the buffer');
  expect(refused).toEqual({ status: 503, json: { error: { code: 'AIGW_GATE_OVERLOADED', message: 'the gate holds as many request bytes as it may; retry shortly' } } });
  // Smaller bodies that still fit are forwarded meanwhile.
  expect((await postBytes(100 * KIB)).status).toBe(200);

  for (const { socket } of stalled) socket.destroy();
  await eventually(async () => (await postBytes(500 * KIB)).status === 200, 10_000, 'the stalled uploads\u2019 bytes given back');
  expect(bed.upstream.received.every((r) => r.body.length <= 500 * KIB && /^y+$/.test(r.body))).toBe(true);
});

test('a body larger than the limit is refused as soon as it is larger, before it ends', async () => {
  await bed.startGate({ bodyLimitBytes: 64 * KIB, bodyTimeoutMs: 60_000 });
  const answer = await stalledUpload(65 * KIB).answer;
  expect(answer).toMatch(/^HTTP\/1\.1 413 /);
  expect(answer).toContain('FST_ERR_CTP_BODY_TOO_LARGE');
  expect(bed.upstream.received).toHaveLength(0);
});
