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
  if (value === undefined) return undefined;
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

/** The upstream's response headers as the caller gets them, with `x-request-id` echoed. */
export function callerResponseHeaders(headers: Record<string, string | string[] | undefined>, requestId: string): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = copy(headers, new Set());
  out['x-request-id'] = requestId;
  return out;
}
