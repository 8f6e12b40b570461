/**
 * A Gateway's database, decided purely. Mode `external`: ready once the `connectionSecretRef`
 * Secret holds its key. Mode `sqlCluster`: the SqlCluster named by `sqlClusterRef` (from the
 * platform objects) and the names give a provisioning request, or the reason none can be made
 * (`SqlClusterNotFound`, `SqlClusterInvalid`, `InvalidDatabaseName`); the operator provisions it and
 * reports the outcome in `facts.databases["<namespace>/<gateway>"]`, and the database is ready only
 * once that fact says so.
 */
import { databaseUrlRef, parseGateway, type Gateway } from '../api/gateway';
import { databaseRequestProblem, gatewayOwner } from '../platform/database-names';
import { findSqlCluster, readSqlCluster } from '../platform/sql-cluster';
import type { ClusterFacts, ResourceInput, SqlClusterDatabaseRequest } from './types';

/** Reasons of a database that is not ready (those of provisioning come from the operator's fact). */
export const DatabaseReason = Object.freeze({
  /** The Secret is missing (external), or provisioning has not reported yet (sqlCluster). */
  NotReady: 'DatabaseNotReady',
  SqlClusterNotFound: 'SqlClusterNotFound',
  /** The SqlCluster lacks `spec.host` or `spec.adminSecretRef`, or holds a wrong type. */
  SqlClusterInvalid: 'SqlClusterInvalid',
  /** The database or role name cannot be held by PostgreSQL, or is reserved. */
  InvalidDatabaseName: 'InvalidDatabaseName',
});

/** The key of `facts.databases` for a Gateway. */
export function databaseFactKey(gateway: { readonly namespace: string; readonly name: string }): string {
  return `${gateway.namespace}/${gateway.name}`;
}

/** A request, or the reason no request can be made. */
export type SqlClusterResolution =
  | { readonly request: SqlClusterDatabaseRequest; readonly reason?: undefined; readonly message?: undefined }
  | { readonly request?: undefined; readonly reason: string; readonly message: string };

/** What to provision for a Gateway in mode `sqlCluster`; undefined in mode `external`. */
export function sqlClusterDatabaseRequest(gateway: Gateway, facts: Pick<ClusterFacts, 'platformObjects'>): SqlClusterResolution | undefined {
  const db = gateway.spec.database;
  if (db.mode !== 'sqlCluster' || !db.sqlClusterRef) return undefined;
  const ref = db.sqlClusterRef;
  const found = findSqlCluster(facts.platformObjects, ref.namespace, ref.name);
  if (!found) {
    return { reason: DatabaseReason.SqlClusterNotFound, message: `spec.database.sqlClusterRef: SqlCluster ${ref.namespace}/${ref.name} not found` };
  }
  const cluster = readSqlCluster(found);
  if (!cluster.spec) {
    return { reason: DatabaseReason.SqlClusterInvalid, message: `spec.database.sqlClusterRef: SqlCluster ${ref.namespace}/${ref.name} cannot be used: ${cluster.errors.toString()}` };
  }
  const { metadata } = gateway;
  const database = db.databaseName ?? '';
  const named = { database, role: database, owner: gatewayOwner(metadata) };
  const problem = databaseRequestProblem(named);
  if (problem) return { reason: DatabaseReason.InvalidDatabaseName, message: `spec.database.databaseName: ${problem}` };
  const url = databaseUrlRef(gateway);
  const c = cluster.spec;
  return {
    request: {
      gateway: { namespace: metadata.namespace, name: metadata.name },
      sqlCluster: {
        namespace: c.namespace,
        name: c.name,
        host: c.host,
        port: c.port,
        sslMode: c.sslMode,
        maintenanceDatabase: c.maintenanceDatabase,
        adminSecretRef: { ...c.adminSecretRef },
        ...(c.caSecretRef ? { caSecretRef: { ...c.caSecretRef } } : {}),
      },
      ...named,
      connectionSecret: { namespace: metadata.namespace, name: url.name, key: url.key },
      dropOnDelete: db.dropOnDelete ?? false,
    },
  };
}

/**
 * The provisioning request of a raw Gateway object, whatever its license or readiness: for the
 * operator's deletion path (`dropOnDelete`) and tools. Undefined for mode `external`, an invalid
 * spec, or a request that cannot be made.
 */
export function databaseRequestOf(resource: ResourceInput, facts: Pick<ClusterFacts, 'platformObjects'>): SqlClusterDatabaseRequest | undefined {
  const parsed = parseGateway(resource);
  return parsed.value ? sqlClusterDatabaseRequest(parsed.value, facts)?.request : undefined;
}

/**
 * The connection Secret a raw Gateway in mode `sqlCluster` keeps while its spec says so, even while
 * no request can be made (secretsRef not Ready, the SqlCluster briefly gone): it holds the role's
 * password, which must survive such waits. Undefined otherwise.
 */
export function keptConnectionSecret(resource: ResourceInput): { readonly namespace: string; readonly name: string } | undefined {
  const parsed = parseGateway(resource).value;
  if (parsed?.spec.database.mode !== 'sqlCluster') return undefined;
  return { namespace: parsed.metadata.namespace, name: databaseUrlRef(parsed).name };
}

/** The database as a Gateway plan sees it. */
export interface DatabaseDecision {
  readonly ready: boolean;
  /** Condition reason when not ready. */
  readonly reason?: string;
  /** Why it is not ready (field paths and object names). */
  readonly problem?: string;
  /** Mode `sqlCluster`: what to provision (absent when it cannot be requested). */
  readonly request?: SqlClusterDatabaseRequest;
  /**
   * Whether the Gateway must wait with nothing emitted: mode `sqlCluster` while the database is not
   * ready (nothing half-applied). Mode `external` emits and the gateway waits for its Secret.
   */
  readonly blocking: boolean;
}

export function decideDatabase(gateway: Gateway, facts: ClusterFacts): DatabaseDecision {
  const resolution = sqlClusterDatabaseRequest(gateway, facts);
  if (resolution) {
    if (!resolution.request) return { ready: false, reason: resolution.reason, problem: resolution.message, blocking: true };
    const { request } = resolution;
    const fact = facts.databases?.[databaseFactKey(gateway.metadata)];
    if (fact?.ready) return { ready: true, request, blocking: false };
    const on = `database ${JSON.stringify(request.database)} on SqlCluster ${request.sqlCluster.namespace}/${request.sqlCluster.name}`;
    return {
      ready: false,
      reason: fact?.reason ?? DatabaseReason.NotReady,
      problem: fact ? (fact.message ?? `${on} is not ready`) : `waiting for ${on} to be provisioned`,
      request,
      blocking: true,
    };
  }
  const ns = gateway.metadata.namespace;
  const url = databaseUrlRef(gateway);
  const secret = facts.secrets.find((s) => s.namespace === ns && s.name === url.name);
  if (!secret) {
    return { ready: false, reason: DatabaseReason.NotReady, problem: `spec.database.connectionSecretRef: Secret ${ns}/${url.name} does not exist yet`, blocking: false };
  }
  if (!secret.keys.includes(url.key)) {
    return { ready: false, reason: DatabaseReason.NotReady, problem: `Secret ${ns}/${url.name} has no key ${url.key}`, blocking: false };
  }
  return { ready: true, blocking: false };
}
