/**
 * The gate's own error answers, over real sockets: only the gate's headers (nothing the engine had
 * sent before it failed) and no internal address of the engine in the body.
 */
import { request as httpRequest } from 'node:http';
import { gzipSync } from 'node:zlib';
import { useGateTestbed } from './helpers';

const GUARDRAIL_PATH = '/beta/proxy_basic_guardrail_api';
/** Headers a gate error answer may carry: its own, and the ones Node's HTTP server writes on every answer. */
const GATE_HEADERS = ['connection', 'content-length', 'content-type', 'date', 'keep-alive', 'retry-after', 'x-request-id'];

const bed = useGateTestbed();

function call(url: string): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
      let body = '';
      res.on('data', (c) => (body += String(c)));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end('{"texts":["hi"]}');
  });
}

function expectOwnAnswer(answer: { status: number; headers: Record<string, unknown>; body: string }, hidden: string[]): void {
  expect(answer.status).toBe(502);
  expect(Object.keys(answer.headers).filter((h) => !GATE_HEADERS.includes(h))).toEqual([]);
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  const json = JSON.parse(answer.body) as { error: { code: string; message: string } };
  expect(json.error.code).toBe('AIGW_GATE_UPSTREAM_UNREACHABLE');
  for (const text of hidden) expect(answer.body).not.toContain(text);
}

test("an engine reset in the middle of a gzip JSON answer: 502 without the engine's content-encoding, set-cookie or other headers", async () => {
  const compressed = gzipSync(JSON.stringify({ action: 'NONE', texts: ['x'.repeat(100_000)] }));
  bed.upstream.respond = (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip', 'set-cookie': 'engine=1', 'x-engine': 'pseudonymizer', 'content-length': compressed.length });
    res.write(compressed.subarray(0, 100));
    setTimeout(() => res.socket?.destroy(), 20);
  };
  await bed.startGate();
  const answer = await call(`${bed.gate.url}${GUARDRAIL_PATH}`);
  expectOwnAnswer(answer, ['127.0.0.1', new URL(bed.upstream.url).port]);
  expect(JSON.parse(answer.body).error.message).toBe('the guardrail engine is unreachable: connection closed during the answer (UND_ERR_SOCKET)');
});

test('connection refused: the 502 names the failure, not the address', async () => {
  const downUrl = bed.upstream.url;
  await bed.upstream.close();
  await bed.startGate({}, downUrl);
  const answer = await call(`${bed.gate.url}${GUARDRAIL_PATH}`);
  expectOwnAnswer(answer, ['127.0.0.1', new URL(downUrl).port]);
  expect(JSON.parse(answer.body).error.message).toBe('the guardrail engine is unreachable: connection refused (ECONNREFUSED)');
  // The address is for the operator: in the log.
  expect(bed.gate.logs.raw).toContain(`127.0.0.1:${new URL(downUrl).port}`);
});

test('an engine host name that does not resolve: the 502 does not name it', async () => {
  await bed.startGate({ upstreamTimeoutMs: 3000 }, 'http://engine.platform-guardrail-system.svc.cluster.invalid:8000');
  const answer = await call(`${bed.gate.url}${GUARDRAIL_PATH}`);
  expectOwnAnswer(answer, ['engine.platform-guardrail-system', 'cluster.invalid', ':8000']);
});
