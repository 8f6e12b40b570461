/** Which headers cross the gate. Hop-by-hop headers (RFC 9110 §7.6.1) belong to one connection only. */
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/**
 * Headers the HTTP client recomputes for the hop it makes, and `expect`: the gate answers
 * `100-continue` itself (Node does) and has the whole body before it calls the upstream.
 */
const RECOMPUTED_UPSTREAM = new Set(['host', 'content-length', 'expect']);

function connectionTokens(value: string | string[] | undefined): Set<string> | undefined {
  // What nearly every peer sends: its only token is a hop-by-hop header, dropped anyway.
  if (value === undefined || value === 'keep-alive' || value === 'Keep-Alive') return undefined;
  const tokens = (Array.isArray(value) ? value.join(',') : value).split(',').map((t) => t.trim().toLowerCase()).filter((t) => t !== '');
  return tokens.length === 0 ? undefined : new Set(tokens);
}

function copy(headers: IncomingHttpHeaders | Record<string, string | string[] | undefined>, drop: Set<string>): Record<string, string | string[]> {
  const extra = connectionTokens(headers.connection);
  const out: Record<string, string | string[]> = {};
  for (const name in headers) {
    const value = headers[name];
    if (value === undefined || HOP_BY_HOP.has(name) || drop.has(name) || extra?.has(name)) continue;
    out[name] = value;
  }
  return out;
}

/** The caller's headers as the upstream gets them: end-to-end only, `x-request-id` set, `x-api-key` replaced when configured. */
export function upstreamRequestHeaders(headers: IncomingHttpHeaders, requestId: string, apiKey: string | undefined): Record<string, string | string[]> {
  const out = copy(headers, RECOMPUTED_UPSTREAM);
  out['x-request-id'] = requestId;
  if (apiKey !== undefined) out['x-api-key'] = apiKey;
  return out;
}

/** The engine's answer headers as the caller gets them, and the two the gate itself reads. */
export interface CallerHeaders {
  /** End-to-end only, a repeated name as a list, `x-request-id` echoed. */
  readonly headers: OutgoingHttpHeaders;
  readonly contentType: string | undefined;
  readonly contentEncoding: string | undefined;
}

/**
 * The upstream's response headers, as the HTTP parser hands them over (name, value, name, value ...),
 * as the caller gets them, with `x-request-id` echoed.
 */
export function callerResponseHeaders(raw: ReadonlyArray<Buffer | string>, requestId: string): CallerHeaders {
  const headers: OutgoingHttpHeaders = {};
  let connection: string | undefined;
  let contentType: string | undefined;
  let contentEncoding: string | undefined;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i].toString('latin1').toLowerCase();
    const value = raw[i + 1].toString('latin1');
    if (name === 'connection') connection = connection === undefined ? value : `${connection},${value}`;
    if (HOP_BY_HOP.has(name)) continue;
    if (name === 'content-type') contentType ??= value;
    else if (name === 'content-encoding') contentEncoding ??= value;
    const before = headers[name];
    if (before === undefined) headers[name] = value;
    else if (Array.isArray(before)) before.push(value);
    else headers[name] = [String(before), value];
  }
  if (connection !== undefined) for (const token of connectionTokens(connection) ?? []) delete headers[token];
  headers['x-request-id'] = requestId;
  return { headers, contentType, contentEncoding };
}
