/**
 * `npm run bench:gate-faults`: the license gate under faults, in one run on loopback, each figure next
 * to a baseline measured in the same run. Asserts nothing.
 *
 * 1. Memory: the gate process's RSS idle (baseline), then while 100 clients each upload 9 MiB of a
 *    chunked body and never finish it (peak, and how many the gate took vs refused with 503), then
 *    after those clients have gone.
 * 2. Detection: how long after a license turns invalid on disk the engine still gets forwarded
 *    requests, in poll intervals: with one client (baseline) and with many clients in a loop (load),
 *    for a Secret swap (as the kubelet does it, seen by the directory watch) and for an in-place
 *    rewrite (seen only by the poll).
 *
 * Settings (environment): BENCH_FAULTS_UPLOADS (100), BENCH_FAULTS_UPLOAD_MIB (9),
 * BENCH_FAULTS_POLL_MS (200), BENCH_FAULTS_CLIENTS (32), BENCH_FAULTS_ROUNDS (5).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'undici';
import { generateLicenseKeyPair, issueLicense, issueRevocationList, type LicenseKeyPair } from '../../lib/license';

const UPLOADS = Number(process.env.BENCH_FAULTS_UPLOADS ?? 100);
const UPLOAD_MIB = Number(process.env.BENCH_FAULTS_UPLOAD_MIB ?? 9);
const POLL_MS = Number(process.env.BENCH_FAULTS_POLL_MS ?? 200);
const CLIENTS = Number(process.env.BENCH_FAULTS_CLIENTS ?? 32);
const ROUNDS = Number(process.env.BENCH_FAULTS_ROUNDS ?? 5);
const PATH = '/beta/proxy_basic_guardrail_api';
const AIGW = join(__dirname, '..', '..', '..', 'bin', 'aigw.js');
const MIB = 1024 * 1024;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A license Secret mounted as the kubelet does: keys are symlinks into `..data`, swapped atomically. */
class Mount {
  private generation = 0;
  constructor(readonly dir: string, readonly keys: LicenseKeyPair) {}

  async init(): Promise<void> {
    for (const key of ['license.jwt', 'license.pub', 'revocations.jwt']) await symlink(join('..data', key), join(this.dir, key));
  }

  async license(id: string): Promise<string> {
    return issueLicense(this.keys.privateKeyPem, { licensee: 'bench', features: ['guardrail'], id, expiresAt: new Date(Date.now() + 86_400_000), now: new Date() });
  }

  /** Swaps in new content; returns when the swap was done. */
  async swap(license: string, revocations?: string): Promise<number> {
    this.generation += 1;
    const data = `..${this.generation}_data`;
    await mkdir(join(this.dir, data));
    await writeFile(join(this.dir, data, 'license.jwt'), license);
    await writeFile(join(this.dir, data, 'license.pub'), this.keys.publicKeyPem);
    if (revocations !== undefined) await writeFile(join(this.dir, data, 'revocations.jwt'), revocations);
    await symlink(data, join(this.dir, '..data_tmp'));
    await rename(join(this.dir, '..data_tmp'), join(this.dir, '..data'));
    const at = Date.now();
    if (this.generation > 1) await rm(join(this.dir, `..${this.generation - 1}_data`), { recursive: true, force: true });
    return at;
  }

  async rewriteInPlace(license: string): Promise<number> {
    await writeFile(join(this.dir, `..${this.generation}_data`, 'license.jwt'), license);
    return Date.now();
  }
}

