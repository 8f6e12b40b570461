/**
 * Typed failures of columnstore database provisioning. Each carries the CamelCase `reason` the
 * operator puts in the Gateway's `ColumnstoreDatabaseReady=False` condition, and whether retrying
 * with backoff can help. Messages name servers, users and databases, never a password: they end up
 * in conditions, Events and logs.
 */

/** The server could not be reached: connection refused, timed out, reset, name not resolved. */
export const COLUMNSTORE_UNREACHABLE = 'ColumnstoreUnreachable';
/** The credentials of the connection URL were rejected. */
export const COLUMNSTORE_AUTH_FAILED = 'ColumnstoreAuthFailed';
/** The connection Secret is missing, lacks its key, or holds no URL the operator can use. */
export const COLUMNSTORE_CONNECTION_INVALID = 'ColumnstoreConnectionInvalid';
/** External cluster: the database does not exist (the operator does not create it there). */
export const COLUMNSTORE_DATABASE_MISSING = 'ColumnstoreDatabaseMissing';
/** Anything else: a read-only user, missing grants, an unexpected server error. */
export const COLUMNSTORE_PROVISIONING_FAILED = 'ColumnstoreProvisioningFailed';

export type ColumnstoreErrorReason =
  | typeof COLUMNSTORE_UNREACHABLE
  | typeof COLUMNSTORE_AUTH_FAILED
  | typeof COLUMNSTORE_CONNECTION_INVALID
  | typeof COLUMNSTORE_DATABASE_MISSING
  | typeof COLUMNSTORE_PROVISIONING_FAILED;

export class ColumnstoreError extends Error {
  override readonly name = 'ColumnstoreError';

  constructor(
    /** Condition reason. */
    readonly reason: ColumnstoreErrorReason,
    message: string,
    /**
     * Whether trying again later can help. Every failure here can pass without a change to the
     * Gateway (a server starting, a Secret or a grant being fixed, a database created by hand), so
     * all are retried; the flag keeps the shape of the SqlCluster path's errors.
     */
    readonly retryable = true,
  ) {
    super(message);
  }
}
