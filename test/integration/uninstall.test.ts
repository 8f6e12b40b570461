/**
 * `aigw uninstall` (the built CLI, as a user runs it) against a real API server: with the operator
 * running, every aigw object is deleted through its finalizer (so what it emitted goes too) before
 * the install and its CRDs go; the same for a namespaced install (`--watch-namespace`), with the
 * operator running as the ServiceAccount that install made; with the operator already gone, the
 * finalizers it would have removed are named, and `--force-finalizers` takes them off so the CRDs do
 * not hang.
 *
 * Each test runs its own control plane. An uninstall is cluster-wide: on the suite's shared API
 * server it would delete what the other files made (and their CRDs), and what they left there
 * would change its outcome (their Gateways count against this file's license, which allows 5 per
 * cluster, so a Gateway made here would be over the limit and never emitted).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ENGINE_NAMESPACE } from '../../lib/meta/groups';
import { GENERATED_FOR_LABEL } from '../../lib/plan/generated-secrets';
import { readCrds } from '../../operator/crds';
import type { KubeClient } from '../../runtime/kube/client';
import { CORE_TYPES } from '../../runtime/kube/discovery';
import { KubeApiError } from '../../runtime/kube/types';
import { FINALIZER } from '../../operator/reconciler';
import { clientFor, startControlPlane, stopControlPlane, type ControlPlane } from './support/control-plane';
import { DeploymentController } from './support/deployments';
import { guardedGateway, LICENSE_SECRET, prepareGatewayNamespace } from './support/guarded-gateway';
import { applyInstallManifest } from './support/install-manifest';
import { reportInstance } from './support/instances';
import { condition, Kube, LicenseKit, PLATFORM, waitFor } from './support/kube';
import { OperatorProcess, REPO_ROOT } from './support/operator-process';
import { kubeconfigAs, serviceAccountToken } from './support/service-account-identity';

const AIGW = join(REPO_ROOT, 'bin', 'aigw.js');
const CRD_NAMES = readCrds(join(REPO_ROOT, 'crds')).map((c) => c.metadata.name);
let license: LicenseKit;
/** The current test's control plane, and what runs against it (stopped after each test). */
let cp: ControlPlane;
let client: KubeClient;
let kube: Kube;
let operators: OperatorProcess[] = [];
let controllers: DeploymentController[] = [];

interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `aigw uninstall` against the test API server. */
function uninstall(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, [AIGW, 'uninstall', '--kubeconfig', cp.kubeconfig, '--poll-ms', '200', ...args], { encoding: 'utf8', timeout: 170_000 }, (err, stdout, stderr) => {
      resolve({ code: err ? ((err as { code?: number }).code ?? -1) : 0, stdout, stderr });
    });
  });
}

async function crdsLeft(): Promise<string[]> {
  const left: string[] = [];
  for (const name of CRD_NAMES) if (await client.get(CORE_TYPES.crd, undefined, name)) left.push(name);
  return left;
}

/** Gone, or being deleted (this API server runs no namespace controller to finish the job). */
async function namespaceGoing(name: string): Promise<boolean> {
  const ns = await client.get(CORE_TYPES.namespace, undefined, name);
  return !ns || typeof ns.metadata.deletionTimestamp === 'string';
}

beforeAll(async () => {
  license = await LicenseKit.create();
});

afterAll(() => license?.cleanup());

beforeEach(() => {
  cp = startControlPlane();
  client = clientFor(cp);
  kube = new Kube(client);
});

afterEach(async () => {
  for (const c of controllers) c.stop();
  for (const op of operators) await op.stop();
  controllers = [];
  operators = [];
  if (!cp) return; // it never started
  await client.close();
  stopControlPlane(cp.stateDir);
});

