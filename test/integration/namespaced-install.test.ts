/**
 * `aigw install --watch-namespace` applied to a real API server, then the operator and the upstream
 * controller run as the ServiceAccounts it installs: their Roles in the watched namespace (and the
 * engines' and the license Secret's) are enough to reconcile there, while the API server refuses
 * them Secrets anywhere else. With `--service-monitor auto` the operator says it skipped its
 * ServiceMonitors while the cluster lacks the kind, and applies them once the CRD is there.
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { ENGINE_NAMESPACE } from '../../lib/meta/groups';
import type { KubeClient } from '../../runtime/kube/client';
import { CORE_TYPES } from '../../runtime/kube/discovery';
import { KubeApiError, type KubeObject } from '../../runtime/kube/types';
import { clientFor, currentControlPlane } from './support/control-plane';
import { DeploymentController } from './support/deployments';
import { condition, Kube, LicenseKit, PLATFORM, waitFor } from './support/kube';
import { OperatorProcess, REPO_ROOT } from './support/operator-process';
import { clientAs, kubeconfigAs, serviceAccountToken } from './support/service-account-identity';

const cp = currentControlPlane();
const client = clientFor(cp);
const kube = new Kube(client);
const AIGW = join(REPO_ROOT, 'bin', 'aigw.js');
/** A minimal stand-in for the Prometheus Operator's CRD: its group, kind and version, any spec. */
const SERVICE_MONITOR_CRD: KubeObject = {
  apiVersion: 'apiextensions.k8s.io/v1',
  kind: 'CustomResourceDefinition',
  metadata: { name: 'servicemonitors.monitoring.coreos.com' },
  spec: {
    group: 'monitoring.coreos.com',
    scope: 'Namespaced',
    names: { plural: 'servicemonitors', singular: 'servicemonitor', kind: 'ServiceMonitor', listKind: 'ServiceMonitorList' },
    versions: [{ name: 'v1', served: true, storage: true, schema: { openAPIV3Schema: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true } } }],
  },
};

let license: LicenseKit;
let dir: string;
const processes: OperatorProcess[] = [];
const clients: KubeClient[] = [];
let deployments: DeploymentController | undefined;
let system: string;
let watched: string;
let licenses: string;
let other: string;
let operator: OperatorProcess;
let asOperator: KubeClient;

/** `kubectl auth can-i` as the client's own identity: a SelfSubjectAccessReview. */
async function canI(as: KubeClient, attributes: { verb: string; resource: string; group?: string; namespace?: string; name?: string }): Promise<boolean> {
  const review = await as.raw<{ status: { allowed: boolean } }>('POST', '/apis/authorization.k8s.io/v1/selfsubjectaccessreviews', {
    body: { apiVersion: 'authorization.k8s.io/v1', kind: 'SelfSubjectAccessReview', spec: { resourceAttributes: { group: '', ...attributes } } },
  });
  return review.status.allowed;
}

async function forbidden(call: Promise<unknown>): Promise<boolean> {
  try {
    await call;
    return false;
  } catch (e) {
    if (e instanceof KubeApiError && e.status === 403) return true;
    throw e;
  }
}

beforeAll(async () => {
  license = await LicenseKit.create();
  dir = mkdtempSync(join(tmpdir(), 'aigw-namespaced-'));
  system = `aigw-ns-${Date.now().toString(36)}`;
  watched = await kube.createNamespace('watched');
  licenses = await kube.createNamespace('licenses');
  other = await kube.createNamespace('other');
  // The kind must not be served yet, whatever ran before.
  await client.delete(CORE_TYPES.crd, undefined, SERVICE_MONITOR_CRD.metadata.name).catch(() => undefined);
  await waitFor('no ServiceMonitor CRD', async () => !(await client.get(CORE_TYPES.crd, undefined, SERVICE_MONITOR_CRD.metadata.name)));

  const yaml = execFileSync(process.execPath, [AIGW, 'install', '--namespace', system, '--watch-namespace', watched, '--license-secret', `${licenses}/aigw-license`, '--license-public-key', license.publicKeyFile], { encoding: 'utf8' });
  for (const doc of parseAllDocuments(yaml).map((d) => d.toJS() as KubeObject)) {
    await client.apply(await kube.type(doc.apiVersion, doc.kind), doc, { fieldManager: 'aigw-namespaced-install-test', force: true });
  }
  await kube.create(license.secret(licenses, 'aigw-license', await license.issue(['guardrail'], 1)));
  await kube.create({ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'elsewhere', namespace: other }, stringData: { password: 'not for aigw' } });

  const operatorToken = await serviceAccountToken(client, system, 'aigw-operator');
  asOperator = clientAs(cp, operatorToken);
  clients.push(asOperator);
  operator = await OperatorProcess.start(kubeconfigAs(cp, operatorToken, dir, 'operator'), [
    // What the installed Deployment passes (the Lease's namespace is $POD_NAMESPACE there).
    '--namespace', watched,
    '--leader-elect', '--leader-elect-namespace', system,
    '--license-secret', `${licenses}/aigw-license`, '--license-public-key', license.publicKeyFile,
    '--service-monitors', '--service-monitor-namespace', system,
    // Looks for the ServiceMonitor kind again at every resync.
    '--resync-seconds', '1',
  ]);
  processes.push(operator);
  const upstreamToken = await serviceAccountToken(client, system, 'aigw-upstream-proxy');
  processes.push(await OperatorProcess.startUpstreamProxy(kubeconfigAs(cp, upstreamToken, dir, 'upstream'), ['--namespace', watched, '--leader-elect-namespace', system]));
}, 120_000);

