/**
 * The LiteLLM image, one OCI image index for linux/amd64 and linux/arm64: Debian 12's `python3.11`
 * and the libraries it loads, as Debian packages with their dpkg database (./debian-rootfs.ts),
 * the bytecode of its standard library, and a virtualenv of `litellm[proxy]` at the versions of
 * test/e2e/litellm-<version>-constraints.txt (the set the e2e suite runs) at `/opt/litellm`,
 * installed from PyPI's wheels for each architecture (./python-inputs.ts). Runs as the non-root
 * user; the entrypoint is `litellm` and the default args `--config /etc/litellm/config.yaml --port
 * 4000` (a Deployment mounts its ConfigMap there, or passes its own args). Offline by default:
 * `LITELLM_LOCAL_MODEL_COST_MAP=True`.
 *
 * The layout tarball is cached next to its inputs (`~/.cache/aigw/images/`) and linked into
 * dist/images/, so a second build of the same inputs (the same constraints, Debian package
 * versions and recipe) costs nothing.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, linkSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LITELLM_IMAGE_REPOSITORY, LITELLM_VERSION } from '../../lib/meta/images';
import type { DebianArch } from './apt';
import { chrootChecks, type Check } from './chroot-check';
import { NODE_RUNTIME_PACKAGES, debianRootfs } from './debian-rootfs';
import { assertElfArch } from './elf-arch';
import { cacheDir } from './inputs';
import { writeImageLayout, type ImageLayoutResult, type PlatformRootfs } from './oci-layout';
import { VENV_PATH, litellmVenv, pinnedLitellm, stdlibBytecode } from './python-inputs';
import { NONROOT_UID, baseEntries, basePaths, walk, withParents } from './rootfs';
import type { TarEntry } from './tar';
import { distributionDifferences } from './wheel-platforms';

/** Bump when what goes into the image changes without its inputs changing. */
const RECIPE = 'litellm-image-4';
/** The platforms of the LiteLLM image (one OCI image index). */
export const LITELLM_ARCHS: readonly DebianArch[] = ['amd64', 'arm64'];

/**
 * Debian's interpreter and what it loads: `python3.11` with its standard library and the C
 * libraries of its extension modules (OpenSSL, libffi, SQLite, ...), by their `Depends` (the
 * build fails when one is missing here), and libstdc++6, which the Rust and C++ extensions of the
 * wheels load (tokenizers, polars, ...). `base-files` names the distribution (`/etc/os-release`,
 * which scanners read), `netbase` holds `/etc/services` and `/etc/protocols`. Of an `a | b`
 * dependency the smallest is chosen: media-types (not mime-support, which needs perl),
 * install-info (not dpkg).
 */
export const PYTHON_RUNTIME_PACKAGES = [
  ...NODE_RUNTIME_PACKAGES,
  'install-info',
  'libbz2-1.0',
  'libcom-err2',
  'libcrypt1',
  'libdb5.3',
  'libexpat1',
  'libffi8',
  'libgssapi-krb5-2',
  'libk5crypto3',
  'libkeyutils1',
  'libkrb5-3',
  'libkrb5support0',
  'liblzma5',
  'libncursesw6',
  'libnsl2',
  'libpython3.11-minimal',
  'libpython3.11-stdlib',
  'libreadline8',
  'libsqlite3-0',
  'libssl3',
  'libtinfo6',
  'libtirpc-common',
  'libtirpc3',
  'libuuid1',
  'media-types',
  'python3.11',
  'python3.11-minimal',
  'readline-common',
  'zlib1g',
] as const;
export const LITELLM_CONFIG_PATH = '/etc/litellm/config.yaml';
export const LITELLM_PORT = 4000;

