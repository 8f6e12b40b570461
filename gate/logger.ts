/**
 * The gate's log format: the one shared by every aigw component (see log/), whose `level` is the
 * upper-case word the spec's per-request record names.
 */
import type { FastifyServerOptions } from 'fastify';
import { fastifyLoggerOptions } from '../log';
import type { GateLogLevel } from './options';

export function loggerOptions(level: GateLogLevel, stream: NodeJS.WritableStream | undefined): NonNullable<FastifyServerOptions['logger']> {
  return fastifyLoggerOptions('gate', level, stream);
}
