import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import {
  adminConnectionFor,
  DEFAULT_MAINTENANCE_DATABASE,
  DEFAULT_PORT,
  DEFAULT_SSL_MODE,
  readSqlCluster,
  SSL_MODES,
  sslOptions,
} from '../../operator/database';

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

describe('the SqlCluster CRD', () => {
  // The CRD is written by hand next to the others; its defaults must be the ones readSqlCluster applies.
  function sqlClusterCrd(): any {
    const dir = join(__dirname, '..', '..', 'crds');
    for (const file of readdirSync(dir).filter((f) => /\.ya?ml(\.txt)?$/.test(f))) {
      for (const doc of parseAllDocuments(readFileSync(join(dir, file), 'utf8'))) {
        const crd = doc.toJSON();
        if (crd?.kind === 'CustomResourceDefinition' && crd.spec?.names?.kind === 'SqlCluster') return crd;
      }
    }
    throw new Error('no SqlCluster CRD under crds/');
  }

  test('declares the defaults and sslModes the operator applies', () => {
    const spec = sqlClusterCrd().spec.versions[0].schema.openAPIV3Schema.properties.spec;
    expect(spec.required).toEqual(['host', 'adminSecretRef']);
    expect(spec.properties.port.default).toBe(DEFAULT_PORT);
    expect(spec.properties.sslMode.default).toBe(DEFAULT_SSL_MODE);
    expect(spec.properties.sslMode.enum).toEqual(SSL_MODES);
    expect(spec.properties.maintenanceDatabase.default).toBe(DEFAULT_MAINTENANCE_DATABASE);
    expect(spec.properties.adminSecretRef.properties.usernameKey.default).toBe('username');
    expect(spec.properties.adminSecretRef.properties.passwordKey.default).toBe('password');
    expect(spec.properties.caSecretRef.properties.key.default).toBe('ca.crt');
  });
});
