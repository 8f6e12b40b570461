// `aigw install --watch-namespace`: Roles where the operator and the upstream controller work, a
// ClusterRole only for what has no namespace; and the ServiceMonitor modes.
import * as path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { command } from '../../cli/commands/install';
import { ENGINE_NAMESPACE } from '../../lib/meta/groups';
import { UPSTREAM_PROXY_CLUSTER_RULES } from '../../lib/meta/upstream-proxy';
import { runCommand } from '../support/run-command';

const crdsDir = path.resolve(__dirname, '..', '..', 'crds');

type Doc = { apiVersion: string; kind: string; metadata: { name: string; namespace?: string }; rules?: Rule[]; spec?: any; subjects?: any[]; roleRef?: any };
type Rule = { apiGroups: string[]; resources: string[]; verbs: string[]; resourceNames?: string[] };

async function install(args: string[]): Promise<Doc[]> {
  const { code, stdout, stderr } = await runCommand(command, ['--crds-dir', crdsDir, ...args]);
  expect(stderr).toBe('');
  expect(code).toBe(0);
  return parseAllDocuments(stdout).map((d) => d.toJS() as Doc);
}

const rbac = (docs: Doc[], kind: string) => docs.filter((d) => d.kind === kind).map((d) => `${d.metadata.namespace ?? ''}/${d.metadata.name}`).sort();
const find = (docs: Doc[], kind: string, name: string, namespace?: string) => docs.find((d) => d.kind === kind && d.metadata.name === name && d.metadata.namespace === namespace);
/** Whether `rules` allow `verb` on `resource` of `group` (the API server's matching, wildcards included). */
const allows = (rules: Rule[], group: string, resource: string, verb: string) =>
  rules.some((r) => r.apiGroups.includes(group) && (r.resources.includes(resource) || r.resources.includes('*')) && r.verbs.includes(verb) && !r.resourceNames);

test('with --watch-namespace the operator and the upstream controller get Roles there instead of ClusterRoles', async () => {
  const docs = await install(['--watch-namespace', 'team-a,team-b', '--license-secret', 'licenses/aigw']);
  expect(rbac(docs, 'Role')).toEqual([
    'aigw-system/aigw-operator-leader-election',
    'aigw-system/aigw-upstream-proxy-lease',
    'licenses/aigw-operator-license',
    `${ENGINE_NAMESPACE}/aigw-operator`,
    'team-a/aigw-operator',
    'team-a/aigw-upstream-proxy',
    'team-b/aigw-operator',
    'team-b/aigw-upstream-proxy',
  ]);
  expect(rbac(docs, 'RoleBinding')).toEqual(rbac(docs, 'Role'));
  // Only the operator keeps a ClusterRole, for what has no namespace.
  expect(rbac(docs, 'ClusterRole')).toEqual(['/aigw-operator']);
  const cluster = find(docs, 'ClusterRole', 'aigw-operator')!.rules!;
  expect(cluster.flatMap((r) => r.resources).sort()).toEqual(['customresourcedefinitions', 'namespaces', 'namespaces', 'platformconfigs']);
  expect(allows(cluster, '', 'secrets', 'get')).toBe(false);
  for (const binding of docs.filter((d) => d.kind === 'RoleBinding')) {
    expect(binding.roleRef).toEqual({ apiGroup: 'rbac.authorization.k8s.io', kind: 'Role', name: binding.metadata.name });
    expect(binding.subjects).toEqual([{ kind: 'ServiceAccount', name: binding.metadata.name.replace(/-(leader-election|lease|license)$/, ''), namespace: 'aigw-system' }]);
  }
  // Both are told which namespaces to cache, as one comma-separated flag.
  const args = (name: string) => find(docs, 'Deployment', name, 'aigw-system')!.spec.template.spec.containers[0].args as string[];
  expect(args('aigw-operator').join(' ')).toContain('--namespace team-a,team-b');
  expect(args('aigw-upstream-proxy').join(' ')).toContain('--namespace team-a,team-b');
});

