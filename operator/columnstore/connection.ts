/**
 * How the operator reaches a columnstore: the connection URL of its Secret (the one the gateway
 * itself uses) turned into ClickHouse's HTTP interface and the credentials the URL carries. Pure.
 *
 * A `clickhouse://` or `tcp://` URL names the native protocol (port 9000); the operator talks HTTP
 * to the same host on 8123 (8443 with `?secure=true`). An `http://` or `https://` URL is the HTTP
 * interface itself (default ports 8123 and 8443). No user in the URL means ClickHouse's `default`.
 */
import { COLUMNSTORE_CONNECTION_INVALID, ColumnstoreError } from './errors';

export const HTTP_PORT = 8123;
export const HTTPS_PORT = 8443;
export const DEFAULT_USER = 'default';
/** Give up on a request after this long; the failure reads as `ColumnstoreUnreachable`. */
export const DEFAULT_TIMEOUT_MS = 10_000;

export interface ColumnstoreConnection {
  /** Origin of the HTTP interface, e.g. `http://cs.data.svc:8123`. */
  readonly origin: string;
  readonly username: string;
  readonly password: string;
  /** @default 10000 */
  readonly timeoutMs?: number;
}

const NATIVE_SCHEMES = new Set(['clickhouse:', 'tcp:']);
const SECURE_VALUES = new Set(['1', 'true', 'yes']);

/**
 * The connection a URL gives. `where` names the Secret key it came from (for the message); the URL
 * itself is never quoted back, since it holds the password.
 *
 * @throws ColumnstoreError with reason `ColumnstoreConnectionInvalid`
 */
export function connectionFromUrl(url: string, where: string): ColumnstoreConnection {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    throw new ColumnstoreError(COLUMNSTORE_CONNECTION_INVALID, `${where} does not hold a URL`);
  }
  const scheme = parsed.protocol;
  const native = NATIVE_SCHEMES.has(scheme);
  if (!native && scheme !== 'http:' && scheme !== 'https:') {
    throw new ColumnstoreError(COLUMNSTORE_CONNECTION_INVALID, `${where} holds a URL of scheme ${scheme.slice(0, -1)}; expected clickhouse, tcp, http or https`);
  }
  if (parsed.hostname === '') throw new ColumnstoreError(COLUMNSTORE_CONNECTION_INVALID, `${where} holds a URL without a host`);
  const secure = native ? SECURE_VALUES.has((parsed.searchParams.get('secure') ?? '').toLowerCase()) : scheme === 'https:';
  const port = native || parsed.port === '' ? (secure ? HTTPS_PORT : HTTP_PORT) : Number(parsed.port);
  const decode = (s: string) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  };
  return {
    origin: `${secure ? 'https' : 'http'}://${parsed.hostname}:${port}`,
    username: parsed.username === '' ? DEFAULT_USER : decode(parsed.username),
    password: decode(parsed.password),
  };
}

/** The server as named in messages: `ClickHouse at http://cs.data.svc:8123`. */
export function describeColumnstore(connection: ColumnstoreConnection): string {
  return `ClickHouse at ${connection.origin}`;
}
