/**
 * Typed failures of database provisioning. Each carries the CamelCase `reason` the operator puts in
 * the Gateway's `Ready=False` condition, and whether retrying with backoff can help. Messages name
 * hosts, roles and databases, never a password: they end up in conditions, Events and logs.
 */

/** The server could not be reached: connection refused, timed out, reset, or not accepting yet. */
export const DATABASE_UNREACHABLE = 'DatabaseUnreachable';
/** The SqlCluster's administrative credentials were rejected. */
export const DATABASE_AUTH_FAILED = 'DatabaseAuthFailed';
/** The database or role name cannot be held by PostgreSQL or is reserved. */
export const INVALID_DATABASE_NAME = 'InvalidDatabaseName';
/** Anything else: missing privileges, a name taken by someone else, an unexpected server error. */
export const DATABASE_PROVISIONING_FAILED = 'DatabaseProvisioningFailed';

export type DatabaseErrorReason =
  | typeof DATABASE_UNREACHABLE
  | typeof DATABASE_AUTH_FAILED
  | typeof INVALID_DATABASE_NAME
  | typeof DATABASE_PROVISIONING_FAILED;

export class DatabaseError extends Error {
  override readonly name = 'DatabaseError';

  constructor(
    /** Condition reason. */
    readonly reason: DatabaseErrorReason,
    message: string,
    /** False when only a change of the spec or of the cluster by a person can fix it. */
    readonly retryable: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export function invalidName(message: string): DatabaseError {
  return new DatabaseError(INVALID_DATABASE_NAME, message, false);
}

export function provisioningFailed(message: string, options?: { cause?: unknown; retryable?: boolean }): DatabaseError {
  return new DatabaseError(DATABASE_PROVISIONING_FAILED, message, options?.retryable ?? true, { cause: options?.cause });
}

/** The fields of a node-postgres or socket error this module looks at. */
interface DriverError {
  readonly code?: unknown;
  readonly message?: unknown;
}

/** Socket-level codes that mean "nobody answered" rather than "somebody said no". */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * SQLSTATEs of a server that is there but cannot take us now: starting up or shutting down
 * (57P03, 57P01), out of connection slots (53300), in recovery (25006 is not a connect error).
 */
const NOT_READY_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** invalid_password and invalid_authorization_specification (unknown role, no pg_hba entry). */
const AUTH_SQLSTATES = new Set(['28P01', '28000']);

/** Messages node-postgres raises itself for a connect timeout or a dropped socket. */
const NETWORK_MESSAGES = [/timeout expired/i, /connection terminated/i, /connection timeout/i];

/** The SQLSTATE of a server error, or the errno code of a socket error. */
export function errorCode(err: unknown): string | undefined {
  const code = (err as DriverError | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

function scrub(message: string, secrets: readonly string[]): string {
  return secrets.filter((s) => s.length > 0).reduce((m, s) => m.split(s).join('[redacted]'), message);
}

function driverMessage(err: unknown): string {
  const message = (err as DriverError | undefined)?.message;
  return typeof message === 'string' && message.length > 0 ? message : String(err);
}

/**
 * Translates a failure to connect to `target` (e.g. `PostgreSQL at db.example:5432 as admin`) into a
 * typed error, keeping the original as the cause.
 */
export function fromConnectError(err: unknown, target: string): DatabaseError {
  if (err instanceof DatabaseError) return err;
  const code = errorCode(err);
  const detail = driverMessage(err);
  if ((code && (NETWORK_CODES.has(code) || NOT_READY_SQLSTATES.has(code))) || NETWORK_MESSAGES.some((re) => re.test(detail))) {
    return new DatabaseError(DATABASE_UNREACHABLE, `cannot reach ${target}: ${detail}`, true, { cause: err });
  }
  if (code && AUTH_SQLSTATES.has(code)) {
    return new DatabaseError(DATABASE_AUTH_FAILED, `${target} was refused: ${detail}`, true, { cause: err });
  }
  return provisioningFailed(`cannot connect to ${target}: ${detail}`, { cause: err });
}

/**
 * Translates a failed statement (`what`, e.g. `create role "gw"`) into a typed error. `secrets` are
 * scrubbed from the server's message in case it quotes part of the statement back.
 */
export function fromStatementError(err: unknown, what: string, secrets: readonly string[] = []): DatabaseError {
  if (err instanceof DatabaseError) return err;
  const code = errorCode(err);
  const raw = driverMessage(err);
  const detail = scrub(raw, secrets);
  // An error that quoted a secret back is not kept as the cause: causes get logged.
  const cause = detail === raw ? err : undefined;
  if (code === '42501') {
    return provisioningFailed(`the SqlCluster's administrative role may not ${what}: ${detail}`, { cause });
  }
  if ((code && NETWORK_CODES.has(code)) || NETWORK_MESSAGES.some((re) => re.test(detail))) {
    return new DatabaseError(DATABASE_UNREACHABLE, `lost the connection while trying to ${what}: ${detail}`, true, { cause });
  }
  return provisioningFailed(`cannot ${what}: ${detail}`, { cause });
}
