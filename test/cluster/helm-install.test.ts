/**
 * docs/helm.md on a real node, with a real helm: its Install block (the chart, in a fresh clone,
 * watching team-a only) is run as written, a Guardrail in team-a turns Ready while one in an
 * unwatched namespace is left alone, `kubectl auth can-i` shows what the operator's ServiceAccount
 * may and may not do, and the page's Uninstall blocks leave no object holding the aigw finalizer,
 * the CRDs kept by `helm uninstall` (the chart's default crds.keep) until the page's last block
 * deletes them by their label, and none of the namespaces the install made.
 *
 * It runs first in the suite and leaves the cluster as it found it: the README quickstart after it
 * installs aigw again under the same cluster-wide names.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readCrds } from '../../operator/crds';
import { FINALIZER } from '../../operator/reconciler';
import { Cluster, clusterEnv, conditionOf, must, REPO_ROOT, run, waitFor } from './support/cluster';
import { shBlocksOf } from './support/doc-blocks';

const PAGE = 'docs/helm.md';
const SYSTEM = 'aigw-system';
const OPERATOR = 'aigw-operator';
const WATCHED = 'team-a';
/** A namespace the install does not watch: made by this test, not by the page. */
const UNWATCHED = 'team-z';
const ENGINE_NS = 'platform-guardrail-system';
const AS_OPERATOR = `--as=system:serviceaccount:${SYSTEM}:${OPERATOR}`;

let cluster: Cluster;
let work: string;
let clone: string;
let bin: string;
let helm: string;
let image: string;

const aigw = (args: string[]) => must(process.execPath, [join(REPO_ROOT, 'bin', 'aigw.js'), ...args], { cwd: clone });

/** Runs lines of the page in a shell in the clone, as a user pastes them; prints how long they took. */
async function runLines(what: string, lines: string[]): Promise<void> {
  const script = join(work, `${what.replace(/\W+/g, '-')}.sh`);
  writeFileSync(script, ['set -euxo pipefail', ...lines, ''].join('\n'));
  const started = Date.now();
  const r = await run('bash', [script], { cwd: clone, env: cluster.userEnv(bin), timeoutMs: 15 * 60_000 });
  if (r.code !== 0) throw new Error(`${PAGE} ${what} failed (exit ${r.code}):\n${r.stderr.slice(-6000)}\n${r.stdout.slice(-2000)}`);
  report(`${what} (${lines.length} lines)`, started);
}

function report(what: string, since: number): void {
  process.stderr.write(`[helm-install] ${what}: ${((Date.now() - since) / 1000).toFixed(1)} s\n`);
}

/** `kubectl auth can-i … --as=<the operator>`: the answer on stdout (it exits 1 on "no"). */
async function operatorCan(...args: string[]): Promise<string> {
  const r = await cluster.kubectlResult(['auth', 'can-i', ...args, AS_OPERATOR]);
  const answer = r.stdout.trim();
  process.stderr.write(`[helm-install] can-i ${args.join(' ')}: ${answer}\n`);
  return answer;
}

interface Listed {
  kind: string;
  metadata: { name: string; namespace?: string; finalizers?: string[]; deletionTimestamp?: string; annotations?: Record<string, string> };
}

