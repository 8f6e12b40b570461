/**
 * aigw on a real node. The README quickstart, pasted into a shell in a fresh clone, builds and
 * imports the image, installs the operator with a real kubectl and applies the examples; then the
 * quickstart's proxy Gateway `main` runs LiteLLM, whose model calls reach the model stand-in;
 * the operator, the license gate and the engine are exercised as the pods a user runs: requests from
 * another pod through the gate's Service, a license without `guardrail`, the leader's pod deleted,
 * a gate pod deleted, and the logs all three write.
 */
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Cluster, clusterEnv, conditionOf, must, REPO_ROOT, run, STATE_DIR, waitFor } from './support/cluster';
import { DEFAULT_LITELLM_IMAGE } from '../../lib/meta/images';
import { quickstartLines } from './support/quickstart';
import { shBlocksOf } from './support/doc-blocks';
import { operatorImage, probePod } from './support/probe-pod';

const SYSTEM = 'aigw-system';
const OPERATOR = 'aigw-operator';
const ENGINE_NS = 'platform-guardrail-system';
const EXAMPLES_NS = 'ai';
/** The default `blockedReason` for a Guardrail that sets none (docs/behaviour.md). */
const DEFAULT_BLOCKED_REASON = 'Request blocked: the platform license does not cover the guardrail feature.';
const PROBE = 'aigw-probe';
/** The README section whose ```sh blocks are the quickstart and then the first call through `main`. */
const QUICKSTART_SECTION = '## Quickstart: aigw on your own cluster';

let cluster: Cluster;
let work: string;
let clone: string;

interface Pod {
  metadata: { name: string; deletionTimestamp?: string; labels?: Record<string, string> };
  spec: { serviceAccountName?: string; containers: { image: string }[] };
  status: { phase?: string; conditions?: { type: string; status: string }[] };
}

const ready = (p: Pod) => p.status.phase === 'Running' && !!p.status.conditions?.some((c) => c.type === 'Ready' && c.status === 'True');

async function pods(ns: string, selector: string): Promise<Pod[]> {
  const list = await cluster.json<{ items: Pod[] }>(['-n', ns, 'get', 'pods', '-l', selector]);
  return list.items.filter((p) => !p.metadata.deletionTimestamp);
}

async function leaseHolder(): Promise<string> {
  return (await cluster.kubectl(['-n', SYSTEM, 'get', 'lease', OPERATOR, '-o', 'jsonpath={.spec.holderIdentity}'])).trim();
}

/** Which operator pod holds the Lease: the operator's identity is its pod's hostname plus a suffix. */
function podOf(holder: string, candidates: Pod[]): Pod | undefined {
  return candidates.find((p) => holder.startsWith(`${p.metadata.name}-`));
}

/** POSTs a guardrail request to the gate's Service from another pod; returns the HTTP status and body. */
async function askGate(url: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const script = `fetch(process.argv[1], {method: 'POST', headers: {'content-type': 'application/json'}, body: process.argv[2]})
    .then(async (r) => console.log(JSON.stringify({status: r.status, body: await r.json()})))
    .catch((e) => { console.error(String(e.cause ?? e)); process.exit(3); });`;
  const out = await cluster.kubectl(['-n', EXAMPLES_NS, 'exec', PROBE, '--', 'node', '-e', script, url, JSON.stringify(body)]);
  return JSON.parse(out.trim().split('\n').pop()!) as { status: number; body: Record<string, unknown> };
}

const MASK_REQUEST = { input_type: 'request', texts: ['Ann Lee from Globex Corporation met Bob Smith at Acme.'], litellm_call_id: 'cluster-suite-1' };

async function guardrail(name: string): Promise<Record<string, unknown>> {
  return cluster.json(['-n', EXAMPLES_NS, 'get', 'guardrail', name]);
}

