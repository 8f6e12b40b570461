/**
 * Checks that every ELF file of a root filesystem is built for the image's architecture. The
 * chroot self-check runs only the host's architecture; for the other one this is what keeps a
 * binary or library of the wrong architecture (a host library, a wrong download) out.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import type { DebianArch } from './apt';
import type { TarEntry } from './tar';

/** `e_machine` values of the ELF header (System V ABI) for the architectures the images are built for. */
const ELF_MACHINES: Readonly<Record<number, DebianArch>> = { 62: 'amd64', 183: 'arm64' };

/**
 * The architecture an ELF header names: `undefined` when `head` is not an ELF file, the raw
 * `e_machine` number as text when it is one of no architecture we build for.
 */
export function elfArch(head: Buffer): DebianArch | string | undefined {
  if (head.length < 20 || head.readUInt32BE(0) !== 0x7f454c46) return undefined;
  // EI_DATA (byte 5): 1 little-endian, 2 big-endian; e_machine is the half-word at offset 18.
  const machine = head[5] === 2 ? head.readUInt16BE(18) : head.readUInt16LE(18);
  return ELF_MACHINES[machine] ?? `e_machine ${machine}`;
}

function head(entry: TarEntry): Buffer {
  if (entry.data) return entry.data.subarray(0, 20);
  const buf = Buffer.alloc(20);
  const fd = openSync(entry.source!, 'r');
  try {
    return buf.subarray(0, readSync(fd, buf, 0, 20, 0));
  } finally {
    closeSync(fd);
  }
}

/** Throws naming every ELF file of `entries` built for another architecture than `arch`; returns how many ELF files it read. */
export function assertElfArch(entries: readonly TarEntry[], arch: DebianArch): number {
  let elves = 0;
  const wrong: string[] = [];
  for (const e of entries) {
    if (e.type !== 'file') continue;
    const found = elfArch(head(e));
    if (found === undefined) continue;
    elves++;
    if (found !== arch) wrong.push(`${e.path} (${found})`);
  }
  if (wrong.length > 0) throw new Error(`the ${arch} image holds ELF files of another architecture: ${wrong.slice(0, 20).join(', ')}`);
  return elves;
}
