/**
 * Reads one mounted file the way a fail-closed gate must: never blocking on something that is not a
 * regular file (a named pipe would hold a reader forever), never holding more than a cap in memory.
 */
import { constants, open } from 'node:fs/promises';

/** The largest Secret Kubernetes stores: a license file larger than this cannot be one. */
export const SECRET_MAX_BYTES = 1024 * 1024;

/** `text` when read, nothing when the file does not exist, `error` (a short reason, no content) otherwise. */
export interface FileRead {
  readonly text?: string;
  readonly error?: string;
}

/**
 * The file's text, or why not. O_NONBLOCK makes opening a named pipe return at once instead of
 * waiting for a writer; anything but a regular file is then refused before a byte is read.
 */
export async function readBoundedFile(file: string, maxBytes: number): Promise<FileRead> {
  let handle;
  try {
    handle = await open(file, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return code === 'ENOENT' ? {} : { error: code ?? String(e) };
  }
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) return { error: 'not a regular file' };
    if (stat.size > maxBytes) return { error: `larger than ${maxBytes} bytes` };
    // One byte more than the stat said, so a file that grew since is noticed without a second read.
    const buffer = Buffer.allocUnsafe(Math.min(stat.size, maxBytes) + 1);
    let length = 0;
    while (length < buffer.length) {
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length);
      if (bytesRead === 0) break;
      length += bytesRead;
    }
    if (length > stat.size) return { error: length > maxBytes ? `larger than ${maxBytes} bytes` : 'changed while being read' };
    return { text: buffer.toString('utf8', 0, length) };
  } catch (e) {
    return { error: (e as NodeJS.ErrnoException).code ?? String(e) };
  } finally {
    void handle.close().catch(() => undefined);
  }
}

/** Settles with `onTimeout()` if `work` has not settled within `ms` (the work itself carries on, unobserved). */
export function withDeadline<T>(work: Promise<T>, ms: number, onTimeout: () => T): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => resolve(onTimeout()), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err);
      },
    );
  });
}