afterAll(async () => {
  deployments?.stop();
  for (const p of processes) await p.stop();
  for (const c of clients) await c.close();
  // The cluster-wide names are the install's: leave none bound to this file's ServiceAccount.
  for (const kind of ['ClusterRoleBinding', 'ClusterRole']) {
    await client.delete(await kube.type('rbac.authorization.k8s.io/v1', kind), undefined, 'aigw-operator').catch(() => undefined);
  }
  await client.delete(CORE_TYPES.crd, undefined, SERVICE_MONITOR_CRD.metadata.name).catch(() => undefined);
  license?.cleanup();
  rmSync(dir, { recursive: true, force: true });
  await client.close();
});

test('on its Roles the operator reconciles a Guardrail in the watched namespace, and may not read Secrets of another', async () => {
  await kube.create({ apiVersion: PLATFORM, kind: 'Guardrail', metadata: { name: 'pii', namespace: watched }, spec: { mode: 'catalog', catalog: 'pseudonymizer' } });
  deployments = new DeploymentController(kube, [watched]).start();
  await waitFor('Guardrail Ready', async () => condition(await kube.status(PLATFORM, 'Guardrail', watched, 'pii'), 'Ready')?.status === 'True', 90_000);
  // The gate in the watched namespace, the shared engine in its own: both written on Roles.
  expect(await kube.get('apps/v1', 'Deployment', watched, 'pii-gate')).toBeDefined();
  expect(await kube.get('apps/v1', 'Deployment', ENGINE_NAMESPACE, 'pseudonymizer')).toBeDefined();
  await kube.delete(PLATFORM, 'Guardrail', watched, 'pii');
  await waitFor('Guardrail deleted through the finalizer', async () => (await kube.get(PLATFORM, 'Guardrail', watched, 'pii')) === undefined);
  expect(operator.logs.filter((l) => JSON.stringify(l).includes('Forbidden'))).toEqual([]);

  // What the API server answers the operator's identity, as `kubectl auth can-i --as` would.
  expect(await canI(asOperator, { verb: 'list', resource: 'secrets', namespace: watched })).toBe(true);
  expect(await canI(asOperator, { verb: 'get', resource: 'secrets', namespace: other, name: 'elsewhere' })).toBe(false);
  expect(await canI(asOperator, { verb: 'list', resource: 'secrets' })).toBe(false);
  expect(await canI(asOperator, { verb: 'list', resource: 'secrets', namespace: licenses })).toBe(true);
  expect(await canI(asOperator, { verb: 'create', resource: 'secrets', namespace: licenses })).toBe(false);
  expect(await canI(asOperator, { verb: 'create', resource: 'deployments', group: 'apps', namespace: other })).toBe(false);
  expect(await canI(asOperator, { verb: 'create', resource: 'namespaces' })).toBe(false);
  expect(await canI(asOperator, { verb: 'patch', resource: 'customresourcedefinitions', group: 'apiextensions.k8s.io', name: SERVICE_MONITOR_CRD.metadata.name })).toBe(false);
  // And the requests themselves are refused.
  expect(await forbidden(asOperator.get(CORE_TYPES.secret, other, 'elsewhere'))).toBe(true);
  expect(await forbidden(asOperator.list(CORE_TYPES.secret, { namespace: other }))).toBe(true);
  expect(await forbidden(asOperator.list(CORE_TYPES.secret, {}))).toBe(true);
}, 150_000);

test('aigw uninstall --watch-namespace finds the Roles of the namespaced install', async () => {
  const stdout = await new Promise<string>((resolve, reject) =>
    execFile(process.execPath, [AIGW, 'uninstall', '--kubeconfig', cp.kubeconfig, '--namespace', system, '--watch-namespace', watched, '--dry-run'], { encoding: 'utf8', timeout: 60_000 }, (err, out, stderr) =>
      err ? reject(new Error(`${err.message}\n${stderr}`)) : resolve(out),
    ),
  );
  for (const role of [`${watched}/aigw-operator`, `${watched}/aigw-upstream-proxy`, `${ENGINE_NAMESPACE}/aigw-operator`, `${licenses}/aigw-operator-license`, `${system}/aigw-operator-leader-election`]) {
    expect(stdout).toContain(`would delete Role ${role}\n`);
    expect(stdout).toContain(`would delete RoleBinding ${role}\n`);
  }
  expect(stdout).toContain('would delete ClusterRole aigw-operator\n');
  expect(stdout).not.toContain('ClusterRole aigw-upstream-proxy');
});

test('ServiceMonitors: skipped while the kind is not served, applied by the operator once its CRD exists', async () => {
  expect(operator.logs.some((l) => String(l.msg).startsWith('ServiceMonitors skipped'))).toBe(true);
  expect(operator.logs.some((l) => l.msg === 'ServiceMonitors applied')).toBe(false);
  await kube.create(SERVICE_MONITOR_CRD);
  const monitor = await waitFor('the gates ServiceMonitor', async () => {
    try {
      return await kube.get('monitoring.coreos.com/v1', 'ServiceMonitor', system, 'aigw-gates');
    } catch {
      return undefined; // the kind is not served yet
    }
  }, 60_000);
  expect((monitor.spec as any).namespaceSelector).toEqual({ matchNames: [watched] });
  expect((monitor.spec as any).selector.matchLabels).toMatchObject({ 'app.kubernetes.io/component': 'license-gate' });
  const own = await kube.get('monitoring.coreos.com/v1', 'ServiceMonitor', system, 'aigw-operator');
  expect((own!.spec as any).endpoints).toEqual([{ port: 'metrics', path: '/metrics', interval: '30s' }]);
  await waitFor('the applied log line', async () => operator.logs.some((l) => l.msg === 'ServiceMonitors applied'));
}, 90_000);
