/**
 * What a Gateway reads from the cluster, against a real API server and a real PostgreSQL server:
 * sqlCluster provisioning (role, database, connection Secret; restarts, hand-made damage, wrong
 * credentials, an unreachable server, hostile names, deletion), generated keys, secretsRef, the
 * PlatformConfig registry mirror and observabilityRef.
 */
import { createServer } from 'node:net';
import { Client } from 'pg';
import { ENGINE_NAMESPACE } from '../../lib/meta/groups';
import type { KubeObject } from '../../runtime/kube/types';
import { startPostgres, type PostgresServer } from '../support/postgres';
import { clientFor, currentControlPlane } from './support/control-plane';
import { ALT, condition, Kube, LicenseKit, PLATFORM, PROXY, waitFor } from './support/kube';
import { DeploymentController } from './support/deployments';
import { reportInstance } from './support/instances';
import { OperatorProcess } from './support/operator-process';

const cp = currentControlPlane();
const client = clientFor(cp);
const kube = new Kube(client);
let pg: PostgresServer;
let ns: string;
let dbNs: string;
let license: LicenseKit;
let operator: OperatorProcess;

const MIRROR = 'mirror.platform-test.example/aigw';

function operatorArgs(): string[] {
  // The SqlCluster and its admin Secret live in dbNs: an operator reads only the namespaces it watches.
  return ['--namespace', `${ns},${dbNs}`, '--license-secret', `${ns}/aigw-license`, '--license-public-key', license.publicKeyFile, '--resync-seconds', '3'];
}

function gateway(name: string, spec: Record<string, unknown> = {}): KubeObject {
  return {
    apiVersion: PLATFORM,
    kind: 'Gateway',
    metadata: { name, namespace: ns },
    spec: {
      database: { mode: 'sqlCluster', sqlClusterRef: { name: 'shared', namespace: dbNs } },
      models: [{ name: 'chat', model: 'openai/gpt-4o-mini', refSecretKey: 'openai' }],
      ...spec,
    },
  };
}

async function createGateway(name: string, spec: Record<string, unknown> = {}): Promise<void> {
  await kube.create({ apiVersion: 'v1', kind: 'Secret', metadata: { name: `${name}-model-credentials`, namespace: ns }, stringData: { openai: 'sk-test' } });
  await kube.create(gateway(name, spec));
}

async function secretValues(namespace: string, name: string): Promise<Record<string, string> | undefined> {
  const s = await kube.get('v1', 'Secret', namespace, name);
  if (!s) return undefined;
  return Object.fromEntries(Object.entries((s.data ?? {}) as Record<string, string>).map(([k, v]) => [k, Buffer.from(v, 'base64').toString('utf8')]));
}

/** Reports the Gateway's instance ready (as its upstream operator would), then waits for the Gateway to be Ready. */
async function readyStatus(name: string): Promise<Record<string, unknown>> {
  const type = ((await kube.get(PLATFORM, 'Gateway', ns, name))?.spec as { type?: string } | undefined)?.type;
  await reportInstance(kube, ns, name, {}, type === 'alt' ? 'AltInstance' : 'ProxyInstance');
  return waitFor(`Gateway ${name} Ready`, async () => {
    const s = await kube.status(PLATFORM, 'Gateway', ns, name);
    return condition(s, 'Ready')?.status === 'True' ? s : undefined;
  });
}

async function notReady(name: string, reason: string): Promise<{ status: Record<string, unknown>; message: string }> {
  return waitFor(`Gateway ${name} Ready=False ${reason}`, async () => {
    const s = await kube.status(PLATFORM, 'Gateway', ns, name);
    const c = condition(s, 'Ready');
    return c?.status === 'False' && c.reason === reason ? { status: s, message: c.message } : undefined;
  });
}

/** Connects with a DATABASE_URL as the gateway would, and says who and where it is. */
async function whoAmI(url: string): Promise<{ user: string; database: string }> {
  const c = new Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  c.on('error', () => undefined);
  await c.connect();
  try {
    return (await c.query<{ user: string; database: string }>('SELECT current_user AS user, current_database() AS database')).rows[0];
  } finally {
    await c.end();
  }
}

