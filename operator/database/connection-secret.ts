/**
 * The content of the Secret the operator writes for a Gateway in mode `sqlCluster`: a
 * `DATABASE_URL` the emitted instance references by key, plus its parts. Pure. The same Secret is
 * where the role's password lives between reconciles, so it is read back with
 * {@link passwordFromSecret} before provisioning.
 */
import type { DatabaseRequest } from './names';
import type { SslMode } from './sql-cluster';
import { DEFAULT_PORT, DEFAULT_SSL_MODE } from './sql-cluster';

export const DATABASE_URL_KEY = 'DATABASE_URL';
export const HOST_KEY = 'host';
export const PORT_KEY = 'port';
export const DATABASE_KEY = 'database';
export const USERNAME_KEY = 'username';
export const PASSWORD_KEY = 'password';

/** Everything a client needs to connect as the provisioned role. */
export interface DatabaseCredentials {
  readonly host: string;
  readonly port: number;
  readonly sslMode: SslMode;
  readonly database: string;
  readonly username: string;
  readonly password: string;
}

/**
 * The credentials of `request` on a server, known before anything is provisioned: the connection
 * Secret can be written first, so the password is held before the role that uses it exists.
 */
export function credentialsFor(
  server: { readonly host: string; readonly port?: number; readonly sslMode?: SslMode },
  request: Pick<DatabaseRequest, 'database' | 'role'>,
  password: string,
): DatabaseCredentials {
  return {
    host: server.host,
    port: server.port ?? DEFAULT_PORT,
    sslMode: server.sslMode ?? DEFAULT_SSL_MODE,
    database: request.database,
    username: request.role,
    password,
  };
}

/** Name of the connection Secret of a Gateway, in the Gateway's namespace. */
export function connectionSecretName(gatewayName: string): string {
  return `${gatewayName}-database`;
}

/**
 * Percent-encodes a database name as one path segment. Sub-delimiters, `:` and `@` are valid in a
 * path (RFC 3986 pchar) and stay as they are, which also keeps them readable for parsers that
 * decode the path with `decodeURI`; `/`, `?`, `#`, `%`, `+`, spaces and non-ASCII are encoded.
 */
function encodePathSegment(value: string): string {
  return encodeURIComponent(value).replace(/%(3B|3A|40|26|3D|24|2C)/g, (escape) => decodeURIComponent(escape));
}

/**
 * `postgresql://<user>:<password>@<host>:<port>/<database>?sslmode=<mode>` with user, password and
 * database percent-encoded, so any character they hold survives URL parsing (libpq's URI rules).
 */
export function databaseUrl(c: DatabaseCredentials): string {
  // An IPv6 literal needs brackets to be told apart from the port.
  const host = c.host.includes(':') && !c.host.startsWith('[') ? `[${c.host}]` : c.host;
  const user = encodeURIComponent(c.username);
  const password = encodeURIComponent(c.password);
  return `postgresql://${user}:${password}@${host}:${c.port}/${encodePathSegment(c.database)}?sslmode=${c.sslMode}`;
}

/** The Secret's `stringData`. */
export function connectionSecretData(c: DatabaseCredentials): Record<string, string> {
  return {
    [DATABASE_URL_KEY]: databaseUrl(c),
    [HOST_KEY]: c.host,
    [PORT_KEY]: String(c.port),
    [DATABASE_KEY]: c.database,
    [USERNAME_KEY]: c.username,
    [PASSWORD_KEY]: c.password,
  };
}

/**
 * The password held in an existing connection Secret (its decoded data), or undefined when there is
 * no Secret or it holds no usable password. It is the role's password: provisioning keeps it.
 */
export function passwordFromSecret(data: Readonly<Record<string, string | undefined>> | undefined): string | undefined {
  const password = data?.[PASSWORD_KEY];
  return typeof password === 'string' && password.length > 0 ? password : undefined;
}
