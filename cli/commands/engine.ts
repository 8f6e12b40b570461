/**
 * `aigw engine pseudonymizer`: runs the catalog engine that masks people's and organizations'
 * names before the model sees them and restores them in the answer. It serves LiteLLM's generic
 * guardrail API and the alt guardrail protocol until SIGTERM or SIGINT, then drains and exits 0.
 * Exit codes: 0 stopped by a signal, 1 could not start, 2 bad usage.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { Command, CommandIo } from '../command';
import { UsageError } from '../command';
import type { PseudonymizerParams } from '../../engines/pseudonymizer/params';

const ENGINES = ['pseudonymizer'] as const;
const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;

const USAGE = `usage:
  aigw engine pseudonymizer [--port 8080] [--host 0.0.0.0] [--log-level debug|info|warn|error]
      [--body-limit-bytes 1048576] [--mapping-ttl-seconds 3600] [--max-scopes 10000]
      [--max-names-per-scope 1000] [--params-file FILE]
      serves POST /beta/litellm_basic_guardrail_api, /beta/proxy_basic_guardrail_api and
      /v1/alt/check, GET /healthz, /readyz and /metrics. --params-file holds default params
      (JSON: allow_list, deny_list, deny_list_organizations, entities) that a call's own
      params override list by list.
`;

function positiveInt(flag: string, text: string | undefined, fallback: number, min = 1): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(n) || n < min) {
    throw new UsageError(`${flag} '${text}' must be an integer >= ${min}`);
  }
  return n;
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
  const port = positiveInt('--port', values.port, 8080, 0);
  if (port > 65535) throw new UsageError(`--port '${values.port}' must be at most 65535`);
  const limits = {
    bodyLimitBytes: positiveInt('--body-limit-bytes', values['body-limit-bytes'], 1_048_576),
    mappingTtlMs: positiveInt('--mapping-ttl-seconds', values['mapping-ttl-seconds'], 3600) * 1000,
    maxScopes: positiveInt('--max-scopes', values['max-scopes'], 10_000),
    maxNamesPerScope: positiveInt('--max-names-per-scope', values['max-names-per-scope'], 1000),
  };
  const defaultParams = await readParams(values['params-file']);

  // Loaded here so `aigw engine --help` stays fast.
  const { startPseudonymizer } = await import('../../engines/pseudonymizer');
  const { paramsProblem } = await import('../../engines/pseudonymizer/params');
  const problem = defaultParams ? paramsProblem(defaultParams) : undefined;
  if (problem) throw new UsageError(`--params-file ${values['params-file']}: ${problem}`);

  let started: Awaited<ReturnType<typeof startPseudonymizer>>;
  try {
    started = await startPseudonymizer({
      port,
      host: values.host ?? '0.0.0.0',
      ...limits,
      defaultParams: defaultParams as PseudonymizerParams | undefined,
      logger: { level: logLevel },
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
  await started.app.close();
  return 0;
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
      io.stderr.write(`aigw engine: ${(e as Error).message}\n\n${USAGE}`);
      return 2;
    }
    throw e;
  }
};
