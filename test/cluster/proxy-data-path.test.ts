/**
 * The `proxy` data path on a real node: a Gateway with two models and two Guardrails becomes a
 * running LiteLLM (the project's LiteLLM image, configured by the upstream controller from the
 * Proxy* objects the operator emits), and chat completions sent from a pod through LiteLLM's
 * Service are masked on the way to the model and restored on the way back, plain and streamed.
 * Then what a user relies on when things change: the license lapses, a guardrail's engine goes
 * away (`fail_open` passes, `fail_closed` blocks), a model is edited, a Guardrail in use is deleted
 * while calls flow (none fails: the gate stays until LiteLLM's pods run a config without it).
 *
 * The model is the model stand-in image (scripts/model-standin), a Deployment + Service the test
 * asks what it received. The external Guardrail points at a second stand-in Deployment, `guard`,
 * which answers every guardrail call `NONE` and records it: it is the user's own guardrail
 * service, so the test can scale it to 0 without the operator restoring it.
 */
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LITELLM_IMAGE_REPOSITORY, LITELLM_VERSION } from '../../lib/meta/images';
import { Cluster, clusterEnv, conditionOf, must, REPO_ROOT, STATE_DIR, waitFor } from './support/cluster';
import { DataPathClient, errorMessage, type ReceivedCall } from './support/data-path';
import { UPSTREAM_PROXY_NAME } from '../../operator/install/upstream-proxy-install';

const NS = 'llm';
const SYSTEM = 'aigw-system';
const ENGINE_NS = 'platform-guardrail-system';
const GATEWAY = 'chat';
const LITELLM_IMAGE = `${LITELLM_IMAGE_REPOSITORY}:${LITELLM_VERSION}`;
const MODEL_URL = `http://model.${NS}.svc.cluster.local:8000`;
const GUARD_URL = `http://guard.${NS}.svc.cluster.local:8000`;
const MASTER_KEY = 'sk-aigw-cluster-master';
const PII_BLOCKED = 'Name masking is not licensed on this cluster.';
const GUARD_BLOCKED = 'The content check is not licensed on this cluster.';
const MESSAGE = 'Ann Lee from Globex Corporation met Bob Smith in Paris.';
const NAMES = ['Ann Lee', 'Globex Corporation', 'Bob Smith'];
/** Where the in-cluster suite leaves the quickstart's license keys (test/cluster/in-cluster.test.ts). */
const KEYS_DIR = join(STATE_DIR, 'license-keys');

let cluster: Cluster;
let client: DataPathClient;
let work: string;
let keys: string;
let standinImage: string;
let litellmUrl: string;
let gatewayAppliedAt: number;

const aigw = (args: string[]) => must(process.execPath, [join(REPO_ROOT, 'bin', 'aigw.js'), ...args], { cwd: REPO_ROOT });

async function apply(objects: unknown[]): Promise<void> {
  await cluster.kubectl(['apply', '--server-side', '--force-conflicts', '-f', '-'], objects.map((o) => JSON.stringify(o)).join('\n'));
}

async function setLicense(features: string): Promise<void> {
  const file = join(work, `license-${features.replace(/,/g, '-')}.jwt`);
  writeFileSync(file, await aigw(['license', 'issue', '--key', join(keys, 'license.key'), '--licensee', 'my-company', '--features', features, '--gateways', '4']));
  const secret = await cluster.kubectl(['-n', SYSTEM, 'create', 'secret', 'generic', 'aigw-license', `--from-file=license.jwt=${file}`, '--dry-run=client', '-o', 'yaml']);
  await cluster.kubectl(['apply', '-f', '-'], secret);
}

/** Builds (or takes from the cache) an image with the project's image script and imports it into the node. */
async function imageFor(name: 'litellm' | 'model-standin' | 'aigw'): Promise<string> {
  const out = await must(process.execPath, [join(REPO_ROOT, 'dist', 'scripts', 'images', 'build-images.js'), name, '--skip-check', '--skip-sbom'], { cwd: REPO_ROOT, timeoutMs: 30 * 60_000 });
  const ref = /^image:\s+(\S+)/m.exec(out)![1];
  const file = /^file:\s+(\S+)/m.exec(out)![1];
  await cluster.ctr(['images', 'import', file]);
  return ref;
}

/**
 * aigw installed with a license whose key this file holds: the quickstart's (the in-cluster suite
 * leaves its keys in the cluster's state directory), or, run alone, an install of its own.
 */
