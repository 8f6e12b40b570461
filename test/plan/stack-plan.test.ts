/**
 * Stack with gateway type alt: the columnstore is required, the Stack runs its own columnstore and
 * kv store, its Gateway's logical database is `alt`, and the Gateway it composes carries the
 * pass-through fields and is planned by the Gateway's own path (AltGatewayStack).
 */
import { planGateway } from '../../lib/plan/gateway-plan';
import { planStack, StackReason } from '../../lib/plan/stack-plan';
import type { ClusterFacts, Plan, ResourceInput } from '../../lib/plan/types';
import { desiredStatus } from '../../runtime/status';
import { statusSchema, validate } from '../support/crd-schema';
import { facts } from './fixtures';

const SQL = { sqlClusterRef: { name: 'shared', namespace: 'databases' } };

function stack(spec: Record<string, unknown>, name = 'acme', status?: Record<string, unknown>): ResourceInput {
  return { apiVersion: 'platform.aigw.dev/v1alpha1', kind: 'Stack', metadata: { name, namespace: 'team-a', uid: 's-1', generation: 4 }, spec, ...(status ? { status } : {}) };
}

const ALT_STACK = {
  datastores: { sql: SQL, columnstore: { enabled: true, storageSize: '50Gi' }, kv: { replicas: 3 } },
  gateway: {
    type: 'alt',
    licenseSecretRef: { name: 'alt-license' },
    jwtAuth: { publicKeyURL: 'https://idp.example.com/jwks', audience: 'gateway', issuer: 'https://idp.example.com' },
    replicas: 2,
    organization: { name: 'Acme' },
    models: [{ name: 'gpt-4o', model: 'openai/gpt-4o', refSecretKey: 'openai' }],
    alt: {
      topology: 'Split',
      worker: { enabled: true, replicas: 2 },
      authz: { apiUrl: 'https://authz.example.com' },
      autoscaling: { enabled: true, minReplicas: 2, maxReplicas: 6, targets: [{ resource: 'cpu', averageUtilization: 70 }] },
      scim: { tokenSecretRef: { name: 'scim' }, defaultRole: 'viewer' },
      jwt: { appClaim: 'client_id', requireRegisteredApplication: true },
      brandingConfigMapRef: { name: 'theme' },
      defaultBranding: false,
    },
  },
};

/** The Stack's own Gateway, as the API server holds it. */
const OWNED = { name: 'acme', namespace: 'team-a', labels: { 'aigw.dev/owner-kind': 'Stack', 'aigw.dev/owner-name': 'acme' } };
const ready = (p: Plan) => p.status.conditions.find((c) => c.type === 'Ready')!;
const byKind = (p: Plan, kind: string) => p.objects.find((o) => o.kind === kind) as any;

function expectStatusValid(p: Plan): void {
  const written = desiredStatus(undefined, p.status, 4, new Date('2026-01-01T00:00:00Z')).status;
  expect(validate(statusSchema('Stack'), written)).toEqual([]);
}

/** Facts in which the SqlCluster exists, as a render sees it. */
function world(overrides: Partial<ClusterFacts> = {}): ClusterFacts {
  return facts({
    platformObjects: [{ apiVersion: 'platform.aigw.dev/v1alpha1', kind: 'SqlCluster', metadata: { name: 'shared', namespace: 'databases' }, spec: { host: 'pg', adminSecretRef: { name: 'pg-admin' } } }],
    ...overrides,
  });
}

