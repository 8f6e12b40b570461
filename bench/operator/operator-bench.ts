/**
 * The operator at scale, against a real kube-apiserver + etcd: N proxy Gateways (10 models on one
 * API key each, one Guardrail) created at once. For each N it prints the time until every Gateway is
 * Ready, the operator's CPU time over that span (steadier than wall time on a shared machine), the
 * API writes per Gateway (and by verb/resource on stderr), reconciles per Gateway, the operator's
 * peak RSS, and the writes of one steady-state resync (must be 0), then how each grows from the
 * smallest N to the largest, and the load average while it ran. Each N gets a fresh control plane and a
 * fresh operator process, so nothing carries over. A Gateway is Ready only once its ProxyInstance
 * reports ready, and no upstream controller runs here: a stand-in writes each instance's status as
 * `aigw upstream proxy` would (test/integration/support/instances.ts), from its own client, so its
 * writes are not counted as the operator's.
 *
 *   npm run bench:operator                   # N = 100, 1000
 *   BENCH_OPERATOR_N=10,100 npm run bench:operator
 *   BENCH_OPERATOR_WORKERS=4 (operator --workers, default 2)
 *   BENCH_RESYNC_SECONDS=15 (operator --resync-seconds, default 120)
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { Informer, type InformerHandlers } from '../../runtime/informer';
import type { KubeObject } from '../../runtime/kube/types';
import { createLogger } from '../../runtime/log';
import { clientFor, startControlPlane, stopControlPlane } from '../../test/integration/support/control-plane';
import { DeploymentController } from '../../test/integration/support/deployments';
import { reportsReady, writeReport } from '../../test/integration/support/instances';
import { condition, Kube, LicenseKit, PLATFORM, PROXY } from '../../test/integration/support/kube';
import { OperatorProcess } from '../../test/integration/support/operator-process';
import { CONTROLLER_NODE_OPTIONS } from '../../operator/install/controller-node-options';
import { memoryLimit, type MemoryLimit } from '../support/memory-limit';
import { cpuSeconds } from '../support/process-cpu';
import { benchGateway, MODELS_PER_GATEWAY } from './bench-gateway';
import { peerCpuSeconds } from './control-plane-cpu';

/**
 * The operator's resync period here: longer than a bring-up takes, so the Gateways come up as under
 * the shipped default (300 s), where no full resync lands in the middle; short enough that the steady
 * resync measured afterwards does not keep the bench waiting long. BENCH_RESYNC_SECONDS overrides it.
 */
const RESYNC_SECONDS = Number(process.env.BENCH_RESYNC_SECONDS ?? 120);
/**
 * The operator's memory limit here: the shipped Deployment's (operator/install/operator-install.ts),
 * from which Node sizes its heap in a pod. BENCH_OPERATOR_MEMORY_MIB=0 runs it unlimited.
 */
const MEMORY_LIMIT_MIB = Number(process.env.BENCH_OPERATOR_MEMORY_MIB ?? 512);
/**
 * The operator's command as its Deployment runs it: with the container's NODE_OPTIONS (Node's flags
 * go before the script), inside the memory cgroup when there is one.
 */
function asDeployed(limit: MemoryLimit | undefined): (file: string, args: readonly string[]) => [string, string[]] {
  return (file, args) => {
    const withOptions = [...CONTROLLER_NODE_OPTIONS.split(' '), ...args];
    return limit ? limit.wrap(file, withOptions) : [file, withOptions];
  };
}

/** The bench's own informers say on stderr when a list or watch fails. */
const log = createLogger(process.stderr, 'warn', { component: 'bench' });

interface Row {
  n: number;
  readySeconds: number;
  writesPerGateway: number;
  peakRssMiB: number;
  steadyResyncWrites: number;
  reconcilesInResync: number;
  cpuSeconds: number;
  /** CPU seconds of kube-apiserver, etcd and this process (the instance stand-in and the Ready poll) over the same span. */
  peerCpu: { apiserver: number; etcd: number; bench: number };
  reconcilesPerGateway: number;
  /** Writes per Gateway by `verb resource`. */
  writesBy: Record<string, number>;
  /** Every API request per Gateway by HTTP method, reads and Lease renewals included (what the API server serves). */
  requestsBy: Record<string, number>;
  /** 1-minute load average at the start and the end of the measurement. */
  load: [number, number];
}

