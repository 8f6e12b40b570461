/**
 * Deleting a Guardrail without an outage, on a real API server with the operator as a process: the
 * Gateways routing to its gate are unwired first (their instance no longer lists it, their
 * ProxyGuardrails are gone), only then do its gate Deployment and Service go and its finalizer with
 * them. A Guardrail nobody routes to goes without waiting.
 */
import { FINALIZER } from '../../operator/reconciler';
import type { KubeObject } from '../../runtime/kube/types';
import { APPLIED_GUARDRAILS_ANNOTATION } from '../../lib/plan/wired-guardrail';
import { clientFor, currentControlPlane } from './support/control-plane';
import { DeploymentController } from './support/deployments';
import { guardedGateway, prepareGatewayNamespace } from './support/guarded-gateway';
import { reportInstance } from './support/instances';
import { condition, Kube, LicenseKit, PLATFORM, PROXY, waitFor } from './support/kube';
import { OperatorProcess } from './support/operator-process';

const cp = currentControlPlane();
const client = clientFor(cp);
const kube = new Kube(client);
/** Stands in for an upstream controller that has not yet removed a guardrail from its gateway. */
const UPSTREAM_HOLD = 'test.aigw.dev/upstream-not-done';
let ns: string;
let license: LicenseKit;
let operator: OperatorProcess;
let deployments: DeploymentController;

function guardrail(name: string): KubeObject {
  return { apiVersion: PLATFORM, kind: 'Guardrail', metadata: { name, namespace: ns }, spec: { mode: 'catalog', catalog: 'pseudonymizer', guardrailName: name } };
}

async function guardrailStatus(name: string, what: string, ok: (s: Record<string, unknown>) => boolean): Promise<Record<string, unknown>> {
  return waitFor(what, async () => {
    const s = await kube.status(PLATFORM, 'Guardrail', ns, name);
    return ok(s) ? s : undefined;
  });
}

async function eventsFor(name: string): Promise<{ reason: string; note: string }[]> {
  const all = await kube.list('events.k8s.io/v1', 'Event', ns);
  return all.filter((e) => (e.regarding as { kind?: string; name?: string }).kind === 'Guardrail' && (e.regarding as { name?: string }).name === name) as unknown as { reason: string; note: string }[];
}

const gate = () => kube.get('apps/v1', 'Deployment', ns, 'pii-gate');
const instanceWires = async () => (await kube.get(PROXY, 'ProxyInstance', ns, 'gw'))?.metadata.annotations?.[APPLIED_GUARDRAILS_ANNOTATION] ?? '';

beforeAll(async () => {
  ns = await kube.createNamespace('deletion');
  deployments = new DeploymentController(kube, [ns]).start();
  license = await LicenseKit.create();
  const licenseArgs = await prepareGatewayNamespace(kube, license, ns, ['guardrail']);
  operator = await OperatorProcess.start(cp.kubeconfig, ['--namespace', ns, ...licenseArgs, '--resync-seconds', '5']);
});

afterAll(async () => {
  deployments?.stop();
  await operator?.stop();
  license?.cleanup();
  await client.close();
});