/**
 * Loaded by Python's `site` at every start (the venv's `sitecustomize`). LiteLLM's database mode
 * needs a generated Prisma client and Prisma's engine binaries, which only binaries.prisma.sh serves
 * and no package registry ships, so the image has neither. Given a DATABASE_URL, LiteLLM 1.95.1
 * would exit at start (`No module named 'prisma'`); this drops the variable instead and says so on
 * stderr, and LiteLLM runs from config.yaml alone (no virtual keys, organizations, teams or budgets).
 * An image derived from this one that adds a Prisma client keeps its DATABASE_URL.
 */
const NO_DATABASE_MODE = `# Written by aigw's image script (scripts/images/litellm-image.ts): this image has no database mode.
import importlib.util
import json
import os
import sys

if os.environ.get("DATABASE_URL") and importlib.util.find_spec("prisma") is None:
    del os.environ["DATABASE_URL"]
    sys.stderr.write(json.dumps({
        "level": "WARNING",
        "message": "aigw litellm image: no Prisma client in this image, so DATABASE_URL is ignored and LiteLLM "
        "runs from config.yaml alone: virtual keys, organizations, teams and budgets are not available",
    }) + "\\n")
`;

export interface BuiltImage extends ImageLayoutResult {
  readonly ref: string;
  /** True when the cached tarball was reused. */
  readonly cached: boolean;
  /** The cache entry's marker file: its presence says the cached tarball is whole. */
  readonly resultFile?: string;
}