async function databaseExists(name: string): Promise<boolean> {
  return (await pg.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).length === 1;
}

async function roleExists(name: string): Promise<boolean> {
  return (await pg.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [name])).length === 1;
}

async function uidOf(name: string): Promise<string> {
  return (await kube.get(PLATFORM, 'Gateway', ns, name))!.metadata.uid!;
}

async function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function touch(name: string): Promise<void> {
  await kube.patch(PLATFORM, 'Gateway', ns, name, { metadata: { annotations: { 'test.aigw.dev/touched': String(Date.now()) } } });
}

function sqlCluster(name: string, spec: Record<string, unknown>): KubeObject {
  return { apiVersion: PLATFORM, kind: 'SqlCluster', metadata: { name, namespace: dbNs }, spec };
}

beforeAll(async () => {
  pg = await startPostgres();
  ns = await kube.createNamespace('platform');
  dbNs = await kube.createNamespace('databases');
  license = await LicenseKit.create();
  await kube.create(license.secret(ns, 'aigw-license', await license.issue(['guardrail', 'multi-tenancy', 'observability'], 20)));
  await kube.create({ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'pg-admin', namespace: dbNs }, stringData: { username: pg.superuser, password: pg.password } });
  // The operator installs the CRDs, the SqlCluster's among them.
  operator = await OperatorProcess.start(cp.kubeconfig, operatorArgs());
  await kube.create(sqlCluster('shared', { host: pg.host, port: pg.port, sslMode: 'disable', adminSecretRef: { name: 'pg-admin' } }));
}, 600_000);

afterAll(async () => {
  await kube.delete(PLATFORM, 'PlatformConfig', '', 'cluster').catch(() => undefined);
  await operator?.stop();
  license?.cleanup();
  await pg?.stop();
  await client.close();
});

