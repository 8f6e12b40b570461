/**
 * What one write costs the API server, which bounds how fast any operator can bring up many
 * Gateways on a small machine: kube-apiserver CPU per write of a ProxyModel (the child a Gateway
 * has most of), measured on a fresh kube-apiserver + etcd for
 *
 * - a plain create (POST), the cheapest way to make an object: the baseline;
 * - a server-side apply that creates the object, as the operator makes its children;
 * - a server-side apply of the same object again, unchanged (the operator skips these: it applies
 *   only what differs from its cache).
 *
 * Rounds are interleaved so that drift in the machine's load falls on every kind of write alike.
 *
 *   npm run bench:apiserver-writes
 *   BENCH_WRITES=2000 BENCH_WRITE_ROUNDS=3 npm run bench:apiserver-writes
 */
import { loadavg } from 'node:os';
import type { KubeClient } from '../../runtime/kube/client';
import type { KubeObject, ResourceType } from '../../runtime/kube/types';
import { clientFor, startControlPlane, stopControlPlane } from '../../test/integration/support/control-plane';
import { Kube, LicenseKit, PROXY } from '../../test/integration/support/kube';
import { OperatorProcess } from '../../test/integration/support/operator-process';
import { cpuSeconds } from '../support/process-cpu';
import { benchGateway } from './bench-gateway';
import { controlPlanePid } from './control-plane-cpu';

const WRITES = Number(process.env.BENCH_WRITES ?? 1000);
const ROUNDS = Number(process.env.BENCH_WRITE_ROUNDS ?? 2);
/** Writes in flight at once, as the operator's appliers keep several. */
const IN_FLIGHT = 25;
const MODELS: ResourceType = { group: 'proxy.aigw.dev', version: 'v1alpha1', kind: 'ProxyModel', plural: 'proxymodels', namespaced: true };

/** A ProxyModel as the operator emits one for a Gateway's model: owner labels and reference included. */
function model(ns: string, name: string): KubeObject {
  return {
    apiVersion: PROXY,
    kind: 'ProxyModel',
    metadata: {
      name,
      namespace: ns,
      labels: { 'app.kubernetes.io/managed-by': 'aigw', 'aigw.dev/owner-kind': 'Gateway', 'aigw.dev/owner-name': 'gw', 'aigw.dev/owner-uid': '6f1f0c1e-8a6b-4f43-9d0e-3f9a2b7c5d10' },
      ownerReferences: [{ apiVersion: 'platform.aigw.dev/v1alpha1', kind: 'Gateway', name: 'gw', uid: '6f1f0c1e-8a6b-4f43-9d0e-3f9a2b7c5d10', controller: true, blockOwnerDeletion: true }],
    },
    spec: { instanceRef: { name: 'gw' }, modelName: name, litellmParams: { model: 'openai/gpt-4o-mini', litellmCredentialName: 'gw-openai', timeout: 60 }, modelInfo: { displayName: name } },
  };
}

async function inFlight(count: number, write: (i: number) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < count; i += IN_FLIGHT) await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, count - i) }, (_, j) => write(i + j)));
}

type WriteKind = 'create (POST)' | 'apply, creating' | 'apply, unchanged';
type GatewayWriteKind = 'finalizer (merge patch)' | 'status (apply)' | 'status (merge patch)';

const GATEWAYS: ResourceType = { group: 'platform.aigw.dev', version: 'v1alpha1', kind: 'Gateway', plural: 'gateways', namespaced: true };

/** A first status as the operator writes one for a Gateway whose instance has not reported yet. */
function firstStatus(): Record<string, unknown> {
  const at = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  return {
    phase: 'Progressing',
    observedGeneration: 1,
    instanceReady: false,
    conditions: [
      { type: 'Ready', status: 'False', reason: 'Progressing', message: 'ProxyInstance gw has not reported ready', lastTransitionTime: at, observedGeneration: 1 },
      { type: 'Held', status: 'False', reason: 'Applied', message: 'the plan was applied', lastTransitionTime: at, observedGeneration: 1 },
    ],
  };
}

/** What each write a Gateway itself receives costs: the operator makes these on its primary, not its children. */
async function gatewayRound(client: KubeClient, ns: string, apiserver: number, r: number): Promise<Record<GatewayWriteKind, number>> {
  const names = (set: string) => Array.from({ length: WRITES }, (_, i) => `gw-${set}-${r}-${i}`);
  const a = names('a');
  const b = names('b');
  await inFlight(WRITES, (i) => client.create(GATEWAYS, benchGateway(ns, a[i])));
  await inFlight(WRITES, (i) => client.create(GATEWAYS, benchGateway(ns, b[i])));
  const timed = async (write: (i: number) => Promise<unknown>): Promise<number> => {
    const before = cpuSeconds(apiserver);
    await inFlight(WRITES, write);
    return ((cpuSeconds(apiserver) - before) / WRITES) * 1000;
  };
  const status = (name: string) => ({ apiVersion: 'platform.aigw.dev/v1alpha1', kind: 'Gateway', metadata: { name, namespace: ns }, status: firstStatus() });
  return {
    'finalizer (merge patch)': await timed((i) => client.mergePatch(GATEWAYS, ns, a[i], { metadata: { finalizers: ['aigw.dev/cleanup'] } })),
    'status (apply)': await timed((i) => client.apply(GATEWAYS, status(a[i]), { fieldManager: 'aigw-operator', force: true, subresource: 'status' })),
    'status (merge patch)': await timed((i) => client.mergePatch(GATEWAYS, ns, b[i], { status: firstStatus() }, 'status')),
  };
}

