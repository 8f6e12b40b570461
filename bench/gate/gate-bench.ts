/**
 * `npm run bench:gate`: what the license gate costs on the request path. In one run on loopback it
 * measures, with wrk, the same 2 KiB guardrail request over the same number of connections:
 *   direct  client -> engine stand-in
 *   gate    client -> aigw gate (valid license) -> engine stand-in
 *   nginx   client -> Debian's nginx proxy_pass (keep-alive upstream) -> engine stand-in
 *   floor   client -> node:http + undici forwarder, nothing else (the floor for a Node proxy) -> engine stand-in
 * and prints req/s, p50, p99, the CPU each proxy spends per call (from /proc, next to nginx's, the bare
 * forwarder's and the engine stand-in's), and the ratios gate/direct, gate/nginx and gate/floor (the gate
 * against the cheapest Node proxy measured in the same run: 1.00x is all a Node proxy can do). Targets
 * are measured in interleaved rounds; each figure is the median over the rounds. Then one pass over one
 * connection shows the latency a single call adds without queueing, and the CPU the gate spends while
 * idle is measured beside an idle node:http server. Last, the same call is sent straight to aigw's
 * pseudonymizer engine, whose CPU per call is printed beside the gate's: the gate guards it and
 * should cost less. Asserts nothing.
 *
 * Settings (environment): BENCH_GATE_CONNECTIONS (default 32), BENCH_GATE_SECONDS per measurement
 * (default 8), BENCH_GATE_ROUNDS (default 3), BENCH_GATE_NGINX_WORKERS (default 1: one event loop,
 * like the gate; "auto" for one per core).
 */
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { generateLicenseKeyPair, issueLicense } from '../../lib/license';
import { guardrailPayload } from './payload';
import { treeCpuSeconds } from '../support/process-cpu';
import { wrk, writeWrkScript, type WrkResult } from './wrk';

const CONNECTIONS = Number(process.env.BENCH_GATE_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_GATE_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_GATE_ROUNDS ?? 3);
const NGINX_WORKERS = process.env.BENCH_GATE_NGINX_WORKERS ?? '1';
const WARMUP_SECONDS = 2;
const PATH = '/beta/proxy_basic_guardrail_api';
const ROOT = join(__dirname, '..', '..', '..');

const children: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function start(name: string, command: string, args: string[], workDir: string): ChildProcess {
  const out = join(workDir, `${name}.log`);
  writeFileSync(out, '');
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (c) => writeFileSync(out, c, { flag: 'a' }));
  child.stderr!.on('data', (c) => writeFileSync(out, c, { flag: 'a' }));
  children.push(child);
  return child;
}

async function waitForHttp(url: string, init: RequestInit, verdict = '"NONE"', timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url, init);
      const body = await response.text();
      if (response.status === 200) {
        if (!body.includes(verdict)) throw new Error(`${url} answered ${body}`);
        return;
      }
    } catch (e) {
      if ((e as Error).message.includes('answered')) throw e;
    }
    if (Date.now() > deadline) throw new Error(`${url} did not come up`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function nginxConfig(dir: string, listen: number, upstream: number): string {
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, sub), { recursive: true });
  return `worker_processes ${NGINX_WORKERS};
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream engine { server 127.0.0.1:${upstream}; keepalive 128; }
  server {
    listen 127.0.0.1:${listen};
    location / {
      proxy_pass http://engine;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
    }
  }
}
`;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

interface Row { name: string; rps: number; p50: number; p99: number; errors: number; cpuUs: number }

/** One wrk run and the CPU the proxy's processes spent meanwhile, per request, in microseconds. */
interface Measured { wrk: WrkResult; cpuUs: number; upstreamCpuUs: number }

function summarize(name: string, results: Measured[]): Row {
  return {
    name,
    rps: median(results.map((r) => r.wrk.requestsPerSecond)),
    p50: median(results.map((r) => r.wrk.p50Ms)),
    p99: median(results.map((r) => r.wrk.p99Ms)),
    errors: results.reduce((sum, r) => sum + r.wrk.errors, 0),
    cpuUs: median(results.map((r) => r.cpuUs)),
  };
}