async function setLicense(file: string): Promise<void> {
  const secret = await cluster.kubectl(['-n', SYSTEM, 'create', 'secret', 'generic', 'aigw-license', `--from-file=license.jwt=${file}`, '--dry-run=client', '-o', 'yaml']);
  await cluster.kubectl(['apply', '-f', '-'], secret);
}

beforeAll(() => {
  cluster = new Cluster(clusterEnv());
  work = mkdtempSync(join(tmpdir(), 'aigw-cluster-suite-'));
  clone = join(work, 'aigw');
});

afterAll(() => {
  // The license keys stay with the cluster (removed by cluster.sh down): the next file of the suite
  // issues licenses the installed operator trusts.
  if (clone && existsSync(join(clone, 'keys', 'license.key'))) cpSync(join(clone, 'keys'), join(STATE_DIR, 'license-keys'), { recursive: true });
  if (work) rmSync(work, { recursive: true, force: true });
});

test('the README quickstart, pasted into a shell in a fresh clone, installs aigw and the examples', async () => {
  // A clone of the committed tree, as a user gets it (uncommitted edits are not in it).
  await must('git', ['clone', '--quiet', REPO_ROOT, clone]);
  // The user's tools: this cluster's kubectl on PATH, KUBECONFIG and CONTAINERD_ADDRESS set.
  const bin = join(work, 'bin');
  mkdirSync(bin);
  symlinkSync(cluster.env.kubectl, join(bin, 'kubectl'));
  const lines = quickstartLines();
  expect(lines.length).toBeGreaterThan(5);
  const script = join(work, 'quickstart.sh');
  writeFileSync(script, ['set -euxo pipefail', ...lines, ''].join('\n'));
  const r = await run('bash', [script], { cwd: clone, env: cluster.userEnv(bin), timeoutMs: 40 * 60_000 });
  if (r.code !== 0) throw new Error(`the quickstart failed (exit ${r.code}):\n${r.stderr.slice(-6000)}\n${r.stdout.slice(-2000)}`);

  // The image the install names is the one the quickstart imported into the node.
  const deployment = await cluster.json<{ spec: { template: { spec: { containers: { image: string }[] } } } }>(['-n', SYSTEM, 'get', 'deployment', OPERATOR]);
  const image = deployment.spec.template.spec.containers[0].image;
  expect((await cluster.ctr(['images', 'ls', '-q'])).split('\n')).toContain(image);
}, 45 * 60_000);

test('the operator runs as two pods with one leader, authenticated by its own ServiceAccount', async () => {
  const running = await waitFor('two Ready operator pods', async () => {
    const list = await pods(SYSTEM, `app.kubernetes.io/name=${OPERATOR}`);
    return list.length === 2 && list.every(ready) ? list : undefined;
  });
  for (const p of running) expect(p.spec.serviceAccountName).toBe(OPERATOR);
  const holder = await waitFor('the leader Lease', async () => podOf(await leaseHolder(), running));
  expect(running.map((p) => p.metadata.name)).toContain(holder.metadata.name);
  // Its RBAC is the installed one: it wrote the gate Deployment and was never refused.
  const logs = await cluster.kubectl(['-n', SYSTEM, 'logs', holder.metadata.name]);
  expect(logs).not.toMatch(/forbidden/i);
});

test('the operator\'s ServiceAccount may patch only its own CRDs and may create no Namespace', async () => {
  const as = `system:serviceaccount:${SYSTEM}:${OPERATOR}`;
  /** `kubectl auth can-i` answers yes/no on stdout and exits 1 on no: read the answer, not the code. */
  const canI = async (...args: string[]): Promise<string> => {
    const r = await cluster.kubectlResult(['auth', 'can-i', ...args, `--as=${as}`]);
    return r.stdout.trim();
  };
  expect(await canI('patch', 'customresourcedefinitions.apiextensions.k8s.io/gateways.platform.aigw.dev')).toBe('yes');
  // A CRD that is not aigw's, whether or not it exists: the answer is about the rule, not the object.
  expect(await canI('patch', 'customresourcedefinitions.apiextensions.k8s.io/certificates.cert-manager.io')).toBe('no');
  expect(await canI('create', 'customresourcedefinitions.apiextensions.k8s.io')).toBe('no');
  expect(await canI('create', 'namespaces')).toBe('no');
  expect(await canI('delete', 'namespaces/kube-system')).toBe('no');
});

