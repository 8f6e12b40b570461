/**
 * Everything `startGate()` accepts, with the defaults docs/gate.md documents. The command line and
 * the environment map onto these one to one (see config.ts).
 */
import { GateConfigError } from './errors';
import { DEFAULT_ALT_PATH } from './protocol';

export type GateLogLevel = 'debug' | 'info' | 'warn' | 'error';
export const GATE_LOG_LEVELS: readonly GateLogLevel[] = ['debug', 'info', 'warn', 'error'];

/** Where Kubernetes mounts the license Secret into the gate's pod. */
export const LICENSE_MOUNT = '/etc/aigw/license';

export const DEFAULT_BLOCKED_REASON =
  "Request blocked: the guardrail is not licensed. The platform license for feature 'guardrail' is missing, expired, revoked or invalid; contact your platform administrator.";

export interface GateOptions {
  /** The guardrail engine (catalog) or your endpoint (external): `http(s)://host[:port][/base-path]`. */
  readonly upstream: string;
  /**
   * The license JWS.
   *
   * @default '/etc/aigw/license/license.jwt'
   */
  readonly licenseFile?: string;
  /**
   * The SPKI PEM public key that signed the license.
   *
   * @default '/etc/aigw/license/license.pub'
   */
  readonly licensePublicKeyFile?: string;
  /**
   * The revocation-list JWS. A missing file means nothing is revoked.
   *
   * @default '/etc/aigw/license/revocations.jwt'
   */
  readonly revocationFile?: string;
  /**
   * Sent upstream as header `x-api-key`, replacing any the caller sent.
   *
   * @default - the caller's headers are forwarded as they are
   */
  readonly apiKey?: string;
  /**
   * A file holding the value of {@link apiKey} (read once at start, surrounding whitespace dropped).
   *
   * @default - none
   */
  readonly apiKeyFile?: string;
  /**
   * The message of the block verdict returned while the license does not allow `guardrail`
   * (`blocked_reason`, or `reason` on {@link altPath}).
   *
   * @default DEFAULT_BLOCKED_REASON
   */
  readonly blockedReason?: string;
  /**
   * The path at which callers speak the alt guardrail protocol; on every other path the gate speaks
   * LiteLLM's guardrail API. It decides the shape of the block verdict (`{"action":"block","reason"}`
   * here, `{"action":"BLOCKED","blocked_reason"}` elsewhere) and which verdicts are counted.
   *
   * @default '/v1/alt/check'
   */
  readonly altPath?: string;
  /**
   * `debug` writes one record per request (it may quote matched content: raise it only while investigating).
   *
   * @default 'info'
   */
  readonly logLevel?: GateLogLevel;
  /**
   * Data port: every path is forwarded.
   *
   * @default 8080
   */
  readonly port?: number;
  /**
   * Metrics port: `/metrics`, `/healthz`, `/readyz`.
   *
   * @default 9090
   */
  readonly metricsPort?: number;
  /**
   * Address both ports listen on.
   *
   * @default '0.0.0.0'
   */
  readonly host?: string;
  /**
   * How long the upstream may take to send its response headers, and at most between two body chunks;
   * past it the caller gets a 502.
   *
   * @default 30000
   */
  readonly upstreamTimeoutMs?: number;
  /**
   * Largest request body accepted; larger ones get 413 and are not forwarded.
   *
   * @default 10485760 (10 MiB)
   */
  readonly bodyLimitBytes?: number;
  /**
   * How long a request body may take to arrive whole, from the end of its headers; past it the
   * caller gets 408 and the connection is closed.
   *
   * @default 30000
   */
  readonly bodyTimeoutMs?: number;
  /**
   * Most bytes held at once across every request in flight: request bodies (one that would pass it
   * gets 503 `AIGW_GATE_OVERLOADED`) and JSON answers read for their verdict (one that would pass it
   * is streamed through instead). At least {@link bodyLimitBytes}.
   *
   * @default 67108864 (64 MiB: with the gate's own ~80 MiB and allocator slack, under the 256 Mi memory limit its pod gets by default)
   */
  readonly bufferedBytesLimit?: number;
  /**
   * Most of an engine's JSON answer held to read its verdict (also once decompressed). A larger
   * answer is streamed through as it comes, its verdict not read (not counted in the verdict metric).
   *
   * @default 1048576 (1 MiB)
   */
  readonly responseBufferBytes?: number;
  /**
   * How often the license files are re-read (a signature is verified only when their content changed).
   *
   * @default 1000
   */
  readonly licensePollMs?: number;
  /**
   * How long reading the three license files may take; a read that takes longer (or fails, or finds
   * something other than a regular file of at most 1 MiB) counts as no valid license.
   *
   * @default 1000
   */
  readonly licenseReadTimeoutMs?: number;
  /**
   * How long closing (SIGTERM) waits for requests in flight before closing their connections.
   *
   * @default 20000
   */
  readonly shutdownTimeoutMs?: number;
  /**
   * Where log records go (JSON lines).
   *
   * @default process.stdout
   */
  readonly logStream?: NodeJS.WritableStream;
  /**
   * The clock, in milliseconds since the epoch; a test may pass its own.
   *
   * @default Date.now
   */
  readonly clock?: () => number;
}

