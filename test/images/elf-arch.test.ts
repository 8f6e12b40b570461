// The architecture check of every ELF file in an image's root filesystem, which is what guards the
// platform the chroot self-check cannot run.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertElfArch, elfArch } from '../../scripts/images/elf-arch';
import type { TarEntry } from '../../scripts/images/tar';

/** The first 20 bytes of an ELF header: magic, class, data (1 LE, 2 BE), ..., e_machine at 18. */
function elfHead(machine: number, bigEndian = false): Buffer {
  const b = Buffer.alloc(64, 0);
  b.writeUInt32BE(0x7f454c46, 0);
  b[4] = 2;
  b[5] = bigEndian ? 2 : 1;
  if (bigEndian) b.writeUInt16BE(machine, 18);
  else b.writeUInt16LE(machine, 18);
  return b;
}

test('elfArch reads e_machine in the header byte order and ignores non-ELF content', () => {
  expect(elfArch(elfHead(62))).toBe('amd64');
  expect(elfArch(elfHead(183))).toBe('arm64');
  expect(elfArch(elfHead(183, true))).toBe('arm64');
  expect(elfArch(elfHead(40))).toBe('e_machine 40');
  expect(elfArch(Buffer.from('#!/usr/bin/env node\nconsole.log(1)\n'))).toBeUndefined();
  expect(elfArch(Buffer.from([0x7f, 0x45, 0x4c, 0x46]))).toBeUndefined();
});

describe('assertElfArch', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'aigw-elf-test-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const onDisk = (name: string, content: Buffer): TarEntry => {
    writeFileSync(join(dir, name), content);
    return { path: `usr/lib/${name}`, type: 'file', mode: 0o644, source: join(dir, name), size: content.length };
  };

  test('passes a root filesystem of one architecture and counts its ELF files', () => {
    const entries: TarEntry[] = [
      onDisk('node', elfHead(183)),
      { path: 'lib/ld-linux-aarch64.so.1', type: 'file', mode: 0o755, data: elfHead(183) },
      { path: 'app/bin/aigw.js', type: 'file', mode: 0o755, data: Buffer.from('#!/usr/bin/env node\n') },
      { path: 'lib/aarch64-linux-gnu', type: 'dir', mode: 0o755 },
      { path: 'lib64', type: 'symlink', mode: 0o777, linkname: 'lib' },
      onDisk('empty', Buffer.alloc(0)),
    ];
    expect(assertElfArch(entries, 'arm64')).toBe(2);
  });

  test('names every file of another architecture', () => {
    const entries: TarEntry[] = [onDisk('libstdc++.so.6', elfHead(62)), onDisk('node2', elfHead(183)), { path: 'x.so', type: 'file', mode: 0o644, data: elfHead(8) }];
    expect(() => assertElfArch(entries, 'arm64')).toThrow('the arm64 image holds ELF files of another architecture: usr/lib/libstdc++.so.6 (amd64), x.so (e_machine 8)');
  });
});