test('the gate and engine pods run and the Guardrails are Ready', async () => {
  await cluster.kubectl(['-n', ENGINE_NS, 'rollout', 'status', 'deployment/pseudonymizer', '--timeout=5m']);
  await cluster.kubectl(['-n', EXAMPLES_NS, 'rollout', 'status', 'deployment/pii-gate', '--timeout=5m']);
  await cluster.kubectl(['-n', EXAMPLES_NS, 'rollout', 'status', 'deployment/moderation-gate', '--timeout=5m']);
  expect((await pods(ENGINE_NS, 'app.kubernetes.io/name=pseudonymizer')).filter(ready).length).toBeGreaterThanOrEqual(1);
  for (const name of ['pii', 'moderation']) {
    await cluster.kubectl(['-n', EXAMPLES_NS, 'wait', '--for=condition=Ready', `guardrail/${name}`, '--timeout=3m']);
    expect(conditionOf(await guardrail(name), 'Ready')?.status).toBe('True');
  }
}, 15 * 60_000);

test('the quickstart\'s proxy Gateway main runs the project\'s LiteLLM image, which calls the model stand-in for its model chat', async () => {
  // The quickstart waited for main's LiteLLM rollout; its pods run the image it built and imported.
  const litellm = await cluster.json<{ spec: { template: { spec: { containers: { image: string }[] } } }; status: { readyReplicas?: number } }>(['-n', EXAMPLES_NS, 'get', 'deployment', 'main-litellm']);
  expect(litellm.spec.template.spec.containers[0].image).toBe(DEFAULT_LITELLM_IMAGE);
  expect(litellm.status.readyReplicas).toBe(2);
  // LiteLLM's background health check sends each model a chat completion at start: the stand-in
  // received the one for `chat` (provider model gpt-4o-mini), so the example's apiBase reaches it.
  const [standin] = await pods(EXAMPLES_NS, 'app.kubernetes.io/name=model-standin');
  const calls = await waitFor('LiteLLM\'s call at the stand-in', async () => {
    const out = await cluster.kubectl(['-n', EXAMPLES_NS, 'exec', standin.metadata.name, '--', '/usr/local/bin/node', '-e', 'fetch("http://127.0.0.1:8000/calls").then(async (r) => console.log(await r.text()))']);
    const received = JSON.parse(out) as { path: string; body: { model?: string } }[];
    return received.some((c) => c.path === '/v1/chat/completions' && c.body.model === 'gpt-4o-mini') ? received : undefined;
  }, 180_000, 3000);
  expect(calls.length).toBeGreaterThan(0);
});