async function round(client: KubeClient, ns: string, apiserver: number, r: number): Promise<Record<WriteKind, number>> {
  const timed = async (write: (i: number) => Promise<unknown>): Promise<number> => {
    const before = cpuSeconds(apiserver);
    await inFlight(WRITES, write);
    return ((cpuSeconds(apiserver) - before) / WRITES) * 1000;
  };
  const apply = (name: string) => client.apply(MODELS, model(ns, name), { fieldManager: 'aigw', force: true });
  return {
    'create (POST)': await timed((i) => client.create(MODELS, model(ns, `post-${r}-${i}`))),
    'apply, creating': await timed((i) => apply(`ssa-${r}-${i}`)),
    'apply, unchanged': await timed((i) => apply(`ssa-${r}-${i}`)),
  };
}

async function main(): Promise<void> {
  const cp = startControlPlane();
  const client = clientFor(cp);
  const kube = new Kube(client);
  const loadBefore = loadavg()[0];
  try {
    const ns = await kube.createNamespace('write-cost');
    // The operator installs the CRDs as it starts; it is stopped before anything is measured.
    const license = await LicenseKit.create();
    await kube.create(license.secret(ns, 'aigw-license', await license.issue(['guardrail'], 1)));
    const operator = await OperatorProcess.start(cp.kubeconfig, ['--namespace', ns, '--license-secret', `${ns}/aigw-license`, '--license-public-key', license.publicKeyFile]);
    await operator.stop();
    const apiserver = controlPlanePid(cp.stateDir, 'kube-apiserver');
    const rounds: Record<WriteKind, number>[] = [];
    for (let r = 1; r <= ROUNDS; r++) rounds.push(await round(client, ns, apiserver, r));

    const gatewayRounds: Record<GatewayWriteKind, number>[] = [];
    for (let r = 1; r <= ROUNDS; r++) gatewayRounds.push(await gatewayRound(client, ns, apiserver, r));

    const kinds = Object.keys(rounds[0]) as WriteKind[];
    const gatewayKinds = Object.keys(gatewayRounds[0]) as GatewayWriteKind[];
    const gatewayMean = (k: GatewayWriteKind) => gatewayRounds.reduce((s, x) => s + x[k], 0) / gatewayRounds.length;
    const mean = (k: WriteKind) => rounds.reduce((s, x) => s + x[k], 0) / rounds.length;
    const base = mean('create (POST)');
    const lines = [
      `API server CPU per write: ${WRITES} ProxyModels per kind and round, ${IN_FLIGHT} in flight, ${ROUNDS} interleaved rounds, fresh kube-apiserver + etcd`,
      '',
      `${'write'.padEnd(18)} ${rounds.map((_, i) => `round ${i + 1} ms`.padStart(12)).join(' ')}   mean ms   vs create`,
      ...kinds.map((k) => `${k.padEnd(18)} ${rounds.map((x) => x[k].toFixed(2).padStart(12)).join(' ')}   ${mean(k).toFixed(2).padStart(7)}   ${(mean(k) / base).toFixed(2).padStart(8)}x`),
      '',
      `writes to a Gateway itself (10 models in its spec), ${WRITES} per kind and round:`,
      ...gatewayKinds.map((k) => `${k.padEnd(24)} ${gatewayRounds.map((x) => x[k].toFixed(2).padStart(12)).join(' ')}   ${gatewayMean(k).toFixed(2).padStart(7)}   ${(gatewayMean(k) / base).toFixed(2).padStart(8)}x`),
      '',
      `an operator making W writes per Gateway for N Gateways costs the API server about N x W x ${mean('apply, creating').toFixed(1)} ms of CPU`,
      `(N=1000, W=20: ${((1000 * 20 * mean('apply, creating')) / 1000).toFixed(0)} CPU s, before watches, etcd and the operator itself)`,
      `load 1m ${loadBefore.toFixed(1)} -> ${loadavg()[0].toFixed(1)}`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    stopControlPlane(cp.stateDir);
  }
}

main().catch((e: unknown) => {
  process.stderr.write(`${(e as Error).stack ?? String(e)}\n`);
  process.exitCode = 1;
});
