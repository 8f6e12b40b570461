import { adminConnectionFor, readSqlCluster, sslOptions } from '../../operator/database';

const minimal = {
  apiVersion: 'platform.aigw.dev/v1alpha1',
  kind: 'SqlCluster',
  metadata: { name: 'shared', namespace: 'db' },
  spec: { host: 'pg.db.svc.cluster.local', adminSecretRef: { name: 'pg-admin' } },
};

describe('readSqlCluster', () => {
  test('applies the defaults: port 5432, sslMode require, database postgres, keys username and password', () => {
    expect(readSqlCluster(minimal)).toEqual({
      errors: expect.objectContaining({ empty: true }),
      spec: {
        namespace: 'db',
        name: 'shared',
        host: 'pg.db.svc.cluster.local',
        port: 5432,
        sslMode: 'require',
        maintenanceDatabase: 'postgres',
        adminSecretRef: { name: 'pg-admin', usernameKey: 'username', passwordKey: 'password' },
        caSecretRef: undefined,
      },
    });
  });

  test('reads every field', () => {
    const { spec } = readSqlCluster({
      ...minimal,
      spec: {
        host: '10.0.0.5',
        port: 6432,
        sslMode: 'verify-full',
        maintenanceDatabase: 'admin',
        adminSecretRef: { name: 'pg-admin', usernameKey: 'user', passwordKey: 'pass' },
        caSecretRef: { name: 'pg-ca' },
      },
    });
    expect(spec).toMatchObject({
      port: 6432,
      sslMode: 'verify-full',
      maintenanceDatabase: 'admin',
      adminSecretRef: { name: 'pg-admin', usernameKey: 'user', passwordKey: 'pass' },
      caSecretRef: { name: 'pg-ca', key: 'ca.crt' },
    });
  });

  test('reports every mistake with its path and gives no spec', () => {
    const { spec, errors } = readSqlCluster({ ...minimal, spec: { port: 70000, sslMode: 'prefer', adminSecretRef: {} } });
    expect(spec).toBeUndefined();
    expect(errors.toString()).toBe(
      'spec.host: is required; spec.port: must be at most 65535, got 70000; spec.sslMode: must be one of disable, require, verify-full, got "prefer"; spec.adminSecretRef.name: is required',
    );
  });
});

describe('admin connection', () => {
  test('combines the SqlCluster with the values of its admin Secret', () => {
    const { spec } = readSqlCluster(minimal);
    expect(adminConnectionFor(spec!, { username: 'admin', password: 's3cret' })).toEqual({
      host: 'pg.db.svc.cluster.local',
      port: 5432,
      sslMode: 'require',
      ca: undefined,
      username: 'admin',
      password: 's3cret',
      maintenanceDatabase: 'postgres',
    });
  });

  test.each([
    ['disable', undefined, false],
    ['require', undefined, { rejectUnauthorized: false }],
    ['verify-full', undefined, { rejectUnauthorized: true }],
    ['verify-full', 'PEM', { rejectUnauthorized: true, ca: 'PEM' }],
  ] as const)('sslMode %s (ca %s) gives TLS settings %j', (mode, ca, expected) => {
    expect(sslOptions(mode, ca)).toEqual(expected);
  });
});
