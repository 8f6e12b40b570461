/**
 * The Debian part of an image's root filesystem: the files of a set of Debian 12 packages (fetched
 * by ./apt.ts, unpacked with `dpkg-deb -x`) and the dpkg database that names them
 * (./dpkg-status.ts). Documentation goes, except each package's copyright file; maintainer
 * scripts do not run (nothing in these packages needs one to work in a container).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { debianPackages, type DebianArch, type DebianPackage } from './apt';
import { dpkgDatabaseEntries, unmetDependencies, type DpkgRecord } from './dpkg-status';
import { cacheDir } from './inputs';
import { walk } from './rootfs';
import type { TarEntry } from './tar';

/** What node (and so the aigw and model stand-in images) needs of Debian: the C and C++ runtimes, and the files naming the distribution. */
export const NODE_RUNTIME_PACKAGES = ['base-files', 'netbase', 'libc6', 'libgcc-s1', 'libstdc++6', 'gcc-12-base'] as const;

/** Paths of a package left out of an image: documentation and translations, but not the copyright. */
export function keepDebianPath(relative: string, isDir: boolean): boolean {
  if (/^usr\/share\/(man|info|lintian|locale|bug)(\/|$)/.test(relative)) return false;
  const doc = /^usr\/share\/doc\/[^/]+\/(.+)$/.exec(relative);
  if (doc) return isDir || doc[1] === 'copyright';
  return true;
}

interface Unpacked {
  readonly pkg: DebianPackage;
  readonly root: string;
  readonly record: DpkgRecord;
}

/** `dpkg-deb -x` and the control file and md5sums of one `.deb`, unpacked once into the cache. */
function unpack(pkg: DebianPackage): Unpacked {
  const dir = join(cacheDir(), 'debian-unpacked', basename(pkg.file, '.deb'));
  if (!existsSync(join(dir, '.complete'))) {
    const tmp = `${dir}.tmp-${process.pid}`;
    rmSync(tmp, { recursive: true, force: true });
    mkdirSync(join(tmp, 'root'), { recursive: true });
    execFileSync('dpkg-deb', ['-x', pkg.file, join(tmp, 'root')]);
    execFileSync('dpkg-deb', ['-e', pkg.file, join(tmp, 'control')]);
    execFileSync('touch', [join(tmp, '.complete')]);
    rmSync(dir, { recursive: true, force: true });
    renameSync(tmp, dir);
  }
  const md5 = join(dir, 'control', 'md5sums');
  return {
    pkg,
    root: join(dir, 'root'),
    record: { control: readFileSync(join(dir, 'control', 'control'), 'utf8'), md5sums: existsSync(md5) ? readFileSync(md5, 'utf8') : '' },
  };
}

export interface DebianRootfs {
  readonly entries: TarEntry[];
  readonly packages: readonly DebianPackage[];
}

/**
 * Tar entries for `names` on `arch` and their dpkg database. Fails when the packages depend on one
 * outside the set, or when two packages ship one file. A directory several packages share is one
 * entry; `reserved` paths (the image's own `/tmp`, `/root`, ...) are left to the caller.
 */
export function debianRootfs(names: readonly string[], arch: DebianArch, reserved: ReadonlySet<string> = new Set()): DebianRootfs {
  const unpacked = debianPackages(names, arch).map(unpack);
  const missing = unmetDependencies(unpacked.map((u) => u.record.control));
  if (missing.length > 0) throw new Error(`Debian packages ${names.join(', ')} (${arch}) also need: ${missing.join(', ')}`);
  const byPath = new Map<string, { entry: TarEntry; from: string }>();
  for (const u of unpacked) {
    for (const entry of walk(u.root, '', keepDebianPath)) {
      if (reserved.has(entry.path)) continue;
      const had = byPath.get(entry.path);
      if (had && !(had.entry.type === 'dir' && entry.type === 'dir')) throw new Error(`${entry.path} is in both ${had.from} and ${u.pkg.name}`);
      if (!had) byPath.set(entry.path, { entry, from: u.pkg.name });
    }
  }
  const database = dpkgDatabaseEntries(unpacked.map((u) => u.record)).filter((e) => !(e.type === 'dir' && byPath.has(e.path)));
  return { entries: [...[...byPath.values()].map((v) => v.entry), ...database], packages: unpacked.map((u) => u.pkg) };
}