describe('database mode sqlCluster', () => {
  let firstPassword: string;
  let masterKey: string;

  test('provisions role and database, writes a connection Secret that connects, then emits the gateway', async () => {
    await createGateway('chat');
    const status = await readyStatus('chat');
    expect(status).toMatchObject({ databaseReady: true, databaseName: `${ns}_chat` });

    expect(await databaseExists(`${ns}_chat`)).toBe(true);
    expect(await roleExists(`${ns}_chat`)).toBe(true);
    const secret = (await kube.get('v1', 'Secret', ns, 'chat-database'))!;
    const values = (await secretValues(ns, 'chat-database'))!;
    expect(Object.keys(values).sort()).toEqual(['DATABASE_URL', 'database', 'host', 'password', 'port', 'username']);
    expect(await whoAmI(values.DATABASE_URL)).toEqual({ user: `${ns}_chat`, database: `${ns}_chat` });
    firstPassword = values.password;
    const uid = await uidOf('chat');
    expect(secret.metadata.ownerReferences).toEqual([expect.objectContaining({ kind: 'Gateway', name: 'chat', uid, controller: true })]);

    const [instance] = await kube.owned(PROXY, 'ProxyInstance', uid);
    const spec = instance.spec as { database: unknown; masterKey: { secretRef: { name: string; key: string } } };
    expect(spec.database).toEqual({ connectionSecretRef: { name: 'chat-database', key: 'DATABASE_URL' } });
    // The master key was generated (autoGenerate is the default) and is referenced by name and key.
    expect(spec.masterKey.secretRef).toEqual({ name: 'chat-keys', key: 'masterKey' });
    masterKey = (await secretValues(ns, 'chat-keys'))!.masterKey;
    expect(masterKey).toMatch(/^sk-[A-Za-z0-9_-]{43}$/);
    expect((await secretValues(ns, 'chat-keys'))!.saltKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Generated keys carry no owner labels (never pruned) and, the database being kept, no ownerReference.
    const generated = (await kube.get('v1', 'Secret', ns, 'chat-keys'))!;
    expect(generated.metadata.labels?.['aigw.dev/owner-uid']).toBeUndefined();
    expect(generated.metadata.ownerReferences).toBeUndefined();
  });

  test('reconciles and an operator restart keep the password and the generated keys', async () => {
    const before = (await kube.get('v1', 'Secret', ns, 'chat-database'))!.metadata.resourceVersion;
    await touch('chat');
    // Settle (the touch itself is one reconcile), then several resyncs (every 3 s) write nothing.
    const writes = await operator.settledWrites(3500);
    const reconciles = await operator.metricSum('controller_runtime_reconcile_total');
    await waitFor('several reconciles', async () => (await operator.metricSum('controller_runtime_reconcile_total')) >= reconciles + 3, 30_000);
    expect(await operator.writes()).toBe(writes);
    expect((await kube.get('v1', 'Secret', ns, 'chat-database'))!.metadata.resourceVersion).toBe(before);

    await operator.stop();
    operator = await OperatorProcess.start(cp.kubeconfig, operatorArgs());
    await touch('chat');
    await waitFor('a reconcile after the restart', async () => (await operator.metricSum('controller_runtime_reconcile_total', (l) => l.includes('controller="gateway"'))) >= 2, 30_000);
    await readyStatus('chat');
    const values = (await secretValues(ns, 'chat-database'))!;
    expect(values.password).toBe(firstPassword);
    expect(await whoAmI(values.DATABASE_URL)).toEqual({ user: `${ns}_chat`, database: `${ns}_chat` });
    expect((await secretValues(ns, 'chat-keys'))!.masterKey).toBe(masterKey);
  });

  test('a role dropped by hand comes back with the same password on the next reconcile', async () => {
    const role = `${ns}_chat`;
    await pg.query(`REASSIGN OWNED BY "${role}" TO postgres`);
    await pg.query(`DROP ROLE "${role}"`);
    expect(await roleExists(role)).toBe(false);
    await touch('chat');
    await waitFor('the role back', () => roleExists(role));
    const values = (await secretValues(ns, 'chat-database'))!;
    expect(values.password).toBe(firstPassword);
    expect(await waitFor('login as the role', () => whoAmI(values.DATABASE_URL))).toEqual({ user: role, database: role });
  });

  test('a generated key deleted from its Secret is generated again (a new value), and only that key', async () => {
    const saltKey = (await secretValues(ns, 'chat-keys'))!.saltKey;
    await kube.patch('v1', 'Secret', ns, 'chat-keys', { data: { masterKey: null, note: Buffer.from('kept').toString('base64') } });
    const again = await waitFor('masterKey generated again', async () => (await secretValues(ns, 'chat-keys'))?.masterKey);
    expect(again).toMatch(/^sk-[A-Za-z0-9_-]{43}$/);
    expect(again).not.toBe(masterKey);
    expect((await secretValues(ns, 'chat-keys'))!.note).toBe('kept');
    expect((await secretValues(ns, 'chat-keys'))!.saltKey).toBe(saltKey);
  });

  test('wrong admin credentials: Ready=False DatabaseAuthFailed and nothing emitted; fixing the Secret makes it Ready', async () => {
    await kube.create({ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'wrong-admin', namespace: dbNs }, stringData: { username: pg.superuser, password: 'not-the-password' } });
    await kube.create(sqlCluster('wrong', { host: pg.host, port: pg.port, sslMode: 'disable', adminSecretRef: { name: 'wrong-admin' } }));
    await createGateway('authfail', { database: { mode: 'sqlCluster', sqlClusterRef: { name: 'wrong', namespace: dbNs } } });
    const { status, message } = await notReady('authfail', 'DatabaseAuthFailed');
    expect(status.databaseReady).toBe(false);
    expect(message).not.toContain('not-the-password');
    const uid = await uidOf('authfail');
    expect(await kube.owned(PROXY, 'ProxyInstance', uid)).toEqual([]);
    expect(await databaseExists(`${ns}_authfail`)).toBe(false);

    await kube.patch('v1', 'Secret', dbNs, 'wrong-admin', { stringData: { password: pg.password } });
    expect(await readyStatus('authfail')).toMatchObject({ databaseReady: true });
    expect(await databaseExists(`${ns}_authfail`)).toBe(true);
    expect(await kube.owned(PROXY, 'ProxyInstance', uid)).toHaveLength(1);
  });

  test('an unreachable server: Ready=False DatabaseUnreachable, nothing emitted', async () => {
    await kube.create(sqlCluster('closed', { host: '127.0.0.1', port: await closedPort(), sslMode: 'disable', adminSecretRef: { name: 'pg-admin' } }));
    await createGateway('unreachable', { database: { mode: 'sqlCluster', sqlClusterRef: { name: 'closed', namespace: dbNs } } });
    const { message } = await notReady('unreachable', 'DatabaseUnreachable');
    expect(message).toContain('127.0.0.1');
    expect(await kube.owned(PROXY, 'ProxyInstance', await uidOf('unreachable'))).toEqual([]);
  });

  test('a database name with a quote, a space and a semicolon is held as is, never injected', async () => {
    const hostile = `we"ird name; DROP DATABASE postgres`;
    await createGateway('hostile', { database: { mode: 'sqlCluster', sqlClusterRef: { name: 'shared', namespace: dbNs }, databaseName: hostile } });
    expect(await readyStatus('hostile')).toMatchObject({ databaseReady: true, databaseName: hostile });
    expect(await databaseExists(hostile)).toBe(true);
    expect(await databaseExists('postgres')).toBe(true);
    const values = (await secretValues(ns, 'hostile-database'))!;
    expect(await whoAmI(values.DATABASE_URL)).toEqual({ user: hostile, database: hostile });
  });

  test('a reserved database name is refused with a clear condition and nothing reaches the server', async () => {
    await createGateway('reserved', { database: { mode: 'sqlCluster', sqlClusterRef: { name: 'shared', namespace: dbNs }, databaseName: 'template1' } });
    const { message } = await notReady('reserved', 'InvalidDatabaseName');
    expect(message).toContain('template1');
    expect(await kube.get('v1', 'Secret', ns, 'reserved-database')).toBeUndefined();
  });

  test('two operators racing on a new Gateway agree on one password', async () => {
    const second = await OperatorProcess.start(cp.kubeconfig, operatorArgs());
    try {
      await createGateway('raced');
      await readyStatus('raced');
      const values = (await secretValues(ns, 'raced-database'))!;
      expect(await whoAmI(values.DATABASE_URL)).toEqual({ user: `${ns}_raced`, database: `${ns}_raced` });
      // Both keep reconciling it (resync every 3 s); neither replaces the password.
      await touch('raced');
      await waitFor('both operators reconciled it again', async () => {
        const counts = await Promise.all([operator, second].map((o) => o.metricSum('controller_runtime_reconcile_total', (l) => l.includes('controller="gateway"'))));
        return counts.every((c) => c >= 3);
      }, 30_000);
      expect((await secretValues(ns, 'raced-database'))!.password).toBe(values.password);
      expect(await whoAmI(values.DATABASE_URL)).toEqual({ user: `${ns}_raced`, database: `${ns}_raced` });
    } finally {
      await second.stop();
    }
  });

  // This control plane runs no garbage collector (as envtest): what it would remove is asserted by the
  // ownerReferences it acts on.
  test('a deleted Gateway takes its connection Secret; its database stays', async () => {
    const uid = await uidOf('chat');
    // Nothing to clean up but what the garbage collector removes: no finalizer, the deletion takes effect at once.
    expect((await kube.get(PLATFORM, 'Gateway', ns, 'chat'))!.metadata.finalizers ?? []).toEqual([]);
    const owner = [expect.objectContaining({ kind: 'Gateway', name: 'chat', uid, controller: true })];
    expect((await kube.get('v1', 'Secret', ns, 'chat-database'))!.metadata.ownerReferences).toEqual(owner);
    const [instance] = await kube.owned(PROXY, 'ProxyInstance', uid);
    expect(instance.metadata.ownerReferences).toEqual(owner);
    await kube.delete(PLATFORM, 'Gateway', ns, 'chat');
    expect(await kube.get(PLATFORM, 'Gateway', ns, 'chat')).toBeUndefined();
    expect(await databaseExists(`${ns}_chat`)).toBe(true);
    expect(await roleExists(`${ns}_chat`)).toBe(true);
    // The generated keys stay with the kept database.
    expect(await kube.get('v1', 'Secret', ns, 'chat-keys')).toBeDefined();
  });

  test('with dropOnDelete the database and role are dropped with the Gateway', async () => {
    await createGateway('ephemeral', { database: { mode: 'sqlCluster', sqlClusterRef: { name: 'shared', namespace: dbNs }, dropOnDelete: true } });
    await readyStatus('ephemeral');
    expect(await databaseExists(`${ns}_ephemeral`)).toBe(true);
    // Its generated keys go with it (ownerReference; the garbage collector removes them in a cluster).
    const uid = await uidOf('ephemeral');
    const key = (await kube.get('v1', 'Secret', ns, 'ephemeral-keys'))!;
    expect(key.metadata.ownerReferences).toEqual([expect.objectContaining({ kind: 'Gateway', name: 'ephemeral', uid })]);
    await kube.delete(PLATFORM, 'Gateway', ns, 'ephemeral');
    await waitFor('Gateway ephemeral gone', async () => (await kube.get(PLATFORM, 'Gateway', ns, 'ephemeral')) === undefined);
    expect(await databaseExists(`${ns}_ephemeral`)).toBe(false);
    expect(await roleExists(`${ns}_ephemeral`)).toBe(false);
    expect(await kube.get('v1', 'Secret', ns, 'ephemeral-database')).toBeUndefined();
  });
});

