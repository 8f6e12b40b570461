// The Helm chart (charts/aigw) through the pinned helm: it lints, renders what `aigw install`
// prints with the matching flags (its CRDs as templates, kept or left out by crds.*), applies its
// scheduling values, and refuses invalid values.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { CHART, HELM_KEEP, PROVISION_TIMEOUT_MS, byIdentity, find, helm, helmBinary, install, template, withoutHelmKeep, type KubeDoc } from './support/helm';

const PEM = '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAGb9ECWmEzf6FQbrBZ9w7lshQhqowtrbLDFw4rXAxZuE=\n-----END PUBLIC KEY-----\n';

beforeAll(() => {
  helmBinary();
}, PROVISION_TIMEOUT_MS);

const withoutReleaseNamespace = (docs: KubeDoc[], ns: string) => docs.filter((d) => !(d.kind === 'Namespace' && d.metadata.name === ns));
const crdsOf = (docs: KubeDoc[]) => docs.filter((d) => d.kind === 'CustomResourceDefinition');
/** The chart with `values`, as `aigw install` prints it: less the Helm keep annotation of its CRDs (support/helm.ts). */
const templateAsInstall = async (namespace: string, values: Record<string, unknown> = {}) => withoutHelmKeep(await template(namespace, values));

test('helm lint passes with the default values and with every value set', async () => {
  const plain = await helm(['lint', '--strict', CHART]);
  expect(plain.stderr + plain.stdout).toContain('0 chart(s) failed');
  expect(plain.code).toBe(0);
  const set = await helm(['lint', '--strict', CHART, '--set', 'serviceMonitor.enabled=true,license.secret=licenses/aigw,replicas=3', '--set-json', 'tolerations=[{"key":"a","operator":"Exists"}]']);
  expect(set.code).toBe(0);
  for (const crds of ['crds.install=false', 'crds.keep=false', 'crds.install=false,crds.keep=false']) {
    const run = await helm(['lint', '--strict', CHART, '--set', crds]);
    expect([crds, run.code, run.stderr + run.stdout]).toEqual([crds, 0, expect.stringContaining('0 chart(s) failed')]);
  }
});

test('with the default values the chart renders the objects of `aigw install`, but the release Namespace, its CRDs kept by Helm', async () => {
  const rendered = await template('aigw-system');
  const cli = byIdentity(withoutReleaseNamespace(await install([]), 'aigw-system'));
  // Every CRD of the install is a template of the release, which `helm uninstall` leaves in place.
  expect(crdsOf(rendered).map((c) => c.metadata.name).sort()).toEqual(crdsOf(Object.values(cli)).map((c) => c.metadata.name).sort());
  for (const crd of crdsOf(rendered)) expect([crd.metadata.name, (crd.metadata as any).annotations]).toEqual([crd.metadata.name, { [HELM_KEEP]: 'keep' }]);
  const chart = byIdentity(withoutHelmKeep(rendered));
  expect(Object.keys(chart).sort()).toEqual(Object.keys(cli).sort());
  expect(chart).toEqual(cli);
  // createNamespace adds that one too.
  expect(byIdentity(await templateAsInstall('aigw-system', { createNamespace: true }))).toEqual(byIdentity(await install([])));
});

test('crds.keep=false renders the CRDs exactly as `aigw install` prints them, with nothing that keeps them on uninstall', async () => {
  const rendered = await template('aigw-system', { crds: { keep: false } });
  expect(crdsOf(rendered).length).toBeGreaterThan(0);
  expect(crdsOf(rendered).filter((c) => (c.metadata as any).annotations !== undefined)).toEqual([]);
  // Nor an admission policy refusing their deletion: `helm uninstall` is asked to delete them.
  expect(rendered.filter((d) => d.kind.startsWith('ValidatingAdmissionPolicy'))).toEqual([]);
  expect(byIdentity(rendered)).toEqual(byIdentity(withoutReleaseNamespace(await install([]), 'aigw-system')));
});

test('crds.install=false renders no CRD, and the operator of `aigw install --skip-crd-management` that only waits for them', async () => {
  for (const crds of [{ install: false }, { install: false, keep: false }]) {
    // template() asks for --include-crds: CRDs left in a crds/ directory of the chart would show here too.
    const rendered = await template('aigw-system', { crds });
    expect([crds, crdsOf(rendered)]).toEqual([crds, []]);
    const cli = withoutReleaseNamespace(await install(['--skip-crd-management']), 'aigw-system').filter((d) => d.kind !== 'CustomResourceDefinition');
    expect([crds, byIdentity(rendered)]).toEqual([crds, byIdentity(cli)]);
  }
  const args = (docs: KubeDoc[]) => find(docs, 'Deployment', 'aigw-operator')!.spec.template.spec.containers[0].args as string[];
  expect(args(await template('aigw-system', { crds: { install: false } }))).toContain('--skip-crd-management');
  expect(args(await template('aigw-system'))).not.toContain('--skip-crd-management');
});

