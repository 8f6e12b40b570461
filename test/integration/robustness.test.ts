/**
 * What must not break the loop: rejected and nonsensical objects, a crash in the middle of a
 * reconcile, and two replicas competing for the leader Lease.
 */
import { clientFor, currentControlPlane } from './support/control-plane';
import { reportInstance } from './support/instances';
import { ALT, condition, Kube, LicenseKit, PLATFORM, PROXY, waitFor } from './support/kube';
import { OperatorProcess } from './support/operator-process';
import { gatewayFixture } from './support/gateway-fixture';

const cp = currentControlPlane();
const client = clientFor(cp);
const kube = new Kube(client);
let license: LicenseKit;
const operators: OperatorProcess[] = [];

const gateway = gatewayFixture;

async function ready(ns: string, name: string): Promise<boolean> {
  return condition(await kube.status(PLATFORM, 'Gateway', ns, name), 'Ready')?.status === 'True';
}

/** A namespace with the db Secret and an Enterprise license allowing many Gateways. */
async function licensedNamespace(prefix: string): Promise<string> {
  const ns = await kube.createNamespace(prefix);
  await kube.create({ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'db', namespace: ns }, stringData: { DATABASE_URL: 'postgres://db' } });
  await kube.create(license.secret(ns, 'aigw-license', await license.issue(['guardrail', 'multi-tenancy'], 100)));
  return ns;
}

function licenseArgs(ns: string): string[] {
  return ['--namespace', ns, '--license-secret', `${ns}/aigw-license`, '--license-public-key', license.publicKeyFile];
}

beforeAll(async () => {
  license = await LicenseKit.create();
});

afterAll(async () => {
  for (const op of operators) await op.stop();
  license?.cleanup();
  await client.close();
});

test('an alt Gateway with an InvalidTarget combination is Ready=False/InvalidTarget and emits nothing; bad objects never stop the loop', async () => {
  const ns = await licensedNamespace('invalid');
  const op = await OperatorProcess.start(cp.kubeconfig, licenseArgs(ns));
  operators.push(op);
  await kube.create(gateway(ns, 'alt-no-spec', { type: 'alt' }));
  await kube.create(gateway(ns, 'alt-worker', { type: 'alt', alt: { storageMode: 'single', topology: 'AllInOne', worker: { enabled: true } } }));
  // Schema-valid nonsense: an external Guardrail with no endpoint, a catalog one with an endpoint too, a ref to nothing.
  await kube.create({ apiVersion: PLATFORM, kind: 'Guardrail', metadata: { name: 'nowhere', namespace: ns }, spec: { mode: 'external' } });
  await kube.create({ apiVersion: PLATFORM, kind: 'Guardrail', metadata: { name: 'both', namespace: ns }, spec: { mode: 'catalog', catalog: 'pseudonymizer', external: { apiBase: 'http://127.0.0.1:1' } } });
  await kube.create(gateway(ns, 'dangling', { guardrailRefs: [{ name: 'missing' }, { name: 'nowhere' }] }));

  for (const name of ['alt-no-spec', 'alt-worker']) {
    const s = await waitFor(`${name} rejected`, async () => {
      const st = await kube.status(PLATFORM, 'Gateway', ns, name);
      return condition(st, 'Ready') ? st : undefined;
    });
    expect(condition(s, 'Ready')).toMatchObject({ status: 'False', reason: 'InvalidTarget' });
    const uid = (await kube.get(PLATFORM, 'Gateway', ns, name))!.metadata.uid!;
    for (const [apiVersion, kind] of [[ALT, 'AltInstance'], [PROXY, 'ProxyInstance'], ['v1', 'Secret'], ['v1', 'ConfigMap']]) {
      expect(await kube.owned(apiVersion, kind, uid)).toEqual([]);
    }
  }
  for (const name of ['nowhere', 'both']) {
    await waitFor(`${name} has a not-Ready status`, async () => condition(await kube.status(PLATFORM, 'Guardrail', ns, name), 'Ready')?.status === 'False');
  }
  await waitFor('dangling has a status', async () => condition(await kube.status(PLATFORM, 'Gateway', ns, 'dangling'), 'Ready') !== undefined);

  // The loop is alive: a good Gateway created afterwards is served.
  await kube.create(gateway(ns, 'good'));
  await reportInstance(kube, ns, 'good');
  await waitFor('good Ready', () => ready(ns, 'good'));
  expect(op.running).toBe(true);
});