describe('secretsRef', () => {
  test('waits with nothing emitted while the SecretsManagement is not Ready, proceeds once its status says so', async () => {
    const sm = await kube.create({ apiVersion: PLATFORM, kind: 'SecretsManagement', metadata: { name: 'vault-sync', namespace: ns }, spec: {} });
    await createGateway('waiting', { secretsRef: { name: 'vault-sync' } });
    await notReady('waiting', 'SecretsNotReady');
    const uid = await uidOf('waiting');
    expect(await kube.owned(PROXY, 'ProxyInstance', uid)).toEqual([]);
    expect(await kube.get('v1', 'Secret', ns, 'waiting-database')).toBeUndefined();

    const type = await kube.type(PLATFORM, 'SecretsManagement');
    await client.mergePatch(
      type,
      ns,
      'vault-sync',
      { status: { observedGeneration: sm.metadata.generation, conditions: [{ type: 'Ready', status: 'True', reason: 'Synced', message: 'in place', lastTransitionTime: new Date().toISOString(), observedGeneration: sm.metadata.generation }] } },
      'status',
    );
    await readyStatus('waiting');
    expect(await kube.owned(PROXY, 'ProxyInstance', uid)).toHaveLength(1);
    const password = (await secretValues(ns, 'waiting-database'))!.password;

    // Not Ready again: the Gateway waits, but the Secret holding its role's password is kept.
    const setReady = (status: 'True' | 'False') =>
      client.mergePatch(type, ns, 'vault-sync', { status: { conditions: [{ type: 'Ready', status, reason: 'Sync', message: 'm', lastTransitionTime: new Date().toISOString(), observedGeneration: sm.metadata.generation }] } }, 'status');
    await setReady('False');
    await notReady('waiting', 'SecretsNotReady');
    await setReady('True');
    await readyStatus('waiting');
    expect((await secretValues(ns, 'waiting-database'))!.password).toBe(password);
  });
});

