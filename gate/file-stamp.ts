/**
 * What a stat says about the license files, comparable with an earlier stat: a changed identity (the
 * kubelet's `..data` swap points the path at a new inode), size, modification or status-change time
 * (nanoseconds) or error differs. `stat` follows the symlinks, as the read does. Taken once per
 * event-loop turn while requests come, so it is compared field by field, never turned into text.
 */
import { statSync, type BigIntStats } from 'node:fs';

/** One file's stat, or the error code that stood in for it. */
type FileStat = BigIntStats | string;

function sameFile(a: FileStat, b: FileStat): boolean {
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  return a.ino === b.ino && a.dev === b.dev && a.size === b.size && a.mtimeNs === b.mtimeNs && a.ctimeNs === b.ctimeNs;
}

export class FilesStamp {
  constructor(private readonly each: readonly FileStat[]) {}

  /** True exactly when no file's identity, size, times or error differ from `other`'s (undefined: never the same). */
  sameAs(other: FilesStamp | undefined): boolean {
    if (other === undefined || other.each.length !== this.each.length) return false;
    for (let i = 0; i < this.each.length; i++) if (!sameFile(this.each[i], other.each[i])) return false;
    return true;
  }

  /** The latest modification or status change of any file, in ms since the epoch (-Infinity when none exists). */
  get lastChangeMs(): number {
    let latest = -Infinity;
    for (const s of this.each) {
      if (typeof s === 'string') continue;
      const ns = s.mtimeNs > s.ctimeNs ? s.mtimeNs : s.ctimeNs;
      latest = Math.max(latest, Number(ns / 1_000_000n));
    }
    return latest;
  }
}

/**
 * Stats the files on the event loop's own thread. A stat of a file on a Secret volume (tmpfs) or a
 * local disk is a lookup in kernel memory that takes a few microseconds; a thread-pool round trip
 * costs far more than the stat itself, on the request path and while idle alike. A missing file is
 * an answer, not an exception (building one costs more than the stat). Only the reads, which may meet
 * a named pipe or a huge file, go through the thread pool under a deadline.
 */
export function stampFilesNow(files: readonly string[]): FilesStamp {
  const each: FileStat[] = [];
  for (const file of files) {
    try {
      each.push(statSync(file, { bigint: true, throwIfNoEntry: false }) ?? 'ENOENT');
    } catch (e) {
      each.push((e as NodeJS.ErrnoException).code ?? 'error');
    }
  }
  return new FilesStamp(each);
}
