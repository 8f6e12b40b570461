import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { CachingCallDetector } from './core/caching-detector';
import type { NameMappingJson } from './core/name-mapping';
import { Pseudonymizer } from './core/pseudonymizer';
import { PseudonymizerMetrics } from './metrics';
import type { PseudonymizerParams } from './params';
import { DetectorPool } from './pool/detector-pool';
import { altCheckRoutes } from './routes/alt-check';
import { blockReason } from './routes/failures';
import { guardrailApiRoutes } from './routes/guardrail-api';
import { healthRoutes, type Readiness } from './routes/health';
import { metricsRoutes } from './routes/metrics';
import type { BodyLimits } from './schemas';
import { MemoryStore } from './store/memory-store';
import type { TtlStore } from './store/ttl-store';

/** Paths whose requests are logged at debug: probes and scrapes. */
const PROBE_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * The default number of detector workers: one per CPU the process may use, at least two (so one
 * stuck call never holds every worker) and at most four (each holds its own copy of the lexicon).
 */
export function defaultDetectorWorkers(): number {
  return Math.min(4, Math.max(2, availableParallelism()));
}

/** The default time one call's name detection may take, waiting for a worker included. */
export const DEFAULT_DETECTION_BUDGET_MS = 2000;

export interface PseudonymizerServerProps {
  /**
   * Largest request body accepted; a larger one is answered 413.
   *
   * @default 1048576 (1 MiB)
   */
  readonly bodyLimitBytes?: number;
  /**
   * Texts accepted in one call.
   *
   * @default 512
   */
  readonly maxTexts?: number;
  /**
   * Characters accepted in one text.
   *
   * @default 262144
   */
  readonly maxTextChars?: number;
  /**
   * A conversation's names are forgotten after this long without a call.
   *
   * @default 3600000 (one hour)
   */
  readonly mappingTtlMs?: number;
  /**
   * Conversation and request scopes kept in memory; the least recently used is dropped first.
   *
   * @default 10000
   */
  readonly maxScopes?: number;
  /**
   * Distinct names one conversation may hold; past it, calls get a BLOCKED verdict.
   *
   * @default 1000
   */
  readonly maxNamesPerScope?: number;
  /**
   * Params applied when a call does not set them (a call's list replaces the default list).
   *
   * @default {} (detect people and organizations, no allow or deny list)
   */
  readonly defaultParams?: PseudonymizerParams;
  /**
   * Where name mappings live.
   *
   * @default - a MemoryStore bounded by maxScopes and mappingTtlMs
   */
  readonly mappingStore?: TtlStore<NameMappingJson>;
  /**
   * Where the text held back between the chunks of a stream lives (`during_call`). Replicas
   * sharing mappings should share this too: a stream's chunks may reach different replicas.
   *
   * @default - a MemoryStore bounded by maxScopes and mappingTtlMs
   */
  readonly streamStore?: TtlStore<string>;
  /**
   * A module (path, resolved from the working directory) exporting `createDetector()`, a
   * `NameDetectorFactory`: the detector each worker thread builds once. Use it to plug in a
   * detector of your own.
   *
   * @default - the LexiconNameDetector
   */
  readonly detectorModule?: string;
  /**
   * Worker threads running the detector. Detection never runs on the thread that answers HTTP.
   *
   * @default - the CPUs available to the process, at least 2 and at most 4
   */
  readonly detectorWorkers?: number;
  /**
   * Milliseconds one call's name detection may take, from the moment it asks for a worker (waiting
   * for a free one counts) to its answer. A call past it is answered BLOCKED, and the worker that
   * was running it is terminated and replaced.
   *
   * @default 2000
   */
  readonly detectionBudgetMs?: number;
  /**
   * Fastify's logger setting.
   *
   * @default false
   */
  readonly logger?: FastifyServerOptions['logger'];
}

