/**
 * Rotating the license key pair on a real node, in the order docs/lifecycle.md gives: a new key pair,
 * the install re-applied trusting both public keys, a license from the new key in the Secret, then
 * the install re-applied trusting the new key alone. Each re-apply rolls the operator at once (the
 * pod template's `aigw.dev/config-hash` covers the public-key ConfigMap), and a Guardrail's gate,
 * asked again and again from another pod the whole time, never blocks for want of a license.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Cluster, clusterEnv, waitFor } from './support/cluster';
import { aigw, ensureInstall, installManifests, KEYS_DIR, OPERATOR, putLicense, SYSTEM } from './support/install';
import { operatorImage, probePod } from './support/probe-pod';

const NS = 'rotation';
const PROBE = 'probe';
const MASK_REQUEST = { input_type: 'request', texts: ['Ann Lee met Bob Smith.'], litellm_call_id: 'rotation' };

let cluster: Cluster;
let work: string;
let keys: string;

interface Verdict { readonly at: number; readonly status: number; readonly action?: string; readonly error?: string }

interface OperatorDeployment {
  metadata: { generation: number };
  spec: { template: { metadata: { annotations?: Record<string, string> } } };
  status: { observedGeneration?: number; updatedReplicas?: number; readyReplicas?: number; replicas?: number };
}

const operator = () => cluster.json<OperatorDeployment>(['-n', SYSTEM, 'get', 'deployment', OPERATOR]);
const configHash = async () => (await operator()).spec.template.metadata.annotations?.['aigw.dev/config-hash'];

/** The gate's answer to one guardrail request, sent from the probe pod. */
async function ask(url: string): Promise<Verdict> {
  const script = `fetch(process.argv[1], {method: 'POST', headers: {'content-type': 'application/json'}, body: process.argv[2], signal: AbortSignal.timeout(10000)})
    .then(async (r) => console.log(JSON.stringify({status: r.status, body: await r.json()})))
    .catch((e) => { console.log(JSON.stringify({status: 0, error: String(e.cause ?? e)})); });`;
  const r = await cluster.kubectlResult(['-n', NS, 'exec', PROBE, '--', 'node', '-e', script, url, JSON.stringify(MASK_REQUEST)]);
  if (r.code !== 0) return { at: Date.now(), status: -1, error: r.stderr.trim() };
  const out = JSON.parse(r.stdout.trim().split('\n').pop()!) as { status: number; body?: { action?: string }; error?: string };
  return { at: Date.now(), status: out.status, action: out.body?.action, error: out.error };
}

/** Re-applies the install with `publicKey`; resolves with how long the operator took to roll (new template, every replica updated and Ready). */
async function reinstall(publicKey: string): Promise<{ hashChanged: boolean; rolledMs: number }> {
  const before = await configHash();
  const started = Date.now();
  await cluster.kubectl(['apply', '--server-side', '-f', '-'], await installManifests(publicKey));
  const after = await configHash();
  await waitFor('the operator rolled', async () => {
    const d = await operator();
    const s = d.status;
    return s.observedGeneration === d.metadata.generation && s.updatedReplicas === s.replicas && s.readyReplicas === s.replicas && s.replicas === 2;
  }, 300_000, 500);
  // `rollout status` agrees: no pod of the old template is left.
  await cluster.kubectl(['-n', SYSTEM, 'rollout', 'status', `deployment/${OPERATOR}`, '--timeout=2m']);
  return { hashChanged: before !== after, rolledMs: Date.now() - started };
}

beforeAll(async () => {
  cluster = new Cluster(clusterEnv());
  work = mkdtempSync(join(tmpdir(), 'aigw-cluster-rotation-'));
  keys = await ensureInstall(cluster, work);
  // Whatever license an earlier file left: a full one from the current key.
  writeFileSync(join(work, 'old.jwt'), await aigw(['license', 'issue', '--key', join(keys, 'license.key'), '--licensee', 'my-company', '--features', 'guardrail,multi-tenancy', '--gateways', '4']));
  await putLicense(cluster, join(work, 'old.jwt'));
  await cluster.kubectlResult(['create', 'namespace', NS]);
  await cluster.kubectl(['apply', '-f', '-'], [
    { apiVersion: 'platform.aigw.dev/v1alpha1', kind: 'Guardrail', metadata: { name: 'pii', namespace: NS }, spec: { mode: 'catalog', catalog: 'pseudonymizer' } },
    probePod(PROBE, NS, await operatorImage(cluster, SYSTEM, OPERATOR)),
  ].map((o) => JSON.stringify(o)).join('\n'));
  await cluster.kubectl(['-n', NS, 'wait', '--for=condition=Ready', `pod/${PROBE}`, '--timeout=2m']);
  await cluster.kubectl(['-n', NS, 'wait', '--for=condition=Ready', 'guardrail/pii', '--timeout=5m']);
}, 40 * 60_000);

