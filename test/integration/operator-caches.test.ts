/**
 * What the operator holds and writes at scale, against a real API server: models sharing a connection
 * share one ProxyCredential (and keep it as models change), the caches hold no `managedFields` and an
 * owned cache no spec, and a settled Gateway's resyncs write nothing.
 */
import { MANAGED_BY, MANAGED_BY_VALUE } from '../../lib/meta/labels';
import { Informer } from '../../runtime/informer';
import { CORE_TYPES } from '../../runtime/kube/discovery';
import type { KubeObject } from '../../runtime/kube/types';
import { OwnedCaches } from '../../runtime/owned';
import { clientFor, currentControlPlane } from './support/control-plane';
import { Kube, LicenseKit, PLATFORM, PROXY, waitFor } from './support/kube';
import { OperatorProcess } from './support/operator-process';

const cp = currentControlPlane();
const client = clientFor(cp);
const kube = new Kube(client);
const quiet = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined, child: () => quiet } as never;
let ns: string;

beforeAll(async () => {
  ns = await kube.createNamespace('caches');
});

afterAll(async () => {
  await client.close();
});

/** A ConfigMap written by server-side apply, so the API server records managedFields for it. */
async function appliedConfigMap(name: string, labels: Record<string, string> = {}): Promise<KubeObject> {
  return client.apply(
    CORE_TYPES.configMap,
    { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name, namespace: ns, labels }, data: { 'config.yaml': 'model_list: []\n' } },
    { fieldManager: 'aigw-test', force: true },
  );
}

describe('caches', () => {
  test('an informer caches objects without managedFields and lists them by namespace', async () => {
    const live = await appliedConfigMap('plain');
    expect(live.metadata.managedFields).toBeDefined();
    const informer = new Informer(client, { type: CORE_TYPES.configMap, namespace: ns }, quiet);
    informer.start();
    try {
      await informer.synced();
      const cached = informer.get(ns, 'plain');
      expect(cached?.metadata.resourceVersion).toBe(live.metadata.resourceVersion);
      expect(cached?.metadata).not.toHaveProperty('managedFields');
      expect(cached?.data).toEqual({ 'config.yaml': 'model_list: []\n' });
      // A change arriving through the watch is stripped the same way.
      const changed = await appliedConfigMap('plain', { changed: 'yes' });
      await waitFor('the watch delivers the change', async () => informer.get(ns, 'plain')?.metadata.resourceVersion === changed.metadata.resourceVersion);
      expect(informer.get(ns, 'plain')?.metadata).not.toHaveProperty('managedFields');
      expect(informer.list(ns).map((o) => o.metadata.name)).toContain('plain');
      expect(informer.list('no-such-namespace')).toEqual([]);
    } finally {
      informer.stop();
    }
  });

  test('an owned cache holds metadata and status only: what apply, prune and facts read', async () => {
    await appliedConfigMap('owned', { [MANAGED_BY]: MANAGED_BY_VALUE });
    const owned = new OwnedCaches(client, quiet, {}, {});
    try {
      const informer = await owned.ensure(CORE_TYPES.configMap);
      const cached = informer.get(ns, 'owned');
      expect(cached?.metadata.labels).toMatchObject({ [MANAGED_BY]: MANAGED_BY_VALUE });
      expect(cached?.metadata).not.toHaveProperty('managedFields');
      expect(cached).not.toHaveProperty('data');
      expect(informer.get(ns, 'plain')).toBeUndefined(); // not ours
    } finally {
      owned.stop();
    }
  });
});

describe('a Gateway through the operator', () => {
  let license: LicenseKit;
  let operator: OperatorProcess;

  beforeAll(async () => {
    license = await LicenseKit.create();
    await kube.create(license.secret(ns, 'aigw-license', await license.issue(['multi-tenancy'], 5)));
    await kube.create({ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'db', namespace: ns }, stringData: { DATABASE_URL: 'postgres://db' } });
    operator = await OperatorProcess.start(cp.kubeconfig, ['--namespace', ns, '--license-secret', `${ns}/aigw-license`, '--license-public-key', license.publicKeyFile, '--resync-seconds', '2']);
  });

  afterAll(async () => {
    await operator?.stop();
    license?.cleanup();
  });

  const openai = (name: string) => ({ name, modelName: name, model: `openai/${name}`, refSecretKey: 'openai' });
  const eu = { name: 'eu', modelName: 'eu', model: 'azure/o3', refSecretKey: 'openai', credentials: { apiBase: 'https://eu.example.com' } };

  function gateway(models: unknown[]): KubeObject {
    return { apiVersion: PLATFORM, kind: 'Gateway', metadata: { name: 'shared', namespace: ns }, spec: { database: { mode: 'external', connectionSecretRef: { name: 'db' } }, models } };
  }

  /** ProxyModel name -> the spec of the ProxyCredential it names (undefined when that credential is missing). */
  async function credentialsByModel(): Promise<Record<string, Record<string, unknown> | undefined>> {
    const creds = await kube.list(PROXY, 'ProxyCredential', ns);
    const models = await kube.list(PROXY, 'ProxyModel', ns);
    const byName = new Map(creds.map((c) => [c.metadata.name, c.spec as Record<string, unknown>]));
    return Object.fromEntries(models.map((m) => [(m.spec as { modelName: string }).modelName, byName.get((m.spec as { litellmParams: { litellmCredentialName: string } }).litellmParams.litellmCredentialName)]));
  }

  test('models sharing a Secret key, apiBase and apiVersion share one ProxyCredential, each model naming its own connection', async () => {
    await kube.create(gateway([openai('a'), openai('b'), openai('c'), eu]));
    await waitFor('four ProxyModels', async () => (await kube.list(PROXY, 'ProxyModel', ns)).length === 4);
    const creds = await kube.list(PROXY, 'ProxyCredential', ns);
    expect(creds).toHaveLength(2);
    const byModel = await credentialsByModel();
    for (const m of ['a', 'b', 'c']) expect(byModel[m]).toMatchObject({ apiKeySecretRef: { name: 'shared-model-credentials', key: 'openai' } });
    expect(byModel.a).not.toHaveProperty('apiBase');
    expect(byModel.eu).toMatchObject({ apiKeySecretRef: { key: 'openai' }, apiBase: 'https://eu.example.com' });
  });

  test('models coming and going keep the credential they share: same object, not recreated', async () => {
    const before = Object.fromEntries((await kube.list(PROXY, 'ProxyCredential', ns)).map((c) => [c.metadata.name, c.metadata.uid]));
    await kube.patch(PLATFORM, 'Gateway', ns, 'shared', { spec: { models: [openai('b'), openai('d'), eu] } });
    await waitFor('ProxyModel a pruned and d applied', async () => {
      const names = (await kube.list(PROXY, 'ProxyModel', ns)).map((m) => (m.spec as { modelName: string }).modelName).sort();
      return names.join(',') === 'b,d,eu';
    });
    const after = Object.fromEntries((await kube.list(PROXY, 'ProxyCredential', ns)).map((c) => [c.metadata.name, c.metadata.uid]));
    expect(after).toEqual(before);
    expect((await credentialsByModel()).d).toMatchObject({ apiKeySecretRef: { key: 'openai' } });
  });

  test('once settled, resyncs write nothing', async () => {
    const writes = await operator.settledWrites(3000);
    const reconciles = await operator.metricSum('controller_runtime_reconcile_total');
    await waitFor('two resyncs', async () => (await operator.metricSum('controller_runtime_reconcile_total')) >= reconciles + 2, 30_000);
    expect(await operator.writes()).toBe(writes);
  });
});
