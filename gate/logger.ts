/**
 * The gate's log format: JSON lines whose `level` is an upper-case word, without pino's pid,
 * hostname and time (the container runtime stamps every line), so the per-request record has
 * exactly the fields the spec names.
 */
import type { FastifyServerOptions } from 'fastify';
import type { GateLogLevel } from './options';

export function loggerOptions(level: GateLogLevel, stream: NodeJS.WritableStream | undefined): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    base: null,
    timestamp: false,
    formatters: { level: (label: string) => ({ level: label.toUpperCase() }) },
    ...(stream ? { stream } : {}),
  };
}
