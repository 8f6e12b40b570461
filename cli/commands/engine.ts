/**
 * `aigw engine pseudonymizer`: runs the catalog engine that masks people's and organizations'
 * names before the model sees them and restores them in the answer. It serves LiteLLM's generic
 * guardrail API and the alt guardrail protocol until SIGTERM or SIGINT, then drains and exits 0.
 * Exit codes: 0 stopped by a signal, 1 could not start or did not stop within its grace period,
 * 2 bad usage.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { Command, CommandIo } from '../command';
import { UsageError } from '../command';
import { integerFlag, integerFlagOr, usageError } from '../flags';
import type { PseudonymizerParams } from '../../engines/pseudonymizer/params';
import { fastifyLoggerOptions, LOG_LEVELS, type Level } from '../../log';

const ENGINES = ['pseudonymizer'] as const;

const USAGE = `usage:
  aigw engine pseudonymizer [--port 8080] [--host 0.0.0.0] [--log-level debug|info|warn|error]
      [--body-limit-bytes 1048576] [--mapping-ttl-seconds 3600] [--max-scopes 10000]
      [--max-names-per-scope 1000] [--params-file FILE]
      [--store memory|redis] [--redis-url redis://HOST:6379/0] [--redis-key-prefix PREFIX]
      [--redis-timeout-ms 2000]
      [--detector-workers N] [--detection-budget-ms 2000] [--detector-module FILE]
      [--shutdown-grace-seconds 20]
      serves POST /beta/litellm_basic_guardrail_api, /beta/proxy_basic_guardrail_api and
      /v1/alt/check, GET /healthz, /readyz and /metrics. --params-file holds default params
      (JSON: allow_list, deny_list, deny_list_organizations, entities) that a call's own
      params override list by list.
      --store redis keeps name mappings on a Redis-compatible server shared by every replica
      (--max-scopes and --mapping-ttl-seconds bound it there too). The URL may also come from
      AIGW_REDIS_URL; the password only from AIGW_REDIS_PASSWORD (and an ACL user from
      AIGW_REDIS_USERNAME), never from a flag. While the server is unreachable every call is
      answered BLOCKED.
      Name detection runs on --detector-workers worker threads (default: the CPUs available,
      at least 2, at most 4), never on the thread that answers HTTP. A call whose detection
      takes longer than --detection-budget-ms (waiting for a free worker included) is answered
      BLOCKED and the worker running it is replaced. --detector-module loads your own detector:
      a JavaScript module exporting createDetector(), returning an object with
      detect(text, kinds) -> [{text, kind}].
      On SIGTERM or SIGINT the engine stops taking connections, answers the calls in flight
      and exits; if that takes longer than --shutdown-grace-seconds it exits 1 anyway.
`;

const STORES = ['memory', 'redis'] as const;

/** How the engine is told where its shared store is (flags, then environment). */
export interface StoreChoice {
  readonly kind: 'memory' | 'redis';
  readonly url?: string;
  readonly keyPrefix?: string;
  readonly timeoutMs?: number;
}

function redisUrlProblem(url: string): string | undefined {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return 'is not a URL';
  }
  if (u.protocol !== 'redis:' && u.protocol !== 'rediss:') return 'must start with redis:// or rediss://';
  if (u.password !== '') return 'must not hold a password: set AIGW_REDIS_PASSWORD (from a Secret) instead';
  return undefined;
}

