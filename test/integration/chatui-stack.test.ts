/**
 * ChatUI and Stack on a real API server with the operator as a process. The gateway's own minting
 * is played by the test (it writes the key Secret an AltVirtualKey names), as the alt controller
 * would.
 */
import type { KubeObject } from '../../runtime/kube/types';
import { startClickHouse } from '../support/clickhouse';
import { clientFor, currentControlPlane } from './support/control-plane';
import { ALT, condition, Kube, LicenseKit, PLATFORM, waitFor } from './support/kube';
import { OperatorProcess } from './support/operator-process';

const cp = currentControlPlane();
const client = clientFor(cp);
const kube = new Kube(client);
let license: LicenseKit;
const operators: OperatorProcess[] = [];

const secret = (ns: string, name: string, data: Record<string, string>): KubeObject => ({ apiVersion: 'v1', kind: 'Secret', metadata: { name, namespace: ns }, stringData: data });

function altGateway(ns: string, name: string, spec: Record<string, unknown> = {}): KubeObject {
  return {
    apiVersion: PLATFORM,
    kind: 'Gateway',
    metadata: { name, namespace: ns },
    spec: {
      type: 'alt',
      alt: { storageMode: 'single' },
      database: { mode: 'external', connectionSecretRef: { name: 'db' } },
      models: [{ name: 'gpt-4o', model: 'openai/gpt-4o', refSecretKey: 'openai' }],
      ...spec,
    },
  };
}

const chatui = (ns: string, name: string, spec: Record<string, unknown>): KubeObject => ({ apiVersion: PLATFORM, kind: 'ChatUI', metadata: { name, namespace: ns }, spec });

async function statusWhen(kind: string, ns: string, name: string, what: string, ok: (s: Record<string, unknown>) => boolean) {
  return waitFor(what, async () => {
    const s = await kube.status(PLATFORM, kind, ns, name);
    return ok(s) ? s : undefined;
  });
}

async function uidOf(apiVersion: string, kind: string, ns: string, name: string): Promise<string | undefined> {
  return (await kube.get(apiVersion, kind, ns, name))?.metadata.uid;
}

async function world(prefix: string) {
  const ns = await kube.createNamespace(prefix);
  await kube.create(secret(ns, 'db', { DATABASE_URL: 'postgres://db' }));
  await kube.create(license.secret(ns, 'aigw-license', await license.issue(['multi-tenancy'], 5)));
  const op = await OperatorProcess.start(cp.kubeconfig, ['--namespace', ns, '--license-secret', `${ns}/aigw-license`, '--license-public-key', license.publicKeyFile, '--resync-seconds', '600']);
  operators.push(op);
  return ns;
}

beforeAll(async () => {
  license = await LicenseKit.create();
});

afterAll(async () => {
  for (const op of operators) await op.stop();
  license?.cleanup();
  await client.close();
});

