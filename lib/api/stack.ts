/**
 * The Stack kind: datastores and a Gateway wired to them, in one object. This parser checks what is
 * the Stack's own (the datastores, the gateway type, the rule that `alt` needs the columnstore);
 * the fields a Stack passes through to its Gateway are checked by the Gateway's own parser on the
 * Gateway the Stack composes (lib/platform/stack-gateway.ts), with their Stack paths.
 */
import type { ResourceInput } from '../plan/types';
import { GATEWAY_TYPES, DATABASE_URL_KEY, type GatewayType } from './gateway';
import type { ParseResult } from './guardrail';
import { parseMetadata, type ObjectMeta } from './metadata';
import { FieldErrors, SpecReader } from './reader';
import { parseObjectRef, parseSecretKeyRef, type ObjectRef, type SecretKeyRef } from './refs';

export const STACK_KIND = 'Stack';

/** `spec.gateway` keys passed through to the Gateway as they are (`alt` is filtered, see {@link STACK_ALT_KEYS}). */
export const STACK_GATEWAY_KEYS = ['licenseSecretRef', 'jwtAuth', 'image', 'replicas', 'resources', 'organization', 'teams', 'models', 'guardrailRefs', 'alt'] as const;
/** `spec.gateway.alt` keys passed through to the Gateway's `spec.alt`; storage is the Stack's to wire. */
export const STACK_ALT_KEYS = ['topology', 'jobWorkers', 'worker', 'authz', 'autoscaling', 'scim', 'jwt', 'brandingConfigMapRef', 'defaultBranding'] as const;
/** Storage fields of `spec.alt` a Stack wires itself, refused in `spec.gateway.alt`. */
const WIRED_ALT_KEYS = ['storageMode', 'columnstore', 'columnstoreDatabase', 'kv'];
/** The logical database of a Stack's `alt` gateway (control plane in the SqlCluster, analytics in the columnstore). */
export const STACK_ALT_DATABASE = 'alt';

/** A store the Stack runs: a ColumnstoreCluster or a KvInstance named after it. */
export interface StackStoreSpec {
  readonly enabled: boolean;
  readonly replicas?: number;
  readonly storageSize?: string;
}

export interface StackSqlSpec {
  readonly sqlClusterRef?: ObjectRef;
  /** Mode sqlCluster: default `alt` for an alt gateway, else the Gateway's default. */
  readonly databaseName?: string;
  readonly connectionSecretRef?: SecretKeyRef;
}

export interface StackSpec {
  readonly datastores: {
    readonly sql: StackSqlSpec;
    /** Default disabled; required enabled for an `alt` gateway. */
    readonly columnstore: StackStoreSpec;
    /** Default enabled for an `alt` gateway, disabled for `proxy`. */
    readonly kv: StackStoreSpec;
  };
  readonly gateway: {
    /** Default `proxy`. */
    readonly type: GatewayType;
    /** The pass-through fields as given (checked on the composed Gateway). */
    readonly passThrough: Readonly<Record<string, unknown>>;
  };
}

export interface Stack {
  readonly metadata: ObjectMeta;
  readonly spec: StackSpec;
}

const QUANTITY = /^[0-9]+(\.[0-9]+)?(Ki|Mi|Gi|Ti|Pi|Ei|k|M|G|T|P|E)?$/;

function parseStore(r: SpecReader, enabledByDefault: boolean): StackStoreSpec {
  const enabled = r.bool('enabled') ?? enabledByDefault;
  const replicas = r.int('replicas', { min: 1 });
  const storageSize = r.string('storageSize');
  if (storageSize !== undefined && !QUANTITY.test(storageSize)) r.error('storageSize', `must be a Kubernetes quantity such as 20Gi, got ${JSON.stringify(storageSize)}`);
  return { enabled, ...(replicas !== undefined ? { replicas } : {}), ...(storageSize !== undefined ? { storageSize } : {}) };
}

function parseSql(r: SpecReader, namespace: string): StackSqlSpec {
  const sqlClusterRef = parseObjectRef(r.object('sqlClusterRef'), namespace);
  const connectionSecretRef = parseSecretKeyRef(r.object('connectionSecretRef'), DATABASE_URL_KEY);
  const databaseName = r.string('databaseName', { required: r.has('databaseName') });
  if (r.present && r.has('sqlClusterRef') === r.has('connectionSecretRef')) {
    r.error('sqlClusterRef', r.has('sqlClusterRef') ? 'must not be set together with connectionSecretRef' : 'or connectionSecretRef is required');
  }
  if (databaseName !== undefined && r.has('connectionSecretRef')) r.error('databaseName', 'applies to sqlClusterRef (a database the operator provisions) only');
  return { ...(sqlClusterRef ? { sqlClusterRef } : {}), ...(connectionSecretRef ? { connectionSecretRef } : {}), ...(databaseName !== undefined ? { databaseName } : {}) };
}

function parseStackSpec(spec: unknown, metadata: ObjectMeta, errors: FieldErrors): StackSpec {
  const r = SpecReader.of(spec, 'spec', errors, { required: true });
  const g = r.object('gateway', { required: true });
  const type = g.enum('type', GATEWAY_TYPES) ?? 'proxy';
  const ds = r.object('datastores', { required: true });
  const sql = parseSql(ds.object('sql', { required: true }), metadata.namespace);
  const columnstore = parseStore(ds.object('columnstore'), false);
  const kv = parseStore(ds.object('kv'), type === 'alt');
  if (type === 'alt' && !columnstore.enabled) {
    ds.errors.add(`${ds.at('columnstore')}.enabled`, 'must be true when spec.gateway.type is alt (an alt gateway keeps its analytics in the Stack\'s columnstore)');
  }
  const passThrough: Record<string, unknown> = {};
  for (const key of g.keys()) {
    if (key === 'type') continue;
    if (!(STACK_GATEWAY_KEYS as readonly string[]).includes(key)) {
      g.error(key, `unknown field (a Stack's gateway takes ${STACK_GATEWAY_KEYS.join(', ')})`);
      continue;
    }
    passThrough[key] = g.raw(key);
  }
  const alt = g.object('alt');
  if (alt.present && type !== 'alt') g.error('alt', `applies to gateway type alt only, got ${type}`);
  for (const key of alt.keys()) {
    if (WIRED_ALT_KEYS.includes(key)) alt.error(key, 'is wired by the Stack from spec.datastores and must not be set');
    else if (!(STACK_ALT_KEYS as readonly string[]).includes(key)) alt.error(key, `unknown field (a Stack passes through ${STACK_ALT_KEYS.join(', ')})`);
  }
  return { datastores: { sql, columnstore, kv }, gateway: { type, passThrough } };
}

export function parseStack(resource: ResourceInput): ParseResult<Stack> {
  const errors = new FieldErrors();
  const metadata = parseMetadata(resource, errors);
  const spec = parseStackSpec(resource.spec, metadata, errors);
  return errors.empty ? { value: { metadata, spec }, metadata, errors } : { metadata, errors };
}
