/**
 * The operator's watches survive what real networks and API servers do to them: a connection that
 * goes silent without closing (a loopback TCP proxy freezes it) is detected by the watchdog and the
 * watch restarted; history compacted away while a watch was cut off (etcd compaction, with the API
 * server's watch cache off so watches read etcd) answers 410 Gone and the informer relists. Changes
 * made meanwhile are reconciled, and the operator's logs say what happened.
 *
 * This file runs its own control plane: the suite's shared one keeps its watch cache, which hides
 * etcd compaction from watches.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import type { KubeObject } from '../../runtime/kube/types';
import { clientFor, CONTROL_PLANE_SCRIPT, readControlPlane, stopControlPlane, type ControlPlane } from './support/control-plane';
import { reportInstance } from './support/instances';
import { condition, Kube, PLATFORM, waitFor } from './support/kube';
import { OperatorProcess, type LogLine } from './support/operator-process';
import { TcpProxy } from './support/tcp-proxy';

// Healthy watches are ended by the server every ~3 s, so only a frozen one stays silent for 6 s
// (which is also shorter than the client's 10 s connect timeout: a black-holed reconnect stalls, it does not fail).
const WATCH_TIMEOUT_SECONDS = 3;
const STALL_SECONDS = 6;
/**
 * How long a change made while connections were frozen may take to be reconciled: a pass may have
 * sent a request on a pooled connection the proxy froze, which fails only at the client's 60 s
 * headers timeout; the pass is then retried.
 */
const AFTER_FROZEN_MS = 90_000;

let cp: ControlPlane;
let kube: Kube;
let proxy: TcpProxy;
let operator: OperatorProcess;
let tmp: string;
let ns: string;

/** The etcd client URL the control plane script records beside the API server's. */
function etcdServer(stateDir: string): string {
  const line = readFileSync(join(stateDir, 'env'), 'utf8').split('\n').find((l) => l.startsWith('ETCD_SERVER='));
  if (!line) throw new Error(`${stateDir}/env names no ETCD_SERVER`);
  return line.slice('ETCD_SERVER='.length);
}

/** Compacts etcd's history up to its current revision (etcd's v3 JSON gateway); returns that revision. */
async function compactEtcd(): Promise<number> {
  const url = etcdServer(cp.stateDir);
  const range = await request(`${url}/v3/kv/range`, { method: 'POST', body: JSON.stringify({ key: Buffer.from('/').toString('base64') }) });
  const revision = Number(((await range.body.json()) as { header: { revision: string } }).header.revision);
  const res = await request(`${url}/v3/kv/compaction`, { method: 'POST', body: JSON.stringify({ revision: String(revision), physical: true }) });
  const text = await res.body.text();
  if (res.statusCode !== 200) throw new Error(`etcd compaction failed: ${res.statusCode} ${text}`);
  return revision;
}

function gateway(name: string, model: string): KubeObject {
  return {
    apiVersion: PLATFORM,
    kind: 'Gateway',
    metadata: { name, namespace: ns },
    spec: { database: { mode: 'external', connectionSecretRef: { name: 'db' } }, models: [{ name: 'chat', modelName: 'chat', model, refSecretKey: 'k' }] },
  };
}

async function setModel(name: string, model: string): Promise<void> {
  await kube.patch(PLATFORM, 'Gateway', ns, name, { spec: { models: [{ name: 'chat', modelName: 'chat', model, refSecretKey: 'k' }] } });
}

async function generation(name: string): Promise<number> {
  return (await kube.get(PLATFORM, 'Gateway', ns, name))!.metadata.generation as number;
}

/** Waits until the operator has reconciled the Gateway's current spec (its status reports that generation). */
async function reconciled(name: string, timeoutMs = 60_000): Promise<Record<string, unknown>> {
  const want = await generation(name);
  return waitFor(`Gateway ${name} reconciled at generation ${want}`, async () => {
    const s = await kube.status(PLATFORM, 'Gateway', ns, name);
    return s.observedGeneration === want ? s : undefined;
  }, timeoutMs);
}

const stalled = (resource: string) => (l: LogLine) => l.msg === 'watch went silent; restarting it' && l.resource === resource;
const expired = (resource: string) => (l: LogLine) => l.msg === 'watch expired (410 Gone), relisting' && l.resource === resource;