test('ChatUI on an alt Gateway: application and key, Ready once minted; a rotation keeps the old key until the new Secret exists', async () => {
  const ns = await world('chatui');
  await kube.create(altGateway(ns, 'main', { organization: { name: 'Acme' } }));
  await kube.create(chatui(ns, 'chat', { gatewayRef: { name: 'main' }, models: ['gpt-4o'] }));
  const chatUid = (await kube.get(PLATFORM, 'ChatUI', ns, 'chat'))!.metadata.uid!;

  const minting = await statusWhen('ChatUI', ns, 'chat', 'key 0 asked for', (s) => condition(s, 'Ready')?.reason === 'KeyMinting');
  expect(minting.application).toBe('chat-app');
  const [app] = await kube.owned(ALT, 'AltApplication', chatUid);
  expect(app.spec).toEqual({ instanceRef: { name: 'main' }, organizationRef: { name: 'main-org' }, displayName: 'chat', models: ['gpt-4o'] });
  expect((await kube.owned(ALT, 'AltVirtualKey', chatUid)).map((k) => k.spec)).toEqual([
    { instanceRef: { name: 'main' }, applicationRef: { name: 'chat-app' }, secretName: 'chat-key-0', rotationIndex: 0 },
  ]);
  // The organization the application belongs to is the Gateway's own.
  await waitFor('the Gateway emits its organization', async () => (await kube.get(ALT, 'AltOrganization', ns, 'main-org')) !== undefined);

  // The gateway mints key 0.
  await kube.create(secret(ns, 'chat-key-0', { 'api-key': 'sk-minted-0' }));
  const ready = await statusWhen('ChatUI', ns, 'chat', 'Ready on key 0', (s) => condition(s, 'Ready')?.status === 'True');
  expect(ready).toMatchObject({ rotationIndex: 0, apiKeySecretRef: { name: 'chat-key-0', key: 'api-key' }, gatewayURL: `http://main.${ns}.svc.cluster.local:8080` });
  const appUid = app.metadata.uid;
  const key0Uid = await uidOf(ALT, 'AltVirtualKey', ns, 'chat-key-0');

  // Rotate: key 1 is asked for beside key 0, which stays in use.
  await kube.patch(PLATFORM, 'ChatUI', ns, 'chat', { spec: { rotationIndex: 1 } });
  await waitFor('key 1 asked for', async () => (await kube.get(ALT, 'AltVirtualKey', ns, 'chat-key-1')) !== undefined);
  const rotating = await statusWhen('ChatUI', ns, 'chat', 'rotating', (s) => s.observedGeneration === 2);
  expect(rotating).toMatchObject({ rotationIndex: 0, apiKeySecretRef: { name: 'chat-key-0' } });
  expect(condition(rotating, 'Ready')).toMatchObject({ status: 'False', reason: 'KeyMinting' });
  expect(await uidOf(ALT, 'AltVirtualKey', ns, 'chat-key-0')).toBe(key0Uid);
  expect(await kube.get('v1', 'Secret', ns, 'chat-key-0')).toBeDefined();

  // The gateway mints key 1: the ChatUI switches, key 0's AltVirtualKey goes, the application stays.
  await kube.create(secret(ns, 'chat-key-1', { 'api-key': 'sk-minted-1' }));
  const rotated = await statusWhen('ChatUI', ns, 'chat', 'Ready on key 1', (s) => s.rotationIndex === 1 && condition(s, 'Ready')?.status === 'True');
  expect(rotated.apiKeySecretRef).toEqual({ name: 'chat-key-1', key: 'api-key' });
  await waitFor('key 0 dropped', async () => (await kube.get(ALT, 'AltVirtualKey', ns, 'chat-key-0')) === undefined);
  expect(await uidOf(ALT, 'AltApplication', ns, 'chat-app')).toBe(appUid);

  // A bad edit of the Gateway (no organization) refuses the ChatUI but never deletes its key.
  await kube.patch(PLATFORM, 'Gateway', ns, 'main', { spec: { organization: null } });
  const held = await statusWhen('ChatUI', ns, 'chat', 'held', (s) => condition(s, 'Held')?.status === 'True');
  expect(condition(held, 'Ready')).toMatchObject({ status: 'False', reason: 'OrganizationRequired' });
  expect(held.apiKeySecretRef).toEqual({ name: 'chat-key-1', key: 'api-key' });
  expect(await uidOf(ALT, 'AltApplication', ns, 'chat-app')).toBe(appUid);
  expect(await kube.get(ALT, 'AltVirtualKey', ns, 'chat-key-1')).toBeDefined();
});

test('ChatUI on an alt Gateway without an organization is refused with nothing emitted; a user-minted key needs no Gateway', async () => {
  const ns = await world('chatui-refused');
  await kube.create(altGateway(ns, 'bare'));
  await kube.create(chatui(ns, 'chat', { gatewayRef: { name: 'bare' } }));
  const refused = await statusWhen('ChatUI', ns, 'chat', 'refused', (s) => condition(s, 'Ready')?.reason === 'OrganizationRequired');
  expect(condition(refused, 'Ready')!.message).toContain('has no spec.organization');
  expect(condition(refused, 'Held')).toMatchObject({ status: 'False', reason: 'NothingEmitted' });
  const uid = (await kube.get(PLATFORM, 'ChatUI', ns, 'chat'))!.metadata.uid!;
  expect(await kube.owned(ALT, 'AltApplication', uid)).toEqual([]);

  await kube.create(chatui(ns, 'own', { gateway: { url: 'https://llm.example.com', apiKeySecretRef: { name: 'own-key' } } }));
  await statusWhen('ChatUI', ns, 'own', 'waits for its Secret', (s) => condition(s, 'Ready')?.reason === 'ApiKeySecretNotFound');
  await kube.create(secret(ns, 'own-key', { 'api-key': 'sk-mine' }));
  const own = await statusWhen('ChatUI', ns, 'own', 'Ready', (s) => condition(s, 'Ready')?.status === 'True');
  expect(own).toMatchObject({ gatewayURL: 'https://llm.example.com', apiKeySecretRef: { name: 'own-key', key: 'api-key' } });

  // Admission refuses both ways at once.
  await expect(kube.create(chatui(ns, 'both', { gatewayRef: { name: 'bare' }, gateway: { url: 'https://x', apiKeySecretRef: { name: 'k' } } }))).rejects.toThrow(/exactly one of spec.gatewayRef and spec.gateway/);
});

