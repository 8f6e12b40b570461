/**
 * A Gateway is Ready only when its instance reports ready, and says why not in the instance's own
 * words; its FeaturesSupported and TenancySynced follow what the instance reports; Ready raises one
 * Event per transition, both ways, for Gateways and Guardrails. No upstream controller runs here:
 * the tests write the ProxyInstance's status as it would (support/instances.ts).
 */
import type { KubeObject, WatchEvent } from '../../runtime/kube/types';
import { clientFor, currentControlPlane } from './support/control-plane';
import { DeploymentController, setAvailability } from './support/deployments';
import { reportInstance } from './support/instances';
import { condition, Kube, LicenseKit, PLATFORM, waitFor } from './support/kube';
import { OperatorProcess } from './support/operator-process';
import { gatewayFixture } from './support/gateway-fixture';

const cp = currentControlPlane();
const client = clientFor(cp);
const kube = new Kube(client);
/** A Secret value the tests make sure never reaches a status or an Event. */
const SECRET_VALUE = 'sk-never-shown-4711';
let ns: string;
let license: LicenseKit;
let operator: OperatorProcess;
let deployments: DeploymentController;

const gateway = (name: string, spec: Record<string, unknown> = {}): KubeObject => gatewayFixture(ns, name, spec);

async function gatewayStatus(name: string): Promise<Record<string, unknown>> {
  return kube.status(PLATFORM, 'Gateway', ns, name);
}

async function gatewayWhen(name: string, what: string, ok: (s: Record<string, unknown>) => boolean): Promise<Record<string, unknown>> {
  return waitFor(`Gateway ${name}: ${what}`, async () => {
    const s = await gatewayStatus(name);
    return ok(s) ? s : undefined;
  });
}

/** Events about `name` with this reason, oldest first. */
async function eventsOf(name: string, reason: string): Promise<KubeObject[]> {
  const all = await kube.list('events.k8s.io/v1', 'Event', ns);
  return all.filter((e) => (e.regarding as { name: string }).name === name && e.reason === reason);
}

/** Lets the operator run at least `passes` more reconciles (resync every 2 s). */
async function resyncs(passes: number): Promise<void> {
  const before = await operator.metricSum('controller_runtime_reconcile_total');
  await waitFor(`${passes} more reconciles`, async () => (await operator.metricSum('controller_runtime_reconcile_total')) >= before + passes, 60_000);
}

beforeAll(async () => {
  ns = await kube.createNamespace('readiness');
  deployments = new DeploymentController(kube, [ns]).start();
  license = await LicenseKit.create();
  await kube.create(license.secret(ns, 'aigw-license', await license.issue(['guardrail', 'multi-tenancy'], 10)));
  await kube.create({ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'db', namespace: ns }, stringData: { DATABASE_URL: 'postgres://db' } });
  await kube.create({ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'models', namespace: ns }, stringData: { openai: SECRET_VALUE } });
  operator = await OperatorProcess.start(cp.kubeconfig, [
    '--namespace', ns,
    '--license-secret', `${ns}/aigw-license`,
    '--license-public-key', license.publicKeyFile,
    '--resync-seconds', '2',
  ]);
});

afterAll(async () => {
  deployments?.stop();
  await operator?.stop();
  license?.cleanup();
  await client.close();
});

test('a watch on a new Gateway never sees Ready=True before its instance reports ready', async () => {
  const type = await kube.type(PLATFORM, 'Gateway');
  const { resourceVersion } = await client.list(type, { namespace: ns });
  const seen: Record<string, unknown>[] = [];
  const abort = new AbortController();
  const watching = client
    .watch(type, { namespace: ns, resourceVersion, timeoutSeconds: 300, signal: abort.signal }, (e: WatchEvent) => {
      if (e.object?.metadata?.name === 'fresh' && e.type !== 'BOOKMARK') seen.push((e.object.status ?? {}) as Record<string, unknown>);
    })
    .catch(() => undefined);
  try {
    await kube.create(gateway('fresh'));
    const waiting = await gatewayWhen('fresh', 'Ready=False while the instance has not reported', (s) => condition(s, 'Ready')?.reason === 'Progressing');
    expect(condition(waiting, 'Ready')).toMatchObject({ status: 'False', reason: 'Progressing' });
    expect(condition(waiting, 'Ready')!.message).toMatch(/ProxyInstance fresh has not reported ready yet/);
    expect(waiting).not.toHaveProperty('instanceReady');
    // Several passes over an instance without a status: still not Ready.
    await resyncs(4);
    expect(condition(await gatewayStatus('fresh'), 'Ready')?.status).toBe('False');

    await reportInstance(kube, ns, 'fresh');
    await waitFor('the watch sees Ready=True', async () => seen.some((s) => condition(s, 'Ready')?.status === 'True'));
  } finally {
    abort.abort();
    await watching;
  }
  const statuses = seen.filter((s) => condition(s, 'Ready') !== undefined);
  expect(statuses.length).toBeGreaterThan(1);
  const firstTrue = statuses.findIndex((s) => condition(s, 'Ready')?.status === 'True');
  expect(statuses.slice(0, firstTrue).map((s) => condition(s, 'Ready')?.status)).toEqual(statuses.slice(0, firstTrue).map(() => 'False'));
  // Every Ready=True the watch saw came with the instance reporting ready.
  for (const s of statuses.filter((x) => condition(x, 'Ready')?.status === 'True')) expect(s.instanceReady).toBe(true);
});

