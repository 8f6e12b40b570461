/**
 * Never fail open, never tear down what runs, on a real API server with the operator as a process:
 * a bad edit, a dependency gone not-Ready, a lowered gateways limit and a lapsed license each keep
 * what runs (same objects, same uids) and say so in the status; a deleted Guardrail, the user's own
 * request, is the one dependency whose wiring goes; a rollout is not Ready until its Deployments
 * report availability.
 */
import type { KubeObject } from '../../runtime/kube/types';
import { clientFor, currentControlPlane } from './support/control-plane';
import { DeploymentController } from './support/deployments';
import { reportInstance } from './support/instances';
import { condition, Kube, LicenseKit, PLATFORM, PROXY, waitFor } from './support/kube';
import { OperatorProcess } from './support/operator-process';
import { gatewayFixture } from './support/gateway-fixture';

const cp = currentControlPlane();
const client = clientFor(cp);
const kube = new Kube(client);
let license: LicenseKit;
const operators: OperatorProcess[] = [];
const controllers: DeploymentController[] = [];

const gateway = gatewayFixture;

const pii = (ns: string): KubeObject => ({
  apiVersion: PLATFORM,
  kind: 'Guardrail',
  metadata: { name: 'pii', namespace: ns },
  spec: { mode: 'catalog', catalog: 'pseudonymizer', blockedReason: 'guardrail unlicensed' },
});

/** Name, uid and resourceVersion of everything emitted for an owner: "still running, unchanged". */
async function children(ownerUid: string): Promise<string[]> {
  const kinds: [string, string][] = [[PROXY, 'ProxyInstance'], [PROXY, 'ProxyModel'], [PROXY, 'ProxyGuardrail'], ['apps/v1', 'Deployment'], ['v1', 'Service']];
  const out: string[] = [];
  for (const [apiVersion, kind] of kinds) for (const o of await kube.owned(apiVersion, kind, ownerUid)) out.push(`${kind}/${o.metadata.name}/${o.metadata.uid}`);
  return out.sort();
}

async function statusWhen(kind: string, ns: string, name: string, what: string, ok: (s: Record<string, unknown>) => boolean, timeoutMs?: number) {
  return waitFor(what, async () => {
    const s = await kube.status(PLATFORM, kind, ns, name);
    return ok(s) ? s : undefined;
  }, timeoutMs);
}

/** A namespace with a db Secret, a license, an operator and a Deployment stand-in controller. */
async function world(prefix: string, features: string[], gateways: number) {
  const ns = await kube.createNamespace(prefix);
  await kube.create({ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'db', namespace: ns }, stringData: { DATABASE_URL: 'postgres://db' } });
  await kube.create(license.secret(ns, 'aigw-license', await license.issue(features, gateways)));
  const deployments = new DeploymentController(kube, [ns]).start();
  controllers.push(deployments);
  const op = await OperatorProcess.start(cp.kubeconfig, ['--namespace', ns, '--license-secret', `${ns}/aigw-license`, '--license-public-key', license.publicKeyFile, '--resync-seconds', '5']);
  operators.push(op);
  const setLicense = async (f: string[], g: number) => kube.patch('v1', 'Secret', ns, 'aigw-license', { stringData: { 'license.jwt': await license.issue(f, g) } });
  return { ns, op, deployments, setLicense };
}

/** A Guardrail and a Gateway wired to it, both Ready. */
async function runningPair(ns: string) {
  await kube.create(pii(ns));
  await statusWhen('Guardrail', ns, 'pii', 'Guardrail Ready', (s) => s.phase === 'Ready');
  await kube.create(gateway(ns, 'gw', { guardrailRefs: [{ name: 'pii' }] }));
  await reportInstance(kube, ns, 'gw');
  await statusWhen('Gateway', ns, 'gw', 'Gateway Ready', (s) => condition(s, 'Ready')?.status === 'True');
  const gwUid = (await kube.get(PLATFORM, 'Gateway', ns, 'gw'))!.metadata.uid!;
  const piiUid = (await kube.get(PLATFORM, 'Guardrail', ns, 'pii'))!.metadata.uid!;
  await waitFor('wired', async () => (await kube.owned(PROXY, 'ProxyGuardrail', gwUid)).length === 2);
  return { gwUid, piiUid, gwChildren: await children(gwUid), piiChildren: await children(piiUid) };
}

