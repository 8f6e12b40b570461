/**
 * What a stat says about the license files, as one comparable string: a changed identity (the
 * kubelet's `..data` swap points the path at a new inode), size, modification or status-change time
 * (nanoseconds) or error differs. `stat` follows the symlinks, as the read does.
 */
import { statSync, type BigIntStats } from 'node:fs';
import { stat } from 'node:fs/promises';

export interface FilesStamp {
  /** Equal for two stats exactly when no file's identity, size, times or error differ. */
  readonly key: string;
  /** The latest modification or status change of any file, in ms since the epoch (-Infinity when none exists). */
  readonly lastChangeMs: number;
}

function describe(s: BigIntStats): string {
  return `${s.dev}:${s.ino}:${s.size}:${s.mtimeNs}:${s.ctimeNs}`;
}

function lastChange(s: BigIntStats): number {
  const ns = s.mtimeNs > s.ctimeNs ? s.mtimeNs : s.ctimeNs;
  return Number(ns / 1_000_000n);
}

function combine(each: ReadonlyArray<BigIntStats | string>): FilesStamp {
  let key = '';
  let lastChangeMs = -Infinity;
  for (const s of each) {
    if (typeof s === 'string') {
      key += `!${s}|`;
      continue;
    }
    key += `${describe(s)}|`;
    lastChangeMs = Math.max(lastChangeMs, lastChange(s));
  }
  return { key, lastChangeMs };
}

/**
 * Stats the files on the event loop's own thread. A stat of a file on a Secret volume (tmpfs) or a
 * local disk is a lookup in kernel memory that takes a few microseconds; a thread-pool round trip
 * per request would cost far more than the stat itself. A missing file is an answer, not an
 * exception (building one costs more than the stat).
 */
export function stampFilesNow(files: readonly string[]): FilesStamp {
  return combine(
    files.map((file) => {
      try {
        return statSync(file, { bigint: true, throwIfNoEntry: false }) ?? 'ENOENT';
      } catch (e) {
        return (e as NodeJS.ErrnoException).code ?? 'error';
      }
    }),
  );
}

/** The same stamp, taken on the thread pool: for the background poll, which no request waits on and which runs under the read deadline. */
export async function stampFiles(files: readonly string[]): Promise<FilesStamp> {
  const each = await Promise.all(
    files.map((file) =>
      stat(file, { bigint: true }).then(
        (s) => s,
        (e: NodeJS.ErrnoException) => e.code ?? 'error',
      ),
    ),
  );
  return combine(each);
}