/** The operator's writes by `verb resource` (Lease renewals left out, as in OperatorProcess.writes). */
async function writesByResource(operator: OperatorProcess): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [key, value] of await operator.metrics()) {
    const m = /^aigw_operator_api_writes_total\{verb="([^"]+)",resource="([^"]+)"\}$/.exec(key);
    if (m && m[2] !== 'leases') out[`${m[1]} ${m[2]}`] = value;
  }
  return out;
}

/** The operator's API requests by HTTP method (`rest_client_requests_total`, every code). */
async function requestsByMethod(operator: OperatorProcess): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [key, value] of await operator.metrics()) {
    const m = /^rest_client_requests_total\{.*method="([^"]+)"/.exec(key);
    if (m) out[m[1]] = (out[m[1]] ?? 0) + value;
  }
  return out;
}

/** `after - before` per Gateway, keys that did not move left out. */
function perGateway(before: Record<string, number>, after: Record<string, number>, n: number): Record<string, number> {
  return Object.fromEntries(Object.entries(after).map(([k, v]) => [k, (v - (before[k] ?? 0)) / n]).filter(([, v]) => (v as number) > 0));
}

/** Peak resident set size of a process (VmHWM), in MiB. */
function peakRssMiB(pid: number): number {
  const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

async function poll(what: string, probe: () => Promise<boolean>, timeoutMs: number, everyMs = 250): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/**
 * Every object of one kind in `namespace`, kept current by the runtime's own list + watch, listed
 * once before it returns. The bench reads the Gateways' readiness and the instances to report
 * through these rather than listing them every half second: a list of 1,000 objects costs the API
 * server what the operator under test should be measured on.
 */
async function follow(kube: Kube, apiVersion: string, kind: string, namespace: string, handlers: InformerHandlers = {}): Promise<Informer> {
  const informer = new Informer(kube.client, { type: await kube.type(apiVersion, kind), namespace }, log.child({ kind }));
  informer.addHandlers(handlers);
  informer.start();
  await informer.synced();
  return informer;
}

/**
 * Reports every ProxyInstance of `namespace` ready as \`aigw upstream proxy\` would, as the watch
 * shows each one, with two writes in flight (the upstream controller's workers).
 */
function reportInstancesReady(kube: Kube, namespace: string): Promise<Informer> {
  const pending = new Map<string, KubeObject>();
  let writers = 0;
  const drain = async (): Promise<void> => {
    for (let next = pending.entries().next(); !next.done; next = pending.entries().next()) {
      const [name, instance] = next.value;
      pending.delete(name);
      await writeReport(kube, instance, {}).catch(() => undefined);
    }
  };
  const report = (instance: KubeObject): void => {
    if (reportsReady(instance)) return;
    pending.set(instance.metadata.name, instance);
    if (writers < 2) {
      writers++;
      void drain().finally(() => writers--);
    }
  };
  return follow(kube, PROXY, 'ProxyInstance', namespace, { onAdd: report, onUpdate: (_, instance) => report(instance) });
}

async function inBatches<T>(items: T[], size: number, fn: (t: T) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(fn));
}

