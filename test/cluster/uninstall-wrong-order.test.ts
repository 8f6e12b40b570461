/**
 * Taking aigw out of a real node the wrong way round, then the documented way (docs/lifecycle.md,
 * "Uninstalling"). `aigw install … | kubectl delete -f -` while a Gateway and a Guardrail exist
 * deletes the operator, its RBAC and namespaces, but the install's admission policy keeps the aigw
 * CRDs: nothing is left Terminating, and the Gateway and Guardrail stay as they were. Re-applying
 * the install and running `aigw uninstall` then removes everything. This file takes the install
 * down: it runs last.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Cluster, clusterEnv, REPO_ROOT, run, waitFor } from './support/cluster';
import { ensureInstall, imageFor, installManifests, OPERATOR, putLicense, SYSTEM } from './support/install';

const NS = 'wrong-order';
const FINALIZER = 'aigw.dev/cleanup';

let cluster: Cluster;
let work: string;
let keys: string;

interface Meta { name: string; namespace?: string; deletionTimestamp?: string; finalizers?: string[] }

/** The aigw CRDs the install ships, as the cluster has them (absent ones left out). */
async function aigwCrds(): Promise<{ metadata: Meta }[]> {
  const list = await cluster.json<{ items: { metadata: Meta }[] }>(['get', 'crds']);
  return list.items.filter((c) => /\.aigw\.dev$/.test(c.metadata.name));
}