describe('PlatformConfig registry mirror', () => {
  // No controllers run here: the gate and engine Deployments are marked available as a controller would.
  let deployments: DeploymentController;
  beforeAll(() => {
    deployments = new DeploymentController(kube, [ns]).start();
  });
  afterAll(() => deployments.stop());

  test('rewrites the gate image and follows a change; the gateway image is left alone', async () => {
    await kube.create({ apiVersion: PLATFORM, kind: 'Guardrail', metadata: { name: 'pii', namespace: ns }, spec: { mode: 'catalog', catalog: 'pseudonymizer' } });
    await createGateway('mirrored', { instance: { image: { repository: 'registry.aigw.dev/custom/proxy', tag: '1.2.3' } }, guardrailRefs: [{ name: 'pii' }] });
    const imageOf = async (namespace: string, name: string) => {
      const d = await kube.get('apps/v1', 'Deployment', namespace, name);
      return (d?.spec as { template: { spec: { containers: { image: string }[] } } } | undefined)?.template.spec.containers[0].image;
    };
    const original = await waitFor('gate Deployment', () => imageOf(ns, 'pii-gate'));
    expect(original.startsWith('registry.aigw.dev/')).toBe(true);

    await kube.create({ apiVersion: PLATFORM, kind: 'PlatformConfig', metadata: { name: 'cluster' }, spec: { registry: { mirrors: { 'registry.aigw.dev': MIRROR } } } });
    await waitFor('gate image through the mirror', async () => (await imageOf(ns, 'pii-gate')) === original.replace('registry.aigw.dev', MIRROR));
    await waitFor('engine image through the mirror', async () => (await imageOf(ENGINE_NAMESPACE, 'pseudonymizer'))?.startsWith(`${MIRROR}/`));

    await kube.patch(PLATFORM, 'PlatformConfig', '', 'cluster', { spec: { registry: { mirrors: { 'registry.aigw.dev': 'other-mirror.platform-test.example' } } } });
    await waitFor('gate image follows the new mirror', async () => (await imageOf(ns, 'pii-gate')) === original.replace('registry.aigw.dev', 'other-mirror.platform-test.example'));

    await readyStatus('mirrored');
    const [instance] = await kube.owned(PROXY, 'ProxyInstance', await uidOf('mirrored'));
    expect(JSON.stringify(instance.spec)).toContain('registry.aigw.dev/custom/proxy');
    expect(JSON.stringify(instance.spec)).not.toContain('mirror.platform-test.example');

    await kube.delete(PLATFORM, 'PlatformConfig', '', 'cluster');
    await waitFor('gate image back without the mirror', async () => (await imageOf(ns, 'pii-gate')) === original);
    await kube.delete(PLATFORM, 'Gateway', ns, 'mirrored');
    await kube.delete(PLATFORM, 'Guardrail', ns, 'pii');
    await waitFor('shared engine release gone', async () => (await kube.get('apps/v1', 'Deployment', ENGINE_NAMESPACE, 'pseudonymizer')) === undefined);
  });
});