function place(from: string, to: string): void {
  rmSync(to, { force: true });
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

/**
 * Joins parts of a root filesystem: a directory several parts hold is one entry (the first part's),
 * any other path given twice is a recipe bug.
 */
export function mergeRootfs(...parts: ReadonlyArray<readonly TarEntry[]>): TarEntry[] {
  const byPath = new Map<string, TarEntry>();
  for (const entry of parts.flat()) {
    const had = byPath.get(entry.path);
    if (had && had.type === 'dir' && entry.type === 'dir') continue;
    if (had) throw new Error(`image root filesystem: ${entry.path} is given twice`);
    byPath.set(entry.path, entry);
  }
  return withParents([...byPath.values()]);
}

const DEBIAN_SITECUSTOMIZE = 'usr/lib/python3.11/sitecustomize.py';

/** One platform's root filesystem, its ELF files held to its architecture, and the distributions of its virtualenv. */
function platformRootfs(constraints: string, architecture: DebianArch): PlatformRootfs & { distributions: readonly string[] } {
  const debian = debianRootfs(PYTHON_RUNTIME_PACKAGES, architecture, basePaths());
  const venv = litellmVenv(constraints, architecture);
  const entries = mergeRootfs(
    baseEntries(),
    // Debian's stdlib sitecustomize (a link to /etc/python3.11/sitecustomize.py) comes first on
    // sys.path and would shadow the virtualenv's, which drops DATABASE_URL.
    debian.entries.filter((e) => e.path !== DEBIAN_SITECUSTOMIZE),
    stdlibBytecode(debian.entries),
    [{ path: VENV_PATH.slice(1), type: 'dir', mode: 0o755 }],
    walk(venv.venv, VENV_PATH.slice(1)),
    [{ path: `${VENV_PATH.slice(1)}/lib/python3.11/site-packages/sitecustomize.py`, type: 'file', mode: 0o644, data: Buffer.from(NO_DATABASE_MODE) }],
  );
  // The chroot check runs the host's platform only: the other one is held to its architecture here.
  assertElfArch(entries, architecture);
  return { architecture, entries, distributions: venv.distributions };
}

/** What a cached tarball was built from: the constraints, the Debian packages at their versions, the recipe and the mtime. */
function cacheKey(constraints: string, mtime: number): string {
  const h = createHash('sha256').update(readFileSync(constraints)).update(`\0${RECIPE}\0${mtime}`);
  for (const arch of LITELLM_ARCHS) {
    for (const p of debianRootfs(PYTHON_RUNTIME_PACKAGES, arch, basePaths()).packages) h.update(`\0${p.name}=${p.version}:${p.arch}:${p.sha256}`);
  }
  return h.digest('hex').slice(0, 16);
}

export async function buildLitellmImage(root: string, outDir: string, mtime: number, revision: string): Promise<BuiltImage> {
  const constraints = join(root, 'test', 'e2e', `litellm-${LITELLM_VERSION}-constraints.txt`);
  const pinned = pinnedLitellm(readFileSync(constraints, 'utf8'));
  if (pinned !== LITELLM_VERSION) throw new Error(`${constraints} pins litellm ${pinned}, not ${LITELLM_VERSION}`);
  const ref = `${LITELLM_IMAGE_REPOSITORY}:${LITELLM_VERSION}`;
  const cached = join(cacheDir(), `litellm-${LITELLM_VERSION}-${cacheKey(constraints, mtime)}.oci.tar`);
  const outFile = join(outDir, `litellm-${LITELLM_VERSION}.oci.tar`);
  const resultFile = `${cached}.json`;
  if (existsSync(resultFile) && existsSync(cached)) {
    place(cached, outFile);
    place(`${cached}.digest`, `${outFile}.digest`);
    const result = JSON.parse(readFileSync(resultFile, 'utf8')) as ImageLayoutResult;
    return { ...result, file: outFile, ref, cached: true };
  }
  const platforms = LITELLM_ARCHS.map((arch) => platformRootfs(constraints, arch));
  const [first, ...others] = platforms;
  for (const other of others) {
    const { onlyA, onlyB } = distributionDifferences(first.distributions, other.distributions);
    if (onlyA.length + onlyB.length > 0) {
      throw new Error(`the ${first.architecture} and ${other.architecture} virtualenvs differ: only ${first.architecture}: ${onlyA.join(' ') || '-'}; only ${other.architecture}: ${onlyB.join(' ') || '-'}`);
    }
  }
  const tmp = `${cached}.tmp-${process.pid}`;
  const result = await writeImageLayout({
    platforms: platforms.map(({ architecture, entries }) => ({ architecture, entries })),
    ref,
    mtime,
    outFile: tmp,
    workDir: outDir,
    labels: {
      'org.opencontainers.image.title': 'litellm',
      'org.opencontainers.image.description': `LiteLLM proxy ${LITELLM_VERSION} on Debian 12's Python, for aigw proxy gateways`,
      'org.opencontainers.image.version': LITELLM_VERSION,
      'org.opencontainers.image.revision': revision,
      'org.opencontainers.image.licenses': 'MIT AND PSF-2.0',
      'org.opencontainers.image.ref.name': ref,
    },
    runtime: {
      user: `${NONROOT_UID}:${NONROOT_UID}`,
      entrypoint: [`${VENV_PATH}/bin/litellm`],
      cmd: ['--config', LITELLM_CONFIG_PATH, '--port', String(LITELLM_PORT)],
      workingDir: '/home/nonroot',
      env: [
        `PATH=${VENV_PATH}/bin:/usr/local/bin:/usr/bin:/bin`,
        `VIRTUAL_ENV=${VENV_PATH}`,
        'HOME=/home/nonroot',
        'PYTHONUNBUFFERED=1',
        // The image's .pyc files are precompiled; a read-only root filesystem could not take new ones anyway.
        'PYTHONDONTWRITEBYTECODE=1',
        // No fetch of the model price map from the internet at start.
        'LITELLM_LOCAL_MODEL_COST_MAP=True',
      ],
    },
  });
  renameSync(`${tmp}.digest`, `${cached}.digest`);
  renameSync(tmp, cached);
  const { file: _unused, ...rest } = result;
  const built: BuiltImage = { ...result, file: outFile, ref, cached: false, resultFile };
  place(cached, outFile);
  place(`${cached}.digest`, `${outFile}.digest`);
  // Written last: its presence says the cached tarball is whole.
  writeFileSync(resultFile, JSON.stringify(rest));
  return built;
}

/** LiteLLM's proxy and the guardrail integration import, and the CLI answers, in the image as the non-root user. */
export function checkLitellmImage(built: BuiltImage, workRoot: string): string {
  try {
    return runChecks(built, workRoot);
  } catch (e) {
    // A tarball that fails its check is not reused by the next build.
    if (built.resultFile) rmSync(built.resultFile, { force: true });
    throw e;
  }
}

function runChecks(built: BuiltImage, workRoot: string): string {
  return chrootChecks(built.file, built.ref, workRoot, (asRoot): Check[] => [
    {
      args: [`${VENV_PATH}/bin/python`, '-c', 'import os, sys, litellm.proxy.proxy_server, litellm.proxy.guardrails.guardrail_hooks.generic_guardrail_api, langfuse.client; print(sys.executable, sys.prefix, os.getuid())'],
      expect: new RegExp(`^${VENV_PATH}/bin/python ${VENV_PATH} ${asRoot ? NONROOT_UID : 0}$`, 'm'),
      env: { LITELLM_LOCAL_MODEL_COST_MAP: 'True', PYTHONDONTWRITEBYTECODE: '1' },
    },
    {
      args: [`${VENV_PATH}/bin/python`, '-c', 'import os; print("DATABASE_URL" in os.environ)'],
      expect: /^False$/m,
      env: { DATABASE_URL: 'postgresql://unused@127.0.0.1:1/unused' },
    },
    { args: [`${VENV_PATH}/bin/litellm`, '--help'], expect: /--config/, env: { LITELLM_LOCAL_MODEL_COST_MAP: 'True', PYTHONDONTWRITEBYTECODE: '1' } },
    // The standard library's C modules find Debian's libraries.
    { args: [`${VENV_PATH}/bin/python`, '-c', STDLIB_MODULES], expect: /^OpenSSL 3\.\S+ sqlite 3\.\S+$/m },
    { args: [`${VENV_PATH}/bin/python`, '-c', PROXY_ANSWERS], expect: /^liveliness 200 /m, env: { LITELLM_LOCAL_MODEL_COST_MAP: 'True', PYTHONDONTWRITEBYTECODE: '1' } },
  ]);
}

const STDLIB_MODULES = `import bz2, ctypes, dbm, lzma, readline, ssl, sqlite3, uuid, zlib
print(ssl.OPENSSL_VERSION.split()[0], ssl.OPENSSL_VERSION.split()[1], "sqlite", sqlite3.sqlite_version)`;

/**
 * Starts the proxy as the image's entrypoint does, with a one-model config, on a free loopback port
 * (the chroot shares the host's network), and asks /health/liveliness; the proxy is stopped after.
 * Its output goes to a file: the chroot has no /dev.
 */
const PROXY_ANSWERS = `import socket, subprocess, sys, time, urllib.request
config, log = "/tmp/litellm-check.yaml", "/tmp/litellm-check.log"
with open(config, "w") as f:
    f.write("model_list:\\n  - model_name: check\\n    litellm_params:\\n      model: openai/check\\n      api_base: http://127.0.0.1:9/v1\\n      api_key: unused\\n")
s = socket.socket(); s.bind(("127.0.0.1", 0)); port = s.getsockname()[1]; s.close()
proxy = subprocess.Popen(["${VENV_PATH}/bin/litellm", "--config", config, "--host", "127.0.0.1", "--port", str(port)], stdout=open(log, "w"), stderr=subprocess.STDOUT)
try:
    deadline = time.monotonic() + 180
    while True:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/health/liveliness", timeout=5) as r:
                print("liveliness", r.status, r.read().decode())
                break
        except OSError as e:
            if proxy.poll() is not None or time.monotonic() > deadline:
                sys.exit(f"the proxy did not answer ({e}, exit {proxy.poll()}):\\n" + open(log).read()[-3000:])
            time.sleep(1)
finally:
    proxy.terminate()
    proxy.wait(30)`;
