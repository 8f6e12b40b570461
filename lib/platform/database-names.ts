/**
 * Names of the database and role provisioned for a Gateway in mode `sqlCluster`: their default and
 * the rules PostgreSQL imposes on them. Pure, and the one rule shared by the Gateway parser, plan()
 * and the provisioner. Names are always quoted when sent to the server, so a quote, a space or a
 * semicolon is held safely; what cannot be held (too long, NUL, control characters) or is reserved
 * is refused before anything is sent.
 */
import { createHash } from 'node:crypto';

/** PostgreSQL keeps NAMEDATALEN - 1 bytes of an identifier and silently truncates the rest. */
export const MAX_IDENTIFIER_BYTES = 63;

/** Databases every cluster has; a Gateway must never own, adopt or drop them. */
const RESERVED_DATABASES: readonly string[] = ['postgres', 'template0', 'template1'];

/** Role names PostgreSQL refuses or gives a special meaning in role specifications. */
const RESERVED_ROLES: readonly string[] = ['public', 'none', 'current_user', 'current_role', 'session_user'];

/** What the operator provisions for one Gateway. */
export interface DatabaseRequest {
  /** The database, owned by {@link role}. */
  readonly database: string;
  /** The login role the gateway connects as. */
  readonly role: string;
  /**
   * Who the database belongs to, e.g. `Gateway team-a/chat`. Recorded on the role and the database
   * (as their comment) and checked before an existing role or database is adopted, its password
   * reset, or it is dropped, so two Gateways never take each other's database.
   */
  readonly owner: string;
}

/** The Gateway a database is provisioned for. */
export interface GatewayName {
  readonly namespace: string;
  readonly name: string;
}

/** A name as shown in messages: JSON-quoted, with DEL escaped too, so nothing invisible hides in it. */
function shown(name: string): string {
  return JSON.stringify(name).replace(/\x7f/g, '\\u007f');
}

/** Why `name` cannot be an identifier of the kind `what` (`database`, `role`), or undefined. */
function identifierProblem(what: string, name: string): string | undefined {
  if (name.length === 0) return `${what} name must not be empty`;
  if (name.includes('\0')) return `${what} name ${shown(name)} contains a NUL character, which PostgreSQL cannot hold`;
  if (/[\x01-\x1f\x7f]/.test(name)) return `${what} name ${shown(name)} contains a control character`;
  const bytes = Buffer.byteLength(name, 'utf8');
  if (bytes > MAX_IDENTIFIER_BYTES) {
    return `${what} name ${shown(name)} is ${bytes} bytes long; PostgreSQL holds at most ${MAX_IDENTIFIER_BYTES}`;
  }
  return undefined;
}

/** Why `name` cannot be the provisioned database, or undefined when it can. */
export function databaseNameProblem(name: string): string | undefined {
  const problem = identifierProblem('database', name);
  if (problem) return problem;
  if (RESERVED_DATABASES.includes(name)) return `database name ${shown(name)} is reserved by PostgreSQL`;
  return undefined;
}

/** Why `name` cannot be the provisioned login role, or undefined when it can. */
export function roleNameProblem(name: string): string | undefined {
  const problem = identifierProblem('role', name);
  if (problem) return problem;
  if (RESERVED_ROLES.includes(name)) return `role name ${shown(name)} is reserved by PostgreSQL`;
  if (name.startsWith('pg_')) return `role name ${shown(name)} starts with "pg_", which PostgreSQL reserves`;
  return undefined;
}

/**
 * The default database name of a Gateway: `<namespace>_<name>`. Kubernetes names hold no `_`, so the
 * first `_` separates the two and no two Gateways share a default. Past 63 bytes the name keeps its
 * first 54 characters and ends with `_` and 8 hex digits of a hash of `<namespace>/<name>`.
 * Called with the Gateway (`{namespace, name}`) or with its namespace and name.
 */
export function defaultDatabaseName(gateway: GatewayName): string;
export function defaultDatabaseName(namespace: string, gatewayName: string): string;
export function defaultDatabaseName(gatewayOrNamespace: GatewayName | string, gatewayName?: string): string {
  const { namespace, name } = typeof gatewayOrNamespace === 'string' ? { namespace: gatewayOrNamespace, name: gatewayName ?? '' } : gatewayOrNamespace;
  const full = `${namespace}_${name}`;
  if (Buffer.byteLength(full, 'utf8') <= MAX_IDENTIFIER_BYTES) return full;
  const hash = createHash('sha256').update(`${namespace}/${name}`).digest('hex').slice(0, 8);
  return `${full.slice(0, MAX_IDENTIFIER_BYTES - hash.length - 1)}_${hash}`;
}

/** The owner recorded on what is provisioned for a Gateway. */
export function gatewayOwner(gateway: GatewayName): string {
  return `Gateway ${gateway.namespace}/${gateway.name}`;
}

/**
 * Why a request cannot be provisioned (a name PostgreSQL cannot hold or reserves, an unusable
 * owner), or undefined when it can.
 */
export function databaseRequestProblem(request: DatabaseRequest): string | undefined {
  const problem = databaseNameProblem(request.database) ?? roleNameProblem(request.role);
  if (problem) return problem;
  if (request.owner.length === 0 || request.owner.includes('\0')) {
    return `owner ${JSON.stringify(request.owner)} must be a non-empty text without NUL`;
  }
  return undefined;
}