test('Stack with an alt gateway: admission needs the columnstore; its stores and Gateway are emitted and the Gateway is reconciled as one', async () => {
  const ns = await world('stack');
  const spec = {
    datastores: { sql: { connectionSecretRef: { name: 'db' } }, columnstore: { enabled: true } },
    gateway: {
      type: 'alt',
      licenseSecretRef: { name: 'alt-license' },
      jwtAuth: { publicKeyURL: 'https://idp.example.com/jwks', audience: 'gw' },
      models: [{ name: 'gpt-4o', model: 'openai/gpt-4o', refSecretKey: 'openai' }],
      alt: { topology: 'Split', worker: { enabled: true, replicas: 1 }, scim: { tokenSecretRef: { name: 'scim' } } },
    },
  };
  await expect(
    kube.create({ apiVersion: PLATFORM, kind: 'Stack', metadata: { name: 'nocs', namespace: ns }, spec: { ...spec, datastores: { sql: spec.datastores.sql } } }),
  ).rejects.toThrow(/spec.gateway.type alt requires spec.datastores.columnstore.enabled/);

  // The component running the Stack's ColumnstoreCluster publishes its connection Secret under the
  // conventional name; the operator creates the gateway's database `alt` on that server.
  const ch = await startClickHouse();
  try {
    await kube.create(secret(ns, 'acme-columnstore-connection', { url: ch.url() }));
    await kube.create({ apiVersion: PLATFORM, kind: 'Stack', metadata: { name: 'acme', namespace: ns }, spec });
    const stackUid = (await kube.get(PLATFORM, 'Stack', ns, 'acme'))!.metadata.uid!;
    const gw = await waitFor('the Stack emits its Gateway', async () => (await kube.owned(PLATFORM, 'Gateway', stackUid))[0]);
    expect(gw.metadata.name).toBe('acme');
    expect((await kube.owned(PLATFORM, 'ColumnstoreCluster', stackUid)).map((o) => o.metadata.name)).toEqual(['acme-columnstore']);
    expect((await kube.owned(PLATFORM, 'KvInstance', stackUid)).map((o) => o.metadata.name)).toEqual(['acme-kv']);
    expect((gw.spec as any).alt).toMatchObject({ columnstore: { mode: 'ref', ref: { name: 'acme-columnstore' } }, columnstoreDatabase: 'alt', kv: { mode: 'ref', ref: { name: 'acme-kv' } }, topology: 'Split' });

    // The Gateway is reconciled as a Gateway: its AltInstance carries the Stack's license and JWT auth.
    const instance = await waitFor('the Gateway emits its AltInstance', async () => (await kube.owned(ALT, 'AltInstance', gw.metadata.uid!))[0]);
    expect((instance.spec as any).secrets.licenseKey).toEqual({ name: 'alt-license', key: 'license' });
    expect((instance.spec as any).jwt).toMatchObject({ enabled: true, jwksUrl: 'https://idp.example.com/jwks' });

    // The Stack reports what its Gateway reports.
    const gwReady = await statusWhen('Gateway', ns, 'acme', 'Gateway status', (s) => condition(s, 'Ready') !== undefined);
    const stack = await statusWhen('Stack', ns, 'acme', 'Stack mirrors its Gateway', (s) => (s.gateway as { ready?: boolean } | undefined)?.ready === (condition(gwReady, 'Ready')!.status === 'True') && condition(s, 'Ready')?.reason !== 'Progressing');
    expect(stack).toMatchObject({ columnstore: 'acme-columnstore', kv: 'acme-kv', gateway: { name: 'acme' } });
    expect(condition(stack, 'Ready')!.reason).toBe(condition(gwReady, 'Ready')!.status === 'True' ? 'GatewayReady' : 'GatewayNotReady');
    expect(condition(gwReady, 'ColumnstoreDatabaseReady')).toMatchObject({ status: 'True', message: `database "alt" on ColumnstoreCluster ${ns}/acme-columnstore is in place` });
    expect(await ch.databases()).toContain('alt');
  } finally {
    await ch.stop();
  }
});
