// `aigw install`: the manifests a user applies to run the operator in the cluster.
import * as path from 'node:path';
import { runCommand } from '../support/run-command';
import { PassThrough } from 'node:stream';
import { parseAllDocuments } from 'yaml';
import { command } from '../../cli/commands/install';
import { aigwImage } from '../../lib/meta/images';
import { PRIMARY_KINDS } from '../../lib/plan/kinds';
import { execFileSync } from 'node:child_process';

const crdsDir = path.resolve(__dirname, '..', '..', 'crds');

async function install(args: string[]): Promise<any[]> {
  const { code, stdout, stderr } = await runCommand(command, ['--crds-dir', crdsDir, ...args]);
  expect(stderr).toBe('');
  expect(code).toBe(0);
  return parseAllDocuments(stdout).map((d) => d.toJS());
}

const operatorContainer = (docs: any[]) => docs.find((d) => d.kind === 'Deployment' && d.metadata.name === 'aigw-operator').spec.template.spec.containers[0];

test('by default the operator runs the aigw image of this version and passes no image flags', async () => {
  const c = operatorContainer(await install([]));
  expect(c.image).toBe(aigwImage());
  expect(c.args).not.toContain('--guardrail-proxy-image');
  expect(c.args).not.toContain('--engine-image');
});

test('--image is also the gate and engine image unless they are given', async () => {
  const c = operatorContainer(await install(['--image', 'registry.example.com/aigw:1']));
  expect(c.image).toBe('registry.example.com/aigw:1');
  expect(c.args).toEqual(expect.arrayContaining(['--guardrail-proxy-image', 'registry.example.com/aigw:1', '--engine-image', 'registry.example.com/aigw:1']));

  const own = operatorContainer(await install(['--image', 'registry.example.com/aigw:1', '--guardrail-proxy-image', 'g.example/gate:2', '--engine-image', 'e.example/engine:3']));
  expect(own.args).toEqual(expect.arrayContaining(['--guardrail-proxy-image', 'g.example/gate:2', '--engine-image', 'e.example/engine:3']));
});

test('a metrics Service selects the operator pods on their metrics port', async () => {
  const docs = await install([]);
  const deployment = docs.find((d) => d.kind === 'Deployment');
  const service = docs.find((d) => d.kind === 'Service' && d.metadata.name === 'aigw-operator-metrics');
  expect(service.metadata.namespace).toBe('aigw-system');
  expect(service.spec.ports).toEqual([{ name: 'metrics', port: 8080, targetPort: 'metrics' }]);
  // Every selector label is on the pod template, so the Service finds every replica.
  expect(deployment.spec.template.metadata.labels).toMatchObject(service.spec.selector);
  expect(deployment.spec.template.spec.containers[0].ports).toEqual([{ name: 'metrics', containerPort: 8080 }]);
});

test('the ClusterRole lets the operator manage the PodDisruptionBudgets it emits', async () => {
  const role = (await install([])).find((d) => d.kind === 'ClusterRole');
  expect(role.rules).toContainEqual({ apiGroups: ['policy'], resources: ['poddisruptionbudgets'], verbs: ['list', 'watch', 'create', 'patch', 'delete'] });
});

test('the ClusterRole lets the operator manage the Ingress it emits for an alt Gateway', async () => {
  const role = (await install([])).find((d) => d.kind === 'ClusterRole' && d.metadata.name === 'aigw-operator');
  expect(role.rules).toContainEqual({ apiGroups: ['networking.k8s.io'], resources: ['ingresses'], verbs: ['list', 'watch', 'create', 'patch', 'delete'] });
});

test('the ClusterRole lets the operator put its finalizer and status on every primary kind', async () => {
  const role = (await install([])).find((d) => d.kind === 'ClusterRole' && d.metadata.name === 'aigw-operator');
  const allows = (resource: string, verb: string) =>
    role.rules.some((r: { apiGroups: string[]; resources: string[]; verbs: string[] }) =>
      r.apiGroups.includes('platform.aigw.dev') && r.resources.includes(resource) && r.verbs.includes(verb));
  const plurals = ['guardrails', 'gateways', 'chatuis', 'stacks', 'organizations', 'teams', 'identities'];
  expect(PRIMARY_KINDS.map((k) => k.plural).sort()).toEqual([...plurals].sort());
  for (const plural of plurals) {
    expect([plural, allows(plural, 'patch')]).toEqual([plural, true]);
    expect([`${plural}/status`, allows(`${plural}/status`, 'patch')]).toEqual([`${plural}/status`, true]);
  }
});