test('main is Ready, and the README\'s call through it gets the stand-in\'s answer with the names restored while the model saw them masked', async () => {
  // The quickstart waited for Ready; it has stayed so (traces to an unreachable Langfuse host included).
  const gateway = await cluster.json<Record<string, unknown>>(['-n', EXAMPLES_NS, 'get', 'aigtw', 'main']);
  expect(conditionOf(gateway, 'Ready')).toMatchObject({ status: 'True' });
  // The README's second block, as pasted; the port-forward it starts in the background ends with it.
  const [, call] = shBlocksOf('README.md', QUICKSTART_SECTION);
  const script = join(work, 'call-main.sh');
  writeFileSync(script, ['set -euo pipefail', "trap 'kill $(jobs -p) 2>/dev/null' EXIT", ...call, ''].join('\n'));
  const r = await run('bash', [script], { cwd: clone, env: cluster.userEnv(join(work, 'bin')), timeoutMs: 120_000 });
  if (r.code !== 0) throw new Error(`the README's call failed (exit ${r.code}):\n${r.stderr.slice(-3000)}\n${r.stdout.slice(-2000)}`);
  const answer = JSON.parse(r.stdout) as { choices?: { message: { content: string } }[] };
  expect(answer.choices?.[0].message.content).toBe('I read: "Ann Lee met Bob Smith."');
  // What reached the model: the same sentence with both names replaced.
  const [standin] = await pods(EXAMPLES_NS, 'app.kubernetes.io/name=model-standin');
  const out = await cluster.kubectl(['-n', EXAMPLES_NS, 'exec', standin.metadata.name, '--', '/usr/local/bin/node', '-e', 'fetch("http://127.0.0.1:8000/calls").then(async (r) => console.log(await r.text()))']);
  const received = JSON.parse(out) as { path: string; body: { messages?: { content: string }[] } }[];
  const asked = received.map((c) => c.body.messages?.at(-1)?.content ?? '').filter((text) => / met /.test(text));
  expect(asked.length).toBeGreaterThan(0);
  for (const text of asked) expect(text).not.toMatch(/Ann Lee|Bob Smith/);
}, 5 * 60_000);

test('a request to the gate Service from another pod gets the engine\'s answer', async () => {
  // A client pod from the operator's image, idling so requests can be made from inside it.
  await cluster.kubectl(['apply', '-f', '-'], JSON.stringify(probePod(PROBE, EXAMPLES_NS, await operatorImage(cluster, SYSTEM, OPERATOR))));
  await cluster.kubectl(['-n', EXAMPLES_NS, 'wait', '--for=condition=Ready', `pod/${PROBE}`, '--timeout=2m']);

  const pii = await guardrail('pii');
  const endpoint = pii.status as { endpoint: string };
  expect(endpoint.endpoint).toBe('http://pii-gate.ai.svc.cluster.local:8080');
  // The Guardrail's params travel with each request, as the gateway's ProxyGuardrail sends them.
  const params = (pii.spec as { params: Record<string, unknown> }).params;
  const answer = await waitFor('the engine\'s verdict through the gate', async () => {
    const r = await askGate(`${endpoint.endpoint}/beta/litellm_basic_guardrail_api`, { ...MASK_REQUEST, additional_provider_specific_params: params });
    return r.status === 200 && r.body.action === 'GUARDRAIL_INTERVENED' ? r : undefined;
  }, 120_000, 2000);
  const [text] = answer.body.texts as string[];
  expect(text).not.toContain('Ann Lee');
  expect(text).not.toContain('Bob Smith');
  expect(text).toMatch(/\[PERSON_1\]/);
  expect(text).toContain('Acme'); // the example's allow_list, forwarded by the gate to the engine
}, 5 * 60_000);

test('a license without the guardrail feature makes the same request get the block verdict, and a full one lifts it', async () => {
  const keys = join(clone, 'keys');
  const aigw = (args: string[]) => must(process.execPath, [join(clone, 'bin', 'aigw.js'), ...args], { cwd: clone });
  const url = `${((await guardrail('pii')).status as { endpoint: string }).endpoint}/beta/litellm_basic_guardrail_api`;

  writeFileSync(join(work, 'no-guardrail.jwt'), await aigw(['license', 'issue', '--key', join(keys, 'license.key'), '--licensee', 'my-company', '--features', 'multi-tenancy', '--gateways', '2']));
  await setLicense(join(work, 'no-guardrail.jwt'));
  try {
    const blocked = await waitFor('the block verdict', async () => {
      const r = await askGate(url, MASK_REQUEST).catch(() => undefined);
      return r?.body.action === 'BLOCKED' ? r : undefined;
    }, 180_000, 3000);
    expect(blocked.status).toBe(200);
    expect(blocked.body.blocked_reason).toBe(DEFAULT_BLOCKED_REASON);
  } finally {
    // The full license back, whatever happened above: the tests after this one need the gate.
    await setLicense(join(keys, 'license.jwt'));
  }
  await waitFor('the engine\'s verdict again', async () => {
    const r = await askGate(url, MASK_REQUEST).catch(() => undefined);
    return r?.body.action === 'GUARDRAIL_INTERVENED' ? r : undefined;
  }, 240_000, 3000);
  await cluster.kubectl(['-n', EXAMPLES_NS, 'wait', '--for=condition=Ready', 'guardrail/pii', '--timeout=3m']);
}, 10 * 60_000);