afterAll(async () => {
  await cluster?.kubectlResult(['delete', 'namespace', NS, '--wait=false']);
  if (work) rmSync(work, { recursive: true, force: true });
});

test('rotating the key pair as the docs say rolls the operator at each step, and the gate never blocks for want of a license', async () => {
  const url = `${((await cluster.json(['-n', NS, 'get', 'guardrail', 'pii'])).status as { endpoint: string }).endpoint}/beta/litellm_basic_guardrail_api`;
  await waitFor('the engine\'s verdict before the rotation', async () => (await ask(url)).action === 'GUARDRAIL_INTERVENED', 180_000, 2000);

  // Requests one after another for the whole rotation.
  const verdicts: Verdict[] = [];
  let asking = true;
  const loop = (async () => {
    while (asking) verdicts.push(await ask(url));
  })();
  const timings: string[] = [];
  try {
    // 1. The new key pair.
    const next = join(work, 'next');
    await aigw(['license', 'keygen', '--out', next]);
    // 2. Trust both keys: the operator rolls at once.
    const both = join(work, 'both.pub');
    writeFileSync(both, readFileSync(join(next, 'license.pub'), 'utf8') + readFileSync(join(keys, 'license.pub'), 'utf8'));
    const trustBoth = await reinstall(both);
    expect(trustBoth.hashChanged).toBe(true);
    timings.push(`both keys trusted: operator rolled after ${(trustBoth.rolledMs / 1000).toFixed(1)} s`);
    // 3. The license from the new key, checked against both, into the Secret.
    const license = join(next, 'license.jwt');
    writeFileSync(license, await aigw(['license', 'issue', '--key', join(next, 'license.key'), '--licensee', 'my-company', '--features', 'guardrail,multi-tenancy', '--gateways', '4']));
    await aigw(['license', 'verify', '--public-key', both, license]);
    const swapped = Date.now();
    await putLicense(cluster, license);
    await cluster.kubectl(['-n', NS, 'wait', '--for=condition=Ready', 'guardrail/pii', '--timeout=3m']);
    // The gate now holds the new license: give it a few verdicts after the swap.
    await waitFor('verdicts after the new license', async () => verdicts.filter((v) => v.at > swapped + 5000).length >= 3, 120_000, 500);
    // 4. The new key alone, once the license in use is the new key's.
    await aigw(['license', 'verify', '--public-key', join(next, 'license.pub'), license]);
    const newAlone = await reinstall(join(next, 'license.pub'));
    expect(newAlone.hashChanged).toBe(true);
    timings.push(`new key alone: operator rolled after ${(newAlone.rolledMs / 1000).toFixed(1)} s`);
    const settled = Date.now();
    await cluster.kubectl(['-n', NS, 'wait', '--for=condition=Ready', 'guardrail/pii', '--timeout=3m']);
    await waitFor('verdicts after the rotation', async () => verdicts.filter((v) => v.at > settled + 5000).length >= 3, 120_000, 500);
    // The next files of the suite issue licenses with the new key, which is now the install's.
    cpSync(next, KEYS_DIR, { recursive: true });
  } finally {
    asking = false;
    await loop;
  }
  const tally = verdicts.reduce<Record<string, number>>((t, v) => ({ ...t, [v.action ?? `status ${v.status}`]: (t[v.action ?? `status ${v.status}`] ?? 0) + 1 }), {});
  process.stderr.write(`[rotation] ${timings.join('; ')}; ${verdicts.length} gate requests during the rotation: ${JSON.stringify(tally)}\n`);
  const failed = verdicts.filter((v) => v.action !== 'GUARDRAIL_INTERVENED');
  expect(failed.map((v) => `${new Date(v.at).toISOString()} ${v.status} ${v.action ?? v.error ?? ''}`)).toEqual([]);
  expect(verdicts.length).toBeGreaterThan(10);
}, 30 * 60_000);