test("the instance's reason shows as the Gateway's: SecretMissing, then DeploymentUnavailable, never a Secret value", async () => {
  await reportInstance(kube, ns, 'fresh', { deployment: { exists: true, available: false, waiting: '0/1 replicas available' }, missingSecretKeys: ['fresh-proxy-license/license'] });
  const missing = await gatewayWhen('fresh', 'Ready=False SecretMissing', (s) => condition(s, 'Ready')?.reason === 'SecretMissing');
  expect(condition(missing, 'Ready')).toMatchObject({ status: 'False', reason: 'SecretMissing' });
  expect(condition(missing, 'Ready')!.message).toContain('ProxyInstance fresh is not ready: LiteLLM pods cannot start without Secret key fresh-proxy-license/license');
  expect(missing.instanceReady).toBe(false);
  expect(JSON.stringify(missing)).not.toContain(SECRET_VALUE);
  const warned = await waitFor('a Warning SecretMissing Event', async () => {
    const list = await eventsOf('fresh', 'SecretMissing');
    return list.length > 0 ? list : undefined;
  });
  expect(warned.map((e) => e.type)).toEqual(['Warning']);
  expect(JSON.stringify(warned)).not.toContain(SECRET_VALUE);

  await reportInstance(kube, ns, 'fresh', { deployment: { exists: true, available: false, waiting: '0/1 replicas available' } });
  const rolling = await gatewayWhen('fresh', 'Ready=False DeploymentUnavailable', (s) => condition(s, 'Ready')?.reason === 'DeploymentUnavailable');
  expect(condition(rolling, 'Ready')!.message).toContain('waiting for 0/1 replicas available');

  await reportInstance(kube, ns, 'fresh');
  await gatewayWhen('fresh', 'Ready again', (s) => condition(s, 'Ready')?.status === 'True');
});

test('fields the instance cannot honour turn FeaturesSupported False, listing them', async () => {
  const line = 'ProxyInstance/fresh.spec.generalSettings.rolePermissions[1]: role ai-admins shares LiteLLM role internal_user with 1 other role(s): models reasoning not granted';
  await reportInstance(kube, ns, 'fresh', { unsupported: [line] });
  const s = await gatewayWhen('fresh', 'FeaturesSupported=False', (x) => condition(x, 'FeaturesSupported')?.status === 'False');
  expect(condition(s, 'FeaturesSupported')).toMatchObject({ reason: 'NotHonouredByInstance' });
  expect(condition(s, 'FeaturesSupported')!.message).toContain(line);
  // The instance runs: Ready stays True; the spec's list is the gateway type's, empty on proxy.
  expect(condition(s, 'Ready')?.status).toBe('True');
  expect(s.unsupportedFeatures).toEqual([]);

  await reportInstance(kube, ns, 'fresh');
  await gatewayWhen('fresh', 'FeaturesSupported=True again', (x) => condition(x, 'FeaturesSupported')?.status === 'True');
});