async function ensureAigw(): Promise<void> {
  if (existsSync(join(KEYS_DIR, 'license.key'))) {
    keys = KEYS_DIR;
    return;
  }
  keys = join(work, 'keys');
  await aigw(['license', 'keygen', '--out', keys]);
  const image = await imageFor('aigw');
  const manifests = await aigw(['install', '--image', image, '--license-secret', `${SYSTEM}/aigw-license`, '--license-public-key', join(keys, 'license.pub')]);
  await cluster.kubectl(['apply', '--server-side', '-f', '-'], manifests);
  cpSync(keys, KEYS_DIR, { recursive: true });
}

interface Pod {
  metadata: { name: string; deletionTimestamp?: string };
  status: { phase?: string; conditions?: Array<{ type: string; status: string; lastTransitionTime?: string }> };
}

/** The upstream proxy controller `aigw install` ships beside the operator, rolled out. */
async function upstreamControllerRolledOut(): Promise<void> {
  await cluster.kubectl(['-n', SYSTEM, 'rollout', 'status', `deployment/${UPSTREAM_PROXY_NAME}`, '--timeout=5m']);
}

async function litellmPods(): Promise<Pod[]> {
  const list = await cluster.json<{ items: Pod[] }>(['-n', NS, 'get', 'pods', '-l', 'app.kubernetes.io/name=litellm']);
  return list.items.filter((p) => !p.metadata.deletionTimestamp);
}

const chat = (model: string, extra: Record<string, unknown> = {}) => client.chat(`${litellmUrl}/v1/chat/completions`, MASTER_KEY, { model, messages: [{ role: 'user', content: MESSAGE }], ...extra });

/** The chat requests the model stand-in received since it last forgot. */
async function modelSaw(): Promise<ReceivedCall[]> {
  return (await client.calls(MODEL_URL)).filter((c) => c.path.endsWith('/chat/completions'));
}

function text(calls: ReceivedCall[]): string {
  return calls.flatMap((c) => (c.body.messages ?? []).map((m) => JSON.stringify(m.content))).join('\n');
}

function standin(name: string, models: string): Record<string, unknown>[] {
  const labels = { 'app.kubernetes.io/name': name };
  return [
    {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name, namespace: NS, labels },
      spec: {
        replicas: 1,
        selector: { matchLabels: labels },
        template: {
          metadata: { labels },
          spec: {
            automountServiceAccountToken: false,
            securityContext: { runAsNonRoot: true, seccompProfile: { type: 'RuntimeDefault' } },
            containers: [{
              name,
              image: standinImage,
              imagePullPolicy: 'Never',
              env: [{ name: 'STANDIN_MODELS', value: models }],
              ports: [{ name: 'http', containerPort: 8000 }],
              readinessProbe: { httpGet: { path: '/healthz', port: 'http' }, periodSeconds: 2 },
              securityContext: { allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } },
            }],
          },
        },
      },
    },
    { apiVersion: 'v1', kind: 'Service', metadata: { name, namespace: NS }, spec: { selector: labels, ports: [{ name: 'http', port: 8000, targetPort: 'http' }] } },
  ];
}

function gateway(secondModel: { modelName: string; model: string }): Record<string, unknown> {
  const credentials = { apiBase: `${MODEL_URL}/v1` };
  return {
    apiVersion: 'platform.aigw.dev/v1alpha1',
    kind: 'Gateway',
    metadata: { name: GATEWAY, namespace: NS },
    spec: {
      type: 'proxy',
      database: { mode: 'external', connectionSecretRef: { name: 'chat-database-url' } },
      instance: {
        image: { repository: LITELLM_IMAGE_REPOSITORY, tag: LITELLM_VERSION },
        replicas: 1,
        masterKey: { secretRef: { name: 'chat-keys', key: 'master-key' } },
        saltKey: { secretRef: { name: 'chat-keys', key: 'salt-key' } },
      },
      models: [
        { name: 'tiny', modelName: 'tiny', model: 'openai/tiny', refSecretKey: 'model-key', credentials },
        { name: 'second', ...secondModel, refSecretKey: 'model-key', credentials },
      ],
      guardrailRefs: [{ name: 'pii' }, { name: 'guard' }],
    },
  };
}