async function readParams(file: string | undefined): Promise<Record<string, unknown> | undefined> {
  if (file === undefined) return undefined;
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    throw new UsageError(`cannot read --params-file ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    throw new UsageError(`--params-file ${file} is not JSON: ${(e as Error).message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new UsageError(`--params-file ${file} must hold a JSON object`);
  }
  return parsed as Record<string, unknown>;
}

async function runPseudonymizer(argv: string[], io: CommandIo): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'log-level': { type: 'string' },
      'body-limit-bytes': { type: 'string' },
      'mapping-ttl-seconds': { type: 'string' },
      'max-scopes': { type: 'string' },
      'max-names-per-scope': { type: 'string' },
      'params-file': { type: 'string' },
      store: { type: 'string' },
      'redis-url': { type: 'string' },
      'redis-key-prefix': { type: 'string' },
      'redis-timeout-ms': { type: 'string' },
      'detector-workers': { type: 'string' },
      'detection-budget-ms': { type: 'string' },
      'detector-module': { type: 'string' },
      'shutdown-grace-seconds': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    io.stdout.write(USAGE);
    return 0;
  }
  const logLevel = values['log-level'] ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    throw new UsageError(`--log-level '${logLevel}' must be one of ${LOG_LEVELS.join(', ')}`);
  }
  const port = integerFlagOr('--port', values.port, 8080, 0);
  if (port > 65535) throw new UsageError(`--port '${values.port}' must be at most 65535`);
  const limits = {
    bodyLimitBytes: integerFlagOr('--body-limit-bytes', values['body-limit-bytes'], 1_048_576),
    mappingTtlMs: integerFlagOr('--mapping-ttl-seconds', values['mapping-ttl-seconds'], 3600) * 1000,
    maxScopes: integerFlagOr('--max-scopes', values['max-scopes'], 10_000),
    maxNamesPerScope: integerFlagOr('--max-names-per-scope', values['max-names-per-scope'], 1000),
  };
  const defaultParams = await readParams(values['params-file']);
  const store = values.store ?? 'memory';
  if (!(STORES as readonly string[]).includes(store)) throw new UsageError(`--store '${store}' must be one of ${STORES.join(', ')}`);
  const redisUrl = values['redis-url'] ?? io.env.AIGW_REDIS_URL;
  if (store === 'redis') {
    if (redisUrl === undefined || redisUrl === '') throw new UsageError('--store redis needs --redis-url or AIGW_REDIS_URL');
    const problem = redisUrlProblem(redisUrl);
    // The URL is not echoed: a mistaken one may still hold a secret.
    if (problem) throw new UsageError(`the Redis URL ${problem}`);
  } else if (values['redis-url'] !== undefined) {
    throw new UsageError('--redis-url needs --store redis');
  }
  const redisTimeoutMs = integerFlagOr('--redis-timeout-ms', values['redis-timeout-ms'], 2000);
  const detection = {
    detectorWorkers: values['detector-workers'] === undefined ? undefined : integerFlag('--detector-workers', values['detector-workers']),
    detectionBudgetMs: integerFlagOr('--detection-budget-ms', values['detection-budget-ms'], 2000),
    detectorModule: values['detector-module'],
  };
  const graceMs = integerFlagOr('--shutdown-grace-seconds', values['shutdown-grace-seconds'], 20) * 1000;

  // Loaded here so `aigw engine --help` stays fast.
  const { startPseudonymizer } = await import('../../engines/pseudonymizer');
  const { paramsProblem } = await import('../../engines/pseudonymizer/params');
  const problem = defaultParams ? paramsProblem(defaultParams) : undefined;
  if (problem) throw new UsageError(`--params-file ${values['params-file']}: ${problem}`);

  let started: Awaited<ReturnType<typeof startPseudonymizer>>;
  try {
    const stores =
      store === 'redis'
        ? await redisStores({
            url: redisUrl!,
            password: io.env.AIGW_REDIS_PASSWORD || undefined,
            username: io.env.AIGW_REDIS_USERNAME || undefined,
            prefix: values['redis-key-prefix'],
            timeoutMs: redisTimeoutMs,
            maxEntries: limits.maxScopes,
            ttlMs: limits.mappingTtlMs,
            stderr: io.stderr,
          })
        : {};
    started = await startPseudonymizer({
      port,
      host: values.host ?? '0.0.0.0',
      ...limits,
      ...detection,
      ...stores,
      defaultParams: defaultParams as PseudonymizerParams | undefined,
      // pino writes to fd 1 itself when it is the process's stdout (faster than through the stream).
      logger: fastifyLoggerOptions('engine', logLevel as Level, io.stdout === process.stdout ? undefined : io.stdout),
    });
  } catch (e) {
    if (e instanceof UsageError) throw e;
    io.stderr.write(`aigw engine pseudonymizer: cannot start: ${(e as Error).message}\n`);
    return 1;
  }

  await new Promise<void>((resolve) => {
    const stop = (signal: NodeJS.Signals): void => {
      process.off('SIGTERM', stop);
      process.off('SIGINT', stop);
      started.app.log.info({ signal }, 'stopping');
      resolve();
    };
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  });
  // The server closes once the calls in flight are answered, each within its detection budget;
  // a store that hangs could still hold it open, so the grace period is enforced here.
  let grace: NodeJS.Timeout | undefined;
  const overdue = new Promise<'overdue'>((resolve) => {
    grace = setTimeout(() => resolve('overdue'), graceMs);
  });
  const outcome = await Promise.race([started.app.close().then(() => 'closed' as const), overdue]);
  clearTimeout(grace);
  if (outcome === 'overdue') {
    started.app.log.error({ grace_ms: graceMs }, 'not stopped within the grace period: exiting');
    process.exit(1);
  }
  return 0;
}

/** The mapping and stream stores on one Redis connection, under the engine's key prefix. */
async function redisStores(o: {
  url: string;
  password?: string;
  username?: string;
  prefix?: string;
  timeoutMs: number;
  maxEntries: number;
  ttlMs: number;
  stderr: NodeJS.WritableStream;
}) {
  const { connectRedis } = await import('../../engines/pseudonymizer/store/redis-connection');
  const log = (msg: string): void => {
    o.stderr.write(`${JSON.stringify({ level: 'error', time: Date.now(), msg: `mapping store: ${msg}` })}\n`);
  };
  const redis = await connectRedis({ url: o.url, password: o.password, username: o.username, commandTimeoutMs: o.timeoutMs, onError: log });
  const prefix = o.prefix ?? '{aigw:pseudonymizer}:';
  return {
    mappingStore: redis.store<import('../../engines/pseudonymizer/core/name-mapping').NameMappingJson>({
      prefix: `${prefix}mapping:`,
      maxEntries: o.maxEntries,
      ttlMs: o.ttlMs,
    }),
    streamStore: redis.store<string>({ prefix: `${prefix}stream:`, maxEntries: o.maxEntries, ttlMs: o.ttlMs }),
  };
}

export const command: Command = async (argv, io) => {
  const [engine, ...rest] = argv;
  try {
    if (engine === undefined || engine === '--help' || engine === '-h') {
      io.stdout.write(USAGE);
      return engine === undefined ? 2 : 0;
    }
    if (!(ENGINES as readonly string[]).includes(engine)) {
      throw new UsageError(`unknown engine '${engine}'; the catalog has: ${ENGINES.join(', ')}`);
    }
    return await runPseudonymizer(rest, io);
  } catch (e) {
    if (e instanceof UsageError || (e as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS')) {
      return usageError('engine', (e as Error).message.split('. ')[0], io);
    }
    throw e;
  }
};