test('the engine store flags reach the operator, the password as a Secret reference only', async () => {
  const c = operatorContainer(await install(['--engine-redis-url', 'redis://mappings.cache:6379/0', '--engine-redis-password-secret', 'pseudonymizer-redis/password']));
  expect(c.args).toEqual(expect.arrayContaining(['--engine-redis-url', 'redis://mappings.cache:6379/0', '--engine-redis-password-secret', 'pseudonymizer-redis/password']));
  expect(operatorContainer(await install([])).args).not.toContain('--engine-redis-url');
});

test('a store URL holding a password is refused before anything is printed', async () => {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  stdout.on('data', (b) => out.push(b));
  stderr.on('data', (b) => err.push(b));
  const code = await command(['--crds-dir', crdsDir, '--engine-redis-url', 'redis://:hunter2@mappings.cache:6379/0'], { stdout, stderr, env: {} });
  expect(code).toBe(2);
  expect(Buffer.concat(out).toString()).toBe('');
  expect(Buffer.concat(err).toString()).toMatch(/--engine-redis-url/);
  expect(Buffer.concat(err).toString()).not.toContain('hunter2');
});

const upstreamProxy = (docs: any[]) => docs.filter((d) => d.metadata?.name?.startsWith('aigw-upstream-proxy'));

test('the upstream controller of the proxy kinds is installed beside the operator, running the aigw image', async () => {
  const docs = await install(['--namespace', 'platform-ops']);
  expect(upstreamProxy(docs).map((d) => `${d.kind}/${d.metadata.namespace ?? ''}/${d.metadata.name}`)).toEqual([
    'ServiceAccount/platform-ops/aigw-upstream-proxy',
    'ClusterRole//aigw-upstream-proxy',
    'ClusterRoleBinding//aigw-upstream-proxy',
    'Role/platform-ops/aigw-upstream-proxy-lease',
    'RoleBinding/platform-ops/aigw-upstream-proxy-lease',
    'Deployment/platform-ops/aigw-upstream-proxy',
  ]);
  const deployment = docs.find((d) => d.kind === 'Deployment' && d.metadata.name === 'aigw-upstream-proxy');
  const pod = deployment.spec.template.spec;
  expect(pod.serviceAccountName).toBe('aigw-upstream-proxy');
  expect(pod.containers[0].image).toBe(aigwImage());
  expect(pod.containers[0].args.slice(0, 2)).toEqual(['upstream', 'proxy']);
  // Its Lease lives in its own namespace, which is where the operator (same namespace) looks.
  expect(pod.containers[0].env).toContainEqual({ name: 'POD_NAMESPACE', valueFrom: { fieldRef: { fieldPath: 'metadata.namespace' } } });
  expect(deployment.spec.selector.matchLabels).toEqual({ 'app.kubernetes.io/name': 'aigw-upstream-proxy' });
  expect(operatorContainer(docs).args).not.toContain('--skip-upstream-proxy-check');

  const role = docs.find((d) => d.kind === 'ClusterRole' && d.metadata.name === 'aigw-upstream-proxy');
  expect(role.rules).toContainEqual({ apiGroups: ['proxy.aigw.dev'], resources: ['proxyinstances/status'], verbs: ['get', 'patch', 'update'] });
  expect(role.rules).toContainEqual({ apiGroups: [''], resources: ['secrets'], verbs: ['get', 'list', 'watch'] });
  const lease = docs.find((d) => d.kind === 'Role' && d.metadata.name === 'aigw-upstream-proxy-lease');
  expect(lease.rules).toEqual([{ apiGroups: ['coordination.k8s.io'], resources: ['leases'], verbs: ['get', 'create', 'update'] }]);
});

test('both controllers run with a young generation sized for reconcile passes, with options Node accepts', async () => {
  const docs = await install([]);
  const upstream = docs.find((d) => d.kind === 'Deployment' && d.metadata.name === 'aigw-upstream-proxy').spec.template.spec.containers[0];
  const options = [operatorContainer(docs), upstream].map((c) => c.env.find((e: any) => e.name === 'NODE_OPTIONS')?.value);
  expect(options[0]).toMatch(/--max-semi-space-size=16\b/);
  expect(options[1]).toBe(options[0]);
  // Node refuses to start on an option NODE_OPTIONS does not allow: the pod would crash-loop.
  expect(execFileSync(process.execPath, ['-e', 'process.stdout.write("started")'], { env: { ...process.env, NODE_OPTIONS: options[0] } }).toString()).toBe('started');
});

test('its image follows --image unless --upstream-proxy-image is given', async () => {
  const image = (docs: any[]) => docs.find((d) => d.kind === 'Deployment' && d.metadata.name === 'aigw-upstream-proxy').spec.template.spec.containers[0].image;
  expect(image(await install(['--image', 'registry.example.com/aigw:1']))).toBe('registry.example.com/aigw:1');
  expect(image(await install(['--image', 'registry.example.com/aigw:1', '--upstream-proxy-image', 'u.example/aigw:2']))).toBe('u.example/aigw:2');
});