async function measure(n: number, workers: string, limit: MemoryLimit | undefined): Promise<Row> {
  const cp = startControlPlane();
  const client = clientFor(cp);
  const kube = new Kube(client);
  const license = await LicenseKit.create();
  let operator: OperatorProcess | undefined;
  try {
    const ns = await kube.createNamespace(`bench-${n}`);
    await kube.create(license.secret(ns, 'aigw-license', await license.issue(['guardrail', 'multi-tenancy'], n)));
    await kube.create({ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'db', namespace: ns }, stringData: { DATABASE_URL: 'postgres://db' } });
    operator = await OperatorProcess.start(cp.kubeconfig, [
      '--namespace', ns, '--license-secret', `${ns}/aigw-license`, '--license-public-key', license.publicKeyFile,
      '--resync-seconds', String(RESYNC_SECONDS), '--workers', workers,
    ], { wrap: asDeployed(limit) });
    await kube.create({ apiVersion: PLATFORM, kind: 'Guardrail', metadata: { name: 'pii', namespace: ns }, spec: { mode: 'catalog', catalog: 'pseudonymizer' } });
    // No Deployment controller runs here: mark the gate and engine available as one would, then stop.
    const deployments = new DeploymentController(kube, [ns]).start();
    try {
      await poll('Guardrail Ready', async () => (await kube.status(PLATFORM, 'Guardrail', ns, 'pii')).phase === 'Ready', 60_000);
    } finally {
      deployments.stop();
    }
    const writesBefore = await operator.writes();
    const byBefore = await writesByResource(operator);
    const requestsBefore = await requestsByMethod(operator);
    const reconcilesBefore = await operator.metricSum('controller_runtime_reconcile_total');
    const cpuBefore = cpuSeconds(operator.pid);
    const peersBefore = peerCpuSeconds(cp.stateDir);
    const loadBefore = loadavg()[0];

    const followed: Informer[] = [];
    let started = 0;
    try {
      followed.push(await reportInstancesReady(kube, ns));
      const gateways = await follow(kube, PLATFORM, 'Gateway', ns);
      followed.push(gateways);
      started = Date.now();
      await inBatches(Array.from({ length: n }, (_, i) => `gw-${String(i).padStart(4, '0')}`), 25, (name) => kube.create(benchGateway(ns, name)));
      await poll(
        `${n} Gateways Ready`,
        async () => {
          const all = gateways.list();
          return all.length === n && all.every((g) => condition((g.status ?? {}) as Record<string, unknown>, 'Ready')?.status === 'True');
        },
        30 * 60_000,
        100,
      );
    } finally {
      for (const informer of followed) informer.stop();
    }
    const readySeconds = (Date.now() - started) / 1000;
    const cpuReady = cpuSeconds(operator.pid) - cpuBefore;
    const peersReady = peerCpuSeconds(cp.stateDir);
    const peerCpu = { apiserver: peersReady.apiserver - peersBefore.apiserver, etcd: peersReady.etcd - peersBefore.etcd, bench: peersReady.bench - peersBefore.bench };
    // Let trailing writes (events, status echoes) land before counting.
    let writes = await operator.writes();
    for (;;) {
      await new Promise((r) => setTimeout(r, 2000));
      const now = await operator.writes();
      if (now === writes) break;
      writes = now;
    }
    const writesPerGateway = (writes - writesBefore) / n;
    const writesBy = perGateway(byBefore, await writesByResource(operator), n);
    const requestsBy = perGateway(requestsBefore, await requestsByMethod(operator), n);

    // One full resync pass over every primary, counted by reconciles; it must write nothing.
    const reconciles = await operator.metricSum('controller_runtime_reconcile_total');
    const reconcilesPerGateway = (reconciles - reconcilesBefore) / n;
    await poll('a full resync', async () => (await operator!.metricSum('controller_runtime_reconcile_total')) >= reconciles + n + 1, (RESYNC_SECONDS + 120) * 1000, 500);
    const steadyResyncWrites = (await operator.writes()) - writes;
    const reconcilesInResync = (await operator.metricSum('controller_runtime_reconcile_total')) - reconciles;
    return {
      n,
      readySeconds,
      writesPerGateway,
      peakRssMiB: peakRssMiB(operator.pid),
      steadyResyncWrites,
      reconcilesInResync,
      cpuSeconds: cpuReady,
      peerCpu,
      reconcilesPerGateway,
      writesBy,
      requestsBy,
      load: [loadBefore, loadavg()[0]],
    };
  } finally {
    await operator?.stop();
    license.cleanup();
    await client.close();
    stopControlPlane(cp.stateDir);
  }
}

