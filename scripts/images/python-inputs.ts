/**
 * The Python parts of the LiteLLM image, prepared once per platform and cached under
 * `~/.cache/aigw/images/`:
 *
 * - a virtualenv at {@link VENV_PATH} holding `litellm[proxy]` and the {@link CALLBACK_PACKAGES} at the exact versions of a pip-freeze
 *   constraints file (the one the e2e suite runs LiteLLM from), installed from PyPI's wheels for the
 *   image's architecture (`pip install --target --platform …`, ./wheel-platforms.ts) by a pip that
 *   runs on this machine with Debian's `python3.11` (installed with apt-get when missing);
 * - the bytecode of the standard library that Debian's packages put in the image (Debian compiles it
 *   in a maintainer script, which never runs in an image built from unpacked packages).
 *
 * Both are byte-compiled with `--invalidation-mode unchecked-hash` and the paths they have in the
 * image: the image's files all carry one mtime, which would make timestamp-checked `.pyc` files
 * stale, and a non-root container cannot write new ones, so every start would compile LiteLLM again.
 * Bytecode does not depend on the machine, so this machine's interpreter compiles both platforms'.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { DebianArch } from './apt';
import { cacheDir } from './inputs';
import { walk } from './rootfs';
import type { TarEntry } from './tar';
import { installedDistributions, pipPlatformOptions } from './wheel-platforms';

/** Debian 12's interpreter; the virtualenv's `bin/python` points at this path, in the image too. */
export const PYTHON = '/usr/bin/python3.11';
export const PYTHON_STDLIB = '/usr/lib/python3.11';
/** Where the virtualenv sits in the image. */
export const VENV_PATH = '/opt/litellm';
/** Bump when what a staged virtualenv or bytecode tree holds changes without its inputs changing. */
const RECIPE = 'python-inputs-3';

/**
 * What LiteLLM imports only when a setting asks for it, for each setting the upstream controller
 * writes into `config.yaml`: `success_callback: [langfuse]` (a Gateway's `observability`) imports the
 * Langfuse SDK, which `litellm[proxy]` does not bring. Installed beside it, at the constraints' pins.
 */
export const CALLBACK_PACKAGES: Readonly<Record<string, string>> = { langfuse: 'langfuse' };

export interface LitellmVenv {
  readonly litellmVersion: string;
  readonly architecture: DebianArch;
  /** The staged virtualenv (goes to {@link VENV_PATH}). */
  readonly venv: string;
  /** Its distributions, `name==version`, sorted. */
  readonly distributions: readonly string[];
}

function sh(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  execFileSync(cmd, args, { stdio: ['ignore', 'ignore', 'inherit'], env });
}

/** Installs Debian's python3.11 and its venv module when they are missing. */
export function debianPython(): string {
  const ok = () => existsSync(PYTHON) && spawnSync(PYTHON, ['-c', 'import venv, ensurepip'], { stdio: 'ignore' }).status === 0;
  if (!ok()) {
    const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const install = () => spawnSync(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(sudo.length ? ['apt-get'] : []), 'install', '-y', '-qq', '--no-install-recommends', 'python3.11', 'python3.11-venv'], { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (install().status !== 0) {
      spawnSync(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(sudo.length ? ['apt-get'] : []), 'update', '-qq'], { stdio: ['ignore', 'ignore', 'inherit'], env });
      if (install().status !== 0) throw new Error('apt-get could not install python3.11 python3.11-venv');
    }
    if (!ok()) throw new Error(`${PYTHON} with the venv module is still missing after apt-get`);
  }
  return PYTHON;
}

/** The `litellm==X` pin of a constraints file. */
export function pinnedLitellm(constraints: string): string {
  const m = /^litellm==(\S+)$/m.exec(constraints);
  if (!m) throw new Error('the constraints file pins no litellm==<version>');
  return m[1];
}

function findAll(dir: string, match: (name: string, isDir: boolean) => boolean, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    const st = statSync(full, { throwIfNoEntry: false });
    if (!st) continue; // a dangling symlink
    const isDir = st.isDirectory();
    if (match(name, isDir)) out.push(full);
    else if (isDir) findAll(full, match, out);
  }
  return out;
}

/** Test suites shipped inside packages (`<pkg>/tests`), never imported by the package itself. */
function packageTestDirs(sitePackages: string): string[] {
  const out: string[] = [];
  for (const pkg of readdirSync(sitePackages)) {
    const full = join(sitePackages, pkg);
    if (!statSync(full).isDirectory() || pkg.endsWith('.dist-info')) continue;
    findAll(full, (name, isDir) => isDir && (name === 'tests' || name === 'test'), out);
  }
  return out;
}


/** Byte-compiles `dir` as it will be seen at `imagePath`, with pycs valid whatever the mtimes. */
function compile(python: string, dir: string, imagePath: string): void {
  for (const cache of findAll(dir, (name, isDir) => isDir && name === '__pycache__')) rmSync(cache, { recursive: true, force: true });
  // Exit 1 when a file does not compile (templates and py2 leftovers in some packages): those stay source-only.
  spawnSync(python, ['-m', 'compileall', '-q', '-q', '-j', '0', '--invalidation-mode', 'unchecked-hash', '-s', dir, '-p', imagePath, dir], { stdio: 'ignore' });
}

function hash(...parts: readonly string[]): string {
  const h = createHash('sha256');
  for (const p of parts) h.update(p).update('\0');
  return h.digest('hex').slice(0, 16);
}

