/**
 * The database step of a Gateway in mode `sqlCluster`: what plan() asked for in `Plan.database`,
 * done on the real server. Reads the SqlCluster's admin Secret, holds the role's password in the
 * Gateway's connection Secret (written first, never rotated), provisions role and database with
 * operator/database, refreshes the Secret, and reports the outcome as the `facts.databases` entry
 * the second plan() reads. Deleting a Gateway drops its database only with `dropOnDelete`.
 */
import type { Owner } from '../../lib/meta/labels';
import type { DatabaseFact, SqlClusterDatabaseRequest } from '../../lib/plan/types';
import {
  adminConnectionFor,
  credentialsFor,
  DATABASE_AUTH_FAILED,
  DatabaseError,
  dropDatabase,
  provisionDatabase,
  type AdminConnection,
  type DropResult,
} from '../database';
import type { KubeClient } from '../../runtime/kube/client';
import { KubeApiError } from '../../runtime/kube/types';
import { holdPassword, refreshConnectionSecret } from './connection-secret';
import { readSecret } from './secret-data';

export interface DatabaseOutcome {
  /** The `facts.databases` entry. */
  readonly fact: DatabaseFact;
  /** Whether to try again with backoff (a server down, credentials being fixed); false when ready. */
  readonly retry: boolean;
  /** What changed on the server (for the log); empty in a steady state. */
  readonly changes: readonly string[];
}

/** A SqlCluster's Secret; being refused it (RBAC) is a credentials problem the status names, not a crash. */
async function readClusterSecret(client: KubeClient, namespace: string, name: string) {
  try {
    return await readSecret(client, namespace, name);
  } catch (e) {
    if (e instanceof KubeApiError && e.status === 403) {
      throw new DatabaseError(DATABASE_AUTH_FAILED, `the operator may not read Secret ${namespace}/${name}: ${e.message}`, true);
    }
    throw e;
  }
}

/** The admin connection of the request's SqlCluster, from its Secrets; a typed error when they are missing. */
export async function adminConnectionOf(client: KubeClient, request: SqlClusterDatabaseRequest, connectTimeoutMs?: number): Promise<AdminConnection> {
  const cluster = request.sqlCluster;
  const ref = cluster.adminSecretRef;
  const secret = await readClusterSecret(client, cluster.namespace, ref.name);
  const where = `admin Secret ${cluster.namespace}/${ref.name} of SqlCluster ${cluster.namespace}/${cluster.name}`;
  if (!secret) throw new DatabaseError(DATABASE_AUTH_FAILED, `${where} does not exist`, true);
  const username = secret.values[ref.usernameKey];
  const password = secret.values[ref.passwordKey];
  if (!username || !password) {
    const missing = [!username && ref.usernameKey, !password && ref.passwordKey].filter(Boolean).join(', ');
    throw new DatabaseError(DATABASE_AUTH_FAILED, `${where} has no value for key ${missing}`, true);
  }
  let ca: string | undefined;
  if (cluster.caSecretRef) {
    const caSecret = await readClusterSecret(client, cluster.namespace, cluster.caSecretRef.name);
    ca = caSecret?.values[cluster.caSecretRef.key];
    if (!ca) throw new DatabaseError(DATABASE_AUTH_FAILED, `CA Secret ${cluster.namespace}/${cluster.caSecretRef.name} of SqlCluster ${cluster.namespace}/${cluster.name} has no key ${cluster.caSecretRef.key}`, true);
  }
  const admin = adminConnectionFor(cluster, { username, password }, ca);
  return connectTimeoutMs === undefined ? admin : { ...admin, connectTimeoutMs };
}

/**
 * Provisions `request` and writes its connection Secret. Failures of the server or of the SqlCluster
 * become a not-ready fact (never thrown); a failing Kubernetes API call throws.
 */
export async function provisionGatewayDatabase(
  client: KubeClient,
  request: SqlClusterDatabaseRequest,
  owner: Owner,
  options: { readonly connectTimeoutMs?: number } = {},
): Promise<DatabaseOutcome> {
  try {
    const admin = await adminConnectionOf(client, request, options.connectTimeoutMs);
    const held = await holdPassword(client, request, owner, (password) => credentialsFor(admin, request, password));
    const result = await provisionDatabase(admin, request, held.password);
    const wrote = await refreshConnectionSecret(client, request, owner, held.secret, result.credentials);
    return { fact: { ready: true }, retry: false, changes: [...result.changes, ...(wrote ? ['writeConnectionSecret'] : [])] };
  } catch (e) {
    if (!(e instanceof DatabaseError)) throw e;
    return { fact: { ready: false, reason: e.reason, message: e.message }, retry: e.retryable, changes: [] };
  }
}

/** Drops the database and role of a deleted Gateway (`dropOnDelete: true`). Throws on failure. */
export async function dropGatewayDatabase(
  client: KubeClient,
  request: SqlClusterDatabaseRequest,
  options: { readonly connectTimeoutMs?: number } = {},
): Promise<DropResult> {
  const admin = await adminConnectionOf(client, request, options.connectTimeoutMs);
  return dropDatabase(admin, request);
}