beforeAll(async () => {
  license = await LicenseKit.create();
});

afterAll(async () => {
  for (const c of controllers) c.stop();
  for (const op of operators) await op.stop();
  license?.cleanup();
  await client.close();
});

test('an invalid edit of a running Gateway holds what runs: same objects, Ready=False InvalidTarget, Held=True; a fix applies again', async () => {
  const { ns } = await world('hold-edit', ['guardrail'], 5);
  const { gwUid, gwChildren } = await runningPair(ns);
  // Schema-valid, plan-invalid: type alt without spec.alt.
  await kube.patch(PLATFORM, 'Gateway', ns, 'gw', { spec: { type: 'alt' } });
  const held = await statusWhen('Gateway', ns, 'gw', 'held', (s) => condition(s, 'Held')?.status === 'True');
  expect(condition(held, 'Ready')).toMatchObject({ status: 'False', reason: 'InvalidTarget' });
  expect(condition(held, 'Held')!.message).toContain('keeps 5 objects running as last applied');
  expect(held.observedGeneration).toBe(2);
  expect(await children(gwUid)).toEqual(gwChildren);

  await kube.patch(PLATFORM, 'Gateway', ns, 'gw', { spec: { type: 'proxy' } });
  const fixed = await statusWhen('Gateway', ns, 'gw', 'applied again', (s) => condition(s, 'Ready')?.status === 'True');
  expect(condition(fixed, 'Held')).toMatchObject({ status: 'False', reason: 'Applied' });
  expect(await children(gwUid)).toEqual(gwChildren);
});

test('an invalid edit of a wired Guardrail keeps its gate and every Gateway keeps its wiring', async () => {
  const { ns } = await world('hold-dep', ['guardrail'], 5);
  const { gwUid, piiUid, gwChildren, piiChildren } = await runningPair(ns);
  await kube.patch(PLATFORM, 'Guardrail', ns, 'pii', { spec: { mode: 'external' } });
  const invalid = await statusWhen('Guardrail', ns, 'pii', 'Guardrail Invalid and held', (s) => s.phase === 'Invalid' && condition(s, 'Held')?.status === 'True');
  expect(condition(invalid, 'Held')).toMatchObject({ reason: 'InvalidSpec' });
  const gw = await statusWhen('Gateway', ns, 'gw', 'Gateway held on its Guardrail', (s) => condition(s, 'Held')?.status === 'True');
  expect(condition(gw, 'Ready')).toMatchObject({ status: 'False', reason: 'GuardrailNotReady' });
  expect(await children(piiUid)).toEqual(piiChildren);
  expect(await children(gwUid)).toEqual(gwChildren);
});

test('a lowered gateways limit never deletes a running Gateway: the one over the limit says so and keeps running', async () => {
  const { ns, setLicense } = await world('hold-limit', ['guardrail'], 2);
  await kube.create(gateway(ns, 'first'));
  await reportInstance(kube, ns, 'first');
  await statusWhen('Gateway', ns, 'first', 'first Ready', (s) => condition(s, 'Ready')?.status === 'True');
  await new Promise((r) => setTimeout(r, 1100)); // creationTimestamp has one-second resolution
  await kube.create(gateway(ns, 'second'));
  await reportInstance(kube, ns, 'second');
  await statusWhen('Gateway', ns, 'second', 'second Ready', (s) => condition(s, 'Ready')?.status === 'True');
  const secondUid = (await kube.get(PLATFORM, 'Gateway', ns, 'second'))!.metadata.uid!;
  const before = await children(secondUid);
  expect(before.length).toBeGreaterThan(0);

  await setLicense(['guardrail'], 1);
  const over = await statusWhen('Gateway', ns, 'second', 'second over the limit', (s) => condition(s, 'Ready')?.reason === 'GatewayLimitExceeded');
  expect(condition(over, 'Ready')!.message).toContain('slot 2');
  expect(condition(over, 'Held')).toMatchObject({ status: 'True', reason: 'GatewayLimitExceeded' });
  expect(await children(secondUid)).toEqual(before);
  expect(condition(await kube.status(PLATFORM, 'Gateway', ns, 'first'), 'Ready')?.status).toBe('True');
});