test('a referenced Guardrail keeps its gate until every Gateway is unwired, then goes', async () => {
  await kube.create(guardrail('pii'));
  await kube.create(guardrail('tox'));
  await guardrailStatus('pii', 'pii Ready', (s) => s.phase === 'Ready');
  await guardrailStatus('tox', 'tox Ready', (s) => s.phase === 'Ready');
  await kube.create(guardedGateway(ns, 'gw', ['pii', 'tox']));
  await reportInstance(kube, ns, 'gw');
  const gwUid = (await kube.get(PLATFORM, 'Gateway', ns, 'gw'))!.metadata.uid!;
  const piiWiring = async () => (await kube.owned(PROXY, 'ProxyGuardrail', gwUid)).filter((g) => g.metadata.name.includes('-pii-'));
  await waitFor('pii and tox wired', async () => (await kube.owned(PROXY, 'ProxyGuardrail', gwUid)).length === 4);
  expect(await instanceWires()).toBe(`${ns}/pii,${ns}/tox`);

  // The Gateway cannot apply for now (an invalid edit holds what runs), so it keeps routing to pii.
  await kube.patch(PLATFORM, 'Gateway', ns, 'gw', { spec: { type: 'alt' } });
  await waitFor('Gateway held', async () => condition(await kube.status(PLATFORM, 'Gateway', ns, 'gw'), 'Held')?.status === 'True');
  // And one of its ProxyGuardrails is one the upstream controller has not let go of yet.
  const held = (await piiWiring())[0];
  await kube.patch(PROXY, 'ProxyGuardrail', ns, held.metadata.name, { metadata: { finalizers: [UPSTREAM_HOLD] } });

  await kube.delete(PLATFORM, 'Guardrail', ns, 'pii');
  const waiting = await guardrailStatus('pii', 'pii waiting for the Gateway', (s) => condition(s, 'Ready')?.reason === 'WaitingForGatewaysToUnwire');
  expect(condition(waiting, 'Ready')!.message).toContain(`Gateway ${ns}/gw (its ProxyInstance still wires it)`);
  await waitFor('an Event saying so', async () => (await eventsFor('pii')).some((e) => e.reason === 'WaitingForGatewaysToUnwire'));
  expect(await gate()).toBeDefined();
  expect(await kube.get('v1', 'Service', ns, 'pii-gate')).toBeDefined();
  expect((await kube.get(PLATFORM, 'Guardrail', ns, 'pii'))!.metadata.finalizers).toContain(FINALIZER);

  // The Gateway applies again: its instance stops listing pii and its wiring is pruned, but one
  // ProxyGuardrail is still being deleted upstream, so the gate stays.
  await kube.patch(PLATFORM, 'Gateway', ns, 'gw', { spec: { type: 'proxy' } });
  await waitFor('instance no longer wires pii', async () => (await instanceWires()) === `${ns}/tox`);
  await guardrailStatus('pii', 'pii waiting for the ProxyGuardrail', (s) => (condition(s, 'Ready')?.message ?? '').includes(`ProxyGuardrail ${held.metadata.name} still calls its gate`));
  expect((await piiWiring()).map((g) => g.metadata.name)).toEqual([held.metadata.name]);
  expect(await gate()).toBeDefined();
  expect(await kube.get(PLATFORM, 'Guardrail', ns, 'pii')).toBeDefined();

  // Upstream lets go: the gate goes, then the Guardrail.
  await kube.patch(PROXY, 'ProxyGuardrail', ns, held.metadata.name, { metadata: { finalizers: null } });
  await waitFor('pii gone', async () => (await kube.get(PLATFORM, 'Guardrail', ns, 'pii')) === undefined);
  expect(await gate()).toBeUndefined();
  expect(await kube.get('v1', 'Service', ns, 'pii-gate')).toBeUndefined();
  expect(await piiWiring()).toEqual([]);
  // The rest of the Gateway kept running throughout.
  expect((await kube.owned(PROXY, 'ProxyGuardrail', gwUid)).map((g) => g.metadata.name).sort()).toEqual(['gw-tox-post-call', 'gw-tox-pre-call']);
  expect(await kube.get('apps/v1', 'Deployment', ns, 'tox-gate')).toBeDefined();
});

test('a Guardrail no Gateway routes to is deleted without waiting', async () => {
  await kube.create(guardrail('lone'));
  await guardrailStatus('lone', 'lone Ready', (s) => s.phase === 'Ready');
  await kube.delete(PLATFORM, 'Guardrail', ns, 'lone');
  await waitFor('lone gone', async () => (await kube.get(PLATFORM, 'Guardrail', ns, 'lone')) === undefined);
  expect(await kube.get('apps/v1', 'Deployment', ns, 'lone-gate')).toBeUndefined();
  expect((await eventsFor('lone')).map((e) => e.reason)).not.toContain('WaitingForGatewaysToUnwire');
});
