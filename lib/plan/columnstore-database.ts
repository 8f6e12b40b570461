/**
 * The columnstore database of an `alt` Gateway in storage mode `split`, decided purely. On a
 * ColumnstoreCluster (`spec.alt.columnstore.mode: ref`, managed by a Stack or adopted by
 * reference) the operator creates it; on an external cluster (`mode: external`) it only checks that
 * it exists. Either way plan() asks by returning a {@link ColumnstoreDatabaseRequest} in
 * `Plan.columnstoreDatabase`, the operator does the I/O (operator/columnstore) with the
 * credentials of the store's connection Secret and reports the outcome in
 * `facts.columnstoreDatabases["<namespace>/<gateway>"]`, and the Gateway waits, nothing emitted,
 * until that fact says ready: an alt gateway whose database is missing exits at start-up.
 */
import type { Gateway } from '../api/gateway';
import { withStoreNamespace } from '../api/gateway-alt';
import { storeSource } from '../alt/alt-store-source';
import { columnstoreDatabaseProblem } from '../platform/columnstore-database';
import { COLUMNSTORE_CLUSTER_KIND } from '../platform/stack-gateway';
import { COLUMNSTORE_DATABASE_READY } from './conditions';
import type { ClusterFacts, ColumnstoreDatabaseRequest, PlannedCondition } from './types';

/** Reasons of condition `ColumnstoreDatabaseReady` decided here (the operator's come with its fact). */
export const ColumnstoreDatabaseReason = Object.freeze({
  /** True: the database exists (created by the operator, or found on an external cluster). */
  Ready: 'ColumnstoreDatabaseReady',
  /** The operator has not reported yet. */
  NotReady: 'ColumnstoreDatabaseNotReady',
  /** `spec.alt.columnstoreDatabase` cannot be a database name. */
  InvalidName: 'InvalidColumnstoreDatabaseName',
});

/** The key of `facts.columnstoreDatabases` for a Gateway. */
export function columnstoreDatabaseFactKey(gateway: { readonly namespace: string; readonly name: string }): string {
  return `${gateway.namespace}/${gateway.name}`;
}

/** A request, or why none can be made; undefined when the Gateway keeps no columnstore database. */
export type ColumnstoreDatabaseResolution =
  | { readonly request: ColumnstoreDatabaseRequest; readonly reason?: undefined; readonly message?: undefined }
  | { readonly request?: undefined; readonly reason: string; readonly message: string };

/** What to create or check for a Gateway; undefined unless it is `alt` in storage mode `split` with a columnstore. */
export function columnstoreDatabaseRequest(gateway: Gateway, facts: Pick<ClusterFacts, 'platformObjects'>): ColumnstoreDatabaseResolution | undefined {
  const alt = gateway.spec.type === 'alt' ? gateway.spec.alt : undefined;
  if (!alt || alt.storageMode !== 'split' || !alt.columnstore) return undefined;
  const database = alt.columnstoreDatabase;
  const problem = columnstoreDatabaseProblem(database);
  if (problem) return { reason: ColumnstoreDatabaseReason.InvalidName, message: `spec.alt.columnstoreDatabase: ${problem}` };
  const { namespace, name } = gateway.metadata;
  const store = withStoreNamespace(alt.columnstore, namespace)!;
  const source = storeSource(COLUMNSTORE_CLUSTER_KIND, store, facts as ClusterFacts);
  const connectionSecret = { namespace: source.namespace ?? namespace, name: source.name, key: source.key };
  return {
    request:
      store.mode === 'ref' && store.ref
        ? { gateway: { namespace, name }, database, action: 'create', columnstoreCluster: { ...store.ref }, connectionSecret }
        : { gateway: { namespace, name }, database, action: 'check', connectionSecret },
  };
}

/** The columnstore database as a Gateway plan sees it. */
export interface ColumnstoreDatabaseDecision {
  readonly ready: boolean;
  /** Condition reason when not ready. */
  readonly reason?: string;
  readonly problem?: string;
  /** What the operator must create or check (absent when it cannot be requested). */
  readonly request?: ColumnstoreDatabaseRequest;
  /** Condition `ColumnstoreDatabaseReady`. */
  readonly condition: PlannedCondition;
}

function where(request: ColumnstoreDatabaseRequest): string {
  const on = request.columnstoreCluster
    ? `ColumnstoreCluster ${request.columnstoreCluster.namespace}/${request.columnstoreCluster.name}`
    : `the external columnstore of Secret ${request.connectionSecret.namespace}/${request.connectionSecret.name}`;
  return `database ${JSON.stringify(request.database)} on ${on}`;
}

/**
 * Whether the Gateway's columnstore database is there; undefined when it keeps none. Not ready
 * holds the Gateway, whatever the reason: the gateway cannot start without its database.
 */
export function decideColumnstoreDatabase(gateway: Gateway, facts: ClusterFacts): ColumnstoreDatabaseDecision | undefined {
  const resolution = columnstoreDatabaseRequest(gateway, facts);
  if (!resolution) return undefined;
  const gen = gateway.metadata.generation;
  const condition = (status: 'True' | 'False', reason: string, message: string): PlannedCondition => ({
    type: COLUMNSTORE_DATABASE_READY,
    status,
    reason,
    message,
    ...(gen !== undefined ? { observedGeneration: gen } : {}),
  });
  if (!resolution.request) {
    return { ready: false, reason: resolution.reason, problem: resolution.message, condition: condition('False', resolution.reason, resolution.message) };
  }
  const { request } = resolution;
  const fact = facts.columnstoreDatabases?.[columnstoreDatabaseFactKey(gateway.metadata)];
  if (fact?.ready) {
    const message = `${where(request)} ${request.action === 'create' ? 'is in place' : 'exists'}`;
    return { ready: true, request, condition: condition('True', ColumnstoreDatabaseReason.Ready, message) };
  }
  const reason = fact?.reason ?? ColumnstoreDatabaseReason.NotReady;
  const problem = fact ? (fact.message ?? `${where(request)} is not ready`) : `waiting for ${where(request)} to be ${request.action === 'create' ? 'created' : 'checked'}`;
  return { ready: false, reason, problem, request, condition: condition('False', reason, problem) };
}
