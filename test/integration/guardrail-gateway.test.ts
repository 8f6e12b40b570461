/**
 * The main path against a real API server: a licensed catalog Guardrail and a proxy Gateway that
 * references it, then updates, a removed ref, drift, a steady state and deletions.
 */
import { ENGINE_NAMESPACE } from '../../lib/meta/groups';
import { OWNER_KIND, OWNER_NAME, OWNER_UID, SHARED_ENGINE } from '../../lib/meta/labels';
import { FINALIZER } from '../../operator/reconciler';
import { APPLIED_HASH } from '../../runtime/hash';
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
let ns: string;
let license: LicenseKit;
let operator: OperatorProcess;

function guardrail(name: string): KubeObject {
  return { apiVersion: PLATFORM, kind: 'Guardrail', metadata: { name, namespace: ns }, spec: { mode: 'catalog', catalog: 'pseudonymizer' } };
}

/** Two models on one key and the catalog Guardrail `pii`. */
function gateway(name: string, spec: Record<string, unknown> = {}): KubeObject {
  return gatewayFixture(ns, name, {
    models: [
      { name: 'chat', modelName: 'chat', model: 'openai/gpt-4o', refSecretKey: 'openai' },
      { name: 'small', modelName: 'small', model: 'openai/gpt-4o-mini', refSecretKey: 'openai' },
    ],
    guardrailRefs: [{ name: 'pii' }],
    ...spec,
  });
}

async function uidOf(kind: string, name: string): Promise<string> {
  const o = await kube.get(PLATFORM, kind, ns, name);
  return o!.metadata.uid!;
}

let deployments: DeploymentController;

beforeAll(async () => {
  ns = await kube.createNamespace('main');
  // No controllers run here: this one makes the emitted Deployments report availability.
  deployments = new DeploymentController(kube, [ns]).start();
  license = await LicenseKit.create();
  await kube.create(license.secret(ns, 'aigw-license', await license.issue(['guardrail', 'multi-tenancy'], 10)));
  await kube.create({ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'db', namespace: ns }, stringData: { DATABASE_URL: 'postgres://db' } });
  await kube.create({ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'models', namespace: ns }, stringData: { openai: 'sk-test' } });
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

test('a licensed catalog Guardrail becomes Ready behind its own gate, with the shared engine release', async () => {
  await kube.create(guardrail('pii'));
  const status = await waitFor('Guardrail pii Ready', async () => {
    const s = await kube.status(PLATFORM, 'Guardrail', ns, 'pii');
    return s.phase === 'Ready' ? s : undefined;
  });
  expect(status.endpoint).toBe(`http://pii-gate.${ns}.svc.cluster.local:8080`);
  expect(status.observedGeneration).toBe(1);
  expect(condition(status, 'Ready')).toMatchObject({ status: 'True' });

  const uid = await uidOf('Guardrail', 'pii');
  const gate = await waitFor('gate Deployment', () => kube.get('apps/v1', 'Deployment', ns, 'pii-gate'));
  expect(gate.metadata.labels).toMatchObject({ [OWNER_KIND]: 'Guardrail', [OWNER_NAME]: 'pii', [OWNER_UID]: uid });
  expect(gate.metadata.ownerReferences).toEqual([expect.objectContaining({ kind: 'Guardrail', name: 'pii', uid, controller: true })]);
  expect(gate.metadata.annotations?.[APPLIED_HASH]).toMatch(/^[0-9a-f]{32}$/);

  const engine = await waitFor('shared engine Deployment', () => kube.get('apps/v1', 'Deployment', ENGINE_NAMESPACE, 'pseudonymizer'));
  expect(engine.metadata.labels?.[SHARED_ENGINE]).toBe('pseudonymizer');
  // A cross-namespace object cannot carry an ownerReference; the finalizer cleans it up instead.
  expect(engine.metadata.ownerReferences).toBeUndefined();
});