async function main(): Promise<void> {
  const ns = (process.env.BENCH_OPERATOR_N ?? '100,1000').split(',').map((s) => Number(s.trim()));
  if (ns.some((n) => !Number.isInteger(n) || n < 1)) throw new Error(`BENCH_OPERATOR_N must list positive integers, got ${process.env.BENCH_OPERATOR_N}`);
  const workers = process.env.BENCH_OPERATOR_WORKERS ?? '2';
  const limit = MEMORY_LIMIT_MIB > 0 ? memoryLimit(MEMORY_LIMIT_MIB * 1024 * 1024) : undefined;
  const rows: Row[] = [];
  try {
    for (const n of ns) {
      process.stderr.write(`measuring N=${n} ...\n`);
      const row = await measure(n, workers, limit);
      rows.push(row);
      process.stderr.write(`${JSON.stringify(row)}\n`);
    }
  } finally {
    limit?.remove();
  }
  const base = rows[0];
  const last = rows[rows.length - 1];
  const fmt = (v: number, d = 1) => v.toFixed(d);
  const cells = (r: Row) => [
    String(r.n).padStart(6),
    fmt(r.readySeconds).padStart(12),
    fmt(r.cpuSeconds).padStart(10),
    fmt(r.peakRssMiB, 0).padStart(14),
    fmt(r.writesPerGateway).padStart(11),
    fmt(r.reconcilesPerGateway).padStart(15),
    `${r.steadyResyncWrites} (${r.reconcilesInResync} reconciles)`.padStart(24),
    `${fmt(r.load[0])} -> ${fmt(r.load[1])}`.padStart(14),
  ];
  const ratio = (f: (r: Row) => number, d = 2) => `x${fmt(f(last) / f(base), d)}`;
  const lines = [
    `operator benchmark: ${MODELS_PER_GATEWAY} models (one API key) + 1 guardrail per Gateway, --workers ${workers}, --resync-seconds ${RESYNC_SECONDS}, fresh kube-apiserver per N`,
    'ProxyInstance status written ready by a stand-in for the upstream controller (as aigw upstream proxy writes it); Ready waits for it',
    'the bench follows Gateways and instances by watch (a list of every object each half second would load the API server more than the operator does)',
    'wall time is noisy on a shared machine (see the load average); operator CPU s is the operator process over the same span',
    `operator runs with the Deployment's NODE_OPTIONS (${CONTROLLER_NODE_OPTIONS})`,
    limit
      ? `operator memory limited to ${MEMORY_LIMIT_MIB} MiB (a memory cgroup), as the shipped Deployment's: Node sizes its heap from it as in a pod`
      : `operator memory not limited (${MEMORY_LIMIT_MIB > 0 ? 'no memory cgroup could be made here' : 'BENCH_OPERATOR_MEMORY_MIB=0'}): Node sizes its heap from the machine's memory, so peak RSS runs higher than in a pod`,
    '',
    '     N  all Ready s  op CPU s  peak RSS MiB  writes/gw  reconciles/gw    steady resync writes   load 1m',
    ...rows.map((r) => cells(r).join(' ')),
    ...(rows.length > 1
      ? [
          [
            `${base.n}->${last.n}`.padStart(6),
            ratio((r) => r.readySeconds).padStart(12),
            ratio((r) => r.cpuSeconds).padStart(10),
            ratio((r) => r.peakRssMiB).padStart(14),
            ratio((r) => r.writesPerGateway).padStart(11),
            ratio((r) => r.reconcilesPerGateway).padStart(15),
            ''.padStart(24),
            `(N x${fmt(last.n / base.n, 0)})`.padStart(14),
          ].join(' '),
        ]
      : []),
    '',
    'CPU s over the same span of the other processes (the machine has 2 cores: a sum near 2 x all Ready s means CPU-bound):',
    ...rows.map((r) => `  N=${r.n}: kube-apiserver ${fmt(r.peerCpu.apiserver)}, etcd ${fmt(r.peerCpu.etcd)}, bench (instance stand-in, Ready poll) ${fmt(r.peerCpu.bench)}, operator ${fmt(r.cpuSeconds)}`),
    '',
    'writes per Gateway by verb and resource:',
    ...rows.map((r) => `  N=${r.n}: ${Object.entries(r.writesBy).map(([k, v]) => `${k} ${fmt(v, 2)}`).join(', ')}`),
    'API requests per Gateway by method (reads and Lease renewals included):',
    ...rows.map((r) => `  N=${r.n}: ${Object.entries(r.requestsBy).map(([k, v]) => `${k} ${fmt(v, 2)}`).join(', ')}`),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  if (rows.some((r) => r.steadyResyncWrites !== 0)) {
    process.stderr.write('a steady-state resync wrote to the API server\n');
    process.exitCode = 1;
  }
}

main().catch((e) => {
  process.stderr.write(`${(e as Error).stack ?? e}\n`);
  process.exitCode = 1;
});
