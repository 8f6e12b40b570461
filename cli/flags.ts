/** Command-line plumbing shared by the subcommands. */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError, type CommandIo } from './command';
import { closest } from './suggest';

/**
 * Parses `config.args` with `util.parseArgs`. On a usage error prints one line naming it (with the
 * nearest flag for a mistyped one) and where the help is, and returns exit code 2; on `--help`
 * prints `help` and returns 0; otherwise returns the parsed flags. `config.options` should declare
 * `help: { type: 'boolean', short: 'h' }`.
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
    const unknown = /^Unknown option '(--[^']+)'/.exec((err as Error).message)?.[1];
    const known = Object.keys(config.options ?? {}).map((o) => `--${o}`);
    const hint = unknown ? closest(unknown.split('=')[0], known) : undefined;
    const message = (err as Error).message.split('. ')[0].replace(/\.$/, '');
    return usageError(command, `${message}${hint ? ` (did you mean '${hint}'?)` : ''}`, io);
  }
  if ((parsed.values as { help?: unknown }).help === true) {
    io.stdout.write(help);
    return 0;
  }
  return parsed;
}

/** One line for bad usage, ending with where the whole help is, as git and kubectl print it; exit code 2. */
export function usageError(command: string, message: string, io: CommandIo): number {
  io.stderr.write(`aigw ${command}: ${message}\nsee 'aigw ${command} --help'\n`);
  return 2;
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

const ERRNO_WORDS: Record<string, string> = {
  ENOENT: 'no such file or directory',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EISDIR: 'is a directory, not a file',
  ENOTDIR: 'a part of the path is not a directory',
  EEXIST: 'already exists',
  EROFS: 'read-only file system',
  ENOSPC: 'no space left on device',
};

/** A file-system error in words, without the errno code and the repeated path Node puts in `message`. */
export function describeFsError(err: unknown): string {
  const code = (err as NodeJS.ErrnoException)?.code;
  if (code && ERRNO_WORDS[code]) return ERRNO_WORDS[code];
  return (err as Error)?.message ?? String(err);
}

/** Reads the file a flag names; a failure says which flag and file, and why in words. */
export function readFlagFile(flag: string, file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    throw new UsageError(`cannot read ${flag} ${file}: ${describeFsError(err)}`);
  }
}

/** A whole number of at least `min` from a flag's text; the message names the flag and what it got. */
export function integerFlag(flag: string, text: string, min = 1): number {
  const n = Number(text);
  if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(n) || n < min) {
    throw new UsageError(`${flag} must be a whole number of at least ${min}, got '${text}'`);
  }
  return n;
}

/** {@link integerFlag} of a flag that may be left out: `fallback` when it is. */
export function integerFlagOr(flag: string, text: string | undefined, fallback: number, min = 1): number {
  return text === undefined ? fallback : integerFlag(flag, text, min);
}
