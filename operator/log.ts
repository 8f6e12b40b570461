/**
 * Structured logs: one JSON object per line, fields first, message last (as pino and Fastify
 * write them). Never pass a Secret value or a license token as a field.
 */
export type Level = 'debug' | 'info' | 'warn' | 'error';

const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export interface Logger {
  debug(fields: Record<string, unknown>, msg: string): void;
  info(fields: Record<string, unknown>, msg: string): void;
  warn(fields: Record<string, unknown>, msg: string): void;
  error(fields: Record<string, unknown>, msg: string): void;
  child(fields: Record<string, unknown>): Logger;
}

export function createLogger(out: NodeJS.WritableStream, level: Level = 'info', base: Record<string, unknown> = {}): Logger {
  const write = (l: Level, fields: Record<string, unknown>, msg: string) => {
    if (ORDER[l] < ORDER[level]) return;
    out.write(`${JSON.stringify({ level: l, time: new Date().toISOString(), ...base, ...fields, msg })}\n`);
  };
  return {
    debug: (f, m) => write('debug', f, m),
    info: (f, m) => write('info', f, m),
    warn: (f, m) => write('warn', f, m),
    error: (f, m) => write('error', f, m),
    child: (f) => createLogger(out, level, { ...base, ...f }),
  };
}
