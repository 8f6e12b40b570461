/**
 * The columnstore step of an `alt` Gateway in storage mode `split`: what plan() asked for in
 * `Plan.columnstoreDatabase`, done on the real server. Reads the connection URL from the store's
 * Secret (the one the gateway itself is given), creates the database on a ColumnstoreCluster or
 * checks it on an external cluster, and reports the outcome as the `facts.columnstoreDatabases`
 * entry the next plan() reads.
 */
import type { ColumnstoreDatabaseRequest, DatabaseFact } from '../../lib/plan/types';
import {
  COLUMNSTORE_AUTH_FAILED,
  COLUMNSTORE_CONNECTION_INVALID,
  ColumnstoreError,
  connectionFromUrl,
  ensureColumnstoreDatabase,
  requireColumnstoreDatabase,
  type ColumnstoreConnection,
} from '../columnstore';
import type { KubeClient } from '../../runtime/kube/client';
import { KubeApiError } from '../../runtime/kube/types';
import { readSecret } from './secret-data';

export interface ColumnstoreOutcome {
  /** The `facts.columnstoreDatabases` entry. */
  readonly fact: DatabaseFact;
  /** Whether to try again with backoff; false when ready. */
  readonly retry: boolean;
  /** Whether this pass created the database (for the log). */
  readonly created: boolean;
}

/** The connection the request's Secret holds; a typed error when it cannot be read or used. */
export async function columnstoreConnectionOf(client: KubeClient, request: ColumnstoreDatabaseRequest, timeoutMs?: number): Promise<ColumnstoreConnection> {
  const { namespace, name, key } = request.connectionSecret;
  const where = `Secret ${namespace}/${name}`;
  let secret;
  try {
    secret = await readSecret(client, namespace, name);
  } catch (e) {
    if (e instanceof KubeApiError && e.status === 403) throw new ColumnstoreError(COLUMNSTORE_AUTH_FAILED, `the operator may not read ${where}: ${e.message}`);
    throw e;
  }
  if (!secret) throw new ColumnstoreError(COLUMNSTORE_CONNECTION_INVALID, `connection ${where} of the columnstore does not exist yet`);
  const url = secret.values[key];
  if (!url) throw new ColumnstoreError(COLUMNSTORE_CONNECTION_INVALID, `connection ${where} of the columnstore has no value for key ${key}`);
  const connection = connectionFromUrl(url, `key ${key} of ${where}`);
  return timeoutMs === undefined ? connection : { ...connection, timeoutMs };
}

/**
 * Creates or checks the request's database. Failures of the server or of the Secret become a
 * not-ready fact (never thrown); a failing Kubernetes API call throws.
 */
export async function provisionColumnstoreDatabase(
  client: KubeClient,
  request: ColumnstoreDatabaseRequest,
  options: { readonly timeoutMs?: number } = {},
): Promise<ColumnstoreOutcome> {
  try {
    const connection = await columnstoreConnectionOf(client, request, options.timeoutMs);
    if (request.action === 'check') {
      await requireColumnstoreDatabase(connection, request.database);
      return { fact: { ready: true }, retry: false, created: false };
    }
    const { created } = await ensureColumnstoreDatabase(connection, request.database);
    return { fact: { ready: true }, retry: false, created };
  } catch (e) {
    if (!(e instanceof ColumnstoreError)) throw e;
    return { fact: { ready: false, reason: e.reason, message: e.message }, retry: e.retryable, created: false };
  }
}