/** {@link GateOptions} with every default applied and every rule checked. */
export interface ResolvedGateOptions {
  readonly upstream: URL;
  readonly licenseFile: string;
  readonly licensePublicKeyFile: string;
  readonly revocationFile: string;
  readonly apiKeyFile?: string;
  readonly apiKey?: string;
  readonly blockedReason: string;
  readonly altPath: string;
  readonly logLevel: GateLogLevel;
  readonly port: number;
  readonly metricsPort: number;
  readonly host: string;
  readonly upstreamTimeoutMs: number;
  readonly bodyLimitBytes: number;
  readonly bodyTimeoutMs: number;
  readonly bufferedBytesLimit: number;
  readonly responseBufferBytes: number;
  readonly licensePollMs: number;
  readonly licenseReadTimeoutMs: number;
  readonly shutdownTimeoutMs: number;
  readonly logStream?: NodeJS.WritableStream;
  readonly clock: () => number;
}

function integer(name: string, value: number, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new GateConfigError(`${name} must be an integer from ${min} to ${max}, got ${value}`);
  }
  return value;
}

export function resolveGateOptions(options: GateOptions): ResolvedGateOptions {
  let upstream: URL;
  try {
    upstream = new URL(options.upstream);
  } catch {
    throw new GateConfigError(`upstream '${options.upstream}' is not a URL`);
  }
  if (upstream.protocol !== 'http:' && upstream.protocol !== 'https:') {
    throw new GateConfigError(`upstream '${options.upstream}' must be an http:// or https:// URL`);
  }
  if (upstream.search !== '' || upstream.hash !== '') {
    throw new GateConfigError(`upstream '${options.upstream}' must not carry a query or fragment`);
  }
  if (options.apiKey !== undefined && options.apiKeyFile !== undefined) {
    throw new GateConfigError('give the upstream API key either as a value or as a file, not both');
  }
  if (options.apiKey !== undefined && options.apiKey.trim() === '') {
    throw new GateConfigError('the upstream API key is empty');
  }
  const logLevel = options.logLevel ?? 'info';
  if (!GATE_LOG_LEVELS.includes(logLevel)) {
    throw new GateConfigError(`log level '${logLevel}' must be one of ${GATE_LOG_LEVELS.join(', ')}`);
  }
  const blockedReason = options.blockedReason ?? DEFAULT_BLOCKED_REASON;
  if (blockedReason.trim() === '') throw new GateConfigError('the blocked reason is empty');
  const altPath = options.altPath ?? DEFAULT_ALT_PATH;
  // Compared with the request target as sent: a query, a fragment or a space could never match it.
  if (!/^\/[^?#\s]*$/.test(altPath)) {
    throw new GateConfigError(`alt path '${altPath}' must be a path starting with / (no query, fragment or whitespace)`);
  }
  const port = integer('port', options.port ?? 8080, 0, 65535);
  const metricsPort = integer('metrics port', options.metricsPort ?? 9090, 0, 65535);
  if (port === metricsPort && port !== 0) {
    throw new GateConfigError(`the data port and the metrics port must differ, both are ${port}`);
  }
  const bodyLimitBytes = integer('body limit (bytes)', options.bodyLimitBytes ?? 10 * 1024 * 1024, 1, 1024 * 1024 * 1024);
  const bufferedBytesLimit = integer('buffered bytes limit', options.bufferedBytesLimit ?? 64 * 1024 * 1024, 1, 64 * 1024 * 1024 * 1024);
  if (bufferedBytesLimit < bodyLimitBytes) {
    throw new GateConfigError(`the buffered bytes limit (${bufferedBytesLimit}) must be at least the body limit (${bodyLimitBytes})`);
  }
  return {
    upstream,
    licenseFile: options.licenseFile ?? `${LICENSE_MOUNT}/license.jwt`,
    licensePublicKeyFile: options.licensePublicKeyFile ?? `${LICENSE_MOUNT}/license.pub`,
    revocationFile: options.revocationFile ?? `${LICENSE_MOUNT}/revocations.jwt`,
    apiKey: options.apiKey?.trim(),
    apiKeyFile: options.apiKeyFile,
    blockedReason,
    altPath,
    logLevel,
    port,
    metricsPort,
    host: options.host ?? '0.0.0.0',
    upstreamTimeoutMs: integer('upstream timeout (ms)', options.upstreamTimeoutMs ?? 30_000, 1, 3_600_000),
    bodyLimitBytes,
    bodyTimeoutMs: integer('body timeout (ms)', options.bodyTimeoutMs ?? 30_000, 1, 3_600_000),
    bufferedBytesLimit,
    responseBufferBytes: integer('response buffer (bytes)', options.responseBufferBytes ?? 1024 * 1024, 1, 1024 * 1024 * 1024),
    licensePollMs: integer('license poll interval (ms)', options.licensePollMs ?? 1000, 10, 3_600_000),
    licenseReadTimeoutMs: integer('license read timeout (ms)', options.licenseReadTimeoutMs ?? 1000, 1, 3_600_000),
    shutdownTimeoutMs: integer('shutdown timeout (ms)', options.shutdownTimeoutMs ?? 20_000, 0, 3_600_000),
    logStream: options.logStream,
    clock: options.clock ?? Date.now,
  };
}