/** The engine as a Fastify app, not yet listening. `close()` stops it and its stores. */
export async function buildPseudonymizer(props: PseudonymizerServerProps = {}): Promise<FastifyInstance> {
  const bodyLimit = props.bodyLimitBytes ?? 1_048_576;
  const limits: BodyLimits = {
    maxTexts: props.maxTexts ?? 512,
    maxTextChars: props.maxTextChars ?? 262_144,
    maxListEntries: 10_000,
  };
  const ttlMs = props.mappingTtlMs ?? 3_600_000;
  const mappings = props.mappingStore ?? new MemoryStore<NameMappingJson>({ maxEntries: props.maxScopes ?? 10_000, ttlMs });
  // A stream's held-back tail is a few characters; it lives as long as a mapping at most.
  const streams = props.streamStore ?? new MemoryStore<string>({ maxEntries: props.maxScopes ?? 10_000, ttlMs });
  const metrics = new PseudonymizerMetrics(mappings, { busyWorkers: () => pool.busyWorkers(), queuedCalls: () => pool.queuedCalls() });
  // The pool logs through the app, created below; it cannot replace a worker before the app exists.
  let app: FastifyInstance | undefined;
  const pool = new DetectorPool({
    size: props.detectorWorkers ?? defaultDetectorWorkers(),
    budgetMs: props.detectionBudgetMs ?? DEFAULT_DETECTION_BUDGET_MS,
    detectorModule: props.detectorModule === undefined ? undefined : resolve(props.detectorModule),
    onReplace: (reason) => {
      metrics.workerRestarts.inc({ reason });
      app?.log.warn({ reason }, 'detector worker replaced');
    },
    onStartFailure: (message) => app?.log.error({ err: message }, 'detector worker could not start; retrying'),
  });
  // The cache stays on this thread: a text seen before never waits for a worker.
  const detector = new CachingCallDetector(pool);
  const pseudonymizer = new Pseudonymizer({
    detector,
    mappings,
    streams,
    maxNamesPerScope: props.maxNamesPerScope ?? 1000,
  });
  const readiness: Readiness = { ready: false };
  const defaults = props.defaultParams ?? {};

  app = Fastify({
    logger: props.logger ?? false,
    // While closing, a call on a kept-alive connection is still answered (the detector pool lives
    // until the server has closed): a 503 would be "unreachable" to LiteLLM, i.e. fail_open.
    return503OnClosing: false,
    bodyLimit,
    // The gate forwards (or mints) X-Request-Id; logging under it joins the two processes' logs.
    requestIdHeader: 'x-request-id',
    // Fastify's own incoming/completed lines (two per request, probes included, at info) give way
    // to one line per request from the onResponse hook below.
    logController: new LogController({ requestIdLogLabel: 'request_id', disableRequestLogging: true }),
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false } },
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    // Kubelet probes and Prometheus scrapes arrive every few seconds: at debug, so info shows traffic.
    const probe = PROBE_PATHS.has(request.url.split('?', 1)[0]);
    request.log[probe ? 'debug' : 'info'](
      { method: request.method, path: request.url.split('?', 1)[0], status: reply.statusCode, duration_ms: Math.round(reply.elapsedTime) },
      'request completed',
    );
  });
  let closing = false;
  app.addHook('preClose', async () => {
    readiness.ready = false;
    closing = true;
  });
  // A call in flight when closing starts ends its connection with its answer: a kept-alive
  // connection would hold the server open (it only closes the connections idle at that moment).
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('onClose', async () => {
    // After the server stopped taking calls and the ones in flight were answered (each within its
    // detection budget).
    await Promise.all([pool.close(), mappings.close(), streams.close()]);
  });
  // The last line of defence: whatever escapes a protocol route is still a verdict, never a 5xx.
  app.setErrorHandler((err, request, reply) => {
    const endpoint = request.routeOptions.config.endpoint;
    const status = (err as { statusCode?: number }).statusCode;
    if (!endpoint || (status !== undefined && status < 500)) return reply.send(err);
    const reason = blockReason(err, { endpoint, metrics, log: request.log, texts: [] });
    metrics.requests.inc({ endpoint, action: endpoint === 'alt_check' ? 'block' : 'BLOCKED' });
    return reply.code(200).send(endpoint === 'alt_check' ? { action: 'block', reason, scope: 'request' } : { action: 'BLOCKED', blocked_reason: reason });
  });

  await app.register(metricsRoutes, { metrics });
  await app.register(healthRoutes, { readiness });
  await app.register(guardrailApiRoutes, { pseudonymizer, metrics, limits, defaults });
  await app.register(altCheckRoutes, { pseudonymizer, metrics, limits, defaults });
  await app.ready();

  // Every worker loads its detector and tags a warm-up text before the engine says ready.
  try {
    await pool.start();
  } catch (err) {
    await app.close();
    throw err;
  }
  readiness.ready = true;
  return app;
}

export interface StartPseudonymizerProps extends PseudonymizerServerProps {
  /**
   * @default 8080
   */
  readonly port?: number;
  /**
   * @default '0.0.0.0'
   */
  readonly host?: string;
}

/** Builds the engine and listens. Resolves with the app and its base URL once it accepts calls. */
export async function startPseudonymizer(props: StartPseudonymizerProps = {}): Promise<{ app: FastifyInstance; url: string }> {
  const app = await buildPseudonymizer(props);
  const address = await app.listen({ port: props.port ?? 8080, host: props.host ?? '0.0.0.0' });
  return { app, url: address };
}
