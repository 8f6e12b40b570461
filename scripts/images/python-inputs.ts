/**
 * What the LiteLLM image is built from, prepared once and cached under `~/.cache/aigw/images/`:
 * Debian's Python interpreter (`/usr/bin/python3.11`, installed with apt-get when missing) and its
 * standard library, and a virtualenv made with that very interpreter holding `litellm[proxy]` at
 * the exact versions of a pip-freeze constraints file (the one the e2e suite runs LiteLLM from).
 *
 * Both trees are staged copies, trimmed (no pip, no test suites, no Tk/IDLE) and byte-compiled
 * with `--invalidation-mode unchecked-hash` and the paths they have in the image: the image's
 * files all carry one mtime, which would make timestamp-checked `.pyc` files stale, and a
 * non-root container cannot write new ones, so every start would compile LiteLLM again.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cacheDir } from './inputs';
import { parseLdd } from './rootfs';

/** Debian 12's interpreter; the virtualenv's `bin/python` points at this path, in the image too. */
export const PYTHON = '/usr/bin/python3.11';
export const PYTHON_STDLIB = '/usr/lib/python3.11';
/** Where the virtualenv sits in the image. */
export const VENV_PATH = '/opt/litellm';

/** Parts of the standard library a server never imports: test suites, Tk, IDLE, the static libpython. */
const STDLIB_DROPPED = ['test', 'idlelib', 'tkinter', 'turtledemo', 'turtle.py', 'ensurepip', 'lib2to3', 'pydoc_data', 'sitecustomize.py', 'config-3.11-x86_64-linux-gnu'];
/** Installer tooling, not needed to run LiteLLM (and never run in the image). */
const VENV_DROPPED_PACKAGES = ['pip', 'setuptools'];

export interface LitellmStage {
  readonly litellmVersion: string;
  /** The staged virtualenv (goes to {@link VENV_PATH}). */
  readonly venv: string;
  /** The staged standard library (goes to {@link PYTHON_STDLIB}). */
  readonly stdlib: string;
  /** Host paths of the shared libraries the interpreter and every extension module load. */
  readonly libraries: readonly string[];
  /** Debian's copyright file of the interpreter package. */
  readonly pythonCopyright?: string;
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

function smokeCheck(python: string): void {
  // The proxy and the guardrail integration aigw configures must import with what is left.
  sh(python, ['-c', 'import litellm.proxy.proxy_server, litellm.proxy.guardrails.guardrail_hooks.generic_guardrail_api'], { ...process.env, LITELLM_LOCAL_MODEL_COST_MAP: 'True' });
}

/**
 * The staged LiteLLM virtualenv and standard library for `constraintsFile`, built on first use.
 * Reused while the constraints, the interpreter and this recipe are unchanged.
 */
export function litellmStage(constraintsFile: string): LitellmStage {
  const python = debianPython();
  const constraints = readFileSync(constraintsFile, 'utf8');
  const litellmVersion = pinnedLitellm(constraints);
  const pythonVersion = execFileSync(python, ['-c', 'import sys; print(sys.version)'], { encoding: 'utf8' }).trim();
  const key = createHash('sha256').update(constraints).update('\0').update(pythonVersion).update('\0recipe-1').digest('hex').slice(0, 16);
  const dir = join(cacheDir(), `litellm-${litellmVersion}-${key}`);
  const meta = join(dir, 'stage.json');
  if (!existsSync(meta)) {
    const tmp = `${dir}.tmp-${process.pid}`;
    rmSync(tmp, { recursive: true, force: true });
    mkdirSync(tmp, { recursive: true });
    const venv = join(tmp, 'venv');
    const stdlib = join(tmp, 'stdlib');
    process.stderr.write(`[images] building the LiteLLM ${litellmVersion} virtualenv with ${python} (cached afterwards)\n`);
    sh(python, ['-m', 'venv', venv]);
    const vpy = join(venv, 'bin', 'python');
    sh(vpy, ['-m', 'pip', 'install', '--disable-pip-version-check', '--no-input', '--quiet', '-c', constraintsFile, `litellm[proxy]==${litellmVersion}`]);
    sh(vpy, ['-m', 'pip', 'uninstall', '--disable-pip-version-check', '--yes', '--quiet', ...VENV_DROPPED_PACKAGES]);
    const sitePackages = join(venv, 'lib', 'python3.11', 'site-packages');
    for (const d of packageTestDirs(sitePackages)) rmSync(d, { recursive: true, force: true });
    // Scripts name the interpreter by its build path; in the image the venv is at VENV_PATH.
    for (const name of readdirSync(join(venv, 'bin'))) {
      const file = join(venv, 'bin', name);
      if (/^activate|^Activate/.test(name)) {
        rmSync(file);
        continue;
      }
      const st = statSync(file, { throwIfNoEntry: false });
      if (!st?.isFile() || name.startsWith('python')) continue;
      const text = readFileSync(file);
      const shebang = `#!${vpy}`;
      if (text.subarray(0, shebang.length).toString() === shebang) writeFileSync(file, Buffer.concat([Buffer.from(`#!${VENV_PATH}/bin/python`), text.subarray(shebang.length)]));
    }
    const cfg = join(venv, 'pyvenv.cfg');
    writeFileSync(cfg, readFileSync(cfg, 'utf8').replaceAll(venv, VENV_PATH));
    smokeCheck(vpy);

    cpSync(PYTHON_STDLIB, stdlib, { recursive: true, verbatimSymlinks: true, filter: (src) => !src.includes('/__pycache__') });
    for (const name of STDLIB_DROPPED) rmSync(join(stdlib, name), { recursive: true, force: true });
    compile(python, stdlib, PYTHON_STDLIB);
    compile(python, venv, VENV_PATH);

    const libraries = new Set<string>(parseLdd(execFileSync('ldd', [python], { encoding: 'utf8' })));
    for (const so of findAll(tmp, (name, isDir) => !isDir && /\.so(\.|$)/.test(name))) {
      const r = spawnSync('ldd', [so], { encoding: 'utf8' });
      // Libraries a wheel bundles (`<pkg>.libs/`) are inside the staged trees already.
      for (const lib of parseLdd(r.stdout ?? '')) if (!lib.startsWith(tmp) && !lib.startsWith(dir)) libraries.add(lib);
    }
    const copyright = '/usr/share/doc/python3.11/copyright';
    writeFileSync(
      join(tmp, 'stage.json'),
      JSON.stringify({ litellmVersion, libraries: [...libraries].sort(), ...(existsSync(copyright) ? { pythonCopyright: copyright } : {}) }, null, 2),
    );
    try {
      renameSync(tmp, dir);
    } catch (e) {
      // Another build finished the same stage first: keep its copy.
      if ((e as NodeJS.ErrnoException).code !== 'ENOTEMPTY' && (e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      rmSync(tmp, { recursive: true, force: true });
    }
  }
  const stage = JSON.parse(readFileSync(meta, 'utf8')) as Omit<LitellmStage, 'venv' | 'stdlib'>;
  return { ...stage, venv: join(dir, 'venv'), stdlib: join(dir, 'stdlib') };
}
