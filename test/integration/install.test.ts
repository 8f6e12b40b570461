/**
 * `aigw install` applied to a real API server, then the operator run with nothing but the
 * ServiceAccount it installs: its least-privilege RBAC must be enough for the whole main path.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { ENGINE_NAMESPACE } from '../../lib/meta/groups';
import type { KubeObject } from '../../operator/kube/types';
import { clientFor, currentControlPlane } from './support/control-plane';
import { condition, Kube, LicenseKit, PLATFORM, PROXY, waitFor } from './support/kube';
import { DeploymentController } from './support/deployments';
import { OperatorProcess, REPO_ROOT } from './support/operator-process';

const cp = currentControlPlane();
const client = clientFor(cp);
const kube = new Kube(client);
let license: LicenseKit;
let operator: OperatorProcess | undefined;
let dir: string;

beforeAll(async () => {
  license = await LicenseKit.create();
  dir = mkdtempSync(join(tmpdir(), 'aigw-install-'));
});

afterAll(async () => {
  await kube.delete(PLATFORM, 'PlatformConfig', '', 'cluster').catch(() => undefined);
  await operator?.stop();
  license?.cleanup();
  rmSync(dir, { recursive: true, force: true });
  await client.close();
});

test('the installed ServiceAccount and RBAC are enough to run the main path', async () => {
  const system = `aigw-system-${Date.now().toString(36)}`;
  const ns = await kube.createNamespace('installed');
  const yaml = execFileSync(process.execPath, [join(REPO_ROOT, 'bin', 'aigw.js'), 'install', '--namespace', system, '--license-secret', `${ns}/aigw-license`, '--license-public-key', license.publicKeyFile], { encoding: 'utf8' });
  const docs = parseAllDocuments(yaml).map((d) => d.toJS() as KubeObject);
  expect(docs.filter((d) => d.kind === 'CustomResourceDefinition').length).toBeGreaterThan(2);
  for (const doc of docs) {
    await client.apply(await kube.type(doc.apiVersion, doc.kind), doc, { fieldManager: 'aigw-install-test', force: true });
  }
  const deployment = docs.find((d) => d.kind === 'Deployment')!;
  const args = (deployment.spec as { template: { spec: { containers: { args: string[] }[] } } }).template.spec.containers[0].args;
  expect(args).toEqual(expect.arrayContaining(['operator', '--leader-elect', '--license-secret', `${ns}/aigw-license`]));

  // A token for the ServiceAccount, as the kubelet would mount it.
  const review = await client.raw<{ status: { token: string } }>('POST', `/api/v1/namespaces/${system}/serviceaccounts/aigw-operator/token`, {
    body: { apiVersion: 'authentication.k8s.io/v1', kind: 'TokenRequest', spec: { expirationSeconds: 3600 } },
  });
  const kubeconfig = join(dir, 'kubeconfig');
  writeFileSync(
    kubeconfig,
    [
      'apiVersion: v1',
      'kind: Config',
      `clusters: [{name: c, cluster: {server: "${cp.server}", certificate-authority: "${cp.caFile}"}}]`,
      `users: [{name: operator, user: {token: "${review.status.token}"}}]`,
      'contexts: [{name: c, context: {cluster: c, user: operator}}]',
      'current-context: c',
      '',
    ].join('\n'),
  );

  await kube.create(license.secret(ns, 'aigw-license', await license.issue(['guardrail', 'multi-tenancy'], 5)));
  await kube.create({ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'db', namespace: ns }, stringData: { DATABASE_URL: 'postgres://db' } });
  operator = await OperatorProcess.start(kubeconfig, [
    '--namespace', ns,
    '--leader-elect', '--leader-elect-namespace', system,
    '--license-secret', `${ns}/aigw-license`, '--license-public-key', license.publicKeyFile,
    // Two engine replicas share their name mappings on a Redis-compatible server (never reached here:
    // no pods run), without which the plan refuses more than one replica.
    '--engine-redis-url', 'redis://mappings.cache.svc.cluster.local:6379/0',
  ]);
  // Two gate and engine replicas: the plan adds PodDisruptionBudgets, which the RBAC must allow.
  await kube.create({ apiVersion: PLATFORM, kind: 'PlatformConfig', metadata: { name: 'cluster' }, spec: { workloads: { gate: { replicas: 2 }, engine: { replicas: 2 } } } });
  await kube.create({ apiVersion: PLATFORM, kind: 'Guardrail', metadata: { name: 'pii', namespace: ns }, spec: { mode: 'catalog', catalog: 'pseudonymizer' } });
  await waitFor('gate PodDisruptionBudget', () => kube.get('policy/v1', 'PodDisruptionBudget', ns, 'pii-gate'));
  await waitFor('engine PodDisruptionBudget', () => kube.get('policy/v1', 'PodDisruptionBudget', ENGINE_NAMESPACE, 'pseudonymizer'));
  await kube.create({
    apiVersion: PLATFORM,
    kind: 'Gateway',
    metadata: { name: 'gw', namespace: ns },
    spec: {
      database: { mode: 'external', connectionSecretRef: { name: 'db' } },
      models: [{ name: 'chat', modelName: 'chat', model: 'openai/gpt-4o', refSecretKey: 'openai' }],
      guardrailRefs: [{ name: 'pii' }],
    },
  });
  // No controllers run here: the gate and engine Deployments are marked available as a controller would.
  const deployments = new DeploymentController(kube, [ns]).start();
  try {
    await waitFor('Gateway Ready with the Guardrail wired', async () => condition(await kube.status(PLATFORM, 'Gateway', ns, 'gw'), 'Ready')?.status === 'True');
  } finally {
    deployments.stop();
  }
  const uid = (await kube.get(PLATFORM, 'Gateway', ns, 'gw'))!.metadata.uid!;
  expect(await kube.owned(PROXY, 'ProxyGuardrail', uid)).toHaveLength(2);
  await kube.delete(PLATFORM, 'Guardrail', ns, 'pii');
  await waitFor('Guardrail deleted through the finalizer', async () => (await kube.get(PLATFORM, 'Guardrail', ns, 'pii')) === undefined);
  expect(await kube.get('policy/v1', 'PodDisruptionBudget', ns, 'pii-gate')).toBeUndefined();
  expect(operator.logs.filter((l) => JSON.stringify(l).includes('Forbidden'))).toEqual([]);
});