test('deleting the leader\'s pod hands the Lease to another replica, which reconciles a spec change', async () => {
  const before = await pods(SYSTEM, `app.kubernetes.io/name=${OPERATOR}`);
  const leader = podOf(await leaseHolder(), before)!;
  expect(leader).toBeDefined();

  await cluster.kubectl(['-n', SYSTEM, 'delete', 'pod', leader.metadata.name, '--wait=false']);
  // The leader releases the Lease as it stops. The standby retries every 2 s and usually takes it,
  // but the pod the Deployment starts in the deleted one's place may win that race: either is a
  // replica other than the old leader, which is what failover promises.
  const successor = await waitFor('another replica to hold the Lease', async () => {
    const holder = await leaseHolder();
    const pod = podOf(holder, await pods(SYSTEM, `app.kubernetes.io/name=${OPERATOR}`));
    return pod && pod.metadata.name !== leader.metadata.name ? pod : undefined;
  }, 120_000);
  expect(successor.metadata.name).not.toBe(leader.metadata.name);

  await cluster.kubectl(['-n', EXAMPLES_NS, 'patch', 'guardrail', 'pii', '--type=merge', '-p', '{"spec":{"logLevel":"debug"}}']);
  await waitFor('the gate Deployment to carry the new log level', async () => {
    const env = JSON.parse(await cluster.kubectl(['-n', EXAMPLES_NS, 'get', 'deployment', 'pii-gate', '-o', 'jsonpath={.spec.template.spec.containers[0].env}'])) as { name: string; value?: string }[];
    return env.some((e) => e.name === 'AIGW_GATE_LOG_LEVEL' && e.value === 'debug');
  }, 120_000);
  await cluster.kubectl(['-n', EXAMPLES_NS, 'rollout', 'status', 'deployment/pii-gate', '--timeout=3m']);
  // The Deployment brought the replica count back; the new pod is a standby.
  await waitFor('two Ready operator pods again', async () => {
    const list = await pods(SYSTEM, `app.kubernetes.io/name=${OPERATOR}`);
    return list.length === 2 && list.every(ready);
  });
}, 10 * 60_000);

test('deleting a gate pod turns the Guardrail not Ready until its Deployment has restored it', async () => {
  const [gate] = (await pods(EXAMPLES_NS, 'app.kubernetes.io/name=guardrail-gate,app.kubernetes.io/instance=pii')).filter(ready);
  expect(gate).toBeDefined();
  const watch = cluster.watch(['-n', EXAMPLES_NS, 'guardrail/pii']);
  try {
    await waitFor('the watch to start', async () => watch.seen.length > 0, 30_000, 200);
    const from = watch.seen.length;
    await cluster.kubectl(['-n', EXAMPLES_NS, 'delete', 'pod', gate.metadata.name, '--wait=false']);
    const readiness = () => watch.seen.slice(from).map((g) => conditionOf(g, 'Ready')?.status);
    await waitFor('Ready=False', async () => readiness().includes('False'), 120_000, 200);
    await waitFor('Ready=True after it', async () => {
      const r = readiness();
      return r.lastIndexOf('True') > r.indexOf('False');
    }, 180_000, 500);
  } finally {
    watch.stop();
  }
  expect((await pods(EXAMPLES_NS, 'app.kubernetes.io/name=guardrail-gate,app.kubernetes.io/instance=pii')).filter(ready).map((p) => p.metadata.name)).not.toContain(gate.metadata.name);
}, 6 * 60_000);