/** The engine stand-in, in this process so it can stamp when each forwarded request arrived. */
async function startEngine(): Promise<{ port: number; arrivals: number[]; close(): Promise<void> }> {
  const arrivals: number[] = [];
  const server = createHttpServer((req, res) => {
    req.on('data', () => undefined);
    req.on('end', () => {
      arrivals.push(Date.now());
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"action":"NONE"}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as { port: number }).port,
    arrivals,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}

async function startGate(mount: Mount, enginePort: number): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [AIGW, 'gate'], {
    env: {
      PATH: process.env.PATH ?? '',
      AIGW_GATE_UPSTREAM: `http://127.0.0.1:${enginePort}`,
      AIGW_GATE_LICENSE_FILE: join(mount.dir, 'license.jwt'),
      AIGW_GATE_LICENSE_PUBLIC_KEY: join(mount.dir, 'license.pub'),
      AIGW_GATE_REVOCATION_FILE: join(mount.dir, 'revocations.jwt'),
      AIGW_GATE_HOST: '127.0.0.1',
      AIGW_GATE_PORT: '0',
      AIGW_GATE_METRICS_PORT: '0',
      AIGW_GATE_LICENSE_POLL_MS: String(POLL_MS),
      AIGW_GATE_LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    // Its own process group is not needed: the bench stops it with SIGTERM on every way out.
  });
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (c) => {
      output += String(c);
      const line = output.split('\n').find((l) => l.includes('"license gate started"'));
      if (line) resolve((JSON.parse(line) as { port: number }).port);
    });
    child.once('exit', (code) => reject(new Error(`aigw gate exited with ${code}`)));
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

/** The gate's resident memory now and its peak so far, MiB (Linux /proc). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
}

/** An upload of `bytes` of a chunked body that is never finished. */
interface Upload {
  readonly socket: Socket;
  /** Settles once all is written, or the gate closed the connection. */
  readonly written: Promise<void>;
  /** Whether the gate refused it with 503 (its buffered-bytes limit). */
  refused(): boolean;
  /** The status line the gate answered, if any. */
  answer(): string;
}

function stalledUpload(url: string, bytes: number): Upload {
  const socket = connect(Number(new URL(url).port), '127.0.0.1');
  let answer = '';
  socket.on('data', (c) => (answer += String(c)));
  socket.on('error', () => undefined);
  const written = new Promise<void>((resolve) => {
    socket.on('close', () => resolve());
    socket.write(`POST ${PATH} HTTP/1.1\r\nHost: gate\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`);
    const chunk = Buffer.alloc(256 * 1024, 'x');
    let sent = 0;
    const pump = () => {
      while (sent < bytes && !socket.destroyed) {
        sent += chunk.length;
        socket.write(`${chunk.length.toString(16)}\r\n`);
        socket.write(chunk);
        if (!socket.write('\r\n')) {
          socket.once('drain', pump);
          return;
        }
      }
      if (sent >= bytes) resolve();
    };
    pump();
  });
  return { socket, written, refused: () => /^HTTP\/1\.1 503/.test(answer), answer: () => answer.split('\r\n', 1)[0] };
}

async function warm(url: string, requests: number): Promise<void> {
  const pool = new Pool(url, { connections: 8 });
  for (let i = 0; i < requests; i++) await (await pool.request({ method: 'POST', path: PATH, body: '{"texts":["warm"]}', headers: { 'content-type': 'application/json' } })).body.text();
  await pool.close();
}

/** One wave of UPLOADS stalled uploads: the gate's peak RSS, RSS while they are stalled, and how many it refused. */
async function wave(url: string, pid: number, floor: number): Promise<{ peak: number; held: number; refused: number }> {
  let peak = floor;
  const sampler = setInterval(() => (peak = Math.max(peak, memoryOf(pid).rss)), 50);
  const uploads = Array.from({ length: UPLOADS }, () => stalledUpload(url, UPLOAD_MIB * MIB));
  await Promise.all(uploads.map((u) => u.written));
  await sleep(1000);
  const held = memoryOf(pid).rss;
  const refused = uploads.filter((u) => u.refused()).length;
  const other = uploads.map((u) => u.answer()).filter((a) => a !== '' && !a.includes(' 503 '));
  if (other.length > 0) console.log(`   (unexpected answers: ${[...new Set(other)].join(', ')})`);
  for (const { socket } of uploads) socket.destroy();
  // Ordinary traffic afterwards, so the garbage collector has a reason to run.
  await warm(url, 500);
  await sleep(1000);
  clearInterval(sampler);
  return { peak: Math.max(peak, held), held, refused };
}

async function memoryUnderStalledUploads(url: string, pid: number): Promise<void> {
  process.stderr.write('warming up...\n');
  await warm(url, 200);
  await sleep(500);
  const idle = memoryOf(pid).rss;
  process.stderr.write(`${UPLOADS} stalled uploads, twice...\n`);
  const first = await wave(url, pid, idle);
  const between = memoryOf(pid).rss;
  const second = await wave(url, pid, between);
  const after = memoryOf(pid).rss;
  const mib = (n: number) => `${n.toFixed(0)} MiB`.padStart(8);
  console.log(`\n1. Memory, ${UPLOADS} uploads of ${UPLOAD_MIB} MiB never finished, two waves (default limits: 10 MiB body, 64 MiB buffered, 30 s body timeout)`);
  console.log(`   gate RSS idle (baseline)              ${mib(idle)}`);
  console.log(`   first wave: peak                      ${mib(first.peak)} (${(first.peak / idle).toFixed(1)}x idle), ${UPLOADS - first.refused} held, ${first.refused} refused with 503`);
  console.log(`   after its clients left                ${mib(between)} (and 500 ordinary requests)`);
  console.log(`   second wave: peak                     ${mib(second.peak)} (${(second.peak / idle).toFixed(1)}x idle), ${UPLOADS - second.refused} held, ${second.refused} refused with 503`);
  console.log(`   after its clients left                ${mib(after)}`);
  console.log('   (memory a wave held is taken again by the next one, not added to it: the peak does not grow)');
}

/** Worst time from a lapse on disk to the last request the engine got, in poll intervals, over ROUNDS lapses. */
async function detection(url: string, mount: Mount, arrivals: number[], clients: number, lapse: () => Promise<number>): Promise<number> {
  const pool = new Pool(url, { connections: clients });
  let running = true;
  const client = async () => {
    while (running) {
      await (await pool.request({ method: 'POST', path: PATH, body: '{"texts":["hi"]}', headers: { 'content-type': 'application/json' } })).body.text();
      // One client stands for a quiet gate: a request every few milliseconds.
      if (clients === 1) await sleep(2);
    }
  };
  const loops = Array.from({ length: clients }, () => client());
  let worst = 0;
  for (let round = 0; round < ROUNDS; round++) {
    await mount.swap(await mount.license('bench'));
    const restored = arrivals.length;
    while (arrivals.length === restored) await sleep(5);
    await sleep((POLL_MS * (round + 1)) / (ROUNDS + 1));
    const from = await lapse();
    await sleep(3 * POLL_MS);
    worst = Math.max(worst, ...arrivals.filter((a) => a >= from).map((a) => a - from), 0);
  }
  running = false;
  await Promise.all(loops);
  await pool.close();
  return worst / POLL_MS;
}

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'aigw-faults-bench-'));
  const mount = new Mount(dir, await generateLicenseKeyPair());
  await mount.init();
  await mount.swap(await mount.license('bench'));
  const engine = await startEngine();
  const gate = await startGate(mount, engine.port);
  try {
    await memoryUnderStalledUploads(gate.url, gate.child.pid!);

    const revoked = async () => mount.swap(await mount.license('bench'), await issueRevocationList(mount.keys.privateKeyPem, ['bench'], new Date()));
    const unlicensed = async () => mount.rewriteInPlace(await issueLicense(mount.keys.privateKeyPem, { licensee: 'bench', features: ['multi-tenancy'], expiresAt: new Date(Date.now() + 86_400_000), now: new Date() }));
    console.log(`\n2. Detection: last request forwarded after the license turned invalid on disk, worst of ${ROUNDS}, in poll intervals (${POLL_MS} ms)`);
    console.log('                                     1 client (baseline)   ' + `${CLIENTS} clients (load)`);
    for (const [name, lapse] of [['Secret swap (directory watch)', revoked], ['in-place rewrite (poll only)', unlicensed]] as const) {
      const quiet = await detection(gate.url, mount, engine.arrivals, 1, lapse);
      const loaded = await detection(gate.url, mount, engine.arrivals, CLIENTS, lapse);
      console.log(`   ${name.padEnd(32)}  ${quiet.toFixed(2).padStart(8)}              ${loaded.toFixed(2).padStart(8)}   (load/baseline ${(loaded / Math.max(quiet, 0.01)).toFixed(1)}x)`);
    }
    console.log('   README promise: at most 1 interval (plus reading and verifying three small files).');
  } finally {
    gate.child.kill('SIGTERM');
    await new Promise((r) => gate.child.once('exit', r));
    await engine.close();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