test('with the operator running: every aigw object goes through its finalizer, then the install and its CRDs', async () => {
  const system = `aigw-system-${Date.now().toString(36)}`;
  await applyInstallManifest(kube, ['--namespace', system, '--license-public-key', license.publicKeyFile], 'aigw-uninstall-test');
  const ns = await kube.createNamespace('uninstall');
  const licenseArgs = await prepareGatewayNamespace(kube, license, ns, ['guardrail']);
  controllers.push(new DeploymentController(kube, [ns]).start());
  const operator = await OperatorProcess.start(cp.kubeconfig, [...licenseArgs, '--resync-seconds', '5']);
  operators.push(operator);
  await kube.create({ apiVersion: PLATFORM, kind: 'Guardrail', metadata: { name: 'pii', namespace: ns }, spec: { mode: 'catalog', catalog: 'pseudonymizer' } });
  await kube.create(guardedGateway(ns, 'gw', ['pii']));
  await reportInstance(kube, ns, 'gw');
  await waitFor('Gateway Ready, wired to pii', async () => condition(await kube.status(PLATFORM, 'Gateway', ns, 'gw'), 'Ready')?.status === 'True');
  // A plain delete of an aigw CRD (what `kubectl delete -f` of the install sends) is refused by the install's policy.
  const refused = await client.delete(CORE_TYPES.crd, undefined, 'gateways.platform.aigw.dev').then(() => undefined, (e: unknown) => e);
  expect(refused).toBeInstanceOf(KubeApiError);
  expect((refused as KubeApiError).status).toBe(403);
  expect(String((refused as Error).message)).toContain('aigw uninstall');
  expect((await client.get(CORE_TYPES.crd, undefined, 'gateways.platform.aigw.dev'))?.metadata.deletionTimestamp).toBeUndefined();
  const gwUid = (await kube.get(PLATFORM, 'Gateway', ns, 'gw'))!.metadata.uid!;
  const generated = (await client.list(CORE_TYPES.secret, { namespace: ns, labelSelector: GENERATED_FOR_LABEL })).items.map((s) => s.metadata.name);
  expect(generated.length).toBeGreaterThan(0);

  const dry = await uninstall('--namespace', system, '--dry-run');
  expect(dry.stderr).toBe('');
  expect(dry.code).toBe(0);
  expect(dry.stdout).toContain(`would delete Gateway ${ns}/gw`);
  expect(dry.stdout).toContain(`would delete Guardrail ${ns}/pii`);
  expect(dry.stdout).toContain(`would delete Deployment ${system}/aigw-operator`);
  expect(dry.stdout).toContain('would delete CustomResourceDefinition guardrails.platform.aigw.dev');
  expect(dry.stdout).toContain(`would delete Namespace ${system}`);
  expect(dry.stdout).toContain(`keep Secret ${ns}/${generated[0]}`);
  // The Gateway is listed before the Guardrail it routes to.
  expect(dry.stdout.indexOf(`Gateway ${ns}/gw`)).toBeLessThan(dry.stdout.indexOf(`Guardrail ${ns}/pii`));
  expect(await kube.get(PLATFORM, 'Gateway', ns, 'gw')).toBeDefined();
  expect(await crdsLeft()).toEqual(CRD_NAMES);

  const run = await uninstall('--namespace', system, '--timeout', '90s');
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  expect(run.stdout).not.toContain('remove finalizer');
  expect(await crdsLeft()).toEqual([]);
  // The operator cleaned up after each object: what they emitted outside the CRDs is gone too.
  expect(await kube.get('apps/v1', 'Deployment', ns, 'pii-gate')).toBeUndefined();
  expect(await kube.get('v1', 'Service', ns, 'pii-gate')).toBeUndefined();
  expect(await kube.get('apps/v1', 'Deployment', ENGINE_NAMESPACE, 'pseudonymizer')).toBeUndefined();
  expect(await client.list(CORE_TYPES.secret, { namespace: ns, labelSelector: `aigw.dev/owner-uid=${gwUid}` }).then((l) => l.items)).toEqual([]);
  // The install is gone, its namespaces with it; the generated keys are kept.
  expect(await kube.get('apps/v1', 'Deployment', system, 'aigw-operator')).toBeUndefined();
  expect(await kube.get('rbac.authorization.k8s.io/v1', 'ClusterRole', undefined, 'aigw-operator')).toBeUndefined();
  expect(await kube.get('v1', 'ConfigMap', system, 'aigw-operator-license-public-key')).toBeUndefined();
  expect(await namespaceGoing(system)).toBe(true);
  expect(await namespaceGoing(ENGINE_NAMESPACE)).toBe(true);
  for (const name of generated) expect(await client.get(CORE_TYPES.secret, ns, name)).toBeDefined();
});