test('a proxy Gateway emits its upstream objects, its guardrails wired to the gate endpoint', async () => {
  await kube.create(gateway('gw'));
  // Ready is earned from the instance: it waits until the ProxyInstance reports ready.
  const waiting = await waitFor('Gateway gw waits for its instance', async () => {
    const s = await kube.status(PLATFORM, 'Gateway', ns, 'gw');
    return condition(s, 'Ready') ? s : undefined;
  });
  expect(condition(waiting, 'Ready')).toMatchObject({ status: 'False', reason: 'Progressing' });
  expect(waiting).not.toHaveProperty('instanceReady');
  await reportInstance(kube, ns, 'gw');
  const status = await waitFor('Gateway gw Ready', async () => {
    const s = await kube.status(PLATFORM, 'Gateway', ns, 'gw');
    return condition(s, 'Ready')?.status === 'True' ? s : undefined;
  });
  expect(status.url).toBe(`http://gw.${ns}.svc.cluster.local:4000`);
  expect(status.unsupportedFeatures).toEqual([]);
  expect(condition(status, 'FeaturesSupported')).toMatchObject({ status: 'True' });

  const uid = await uidOf('Gateway', 'gw');
  const endpoint = (await kube.status(PLATFORM, 'Guardrail', ns, 'pii')).endpoint;
  expect(await kube.owned(PROXY, 'ProxyInstance', uid)).toHaveLength(1);
  expect(await kube.owned(PROXY, 'ProxyModel', uid)).toHaveLength(2);
  const wired = await kube.owned(PROXY, 'ProxyGuardrail', uid);
  expect(wired.map((g) => (g.spec as { mode: string }).mode).sort()).toEqual(['post_call', 'pre_call']);
  for (const g of wired) {
    expect((g.spec as { apiBase: string }).apiBase).toBe(endpoint);
    expect(g.metadata.labels).toMatchObject({ [OWNER_KIND]: 'Gateway', [OWNER_NAME]: 'gw', [OWNER_UID]: uid });
    expect(g.metadata.ownerReferences).toEqual([expect.objectContaining({ kind: 'Gateway', uid })]);
  }
});

test('updating a Gateway field changes the emitted child', async () => {
  const uid = await uidOf('Gateway', 'gw');
  await kube.patch(PLATFORM, 'Gateway', ns, 'gw', {
    spec: { models: [{ name: 'chat', modelName: 'chat', model: 'openai/gpt-4.1', refSecretKey: 'openai' }, { name: 'small', modelName: 'small', model: 'openai/gpt-4o-mini', refSecretKey: 'openai' }] },
  });
  await waitFor('ProxyModel to carry openai/gpt-4.1', async () => {
    const models = await kube.owned(PROXY, 'ProxyModel', uid);
    return models.some((m) => JSON.stringify(m.spec).includes('openai/gpt-4.1')) && !models.some((m) => JSON.stringify(m.spec).includes('"openai/gpt-4o"'));
  });
  await waitFor('observedGeneration 2', async () => (await kube.status(PLATFORM, 'Gateway', ns, 'gw')).observedGeneration === 2);
});

test('removing a guardrailRef prunes its ProxyGuardrails; adding it back wires them again', async () => {
  const uid = await uidOf('Gateway', 'gw');
  await kube.patch(PLATFORM, 'Gateway', ns, 'gw', { spec: { guardrailRefs: [] } });
  await waitFor('ProxyGuardrails pruned', async () => (await kube.owned(PROXY, 'ProxyGuardrail', uid)).length === 0);
  expect(await kube.owned(PROXY, 'ProxyInstance', uid)).toHaveLength(1);
  await kube.patch(PLATFORM, 'Gateway', ns, 'gw', { spec: { guardrailRefs: [{ name: 'pii' }] } });
  await waitFor('ProxyGuardrails back', async () => (await kube.owned(PROXY, 'ProxyGuardrail', uid)).length === 2);
});

test("the Gateway reports its instance's readiness as the upstream operator writes it", async () => {
  expect((await kube.status(PLATFORM, 'Gateway', ns, 'gw')).instanceReady).toBe(true);
  await reportInstance(kube, ns, 'gw', { deployment: { exists: true, available: false, waiting: '0/1 replicas available' } });
  const down = await waitFor('instanceReady false', async () => {
    const s = await kube.status(PLATFORM, 'Gateway', ns, 'gw');
    return s.instanceReady === false ? s : undefined;
  });
  expect(condition(down, 'Ready')).toMatchObject({ status: 'False', reason: 'DeploymentUnavailable' });
  await reportInstance(kube, ns, 'gw');
  await waitFor('instanceReady true', async () => (await kube.status(PLATFORM, 'Gateway', ns, 'gw')).instanceReady === true);
});

