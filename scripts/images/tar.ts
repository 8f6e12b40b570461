/**
 * A reproducible tar writer (POSIX ustar, with a PAX header for names longer than ustar holds).
 * Every entry carries the owner, mode and mtime it is given and nothing from the machine that
 * writes it, so the same entries give the same bytes. Entries are written in the order given;
 * callers sort them ({@link sortEntries}) so the directory walk order never shows.
 */
import { createReadStream } from 'node:fs';

export interface TarEntry {
  /** Path inside the archive, relative, without a leading `/` (`app/bin/aigw.js`); directories without a trailing `/`. */
  readonly path: string;
  readonly type: 'file' | 'dir' | 'symlink';
  /** Permission bits (e.g. 0o755). */
  readonly mode: number;
  /** @default 0 */
  readonly uid?: number;
  /** @default 0 */
  readonly gid?: number;
  /** File content in memory (small files). */
  readonly data?: Buffer;
  /** File content read from this path when written (large files); {@link size} must be given. */
  readonly source?: string;
  /** Size of {@link source} in bytes. */
  readonly size?: number;
  /** Target of a symlink. */
  readonly linkname?: string;
}

const BLOCK = 512;

/** Sorts entries by path, byte-wise, so a parent directory always comes before what it holds. */
export function sortEntries(entries: readonly TarEntry[]): TarEntry[] {
  return [...entries].sort((a, b) => Buffer.compare(Buffer.from(a.path), Buffer.from(b.path)));
}

function octal(value: number, width: number): string {
  // width - 1 digits and a NUL, as GNU tar and Go's archive/tar write them.
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

function header(name: string, typeflag: string, e: { mode: number; uid: number; gid: number; size: number; mtime: number; linkname?: string }): Buffer {
  const h = Buffer.alloc(BLOCK, 0);
  h.write(name, 0, 100, 'utf8');
  h.write(octal(e.mode & 0o7777, 8), 100, 'ascii');
  h.write(octal(e.uid, 8), 108, 'ascii');
  h.write(octal(e.gid, 8), 116, 'ascii');
  h.write(octal(e.size, 12), 124, 'ascii');
  h.write(octal(e.mtime, 12), 136, 'ascii');
  h.write('        ', 148, 'ascii'); // checksum field counts as spaces while summing
  h.write(typeflag, 156, 'ascii');
  if (e.linkname) h.write(e.linkname, 157, 100, 'utf8');
  h.write('ustar\0', 257, 'ascii');
  h.write('00', 263, 'ascii');
  let sum = 0;
  for (const byte of h) sum += byte;
  h.write(octal(sum, 7) + ' ', 148, 'ascii');
  return h;
}

/** A PAX record `"<len> <key>=<value>\n"`, whose length counts its own digits. */
function paxRecord(key: string, value: string): string {
  const body = ` ${key}=${value}\n`;
  let len = Buffer.byteLength(body) + 1;
  while (String(len).length + Buffer.byteLength(body) !== len) len = String(len).length + Buffer.byteLength(body);
  return `${len}${body}`;
}

function padding(size: number): Buffer {
  const rest = size % BLOCK;
  return Buffer.alloc(rest === 0 ? 0 : BLOCK - rest, 0);
}

/**
 * The archive as a stream of chunks: headers, contents and the two zero blocks at the end.
 * `mtime` (seconds since the epoch) is stamped on every entry.
 */
export async function* tarChunks(entries: Iterable<TarEntry>, mtime = 0): AsyncGenerator<Buffer> {
  for (const e of entries) {
    if (e.path.startsWith('/') || e.path === '') throw new Error(`tar entry path must be relative: ${JSON.stringify(e.path)}`);
    const name = e.type === 'dir' ? `${e.path}/` : e.path;
    const size = e.type === 'file' ? (e.data ? e.data.length : (e.size ?? -1)) : 0;
    if (size < 0) throw new Error(`tar entry ${e.path}: a file needs data or source and size`);
    const meta = { mode: e.mode, uid: e.uid ?? 0, gid: e.gid ?? 0, size, mtime, linkname: e.linkname };
    const long = Buffer.byteLength(name) > 100 || (e.linkname !== undefined && Buffer.byteLength(e.linkname) > 100);
    if (long) {
      let records = paxRecord('path', name);
      if (e.linkname !== undefined) records += paxRecord('linkpath', e.linkname);
      const pax = Buffer.from(records, 'utf8');
      yield header('PaxHeaders/entry', 'x', { mode: 0o644, uid: 0, gid: 0, size: pax.length, mtime });
      yield pax;
      yield padding(pax.length);
    }
    const shortName = long ? name.slice(0, 99) : name;
    const shortLink = e.linkname !== undefined && Buffer.byteLength(e.linkname) > 100 ? e.linkname.slice(0, 99) : e.linkname;
    yield header(shortName, e.type === 'file' ? '0' : e.type === 'dir' ? '5' : '2', { ...meta, linkname: shortLink });
    if (e.type !== 'file') continue;
    if (e.data) {
      yield e.data;
    } else {
      let read = 0;
      for await (const chunk of createReadStream(e.source!)) {
        read += (chunk as Buffer).length;
        yield chunk as Buffer;
      }
      if (read !== size) throw new Error(`tar entry ${e.path}: ${e.source} changed while it was written (${read} bytes, expected ${size})`);
    }
    yield padding(size);
  }
  yield Buffer.alloc(BLOCK * 2, 0);
}