test("a Gateway with teams relays the instance's management sync as TenancySynced, not Ready while it fails", async () => {
  await kube.create(gateway('tenant', { organization: { name: 'acme' }, teams: [{ name: 'nlp' }] }));
  await reportInstance(kube, ns, 'tenant', {
    management: {
      synced: [],
      database: false,
      report: { objects: [{ object: 'ProxyTeam/tenant-nlp', id: '', action: 'failed', applied: false, reason: 'NoDatabase', message: 'No db connected' }] },
    },
  });
  const failing = await gatewayWhen('tenant', 'TenancySynced=False', (s) => condition(s, 'TenancySynced')?.status === 'False');
  expect(condition(failing, 'TenancySynced')).toMatchObject({ reason: 'NoDatabase' });
  expect(condition(failing, 'Ready')).toMatchObject({ status: 'False', reason: 'TenancyNotSynced' });
  expect(condition(failing, 'Ready')!.message).toContain('LiteLLM runs without a database');

  await reportInstance(kube, ns, 'tenant', { management: { synced: ['ProxyOrganization/tenant-org-acme', 'ProxyTeam/tenant-nlp'] } });
  const synced = await gatewayWhen('tenant', 'TenancySynced=True and Ready', (s) => condition(s, 'TenancySynced')?.status === 'True' && condition(s, 'Ready')?.status === 'True');
  expect(condition(synced, 'TenancySynced')).toMatchObject({ reason: 'Synced' });
});

test('Ready raises one Event per transition, both ways, never repeated over resyncs (Gateway)', async () => {
  await gatewayWhen('fresh', 'Ready', (s) => condition(s, 'Ready')?.status === 'True');
  await resyncs(6);
  const readyBefore = (await eventsOf('fresh', 'Ready')).length;
  const unavailableBefore = (await eventsOf('fresh', 'DeploymentUnavailable')).length;
  await resyncs(6);
  expect((await eventsOf('fresh', 'Ready')).length).toBe(readyBefore);

  await reportInstance(kube, ns, 'fresh', { deployment: { exists: true, available: false, waiting: '0/1 replicas available' } });
  await gatewayWhen('fresh', 'Ready=False', (s) => condition(s, 'Ready')?.status === 'False');
  await waitFor('one DeploymentUnavailable Event for the transition', async () => (await eventsOf('fresh', 'DeploymentUnavailable')).length === unavailableBefore + 1);
  await resyncs(6);
  expect((await eventsOf('fresh', 'DeploymentUnavailable')).length).toBe(unavailableBefore + 1);
  expect((await eventsOf('fresh', 'Ready')).length).toBe(readyBefore);

  await reportInstance(kube, ns, 'fresh');
  await gatewayWhen('fresh', 'Ready again', (s) => condition(s, 'Ready')?.status === 'True');
  await waitFor('one more Ready Event', async () => (await eventsOf('fresh', 'Ready')).length === readyBefore + 1);
  await resyncs(6);
  const ready = await eventsOf('fresh', 'Ready');
  expect(ready).toHaveLength(readyBefore + 1);
  expect(ready.map((e) => e.type)).toEqual(ready.map(() => 'Normal'));
});

test('Ready raises one Event per transition, both ways, never repeated over resyncs (Guardrail)', async () => {
  await kube.create({ apiVersion: PLATFORM, kind: 'Guardrail', metadata: { name: 'pii', namespace: ns }, spec: { mode: 'catalog', catalog: 'pseudonymizer' } });
  await waitFor('Guardrail pii Ready', async () => (await kube.status(PLATFORM, 'Guardrail', ns, 'pii')).phase === 'Ready');
  await resyncs(8);
  expect(await eventsOf('pii', 'Ready')).toHaveLength(1);

  // Its gate loses its pods.
  deployments.held.add(`${ns}/pii-gate`);
  const gate = (await kube.get('apps/v1', 'Deployment', ns, 'pii-gate'))!;
  const progressingBefore = (await eventsOf('pii', 'Progressing')).length;
  await setAvailability(kube, gate, false);
  await waitFor('Guardrail pii not Ready', async () => condition(await kube.status(PLATFORM, 'Guardrail', ns, 'pii'), 'Ready')?.status === 'False');
  await waitFor('one Event for the transition to not Ready', async () => (await eventsOf('pii', 'Progressing')).length === progressingBefore + 1);
  await resyncs(6);
  expect(await eventsOf('pii', 'Progressing')).toHaveLength(progressingBefore + 1);

  deployments.held.delete(`${ns}/pii-gate`);
  await waitFor('Guardrail pii Ready again', async () => (await kube.status(PLATFORM, 'Guardrail', ns, 'pii')).phase === 'Ready');
  await waitFor('a second Ready Event', async () => (await eventsOf('pii', 'Ready')).length === 2);
  await resyncs(6);
  expect(await eventsOf('pii', 'Ready')).toHaveLength(2);
});
