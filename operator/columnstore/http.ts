/**
 * One statement over ClickHouse's HTTP interface, with undici. The credentials travel in an
 * `Authorization: Basic` header, never in the URL (which servers and proxies log). Failures become
 * typed {@link ColumnstoreError}s whose messages never hold the password.
 */
import { request } from 'undici';
import { DEFAULT_TIMEOUT_MS, describeColumnstore, type ColumnstoreConnection } from './connection';
import { COLUMNSTORE_AUTH_FAILED, COLUMNSTORE_PROVISIONING_FAILED, COLUMNSTORE_UNREACHABLE, ColumnstoreError } from './errors';

/** Server error codes of a login turned away: unknown user, wrong or missing password, address not allowed, authentication failed. */
const AUTH_CODES = new Set([192, 193, 194, 195, 516]);

/** The server's error code (`Code: 193, e.displayText() = …`), when its answer has one. */
export function serverErrorCode(body: string, header?: string | string[]): number | undefined {
  const raw = Array.isArray(header) ? header[0] : header;
  const fromHeader = raw === undefined ? NaN : Number(raw);
  if (Number.isInteger(fromHeader)) return fromHeader;
  const match = /Code:\s*(\d+)/.exec(body);
  return match ? Number(match[1]) : undefined;
}

function scrub(message: string, secret: string): string {
  return secret.length > 0 ? message.split(secret).join('[redacted]') : message;
}

/** The server's message, short: its first line, without the stack trace older servers append. */
function serverMessage(body: string, password: string): string {
  const first = body.trim().split('\n')[0] ?? '';
  return scrub(first.length > 500 ? `${first.slice(0, 500)}…` : first, password);
}

/** A network failure, by undici's and Node's codes. */
function isNetworkError(err: unknown): boolean {
  const e = err as { code?: unknown; name?: unknown; cause?: { code?: unknown } } | undefined;
  const code = typeof e?.code === 'string' ? e.code : typeof e?.cause?.code === 'string' ? e.cause.code : '';
  return (
    e?.name === 'TimeoutError' ||
    e?.name === 'AbortError' ||
    code.startsWith('UND_ERR_') ||
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE'].includes(code)
  );
}

/**
 * Runs `sql` as the connection's user and returns the body of the answer. `what` says what the
 * statement is for (`create database "alt"`), for the message of a failure.
 *
 * @throws ColumnstoreError `ColumnstoreUnreachable`, `ColumnstoreAuthFailed` or `ColumnstoreProvisioningFailed`
 */
export async function runStatement(connection: ColumnstoreConnection, sql: string, what: string): Promise<string> {
  const server = describeColumnstore(connection);
  const timeout = connection.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const authorization = `Basic ${Buffer.from(`${connection.username}:${connection.password}`).toString('base64')}`;
  let status: number;
  let body: string;
  let codeHeader: string | string[] | undefined;
  try {
    const res = await request(`${connection.origin}/`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'text/plain; charset=utf-8' },
      body: sql,
      signal: AbortSignal.timeout(timeout),
      headersTimeout: timeout,
      bodyTimeout: timeout,
    });
    status = res.statusCode;
    codeHeader = res.headers['x-clickhouse-exception-code'];
    body = await res.body.text();
  } catch (err) {
    const detail = scrub(err instanceof Error ? err.message : String(err), connection.password);
    if (isNetworkError(err)) throw new ColumnstoreError(COLUMNSTORE_UNREACHABLE, `cannot reach ${server}: ${detail}`);
    throw new ColumnstoreError(COLUMNSTORE_PROVISIONING_FAILED, `cannot ${what} on ${server}: ${detail}`);
  }
  if (status === 200) return body;
  const code = serverErrorCode(body, codeHeader);
  const detail = serverMessage(body, connection.password) || `HTTP ${status}`;
  if (status === 401 || status === 403 || (code !== undefined && AUTH_CODES.has(code))) {
    throw new ColumnstoreError(COLUMNSTORE_AUTH_FAILED, `${server} refused user ${JSON.stringify(connection.username)}: ${detail}`);
  }
  if (status >= 502 && status <= 504) throw new ColumnstoreError(COLUMNSTORE_UNREACHABLE, `cannot reach ${server}: ${detail}`);
  throw new ColumnstoreError(COLUMNSTORE_PROVISIONING_FAILED, `user ${JSON.stringify(connection.username)} cannot ${what} on ${server}: ${detail}`);
}
