/** Command-line plumbing shared by the subcommands. */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { CommandIo } from './command';

/**
 * Parses `config.args` with `util.parseArgs`. On a usage error prints it with `help` to stderr and
 * returns exit code 2; on `--help` prints `help` and returns 0; otherwise returns the parsed flags.
 * `config.options` should declare `help: { type: 'boolean', short: 'h' }`.
 */
export function parseFlags<T extends ParseArgsConfig>(
  command: string,
  help: string,
  io: CommandIo,
  config: T,
): ReturnType<typeof parseArgs<T>> | number {
  let parsed: ReturnType<typeof parseArgs<T>>;
  try {
    parsed = parseArgs(config);
  } catch (err) {
    io.stderr.write(`aigw ${command}: ${(err as Error).message}\n\n${help}`);
    return 2;
  }
  if ((parsed.values as { help?: unknown }).help === true) {
    io.stdout.write(help);
    return 0;
  }
  return parsed;
}

/**
 * The nearest `name` in this file's folder or one of its parents: finds what ships beside the
 * compiled CLI (`crds/`, `package.json`) whether it runs from `dist/` or from the sources.
 */
export function findShipped(name: string): string | undefined {
  let dir = __dirname;
  for (let i = 0; i < 5; i++) {
    if (existsSync(join(dir, name))) return join(dir, name);
    dir = dirname(dir);
  }
  return undefined;
}

/** The CRDs shipped with aigw, else `./crds`. */
export function shippedCrdsDir(): string {
  return findShipped('crds') ?? resolve('crds');
}
