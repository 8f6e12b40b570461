/**
 * The Gateway a Stack runs, composed from the Stack: named after it, its database on the Stack's
 * SQL datastore, and for `alt` its analytics on the Stack's own ColumnstoreCluster (database `alt`)
 * and its quotas on the Stack's own KvInstance. Everything else is passed through. The Gateway is
 * then reconciled like any other (AltGatewayStack for `alt`), so a Stack's gateway is exactly the
 * Gateway a user could have written. Pure.
 */
import { PLATFORM_API_VERSION } from '../meta/groups';
import { boundedName } from '../meta/names';
import { GATEWAY_KIND } from '../api/gateway';
import { STACK_ALT_DATABASE, type Stack, type StackStoreSpec } from '../api/stack';
import type { ResourceInput } from '../plan/types';

export const COLUMNSTORE_CLUSTER_KIND = 'ColumnstoreCluster';
export const KV_INSTANCE_KIND = 'KvInstance';

/** The Stack's ColumnstoreCluster. */
export function stackColumnstoreName(stack: string): string {
  return boundedName(`${stack}-columnstore`);
}

/** The Stack's KvInstance. */
export function stackKvName(stack: string): string {
  return boundedName(`${stack}-kv`);
}

/** The stores the Stack runs: those enabled, for an `alt` gateway only (a proxy gateway uses neither). */
export function stackStores(stack: Stack): { readonly columnstore: StackStoreSpec; readonly kv: StackStoreSpec } {
  const alt = stack.spec.gateway.type === 'alt';
  const { columnstore, kv } = stack.spec.datastores;
  return { columnstore: { ...columnstore, enabled: alt && columnstore.enabled }, kv: { ...kv, enabled: alt && kv.enabled } };
}

/** Where each `spec.gateway` pass-through field lands in the Gateway's spec. */
const GATEWAY_PATHS: Readonly<Record<string, string>> = Object.freeze({
  licenseSecretRef: 'instance.licenseSecretRef',
  jwtAuth: 'instance.jwtAuth',
  image: 'instance.image',
  replicas: 'instance.replicas',
  resources: 'instance.resources',
  organization: 'organization',
  teams: 'teams',
  models: 'models',
  guardrailRefs: 'guardrailRefs',
  alt: 'alt',
});

/** The Gateway field paths the Stack itself fills, and the Stack field each comes from. */
const WIRED_PATHS: readonly (readonly [string, string])[] = [
  ['spec.database', 'spec.datastores.sql'],
  ['spec.alt.columnstore', 'spec.datastores.columnstore'],
  ['spec.alt.kv', 'spec.datastores.kv'],
  ['spec.alt', 'spec.gateway.alt'],
  ['spec.type', 'spec.gateway.type'],
];

/** `spec.instance.jwtAuth.audience` of the Gateway -> `spec.gateway.jwtAuth.audience` of the Stack. */
export function stackPathOf(gatewayPath: string): string {
  for (const [field, at] of Object.entries(GATEWAY_PATHS)) {
    if (field === 'alt') continue;
    const p = `spec.${at}`;
    if (gatewayPath === p || gatewayPath.startsWith(`${p}.`) || gatewayPath.startsWith(`${p}[`)) return `spec.gateway.${field}${gatewayPath.slice(p.length)}`;
  }
  for (const [p, at] of WIRED_PATHS) {
    if (gatewayPath === p || gatewayPath.startsWith(`${p}.`) || gatewayPath.startsWith(`${p}[`)) return `${at}${gatewayPath.slice(p.length)}`;
  }
  return gatewayPath.startsWith('spec.') ? `spec.gateway.${gatewayPath.slice('spec.'.length)}` : gatewayPath;
}

/** Rewrites every Gateway field path (`spec.…`) in a message to the Stack's. */
export function inStackTerms(message: string): string {
  return message.replace(/\bspec\.[A-Za-z0-9_.[\]]*[A-Za-z0-9_\]]/g, (p) => stackPathOf(p));
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let at = target;
  for (const k of keys.slice(0, -1)) {
    const next = at[k];
    at = (typeof next === 'object' && next !== null ? next : (at[k] = {})) as Record<string, unknown>;
  }
  at[keys[keys.length - 1]] = value;
}

/** The Gateway the Stack runs, as a resource (the Stack's uid is not its own: it has none yet). */
export function stackGateway(stack: Stack): ResourceInput {
  const { name, namespace } = stack.metadata;
  const { datastores, gateway } = stack.spec;
  const alt = gateway.type === 'alt';
  const sql = datastores.sql;
  const database = sql.sqlClusterRef
    ? { mode: 'sqlCluster', sqlClusterRef: { ...sql.sqlClusterRef }, databaseName: sql.databaseName ?? (alt ? STACK_ALT_DATABASE : undefined) }
    : { mode: 'external', connectionSecretRef: { ...sql.connectionSecretRef } };
  const spec: Record<string, unknown> = { type: gateway.type, database: JSON.parse(JSON.stringify(database)) as unknown };
  for (const [field, value] of Object.entries(gateway.passThrough)) {
    if (field === 'alt') continue;
    setPath(spec, GATEWAY_PATHS[field], field === 'jwtAuth' && isObject(value) ? { enabled: true, ...value } : value);
  }
  if (alt) {
    const given = isObject(gateway.passThrough.alt) ? gateway.passThrough.alt : {};
    spec.alt = {
      ...given,
      storageMode: 'split',
      columnstore: { mode: 'ref', ref: { name: stackColumnstoreName(name), namespace } },
      columnstoreDatabase: STACK_ALT_DATABASE,
      ...(datastores.kv.enabled ? { kv: { mode: 'ref', ref: { name: stackKvName(name), namespace } } } : {}),
    };
  }
  return { apiVersion: PLATFORM_API_VERSION, kind: GATEWAY_KIND, metadata: { name, namespace }, spec };
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