describe('Stack with gateway type alt', () => {
  const p = planStack(stack(ALT_STACK), world());

  test('emits its own columnstore and kv store, then its Gateway, owned by the Stack', () => {
    expect(p.objects.map((o) => `${o.kind}/${o.metadata.name}`)).toEqual(['ColumnstoreCluster/acme-columnstore', 'KvInstance/acme-kv', 'Gateway/acme']);
    expect(byKind(p, 'ColumnstoreCluster').spec).toEqual({ storageSize: '50Gi' });
    expect(byKind(p, 'KvInstance').spec).toEqual({ replicas: 3 });
    for (const o of p.objects) expect(o.metadata.ownerReferences).toEqual([expect.objectContaining({ kind: 'Stack', name: 'acme', uid: 's-1' })]);
    expect(p.blocked).toBeUndefined();
  });

  test('wires them into the Gateway, names its logical database alt and passes the rest through', () => {
    const spec = byKind(p, 'Gateway').spec;
    expect(spec.type).toBe('alt');
    expect(spec.database).toEqual({ mode: 'sqlCluster', sqlClusterRef: { name: 'shared', namespace: 'databases' }, databaseName: 'alt' });
    expect(spec.instance).toEqual({
      licenseSecretRef: { name: 'alt-license' },
      jwtAuth: { enabled: true, publicKeyURL: 'https://idp.example.com/jwks', audience: 'gateway', issuer: 'https://idp.example.com' },
      replicas: 2,
    });
    expect(spec.alt).toEqual({
      ...ALT_STACK.gateway.alt,
      storageMode: 'split',
      columnstore: { mode: 'ref', ref: { name: 'acme-columnstore', namespace: 'team-a' } },
      columnstoreDatabase: 'alt',
      kv: { mode: 'ref', ref: { name: 'acme-kv', namespace: 'team-a' } },
    });
    expect(spec.organization).toEqual({ name: 'Acme' });
    expect(p.status).toMatchObject({ columnstore: 'acme-columnstore', kv: 'acme-kv', databaseName: 'alt', gateway: { name: 'acme', ready: false } });
  });

  test('its Gateway plans through the Gateway path: one AltInstance on the Stack\'s stores, licensed once, JWT on', () => {
    const gw = byKind(p, 'Gateway');
    const planned = planGateway({ ...gw, metadata: { name: 'acme', namespace: 'team-a' } }, world({ databases: { 'team-a/acme': { ready: true } } }));
    expect(planned.blocked).toBeUndefined();
    const instance = planned.objects.find((o) => o.kind === 'AltInstance') as any;
    expect(instance.spec.topology).toBe('Split');
    expect(instance.spec.secrets.licenseKey).toEqual({ name: 'alt-license', key: 'license' });
    expect(instance.spec.jwt).toMatchObject({ enabled: true, appClaim: 'client_id', requireRegisteredApplication: true });
    const storage = planned.objects.find((o) => o.kind === 'Secret' && o.metadata.name === 'acme-alt-storage') as any;
    const sources = JSON.parse(storage.metadata.annotations['alt.aigw.dev/storage-sources']);
    expect(sources['columnstore-url']).toMatchObject({ name: 'acme-columnstore-connection' });
    expect(sources['kv-url']).toMatchObject({ name: 'acme-kv-connection' });
    expect(storage.stringData['columnstore-database']).toBe('alt');
  });

  test('is Ready when its Gateway reports Ready, with the Gateway URL', () => {
    const gwStatus = { url: 'http://acme.team-a.svc.cluster.local:8080', conditions: [{ type: 'Ready', status: 'True', reason: 'Reconciled', message: 'ok' }] };
    const done = planStack(stack(ALT_STACK), world({ gateways: [{ namespace: 'team-a', name: 'acme', resource: { kind: 'Gateway', metadata: OWNED, status: gwStatus } }] }));
    expect(ready(done)).toMatchObject({ status: 'True', reason: StackReason.GatewayReady });
    expect(done.status.gateway).toEqual({ name: 'acme', ready: true, url: gwStatus.url });
    expectStatusValid(done);
    const waiting = planStack(
      stack(ALT_STACK),
      world({ gateways: [{ namespace: 'team-a', name: 'acme', resource: { kind: 'Gateway', metadata: OWNED, status: { conditions: [{ type: 'Ready', status: 'False', reason: 'DatabaseNotReady', message: 'provisioning' }] } } }] }),
    );
    expect(ready(waiting)).toMatchObject({ status: 'False', reason: StackReason.GatewayNotReady, message: 'Gateway team-a/acme is not Ready: DatabaseNotReady: provisioning' });
    expect(ready(p)).toMatchObject({ status: 'False', reason: StackReason.Progressing });
    expectStatusValid(p);
  });
});