test('an operator killed mid-reconcile converges after a restart, then writes nothing', async () => {
  const ns = await licensedNamespace('crash');
  const names = Array.from({ length: 15 }, (_, i) => `gw-${i}`);
  let op = await OperatorProcess.start(cp.kubeconfig, licenseArgs(ns));
  await Promise.all(names.map((n) => kube.create(gateway(ns, n))));
  // Kill it as soon as it has started writing children, long before it is done.
  await waitFor('first ProxyInstance', async () => (await kube.list(PROXY, 'ProxyInstance', ns)).length > 0, 30_000);
  await op.kill();
  const before = (await kube.list(PROXY, 'ProxyInstance', ns)).length;
  expect(before).toBeLessThan(names.length);

  op = await OperatorProcess.start(cp.kubeconfig, [...licenseArgs(ns), '--resync-seconds', '2']);
  operators.push(op);
  await Promise.all(names.map((n) => reportInstance(kube, ns, n)));
  await waitFor('every Gateway Ready', async () => (await Promise.all(names.map((n) => ready(ns, n)))).every(Boolean), 120_000);
  expect((await kube.list(PROXY, 'ProxyInstance', ns)).length).toBe(names.length);

  const writes = await op.settledWrites(2500);
  const reconciles = await op.metricSum('controller_runtime_reconcile_total');
  await waitFor('two resyncs', async () => (await op.metricSum('controller_runtime_reconcile_total')) >= reconciles + 2 * names.length, 30_000);
  expect(await op.writes()).toBe(writes);
});

test('of two replicas with leader election only the leader writes; the standby takes over when it dies', async () => {
  const ns = await licensedNamespace('ha');
  const le = [...licenseArgs(ns), '--leader-elect', '--leader-elect-namespace', ns, '--lease-duration-seconds', '4', '--renew-deadline-seconds', '3', '--retry-period-seconds', '1'];
  const a = await OperatorProcess.start(cp.kubeconfig, le, { until: 'listening' });
  await a.waitForLog((l) => l.msg === 'caches synced');
  const b = await OperatorProcess.start(cp.kubeconfig, le, { until: 'listening' });
  operators.push(a, b);

  await kube.create(gateway(ns, 'one'));
  await reportInstance(kube, ns, 'one');
  await waitFor('one Ready', () => ready(ns, 'one'));
  expect(await a.metricSum('leader_election_master_status')).toBe(1);
  expect(await b.metricSum('leader_election_master_status')).toBe(0);
  expect(await a.writes()).toBeGreaterThan(0);
  expect(await b.writes()).toBe(0);
  expect(await b.httpStatus('/readyz')).toBe(200);

  // The leader crashes without releasing its Lease: the standby waits out the lease, then leads.
  await a.kill();
  await b.waitForLog((l) => l.msg === 'became leader', 30_000);
  await kube.create(gateway(ns, 'two'));
  await reportInstance(kube, ns, 'two');
  await waitFor('two Ready', () => ready(ns, 'two'));
  expect(await b.writes()).toBeGreaterThan(0);
  const lease = await kube.get('coordination.k8s.io/v1', 'Lease', ns, 'aigw-operator');
  const holder = (lease!.spec as { holderIdentity: string }).holderIdentity;
  expect(holder).toBe(b.logs.find((l) => l.msg === 'metrics and health listening')!.identity);
  // Every line of either process names it, so the leader's lines are found from the Lease alone.
  expect(b.logs.filter((l) => l.identity !== holder)).toEqual([]);
  expect(a.logs.length).toBeGreaterThan(0);
  expect(a.logs.filter((l) => typeof l.identity !== 'string' || l.identity === holder)).toEqual([]);
});