beforeAll(async () => {
  // Without the watch cache, watches read etcd, so a compaction reaches them (the cache would still
  // serve the compacted history). The script gets the flag through its own environment.
  const stateDir = mkdtempSync(join(tmpdir(), 'aigw-control-plane-'));
  execFileSync('bash', [CONTROL_PLANE_SCRIPT, 'start', stateDir], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, AIGW_KUBE_APISERVER_ARGS: '--watch-cache=false' },
  });
  cp = readControlPlane(stateDir);
  kube = new Kube(clientFor(cp));
  proxy = await TcpProxy.start(Number(new URL(cp.server).port));
  // The operator reaches the API server only through the proxy; the test talks to it directly.
  tmp = mkdtempSync(join(tmpdir(), 'aigw-watch-'));
  const kubeconfig = join(tmp, 'kubeconfig');
  writeFileSync(kubeconfig, readFileSync(cp.kubeconfig, 'utf8').replace(cp.server, `https://127.0.0.1:${proxy.port}`));
  ns = await kube.createNamespace('watch');
  await kube.create({ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'db', namespace: ns }, stringData: { DATABASE_URL: 'postgres://db' } });
  // Resync far away: only a watch (or a relist) can bring a change to the operator.
  operator = await OperatorProcess.start(kubeconfig, [
    '--namespace', ns,
    '--resync-seconds', '3600',
    '--watch-timeout-seconds', String(WATCH_TIMEOUT_SECONDS),
    '--watch-stall-seconds', String(STALL_SECONDS),
  ]);
  await kube.create(gateway('gw', 'openai/gpt-4o'));
  await reconciled('gw');
  await reportInstance(kube, ns, 'gw');
  await waitFor('Gateway gw Ready', async () => condition(await kube.status(PLATFORM, 'Gateway', ns, 'gw'), 'Ready')?.status === 'True');
});

afterAll(async () => {
  await operator?.stop();
  await proxy?.close();
  await kube?.client.close();
  if (cp) stopControlPlane(cp.stateDir);
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

test('a watch whose connection goes silent is restarted by the watchdog, and a change made meanwhile is reconciled', async () => {
  // Watches the server ends on time are restarted quietly: the watchdog has not fired on a healthy one.
  expect(operator.logs.filter((l) => l.msg === 'watch went silent; restarting it')).toEqual([]);
  const stalledBefore = await operator.metricSum('aigw_operator_watch_restarts_total', (l) => l.includes('resource="gateways"') && l.includes('reason="stalled"'));

  // The path breaks: open connections go silent, and so do new ones until it heals.
  const mark = operator.logs.length;
  expect(proxy.freeze({ alsoNew: true })).toBeGreaterThan(0);
  await setModel('gw', 'openai/gpt-4.1');

  // First the streaming watch goes silent, then its restart, which hangs before any response arrives.
  const stalls = () => operator.logs.slice(mark).filter(stalled('gateways'));
  await waitFor('two watchdog restarts of the gateways watch', async () => stalls().length >= 2, (3 * STALL_SECONDS + 20) * 1000);
  expect(stalls()[0]).toMatchObject({ level: 'WARN', informer: 'gateways', stallMs: STALL_SECONDS * 1000 });
  expect(typeof stalls()[0].resourceVersion).toBe('string');
  proxy.letNewThrough();

  const status = await reconciled('gw', AFTER_FROZEN_MS);
  expect(condition(status, 'Ready')?.status).toBe('True');
  expect(await operator.metricSum('aigw_operator_watch_restarts_total', (l) => l.includes('resource="gateways"') && l.includes('reason="stalled"'))).toBeGreaterThan(stalledBefore);
  // A stall is a restart from where the watch was, not a failure (not even for a watch whose
  // request hung before its response headers): no informer fell back to a relist.
  expect(operator.logs.slice(mark).filter((l) => l.msg === 'list/watch failed')).toEqual([]);
  expect(operator.logs.slice(mark).filter((l) => l.msg === 'watch expired (410 Gone), relisting')).toEqual([]);
}, 240_000);

test('history compacted while a watch was cut off answers 410 Gone; the informer relists and reconciles what changed', async () => {
  const expiredBefore = operator.logs.filter(expired('gateways')).length;
  expect(proxy.freeze()).toBeGreaterThan(0);
  // Meanwhile: one Gateway changes, another appears; then etcd forgets the events that said so.
  await setModel('gw', 'openai/gpt-4.1-mini');
  await kube.create(gateway('late', 'openai/gpt-4o-mini'));
  await compactEtcd();

  // The restarted watch asks for a compacted resourceVersion: 410, then a relist.
  const record = await waitFor('a 410 Gone relist of gateways', async () => operator.logs.filter(expired('gateways'))[expiredBefore], (STALL_SECONDS + 30) * 1000);
  expect(record).toMatchObject({ level: 'INFO', informer: 'gateways' });
  expect(typeof record.resourceVersion).toBe('string');
  await reconciled('gw', AFTER_FROZEN_MS);
  // The Gateway created in the gap arrives through the relist (Community allows one Gateway: it waits for a slot).
  const late = await reconciled('late', AFTER_FROZEN_MS);
  expect(condition(late, 'Ready')).toBeDefined();
  expect(await operator.metricSum('aigw_operator_watch_restarts_total', (l) => l.includes('resource="gateways"') && l.includes('reason="gone"'))).toBeGreaterThan(0);
}, 240_000);
