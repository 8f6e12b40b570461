/**
 * What a stat says about the license files, as one comparable string: a changed identity (the
 * kubelet's `..data` swap points the path at a new inode), size, modification or status-change time
 * (nanoseconds) or error differs. `stat` follows the symlinks, as the read does.
 */
import { statSync, type BigIntStats } from 'node:fs';

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
 * costs far more than the stat itself, on the request path and while idle alike. A missing file is
 * an answer, not an exception (building one costs more than the stat). Only the reads, which may meet
 * a named pipe or a huge file, go through the thread pool under a deadline.
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
