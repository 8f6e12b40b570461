/**
 * `aigw gate`'s flags and their environment variables (flags win). Every flag maps to one
 * {@link GateOptions} field; the table is also the help text.
 */
import { parseArgs } from 'node:util';
import { GateConfigError } from './errors';
import { DEFAULT_ALT_PATH } from './protocol';
import { DEFAULT_BLOCKED_REASON, GATE_LOG_LEVELS, LICENSE_MOUNT, type GateLogLevel, type GateOptions } from './options';

type Writable<T> = { -readonly [K in keyof T]: T[K] };

interface Setting {
  readonly flag: string;
  readonly env: string;
  readonly option: keyof GateOptions;
  readonly kind: 'string' | 'integer';
  readonly value: string;
  readonly help: string;
}

export const GATE_SETTINGS: readonly Setting[] = [
  { flag: 'upstream', env: 'AIGW_GATE_UPSTREAM', option: 'upstream', kind: 'string', value: 'URL', help: 'the guardrail engine or your endpoint (required)' },
  { flag: 'license-file', env: 'AIGW_GATE_LICENSE_FILE', option: 'licenseFile', kind: 'string', value: 'FILE', help: `license JWS (default ${LICENSE_MOUNT}/license.jwt)` },
  { flag: 'license-public-key', env: 'AIGW_GATE_LICENSE_PUBLIC_KEY', option: 'licensePublicKeyFile', kind: 'string', value: 'FILE', help: `SPKI PEM public key (default ${LICENSE_MOUNT}/license.pub)` },
  { flag: 'revocation-file', env: 'AIGW_GATE_REVOCATION_FILE', option: 'revocationFile', kind: 'string', value: 'FILE', help: `revocation-list JWS; missing = none revoked (default ${LICENSE_MOUNT}/revocations.jwt)` },
  { flag: 'api-key-file', env: 'AIGW_GATE_API_KEY_FILE', option: 'apiKeyFile', kind: 'string', value: 'FILE', help: 'value sent upstream as x-api-key (or env AIGW_GATE_API_KEY: the value itself)' },
  { flag: 'blocked-reason', env: 'AIGW_GATE_BLOCKED_REASON', option: 'blockedReason', kind: 'string', value: 'TEXT', help: 'the block verdict\'s message: blocked_reason, or reason on --alt-path (default: a message naming the unlicensed guardrail)' },
  { flag: 'alt-path', env: 'AIGW_GATE_ALT_PATH', option: 'altPath', kind: 'string', value: 'PATH', help: `path of the alt guardrail protocol, answered with its own block verdict; every other path is LiteLLM's guardrail API (default ${DEFAULT_ALT_PATH})` },
  { flag: 'log-level', env: 'AIGW_GATE_LOG_LEVEL', option: 'logLevel', kind: 'string', value: GATE_LOG_LEVELS.join('|'), help: 'debug logs one record per request (default info)' },
  { flag: 'port', env: 'AIGW_GATE_PORT', option: 'port', kind: 'integer', value: 'N', help: 'data port (default 8080)' },
  { flag: 'metrics-port', env: 'AIGW_GATE_METRICS_PORT', option: 'metricsPort', kind: 'integer', value: 'N', help: '/metrics, /healthz, /readyz (default 9090)' },
  { flag: 'host', env: 'AIGW_GATE_HOST', option: 'host', kind: 'string', value: 'HOST', help: 'listen address (default 0.0.0.0)' },
  { flag: 'upstream-timeout-ms', env: 'AIGW_GATE_UPSTREAM_TIMEOUT_MS', option: 'upstreamTimeoutMs', kind: 'integer', value: 'N', help: 'upstream answer timeout, then 502 (default 30000)' },
  { flag: 'body-limit-bytes', env: 'AIGW_GATE_BODY_LIMIT_BYTES', option: 'bodyLimitBytes', kind: 'integer', value: 'N', help: 'largest request body, else 413 (default 10485760)' },
  { flag: 'body-timeout-ms', env: 'AIGW_GATE_BODY_TIMEOUT_MS', option: 'bodyTimeoutMs', kind: 'integer', value: 'N', help: 'a request body must arrive whole within this, else 408 (default 30000)' },
  { flag: 'buffered-bytes-limit', env: 'AIGW_GATE_BUFFERED_BYTES_LIMIT', option: 'bufferedBytesLimit', kind: 'integer', value: 'N', help: 'request bytes held across all requests in flight, else 503 (default 67108864)' },
  { flag: 'response-buffer-bytes', env: 'AIGW_GATE_RESPONSE_BUFFER_BYTES', option: 'responseBufferBytes', kind: 'integer', value: 'N', help: 'most of a JSON answer read for its verdict; larger ones stream through unread (default 1048576)' },
  { flag: 'license-poll-ms', env: 'AIGW_GATE_LICENSE_POLL_MS', option: 'licensePollMs', kind: 'integer', value: 'N', help: 'how often the license files are re-read (default 1000)' },
  { flag: 'license-read-timeout-ms', env: 'AIGW_GATE_LICENSE_READ_TIMEOUT_MS', option: 'licenseReadTimeoutMs', kind: 'integer', value: 'N', help: 'a license read taking longer counts as no license (default 1000)' },
  { flag: 'shutdown-timeout-ms', env: 'AIGW_GATE_SHUTDOWN_TIMEOUT_MS', option: 'shutdownTimeoutMs', kind: 'integer', value: 'N', help: 'on SIGTERM, how long requests in flight may finish before their connections are closed (default 20000)' },
];

