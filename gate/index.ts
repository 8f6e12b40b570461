/**
 * The license gate: a Fastify data server that forwards to the guardrail engine while the license
 * allows feature `guardrail`, and a metrics server with `/metrics`, `/healthz` and `/readyz`.
 */
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { Pool } from 'undici';
import { gateErrorHandler } from './error-handler';
import { GateConfigError } from './errors';
import { healthPlugin } from './health';
import { LicenseWatcher } from './license-state';
import { loggerOptions } from './logger';
import { GateMetrics } from './metrics';
import { metricsRoutePlugin } from './metrics-route';
import { resolveGateOptions, type GateOptions } from './options';
import { FastPath } from './fast-path';
import { Forwarder } from './forward';
import { proxyPlugin } from './proxy';
import { BufferBudget } from './request-body';
import { requestIdMinter } from './request-id';
import { requestLogPlugin } from './request-log';
import { lazyRequestLoggerFactory } from './request-logger';
import { warmNextTick } from './tick-warmup';

export { DEFAULT_BLOCKED_REASON, GATE_LOG_LEVELS, LICENSE_MOUNT, type GateLogLevel, type GateOptions } from './options';
export { GateConfigError } from './errors';
export { DEFAULT_ALT_PATH } from './protocol';

export interface RunningGate {
  /** The data port actually bound (useful with port 0). */
  readonly port: number;
  readonly metricsPort: number;
  /**
   * Stops accepting, lets in-flight requests finish for at most the shutdown timeout (then closes
   * their connections), then closes upstream connections and the metrics port.
   */
  close(): Promise<void>;
}

async function readApiKey(file: string): Promise<string> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    throw new GateConfigError(`cannot read the upstream API key file ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  if (text.trim() === '') throw new GateConfigError(`the upstream API key file ${file} is empty`);
  return text.trim();
}

function boundPort(app: FastifyInstance): number {
  return (app.server.address() as AddressInfo).port;
}

export async function startGate(options: GateOptions): Promise<RunningGate> {
  await warmNextTick();
  const config = resolveGateOptions(options);
  const apiKey = config.apiKeyFile !== undefined ? await readApiKey(config.apiKeyFile) : config.apiKey;

  const mintRequestId = requestIdMinter();
  // At debug level every request goes through Fastify, whose hooks write the per-request record.
  const fastPath = config.logLevel === 'debug' ? undefined : new FastPath(mintRequestId);
  const app = Fastify({
    logger: loggerOptions(config.logLevel, config.logStream),
    requestIdHeader: 'x-request-id',
    genReqId: fastPath?.genReqId ?? mintRequestId,
    // With the lean path, the proxy route refuses new requests while closing (closing-answer.ts).
    ...(fastPath !== undefined ? { serverFactory: fastPath.serverFactory, return503OnClosing: false } : {}),
    childLoggerFactory: lazyRequestLoggerFactory,
    // No incoming/completed lines: at debug the gate writes its own per-request record instead.
    logController: new LogController({ requestIdLogLabel: 'request_id', disableRequestLogging: true }),
    exposeHeadRoutes: false,
    bodyLimit: config.bodyLimitBytes,
    forceCloseConnections: 'idle',
  });
  const metricsApp = Fastify({
    loggerInstance: app.log,
    logController: new LogController({ disableRequestLogging: true }),
    forceCloseConnections: true,
  });

  const metrics = new GateMetrics();
  const license = new LicenseWatcher({
    files: { license: config.licenseFile, publicKey: config.licensePublicKeyFile, revocations: config.revocationFile },
    pollMs: config.licensePollMs,
    readTimeoutMs: config.licenseReadTimeoutMs,
    clock: config.clock,
    log: app.log,
    metrics,
  });
  const dispatcher = new Pool(config.upstream.origin, {
    connectTimeout: config.upstreamTimeoutMs,
    headersTimeout: config.upstreamTimeoutMs,
    bodyTimeout: config.upstreamTimeoutMs,
  });

  app.setErrorHandler(gateErrorHandler);
  if (config.logLevel === 'debug') await app.register(requestLogPlugin);
  const forwarder = new Forwarder({
    upstreamBasePath: config.upstream.pathname,
    dispatcher,
    apiKey,
    blockedReason: config.blockedReason,
    altPath: config.altPath,
    upstreamTimeoutMs: config.upstreamTimeoutMs,
    bodyLimitBytes: config.bodyLimitBytes,
    bodyTimeoutMs: config.bodyTimeoutMs,
    budget: new BufferBudget(config.bufferedBytesLimit),
    responseBufferBytes: config.responseBufferBytes,
    license,
    metrics,
  });
  await app.register(proxyPlugin, { forwarder, fastPath });
  if (fastPath !== undefined) {
    fastPath.serve(forwarder);
    app.addHook('preClose', async () => fastPath.close());
  }
  app.addHook('onClose', async () => {
    license.stop();
    // After a forced shutdown the pool may already be destroyed; there is nothing left to wait for.
    await dispatcher.close().catch(() => undefined);
  });
  await metricsApp.register(healthPlugin);
  await metricsApp.register(metricsRoutePlugin, { metrics });

  await license.start();
  try {
    await metricsApp.listen({ host: config.host, port: config.metricsPort });
    await app.listen({ host: config.host, port: config.port });
  } catch (e) {
    await Promise.allSettled([app.close(), metricsApp.close()]);
    throw e;
  }
  app.log.info({ upstream: config.upstream.origin, port: boundPort(app), metrics_port: boundPort(metricsApp) }, 'license gate started');

  let closing: Promise<void> | undefined;
  return {
    port: boundPort(app),
    metricsPort: boundPort(metricsApp),
    close() {
      closing ??= (async () => {
        // A keep-alive connection busy at close time turns idle once its response is out; close it
        // then rather than waiting for the client (or the keep-alive timeout) to hang up.
        const reaper = setInterval(() => app.server.closeIdleConnections(), 50);
        // Past the deadline, requests still open (a stalled upload, a slow engine) are cut off.
        const deadline = setTimeout(() => {
          app.log.warn({ shutdown_timeout_ms: config.shutdownTimeoutMs }, 'requests still open at the shutdown deadline: closing their connections');
          app.server.closeAllConnections();
          void dispatcher.destroy().catch(() => undefined);
        }, config.shutdownTimeoutMs);
        try {
          await app.close();
        } finally {
          clearInterval(reaper);
          clearTimeout(deadline);
        }
        await metricsApp.close();
      })();
      return closing;
    },
  };
}
