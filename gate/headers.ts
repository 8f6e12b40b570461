/** Which headers cross the gate. Hop-by-hop headers (RFC 9110 §7.6.1) belong to one connection only. */
import type { IncomingHttpHeaders } from 'node:http';

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

/** The engine's answer headers as the caller gets them, and the three the gate itself reads. */
export interface CallerHeaders {
  /**
   * End-to-end only, `x-request-id` echoed, as one flat list (name, value, name, value ...) with
   * lower-case names, a repeated name repeated: what `ServerResponse.writeHead` takes as it is.
   */
  readonly headers: string[];
  readonly contentType: string | undefined;
  readonly contentEncoding: string | undefined;
  /** The engine's `content-length`, as it wrote it (undefined when it sent none). */
  readonly contentLength: string | undefined;
}

/**
 * The upstream's response headers, as the HTTP parser hands them over (name, value, name, value ...),
 * as the caller gets them, with `x-request-id` echoed. One pass, no object: the answer's head is
 * written from this list as it is.
 */
export function callerResponseHeaders(raw: ReadonlyArray<Buffer | string>, requestId: string): CallerHeaders {
  const headers: string[] = [];
  let connection: string | undefined;
  let contentType: string | undefined;
  let contentEncoding: string | undefined;
  let contentLength: string | undefined;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i].toString('latin1').toLowerCase();
    // A dropped header's value is not turned into text (every engine sends keep-alive's), but connection's lists more to drop.
    if (name === 'connection') {
      const value = raw[i + 1].toString('latin1');
      connection = connection === undefined ? value : `${connection},${value}`;
      continue;
    }
    if (HOP_BY_HOP.has(name) || name === 'x-request-id') continue;
    const value = raw[i + 1].toString('latin1');
    if (name === 'content-type') contentType ??= value;
    else if (name === 'content-encoding') contentEncoding ??= value;
    else if (name === 'content-length') contentLength ??= value;
    headers.push(name, value);
  }
  const extra = connection === undefined ? undefined : connectionTokens(connection);
  const out = extra === undefined ? headers : withoutNames(headers, extra);
  out.push('x-request-id', requestId);
  return { headers: out, contentType, contentEncoding, contentLength: extra?.has('content-length') === true ? undefined : contentLength };
}

function withoutNames(flat: string[], names: Set<string>): string[] {
  const kept: string[] = [];
  for (let i = 0; i < flat.length; i += 2) if (!names.has(flat[i])) kept.push(flat[i], flat[i + 1]);
  return kept;
}