test('an older Gateway rejected as InvalidTarget, running nothing, holds no slot: a valid one takes the only slot', async () => {
  const { ns } = await world('slots', ['guardrail'], 1);
  // Schema-valid, plan-invalid: type alt without spec.alt.
  await kube.create(gateway(ns, 'broken', { type: 'alt' }));
  const broken = await statusWhen('Gateway', ns, 'broken', 'broken rejected', (s) => condition(s, 'Ready')?.reason === 'InvalidTarget');
  expect(condition(broken, 'Held')).toMatchObject({ status: 'False', reason: 'NothingEmitted' });
  await new Promise((r) => setTimeout(r, 1100)); // creationTimestamp has one-second resolution
  await kube.create(gateway(ns, 'main'));
  await reportInstance(kube, ns, 'main');
  await statusWhen('Gateway', ns, 'main', 'main Ready on the only slot', (s) => condition(s, 'Ready')?.status === 'True');
  const mainUid = (await kube.get(PLATFORM, 'Gateway', ns, 'main'))!.metadata.uid!;
  expect((await children(mainUid)).length).toBeGreaterThan(0);
});

test('a lapsed license keeps the gate in place and blocking; the Gateway keeps its wiring; the license back forwards again without re-creating anything', async () => {
  const { ns, op, setLicense } = await world('lapse', ['guardrail', 'multi-tenancy'], 5);
  const { gwUid, piiUid, gwChildren, piiChildren } = await runningPair(ns);
  const licensedToken = (await kube.get('v1', 'Secret', ns, 'pii-gate-license'))!.data as Record<string, string>;

  await setLicense(['multi-tenancy'], 5);
  const blocking = await statusWhen('Guardrail', ns, 'pii', 'Guardrail Blocking', (s) => s.phase === 'Blocking');
  expect(condition(blocking, 'Ready')).toMatchObject({ status: 'False', reason: 'LicenseLapsed' });
  expect(condition(blocking, 'Ready')!.message).toContain('"guardrail unlicensed"');
  expect(blocking.endpoint).toBe(`http://pii-gate.${ns}.svc.cluster.local:8080`);
  // The gate now mounts the lapsed license, which it judges itself: every request gets the block verdict.
  await waitFor('the gate receives the lapsed license', async () => {
    const data = (await kube.get('v1', 'Secret', ns, 'pii-gate-license'))!.data as Record<string, string>;
    return data['license.jwt'] !== licensedToken['license.jwt'];
  });
  const gw = await statusWhen('Gateway', ns, 'gw', 'Gateway GuardrailBlocking', (s) => condition(s, 'Ready')?.reason === 'GuardrailBlocking');
  expect(gw.guardrailCount).toBe(1);
  expect(await children(piiUid)).toEqual(piiChildren);
  expect(await children(gwUid)).toEqual(gwChildren);

  await setLicense(['guardrail', 'multi-tenancy'], 5);
  await statusWhen('Guardrail', ns, 'pii', 'Guardrail Ready again', (s) => s.phase === 'Ready');
  await statusWhen('Gateway', ns, 'gw', 'Gateway Ready again', (s) => condition(s, 'Ready')?.status === 'True');
  expect(await children(piiUid)).toEqual(piiChildren);
  expect(await children(gwUid)).toEqual(gwChildren);
  expect(op.logs.filter((l) => l.msg === 'pruned')).toEqual([]);
});