/** Runs wrk against `url` while reading the CPU of `pid`'s process tree and of the engine stand-in's. */
async function measure(url: string, script: string, connections: number, seconds: number, pid: number, upstreamPid: number): Promise<Measured> {
  const [cpu0, up0] = [treeCpuSeconds(pid), treeCpuSeconds(upstreamPid)];
  const result = await wrk(url, script, connections, seconds);
  const [cpu1, up1] = [treeCpuSeconds(pid), treeCpuSeconds(upstreamPid)];
  const perCall = (s: number) => (s * 1e6) / Math.max(1, result.requests);
  return { wrk: result, cpuUs: perCall(cpu1 - cpu0), upstreamCpuUs: perCall(up1 - up0) };
}

/** The CPU an idle process spends, in ms per second, measured from inside it (see idle-cpu.ts). */
async function idleCpu(args: string[]): Promise<number> {
  const { stdout } = await promisify(execFile)(process.execPath, [join(__dirname, 'idle-cpu.js'), ...args]);
  return (JSON.parse(stdout.trim().split('\n').pop()!) as { cpuMsPerSecond: number }).cpuMsPerSecond;
}

async function main(): Promise<void> {
  const install = spawnSync('bash', [join(ROOT, 'bench', 'gate', 'install-tools.sh')], { stdio: 'inherit' });
  if (install.status !== 0) throw new Error('installing nginx and wrk failed');
  const nginxBin = spawnSync('sh', ['-c', 'command -v nginx || echo /usr/sbin/nginx'], { encoding: 'utf8' }).stdout.trim();

  const workDir = mkdtempSync(join(tmpdir(), 'aigw-bench-gate-'));
  try {
    const payload = guardrailPayload();
    const script = writeWrkScript(workDir, payload);
    const keys = await generateLicenseKeyPair();
    const now = new Date();
    writeFileSync(join(workDir, 'license.pub'), keys.publicKeyPem);
    writeFileSync(join(workDir, 'license.jwt'), await issueLicense(keys.privateKeyPem, {
      licensee: 'bench', features: ['guardrail'], expiresAt: new Date(now.getTime() + 86_400_000), now,
    }));

    const [upstreamPort, gatePort, metricsPort, nginxPort, barePort] = [await freePort(), await freePort(), await freePort(), await freePort(), await freePort()];
    const upstream = start('upstream', process.execPath, [join(__dirname, 'upstream-server.js'), String(upstreamPort)], workDir);
    const gateProcess = start('gate', process.execPath, [
      join(ROOT, 'bin', 'aigw.js'), 'gate', '--upstream', `http://127.0.0.1:${upstreamPort}`,
      '--license-file', join(workDir, 'license.jwt'), '--license-public-key', join(workDir, 'license.pub'),
      '--revocation-file', join(workDir, 'revocations.jwt'), '--host', '127.0.0.1', '--port', String(gatePort),
      '--metrics-port', String(metricsPort), '--log-level', 'warn',
    ], workDir);
    writeFileSync(join(workDir, 'nginx.conf'), nginxConfig(workDir, nginxPort, upstreamPort));
    const nginx = start('nginx', nginxBin, ['-c', join(workDir, 'nginx.conf'), '-p', workDir], workDir);
    const bare = start('bare', process.execPath, [join(__dirname, 'bare-forwarder.js'), String(barePort), String(upstreamPort)], workDir);
    const enginePort = await freePort();
    const engine = start('engine', process.execPath, [
      join(ROOT, 'bin', 'aigw.js'), 'engine', 'pseudonymizer', '--host', '127.0.0.1', '--port', String(enginePort), '--log-level', 'warn',
    ], workDir);
    const engineUrl = `http://127.0.0.1:${enginePort}${PATH}`;

    const targets = [
      { name: 'direct', url: `http://127.0.0.1:${upstreamPort}${PATH}`, pid: upstream.pid! },
      { name: 'gate', url: `http://127.0.0.1:${gatePort}${PATH}`, pid: gateProcess.pid! },
      { name: 'nginx', url: `http://127.0.0.1:${nginxPort}${PATH}`, pid: nginx.pid! },
      { name: 'floor', url: `http://127.0.0.1:${barePort}${PATH}`, pid: bare.pid! },
    ];
    const init = { method: 'POST', body: payload, headers: { 'content-type': 'application/json' } };
    for (const t of targets) await waitForHttp(t.url, init);
    // The request names two people and a company: the engine masks them.
    await waitForHttp(engineUrl, init, '"GUARDRAIL_INTERVENED"', 60_000);

    console.log(`gate benchmark: ${Buffer.byteLength(payload)}-byte guardrail request, ${CONNECTIONS} connections, ` +
      `${ROUNDS} rounds x ${SECONDS}s per target (after ${WARMUP_SECONDS}s warm-up), nginx workers: ${NGINX_WORKERS}, ` +
      `${cpus().length} CPUs, node ${process.version}`);
    const results = new Map<string, Measured[]>(targets.map((t) => [t.name, []]));
    for (const t of targets) await wrk(t.url, script, CONNECTIONS, WARMUP_SECONDS);
    for (let round = 1; round <= ROUNDS; round++) {
      for (const t of targets) {
        const m = await measure(t.url, script, CONNECTIONS, SECONDS, t.pid, upstream.pid!);
        results.get(t.name)!.push(m);
        const r = m.wrk;
        console.log(`  round ${round} ${t.name.padEnd(6)} ${r.requestsPerSecond.toFixed(0).padStart(7)} req/s  p50 ${r.p50Ms.toFixed(2)} ms  p99 ${r.p99Ms.toFixed(2)} ms  CPU/call ${m.cpuUs.toFixed(1)} µs`);
      }
    }

    const rows = targets.map((t) => summarize(t.name, results.get(t.name)!));
    const [direct, gate, nginxRow, floor] = rows;
    console.log('\ntarget     req/s    p50 ms   p99 ms   CPU/call µs   errors');
    for (const r of rows) {
      console.log(`${r.name.padEnd(8)} ${r.rps.toFixed(0).padStart(7)}  ${r.p50.toFixed(2).padStart(7)}  ${r.p99.toFixed(2).padStart(7)}   ${r.cpuUs.toFixed(1).padStart(11)}   ${r.errors}`);
    }
    // The engine stand-in's own CPU per call, over every run: what the cheapest possible engine costs.
    const engineUs = median([...results.values()].flat().map((m) => m.upstreamCpuUs));
    console.log('');
    console.log(`gate/direct throughput  ${(gate.rps / direct.rps).toFixed(2)}x   p99 added over direct ${(gate.p99 - direct.p99).toFixed(2)} ms`);
    console.log(`gate/nginx  throughput  ${(gate.rps / nginxRow.rps).toFixed(2)}x   p99 gate ${gate.p99.toFixed(2)} ms vs nginx ${nginxRow.p99.toFixed(2)} ms (${(gate.p99 / nginxRow.p99).toFixed(2)}x)`);
    console.log(`floor/nginx throughput  ${(floor.rps / nginxRow.rps).toFixed(2)}x   (the most a Node proxy reaches here)`);
    console.log(`gate/floor  throughput  ${(gate.rps / floor.rps).toFixed(2)}x   CPU per call ${(gate.cpuUs / floor.cpuUs).toFixed(2)}x   p99 gate ${gate.p99.toFixed(2)} ms vs floor ${floor.p99.toFixed(2)} ms`);
    // Per round as well: the rounds are interleaved, so a round's ratio compares runs minutes apart at most.
    const perRound = results.get('gate')!.map((g, i) => {
      const f = results.get('floor')![i];
      return `${(g.wrk.requestsPerSecond / f.wrk.requestsPerSecond).toFixed(2)}x/${(g.cpuUs / f.cpuUs).toFixed(2)}x`;
    });
    console.log(`gate/floor  per round (throughput/CPU per call): ${perRound.join('  ')}`);
    console.log(`CPU per guardrail call: gate ${gate.cpuUs.toFixed(1)} µs, nginx ${nginxRow.cpuUs.toFixed(1)} µs, floor (bare node forwarder) ${floor.cpuUs.toFixed(1)} µs, ` +
      `engine stand-in ${engineUs.toFixed(1)} µs (gate/nginx ${(gate.cpuUs / nginxRow.cpuUs).toFixed(2)}x, gate/floor ${(gate.cpuUs / floor.cpuUs).toFixed(2)}x, gate/engine ${(gate.cpuUs / engineUs).toFixed(2)}x)`);
    if (rows.some((r) => r.errors > 0)) console.log('WARNING: some requests failed; see the logs above');

    // The engine the gate guards, answering the same call itself (its CPU includes its detection workers).
    await wrk(engineUrl, script, CONNECTIONS, WARMUP_SECONDS);
    const pseudonymizer = await measure(engineUrl, script, CONNECTIONS, SECONDS, engine.pid!, engine.pid!);
    console.log(`pseudonymizer engine, the same call straight to it (one text repeated: its cheapest case): ${pseudonymizer.wrk.requestsPerSecond.toFixed(0)} req/s, ` +
      `CPU per call ${pseudonymizer.cpuUs.toFixed(1)} µs; gate/pseudonymizer CPU per call ${(gate.cpuUs / pseudonymizer.cpuUs).toFixed(2)}x` +
      (pseudonymizer.wrk.errors > 0 ? ` (${pseudonymizer.wrk.errors} failed)` : ''));

    // Under saturation p99 is mostly queueing; one connection shows what a single call pays.
    const single = new Map<string, WrkResult>();
    for (const t of targets) single.set(t.name, await wrk(t.url, script, 1, SECONDS));
    console.log('\none connection (no queueing):');
    for (const [name, r] of single) console.log(`  ${name.padEnd(6)} ${r.requestsPerSecond.toFixed(0).padStart(7)} req/s  p50 ${r.p50Ms.toFixed(3)} ms  p99 ${r.p99Ms.toFixed(3)} ms`);
    const d1 = single.get('direct')!;
    for (const name of ['gate', 'floor', 'nginx']) {
      const r = single.get(name)!;
      console.log(`  ${name.padEnd(6)} adds p50 ${(r.p50Ms - d1.p50Ms).toFixed(3)} ms, p99 ${(r.p99Ms - d1.p99Ms).toFixed(3)} ms over direct`);
    }
    const g1 = single.get('gate')!;
    const f1 = single.get('floor')!;
    console.log(`  gate/floor over one connection: throughput ${(g1.requestsPerSecond / f1.requestsPerSecond).toFixed(2)}x, p50 added ${(g1.p50Ms - d1.p50Ms).toFixed(3)} ms vs ${(f1.p50Ms - d1.p50Ms).toFixed(3)} ms`);

    // Idle: the gate (default poll interval) beside an idle node:http server, with and without a timer
    // at the poll's cadence, each in a process of its own, at the same time.
    const files = [join(workDir, 'license.jwt'), join(workDir, 'license.pub'), join(workDir, 'revocations.jwt')];
    const [idleGate, idleBaseline, idleTimer] = await Promise.all([idleCpu(['gate', ...files]), idleCpu(['baseline']), idleCpu(['timer'])]);
    console.log(`\nidle CPU (process.cpuUsage over ${process.env.BENCH_GATE_IDLE_SECONDS ?? 10} s): gate ${idleGate.toFixed(3)} ms/s, ` +
      `idle node:http server ${idleBaseline.toFixed(3)} ms/s, the same with an empty 1 s timer ${idleTimer.toFixed(3)} ms/s`);
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(`bench:gate failed: ${(e as Error).stack ?? e}`);
  process.exitCode = 1;
});
