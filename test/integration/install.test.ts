/**
 * `aigw install` applied to a real API server, then the operator run with nothing but the
 * ServiceAccount it installs: its least-privilege RBAC must be enough for the whole main path.
 * The upstream controller's ServiceAccount it installs beside it holds and renews the controller's
 * Lease (which the operator waits for) and reads what the controller reads.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ENGINE_NAMESPACE } from '../../lib/meta/groups';
import { microTime } from '../../runtime/events';
import type { KubeClient } from '../../runtime/kube/client';
import { CORE_TYPES } from '../../runtime/kube/discovery';
import { UPSTREAM_PROXY_LEASE } from '../../operator/upstream-controller';
import { clientFor, currentControlPlane } from './support/control-plane';
import { condition, Kube, LicenseKit, PLATFORM, PROXY, waitFor } from './support/kube';
import { DeploymentController } from './support/deployments';
import { guardedGateway, LICENSE_SECRET, prepareGatewayNamespace } from './support/guarded-gateway';
import { applyInstallManifest } from './support/install-manifest';
import { reportInstance } from './support/instances';
import { OperatorProcess } from './support/operator-process';
import { clientAs, kubeconfigAs, serviceAccountToken } from './support/service-account-identity';

const cp = currentControlPlane();
const client = clientFor(cp);
const kube = new Kube(client);
let license: LicenseKit;
let operator: OperatorProcess | undefined;
let dir: string;
let renewer: NodeJS.Timeout | undefined;
let upstreamClient: KubeClient | undefined;

beforeAll(async () => {
  license = await LicenseKit.create();
  dir = mkdtempSync(join(tmpdir(), 'aigw-install-'));
});

afterAll(async () => {
  if (renewer) clearInterval(renewer);
  await upstreamClient?.close();
  await kube.delete(PLATFORM, 'PlatformConfig', '', 'cluster').catch(() => undefined);
  await operator?.stop();
  license?.cleanup();
  rmSync(dir, { recursive: true, force: true });
  await client.close();
});

test('the installed ServiceAccount and RBAC are enough to run the main path', async () => {
  const system = `aigw-system-${Date.now().toString(36)}`;
  const ns = await kube.createNamespace('installed');
  const docs = await applyInstallManifest(kube, ['--namespace', system, '--license-secret', `${ns}/${LICENSE_SECRET}`, '--license-public-key', license.publicKeyFile], 'aigw-install-test');
  expect(docs.filter((d) => d.kind === 'CustomResourceDefinition').length).toBeGreaterThan(2);
  const deployment = docs.find((d) => d.kind === 'Deployment' && d.metadata.name === 'aigw-operator')!;
  const args = (deployment.spec as { template: { spec: { containers: { args: string[] }[] } } }).template.spec.containers[0].args;
  expect(args).toEqual(expect.arrayContaining(['operator', '--leader-elect', '--license-secret', `${ns}/${LICENSE_SECRET}`]));

  expect(args).not.toContain('--skip-upstream-proxy-check');
  const upstream = docs.find((d) => d.kind === 'Deployment' && d.metadata.name === 'aigw-upstream-proxy')!;
  expect((upstream.spec as { template: { spec: { serviceAccountName: string; containers: { args: string[] }[] } } }).template.spec.containers[0].args.slice(0, 2)).toEqual(['upstream', 'proxy']);

  // The upstream controller's account: it reads the Proxy* kinds and Secrets everywhere, and holds
  // and renews its Lease in its namespace, as its leader election does.
  upstreamClient = clientAs(cp, await serviceAccountToken(client, system, 'aigw-upstream-proxy'));
  const reads = upstreamClient;
  // The CRDs were just applied: their storage may still be initializing (429), never Forbidden.
  await waitFor('the upstream controller account reading the Proxy* kinds and Secrets', async () => {
    await reads.list(await kube.type(PROXY, 'ProxyInstance'), {});
    await reads.list(await kube.type(PROXY, 'ProxyGuardrail'), {});
    await reads.list(CORE_TYPES.secret, {});
    return true;
  }, 30_000);
  const now = microTime(new Date());
  await upstreamClient.create(CORE_TYPES.lease, {
    apiVersion: 'coordination.k8s.io/v1',
    kind: 'Lease',
    metadata: { name: UPSTREAM_PROXY_LEASE, namespace: system },
    spec: { holderIdentity: 'aigw-upstream-proxy-0', leaseDurationSeconds: 15, acquireTime: now, renewTime: now },
  });
  const leaseClient = upstreamClient;
  renewer = setInterval(() => {
    void leaseClient.mergePatch(CORE_TYPES.lease, system, UPSTREAM_PROXY_LEASE, { spec: { renewTime: microTime(new Date()) } }).catch(() => undefined);
  }, 1000);
  // The operator's account, as the kubelet would mount its token.
  const kubeconfig = kubeconfigAs(cp, await serviceAccountToken(client, system, 'aigw-operator'), dir, 'operator');

  const licenseArgs = await prepareGatewayNamespace(kube, license, ns, ['guardrail', 'multi-tenancy']);
  operator = await OperatorProcess.start(kubeconfig, [
    '--namespace', ns,
    '--leader-elect', '--leader-elect-namespace', system,
    // In the cluster this is $POD_NAMESPACE: the namespace both are installed in.
    '--upstream-proxy-namespace', system, '--upstream-proxy-check-seconds', '1',
    ...licenseArgs,
    // Two engine replicas share their name mappings on a Redis-compatible server (never reached here:
    // no pods run), without which the plan refuses more than one replica.
    '--engine-redis-url', 'redis://mappings.cache.svc.cluster.local:6379/0',
  ]);
  // Two gate and engine replicas: the plan adds PodDisruptionBudgets, which the RBAC must allow.
  await kube.create({ apiVersion: PLATFORM, kind: 'PlatformConfig', metadata: { name: 'cluster' }, spec: { workloads: { gate: { replicas: 2 }, engine: { replicas: 2 } } } });
  await kube.create({ apiVersion: PLATFORM, kind: 'Guardrail', metadata: { name: 'pii', namespace: ns }, spec: { mode: 'catalog', catalog: 'pseudonymizer' } });
  await waitFor('gate PodDisruptionBudget', () => kube.get('policy/v1', 'PodDisruptionBudget', ns, 'pii-gate'));
  await waitFor('engine PodDisruptionBudget', () => kube.get('policy/v1', 'PodDisruptionBudget', ENGINE_NAMESPACE, 'pseudonymizer'));
  await kube.create(guardedGateway(ns, 'gw', ['pii']));
  // No controllers run here: the gate and engine Deployments are marked available as a controller would.
  const deployments = new DeploymentController(kube, [ns]).start();
  try {
    await reportInstance(kube, ns, 'gw');
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
  // The operator's own account may read the controller's Lease: it saw the controller running.
  expect(operator.logs.filter((l) => l.msg === 'upstream controller is running')).toHaveLength(1);
});