async function primaries(): Promise<{ kind: string; metadata: Meta; status?: { conditions?: unknown[] } }[]> {
  const list = await cluster.json<{ items: { kind: string; metadata: Meta; status?: { conditions?: unknown[] } }[] }>(['-n', NS, 'get', 'gateways.platform.aigw.dev,guardrails.platform.aigw.dev']);
  return list.items;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

beforeAll(async () => {
  cluster = new Cluster(clusterEnv());
  work = mkdtempSync(join(tmpdir(), 'aigw-cluster-uninstall-'));
  keys = await ensureInstall(cluster, work);
  // The Gateway's LiteLLM runs for real (the image is already there after the quickstart's files).
  await imageFor(cluster, 'litellm');
  await cluster.kubectlResult(['create', 'namespace', NS]);
  await cluster.kubectl(['apply', '-f', '-'], [
    { apiVersion: 'v1', kind: 'Secret', metadata: { name: 'chat-database-url', namespace: NS }, stringData: { DATABASE_URL: 'postgresql://litellm:unused@postgres.wrong-order.svc:5432/litellm' } },
    { apiVersion: 'v1', kind: 'Secret', metadata: { name: 'chat-model-credentials', namespace: NS }, stringData: { 'model-key': 'sk-unused' } },
    { apiVersion: 'platform.aigw.dev/v1alpha1', kind: 'Guardrail', metadata: { name: 'pii', namespace: NS }, spec: { mode: 'catalog', catalog: 'pseudonymizer' } },
    {
      apiVersion: 'platform.aigw.dev/v1alpha1',
      kind: 'Gateway',
      metadata: { name: 'chat', namespace: NS },
      spec: {
        type: 'proxy',
        database: { mode: 'external', connectionSecretRef: { name: 'chat-database-url' } },
        instance: { replicas: 1 },
        models: [{ name: 'tiny', modelName: 'tiny', model: 'openai/tiny', refSecretKey: 'model-key', credentials: { apiBase: 'http://model.wrong-order.svc:8000/v1' } }],
        guardrailRefs: [{ name: 'pii' }],
      },
    },
  ].map((o) => JSON.stringify(o)).join('\n'));
  await cluster.kubectl(['-n', NS, 'wait', '--for=condition=Ready', 'guardrail/pii', '--timeout=5m']);
  // The Guardrail carries the operator's finalizer (its deletion needs the operator); the Gateway, whose
  // children the garbage collector removes, is reconciled without one.
  await waitFor('the finalizer on the Guardrail, a status on the Gateway', async () => {
    const items = await primaries();
    const guardrail = items.find((o) => o.kind === 'Guardrail');
    const gateway = items.find((o) => o.kind === 'Gateway');
    return !!guardrail?.metadata.finalizers?.includes(FINALIZER) && !!gateway?.status?.conditions?.length;
  }, 180_000);
  expect((await primaries()).find((o) => o.kind === 'Gateway')!.metadata.finalizers ?? []).not.toContain(FINALIZER);
}, 40 * 60_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

test('kubectl delete of the install while a Gateway and a Guardrail exist leaves nothing Terminating; aigw uninstall afterwards removes everything', async () => {
  const crdCount = (await aigwCrds()).length;
  expect(crdCount).toBeGreaterThan(10);
  const manifests = await installManifests(join(keys, 'license.pub'));

  // The wrong order: the whole install at once, the operator with it.
  let started = Date.now();
  const deleted = await run(cluster.env.kubectl, ['--kubeconfig', cluster.env.kubeconfig, 'delete', '-f', '-', '--timeout=5m'], { input: manifests, timeoutMs: 6 * 60_000 });
  const deleteMs = Date.now() - started;
  // kubectl reports the CRDs it could not delete, and says what to run instead.
  expect(deleted.code).not.toBe(0);
  expect(deleted.stderr).toContain('aigw uninstall');
  // Only the CRDs were refused, each of them.
  const refused = deleted.stderr.split('\n').filter((l) => l.startsWith('Error'));
  expect(refused.filter((l) => !l.includes('customresourcedefinitions'))).toEqual([]);
  expect(refused).toHaveLength(crdCount);
  process.stderr.write(`[uninstall] kubectl delete said, for each CRD: ${refused[0]}\n`);
  // The operator and both namespaces of the install are gone.
  for (const ns of [SYSTEM, 'platform-guardrail-system']) {
    await waitFor(`namespace ${ns} gone`, async () => (await cluster.kubectlResult(['get', 'namespace', ns])).code !== 0, 300_000);
  }
  const namespaceGoneMs = Date.now() - started;

  // Nothing Terminating: every CRD is still there and serving, the Gateway and Guardrail are not being deleted.
  const crds = await aigwCrds();
  expect(crds).toHaveLength(crdCount);
  expect(crds.filter((c) => c.metadata.deletionTimestamp).map((c) => c.metadata.name)).toEqual([]);
  const kept = await primaries();
  expect(kept.map((o) => `${o.kind}/${o.metadata.name}`).sort()).toEqual(['Gateway/chat', 'Guardrail/pii']);
  expect(kept.filter((o) => o.metadata.deletionTimestamp)).toEqual([]);

  // The documented way out: the install back (its license Secret went with the namespace), then aigw uninstall.
  started = Date.now();
  await cluster.kubectl(['apply', '--server-side', '-f', '-'], manifests);
  await putLicense(cluster, join(keys, 'license.jwt'));
  await cluster.kubectl(['-n', SYSTEM, 'rollout', 'status', `deployment/${OPERATOR}`, '--timeout=5m']);
  const reinstallMs = Date.now() - started;

  started = Date.now();
  const uninstall = await run(process.execPath, [join(REPO_ROOT, 'bin', 'aigw.js'), 'uninstall', '--kubeconfig', cluster.env.kubeconfig, '--timeout', '5m'], { cwd: REPO_ROOT, timeoutMs: 12 * 60_000 });
  const uninstallMs = Date.now() - started;
  if (uninstall.code !== 0) throw new Error(`aigw uninstall exited ${uninstall.code}:\n${uninstall.stderr}\n${uninstall.stdout}`);
  expect(await aigwCrds()).toEqual([]);
  // aigw uninstall deletes the namespaces last and does not wait for them.
  for (const ns of [SYSTEM, 'platform-guardrail-system']) {
    await waitFor(`namespace ${ns} gone after the uninstall`, async () => (await cluster.kubectlResult(['get', 'namespace', ns])).code !== 0, 300_000);
  }
  const namespacesGoneMs = Date.now() - started;
  // What the operator emitted for them went too: the gate of the Guardrail.
  expect((await cluster.kubectlResult(['-n', NS, 'get', 'deployment', 'pii-gate'])).code).not.toBe(0);
  expect((await cluster.json<{ items: unknown[] }>(['get', 'validatingadmissionpolicies', '-l', 'app.kubernetes.io/managed-by=aigw'])).items).toEqual([]);
  process.stderr.write(`[uninstall] kubectl delete of the install: ${seconds(deleteMs)} (operator namespace gone after ${seconds(namespaceGoneMs)}, ${crdCount} CRDs kept, none Terminating); re-install rolled out in ${seconds(reinstallMs)}; aigw uninstall total ${seconds(uninstallMs)} (every CRD gone when it returned), its namespaces gone after ${seconds(namespacesGoneMs)}\n`);
  process.stderr.write(`[uninstall] aigw uninstall said:\n${uninstall.stdout}${uninstall.stderr}\n`);
}, 30 * 60_000);