describe('Stack rejections', () => {
  const alt = (patch: (s: any) => void) => {
    const s = JSON.parse(JSON.stringify(ALT_STACK));
    patch(s);
    return planStack(stack(s), world());
  };

  test.each([
    ['the columnstore disabled', (s: any) => (s.datastores.columnstore.enabled = false), 'spec.datastores.columnstore.enabled: must be true when spec.gateway.type is alt'],
    ['the columnstore left out', (s: any) => delete s.datastores.columnstore, 'spec.datastores.columnstore.enabled: must be true'],
    ['a worker without Split', (s: any) => (s.gateway.alt.topology = 'AllInOne'), 'spec.gateway.alt.worker.enabled: a dedicated worker requires spec.gateway.alt.topology Split'],
    ['several replicas without the kv store', (s: any) => (s.datastores.kv = { enabled: false }), 'spec.datastores.kv: is required when the API serves more than one replica'],
    ['storage set by hand', (s: any) => (s.gateway.alt.storageMode = 'single'), 'spec.gateway.alt.storageMode: is wired by the Stack'],
    ['a bad JWKS URL', (s: any) => (s.gateway.jwtAuth.publicKeyURL = 'idp/jwks'), 'spec.gateway.jwtAuth.publicKeyURL'],
    ['a bad model', (s: any) => (s.gateway.models = [{ name: 'x' }]), 'spec.gateway.models[0].model: is required'],
    ['no SQL datastore', (s: any) => (s.datastores.sql = {}), 'spec.datastores.sql.sqlClusterRef: or connectionSecretRef is required'],
  ])('%s', (_what, patch, message) => {
    const p = alt(patch);
    expect(p.objects).toEqual([]);
    expect(p.blocked?.reason).toBe(StackReason.InvalidSpec);
    expect(ready(p).message).toContain(message);
    expectStatusValid(p);
  });

  test('the message says "invalid spec" when the Gateway\'s parser refuses it, as for a Gateway, and not for an alt rule', () => {
    const parse = alt((s) => (s.gateway.models = [{ name: 'x' }]));
    expect(ready(parse).message).toBe('invalid spec: spec.gateway.models[0].model: is required');
    expect(parse.blocked?.message).toBe(ready(parse).message);
    const rule = alt((s) => (s.gateway.alt.topology = 'AllInOne'));
    expect(ready(rule).message).toMatch(/^spec\.gateway\.alt\.worker\.enabled: a dedicated worker requires/);
  });

  test('a Gateway of the same name the Stack did not create is never taken over', () => {
    const theirs = { kind: 'Gateway', metadata: { name: 'acme', namespace: 'team-a' }, spec: {} };
    const p = planStack(stack(ALT_STACK), world({ gateways: [{ namespace: 'team-a', name: 'acme', resource: theirs }] }));
    expect(p.objects).toEqual([]);
    expect(p.blocked?.reason).toBe(StackReason.GatewayConflict);
    expect(ready(p).message).toContain('Gateway team-a/acme exists and is not this Stack');
  });

  test('spec.gateway.alt on a proxy Stack is refused', () => {
    const p = planStack(stack({ datastores: { sql: SQL }, gateway: { type: 'proxy', alt: { topology: 'Split' } } }), world());
    expect(p.blocked?.message).toContain('spec.gateway.alt: applies to gateway type alt only');
  });
});

describe('Stack with a proxy gateway', () => {
  test('runs only the Gateway on the SQL datastore, and says an enabled columnstore is unused', () => {
    const p = planStack(stack({ datastores: { sql: { connectionSecretRef: { name: 'main-db' } }, columnstore: { enabled: true } }, gateway: { licenseSecretRef: { name: 'lic', key: 'jwt' } } }), world());
    expect(p.objects.map((o) => o.kind)).toEqual(['Gateway']);
    expect((p.objects[0] as any).spec).toEqual({
      type: 'proxy',
      database: { mode: 'external', connectionSecretRef: { name: 'main-db', key: 'DATABASE_URL' } },
      instance: { licenseSecretRef: { name: 'lic', key: 'jwt' } },
    });
    expect(p.events).toEqual([expect.objectContaining({ type: 'Warning', reason: StackReason.DatastoreUnused })]);
    expectStatusValid(p);
  });
});
