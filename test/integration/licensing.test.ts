/**
 * Cluster licensing through the license Secret: a Guardrail is Refused until the license grants
 * `guardrail`; under Community only the oldest Gateway is Ready and a freed slot goes to the next.
 */
import type { KubeObject } from '../../runtime/kube/types';
import { clientFor, currentControlPlane } from './support/control-plane';
import { condition, Kube, LicenseKit, PLATFORM, PROXY, waitFor } from './support/kube';
import { DeploymentController } from './support/deployments';
import { reportInstance } from './support/instances';
import { OperatorProcess } from './support/operator-process';
import { gatewayFixture } from './support/gateway-fixture';

const cp = currentControlPlane();
const client = clientFor(cp);
const kube = new Kube(client);
let license: LicenseKit;
const operators: OperatorProcess[] = [];

const gateway = (ns: string, name: string): KubeObject => gatewayFixture(ns, name);

async function readyOf(ns: string, name: string): Promise<string | undefined> {
  return condition(await kube.status(PLATFORM, 'Gateway', ns, name), 'Ready')?.status;
}

beforeAll(async () => {
  license = await LicenseKit.create();
});

afterAll(async () => {
  for (const op of operators) await op.stop();
  license?.cleanup();
  await client.close();
});

test('a Guardrail is Refused without the guardrail feature and becomes Ready once the license grants it', async () => {
  const ns = await kube.createNamespace('lic');
  await kube.create(license.secret(ns, 'aigw-license', await license.issue(['multi-tenancy'], 3)));
  operators.push(
    await OperatorProcess.start(cp.kubeconfig, ['--namespace', ns, '--license-secret', `${ns}/aigw-license`, '--license-public-key', license.publicKeyFile]),
  );
  await kube.create({ apiVersion: PLATFORM, kind: 'Guardrail', metadata: { name: 'pii', namespace: ns }, spec: { mode: 'catalog', catalog: 'pseudonymizer' } });
  const refused = await waitFor('Guardrail Refused', async () => {
    const s = await kube.status(PLATFORM, 'Guardrail', ns, 'pii');
    return s.phase === 'Refused' ? s : undefined;
  });
  expect(condition(refused, 'Ready')).toMatchObject({ status: 'False' });
  expect(await kube.get('apps/v1', 'Deployment', ns, 'pii-gate')).toBeUndefined();
  const refusedAt = condition(refused, 'Ready')!.lastTransitionTime;

  const deployments = new DeploymentController(kube, [ns]).start();
  await kube.patch('v1', 'Secret', ns, 'aigw-license', { stringData: { 'license.jwt': await license.issue(['guardrail', 'multi-tenancy'], 3) } });
  const ready = await waitFor('Guardrail Ready after the license flip', async () => {
    const s = await kube.status(PLATFORM, 'Guardrail', ns, 'pii');
    return s.phase === 'Ready' ? s : undefined;
  });
  expect(condition(ready, 'Ready')!.lastTransitionTime >= refusedAt).toBe(true);
  await waitFor('gate Deployment', () => kube.get('apps/v1', 'Deployment', ns, 'pii-gate'));

  // Removing the license Secret makes the cluster Community again; the wired gate stays, blocking.
  deployments.stop();
  const gateUid = (await kube.get('apps/v1', 'Deployment', ns, 'pii-gate'))!.metadata.uid;
  await kube.delete('v1', 'Secret', ns, 'aigw-license');
  const blocking = await waitFor('Guardrail Blocking', async () => {
    const s = await kube.status(PLATFORM, 'Guardrail', ns, 'pii');
    return s.phase === 'Blocking' ? s : undefined;
  });
  expect(condition(blocking, 'Ready')).toMatchObject({ status: 'False', reason: 'LicenseLapsed' });
  expect((await kube.get('apps/v1', 'Deployment', ns, 'pii-gate'))?.metadata.uid).toBe(gateUid);
  await waitFor('the gate mounts no license', async () => {
    const secret = await kube.get('v1', 'Secret', ns, 'pii-gate-license');
    return (secret?.data as Record<string, string> | undefined)?.['license.jwt'] === '';
  });
});

test('under Community only the oldest Gateway is Ready, and a freed slot goes to the next oldest', async () => {
  const ns = await kube.createNamespace('community');
  await kube.create({ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'db', namespace: ns }, stringData: { DATABASE_URL: 'postgres://db' } });
  // No --license-secret: Community, one Gateway.
  operators.push(await OperatorProcess.start(cp.kubeconfig, ['--namespace', ns]));
  await kube.create(gateway(ns, 'first'));
  await reportInstance(kube, ns, 'first');
  await waitFor('first Ready', async () => (await readyOf(ns, 'first')) === 'True');
  // creationTimestamp has one-second resolution: make 'second' unambiguously younger.
  await new Promise((r) => setTimeout(r, 1100));
  await kube.create(gateway(ns, 'second'));
  const second = await waitFor('second not Ready', async () => {
    const s = await kube.status(PLATFORM, 'Gateway', ns, 'second');
    return condition(s, 'Ready')?.status === 'False' ? s : undefined;
  });
  expect(condition(second, 'Ready')!.message).toMatch(/gateway/i);
  const secondUid = (await kube.get(PLATFORM, 'Gateway', ns, 'second'))!.metadata.uid!;
  expect(await kube.owned(PROXY, 'ProxyInstance', secondUid)).toEqual([]);
  expect(await readyOf(ns, 'first')).toBe('True');

  await kube.delete(PLATFORM, 'Gateway', ns, 'first');
  await waitFor('second emits its instance', async () => (await kube.owned(PROXY, 'ProxyInstance', secondUid)).length === 1);
  await reportInstance(kube, ns, 'second');
  await waitFor('second takes the freed slot', async () => (await readyOf(ns, 'second')) === 'True');
});