test('a child edited by someone else is put back', async () => {
  const before = (await kube.get(PROXY, 'ProxyInstance', ns, 'gw'))!;
  await kube.patch(PROXY, 'ProxyInstance', ns, 'gw', { spec: { replicas: 7, generalSettings: { backgroundHealthChecks: true } } });
  await waitFor('ProxyInstance spec restored', async () => {
    const now = await kube.get(PROXY, 'ProxyInstance', ns, 'gw');
    return JSON.stringify(now?.spec) === JSON.stringify(before.spec);
  });
});

test('a steady state writes nothing over several resyncs', async () => {
  const writes = await operator.settledWrites(3000);
  const reconciles = await operator.metricSum('controller_runtime_reconcile_total');
  // Resync is every 2 s; wait for at least three full passes over both primaries.
  await waitFor('three resyncs', async () => (await operator.metricSum('controller_runtime_reconcile_total')) >= reconciles + 6, 30_000);
  expect(await operator.writes()).toBe(writes);
  expect(await operator.metricSum('aigw_operator_unchanged_objects_total')).toBeGreaterThan(0);
  expect(await operator.metricSum('controller_runtime_reconcile_total', (l) => l.includes('result="error"'))).toBe(0);
});

test('deleting a Guardrail removes its gate and the wiring of a Gateway still naming it, which says so; the shared release stays while another Guardrail uses it', async () => {
  await kube.create(guardrail('pii2'));
  await waitFor('Guardrail pii2 Ready', async () => (await kube.status(PLATFORM, 'Guardrail', ns, 'pii2')).phase === 'Ready');
  const gwUid = await uidOf('Gateway', 'gw');

  await kube.delete(PLATFORM, 'Guardrail', ns, 'pii');
  await waitFor('Guardrail pii gone', async () => (await kube.get(PLATFORM, 'Guardrail', ns, 'pii')) === undefined);
  await waitFor('gate Deployment gone', async () => (await kube.get('apps/v1', 'Deployment', ns, 'pii-gate')) === undefined);
  expect(await kube.get('v1', 'Service', ns, 'pii-gate')).toBeUndefined();
  // The deletion is the request: the wiring goes, though the spec still names the Guardrail.
  await waitFor('wiring of the deleted Guardrail pruned', async () => (await kube.owned(PROXY, 'ProxyGuardrail', gwUid)).length === 0);
  const reported = await waitFor('Gateway reports the deleted Guardrail', async () => {
    const s = await kube.status(PLATFORM, 'Gateway', ns, 'gw');
    return condition(s, 'Ready')?.reason === 'GuardrailDeleted' ? s : undefined;
  });
  expect(condition(reported, 'Held')).toMatchObject({ status: 'False', reason: 'Applied' });
  // Dropping the ref settles the Gateway.
  await kube.patch(PLATFORM, 'Gateway', ns, 'gw', { spec: { guardrailRefs: [] } });
  await waitFor('Gateway Ready once the spec drops the ref', async () => condition(await kube.status(PLATFORM, 'Gateway', ns, 'gw'), 'Ready')?.status === 'True');
  expect(await kube.get('apps/v1', 'Deployment', ENGINE_NAMESPACE, 'pseudonymizer')).toBeDefined();
  expect(await kube.get('apps/v1', 'Deployment', ns, 'pii2-gate')).toBeDefined();

  await kube.delete(PLATFORM, 'Guardrail', ns, 'pii2');
  await waitFor('shared engine release gone with its last Guardrail', async () => (await kube.get('apps/v1', 'Deployment', ENGINE_NAMESPACE, 'pseudonymizer')) === undefined);
  expect(await kube.get('v1', 'Service', ENGINE_NAMESPACE, 'pseudonymizer')).toBeUndefined();
});

