/**
 * The LiteLLM image: Debian's `python3.11` with the shared libraries `ldd` lists for it and for
 * every extension module, its standard library, and a virtualenv of `litellm[proxy]` at the
 * versions of test/e2e/litellm-<version>-constraints.txt (the set the e2e suite runs) at
 * `/opt/litellm`. Runs as the non-root user; the entrypoint is `litellm` and the default args
 * `--config /etc/litellm/config.yaml --port 4000` (a Deployment mounts its ConfigMap there, or
 * passes its own args). Offline by default: `LITELLM_LOCAL_MODEL_COST_MAP=True`.
 *
 * The layout tarball is cached next to its inputs (`~/.cache/aigw/images/`) and linked into
 * dist/images/, so a second build of the same inputs costs nothing.
 */
import { copyFileSync, existsSync, linkSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LITELLM_IMAGE_REPOSITORY, LITELLM_VERSION } from '../../lib/meta/images';
import { chrootChecks, type Check } from './chroot-check';
import { cacheDir } from './inputs';
import { writeImageLayout, type ImageLayoutResult } from './oci-layout';
import { PYTHON, PYTHON_STDLIB, VENV_PATH, litellmStage } from './python-inputs';
import { NONROOT_UID, baseEntries, hostFile, unique, walk, withParents } from './rootfs';

/** Bump when what goes into the image changes without its inputs changing. */
const RECIPE = 'litellm-image-3';
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

export async function buildLitellmImage(root: string, outDir: string, mtime: number, revision: string): Promise<BuiltImage> {
  const constraints = join(root, 'test', 'e2e', `litellm-${LITELLM_VERSION}-constraints.txt`);
  const stage = litellmStage(constraints);
  if (stage.litellmVersion !== LITELLM_VERSION) throw new Error(`${constraints} pins litellm ${stage.litellmVersion}, not ${LITELLM_VERSION}`);
  const ref = `${LITELLM_IMAGE_REPOSITORY}:${LITELLM_VERSION}`;
  const stageKey = stage.venv.split('/').at(-2)!;
  const cached = join(cacheDir(), `${stageKey}-${RECIPE}-${mtime}.oci.tar`);
  const outFile = join(outDir, `litellm-${LITELLM_VERSION}.oci.tar`);
  const resultFile = `${cached}.json`;
  if (existsSync(resultFile) && existsSync(cached)) {
    place(cached, outFile);
    place(`${cached}.digest`, `${outFile}.digest`);
    const result = JSON.parse(readFileSync(resultFile, 'utf8')) as ImageLayoutResult;
    // A result cached before images listed their platforms describes its one (amd64) platform at the top.
    const platforms = result.platforms ?? [{ ...result, architecture: 'amd64' }];
    return { ...result, platforms, file: outFile, ref, cached: true };
  }
  const entries = withParents(
    unique([
      ...baseEntries(),
      hostFile(PYTHON, PYTHON.slice(1), 0o755),
      ...stage.libraries.map((lib) => hostFile(lib, lib.slice(1))),
      ...(stage.pythonCopyright ? [hostFile(stage.pythonCopyright, 'usr/share/doc/python3.11/copyright', 0o644)] : []),
      { path: PYTHON_STDLIB.slice(1), type: 'dir', mode: 0o755 },
      ...walk(stage.stdlib, PYTHON_STDLIB.slice(1)),
      { path: VENV_PATH.slice(1), type: 'dir', mode: 0o755 },
      ...walk(stage.venv, VENV_PATH.slice(1)),
      { path: `${VENV_PATH.slice(1)}/lib/python3.11/site-packages/sitecustomize.py`, type: 'file', mode: 0o644, data: Buffer.from(NO_DATABASE_MODE) },
    ]),
  );
  const tmp = `${cached}.tmp-${process.pid}`;
  const result = await writeImageLayout({
    platforms: [{ architecture: 'amd64', entries }],
    ref,
    mtime,
    outFile: tmp,
    workDir: outDir,
    labels: {
      'org.opencontainers.image.title': 'litellm',
      'org.opencontainers.image.description': `LiteLLM proxy ${LITELLM_VERSION} on Debian's Python, for aigw proxy gateways`,
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
      args: [`${VENV_PATH}/bin/python`, '-c', 'import os, sys, litellm.proxy.proxy_server, litellm.proxy.guardrails.guardrail_hooks.generic_guardrail_api; print(sys.executable, sys.prefix, os.getuid())'],
      expect: new RegExp(`^${VENV_PATH}/bin/python ${VENV_PATH} ${asRoot ? NONROOT_UID : 0}$`, 'm'),
      env: { LITELLM_LOCAL_MODEL_COST_MAP: 'True', PYTHONDONTWRITEBYTECODE: '1' },
    },
    {
      args: [`${VENV_PATH}/bin/python`, '-c', 'import os; print("DATABASE_URL" in os.environ)'],
      expect: /^False$/m,
      env: { DATABASE_URL: 'postgresql://unused@127.0.0.1:1/unused' },
    },
    { args: [`${VENV_PATH}/bin/litellm`, '--help'], expect: /--config/, env: { LITELLM_LOCAL_MODEL_COST_MAP: 'True', PYTHONDONTWRITEBYTECODE: '1' } },
  ]);
}
