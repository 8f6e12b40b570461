/** `aigw uninstall` deletes what `aigw install` prints: every kind of the install has its step. */
import * as path from 'node:path';
import { readCrds } from '../../operator/crds';
import { ALLOW_CRD_DELETION } from '../../operator/install/crd-deletion-guard';
import { CLUSTER_POLICY_KINDS, INSTALL_ORDER, installedObjects } from '../../operator/install/uninstall';

const crds = readCrds(path.resolve(__dirname, '..', '..', 'crds'));

test('every object the install prints is deleted by a step of the uninstall', () => {
  const objects = installedObjects(crds, 'aigw-system');
  const stepped = new Set([...INSTALL_ORDER, ...CLUSTER_POLICY_KINDS, 'CustomResourceDefinition', 'Namespace']);
  expect(objects.filter((o) => !stepped.has(o.kind)).map((o) => `${o.kind}/${o.metadata.name}`)).toEqual([]);
  // The operator, the upstream controller, the public-key ConfigMap and every shipped CRD are among them.
  const names = objects.map((o) => `${o.kind}/${o.metadata.namespace ?? ''}/${o.metadata.name}`);
  expect(names).toEqual(expect.arrayContaining(['Deployment/aigw-system/aigw-operator', 'Deployment/aigw-system/aigw-upstream-proxy', 'ConfigMap/aigw-system/aigw-operator-license-public-key']));
  expect(objects.filter((o) => o.kind === 'CustomResourceDefinition').map((o) => o.metadata.name).sort()).toEqual(crds.map((c) => c.metadata.name).sort());
});

test("the operator's namespace follows --namespace", () => {
  const objects = installedObjects(crds, 'platform-ops');
  expect(objects.filter((o) => o.kind === 'Namespace').map((o) => o.metadata.name)).toContain('platform-ops');
  expect(objects.find((o) => o.kind === 'Deployment' && o.metadata.name === 'aigw-operator')!.metadata.namespace).toBe('platform-ops');
});

test('with watched namespaces the Roles there are among what is deleted', () => {
  const names = installedObjects(crds, 'aigw-system', ['team-a', 'team-b']).filter((o) => o.kind === 'Role' || o.kind === 'RoleBinding').map((o) => `${o.kind}/${o.metadata.namespace}/${o.metadata.name}`);
  expect(names).toEqual(expect.arrayContaining(['Role/team-a/aigw-operator', 'RoleBinding/team-b/aigw-operator', 'Role/team-b/aigw-upstream-proxy', 'RoleBinding/platform-guardrail-system/aigw-operator']));
  expect(installedObjects(crds, 'aigw-system').filter((o) => o.kind === 'Role' && o.metadata.namespace !== 'aigw-system')).toEqual([]);
});

test('the install keeps its CRDs from a plain delete: a policy refuses to delete any of them unless annotated, as aigw uninstall does', () => {
  const objects = installedObjects(crds, 'aigw-system');
  const policy = objects.find((o) => o.kind === 'ValidatingAdmissionPolicy') as any;
  const binding = objects.find((o) => o.kind === 'ValidatingAdmissionPolicyBinding') as any;
  expect(binding.spec).toEqual({ policyName: policy.metadata.name, validationActions: ['Deny'] });
  const [rule] = policy.spec.matchConstraints.resourceRules;
  expect(rule).toMatchObject({ apiGroups: ['apiextensions.k8s.io'], operations: ['DELETE'], resources: ['customresourcedefinitions'] });
  expect([...rule.resourceNames].sort()).toEqual(crds.map((c) => c.metadata.name).sort());
  expect(policy.spec.validations[0].expression).toContain(`'${ALLOW_CRD_DELETION}'`);
  // Printed right after the CRDs, so `kubectl delete -f` of the install meets it before deleting it.
  const kinds = objects.map((o) => o.kind);
  expect(kinds.indexOf('ValidatingAdmissionPolicy')).toBe(kinds.lastIndexOf('CustomResourceDefinition') + 1);
});