test('a deleted Guardrail is pruned from the Gateway that wired it, which keeps reconciling: a model edit is applied', async () => {
  const { ns } = await world('deleted', ['guardrail'], 5);
  const { gwUid } = await runningPair(ns);
  await kube.delete(PLATFORM, 'Guardrail', ns, 'pii');
  await waitFor('the wiring of the deleted Guardrail pruned', async () => (await kube.owned(PROXY, 'ProxyGuardrail', gwUid)).length === 0);
  const gw = await statusWhen('Gateway', ns, 'gw', 'Gateway says its Guardrail was deleted', (s) => condition(s, 'Ready')?.reason === 'GuardrailDeleted');
  expect(condition(gw, 'Ready')!.message).toContain(`Guardrail ${ns}/pii was deleted`);
  expect(condition(gw, 'Held')).toMatchObject({ status: 'False', reason: 'Applied' });
  expect(gw.guardrailCount).toBe(0);

  // The reference stays in the spec; the rest of the Gateway is still applied.
  await kube.patch(PLATFORM, 'Gateway', ns, 'gw', {
    spec: {
      models: [
        { name: 'chat', modelName: 'chat', model: 'openai/gpt-4o', refSecretKey: 'openai' },
        { name: 'small', modelName: 'small', model: 'openai/gpt-4o-mini', refSecretKey: 'openai' },
      ],
    },
  });
  await waitFor('the model edit applied', async () => (await kube.owned(PROXY, 'ProxyModel', gwUid)).length === 2);
  const edited = await statusWhen('Gateway', ns, 'gw', 'the edit observed', (s) => s.observedGeneration === 2 && s.modelCount === 2);
  expect(condition(edited, 'Ready')).toMatchObject({ status: 'False', reason: 'GuardrailDeleted' });
  expect(await kube.owned(PROXY, 'ProxyGuardrail', gwUid)).toEqual([]);
  const events = await waitFor('a GuardrailDeleted Warning', async () => {
    const list = (await kube.list('events.k8s.io/v1', 'Event', ns)).filter((e) => (e.regarding as { name: string }).name === 'gw' && e.reason === 'GuardrailDeleted');
    return list.length > 0 ? list : undefined;
  });
  expect(events[0]).toMatchObject({ type: 'Warning' });
});

test('a new Gateway naming a Guardrail that never existed emits nothing and says GuardrailNotFound', async () => {
  const { ns } = await world('never', ['guardrail'], 5);
  await kube.create(gateway(ns, 'gw', { guardrailRefs: [{ name: 'absent' }] }));
  const s = await statusWhen('Gateway', ns, 'gw', 'GuardrailNotFound', (st) => condition(st, 'Ready')?.reason === 'GuardrailNotFound');
  expect(condition(s, 'Held')).toMatchObject({ status: 'False', reason: 'NothingEmitted' });
  const gwUid = (await kube.get(PLATFORM, 'Gateway', ns, 'gw'))!.metadata.uid!;
  expect(await children(gwUid)).toEqual([]);
});

test('Ready means running: Progressing until the gate Deployment is available, then Ready with a Normal event', async () => {
  const { ns, deployments } = await world('rollout', ['guardrail'], 5);
  deployments.held.add(`${ns}/pii-gate`);
  await kube.create(pii(ns));
  const rolling = await statusWhen('Guardrail', ns, 'pii', 'Guardrail Progressing', (s) => s.phase === 'Progressing' && condition(s, 'Ready')?.message.includes('pii-gate') === true);
  expect(condition(rolling, 'Ready')).toMatchObject({ status: 'False', reason: 'Progressing' });
  expect(condition(rolling, 'Ready')!.message).toContain(`Deployment ${ns}/pii-gate (`);
  await kube.create(gateway(ns, 'gw', { guardrailRefs: [{ name: 'pii' }] }));
  // Its instance runs: what the Gateway waits for is the Guardrail alone.
  await reportInstance(kube, ns, 'gw');
  const gw = await statusWhen('Gateway', ns, 'gw', 'Gateway waits for its Guardrail', (s) => s.instanceReady === true && condition(s, 'Ready')?.reason === 'Progressing');
  expect(condition(gw, 'Ready')!.status).toBe('False');
  expect(condition(gw, 'Ready')!.message).toContain('Guardrail');
  const gwUid = (await kube.get(PLATFORM, 'Gateway', ns, 'gw'))!.metadata.uid!;
  expect(await kube.owned(PROXY, 'ProxyGuardrail', gwUid)).toHaveLength(2);

  deployments.held.delete(`${ns}/pii-gate`);
  await statusWhen('Guardrail', ns, 'pii', 'Guardrail Ready', (s) => s.phase === 'Ready');
  await statusWhen('Gateway', ns, 'gw', 'Gateway Ready', (s) => condition(s, 'Ready')?.status === 'True');
  const events = await waitFor('a Normal Ready event for the Guardrail', async () => {
    const list = (await kube.list('events.k8s.io/v1', 'Event', ns)).filter((e) => (e.regarding as { name: string }).name === 'pii' && e.reason === 'Ready');
    return list.length > 0 ? list : undefined;
  });
  expect(events[0]).toMatchObject({ type: 'Normal' });
});