// This control plane runs no garbage collector (as envtest): what it would remove is asserted by the
// ownerReferences it acts on; the in-cluster suite deletes a Gateway on a real one.
test('a Gateway with nothing to clean up holds no finalizer: everything it emitted names it as owner, and deleting it takes effect at once', async () => {
  const uid = await uidOf('Gateway', 'gw');
  expect((await kube.get(PLATFORM, 'Gateway', ns, 'gw'))!.metadata.finalizers ?? []).not.toContain(FINALIZER);
  const emitted = (await Promise.all(['ProxyInstance', 'ProxyModel', 'ProxyCredential', 'ProxyGuardrail'].map((kind) => kube.owned(PROXY, kind, uid)))).flat();
  expect(emitted.map((o) => o.kind).sort()).toEqual(expect.arrayContaining(['ProxyCredential', 'ProxyInstance', 'ProxyModel']));
  for (const o of emitted) {
    expect(o.metadata.ownerReferences).toEqual([expect.objectContaining({ kind: 'Gateway', name: 'gw', uid, controller: true, blockOwnerDeletion: true })]);
  }
  await kube.delete(PLATFORM, 'Gateway', ns, 'gw');
  expect(await kube.get(PLATFORM, 'Gateway', ns, 'gw')).toBeUndefined();
  expect(operator.running).toBe(true);
});

test("rotating an external Guardrail's API key rolls its gate; an unrelated Secret does not", async () => {
  await kube.create({ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'ext-key', namespace: ns }, stringData: { token: 'first' } });
  await kube.create({
    apiVersion: PLATFORM,
    kind: 'Guardrail',
    metadata: { name: 'ext', namespace: ns },
    spec: { mode: 'external', external: { apiBase: 'https://guard.example.com', apiKeySecretRef: { name: 'ext-key', key: 'token' } } },
  });
  const keyVersion = async () => {
    const gate = await kube.get('apps/v1', 'Deployment', ns, 'ext-gate');
    return (gate?.spec as { template?: { metadata?: { annotations?: Record<string, string> } } } | undefined)?.template?.metadata?.annotations?.['aigw.dev/api-key-version'];
  };
  const first = (await kube.get('v1', 'Secret', ns, 'ext-key'))!.metadata.resourceVersion;
  await waitFor('gate annotated with the key version', async () => (await keyVersion()) === first);

  const rotated = await kube.patch('v1', 'Secret', ns, 'ext-key', { stringData: { token: 'second' } });
  await waitFor('gate follows the rotated key', async () => (await keyVersion()) === rotated.metadata.resourceVersion);
  // The key's value never reaches the Deployment: it stays a secretKeyRef.
  expect(JSON.stringify(await kube.get('apps/v1', 'Deployment', ns, 'ext-gate'))).not.toMatch(/first|second/);

  await kube.patch('v1', 'Secret', ns, 'models', { stringData: { openai: 'sk-rotated' } });
  // The operator looks at every Guardrail again, twice, after the change, and leaves the gate be.
  await operator.reconciledAgain('Guardrail', (await kube.list(PLATFORM, 'Guardrail', ns)).length);
  expect(await keyVersion()).toBe(rotated.metadata.resourceVersion);
});

test('a Gateway whose keys an earlier release kept one Secret per key keeps their values in <gateway>-keys', async () => {
  const earlier = (name: string, key: string, value: string): KubeObject => ({
    apiVersion: 'v1',
    kind: 'Secret',
    metadata: { name, namespace: ns, labels: { 'app.kubernetes.io/managed-by': 'aigw', 'aigw.dev/generated-for': 'upgraded' } },
    stringData: { [key]: value },
  });
  await kube.create(earlier('upgraded-master-key', 'masterKey', 'sk-running-master-key'));
  await kube.create(earlier('upgraded-salt-key', 'saltKey', 'running-salt-key'));
  // No guardrail: the one this file made may be gone by now.
  await kube.create(gateway('upgraded', { guardrailRefs: [] }));
  const [instance] = await waitFor('the instance of Gateway upgraded', async () => {
    const owned = await kube.owned(PROXY, 'ProxyInstance', await uidOf('Gateway', 'upgraded'));
    return owned.length > 0 ? owned : undefined;
  });
  const spec = instance.spec as { masterKey: unknown; saltKey: unknown };
  expect([spec.masterKey, spec.saltKey]).toEqual([{ secretRef: { name: 'upgraded-keys', key: 'masterKey' } }, { secretRef: { name: 'upgraded-keys', key: 'saltKey' } }]);
  const data = (await kube.get('v1', 'Secret', ns, 'upgraded-keys'))!.data as Record<string, string>;
  const value = (key: string) => Buffer.from(data[key], 'base64').toString('utf8');
  expect([value('masterKey'), value('saltKey')]).toEqual(['sk-running-master-key', 'running-salt-key']);
  // The earlier Secrets are left as they were.
  expect(await kube.get('v1', 'Secret', ns, 'upgraded-master-key')).toBeDefined();
});
