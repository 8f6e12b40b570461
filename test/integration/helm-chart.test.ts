/**
 * The Helm chart's objects applied to a real API server with strict field validation: every field
 * the templates write must exist in the served schemas, with the scheduling values, the license
 * public key, the PodDisruptionBudget and CRD management off all rendered.
 */
import type { KubeObject } from '../../runtime/kube/types';
import { PROVISION_TIMEOUT_MS, helmBinary, template } from '../helm/support/helm';
import { clientFor, currentControlPlane } from './support/control-plane';
import { Kube } from './support/kube';

const cp = currentControlPlane();
const client = clientFor(cp);
const kube = new Kube(client);
const applied: KubeObject[] = [];

beforeAll(() => {
  helmBinary();
}, PROVISION_TIMEOUT_MS);

afterAll(async () => {
  // The cluster-wide RBAC names are the install's: leave none pointing at this test's namespace.
  for (const o of applied.filter((x) => x.kind === 'ClusterRole' || x.kind === 'ClusterRoleBinding')) {
    await client.delete(await kube.type(o.apiVersion, o.kind), undefined, o.metadata.name).catch(() => undefined);
  }
  await client.close();
});

test("the chart's objects are accepted by the API server as rendered", async () => {
  const release = await kube.createNamespace('helm-release');
  const docs = (await template(release, {
    replicas: 3,
    podDisruptionBudget: { enabled: true, minAvailable: 2 },
    skipCrdManagement: true,
    license: { secret: 'aigw-license', publicKey: { pem: '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAGb9ECWmEzf6FQbrBZ9w7lshQhqowtrbLDFw4rXAxZuE=\n-----END PUBLIC KEY-----\n' } },
    imagePullSecrets: ['regcred'],
    nodeSelector: { 'kubernetes.io/os': 'linux' },
    tolerations: [{ key: 'dedicated', operator: 'Equal', value: 'aigw', effect: 'NoSchedule' }],
    affinity: { podAntiAffinity: { preferredDuringSchedulingIgnoredDuringExecution: [{ weight: 100, podAffinityTerm: { topologyKey: 'kubernetes.io/hostname', labelSelector: { matchLabels: { 'app.kubernetes.io/name': 'aigw-operator' } } } }] } },
    resources: { requests: { cpu: '200m', memory: '192Mi' }, limits: { memory: '768Mi' } },
  })) as KubeObject[];
  expect(docs.map((d) => d.kind)).toEqual(expect.arrayContaining(['CustomResourceDefinition', 'Namespace', 'ClusterRole', 'ConfigMap', 'Deployment', 'PodDisruptionBudget', 'Service']));
  // CRDs first, as Helm installs them before the objects of their kinds.
  const ordered = [...docs.filter((d) => d.kind === 'CustomResourceDefinition'), ...docs.filter((d) => d.kind !== 'CustomResourceDefinition')];
  for (const doc of ordered) {
    const out = await client.apply(await kube.type(doc.apiVersion, doc.kind), doc, { fieldManager: 'aigw-helm-test', force: true });
    applied.push(out);
  }
  const deployment = await kube.get('apps/v1', 'Deployment', release, 'aigw-operator');
  const pod = (deployment!.spec as any).template.spec;
  expect(pod.tolerations).toEqual([{ key: 'dedicated', operator: 'Equal', value: 'aigw', effect: 'NoSchedule' }]);
  expect(pod.imagePullSecrets).toEqual([{ name: 'regcred' }]);
  expect(pod.containers[0].resources).toEqual({ requests: { cpu: '200m', memory: '192Mi' }, limits: { memory: '768Mi' } });
  const pdb = await kube.get('policy/v1', 'PodDisruptionBudget', release, 'aigw-operator');
  expect((pdb!.spec as any).minAvailable).toBe(2);
});
