/** Reading an engine's verdict from its answer (the gate's own block verdicts are in protocol.ts). */
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { LITELLM_PROTOCOL } from './protocol';
import { scanVerdict } from './verdict-scan';

export interface UpstreamVerdict {
  /** The engine's `action`, as it wrote it. */
  readonly action?: string;
  /** The engine's block message: `blocked_reason` (LiteLLM's guardrail API) or `reason` (alt protocol). */
  readonly reason?: string;
}

const NO_VERDICT: UpstreamVerdict = Object.freeze({});

/** A compressed body is inflated only this far for reading its verdict (bounded, so a compression bomb cannot exhaust memory). */
const MAX_INFLATED_BYTES = 1024 * 1024;

function decode(body: Buffer, encoding: string | undefined, maxInflated: number): Buffer {
  switch (encoding?.trim().toLowerCase()) {
    case undefined:
    case '':
    case 'identity':
      return body;
    case 'gzip':
    case 'x-gzip':
      return gunzipSync(body, { maxOutputLength: maxInflated });
    case 'deflate':
      return inflateSync(body, { maxOutputLength: maxInflated });
    case 'br':
      return brotliDecompressSync(body, { maxOutputLength: maxInflated });
    default:
      throw new Error(`unsupported content-encoding ${encoding}`);
  }
}

/**
 * Reads `action` and the block message (under `reasonKey`: the protocol's) from an engine's JSON
 * response, for metrics and the debug record only: the bytes the caller gets are the engine's,
 * untouched. Nothing else of the answer is parsed ({@link scanVerdict}). A body that is not a JSON
 * object, or larger than `maxInflatedBytes` once decompressed, is no verdict.
 */
export function readUpstreamVerdict(
  body: Buffer,
  contentEncoding: string | undefined,
  reasonKey: string = LITELLM_PROTOCOL.reasonKey,
  maxInflatedBytes = MAX_INFLATED_BYTES,
): UpstreamVerdict {
  try {
    return scanVerdict(decode(body, contentEncoding, maxInflatedBytes), reasonKey) ?? NO_VERDICT;
  } catch {
    return NO_VERDICT;
  }
}

/** Whether a response's content type is JSON (`application/json`, `application/problem+json`, ...). */
export function isJson(contentType: string | string[] | undefined): boolean {
  const value = Array.isArray(contentType) ? contentType[0] : contentType;
  if (value === undefined) return false;
  // What nearly every engine sends, told without splitting the value.
  if (value === 'application/json' || value === 'application/json; charset=utf-8') return true;
  const mediaType = value.split(';', 1)[0].trim().toLowerCase();
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}