/** Moves a finished staging directory into place; a build that finished the same one first wins. */
function settle(tmp: string, dir: string): void {
  try {
    renameSync(tmp, dir);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOTEMPTY' && (e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** A virtualenv of this machine's Debian python3.11 with pip, which installs the image's packages. */
function installerPython(python: string, pythonVersion: string): string {
  const dir = join(cacheDir(), `python-installer-${hash(pythonVersion, RECIPE)}`);
  const pip = join(dir, 'bin', 'python');
  if (!existsSync(join(dir, '.complete'))) {
    const tmp = `${dir}.tmp-${process.pid}`;
    rmSync(tmp, { recursive: true, force: true });
    sh(python, ['-m', 'venv', tmp]);
    writeFileSync(join(tmp, '.complete'), '');
    rmSync(dir, { recursive: true, force: true });
    renameSync(tmp, dir);
  }
  return pip;
}

/**
 * The staged LiteLLM virtualenv for `constraintsFile` and `arch`, built on first use. Reused while
 * the constraints, this machine's interpreter and this recipe are unchanged. Fails when PyPI has no
 * wheel of a pinned distribution for `arch`.
 */
export function litellmVenv(constraintsFile: string, arch: DebianArch): LitellmVenv {
  const python = debianPython();
  const constraints = readFileSync(constraintsFile, 'utf8');
  const litellmVersion = pinnedLitellm(constraints);
  const pythonVersion = execFileSync(python, ['-c', 'import sys; print(sys.version)'], { encoding: 'utf8' }).trim();
  const platform = pipPlatformOptions(arch);
  const dir = join(cacheDir(), `litellm-${litellmVersion}-${arch}-${hash(constraints, pythonVersion, platform.join(' '), RECIPE)}`);
  const meta = join(dir, 'venv.json');
  if (!existsSync(meta)) {
    const tmp = `${dir}.tmp-${process.pid}`;
    rmSync(tmp, { recursive: true, force: true });
    mkdirSync(tmp, { recursive: true });
    const venv = join(tmp, 'venv');
    const target = join(tmp, 'target');
    const installer = installerPython(python, pythonVersion);
    process.stderr.write(`[images] installing LiteLLM ${litellmVersion} for linux/${arch} from PyPI's wheels (cached afterwards)\n`);
    // The interpreter links and pyvenv.cfg of a virtualenv, without pip: the image installs nothing.
    sh(python, ['-m', 'venv', '--without-pip', venv]);
    sh(installer, ['-m', 'pip', 'install', '--disable-pip-version-check', '--no-input', '--quiet', '--no-compile', '--target', target, ...platform, '-c', constraintsFile, `litellm[proxy]==${litellmVersion}`, ...Object.values(CALLBACK_PACKAGES)]);
    const sitePackages = join(venv, 'lib', 'python3.11', 'site-packages');
    // Console scripts name the installer's interpreter; in the image the venv's is at VENV_PATH.
    const scripts = join(target, 'bin');
    for (const name of existsSync(scripts) ? readdirSync(scripts) : []) {
      const text = readFileSync(join(scripts, name));
      const shebang = `#!${installer}`;
      const fixed = text.subarray(0, shebang.length).toString() === shebang ? Buffer.concat([Buffer.from(`#!${VENV_PATH}/bin/python`), text.subarray(shebang.length)]) : text;
      writeFileSync(join(venv, 'bin', name), fixed, { mode: statSync(join(scripts, name)).mode & 0o777 });
    }
    rmSync(scripts, { recursive: true, force: true });
    for (const name of readdirSync(target)) renameSync(join(target, name), join(sitePackages, name));
    for (const d of packageTestDirs(sitePackages)) rmSync(d, { recursive: true, force: true });
    for (const name of readdirSync(join(venv, 'bin'))) if (/^activate|^Activate/.test(name)) rmSync(join(venv, 'bin', name));
    const cfg = join(venv, 'pyvenv.cfg');
    writeFileSync(cfg, readFileSync(cfg, 'utf8').replaceAll(venv, VENV_PATH));
    compile(python, venv, VENV_PATH);
    const distributions = installedDistributions(readdirSync(sitePackages));
    writeFileSync(join(tmp, 'venv.json'), JSON.stringify({ litellmVersion, architecture: arch, distributions }, null, 2));
    rmSync(target, { recursive: true, force: true });
    settle(tmp, dir);
  }
  const stage = JSON.parse(readFileSync(meta, 'utf8')) as Omit<LitellmVenv, 'venv'>;
  return { ...stage, venv: join(dir, 'venv') };
}

/**
 * Tar entries for the `__pycache__` directories of the standard library among `entries` (the
 * Debian part of a root filesystem), compiled once per set of source files and cached.
 */
export function stdlibBytecode(entries: readonly TarEntry[]): TarEntry[] {
  const prefix = `${PYTHON_STDLIB.slice(1)}/`;
  const sources = entries.filter((e) => e.type === 'file' && e.path.startsWith(prefix) && e.path.endsWith('.py') && e.source !== undefined);
  if (sources.length === 0) throw new Error(`the root filesystem has no ${PYTHON_STDLIB}`);
  const dir = join(cacheDir(), `python-stdlib-bytecode-${hash(...sources.map((e) => `${e.path}=${e.source}`), RECIPE)}`);
  if (!existsSync(join(dir, '.complete'))) {
    const python = debianPython();
    const tmp = `${dir}.tmp-${process.pid}`;
    rmSync(tmp, { recursive: true, force: true });
    for (const e of sources) {
      const to = join(tmp, e.path.slice(prefix.length));
      mkdirSync(dirname(to), { recursive: true });
      copyFileSync(e.source!, to);
    }
    compile(python, tmp, PYTHON_STDLIB);
    writeFileSync(join(tmp, '.complete'), '');
    settle(tmp, dir);
  }
  return walk(dir, PYTHON_STDLIB.slice(1)).filter((e) => e.path.includes('/__pycache__'));
}