test('namespaced: --watch-namespace deletes the watched objects through the operator on its Roles, then the install, its Roles and CRDs; nothing hangs', async () => {
  const system = `aigw-system-${Date.now().toString(36)}`;
  const watched = await kube.createNamespace('watched');
  const other = await kube.createNamespace('other');
  const licenseArgs = await prepareGatewayNamespace(kube, license, watched, ['guardrail']);
  await applyInstallManifest(kube, ['--namespace', system, '--watch-namespace', watched, ...licenseArgs], 'aigw-uninstall-test');
  // The operator as the install runs it: the ServiceAccount it made, with Roles in the watched namespace only.
  const dir = mkdtempSync(join(tmpdir(), 'aigw-uninstall-'));
  try {
    const kubeconfig = kubeconfigAs(cp, await serviceAccountToken(client, system, 'aigw-operator'), dir);
    controllers.push(new DeploymentController(kube, [watched]).start());
    operators.push(await OperatorProcess.start(kubeconfig, ['--namespace', watched, ...licenseArgs, '--resync-seconds', '5']));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  await kube.create({ apiVersion: PLATFORM, kind: 'Guardrail', metadata: { name: 'pii', namespace: watched }, spec: { mode: 'catalog', catalog: 'pseudonymizer' } });
  await kube.create(guardedGateway(watched, 'gw', ['pii']));
  // Not watched: never given a finalizer, and not the uninstall's to delete (its CRD takes it).
  await kube.create({ apiVersion: PLATFORM, kind: 'Guardrail', metadata: { name: 'pii', namespace: other }, spec: { mode: 'external', external: { apiBase: 'https://guard.example.com' } } });
  await reportInstance(kube, watched, 'gw');
  await waitFor('Gateway Ready, wired to pii', async () => condition(await kube.status(PLATFORM, 'Gateway', watched, 'gw'), 'Ready')?.status === 'True');
  expect((await kube.get(PLATFORM, 'Guardrail', watched, 'pii'))!.metadata.finalizers).toContain(FINALIZER);
  expect((await kube.get(PLATFORM, 'Guardrail', other, 'pii'))!.metadata.finalizers ?? []).toEqual([]);
  expect(await kube.get('apps/v1', 'Deployment', watched, 'pii-gate')).toBeDefined();
  const rbac = (kind: string, namespace: string | undefined, name: string) => kube.get('rbac.authorization.k8s.io/v1', kind, namespace, name);
  expect(await rbac('Role', watched, 'aigw-operator')).toBeDefined();

  const started = Date.now();
  const run = await uninstall('--namespace', system, '--watch-namespace', watched, '--timeout', '90s');
  process.stderr.write(`[uninstall] aigw uninstall --watch-namespace, for real: ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  expect(run.stdout).toContain(`delete Gateway ${watched}/gw\n`);
  expect(run.stdout).toContain(`delete Guardrail ${watched}/pii\n`);
  expect(run.stdout).not.toContain(`Guardrail ${other}/pii`);
  // The operator removed its finalizers itself: nothing was forced.
  expect(run.stdout).not.toContain('remove finalizer');
  expect(await crdsLeft()).toEqual([]);
  // What the operator emitted for the watched objects went with them.
  expect(await kube.get('apps/v1', 'Deployment', watched, 'pii-gate')).toBeUndefined();
  expect(await kube.get('v1', 'Service', watched, 'pii-gate')).toBeUndefined();
  expect(await kube.get('apps/v1', 'Deployment', ENGINE_NAMESPACE, 'pseudonymizer')).toBeUndefined();
  // The install, its Roles in every namespace it made them in, and its namespaces.
  expect(await kube.get('apps/v1', 'Deployment', system, 'aigw-operator')).toBeUndefined();
  expect(await kube.get('apps/v1', 'Deployment', system, 'aigw-upstream-proxy')).toBeUndefined();
  for (const [namespace, name] of [[watched, 'aigw-operator'], [watched, 'aigw-upstream-proxy'], [ENGINE_NAMESPACE, 'aigw-operator'], [system, 'aigw-operator-leader-election']]) {
    expect({ namespace, name, role: await rbac('Role', namespace, name), binding: await rbac('RoleBinding', namespace, name) }).toEqual({ namespace, name, role: undefined, binding: undefined });
  }
  expect(await rbac('ClusterRole', undefined, 'aigw-operator')).toBeUndefined();
  expect(await rbac('ClusterRoleBinding', undefined, 'aigw-operator')).toBeUndefined();
  expect(await namespaceGoing(system)).toBe(true);
  expect(await namespaceGoing(ENGINE_NAMESPACE)).toBe(true);
  // The watched namespace is the user's: it stays, with the license Secret they made in it.
  expect(await namespaceGoing(watched)).toBe(false);
  expect(await client.get(CORE_TYPES.secret, watched, LICENSE_SECRET)).toBeDefined();
});

test('with the operator gone: the stuck finalizers are named, and --force-finalizers removes them so the CRDs go', async () => {
  const ns = await kube.createNamespace('orphaned');
  const operator = await OperatorProcess.start(cp.kubeconfig, ['--namespace', ns]);
  operators.push(operator);
  await kube.create({ apiVersion: PLATFORM, kind: 'Guardrail', metadata: { name: 'pii', namespace: ns }, spec: { mode: 'external', external: { apiBase: 'https://guard.example.com' } } });
  await waitFor('the finalizer on the Guardrail', async () => (await kube.get(PLATFORM, 'Guardrail', ns, 'pii'))?.metadata.finalizers?.includes(FINALIZER));
  await operator.stop();

  const stuck = await uninstall('--timeout', '2s');
  expect(stuck.code).toBe(1);
  expect(stuck.stderr).toContain(`Guardrail ${ns}/pii (finalizers: ${FINALIZER}`);
  expect(stuck.stderr).toContain('--force-finalizers');
  // Nothing of the install was touched while an object still waits.
  expect(await crdsLeft()).toEqual(CRD_NAMES);

  const forced = await uninstall('--timeout', '30s', '--force-finalizers');
  expect(forced.stderr).toBe('');
  expect(forced.code).toBe(0);
  expect(forced.stdout).toContain(`remove finalizer ${FINALIZER} from Guardrail ${ns}/pii`);
  expect(await crdsLeft()).toEqual([]);
});
