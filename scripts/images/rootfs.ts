/**
 * The root filesystem of the aigw image as tar entries: the `node` binary, the Debian packages it
 * needs (given as entries), `/etc/passwd` and `/etc/group` with the non-root user the image runs as, a writable
 * `/tmp`, and the app under `/app`. Files keep only "executable or not" from the disk (0755/0644);
 * everything is owned by root except the non-root user's home.
 */
import { lstatSync, readdirSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import type { TarEntry } from './tar';

/** The user the image runs as (the distroless `nonroot` convention). */
export const NONROOT_UID = 65532;
export const NODE_PATH = '/usr/local/bin/node';
export const APP_DIR = '/app';

/** Entries for the regular files, directories and symlinks under `dir`, placed under `dest`. */
export function walk(dir: string, dest: string, keep: (relative: string, isDir: boolean) => boolean = () => true): TarEntry[] {
  const out: TarEntry[] = [];
  const visit = (rel: string) => {
    for (const name of readdirSync(join(dir, rel)).sort()) {
      const relative = rel ? `${rel}/${name}` : name;
      const full = join(dir, relative);
      const st = lstatSync(full);
      const path = posix.join(dest, relative);
      if (st.isSymbolicLink()) {
        if (keep(relative, false)) out.push({ path, type: 'symlink', mode: 0o777, linkname: readlinkSync(full) });
      } else if (st.isDirectory()) {
        if (!keep(relative, true)) continue;
        out.push({ path, type: 'dir', mode: 0o755 });
        visit(relative);
      } else if (st.isFile()) {
        if (keep(relative, false)) out.push({ path, type: 'file', mode: st.mode & 0o111 ? 0o755 : 0o644, source: full, size: st.size });
      }
    }
  };
  visit('');
  return out;
}

/** One file of the host, copied (symlinks resolved) to `path` in the image. */
export function hostFile(hostPath: string, path: string, mode?: number): TarEntry {
  const real = realpathSync(hostPath);
  const st = statSync(real);
  return { path, type: 'file', mode: mode ?? (st.mode & 0o111 ? 0o755 : 0o644), source: real, size: st.size };
}

/** The absolute library paths in `ldd` output (`libc.so.6 => /lib/…/libc.so.6 (0x…)` and the loader line). */
export function parseLdd(output: string): string[] {
  const paths = new Set<string>();
  for (const line of output.split('\n')) {
    const arrow = /=>\s+(\/\S+)/.exec(line);
    const bare = /^\s*(\/\S+)\s+\(/.exec(line);
    const path = arrow?.[1] ?? bare?.[1];
    if (path) paths.add(path);
  }
  return [...paths].sort();
}

export interface RootfsProps {
  /** The `node` binary. */
  readonly node: string;
  /** Node.js's LICENSE file, shipped next to the binary's docs. */
  readonly nodeLicense?: string;
  /** The operating system part: Debian's packages and their dpkg database (./debian-rootfs.ts). */
  readonly system: readonly TarEntry[];
  /** What goes under /app: [host dir or file, path under /app, filter]. */
  readonly app: ReadonlyArray<{ readonly from: string; readonly to: string; readonly keep?: (relative: string, isDir: boolean) => boolean }>;
}

/** Adds the directories every entry's path needs, so the tar never relies on implicit parents. */
export function withParents(entries: readonly TarEntry[]): TarEntry[] {
  const have = new Set(entries.map((e) => e.path));
  const out = [...entries];
  for (const e of entries) {
    let dir = posix.dirname(e.path);
    while (dir !== '.' && dir !== '/' && !have.has(dir)) {
      have.add(dir);
      out.push({ path: dir, type: 'dir', mode: 0o755 });
      dir = posix.dirname(dir);
    }
  }
  return out;
}

/**
 * What every image here starts from: `/etc/passwd` and `/etc/group` with the non-root user, name
 * resolution settings, a writable `/tmp` and the user's home.
 */
export function baseEntries(): TarEntry[] {
  return BASE_ENTRIES.map((e) => ({ ...e }));
}

/** The paths {@link baseEntries} holds: a Debian package's own copy of one of them is left out. */
export function basePaths(): Set<string> {
  return new Set(BASE_ENTRIES.map((e) => e.path));
}

const BASE_ENTRIES: readonly TarEntry[] = (() => {
  const text = (path: string, content: string, mode = 0o644): TarEntry => ({ path, type: 'file', mode, data: Buffer.from(content) });
  return [
    text('etc/passwd', `root:x:0:0:root:/root:/sbin/nologin\nnonroot:x:${NONROOT_UID}:${NONROOT_UID}:nonroot:/home/nonroot:/sbin/nologin\n`),
    text('etc/group', `root:x:0:\nnonroot:x:${NONROOT_UID}:\n`),
    // glibc resolves names from these; the kubelet mounts /etc/hosts and /etc/resolv.conf.
    text('etc/nsswitch.conf', 'hosts: files dns\n'),
    { path: 'tmp', type: 'dir', mode: 0o1777 },
    { path: 'root', type: 'dir', mode: 0o700 },
    { path: 'home', type: 'dir', mode: 0o755 },
    { path: 'home/nonroot', type: 'dir', mode: 0o700, uid: NONROOT_UID, gid: NONROOT_UID },
  ];
})();

/** Fails when two entries have one path (two sources for one file is a recipe bug). */
export function unique(entries: readonly TarEntry[]): TarEntry[] {
  const seen = new Set<string>();
  for (const e of entries) {
    if (seen.has(e.path)) throw new Error(`image root filesystem: ${e.path} is given twice`);
    seen.add(e.path);
  }
  return [...entries];
}

export function rootfsEntries(props: RootfsProps): TarEntry[] {
  const rel = (p: string) => p.replace(/^\/+/, '');
  const entries: TarEntry[] = [
    ...baseEntries(),
    hostFile(props.node, rel(NODE_PATH), 0o755),
    ...(props.nodeLicense ? [hostFile(props.nodeLicense, 'usr/local/share/doc/node/LICENSE', 0o644)] : []),
    ...props.system,
  ];
  for (const part of props.app) {
    const to = posix.join(rel(APP_DIR), part.to);
    if (statSync(part.from).isDirectory()) {
      entries.push({ path: to, type: 'dir', mode: 0o755 }, ...walk(part.from, to, part.keep));
    } else {
      entries.push(hostFile(part.from, to));
    }
  }
  return withParents(unique(entries));
}