beforeAll(async () => {
  cluster = new Cluster(clusterEnv());
  work = mkdtempSync(join(tmpdir(), 'aigw-cluster-data-path-'));
  await ensureAigw();
  // The license for this file: the quickstart's took two Gateway slots for the examples.
  await setLicense('guardrail,multi-tenancy');
  // The quickstart's proxy Gateway runs two LiteLLM pods (test/cluster/in-cluster.test.ts served through
  // them); on this node they would only take CPU from this file's.
  await cluster.kubectlResult(['-n', 'ai', 'delete', 'gateway', 'main', '--ignore-not-found']);
  // It holds no finalizer (nothing of it lies outside its namespace, no database to drop): the garbage
  // collector takes its instance, and the upstream controller's LiteLLM pods with it.
  await waitFor('the deleted Gateway\'s ProxyInstance and LiteLLM pods gone', async () => {
    if ((await cluster.kubectlResult(['-n', 'ai', 'get', 'proxyinstance', 'main'])).code === 0) return false;
    return (await cluster.json<{ items: unknown[] }>(['-n', 'ai', 'get', 'pods', '-l', 'proxy.aigw.dev/instance=main'])).items.length === 0;
  }, 300_000, 2000);
  standinImage = await imageFor('model-standin');
  const litellm = await imageFor('litellm');
  expect(litellm).toBe(LITELLM_IMAGE);
  await cluster.kubectl(['-n', SYSTEM, 'rollout', 'status', 'deployment/aigw-operator', '--timeout=5m']);
  await upstreamControllerRolledOut();
}, 40 * 60_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

test('a proxy Gateway with two models, the pseudonymizer and an external Guardrail gets a Ready LiteLLM, then turns Ready', async () => {
  await cluster.kubectlResult(['create', 'namespace', NS]);
  client = new DataPathClient(cluster, NS, 'client');
  await apply([
    ...standin('model', 'tiny,tiny-2,tiny-3'),
    ...standin('guard', 'none'),
    client.manifest(standinImage),
    { apiVersion: 'v1', kind: 'Secret', metadata: { name: 'chat-keys', namespace: NS }, stringData: { 'master-key': MASTER_KEY, 'salt-key': 'sk-aigw-cluster-salt' } },
    { apiVersion: 'v1', kind: 'Secret', metadata: { name: 'chat-model-credentials', namespace: NS }, stringData: { 'model-key': 'sk-standin' } },
    // LiteLLM's database mode is not exercised here (see docs/images.md, "No database mode").
    { apiVersion: 'v1', kind: 'Secret', metadata: { name: 'chat-database-url', namespace: NS }, stringData: { DATABASE_URL: 'postgresql://litellm:unused@postgres.llm.svc:5432/litellm' } },
    {
      apiVersion: 'platform.aigw.dev/v1alpha1',
      kind: 'Guardrail',
      metadata: { name: 'pii', namespace: NS },
      spec: { mode: 'catalog', catalog: 'pseudonymizer', blockedReason: PII_BLOCKED },
    },
    {
      apiVersion: 'platform.aigw.dev/v1alpha1',
      kind: 'Guardrail',
      metadata: { name: 'guard', namespace: NS },
      spec: {
        mode: 'external',
        external: { apiBase: GUARD_URL, unreachableFallback: 'fail_open' },
        defaultOn: true,
        modes: ['pre_call'],
        blockedReason: GUARD_BLOCKED,
      },
    },
  ]);
  for (const d of ['model', 'guard']) await cluster.kubectl(['-n', NS, 'rollout', 'status', `deployment/${d}`, '--timeout=3m']);
  await cluster.kubectl(['-n', NS, 'wait', '--for=condition=Ready', 'pod/client', '--timeout=2m']);
  await cluster.kubectl(['-n', NS, 'wait', '--for=condition=Ready', 'guardrail/pii', 'guardrail/guard', '--timeout=5m']);

  // Every version of the Gateway from its creation on, as `kubectl get -w` shows it to automation.
  const watch = cluster.watch(['-n', NS, 'gateways']);
  gatewayAppliedAt = Date.now();
  await apply([gateway({ modelName: 'tiny-2', model: 'openai/tiny-2' })]);
  const instance = await waitFor('the ProxyInstance', async () => {
    const list = await cluster.json<{ items: Array<{ metadata: { name: string } }> }>(['-n', NS, 'get', 'proxyinstances']);
    return list.items[0]?.metadata.name;
  }, 120_000);
  const deployment = `${instance}-litellm`;
  litellmUrl = `http://${deployment}.${NS}.svc.cluster.local:4000`;
  await waitFor('the upstream controller\'s LiteLLM Deployment', async () => (await cluster.kubectlResult(['-n', NS, 'get', 'deployment', deployment])).code === 0, 120_000);
  await cluster.kubectl(['-n', NS, 'rollout', 'status', `deployment/${deployment}`, '--timeout=10m']);
  const podReadyAt = Date.now();
  await cluster.kubectl(['-n', NS, 'wait', '--for=condition=Ready', `gateway/${GATEWAY}`, '--timeout=5m']);
  process.stderr.write(`[data-path] Gateway applied → LiteLLM pod Ready in ${((podReadyAt - gatewayAppliedAt) / 1000).toFixed(1)} s\n`);

  // The Gateway turned Ready no earlier than LiteLLM's Deployment became available (the API's timestamps,
  // to the second). The Deployment's Available condition, not a pod's: a Secret created after the first
  // rollout rolls the pods once more, and Available keeps its first transition through a rolling update.
  const litellm = await cluster.json<{ status: { conditions?: Array<{ type: string; status: string; lastTransitionTime?: string }> } }>(['-n', NS, 'get', 'deployment', deployment]);
  const available = litellm.status.conditions?.find((c) => c.type === 'Available');
  expect(available?.status).toBe('True');
  const gatewayReady = conditionOf(await cluster.json(['-n', NS, 'get', 'gateway', GATEWAY]), 'Ready') as { status: string; lastTransitionTime?: string };
  expect(gatewayReady.status).toBe('True');
  expect(Date.parse(gatewayReady.lastTransitionTime!)).toBeGreaterThanOrEqual(Date.parse(available!.lastTransitionTime!));
  // The watch never saw Ready=True before that, not even for a moment at creation: its Ready statuses
  // are False (or absent) up to one turn to True, which stays.
  watch.stop();
  const seen = watch.seen.map((g) => (conditionOf(g, 'Ready') as { status?: string } | undefined)?.status ?? 'none');
  expect(seen.length).toBeGreaterThan(1);
  expect(seen.at(-1)).toBe('True');
  expect(seen.slice(seen.indexOf('True')).every((s) => s === 'True')).toBe(true);
  for (const g of watch.seen) {
    const r = conditionOf(g, 'Ready') as { status?: string; lastTransitionTime?: string } | undefined;
    if (r?.status === 'True') expect(Date.parse(r.lastTransitionTime!)).toBeGreaterThanOrEqual(Date.parse(available!.lastTransitionTime!));
  }
  // What the Gateway reads: the ProxyInstance the upstream controller keeps, Ready from LiteLLM's Deployment.
  expect(conditionOf(await cluster.json(['-n', NS, 'get', 'proxyinstance', instance]), 'Ready')?.status).toBe('True');
}, 20 * 60_000);

test('a chat completion from a pod through LiteLLM\'s Service: the model never sees the names, the client gets them back', async () => {
  await client.forget(MODEL_URL);
  await client.forget(GUARD_URL);
  const answer = await waitFor('the first served completion', async () => {
    const a = await chat('tiny');
    return a.status === 200 ? a : undefined;
  }, 180_000, 2000);
  const firstServed = Date.now();
  process.stderr.write(`[data-path] kubectl apply of the Gateway → first served completion: ${((firstServed - gatewayAppliedAt) / 1000).toFixed(1)} s\n`);

  expect(answer.text).toBe(`I read: "${MESSAGE}"`);
  const saw = text(await modelSaw());
  expect(saw).toContain('Paris');
  for (const name of NAMES) expect(saw).not.toContain(name);
  expect(saw).toMatch(/\[PERSON_1\]/);
  // The external Guardrail ran too, behind its license gate.
  expect((await client.calls(GUARD_URL)).some((c) => c.path.endsWith('_guardrail_api'))).toBe(true);
}, 5 * 60_000);

test('a streamed completion restores the names too, and the model sees none', async () => {
  await client.forget(MODEL_URL);
  const answer = await chat('tiny', { stream: true });
  expect(answer.status).toBe(200);
  expect(answer.deltas.length).toBeGreaterThan(1);
  expect(answer.text).toBe(`I read: "${MESSAGE}"`);
  const saw = text(await modelSaw());
  for (const name of NAMES) expect(saw).not.toContain(name);
}, 3 * 60_000);

test('a lapsed license blocks the next call with the Guardrail\'s blockedReason, and the model receives nothing', async () => {
  await setLicense('multi-tenancy');
  try {
    await waitFor('the gates to read the lapsed license', async () => (await chat('tiny')).status !== 200, 240_000, 3000);
    await client.forget(MODEL_URL);
    const blocked = await chat('tiny');
    expect(blocked.status).toBe(400);
    // Both Guardrails are behind a gate; the first LiteLLM runs answers.
    expect([PII_BLOCKED, GUARD_BLOCKED].some((r) => errorMessage(blocked).includes(r))).toBe(true);
    expect(await modelSaw()).toEqual([]);
  } finally {
    await setLicense('guardrail,multi-tenancy');
  }
  await cluster.kubectl(['-n', NS, 'wait', '--for=condition=Ready', 'guardrail/pii', 'guardrail/guard', '--timeout=5m']);
  for (const gate of ['pii-gate', 'guard-gate']) await cluster.kubectl(['-n', NS, 'rollout', 'status', `deployment/${gate}`, '--timeout=5m']);
  await waitFor('calls served again', async () => (await chat('tiny')).status === 200, 240_000, 3000);
}, 10 * 60_000);

test('with its engine gone, the fail_open external Guardrail lets calls through and the fail_closed pseudonymizer blocks them', async () => {
  // The user's own guardrail service, scaled to 0: its gate answers 502 and fail_open passes.
  await cluster.kubectl(['-n', NS, 'scale', 'deployment/guard', '--replicas=0']);
  await waitFor('no guard pod', async () => (await cluster.json<{ items: unknown[] }>(['-n', NS, 'get', 'pods', '-l', 'app.kubernetes.io/name=guard'])).items.length === 0, 120_000);
  // The first call after may still meet the gate's pooled connection to the pod that went away.
  const passed = await waitFor('a call passing the unreachable fail_open guardrail', async () => {
    await client.forget(MODEL_URL);
    const a = await chat('tiny');
    return a.status === 200 ? a : (process.stderr.write(`[data-path] guard down, not passed yet: ${a.status} ${errorMessage(a)}\n`), undefined);
  }, 60_000, 3000);
  expect(passed.text).toBe(`I read: "${MESSAGE}"`);
  for (const name of NAMES) expect(text(await modelSaw())).not.toContain(name);

  // The shared pseudonymizer engine is the operator's, which puts a scaled-down engine back at
  // once. What the operator does not undo is a node that takes no new pods: with the node cordoned
  // and the engine's pod deleted, its replacement stays Pending, and the engine is gone while the
  // operator keeps running.
  const node = (await cluster.kubectl(['get', 'nodes', '-o', 'jsonpath={.items[0].metadata.name}'])).trim();
  const enginePods = async () => (await cluster.json<{ items: Pod[] }>(['-n', ENGINE_NS, 'get', 'pods', '-l', 'app.kubernetes.io/name=pseudonymizer'])).items;
  await cluster.kubectl(['cordon', node]);
  try {
    await cluster.kubectl(['-n', ENGINE_NS, 'delete', 'pods', '-l', 'app.kubernetes.io/name=pseudonymizer', '--wait=false']);
    await waitFor('no engine pod left but a Pending one', async () => {
      const list = await enginePods();
      return list.length > 0 && list.every((p) => !p.metadata.deletionTimestamp && p.status.phase === 'Pending');
    }, 180_000, 1000);
    await client.forget(MODEL_URL);
    const failed = await chat('tiny');
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(await modelSaw()).toEqual([]);
  } finally {
    await cluster.kubectl(['uncordon', node]);
    await cluster.kubectl(['-n', NS, 'scale', 'deployment/guard', '--replicas=1']);
  }
  await cluster.kubectl(['-n', ENGINE_NS, 'rollout', 'status', 'deployment/pseudonymizer', '--timeout=5m']);
  await waitFor('calls served again', async () => (await chat('tiny')).status === 200, 240_000, 3000);
}, 15 * 60_000);

test('a ProxyGuardrail edited by hand to fail open is put back to fail closed while the operator runs', async () => {
  interface ProxyGuardrail { metadata: { name: string }; spec: { unreachableFallback?: string } }
  const list = await cluster.json<{ items: ProxyGuardrail[] }>(['-n', NS, 'get', 'proxyguardrails']);
  const closed = list.items.find((g) => g.spec.unreachableFallback === 'fail_closed');
  expect(closed).toBeDefined();
  const fallback = async () => (await cluster.kubectl(['-n', NS, 'get', 'proxyguardrail', closed!.metadata.name, '-o', 'jsonpath={.spec.unreachableFallback}'])).trim();
  await cluster.kubectl(['-n', NS, 'patch', 'proxyguardrail', closed!.metadata.name, '--type=merge', '-p', '{"spec":{"unreachableFallback":"fail_open"}}']);
  const start = Date.now();
  await waitFor('the ProxyGuardrail failing closed again', async () => (await fallback()) === 'fail_closed', 120_000, 100);
  process.stderr.write(`[data-path] hand-edited ProxyGuardrail put back in ${Date.now() - start} ms\n`);
  // LiteLLM may have rolled for the edit and again for its undoing: the next steps need it serving.
  await waitFor('calls served', async () => (await chat('tiny')).status === 200, 300_000, 3000);
}, 8 * 60_000);

test('editing a model in the Gateway rolls LiteLLM, which then serves the new model', async () => {
  const before = (await litellmPods()).map((p) => p.metadata.name);
  await apply([gateway({ modelName: 'tiny-next', model: 'openai/tiny-3' })]);
  await waitFor('a new LiteLLM pod, Ready, the old ones gone', async () => {
    const pods = await litellmPods();
    return pods.length === 1 && !before.includes(pods[0].metadata.name) && pods[0].status.conditions?.some((c) => c.type === 'Ready' && c.status === 'True');
  }, 10 * 60_000, 2000);
  await client.forget(MODEL_URL);
  const answer = await waitFor('the new model served', async () => {
    const a = await chat('tiny-next');
    return a.status === 200 ? a : undefined;
  }, 180_000, 2000);
  expect(answer.text).toBe(`I read: "${MESSAGE}"`);
  const calls = await modelSaw();
  expect(calls.map((c) => c.body.model)).toContain('tiny-3');
  // The old name is gone from LiteLLM.
  expect((await chat('tiny-2')).status).not.toBe(200);
}, 15 * 60_000);

test('deleting the pseudonymizer Guardrail while calls flow: every call is served, and its gate goes only after LiteLLM stopped calling it', async () => {
  const gates = async () => (await cluster.json<{ items: Array<{ metadata: { name: string } }> }>(['-n', NS, 'get', 'deployments'])).items.map((d) => d.metadata.name);
  expect(await gates()).toContain('pii-gate');
  const before = (await litellmPods()).map((p) => p.metadata.name);
  const statuses: number[] = [];
  const deletedAt = Date.now();
  await cluster.kubectl(['-n', NS, 'delete', 'guardrail', 'pii', '--wait=false']);
  let gateGoneAt: number | undefined;
  // Calls one after another until the Guardrail and its gate are gone and no pod of the old config is left.
  await waitFor('pii and its gate gone, LiteLLM rolled', async () => {
    const answer = await chat('tiny');
    statuses.push(answer.status);
    if (answer.status !== 200) process.stderr.write(`[data-path] call during the deletion: ${answer.status} ${errorMessage(answer)}\n`);
    const gone = (await cluster.kubectlResult(['-n', NS, 'get', 'guardrail', 'pii'])).code !== 0 && !(await gates()).includes('pii-gate');
    if (gone) gateGoneAt ??= Date.now();
    const pods = await litellmPods();
    return gone && pods.length > 0 && pods.every((p) => !before.includes(p.metadata.name));
  }, 10 * 60_000, 500);
  process.stderr.write(`[data-path] Guardrail deleted under traffic: gate gone after ${((gateGoneAt! - deletedAt) / 1000).toFixed(1)} s, ${statuses.length} calls\n`);
  expect(statuses.length).toBeGreaterThan(1);
  expect(statuses.filter((s) => s !== 200)).toEqual([]);
  // The Gateway still names it, and says so.
  const ready = conditionOf(await cluster.json(['-n', NS, 'get', 'gateway', GATEWAY]), 'Ready') as { status: string; reason: string };
  expect(ready).toMatchObject({ status: 'False', reason: 'GuardrailDeleted' });
}, 15 * 60_000);