test('each value renders what the matching `aigw install` flag prints', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'aigw-helm-'));
  writeFileSync(path.join(dir, 'license.pub'), PEM);
  const affinity = { podAntiAffinity: { preferredDuringSchedulingIgnoredDuringExecution: [{ weight: 100, podAffinityTerm: { topologyKey: 'kubernetes.io/hostname', labelSelector: { matchLabels: { 'app.kubernetes.io/name': 'aigw-operator' } } } }] } };
  writeFileSync(path.join(dir, 'affinity.json'), JSON.stringify(affinity));
  const cases: [string, Record<string, unknown>, string[]][] = [
    ['images', { image: 'r.example/aigw:2', engineImage: 'r.example/engine:3', upstreamProxy: { enabled: true, image: 'r.example/up:4' } }, ['--image', 'r.example/aigw:2', '--engine-image', 'r.example/engine:3', '--upstream-proxy-image', 'r.example/up:4']],
    ['license', { license: { secret: 'licenses/aigw', publicKey: { pem: PEM } } }, ['--license-secret', 'licenses/aigw', '--license-public-key', path.join(dir, 'license.pub')]],
    ['the rest', { replicas: 3, watchNamespaces: ['team-a'], skipCrdManagement: true, upstreamProxy: { enabled: false }, engineStore: { redisUrl: 'redis://mappings:6379/0', redisPasswordSecret: 'mappings/password' } },
      ['--replicas', '3', '--watch-namespace', 'team-a', '--skip-crd-management', '--without-upstream-proxy', '--engine-redis-url', 'redis://mappings:6379/0', '--engine-redis-password-secret', 'mappings/password']],
    // Roles in each watched namespace, the engines' and the license Secret's, for the operator and the upstream controller.
    ['watched namespaces', { watchNamespaces: ['team-a', 'team-b'], license: { secret: 'licenses/aigw' } }, ['--watch-namespace', 'team-a,team-b', '--license-secret', 'licenses/aigw']],
    ['the license Secret in a watched namespace', { watchNamespaces: ['team-a', 'platform-guardrail-system'], license: { secret: 'team-a/aigw' } }, ['--watch-namespace', 'team-a,platform-guardrail-system', '--license-secret', 'team-a/aigw']],
    ['ServiceMonitors in the release', { serviceMonitor: { enabled: true } }, ['--service-monitor', 'true']],
    ['ServiceMonitors of watched namespaces', { serviceMonitor: { enabled: true }, watchNamespaces: ['team-a'] }, ['--service-monitor', 'true', '--watch-namespace', 'team-a']],
    ['no ServiceMonitors', { serviceMonitor: { enabled: false } }, ['--service-monitor', 'false']],
    ['placement', { imagePullSecrets: ['regcred'], nodeSelector: { pool: 'control' }, tolerations: [{ key: 'dedicated', operator: 'Equal', value: 'aigw', effect: 'NoSchedule' }], affinity },
      ['--image-pull-secret', 'regcred', '--node-selector', 'pool=control', '--toleration', 'dedicated=aigw:NoSchedule', '--affinity', path.join(dir, 'affinity.json')]],
  ];
  for (const [what, values, flags] of cases) {
    const chart = byIdentity(await templateAsInstall('platform-ops', values));
    const cli = byIdentity(withoutReleaseNamespace(await install(['--namespace', 'platform-ops', ...flags]), 'platform-ops'));
    expect([what, chart]).toEqual([what, cli]);
  }
});

test('the operator pod gets the scheduling values and resources; the upstream controller the scheduling ones', async () => {
  const docs = await template('aigw-system', {
    imagePullSecrets: [{ name: 'regcred' }],
    nodeSelector: { 'kubernetes.io/os': 'linux' },
    tolerations: [{ key: 'spot', operator: 'Exists' }],
    affinity: { nodeAffinity: { requiredDuringSchedulingIgnoredDuringExecution: { nodeSelectorTerms: [{ matchExpressions: [{ key: 'pool', operator: 'In', values: ['control'] }] }] } } },
    resources: { requests: { cpu: '250m', memory: '256Mi' }, limits: { memory: '1Gi' } },
  });
  const operator = find(docs, 'Deployment', 'aigw-operator')!.spec.template.spec;
  expect(operator).toMatchObject({
    imagePullSecrets: [{ name: 'regcred' }],
    nodeSelector: { 'kubernetes.io/os': 'linux' },
    tolerations: [{ key: 'spot', operator: 'Exists' }],
    affinity: { nodeAffinity: expect.any(Object) },
  });
  expect(operator.containers[0].resources).toEqual({ requests: { cpu: '250m', memory: '256Mi' }, limits: { memory: '1Gi' } });
  const upstream = find(docs, 'Deployment', 'aigw-upstream-proxy')!.spec.template.spec;
  expect(upstream).toMatchObject({ imagePullSecrets: [{ name: 'regcred' }], nodeSelector: { 'kubernetes.io/os': 'linux' }, tolerations: [{ key: 'spot', operator: 'Exists' }] });
});