/** Every object of the aigw kinds the cluster still serves, in every namespace. */
async function aigwObjects(): Promise<Listed[]> {
  const r = await cluster.kubectlResult(['get', 'aigw,aigw-proxy,aigw-alt', '--all-namespaces', '-o', 'json']);
  // No aigw CRD left: the categories resolve to nothing, and nothing of their kinds can exist.
  if (r.code !== 0 && /the server doesn't have a resource type/.test(r.stderr)) return [];
  if (r.code !== 0) throw new Error(`kubectl get aigw,aigw-proxy,aigw-alt: ${r.stderr}`);
  return (JSON.parse(r.stdout) as { items: Listed[] }).items;
}

async function aigwCrds(): Promise<Listed[]> {
  const list = await cluster.json<{ items: Listed[] }>(['get', 'customresourcedefinitions']);
  return list.items.filter((c) => c.metadata.name.endsWith('.aigw.dev'));
}

async function namespaceGone(name: string): Promise<boolean> {
  return (await cluster.kubectl(['get', 'namespace', name, '--ignore-not-found', '-o', 'name'])).trim() === '';
}

const guardrail = (namespace: string) => ({
  apiVersion: 'platform.aigw.dev/v1alpha1',
  kind: 'Guardrail',
  metadata: { name: 'pii', namespace },
  spec: { mode: 'catalog', catalog: 'pseudonymizer' },
});

beforeAll(async () => {
  cluster = new Cluster(clusterEnv());
  work = mkdtempSync(join(tmpdir(), 'aigw-helm-suite-'));
  clone = join(work, 'aigw');
  bin = join(work, 'bin');
  mkdirSync(bin);
});

afterAll(async () => {
  // Whatever failed above: the test namespaces do not outlive the file.
  if (cluster) await cluster.kubectlResult(['delete', 'namespace', WATCHED, UNWATCHED, '--ignore-not-found', '--wait=false']);
  if (work) rmSync(work, { recursive: true, force: true });
});

test(`${PAGE}'s Install block, run with a real helm in a fresh clone, installs aigw watching ${WATCHED} only`, async () => {
  // What "Before you start" asks for: a clone, the image in the node, a key pair and a license in keys/.
  await must('git', ['clone', '--quiet', REPO_ROOT, clone]);
  let started = Date.now();
  helm = (await must('bash', [join(REPO_ROOT, 'scripts', 'helm', 'provision-helm.sh')], { timeoutMs: 20 * 60_000 })).trim();
  symlinkSync(helm, join(bin, 'helm'));
  symlinkSync(cluster.env.kubectl, join(bin, 'kubectl'));
  report('helm provisioned', started);
  started = Date.now();
  const built = await must(process.execPath, [join(REPO_ROOT, 'dist', 'scripts', 'images', 'build-images.js'), 'aigw', '--skip-check', '--skip-sbom'], { cwd: REPO_ROOT, timeoutMs: 30 * 60_000 });
  image = /^image:\s+(\S+)/m.exec(built)![1];
  await cluster.ctr(['images', 'import', /^file:\s+(\S+)/m.exec(built)![1]]);
  report('aigw image built and imported', started);
  await aigw(['license', 'keygen', '--out', join(clone, 'keys')]);
  writeFileSync(join(clone, 'keys', 'license.jwt'), await aigw(['license', 'issue', '--key', join(clone, 'keys', 'license.key'), '--licensee', 'my-company', '--features', 'guardrail', '--gateways', '1']));

  const [install] = shBlocksOf(PAGE, '## Install');
  expect(install.join('\n')).toMatch(/^helm install aigw charts\/aigw /m);
  await runLines('Install block', install);

  const status = JSON.parse(await must(helm, ['status', 'aigw', '--namespace', SYSTEM, '-o', 'json'], { env: cluster.userEnv(bin) })) as { info: { status: string } };
  expect(status.info.status).toBe('deployed');
  const deployment = await cluster.json<{ spec: { template: { spec: { containers: { image: string; args: string[] }[] } } } }>(['-n', SYSTEM, 'get', 'deployment', OPERATOR]);
  const [container] = deployment.spec.template.spec.containers;
  // The chart's default image is the one the image script builds and the test imported.
  expect(container.image).toBe(image);
  expect(container.args.join(' ')).toContain(`--namespace ${WATCHED}`);
  // Roles in the watched namespace, and no ClusterRole of the upstream controller.
  await cluster.kubectl(['-n', WATCHED, 'get', 'role', OPERATOR]);
  expect((await cluster.kubectlResult(['get', 'clusterrole', 'aigw-upstream-proxy'])).code).not.toBe(0);
}, 45 * 60_000);

test(`a Guardrail in ${WATCHED} turns Ready; one in a namespace that is not watched is left alone`, async () => {
  await cluster.kubectl(['create', 'namespace', UNWATCHED]);
  const started = Date.now();
  await cluster.kubectl(['apply', '-f', '-'], [guardrail(WATCHED), guardrail(UNWATCHED)].map((g) => JSON.stringify(g)).join('\n'));
  await cluster.kubectl(['-n', WATCHED, 'wait', '--for=condition=Ready', 'guardrail/pii', '--timeout=5m']);
  report(`Guardrail ${WATCHED}/pii Ready after apply`, started);
  const watched = await cluster.json(['-n', WATCHED, 'get', 'guardrail', 'pii']);
  expect(conditionOf(watched, 'Ready')?.status).toBe('True');
  expect((watched.metadata as Listed['metadata']).finalizers).toContain(FINALIZER);
  await cluster.kubectl(['-n', ENGINE_NS, 'rollout', 'status', 'deployment/pseudonymizer', '--timeout=3m']);

  // By now the operator has reconciled what it watches; the other Guardrail got nothing from it.
  const unwatched = await cluster.json(['-n', UNWATCHED, 'get', 'guardrail', 'pii']);
  expect((unwatched.metadata as Listed['metadata']).finalizers ?? []).toEqual([]);
  expect(unwatched.status).toBeUndefined();
  expect((await cluster.kubectl(['-n', UNWATCHED, 'get', 'deployments', '-o', 'name'])).trim()).toBe('');
}, 10 * 60_000);

test('the operator\'s ServiceAccount: what it needs in the watched namespace, nothing outside it', async () => {
  // Secrets: those of a watched namespace, never those of another.
  expect(await operatorCan('get', 'secrets', '-n', WATCHED)).toBe('yes');
  expect(await operatorCan('get', 'secrets', '-n', UNWATCHED)).toBe('no');
  expect(await operatorCan('list', 'secrets', '-n', UNWATCHED)).toBe('no');
  expect(await operatorCan('list', 'secrets', '--all-namespaces')).toBe('no');
  // Its own objects: the status of a Guardrail in the watched namespace, no Deployment elsewhere.
  expect(await operatorCan('patch', 'guardrails.platform.aigw.dev', '--subresource=status', '-n', WATCHED)).toBe('yes');
  expect(await operatorCan('create', 'deployments.apps', '-n', WATCHED)).toBe('yes');
  expect(await operatorCan('create', 'deployments.apps', '-n', UNWATCHED)).toBe('no');
  // Namespaces: it labels the engines' one the chart made, and may create none.
  expect(await operatorCan('patch', `namespaces/${ENGINE_NS}`)).toBe('yes');
  expect(await operatorCan('create', 'namespaces')).toBe('no');
  // CRDs: its own, by name; not one of another project (whether or not it exists).
  expect(await operatorCan('patch', 'customresourcedefinitions.apiextensions.k8s.io/guardrails.platform.aigw.dev')).toBe('yes');
  expect(await operatorCan('patch', 'customresourcedefinitions.apiextensions.k8s.io/certificates.cert-manager.io')).toBe('no');
  expect(await operatorCan('create', 'customresourcedefinitions.apiextensions.k8s.io')).toBe('no');

  // The page's own checks answer what their comments say.
  const [checks] = shBlocksOf(PAGE, '## Check what the operator may do');
  expect(checks.length).toBeGreaterThan(3);
  for (const line of checks) {
    const [, command, said] = /^(kubectl auth can-i .*?)\s+#\s*(yes|no)\b/.exec(line) ?? [undefined, line, 'a "# yes" or "# no" comment'];
    const answer = (await run('bash', ['-c', command], { cwd: clone, env: cluster.userEnv(bin) })).stdout.trim();
    expect({ command, answer }).toEqual({ command, answer: said });
  }
});

test(`${PAGE}'s Uninstall blocks leave no object holding ${FINALIZER}; helm uninstall keeps the CRDs, the last block deletes them; none of the install's namespaces stays`, async () => {
  const [release, crds] = shBlocksOf(PAGE, '## Uninstall');
  expect(release.some((l) => l.startsWith('helm uninstall aigw'))).toBe(true);
  await runLines('Uninstall block (objects, release)', release);

  expect(await cluster.kubectl(['-n', WATCHED, 'get', 'deployments', '-o', 'name'])).toBe('');
  expect((await aigwObjects()).filter((o) => o.metadata.finalizers?.includes(FINALIZER))).toEqual([]);
  // What stays is what the operator never touched: the Guardrail of the namespace it did not watch.
  expect((await aigwObjects()).map((o) => `${o.kind} ${o.metadata.namespace}/${o.metadata.name}`)).toEqual([`Guardrail ${UNWATCHED}/pii`]);
  expect(await must(helm, ['list', '--all-namespaces', '-q'], { env: cluster.userEnv(bin) })).toBe('');
  expect((await cluster.kubectlResult(['get', 'clusterrole', OPERATOR])).code).not.toBe(0);
  expect(await cluster.kubectl(['-n', WATCHED, 'get', 'roles,rolebindings', '-o', 'name'])).toBe('');

  // `helm uninstall` kept every aigw CRD (helm.sh/resource-policy: keep), not being deleted, and with them
  // the Guardrail above.
  const shipped = readCrds(join(REPO_ROOT, 'crds')).map((c) => c.metadata.name).sort();
  const kept = await aigwCrds();
  expect(kept.map((c) => c.metadata.name).sort()).toEqual(shipped);
  expect(kept.filter((c) => c.metadata.deletionTimestamp || c.metadata.annotations?.['helm.sh/resource-policy'] !== 'keep').map((c) => c.metadata.name)).toEqual([]);

  await runLines('Uninstall block (CRDs)', crds);
  expect((await aigwCrds()).map((c) => c.metadata.name)).toEqual([]);
  expect((await cluster.json<{ items: Listed[] }>(['get', 'customresourcedefinitions'])).items.filter((c) => c.metadata.deletionTimestamp)).toEqual([]);

  // Nothing stuck Terminating: the namespaces the install made are gone, not going.
  const started = Date.now();
  await waitFor('the install\'s namespaces gone', async () => (await namespaceGone(SYSTEM)) && (await namespaceGone(ENGINE_NS)), 180_000);
  report('install namespaces gone after the blocks', started);
}, 20 * 60_000);
