/**
 * The operator's CRD handling under the RBAC `aigw install` grants it, on a real API server with
 * RBAC: it may upgrade its own CRDs by name, is refused creating one (and says what to do), and
 * with CRD management off it only checks that they are there.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { App } from 'cdk8s';
import { ensureCrds, readCrds } from '../../operator/crds';
import { APPLIED_HASH } from '../../runtime/hash';
import { OperatorInstall } from '../../operator/install/operator-install';
import { KubeClient } from '../../runtime/kube/client';
import { CORE_TYPES } from '../../runtime/kube/discovery';
import type { KubeObject } from '../../runtime/kube/types';
import { createLogger } from '../../runtime/log';
import { clientFor, currentControlPlane } from './support/control-plane';
import { Kube } from './support/kube';
import { REPO_ROOT } from './support/operator-process';

const cp = currentControlPlane();
const admin = clientFor(cp);
const kube = new Kube(admin);
const crds = readCrds(join(REPO_ROOT, 'crds'));
const quiet = createLogger(new PassThrough(), 'error');
const RBAC = { group: 'rbac.authorization.k8s.io', version: 'v1', namespaced: false } as const;
const ROLE = { ...RBAC, kind: 'ClusterRole', plural: 'clusterroles' };
const BINDING = { ...RBAC, kind: 'ClusterRoleBinding', plural: 'clusterrolebindings' };
const USER = 'aigw-crd-management-test';

/** A client acting as a user bound to the operator's ClusterRole of an install with `manageCrds`. */
async function operatorClient(manageCrds: boolean): Promise<KubeClient> {
  const app = new App();
  const chart = new OperatorInstall(app, 'install', { crds, image: 'aigw:test', manageCrds });
  const role = chart.toJson().find((o: KubeObject) => o.kind === 'ClusterRole' && o.metadata.name === 'aigw-operator') as KubeObject;
  const name = `${USER}-${manageCrds ? 'manage' : 'read'}`;
  await admin.apply(ROLE, { ...role, metadata: { name } }, { fieldManager: 'test', force: true });
  await admin.apply(
    BINDING,
    {
      apiVersion: 'rbac.authorization.k8s.io/v1',
      kind: 'ClusterRoleBinding',
      metadata: { name },
      roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name },
      subjects: [{ kind: 'User', name, apiGroup: 'rbac.authorization.k8s.io' }],
    } as KubeObject,
    { fieldManager: 'test', force: true },
  );
  const ca = readFileSync(cp.caFile);
  return new KubeClient({ server: cp.server, ca, authHeaders: async () => ({ authorization: `Bearer ${cp.token}`, 'impersonate-user': name }) });
}

/** A CRD of aigw's group that no install ships: what a newer version would add. */
const unshipped: KubeObject = {
  apiVersion: 'apiextensions.k8s.io/v1',
  kind: 'CustomResourceDefinition',
  metadata: { name: 'widgets.platform.aigw.dev' },
  spec: {
    group: 'platform.aigw.dev',
    scope: 'Namespaced',
    names: { kind: 'Widget', plural: 'widgets', singular: 'widget', listKind: 'WidgetList' },
    versions: [{ name: 'v1', served: true, storage: true, schema: { openAPIV3Schema: { type: 'object' } } }],
  },
};

beforeAll(async () => {
  await ensureCrds(admin, kube.discovery, crds, quiet);
});

afterAll(async () => {
  await admin.close();
});

test('the installed operator upgrades its own CRD in place', async () => {
  const client = await operatorClient(true);
  const target = crds.find((c) => c.metadata.name === 'guardrails.platform.aigw.dev')!;
  // An older version's CRD: its applied hash no longer matches what this version ships.
  await admin.mergePatch(CORE_TYPES.crd, undefined, target.metadata.name, { metadata: { annotations: { [APPLIED_HASH]: 'older' } } });
  await ensureCrds(client, kube.discovery, [target], quiet);
  const live = await admin.get(CORE_TYPES.crd, undefined, target.metadata.name);
  expect(live?.metadata.annotations?.[APPLIED_HASH]).not.toBe('older');
  await client.close();
});

test('the installed operator may not create a CRD, and says to apply the install first', async () => {
  const client = await operatorClient(true);
  await expect(ensureCrds(client, kube.discovery, [unshipped], quiet, { timeoutMs: 2000 })).rejects.toThrow(
    "CRD widgets.platform.aigw.dev is not installed and the operator may not create CRDs: apply the CRDs from 'aigw install' first",
  );
  expect(await admin.get(CORE_TYPES.crd, undefined, unshipped.metadata.name)).toBeUndefined();
  await client.close();
});

test('with CRD management off the operator only checks its CRDs are there, leaving a differing one as installed', async () => {
  const client = await operatorClient(false);
  const target = crds.find((c) => c.metadata.name === 'gateways.platform.aigw.dev')!;
  await admin.mergePatch(CORE_TYPES.crd, undefined, target.metadata.name, { metadata: { annotations: { [APPLIED_HASH]: 'older' } } });
  await ensureCrds(client, kube.discovery, [target], quiet, { manage: false });
  expect((await admin.get(CORE_TYPES.crd, undefined, target.metadata.name))?.metadata.annotations?.[APPLIED_HASH]).toBe('older');
  await expect(ensureCrds(client, kube.discovery, [unshipped], quiet, { manage: false })).rejects.toThrow(
    "CRD widgets.platform.aigw.dev is not installed and CRD management is off: apply the CRDs from 'aigw install' first",
  );
  // Leave the shipped CRD as the other suites expect it.
  await ensureCrds(admin, kube.discovery, [target], quiet);
  await client.close();
});
