/**
 * A `proxy` Gateway waits for the upstream controller of the proxy kinds, on a real API server:
 * the operator reads the controller's Lease (`aigw-upstream-proxy`) in the namespace it is told.
 * No Lease: the Gateway says the controller is missing and nothing is emitted. A held, renewed
 * Lease (as the controller's leader election keeps it): the Proxy* objects are emitted and the
 * Gateway is Ready. The Lease gone again: the Gateway says so and what runs is held, not deleted.
 */
import { microTime } from '../../runtime/events';
import { CORE_TYPES } from '../../runtime/kube/discovery';
import type { KubeObject } from '../../runtime/kube/types';
import { UPSTREAM_PROXY_LEASE } from '../../operator/upstream-controller';
import { clientFor, currentControlPlane } from './support/control-plane';
import { reportInstance } from './support/instances';
import { condition, Kube, PLATFORM, PROXY, waitFor } from './support/kube';
import { OperatorProcess } from './support/operator-process';

const cp = currentControlPlane();
const client = clientFor(cp);
const kube = new Kube(client);
let ns: string;
let system: string;
let operator: OperatorProcess | undefined;
let renewer: NodeJS.Timeout | undefined;

function lease(renewTime: Date): KubeObject {
  return {
    apiVersion: 'coordination.k8s.io/v1',
    kind: 'Lease',
    metadata: { name: UPSTREAM_PROXY_LEASE, namespace: system },
    spec: { holderIdentity: 'upstream-proxy-0', leaseDurationSeconds: 15, acquireTime: microTime(renewTime), renewTime: microTime(renewTime) },
  };
}

/** Renews the Lease every second, as the controller's leader election does. */
async function holdLease(): Promise<void> {
  await client.create(CORE_TYPES.lease, lease(new Date()));
  renewer = setInterval(() => {
    void client.mergePatch(CORE_TYPES.lease, system, UPSTREAM_PROXY_LEASE, { spec: { renewTime: microTime(new Date()) } }).catch(() => undefined);
  }, 1000);
}

beforeAll(async () => {
  ns = await kube.createNamespace('upstream');
  system = await kube.createNamespace('upstream-system');
  await kube.create({ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'db', namespace: ns }, stringData: { DATABASE_URL: 'postgres://db' } });
  operator = await OperatorProcess.start(cp.kubeconfig, ['--namespace', ns, '--upstream-proxy-namespace', system, '--upstream-proxy-check-seconds', '1']);
});

afterAll(async () => {
  if (renewer) clearInterval(renewer);
  await operator?.stop();
  await client.close();
});

test('no controller: nothing emitted; controller there: emitted and Ready; controller gone: held, not deleted', async () => {
  await kube.create({
    apiVersion: PLATFORM,
    kind: 'Gateway',
    metadata: { name: 'gw', namespace: ns },
    spec: { database: { mode: 'external', connectionSecretRef: { name: 'db' } }, models: [{ name: 'chat', modelName: 'chat', model: 'openai/gpt-4o', refSecretKey: 'openai' }] },
  });
  const missing = await waitFor('Gateway reporting the missing controller', async () => {
    const c = condition(await kube.status(PLATFORM, 'Gateway', ns, 'gw'), 'Ready');
    return c?.reason === 'UpstreamControllerMissing' ? c : undefined;
  });
  expect(missing.status).toBe('False');
  expect(missing.message).toContain(`Lease ${system}/${UPSTREAM_PROXY_LEASE} does not exist`);
  expect(condition(await kube.status(PLATFORM, 'Gateway', ns, 'gw'), 'Held')?.reason).toBe('NothingEmitted');
  const uid = (await kube.get(PLATFORM, 'Gateway', ns, 'gw'))!.metadata.uid!;
  expect(await kube.owned(PROXY, 'ProxyInstance', uid)).toEqual([]);
  expect(await kube.owned(PROXY, 'ProxyModel', uid)).toEqual([]);

  await holdLease();
  // The controller runs only as its Lease here: its instance status is written as it would write it.
  await reportInstance(kube, ns, 'gw');
  await waitFor('Gateway Ready once the controller runs', async () => condition(await kube.status(PLATFORM, 'Gateway', ns, 'gw'), 'Ready')?.status === 'True');
  expect((await kube.owned(PROXY, 'ProxyInstance', uid)).map((o) => o.metadata.name)).toEqual(['gw']);
  expect(await kube.owned(PROXY, 'ProxyModel', uid)).toHaveLength(1);

  // The controller goes away (its Lease deleted): the Gateway says so and keeps what runs.
  clearInterval(renewer);
  renewer = undefined;
  await client.delete(CORE_TYPES.lease, system, UPSTREAM_PROXY_LEASE);
  const held = await waitFor('Gateway reporting the controller gone', async () => {
    const status = await kube.status(PLATFORM, 'Gateway', ns, 'gw');
    return condition(status, 'Ready')?.reason === 'UpstreamControllerMissing' ? status : undefined;
  });
  expect(condition(held, 'Held')).toMatchObject({ status: 'True', reason: 'UpstreamControllerMissing' });
  expect((await kube.owned(PROXY, 'ProxyInstance', uid)).map((o) => o.metadata.name)).toEqual(['gw']);
  expect(await kube.owned(PROXY, 'ProxyModel', uid)).toHaveLength(1);
  // One line per transition, the first at start.
  expect(operator!.logs.map((l) => l.msg).filter((m) => m.startsWith('upstream controller is'))).toEqual([
    'upstream controller is missing',
    'upstream controller is running',
    'upstream controller is missing',
  ]);
});