test('the PodDisruptionBudget follows its values and is left out for one replica', async () => {
  const pdb = (docs: KubeDoc[]) => find(docs, 'PodDisruptionBudget', 'aigw-operator');
  expect(pdb(await template('aigw-system'))!.spec).toEqual({ minAvailable: 1, selector: { matchLabels: { 'app.kubernetes.io/name': 'aigw-operator' } } });
  expect(pdb(await template('aigw-system', { replicas: 3, podDisruptionBudget: { enabled: true, minAvailable: 2 } }))!.spec.minAvailable).toBe(2);
  expect(pdb(await template('aigw-system', { replicas: 1 }))).toBeUndefined();
  expect(pdb(await template('aigw-system', { podDisruptionBudget: { enabled: false } }))).toBeUndefined();
});

test('the ServiceMonitor is off by default and, on, scrapes the metrics Service of the operator', async () => {
  expect((await template('aigw-system')).filter((d) => d.kind === 'ServiceMonitor')).toEqual([]);
  const docs = await template('aigw-system', { serviceMonitor: { enabled: true, interval: '15s', labels: { release: 'prometheus' } } });
  const monitor = find(docs, 'ServiceMonitor', 'aigw-operator')!;
  const service = find(docs, 'Service', 'aigw-operator-metrics')!;
  expect(monitor.apiVersion).toBe('monitoring.coreos.com/v1');
  expect(monitor.metadata).toMatchObject({ namespace: 'aigw-system', labels: { release: 'prometheus' } });
  // Its selector picks the Service, and its port is the Service's port by name.
  expect(service.metadata.labels).toMatchObject(monitor.spec.selector.matchLabels);
  expect(monitor.spec.namespaceSelector).toEqual({ matchNames: ['aigw-system'] });
  expect(monitor.spec.endpoints).toEqual([{ port: service.spec.ports[0].name, path: '/metrics', interval: '15s' }]);
});

test('an existing ConfigMap of the public key is mounted instead of one made by the chart', async () => {
  const docs = await template('aigw-system', { license: { publicKey: { existingConfigMap: 'license-keys' } } });
  expect(find(docs, 'ConfigMap', 'aigw-operator-license-public-key')).toBeUndefined();
  const pod = find(docs, 'Deployment', 'aigw-operator')!.spec.template.spec;
  expect(pod.volumes).toEqual([{ name: 'license-public-key', configMap: { name: 'license-keys' } }]);
  expect(pod.containers[0].args).toEqual(expect.arrayContaining(['--license-public-key', '/etc/aigw/license-public-key/license.pub']));
});

test('a bare license Secret name is read in the release namespace', async () => {
  const docs = await template('aigw-system', { license: { secret: 'aigw-license' } });
  expect(find(docs, 'Deployment', 'aigw-operator')!.spec.template.spec.containers[0].args).toEqual(expect.arrayContaining(['--license-secret', 'aigw-system/aigw-license']));
});

test('invalid values fail with a message naming them', async () => {
  const fails = async (values: Record<string, unknown>, message: string) => {
    const sets = Object.entries(values).flatMap(([k, v]) => ['--set-json', `${k}=${JSON.stringify(v)}`]);
    const run = await helm(['template', 'aigw', CHART, ...sets]);
    expect([values, run.code]).toEqual([values, 1]);
    expect(run.stderr).toContain(message);
  };
  await fails({ replicas: 0 }, 'replicas');
  await fails({ replica: 2 }, 'replica');
  await fails({ tolerations: [{ key: 'a', effect: 'Sometimes' }] }, 'effect');
  await fails({ license: { secret: 'a/b/c' } }, 'secret');
  await fails({ license: { publicKey: { pem: 'not a key' } } }, 'pem');
  await fails({ resources: { requests: { cpu: 'lots' } } }, 'cpu');
  await fails({ podDisruptionBudget: { minAvailable: 0 } }, 'minAvailable');
  await fails({ license: { publicKey: { pem: PEM, existingConfigMap: 'keys' } } }, 'set pem or existingConfigMap, not both');
  await fails({ crds: { install: 'yes' } }, 'install');
  await fails({ crds: { keep: 'no' } }, 'keep');
  await fails({ crds: { enabled: false } }, 'enabled');
  await fails({ crds: true }, 'crds');
});