test('each Role holds exactly what is done in its namespace', async () => {
  const docs = await install(['--watch-namespace', 'team-a', '--license-secret', 'licenses/aigw']);
  const watched = find(docs, 'Role', 'aigw-operator', 'team-a')!.rules!;
  // Primaries: cached, finalizer patched, status applied; never updated or deleted.
  expect(allows(watched, 'platform.aigw.dev', 'guardrails', 'watch')).toBe(true);
  expect(allows(watched, 'platform.aigw.dev', 'guardrails/status', 'patch')).toBe(true);
  expect(allows(watched, 'platform.aigw.dev', 'guardrails', 'update')).toBe(false);
  expect(allows(watched, 'platform.aigw.dev', 'guardrails', 'delete')).toBe(false);
  // Emitted kinds: cached, applied and pruned, read by name only for Secrets.
  expect(['list', 'watch', 'create', 'patch', 'delete'].every((v) => allows(watched, 'apps', 'deployments', v))).toBe(true);
  expect(allows(watched, 'apps', 'deployments', 'get')).toBe(false);
  expect(allows(watched, '', 'secrets', 'get')).toBe(true);
  expect(allows(watched, 'events.k8s.io', 'events', 'create')).toBe(true);
  // The engines' namespace holds no primary: no platform kinds and no events there.
  const engine = find(docs, 'Role', 'aigw-operator', ENGINE_NAMESPACE)!.rules!;
  expect(allows(engine, 'platform.aigw.dev', 'guardrails', 'list')).toBe(false);
  expect(allows(engine, 'events.k8s.io', 'events', 'create')).toBe(false);
  expect(allows(engine, 'policy', 'poddisruptionbudgets', 'create')).toBe(true);
  // The license Secret's namespace: its Secrets are cached, nothing else.
  expect(find(docs, 'Role', 'aigw-operator-license', 'licenses')!.rules).toEqual([{ apiGroups: [''], resources: ['secrets'], verbs: ['list', 'watch'] }]);
  // The upstream controller's Role is its own rule set, unchanged.
  expect(find(docs, 'Role', 'aigw-upstream-proxy', 'team-a')!.rules).toEqual(JSON.parse(JSON.stringify(UPSTREAM_PROXY_CLUSTER_RULES)));
});

test('a license Secret in a watched namespace needs no Role of its own', async () => {
  const docs = await install(['--watch-namespace', 'team-a', '--license-secret', 'team-a/aigw']);
  expect(rbac(docs, 'Role')).not.toContain('team-a/aigw-operator-license');
  expect(rbac(docs, 'Role')).toContain('team-a/aigw-operator');
});

test('without --watch-namespace one ClusterRole per controller holds every rule, and no Role outside the install namespace', async () => {
  const docs = await install([]);
  expect(rbac(docs, 'ClusterRole')).toEqual(['/aigw-operator', '/aigw-upstream-proxy']);
  expect(rbac(docs, 'Role').every((r) => r.startsWith('aigw-system/'))).toBe(true);
  const cluster = find(docs, 'ClusterRole', 'aigw-operator')!.rules!;
  expect(allows(cluster, '', 'secrets', 'create')).toBe(true);
  expect(allows(cluster, 'platform.aigw.dev', 'platformconfigs', 'watch')).toBe(true);
  expect(find(docs, 'Deployment', 'aigw-operator', 'aigw-system')!.spec.template.spec.containers[0].args).not.toContain('--namespace');
});

test('a bad --watch-namespace is refused', async () => {
  const { code, stderr } = await runCommand(command, ['--crds-dir', crdsDir, '--watch-namespace', 'team-a,Team_B']);
  expect(code).toBe(2);
  expect(stderr).toContain('--watch-namespace takes namespace names separated by commas');
});

test('--service-monitor auto (the default) lets the operator apply ServiceMonitors in its namespace', async () => {
  const docs = await install([]);
  expect(docs.some((d) => d.kind === 'ServiceMonitor')).toBe(false);
  expect(find(docs, 'Deployment', 'aigw-operator', 'aigw-system')!.spec.template.spec.containers[0].args).toContain('--service-monitors');
  const lease = find(docs, 'Role', 'aigw-operator-leader-election', 'aigw-system')!.rules!;
  expect(lease).toContainEqual({ apiGroups: ['monitoring.coreos.com'], resources: ['servicemonitors'], verbs: ['create', 'patch'] });
});

test('--service-monitor true prints the ServiceMonitors; false leaves them and their RBAC out', async () => {
  const on = await install(['--service-monitor', 'true', '--watch-namespace', 'team-a']);
  const monitors = on.filter((d) => d.kind === 'ServiceMonitor');
  expect(monitors.map((m) => `${m.metadata.namespace}/${m.metadata.name}`)).toEqual(['aigw-system/aigw-operator', 'aigw-system/aigw-gates']);
  expect(monitors[0].spec.selector).toEqual({ matchLabels: { 'app.kubernetes.io/name': 'aigw-operator' } });
  expect(monitors[1].spec.namespaceSelector).toEqual({ matchNames: ['team-a'] });
  expect(monitors.every((m) => m.spec.endpoints[0].port === 'metrics')).toBe(true);
  const off = await install(['--service-monitor', 'false']);
  expect(off.some((d) => d.kind === 'ServiceMonitor')).toBe(false);
  expect(find(off, 'Deployment', 'aigw-operator', 'aigw-system')!.spec.template.spec.containers[0].args).not.toContain('--service-monitors');
  expect(find(off, 'Role', 'aigw-operator-leader-election', 'aigw-system')!.rules!.some((r) => r.apiGroups.includes('monitoring.coreos.com'))).toBe(false);
  const bad = await runCommand(command, ['--crds-dir', crdsDir, '--service-monitor', 'yes']);
  expect(bad.code).toBe(2);
  expect(bad.stderr).toContain('--service-monitor must be auto, true or false');
});