/** The upstream API key's value, from a Secret through `valueFrom.secretKeyRef`. */
export const API_KEY_ENV = 'AIGW_GATE_API_KEY';

export function gateUsage(): string {
  const lines = GATE_SETTINGS.map((s) => `  --${s.flag} ${s.value}\n      ${s.help}; env ${s.env}`);
  return `usage: aigw gate --upstream URL [options]\n\noptions (each also from its environment variable; flags win):\n${lines.join('\n')}\n\nThe block verdict's default reason: ${DEFAULT_BLOCKED_REASON}\nOn --alt-path the block verdict is {"action":"block","reason":…}, elsewhere {"action":"BLOCKED","blocked_reason":…}.\n`;
}

function integer(text: string, source: string): number {
  if (!/^\d+$/.test(text.trim())) throw new GateConfigError(`${source} '${text}' must be a whole number`);
  return Number(text.trim());
}

/** Flags and environment -> options for `startGate()`. Throws {@link GateConfigError} naming the flag or variable. */
export function parseGateConfig(argv: string[], env: NodeJS.ProcessEnv): GateOptions {
  const { values } = parseArgs({
    args: argv,
    options: Object.fromEntries(GATE_SETTINGS.map((s) => [s.flag, { type: 'string' as const }])),
    strict: true,
  });
  const options: Partial<Writable<GateOptions>> = {};
  for (const setting of GATE_SETTINGS) {
    const fromFlag = values[setting.flag] as string | undefined;
    // An empty variable counts as unset: Kubernetes renders optional values that way.
    const fromEnv = env[setting.env] === '' ? undefined : env[setting.env];
    const text = fromFlag ?? fromEnv;
    if (text === undefined) continue;
    const source = fromFlag !== undefined ? `--${setting.flag}` : setting.env;
    (options as Record<string, unknown>)[setting.option] = setting.kind === 'integer' ? integer(text, source) : text;
  }
  const apiKey = env[API_KEY_ENV];
  if (apiKey !== undefined && apiKey !== '' && values['api-key-file'] === undefined) {
    if (options.apiKeyFile !== undefined) {
      throw new GateConfigError(`set either ${API_KEY_ENV} or AIGW_GATE_API_KEY_FILE, not both`);
    }
    options.apiKey = apiKey;
  }
  if (options.upstream === undefined) throw new GateConfigError('--upstream (or AIGW_GATE_UPSTREAM) is required');
  if (options.logLevel !== undefined && !GATE_LOG_LEVELS.includes(options.logLevel as GateLogLevel)) {
    throw new GateConfigError(`log level '${options.logLevel}' must be one of ${GATE_LOG_LEVELS.join(', ')}`);
  }
  return options as GateOptions;
}
