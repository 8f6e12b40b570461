/**
 * Debian packages for the images' root filesystems, fetched with the system's `apt-get` from a
 * private apt tree under the cache (its own sources list, package lists and empty dpkg status), so
 * the build neither needs root nor reads or changes the machine's apt configuration and installed
 * packages. apt checks every `.deb` against the signed release files of Debian 12 (bookworm) with
 * the Debian archive keyring; fetched files are kept in the cache and reused while the archive still
 * names the same version (a security update gives a new version and so a new image).
 *
 * Environment: AIGW_DEBIAN_MIRROR (default http://deb.debian.org/debian), AIGW_DEBIAN_SECURITY_MIRROR
 * (default http://deb.debian.org/debian-security).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { cacheDir } from './inputs';

/** The Debian architectures the images are built for (also the OCI architecture names). */
export type DebianArch = 'amd64' | 'arm64';
export const DEBIAN_SUITE = 'bookworm';
const KEYRING = '/usr/share/keyrings/debian-archive-keyring.gpg';
/** Package lists older than this are fetched again. */
const LISTS_MAX_AGE_MS = 24 * 3600_000;

/** One resolved package: what the archive index says, and where its `.deb` lies in the cache. */
export interface DebianPackage {
  readonly name: string;
  readonly version: string;
  readonly arch: string;
  readonly sha256: string;
  readonly file: string;
}

/** The sources list of the private apt tree (both architectures, main, with security updates). */
export function sourcesList(mirror: string, securityMirror: string): string {
  const opts = `[arch=amd64,arm64 signed-by=${KEYRING}]`;
  return [
    `deb ${opts} ${mirror} ${DEBIAN_SUITE} main`,
    `deb ${opts} ${mirror} ${DEBIAN_SUITE}-updates main`,
    `deb ${opts} ${securityMirror} ${DEBIAN_SUITE}-security main`,
    '',
  ].join('\n');
}

function aptTree(): { dir: string; options: string[] } {
  const dir = join(cacheDir(), `apt-${DEBIAN_SUITE}`);
  for (const sub of ['parts', 'preferences.d', 'state/lists/partial', 'cache/archives/partial', 'debs']) mkdirSync(join(dir, sub), { recursive: true });
  const mirror = process.env.AIGW_DEBIAN_MIRROR ?? 'http://deb.debian.org/debian';
  const security = process.env.AIGW_DEBIAN_SECURITY_MIRROR ?? 'http://deb.debian.org/debian-security';
  const list = sourcesList(mirror, security);
  const listFile = join(dir, 'sources.list');
  if (!existsSync(listFile) || readFileSync(listFile, 'utf8') !== list) {
    writeFileSync(listFile, list);
    rmSync(join(dir, 'state', 'lists', 'stamp'), { force: true });
  }
  if (!existsSync(join(dir, 'status'))) writeFileSync(join(dir, 'status'), '');
  const options = [
    `Dir::Etc::SourceList=${listFile}`,
    `Dir::Etc::SourceParts=${join(dir, 'parts')}`,
    `Dir::Etc::PreferencesParts=${join(dir, 'preferences.d')}`,
    `Dir::Etc::Preferences=${join(dir, 'preferences')}`,
    `Dir::State=${join(dir, 'state')}`,
    `Dir::State::status=${join(dir, 'status')}`,
    `Dir::Cache=${join(dir, 'cache')}`,
    'APT::Architecture=amd64',
    'APT::Architectures::=amd64',
    'APT::Architectures::=arm64',
    'Acquire::Languages=none',
    // The tree is ours alone; a build running at the same time only reads it after the update.
    'Debug::NoLocking=1',
  ].flatMap((o) => ['-o', o]);
  return { dir, options };
}

function apt(cmd: 'apt-get' | 'apt-cache', options: string[], args: string[], cwd?: string): string {
  return execFileSync(cmd, [...options, '-q', ...args], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 << 20 });
}

/** Fetches the package lists when they are missing or older than a day. */
function refreshLists(tree: { dir: string; options: string[] }): void {
  const stamp = join(tree.dir, 'state', 'lists', 'stamp');
  if (existsSync(stamp) && Date.now() - statSync(stamp).mtimeMs < LISTS_MAX_AGE_MS) return;
  apt('apt-get', tree.options, ['update']);
  writeFileSync(stamp, '');
}

/** The fields of the first paragraph of a Debian control text (`Package:`, `Version:`, ...). */
export function controlFields(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  let last: string | undefined;
  for (const line of text.split('\n')) {
    if (line === '') {
      if (last !== undefined) break;
      continue;
    }
    if (/^[ \t]/.test(line) && last !== undefined) {
      fields[last] += `\n${line}`;
      continue;
    }
    const m = /^([A-Za-z0-9][A-Za-z0-9-]*):\s*(.*)$/.exec(line);
    if (m) {
      last = m[1];
      fields[last] = m[2];
    }
  }
  return fields;
}

function sha256File(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

/**
 * The `.deb` files of `names` for `arch` at the versions the archive offers now, downloaded with
 * `apt-get download` (which checks them against the signed index) unless the cache holds them.
 */
export function debianPackages(names: readonly string[], arch: DebianArch): DebianPackage[] {
  const tree = aptTree();
  refreshLists(tree);
  const debs = join(tree.dir, 'debs');
  return [...names].sort().map((name) => {
    // An architecture-independent package (netbase) is `name:all` to apt on every architecture but the native one.
    let spec = `${name}:${arch}`;
    let fields = controlFields(apt('apt-cache', tree.options, ['show', '--no-all-versions', spec]));
    if (fields.Package !== name) {
      spec = `${name}:all`;
      fields = controlFields(apt('apt-cache', tree.options, ['show', '--no-all-versions', spec]));
    }
    if (fields.Package !== name || !fields.Version || !fields.Filename || !fields.SHA256) throw new Error(`apt: no ${name}:${arch} in Debian ${DEBIAN_SUITE}`);
    const file = join(debs, basename(fields.Filename));
    if (!existsSync(file) || sha256File(file) !== fields.SHA256) {
      const tmp = mkdtempSync(join(debs, '.download-'));
      try {
        apt('apt-get', tree.options, ['download', `${spec}=${fields.Version}`], tmp);
        const got = readdirSync(tmp).filter((f) => f.endsWith('.deb'));
        if (got.length !== 1) throw new Error(`apt-get download ${name}:${arch} gave ${got.join(', ') || 'nothing'}`);
        if (sha256File(join(tmp, got[0])) !== fields.SHA256) throw new Error(`apt-get download ${name}:${arch}: checksum differs from the index`);
        renameSync(join(tmp, got[0]), file);
      } finally {
        rmSync(tmp, { recursive: true, force: true });
      }
    }
    return { name, version: fields.Version, arch: fields.Architecture ?? arch, sha256: fields.SHA256, file };
  });
}
