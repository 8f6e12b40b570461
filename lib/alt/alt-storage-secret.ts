/**
 * `<gateway>-alt-storage`: the one owned Secret that holds every connection string of an alt
 * gateway. The AltInstance reads each store's URL from a key of this Secret, so no credential-bearing
 * URL appears in any emitted resource.
 *
 * plan() never sees Secret values, so it cannot copy them. Instead the Secret it emits is a
 * recipe: annotation {@link STORAGE_SOURCES_ANNOTATION} names, for each connection key, the Secret
 * key the value comes from, and `stringData` holds only non-secret settings. The operator fills the
 * connection keys with {@link assembleAltStorageSecret} right before it applies the object.
 */
import { ApiObject } from 'cdk8s';
import { k8s } from 'cdk8s-plus-33';
import { Construct } from 'constructs';
import type { ApiObjectJson } from '../plan/types';
import { storageSecretName } from './names';

/** JSON map of connection key -> {@link SecretSource} on the emitted Secret. */
export const STORAGE_SOURCES_ANNOTATION = 'alt.aigw.dev/storage-sources';

/** Keys of `<gateway>-alt-storage`. */
export const STORAGE_KEYS = Object.freeze({
  /** Control-plane database URL (config, keys, orgs, teams, applications; analytics in `single`). */
  database: 'database-url',
  /** Analytics columnstore URL (`storageMode: split`). */
  columnstore: 'columnstore-url',
  /** HA-quota store URL. */
  kv: 'kv-url',
  /** Non-secret: `split` or `single`. */
  storageMode: 'storage-mode',
  /** Non-secret: analytics database name (`split`). */
  columnstoreDatabase: 'columnstore-database',
});

/** A Secret key a connection string is read from. */
export interface SecretSource {
  /** @default - the gateway's namespace */
  readonly namespace?: string;
  readonly name: string;
  readonly key: string;
}

export interface AltStorageSecretProps {
  /** The gateway name; the Secret is `<gateway>-alt-storage`. */
  readonly gateway: string;
  /** @default - the chart's namespace */
  readonly namespace?: string;
  /** Where the control-plane database URL comes from. */
  readonly database: SecretSource;
  /**
   * `split` keeps analytics in the columnstore; `single` in the control-plane database.
   * @default 'split'
   */
  readonly storageMode?: 'split' | 'single';
  /** Where the columnstore URL comes from. Required for `split`, refused for `single`. */
  readonly columnstore?: SecretSource;
  /**
   * Analytics database name inside the columnstore (`split` only).
   * @default 'alt'
   */
  readonly columnstoreDatabase?: string;
  /** Where the HA-quota store URL comes from. @default - no kv store */
  readonly kv?: SecretSource;
}

export class AltStorageSecret extends Construct {
  /** The Secret's name, for `secretKeyRef`s. */
  readonly secretName: string;
  readonly storageMode: 'split' | 'single';
  readonly columnstoreDatabase?: string;
  readonly hasColumnstore: boolean;
  readonly hasKv: boolean;
  readonly apiObject: ApiObject;

  constructor(scope: Construct, id: string, props: AltStorageSecretProps) {
    super(scope, id);
    this.storageMode = props.storageMode ?? 'split';
    if (this.storageMode === 'split' && !props.columnstore) {
      throw new Error(`storageMode 'split' needs a columnstore source (gateway '${props.gateway}')`);
    }
    if (this.storageMode === 'single' && props.columnstore) {
      throw new Error(`storageMode 'single' takes no columnstore source, got Secret '${props.columnstore.name}' (gateway '${props.gateway}')`);
    }
    this.secretName = storageSecretName(props.gateway);
    this.hasColumnstore = props.columnstore !== undefined;
    this.hasKv = props.kv !== undefined;
    if (this.storageMode === 'split') this.columnstoreDatabase = props.columnstoreDatabase ?? 'alt';

    const sources: Record<string, SecretSource> = { [STORAGE_KEYS.database]: props.database };
    if (props.columnstore) sources[STORAGE_KEYS.columnstore] = props.columnstore;
    if (props.kv) sources[STORAGE_KEYS.kv] = props.kv;
    const stringData: Record<string, string> = { [STORAGE_KEYS.storageMode]: this.storageMode };
    if (this.columnstoreDatabase) stringData[STORAGE_KEYS.columnstoreDatabase] = this.columnstoreDatabase;

    this.apiObject = new k8s.KubeSecret(this, 'Resource', {
      metadata: {
        name: this.secretName,
        namespace: props.namespace,
        annotations: { [STORAGE_SOURCES_ANNOTATION]: JSON.stringify(sortKeys(sources)) },
      },
      type: 'Opaque',
      stringData,
    });
  }
}

function sortKeys<T>(o: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Reads one Secret key's value (the operator's cache); undefined when the Secret or key is missing. */
export type SecretValueReader = (namespace: string, name: string, key: string) => string | undefined;

export interface AssembledStorageSecret {
  /** The Secret with every connection key filled in `data` (base64), ready to apply. */
  readonly object: ApiObjectJson;
  /** Sources that could not be read; the object then lacks those keys and the gateway should wait. */
  readonly missing: readonly (SecretSource & { readonly target: string })[];
}

/**
 * The operator's half of the recipe: copies each source Secret key named in the annotation into
 * `data` of the storage Secret. Objects without the annotation are returned unchanged. Pure given
 * `read`; values never reach logs or status (only the names of missing sources do).
 */
export function assembleAltStorageSecret(object: ApiObjectJson, read: SecretValueReader): AssembledStorageSecret {
  const raw = object.metadata.annotations?.[STORAGE_SOURCES_ANNOTATION];
  if (object.kind !== 'Secret' || raw === undefined) return { object, missing: [] };
  let sources: Record<string, SecretSource>;
  try {
    sources = JSON.parse(raw) as Record<string, SecretSource>;
  } catch {
    return { object, missing: [] };
  }
  const namespace = object.metadata.namespace ?? 'default';
  const data: Record<string, string> = { ...((object.data as Record<string, string> | undefined) ?? {}) };
  const missing: (SecretSource & { target: string })[] = [];
  for (const [target, source] of Object.entries(sources)) {
    const value = read(source.namespace ?? namespace, source.name, source.key);
    if (value === undefined) missing.push({ ...source, target });
    else data[target] = Buffer.from(value, 'utf8').toString('base64');
  }
  return { object: { ...object, data }, missing };
}
