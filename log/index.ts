/**
 * The one log format of the operator, the gate and the engine: one JSON object per line,
 *
 *   {"level":"INFO","time":"2026-01-31T12:00:00.000Z","component":"operator",...fields,"msg":"..."}
 *
 * `level` is one of DEBUG, INFO, WARN, ERROR (the gate's per-request record names `DEBUG`), `time`
 * is ISO 8601 UTC, `component` says which process wrote it. The Fastify servers get it through
 * {@link fastifyLoggerOptions} (pino underneath); the operator, which has no Fastify app for its
 * loop, through {@link createLogger}. Never pass a Secret value or a license token as a field.
 */
import type { FastifyServerOptions } from 'fastify';

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type Level = (typeof LOG_LEVELS)[number];

/** The components that log, as their `component` field says. */
export type Component = 'operator' | 'gate' | 'engine' | 'upstream-proxy';

const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

/** How a level is written: the upper-case word. */
export function levelWord(level: string): string {
  return level.toUpperCase();
}

export interface Logger {
  debug(fields: Record<string, unknown>, msg: string): void;
  info(fields: Record<string, unknown>, msg: string): void;
  warn(fields: Record<string, unknown>, msg: string): void;
  error(fields: Record<string, unknown>, msg: string): void;
  child(fields: Record<string, unknown>): Logger;
}

/** A logger writing the one format to `out`; `base` holds `component` and any fields every line carries. */
export function createLogger(out: NodeJS.WritableStream, level: Level = 'info', base: Record<string, unknown> = {}): Logger {
  const write = (l: Level, fields: Record<string, unknown>, msg: string) => {
    if (ORDER[l] < ORDER[level]) return;
    out.write(`${JSON.stringify({ level: levelWord(l), time: new Date().toISOString(), ...base, ...fields, msg })}\n`);
  };
  return {
    debug: (f, m) => write('debug', f, m),
    info: (f, m) => write('info', f, m),
    warn: (f, m) => write('warn', f, m),
    error: (f, m) => write('error', f, m),
    child: (f) => createLogger(out, level, { ...base, ...f }),
  };
}

/**
 * Fastify's `logger` option for the same format: pino without its pid and hostname, the level as
 * the upper-case word, an ISO time and the component. Without `stream`, pino writes to fd 1 itself.
 */
export function fastifyLoggerOptions(component: Component, level: Level, stream?: NodeJS.WritableStream): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    base: { component },
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
    formatters: { level: (label: string) => ({ level: levelWord(label) }) },
    ...(stream ? { stream } : {}),
  };
}
