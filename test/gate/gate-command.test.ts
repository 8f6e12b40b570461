/**
 * `aigw gate` as Kubernetes runs it: the built command in its own process, configured through
 * environment variables, stopped with SIGTERM. Needs `npm run build` (which `npm test` runs first).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { licenseBecomes, post, useGateTestbed, type Received } from './helpers';

const AIGW = join(__dirname, '..', '..', 'bin', 'aigw.js');
const BUILT = join(__dirname, '..', '..', 'dist', 'cli', 'commands', 'gate.js');

let child: ChildProcess | undefined;

beforeAll(() => {
  if (!existsSync(BUILT)) throw new Error(`${BUILT} is missing: run 'npm run build' first`);
});

// Declared before the testbed, so the command is gone before the testbed's teardown.
afterEach(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    child.kill('SIGKILL');
    await new Promise((r) => child!.once('exit', r));
  }
  child = undefined;
});

const bed = useGateTestbed();

interface Started {
  url: string;
  metricsUrl: string;
  output: () => string;
  exit: Promise<number | null>;
}

/** Starts `aigw gate` with the given environment and waits for its "started" line. */
async function startCommand(env: Record<string, string>, args: string[] = []): Promise<Started> {
  const proc = spawn(process.execPath, [AIGW, 'gate', ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = proc;
  let output = '';
  proc.stdout!.on('data', (c) => (output += String(c)));
  proc.stderr!.on('data', (c) => (output += String(c)));
  const exit = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  const started = await new Promise<Record<string, unknown>>((resolve, reject) => {
    const check = () => {
      const line = output.split('\n').find((l) => l.includes('"license gate started"'));
      if (line) resolve(JSON.parse(line));
    };
    proc.stdout!.on('data', check);
    void exit.then((code) => reject(new Error(`aigw gate exited with ${code}: ${output}`)));
  });
  return {
    url: `http://127.0.0.1:${started.port}`,
    metricsUrl: `http://127.0.0.1:${started.metrics_port}`,
    output: () => output,
    exit,
  };
}

function envFor(extra: Record<string, string> = {}): Record<string, string> {
  return {
    AIGW_GATE_UPSTREAM: bed.upstream.url,
    AIGW_GATE_LICENSE_FILE: bed.volume.licenseFile,
    AIGW_GATE_LICENSE_PUBLIC_KEY: bed.volume.publicKeyFile,
    AIGW_GATE_REVOCATION_FILE: bed.volume.revocationFile,
    AIGW_GATE_HOST: '127.0.0.1',
    AIGW_GATE_PORT: '0',
    AIGW_GATE_METRICS_PORT: '0',
    ...extra,
  };
}

test('configured from the environment, it forwards with the API key from AIGW_GATE_API_KEY', async () => {
  const gate = await startCommand(envFor({ AIGW_GATE_API_KEY: 'from-secret-ref', AIGW_GATE_LOG_LEVEL: 'debug' }));
  const response = await post(`${gate.url}/beta/proxy_basic_guardrail_api`, {}, { 'x-request-id': 'cli-1' });
  expect(response.json).toEqual({ action: 'NONE' });
  expect(bed.upstream.received[0].headers['x-api-key']).toBe('from-secret-ref');
  expect((await fetch(`${gate.metricsUrl}/readyz`)).status).toBe(200);
  child!.kill('SIGTERM');
  expect(await gate.exit).toBe(0);
  expect(gate.output()).toContain('"request_id":"cli-1"');
  expect(gate.output()).not.toContain('from-secret-ref');
});

test('AIGW_GATE_ALT_PATH names the path answered with the alt block verdict once the license lapses', async () => {
  const gate = await startCommand(envFor({ AIGW_GATE_ALT_PATH: '/guard/alt', AIGW_GATE_BLOCKED_REASON: 'lapsed', AIGW_GATE_LICENSE_POLL_MS: '50' }));
  await bed.volume.mount({});
  await licenseBecomes(gate.metricsUrl, false);
  expect((await post(`${gate.url}/guard/alt`, { phase: 'pre_call', content: 'x', request_id: 'r' })).json).toEqual({ action: 'block', reason: 'lapsed' });
  expect((await post(`${gate.url}/beta/proxy_basic_guardrail_api`)).json).toEqual({ action: 'BLOCKED', blocked_reason: 'lapsed' });
  expect(bed.upstream.received).toEqual([]);
});

test('--api-key-file is read at start and sent as x-api-key', async () => {
  const keyFile = join(bed.volume.dir, 'api-key');
  writeFileSync(keyFile, 'file-key\n');
  const gate = await startCommand(envFor(), ['--api-key-file', keyFile]);
  await post(`${gate.url}/x`);
  expect(bed.upstream.received[0].headers['x-api-key']).toBe('file-key');
});

test('SIGTERM lets an in-flight request finish, then exits 0', async () => {
  let release: () => void = () => undefined;
  const arrived = new Promise<Received>((resolve) => {
    bed.upstream.respond = (req, res) => {
      resolve(req);
      release = () => {
        res.setHeader('content-type', 'application/json');
        res.end('{"action":"GUARDRAIL_INTERVENED"}');
      };
    };
  });
  const gate = await startCommand(envFor());
  const inFlight = post(`${gate.url}/beta/proxy_basic_guardrail_api`);
  await arrived;
  child!.kill('SIGTERM');
  // The gate stops listening but keeps the request it is serving.
  await new Promise((r) => setTimeout(r, 200));
  expect(child!.exitCode).toBeNull();
  release();
  expect((await inFlight).json).toEqual({ action: 'GUARDRAIL_INTERVENED' });
  expect(await gate.exit).toBe(0);
});

test('SIGTERM with an upload that never finishes: drains until the shutdown deadline, then closes it and exits 0', async () => {
  const gate = await startCommand(envFor({ AIGW_GATE_SHUTDOWN_TIMEOUT_MS: '300', AIGW_GATE_BODY_TIMEOUT_MS: '600000' }));
  const socket = connect(Number(new URL(gate.url).port), '127.0.0.1');
  const closed = new Promise<string>((resolve) => {
    let answer = '';
    socket.on('data', (c) => (answer += String(c)));
    socket.on('close', () => resolve(answer));
    socket.on('error', () => undefined);
  });
  socket.write('POST /beta/proxy_basic_guardrail_api HTTP/1.1\r\nHost: gate\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n{"tex\r\n');
  // A complete request on another connection: once it is answered, the gate is reading the stalled one too.
  expect((await post(`${gate.url}/x`)).status).toBe(200);
  child!.kill('SIGTERM');
  expect(await gate.exit).toBe(0);
  expect(await closed).toBe('');
  expect(gate.output()).toContain('requests still open at the shutdown deadline: closing their connections');
  expect(bed.upstream.received.map((r) => r.url)).toEqual(['/x']);
});

test('bad configuration exits 2 and names the problem', async () => {
  const proc = spawn(process.execPath, [AIGW, 'gate'], { env: { PATH: process.env.PATH ?? '', AIGW_GATE_PORT: 'eighty' }, stdio: ['ignore', 'pipe', 'pipe'] });
  child = proc;
  let stderr = '';
  proc.stderr.on('data', (c) => (stderr += String(c)));
  const code = await new Promise((resolve) => proc.once('exit', resolve));
  expect(code).toBe(2);
  expect(stderr).toContain("aigw gate: AIGW_GATE_PORT 'eighty' must be a whole number");
});

test('a port already in use exits 1', async () => {
  const first = await startCommand(envFor());
  const firstChild = child!;
  const port = new URL(first.url).port;
  const proc = spawn(process.execPath, [AIGW, 'gate', '--port', port], { env: { PATH: process.env.PATH ?? '', ...envFor() }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  proc.stderr.on('data', (c) => (stderr += String(c)));
  const code = await new Promise((resolve) => proc.once('exit', resolve));
  expect(code).toBe(1);
  expect(stderr).toContain('aigw gate: cannot start:');
  expect(stderr).toContain('EADDRINUSE');
  firstChild.kill('SIGTERM');
  expect(await first.exit).toBe(0);
});