test('--without-upstream-proxy leaves it out and tells the operator not to wait for it', async () => {
  const docs = await install(['--without-upstream-proxy']);
  expect(upstreamProxy(docs)).toEqual([]);
  expect(operatorContainer(docs).args).toContain('--skip-upstream-proxy-check');
});

test('a new license public key rolls the operator: its hash is on the pod template', async () => {
  const fs = await import('node:fs');
  const os = await import('node:os');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aigw-install-'));
  const key = (n: number) => {
    const file = path.join(dir, `key-${n}.pub`);
    fs.writeFileSync(file, `-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEA${String(n).repeat(43).slice(0, 43)}=\n-----END PUBLIC KEY-----\n`);
    return file;
  };
  const template = async (args: string[]) => (await install(args)).find((d) => d.kind === 'Deployment' && d.metadata.name === 'aigw-operator').spec.template;
  const first = await template(['--license-public-key', key(1)]);
  const again = await template(['--license-public-key', key(1)]);
  const rotated = await template(['--license-public-key', key(2)]);
  const hash = (t: any) => t.metadata.annotations['aigw.dev/config-hash'];
  expect(hash(again)).toBe(hash(first));
  expect(hash(rotated)).not.toBe(hash(first));
  // The args alone would not have told the Deployment anything changed.
  expect(rotated.spec.containers[0].args).toEqual(first.spec.containers[0].args);
});

/** Whether a ClusterRole's rules allow `verb` on `resource` of `group`, for the object `name`. */
function allowed(rules: any[], group: string, resource: string, verb: string, name?: string): boolean {
  return rules.some(
    (r) =>
      r.apiGroups.includes(group) &&
      (r.resources.includes(resource) || r.resources.includes('*')) &&
      (r.verbs.includes(verb) || r.verbs.includes('*')) &&
      (r.resourceNames === undefined || (name !== undefined && r.resourceNames.includes(name))),
  );
}

describe('least privilege', () => {
  const crdGroup = 'apiextensions.k8s.io';

  test('the operator may upgrade its own CRDs by name, never create one or touch a foreign one', async () => {
    const docs = await install([]);
    const rules = docs.find((d) => d.kind === 'ClusterRole' && d.metadata.name === 'aigw-operator').rules;
    const ours = docs.filter((d) => d.kind === 'CustomResourceDefinition').map((d) => d.metadata.name);
    expect(ours.length).toBeGreaterThan(10);
    for (const name of ours) {
      expect(allowed(rules, crdGroup, 'customresourcedefinitions', 'get', name)).toBe(true);
      expect(allowed(rules, crdGroup, 'customresourcedefinitions', 'patch', name)).toBe(true);
    }
    expect(allowed(rules, crdGroup, 'customresourcedefinitions', 'patch', 'certificates.cert-manager.io')).toBe(false);
    expect(allowed(rules, crdGroup, 'customresourcedefinitions', 'create')).toBe(false);
    expect(allowed(rules, crdGroup, 'customresourcedefinitions', 'delete', ours[0])).toBe(false);
  });

  test('--skip-crd-management leaves the operator read-only on CRDs and tells it so', async () => {
    const docs = await install(['--skip-crd-management']);
    const rules = docs.find((d) => d.kind === 'ClusterRole' && d.metadata.name === 'aigw-operator').rules;
    const ours = docs.filter((d) => d.kind === 'CustomResourceDefinition').map((d) => d.metadata.name);
    expect(allowed(rules, crdGroup, 'customresourcedefinitions', 'get', ours[0])).toBe(true);
    expect(allowed(rules, crdGroup, 'customresourcedefinitions', 'patch', ours[0])).toBe(false);
    expect(operatorContainer(docs).args).toContain('--skip-crd-management');
    expect(operatorContainer(await install([])).args).not.toContain('--skip-crd-management');
  });

  test('the install makes the shared engine namespace; the operator may not create namespaces', async () => {
    const docs = await install([]);
    const rules = docs.find((d) => d.kind === 'ClusterRole' && d.metadata.name === 'aigw-operator').rules;
    expect(docs.filter((d) => d.kind === 'Namespace').map((d) => d.metadata.name)).toEqual(['aigw-system', 'platform-guardrail-system']);
    expect(allowed(rules, '', 'namespaces', 'create')).toBe(false);
    expect(allowed(rules, '', 'namespaces', 'patch', 'platform-guardrail-system')).toBe(true);
    expect(allowed(rules, '', 'namespaces', 'patch', 'kube-system')).toBe(false);
    expect(allowed(rules, '', 'namespaces', 'delete', 'platform-guardrail-system')).toBe(false);
  });
});
