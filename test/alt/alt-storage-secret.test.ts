import { Testing } from 'cdk8s';
import {
  AltStorageSecret,
  assembleAltStorageSecret,
  STORAGE_SOURCES_ANNOTATION,
  type SecretValueReader,
} from '../../lib/alt/alt-storage-secret';

function synthSecret(props: ConstructorParameters<typeof AltStorageSecret>[2]) {
  const chart = Testing.chart();
  new AltStorageSecret(chart, 'storage', props);
  return Testing.synth(chart)[0];
}

const SOURCES = {
  gateway: 'gw',
  namespace: 'team-a',
  database: { name: 'gw-db', key: 'DATABASE_URL' },
  columnstore: { namespace: 'data', name: 'cs-connection', key: 'url' },
  kv: { name: 'kv-conn', key: 'url' },
};

describe('AltStorageSecret', () => {
  test('is named <gateway>-alt-storage and holds no connection value, only where each one comes from', () => {
    const secret = synthSecret(SOURCES);
    expect(secret.metadata.name).toBe('gw-alt-storage');
    expect(secret.stringData).toEqual({ 'storage-mode': 'split', 'columnstore-database': 'alt' });
    expect(secret.data).toBeUndefined();
    expect(JSON.parse(secret.metadata.annotations[STORAGE_SOURCES_ANNOTATION])).toEqual({
      'columnstore-url': { namespace: 'data', name: 'cs-connection', key: 'url' },
      'database-url': { name: 'gw-db', key: 'DATABASE_URL' },
      'kv-url': { name: 'kv-conn', key: 'url' },
    });
    expect(secret).toMatchSnapshot();
  });

  test('split without a columnstore is refused, naming the gateway', () => {
    expect(() => synthSecret({ gateway: 'gw', database: SOURCES.database })).toThrow(
      "storageMode 'split' needs a columnstore source (gateway 'gw')",
    );
  });

  test('single takes no columnstore and carries no columnstore database', () => {
    expect(() => synthSecret({ ...SOURCES, storageMode: 'single' })).toThrow("storageMode 'single' takes no columnstore source, got Secret 'cs-connection' (gateway 'gw')");
    const secret = synthSecret({ gateway: 'gw', database: SOURCES.database, storageMode: 'single' });
    expect(secret.stringData).toEqual({ 'storage-mode': 'single' });
  });
});

describe('assembleAltStorageSecret', () => {
  const values: Record<string, string> = {
    'team-a/gw-db/DATABASE_URL': 'postgresql://u:p@db:5432/gw',
    'data/cs-connection/url': 'clickhouse://u:p@cs:9000',
  };
  const read: SecretValueReader = (ns, name, key) => values[`${ns}/${name}/${key}`];

  test('copies each source key into data (base64), resolving sources without a namespace to the Secret’s own', () => {
    const { object, missing } = assembleAltStorageSecret(synthSecret(SOURCES), read);
    const data = object.data as Record<string, string>;
    expect(Buffer.from(data['database-url'], 'base64').toString()).toBe('postgresql://u:p@db:5432/gw');
    expect(Buffer.from(data['columnstore-url'], 'base64').toString()).toBe('clickhouse://u:p@cs:9000');
    expect(missing).toEqual([{ name: 'kv-conn', key: 'url', target: 'kv-url' }]);
  });

  test('leaves objects without the recipe untouched', () => {
    const other = { apiVersion: 'v1', kind: 'Secret', metadata: { name: 'x' } };
    expect(assembleAltStorageSecret(other, read)).toEqual({ object: other, missing: [] });
  });
});