describe('observabilityRef', () => {
  test('wires trace export from the Observability object into the instance when licensed', async () => {
    await kube.create({ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'trace-keys', namespace: ns }, stringData: { publicKey: 'pk', secretKey: 'sk' } });
    await kube.create({
      apiVersion: PLATFORM,
      kind: 'Observability',
      metadata: { name: 'traces', namespace: ns },
      spec: { endpoint: 'https://traces.platform-test.example', credentialsSecretRef: { name: 'trace-keys' } },
    });
    await createGateway('traced', { observabilityRef: { name: 'traces' } });
    await readyStatus('traced');
    const [instance] = await kube.owned(PROXY, 'ProxyInstance', await uidOf('traced'));
    expect((instance.spec as { observability?: unknown }).observability).toEqual({
      host: 'https://traces.platform-test.example',
      publicKeySecretRef: { name: 'trace-keys', key: 'publicKey' },
      secretKeySecretRef: { name: 'trace-keys', key: 'secretKey' },
    });
  });
});

describe('alt gateway on a SqlCluster', () => {
  test('its storage Secret is filled from the connection Secret and its data-encryption key is generated', async () => {
    await createGateway('alty', { type: 'alt', instance: { image: { tag: '1.0.0-rc.10' } }, alt: { storageMode: 'single' } });
    await readyStatus('alty');
    const url = (await secretValues(ns, 'alty-database'))!.DATABASE_URL;
    const storage = (await secretValues(ns, 'alty-alt-storage'))!;
    expect(storage['database-url']).toBe(url);
    expect(storage['storage-mode']).toBe('single');
    expect(await whoAmI(storage['database-url'])).toEqual({ user: `${ns}_alty`, database: `${ns}_alty` });
    const dek = (await secretValues(ns, 'alty-keys'))!.dataEncryptionKey;
    expect(Buffer.from(dek, 'base64')).toHaveLength(32);
    const [instance] = await kube.owned(ALT, 'AltInstance', await uidOf('alty'));
    expect(JSON.stringify(instance.spec)).toContain('alty-keys');
    // Values never leave through the plan: the applied object names its sources, not their content.
    expect(JSON.stringify(instance)).not.toContain(url);
  });
});