/** Polls every 100 ms until `check` holds; prints how long it took (the figure users care about). */
async function timeUntil(what: string, check: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  await waitFor(what, async () => check(), 120_000, 100);
  const ms = Date.now() - start;
  process.stderr.write(`[in-cluster] ${what}: ${ms} ms\n`);
  return ms;
}

test('what the operator owns, changed by hand while it runs, is put back: the shared engine scaled to 0, a gate Service deleted', async () => {
  const replicas = async () => Number((await cluster.kubectl(['-n', ENGINE_NS, 'get', 'deployment', 'pseudonymizer', '-o', 'jsonpath={.spec.replicas}'])).trim());
  const desired = await replicas();
  expect(desired).toBeGreaterThanOrEqual(1);
  await cluster.kubectl(['-n', ENGINE_NS, 'scale', 'deployment/pseudonymizer', '--replicas=0']);
  await timeUntil('the shared engine\'s replica count restored', async () => (await replicas()) === desired);

  const serviceUid = async () => (await cluster.kubectl(['-n', EXAMPLES_NS, 'get', 'service', 'pii-gate', '-o', 'jsonpath={.metadata.uid}', '--ignore-not-found'])).trim();
  const before = await serviceUid();
  expect(before).not.toBe('');
  await cluster.kubectl(['-n', EXAMPLES_NS, 'delete', 'service', 'pii-gate']);
  await timeUntil('the deleted gate Service recreated', async () => {
    const uid = await serviceUid();
    return uid !== '' && uid !== before;
  });

  // Back to serving: the engine's pods and the gate answer again, and the Guardrail says so.
  await cluster.kubectl(['-n', ENGINE_NS, 'rollout', 'status', 'deployment/pseudonymizer', '--timeout=5m']);
  await cluster.kubectl(['-n', EXAMPLES_NS, 'wait', '--for=condition=Ready', 'guardrail/pii', '--timeout=3m']);
  const url = `${((await guardrail('pii')).status as { endpoint: string }).endpoint}/beta/litellm_basic_guardrail_api`;
  await waitFor('the engine\'s verdict through the recreated Service', async () => {
    const r = await askGate(url, MASK_REQUEST).catch(() => undefined);
    return r?.body.action === 'GUARDRAIL_INTERVENED';
  }, 180_000, 2000);
}, 10 * 60_000);

test('operator, gate and engine write structured JSON lines in one format', async () => {
  const sources = {
    operator: ['-n', SYSTEM, 'logs', `deployment/${OPERATOR}`],
    gate: ['-n', EXAMPLES_NS, 'logs', 'deployment/pii-gate'],
    engine: ['-n', ENGINE_NS, 'logs', 'deployment/pseudonymizer'],
  };
  const shapes: Record<string, string[]> = {};
  for (const [who, args] of Object.entries(sources)) {
    const lines = (await cluster.kubectl(args)).split('\n').filter((l) => l.trim() !== '');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      let record: Record<string, unknown>;
      try {
        record = JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new Error(`${who} wrote a line that is not JSON: ${line}`);
      }
      expect({ who, level: record.level, msg: typeof record.msg }).toEqual({ who, level: expect.stringMatching(/^(DEBUG|INFO|WARN|ERROR)$/), msg: 'string' });
      // One format: the same stamping fields on every line of every component.
      const shape = ['time', 'component', 'pid', 'hostname'].filter((k) => k in record).join(',');
      const writers = (shapes[shape] ??= []);
      if (!writers.includes(who)) writers.push(who);
    }
  }
  expect(Object.entries(shapes)).toHaveLength(1);
});
