/** plan() and an alt Gateway's columnstore database: asked for, waited on, reported. */
import { plan } from '../../lib/plan/plan';
import type { ClusterFacts, DatabaseFact, Plan } from '../../lib/plan/types';
import { altGateway, condition, COLUMNSTORE } from '../alt/support';
import { facts } from './fixtures';

const CLUSTER = { apiVersion: 'platform.aigw.dev/v1alpha1', kind: 'ColumnstoreCluster', metadata: { name: 'cs', namespace: 'data' }, spec: {}, status: { connectionSecretRef: { name: 'cs-app' } } };

function planWith(alt: Record<string, unknown>, reported: Record<string, DatabaseFact> | undefined, extra: Partial<ClusterFacts> = {}): Plan {
  return plan(altGateway(alt), facts({ columnstoreDatabases: reported, platformObjects: [CLUSTER], ...extra }));
}

describe('on a ColumnstoreCluster (managed or adopted)', () => {
  const ref = { columnstore: { mode: 'ref', ref: { name: 'cs', namespace: 'data' } }, columnstoreDatabase: 'analytics_a' };

  test('asks the operator to create the database with the credentials of the cluster connection Secret, and waits with nothing emitted', () => {
    const p = planWith(ref, undefined);

    expect(p.columnstoreDatabase).toEqual({
      gateway: { namespace: 'team-a', name: 'main' },
      database: 'analytics_a',
      action: 'create',
      columnstoreCluster: { namespace: 'data', name: 'cs' },
      connectionSecret: { namespace: 'data', name: 'cs-app', key: 'url' },
    });
    expect(p.objects).toEqual([]);
    expect(p.blocked?.reason).toBe('ColumnstoreDatabaseNotReady');
    expect(condition(p, 'Ready')).toMatchObject({ status: 'False', reason: 'ColumnstoreDatabaseNotReady' });
    expect(condition(p, 'ColumnstoreDatabaseReady')).toMatchObject({
      status: 'False',
      reason: 'ColumnstoreDatabaseNotReady',
      message: 'waiting for database "analytics_a" on ColumnstoreCluster data/cs to be created',
    });
  });

  test("the operator's failure is the Gateway's reason, and it still holds", () => {
    const p = planWith(ref, { 'team-a/main': { ready: false, reason: 'ColumnstoreUnreachable', message: 'cannot reach ClickHouse at http://cs.data.svc:8123: connect ECONNREFUSED' } });

    expect(p.objects).toEqual([]);
    expect(p.blocked).toEqual({ reason: 'ColumnstoreUnreachable', message: 'cannot reach ClickHouse at http://cs.data.svc:8123: connect ECONNREFUSED' });
    expect(condition(p, 'ColumnstoreDatabaseReady')).toMatchObject({ status: 'False', reason: 'ColumnstoreUnreachable' });
  });

  test('once created the Gateway is planned, says so, and keeps asking (the operator checks on every pass)', () => {
    const p = planWith(ref, { 'team-a/main': { ready: true } });

    expect(p.blocked).toBeUndefined();
    expect(p.objects.some((o) => o.kind === 'AltInstance')).toBe(true);
    expect(p.columnstoreDatabase?.action).toBe('create');
    expect(condition(p, 'ColumnstoreDatabaseReady')).toMatchObject({
      status: 'True',
      reason: 'ColumnstoreDatabaseReady',
      message: 'database "analytics_a" on ColumnstoreCluster data/cs is in place',
    });
  });
});

describe('on an external cluster', () => {
  test('asks the operator only to check the database, from the Secret the spec names', () => {
    const p = planWith({ columnstore: COLUMNSTORE }, undefined);

    expect(p.columnstoreDatabase).toEqual({
      gateway: { namespace: 'team-a', name: 'main' },
      database: 'alt',
      action: 'check',
      connectionSecret: { namespace: 'team-a', name: 'analytics', key: 'url' },
    });
    // The database is the user's to make: the gateway is emitted while the check is pending.
    expect(p.objects.some((o) => o.kind === 'AltInstance')).toBe(true);
    expect(condition(p, 'ColumnstoreDatabaseReady')?.message).toBe('waiting for database "alt" on the external columnstore of Secret team-a/analytics to be checked');
  });

  test('a missing database keeps Ready False with reason ColumnstoreDatabaseMissing; the gateway is still emitted', () => {
    const message = 'database "alt" does not exist on ClickHouse at http://ch:8123; on an external columnstore it must be created beforehand (CREATE DATABASE IF NOT EXISTS)';
    const p = planWith({ columnstore: COLUMNSTORE }, { 'team-a/main': { ready: false, reason: 'ColumnstoreDatabaseMissing', message } });

    expect(p.blocked).toBeUndefined();
    expect(p.objects.some((o) => o.kind === 'AltInstance')).toBe(true);
    expect(condition(p, 'Ready')).toMatchObject({ status: 'False', reason: 'ColumnstoreDatabaseMissing', message });
    expect(condition(p, 'ColumnstoreDatabaseReady')).toMatchObject({ status: 'False', reason: 'ColumnstoreDatabaseMissing', message });
  });

  test('a database that exists: planned, condition True', () => {
    const p = planWith({ columnstore: COLUMNSTORE }, { 'team-a/main': { ready: true } });

    expect(p.blocked).toBeUndefined();
    expect(condition(p, 'ColumnstoreDatabaseReady')).toMatchObject({ status: 'True', message: 'database "alt" on the external columnstore of Secret team-a/analytics exists' });
  });
});

test('a name the columnstore cannot hold is refused without asking the operator', () => {
  const p = planWith({ columnstore: COLUMNSTORE, columnstoreDatabase: 'system' }, undefined);

  expect(p.columnstoreDatabase).toBeUndefined();
  expect(p.objects).toEqual([]);
  expect(condition(p, 'ColumnstoreDatabaseReady')).toMatchObject({
    status: 'False',
    reason: 'InvalidColumnstoreDatabaseName',
    message: 'spec.alt.columnstoreDatabase: "system" is the server\'s own database',
  });
});

test('storage mode single keeps no columnstore database: nothing asked, no condition', () => {
  const p = planWith({ storageMode: 'single', columnstore: undefined }, undefined);

  expect(p.columnstoreDatabase).toBeUndefined();
  expect(condition(p, 'ColumnstoreDatabaseReady')).toBeUndefined();
  expect(p.blocked).toBeUndefined();
});

test('a proxy Gateway keeps no columnstore database', () => {
  const p = plan(altGateway({}, { type: 'proxy', alt: undefined }), facts({ columnstoreDatabases: undefined }));

  expect(p.columnstoreDatabase).toBeUndefined();
  expect(condition(p, 'ColumnstoreDatabaseReady')).toBeUndefined();
});
