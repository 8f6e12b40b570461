import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { CachingNameDetector } from './core/caching-detector';
import { LexiconNameDetector } from './core/lexicon-detector';
import type { NameDetector } from './core/name-detector';
import type { NameMappingJson } from './core/name-mapping';
import { Pseudonymizer } from './core/pseudonymizer';
import { PseudonymizerMetrics } from './metrics';
import type { PseudonymizerParams } from './params';
import { altCheckRoutes } from './routes/alt-check';
import { guardrailApiRoutes } from './routes/guardrail-api';
import { healthRoutes, type Readiness } from './routes/health';
import { metricsRoutes } from './routes/metrics';
import type { BodyLimits } from './schemas';
import { MemoryStore } from './store/memory-store';
import type { TtlStore } from './store/ttl-store';

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
   * The name detector.
   *
   * @default - LexiconNameDetector behind a CachingNameDetector
   */
  readonly detector?: NameDetector;
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
  const streams = new MemoryStore<string>({ maxEntries: props.maxScopes ?? 10_000, ttlMs });
  const detector = props.detector ?? new CachingNameDetector(new LexiconNameDetector());
  const pseudonymizer = new Pseudonymizer({
    detector,
    mappings,
    streams,
    maxNamesPerScope: props.maxNamesPerScope ?? 1000,
  });
  const metrics = new PseudonymizerMetrics(mappings);
  const readiness: Readiness = { ready: false };
  const defaults = props.defaultParams ?? {};

  const app = Fastify({
    logger: props.logger ?? false,
    bodyLimit,
    // The gate forwards (or mints) X-Request-Id; logging under it joins the two processes' logs.
    requestIdHeader: 'x-request-id',
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false } },
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('preClose', async () => {
    readiness.ready = false;
  });
  app.addHook('onClose', async () => {
    await Promise.all([mappings.close(), streams.close()]);
  });

  await app.register(metricsRoutes, { metrics });
  await app.register(healthRoutes, { readiness });
  await app.register(guardrailApiRoutes, { pseudonymizer, metrics, limits, defaults });
  await app.register(altCheckRoutes, { pseudonymizer, metrics, limits, defaults });
  await app.ready();

  // The detector loads its word lists on first use; pay that before saying ready.
  detector.detect('Warm-up: Ada Lovelace wrote to the Royal Society.', new Set(['person', 'organization']));
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
