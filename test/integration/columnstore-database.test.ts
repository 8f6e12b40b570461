/**
 * An `alt` Gateway's columnstore database through the operator, against a real API server and a
 * real ClickHouse server (test/support/clickhouse.sh installs it): created on a ColumnstoreCluster
 * with the credentials of its connection Secret, only checked on an external cluster, the Gateway
 * held (nothing emitted) and the reason in condition ColumnstoreDatabaseReady until it is there,
 * and no password in the status or the operator's log.
 */
import type { KubeObject } from '../../runtime/kube/types';
import { startClickHouse, type ClickHouseServer } from '../support/clickhouse';
import { clientFor, currentControlPlane } from './support/control-plane';
import { ALT, condition, Kube, LicenseKit, PLATFORM, waitFor } from './support/kube';
import { OperatorProcess } from './support/operator-process';

const cp = currentControlPlane();
const client = clientFor(cp);
const kube = new Kube(client);
let ch: ClickHouseServer;
let license: LicenseKit;
let operator: OperatorProcess;
let ns: string;

const secret = (name: string, data: Record<string, string>): KubeObject => ({ apiVersion: 'v1', kind: 'Secret', metadata: { name, namespace: ns }, stringData: data });

function altGateway(name: string, alt: Record<string, unknown>): KubeObject {
  return {
    apiVersion: PLATFORM,
    kind: 'Gateway',
    metadata: { name, namespace: ns },
    spec: {
      type: 'alt',
      database: { mode: 'external', connectionSecretRef: { name: 'db' } },
      models: [{ name: 'chat', model: 'openai/gpt-4o', refSecretKey: 'openai' }],
      alt: { storageMode: 'split', ...alt },
    },
  };
}

async function columnstoreCondition(name: string, status: 'True' | 'False', reason: string) {
  return waitFor(`Gateway ${name} ColumnstoreDatabaseReady=${status} ${reason}`, async () => {
    const s = await kube.status(PLATFORM, 'Gateway', ns, name);
    const c = condition(s, 'ColumnstoreDatabaseReady');
    return c?.status === status && c.reason === reason ? s : undefined;
  });
}

async function altInstances(name: string): Promise<KubeObject[]> {
  const uid = (await kube.get(PLATFORM, 'Gateway', ns, name))!.metadata.uid!;
  return kube.owned(ALT, 'AltInstance', uid);
}

beforeAll(async () => {
  ch = await startClickHouse();
  license = await LicenseKit.create();
  ns = await kube.createNamespace('columnstore');
  await kube.create(secret('db', { DATABASE_URL: 'postgres://db' }));
  await kube.create(license.secret(ns, 'aigw-license', await license.issue([], 10)));
  operator = await OperatorProcess.start(cp.kubeconfig, ['--namespace', ns, '--license-secret', `${ns}/aigw-license`, '--license-public-key', license.publicKeyFile]);
}, 600_000);

afterAll(async () => {
  await operator?.stop();
  license?.cleanup();
  await client.close();
  await ch?.stop();
});

afterAll(() => {
  // Whatever happened above, no password the operator was given reached its log.
  const log = [...operator.logs.map((l) => JSON.stringify(l)), ...operator.stderr].join('\n');
  expect(log).not.toContain(ch.admin.password);
  expect(log).not.toContain(ch.reader.password);
});

test('on a ColumnstoreCluster the operator creates the database with the connection Secret credentials, then emits the gateway', async () => {
  await kube.create({ apiVersion: PLATFORM, kind: 'ColumnstoreCluster', metadata: { name: 'cs', namespace: ns }, spec: {} });
  await kube.create(secret('cs-connection', { url: ch.url() }));
  await kube.create(altGateway('adopted', { columnstore: { mode: 'ref', ref: { name: 'cs' } }, columnstoreDatabase: 'team analytics`1' }));

  const status = await columnstoreCondition('adopted', 'True', 'ColumnstoreDatabaseReady');

  expect(condition(status, 'ColumnstoreDatabaseReady')!.message).toBe(`database "team analytics\`1" on ColumnstoreCluster ${ns}/cs is in place`);
  expect(await ch.databases()).toContain('team analytics`1');
  await waitFor('the Gateway emits its AltInstance', async () => (await altInstances('adopted'))[0]);
  await operator.waitForLog((l) => l.msg === 'columnstore database created' && l.name === 'adopted');
});

test('on an external cluster a missing database is reported, not created, and the gateway is emitted; naming one that exists turns it Ready', async () => {
  await kube.create(secret('analytics', { url: ch.url(ch.reader) }));
  await kube.create(altGateway('external', { columnstore: { mode: 'external', connectionSecretRef: { name: 'analytics' } }, columnstoreDatabase: 'not_there' }));

  const held = await columnstoreCondition('external', 'False', 'ColumnstoreDatabaseMissing');

  expect(condition(held, 'Ready')).toMatchObject({ status: 'False', reason: 'ColumnstoreDatabaseMissing' });
  expect(condition(held, 'ColumnstoreDatabaseReady')!.message).toMatch(/^database "not_there" does not exist on ClickHouse at http:\/\/127\.0\.0\.1:\d+; on an external columnstore it must be created beforehand/);
  // The database is the user's to make; the gateway is emitted and exits until it exists.
  await waitFor('the Gateway emits its AltInstance', async () => (await altInstances('external'))[0]);
  expect(await ch.databases()).not.toContain('not_there');

  await ch.query('CREATE DATABASE made_by_hand');
  await kube.patch(PLATFORM, 'Gateway', ns, 'external', { spec: { alt: { columnstoreDatabase: 'made_by_hand' } } });

  await columnstoreCondition('external', 'True', 'ColumnstoreDatabaseReady');
});

test('credentials the server refuses: ColumnstoreAuthFailed, held, no password in the status', async () => {
  await kube.create({ apiVersion: PLATFORM, kind: 'ColumnstoreCluster', metadata: { name: 'locked', namespace: ns }, spec: {} });
  await kube.create(secret('locked-connection', { url: ch.url({ username: 'admin', password: `${ch.admin.password}-old` }) }));
  await kube.create(altGateway('refused', { columnstore: { mode: 'ref', ref: { name: 'locked' } } }));

  const status = await columnstoreCondition('refused', 'False', 'ColumnstoreAuthFailed');

  expect(JSON.stringify(status)).not.toContain(ch.admin.password);
  expect(condition(status, 'ColumnstoreDatabaseReady')!.message).toMatch(/refused user "admin"/);
  expect(await altInstances('refused')).toEqual([]);
});

test('a connection Secret published after the Gateway: ColumnstoreConnectionInvalid until it appears, then created', async () => {
  await kube.create({ apiVersion: PLATFORM, kind: 'ColumnstoreCluster', metadata: { name: 'late', namespace: ns }, spec: {} });
  await kube.create(altGateway('early', { columnstore: { mode: 'ref', ref: { name: 'late' } }, columnstoreDatabase: 'late_db' }));

  const waiting = await columnstoreCondition('early', 'False', 'ColumnstoreConnectionInvalid');
  expect(condition(waiting, 'ColumnstoreDatabaseReady')!.message).toBe(`connection Secret ${ns}/late-connection of the columnstore does not exist yet`);

  await kube.create(secret('late-connection', { url: ch.url() }));

  await columnstoreCondition('early', 'True', 'ColumnstoreDatabaseReady');
  expect(await ch.databases()).toContain('late_db');
});
