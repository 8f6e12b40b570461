/**
 * `npm run images`: builds the aigw image (operator, license gate and catalog engines in one; the
 * entrypoint is `aigw`) as an OCI image-layout tarball under dist/images/, without Docker, then
 * checks it runs: the root filesystem is unpacked with the system `tar` and `aigw` is started in a
 * chroot as the image's non-root user.
 *
 * `npm run images -- litellm model-standin` (or `all`) builds the other images instead: the LiteLLM
 * image a `proxy` gateway runs (scripts/images/litellm-image.ts) and the model stand-in the cluster
 * suite talks to (scripts/images/model-standin-image.ts); `aigw` is the default.
 *
 * The aigw and LiteLLM images are each one OCI image index for linux/amd64 and linux/arm64; their
 * root filesystems are made of Debian 12 packages with their dpkg database
 * (scripts/images/debian-rootfs.ts), and an SPDX SBOM per platform is written beside each archive
 * (scripts/images/sbom.ts).
 *
 * Options: --skip-check (no chroot run), --skip-sbom (no SBOM), --check-reproducible (build the aigw
 * image a second time and compare the index digests). Environment: AIGW_IMAGE_REPOSITORY (default registry.aigw.dev/aigw/aigw),
 * AIGW_IMAGE_SOURCE (the `source` label), SOURCE_DATE_EPOCH (mtime of every file; default 0).
 *
 * The layer is gzip'd by the Node.js release the image ships (the script re-runs itself with it),
 * so the bytes do not depend on the Node.js that started the build.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { AIGW_IMAGE_REPOSITORY, LITELLM_VERSION, aigwImage } from '../../lib/meta/images';
import type { DebianArch } from './apt';
import { chrootChecks } from './chroot-check';
import { NODE_RUNTIME_PACKAGES, debianRootfs } from './debian-rootfs';
import { assertElfArch } from './elf-arch';
import { NODE_ARCH, nodeRelease, prebuildsFor, productionModules } from './inputs';
import { LITELLM_ARCHS, buildLitellmImage, checkLitellmImage } from './litellm-image';
import { buildModelStandinImage, checkModelStandinImage } from './model-standin-image';
import { writeImageLayout, type ImageLayoutResult } from './oci-layout';
import { APP_DIR, NODE_PATH, NONROOT_UID, basePaths, rootfsEntries } from './rootfs';
import { writeSboms, type SbomSummary } from './sbom';

const ROOT = resolve(__dirname, '..', '..', '..');
/** The compiled parts of dist/ the image runs (not bench/, test/ or scripts/). */
const DIST_PARTS = ['cli', 'engines', 'gate', 'imports', 'lib', 'log', 'operator', 'runtime', 'upstream'];
/** The platforms of the aigw image (one OCI image index). The production node_modules are pure JavaScript, so one set serves both. */
const AIGW_ARCHS: readonly DebianArch[] = ['amd64', 'arm64'];

function git(args: string[]): string | undefined {
  try {
    return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || undefined;
  } catch {
    return undefined;
  }
}

function mib(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

interface Built extends ImageLayoutResult {
  readonly ref: string;
}

async function build(outFile: string, nodeVersion: string): Promise<Built> {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string; license?: string; description?: string; repository?: string | { url?: string } };
  if (!readdirSync(join(ROOT, 'dist')).includes('cli')) throw new Error('dist/cli is missing: run `npm run build` first');
  const repository = process.env.AIGW_IMAGE_REPOSITORY ?? AIGW_IMAGE_REPOSITORY;
  const ref = aigwImage(pkg.version, repository);
  const repoUrl = typeof pkg.repository === 'string' ? pkg.repository : pkg.repository?.url;
  const mtime = process.env.SOURCE_DATE_EPOCH !== undefined ? Number(process.env.SOURCE_DATE_EPOCH) : 0;
  if (!Number.isInteger(mtime) || mtime < 0) throw new Error(`SOURCE_DATE_EPOCH must be whole seconds, got ${process.env.SOURCE_DATE_EPOCH}`);

  // Only the JavaScript compiled from a source of this tree, and the JSON data its sources import
  // (tsc copies it, e.g. the name detector's lexicon): a file left in dist/ by an older build (its
  // source since removed) stays out, so the image depends on the commit, not on the dist/ history.
  const compiledFrom = (part: string) => (relative: string, isDir: boolean) =>
    isDir ||
    (relative.endsWith('.js') && !relative.endsWith('.test.js') && existsSync(join(ROOT, part, relative.replace(/\.js$/, '.ts')))) ||
    (relative.endsWith('.json') && existsSync(join(ROOT, part, relative)));
  const modules = productionModules(ROOT);
  const platforms = AIGW_ARCHS.map((architecture) => {
    const app = [
      { from: join(ROOT, 'package.json'), to: 'package.json' },
      { from: join(ROOT, 'bin'), to: 'bin' },
      { from: join(ROOT, 'crds'), to: 'crds' },
      ...DIST_PARTS.map((part) => ({ from: join(ROOT, 'dist', part), to: `dist/${part}`, keep: compiledFrom(part) })),
      { from: modules, to: 'node_modules', keep: prebuildsFor(NODE_ARCH[architecture]) },
    ];
    const node = nodeRelease(nodeVersion, NODE_ARCH[architecture]);
    const entries = rootfsEntries({ node: node.binary, nodeLicense: node.license, system: debianRootfs(NODE_RUNTIME_PACKAGES, architecture, basePaths()).entries, app });
    // The chroot check runs the host's platform only: the other one is held to its architecture here.
    assertElfArch(entries, architecture);
    return { architecture, entries };
  });
  const workDir = mkdtempSync(join(ROOT, 'dist', 'images', '.work-'));
  try {
    const result = await writeImageLayout({
      platforms,
      ref,
      mtime,
      outFile,
      workDir,
      labels: {
        'org.opencontainers.image.title': 'aigw',
        'org.opencontainers.image.description': pkg.description ?? 'aigw',
        'org.opencontainers.image.version': pkg.version,
        'org.opencontainers.image.revision': git(['rev-parse', 'HEAD']) ?? 'unknown',
        // From the commit (package.json) or said explicitly; never the clone's remote, which differs per clone.
        'org.opencontainers.image.source': process.env.AIGW_IMAGE_SOURCE ?? repoUrl ?? 'unknown',
        'org.opencontainers.image.licenses': pkg.license ?? 'NOASSERTION',
        'org.opencontainers.image.ref.name': ref,
      },
      runtime: {
        user: `${NONROOT_UID}:${NONROOT_UID}`,
        entrypoint: [NODE_PATH, `${APP_DIR}/bin/aigw.js`],
        cmd: ['--help'],
        workingDir: APP_DIR,
        env: ['PATH=/usr/local/bin:/usr/bin:/bin', 'NODE_ENV=production', 'HOME=/home/nonroot'],
      },
    });
    return { ...result, ref };
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** Unpacks this machine's layer with the system `tar` and runs `aigw` in a chroot as the non-root user. */
function selfCheck(built: Built): void {
  const how = chrootChecks(built.file, built.ref, join(ROOT, 'dist', 'images'), (asRoot) => [
    { args: [NODE_PATH, '-e', 'process.stdout.write(`${process.version} uid=${process.getuid()}`)'], expect: asRoot ? new RegExp(`^v\\d+\\.\\d+\\.\\d+ uid=${NONROOT_UID}$`) : /^v\d+/ },
    { args: [NODE_PATH, `${APP_DIR}/bin/aigw.js`, '--help'], expect: /usage/ },
    { args: [NODE_PATH, `${APP_DIR}/bin/aigw.js`, 'operator', '--help'], expect: /usage: aigw operator/ },
    { args: [NODE_PATH, `${APP_DIR}/bin/aigw.js`, 'upstream', '--help'], expect: /usage: aigw upstream proxy/ },
    // The server packages (optional peers of the library) are in the image: the three servers load.
    {
      args: [NODE_PATH, '-e', `for (const m of ['dist/gate', 'dist/engines/pseudonymizer', 'dist/operator/operator', 'dist/upstream/proxy/controller']) require('${APP_DIR}/' + m); process.stdout.write('loaded')`],
      expect: /^loaded$/,
    },
    // Loads cdk8s, cdk8s-plus and the shipped CRDs: the production node_modules are complete.
    { args: [NODE_PATH, `${APP_DIR}/bin/aigw.js`, 'install'], expect: new RegExp(`image: ${built.ref.replace(/[.]/g, '\\.')}`) },
  ]);
  process.stdout.write(`self-check: ${how}: node -e, aigw --help, aigw operator --help, the servers' modules and aigw install ran from the unpacked image\n`);
}

const IMAGES = ['aigw', 'litellm', 'model-standin'] as const;
type ImageName = (typeof IMAGES)[number];

function printSboms(sboms: readonly SbomSummary[]): void {
  for (const sbom of sboms) {
    const kinds = Object.entries(sbom.byType).map(([type, n]) => `${n} ${type}`).join(', ');
    process.stdout.write(`sbom:     ${sbom.file}: ${sbom.packages} packages (${kinds})\n`);
  }
}

function report(ref: string, built: ImageLayoutResult, note = ''): void {
  process.stdout.write(
    [
      `image:    ${ref}${note}`,
      `file:     ${built.file}`,
      `manifest: ${built.manifestDigest}`,
      ...built.platforms.map((p) => `size:     linux/${p.architecture}: ${mib(p.layerSize)} compressed layer, ${mib(p.rootfsSize)} unpacked root filesystem`),
      `tarball:  ${mib(built.fileSize)}`,
      `import:   ctr -n k8s.io images import ${built.file}`,
      '',
    ].join('\n'),
  );
}

async function main(argv: string[]): Promise<number> {
  const flags = argv.filter((a) => a.startsWith('--'));
  const names = argv.filter((a) => !a.startsWith('--'));
  const unknown = [...flags.filter((a) => !['--skip-check', '--skip-sbom', '--check-reproducible'].includes(a)), ...names.filter((n) => n !== 'all' && !(IMAGES as readonly string[]).includes(n))];
  if (unknown.length > 0) {
    process.stderr.write(`usage: npm run images [-- aigw|litellm|model-standin|all ...] [-- --skip-check] [-- --skip-sbom] [-- --check-reproducible]\nunknown: ${unknown.join(' ')}\n`);
    return 2;
  }
  const wanted = new Set<ImageName>(names.length === 0 ? ['aigw'] : names.includes('all') ? IMAGES : (names as ImageName[]));
  const nodeVersion = readFileSync(join(ROOT, '.nvmrc'), 'utf8').trim().replace(/^v/, '');
  const node = nodeRelease(nodeVersion);
  if (process.version !== `v${nodeVersion}` && process.env.AIGW_IMAGES_NODE === undefined) {
    // gzip output may differ between zlib versions: build with the Node.js the image ships.
    const r = spawnSync(node.binary, [__filename, ...argv], { stdio: 'inherit', env: { ...process.env, AIGW_IMAGES_NODE: node.binary } });
    return r.status ?? 1;
  }
  const outDir = join(ROOT, 'dist', 'images');
  mkdirSync(outDir, { recursive: true });
  const pkgVersion = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
  const mtime = process.env.SOURCE_DATE_EPOCH !== undefined ? Number(process.env.SOURCE_DATE_EPOCH) : 0;
  const revision = git(['rev-parse', 'HEAD']) ?? 'unknown';
  if (wanted.has('model-standin')) {
    const standin = await buildModelStandinImage(ROOT, outDir, pkgVersion, node, mtime, revision);
    report(standin.ref, standin);
    if (!argv.includes('--skip-check')) process.stdout.write(`self-check: ${checkModelStandinImage(standin, outDir)}: the server ran and answered a chat completion\n`);
  }
  if (wanted.has('litellm')) {
    const started = Date.now();
    const litellm = await buildLitellmImage(ROOT, outDir, mtime, revision);
    report(litellm.ref, litellm, litellm.cached ? ' (cached)' : ` (built in ${((Date.now() - started) / 1000).toFixed(0)} s)`);
    if (!argv.includes('--skip-sbom')) printSboms(writeSboms(ROOT, litellm.file, join(outDir, `litellm-${LITELLM_VERSION}`), LITELLM_ARCHS));
    if (!litellm.cached && !argv.includes('--skip-check')) process.stdout.write(`self-check: ${checkLitellmImage(litellm, outDir)}: LiteLLM's proxy imported, \`litellm --help\` ran and a started proxy answered /health/liveliness\n`);
  }
  if (!wanted.has('aigw')) return 0;
  const outFile = join(outDir, `aigw-${pkgVersion}.oci.tar`);
  const built = await build(outFile, nodeVersion);
  report(built.ref, built);
  if (!argv.includes('--skip-sbom')) printSboms(writeSboms(ROOT, built.file, join(outDir, `aigw-${pkgVersion}`), AIGW_ARCHS));
  if (argv.includes('--check-reproducible')) {
    const again = await build(join(outDir, `.aigw-${pkgVersion}.again.oci.tar`), nodeVersion);
    rmSync(again.file, { force: true });
    rmSync(`${again.file}.digest`, { force: true });
    if (again.manifestDigest !== built.manifestDigest) {
      process.stderr.write(`not reproducible: a second build gave ${again.manifestDigest}\n`);
      return 1;
    }
    process.stdout.write(`reproducible: a second build gave the same manifest ${again.manifestDigest}\n`);
  }
  if (!argv.includes('--skip-check')) selfCheck(built);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: Error) => {
    process.stderr.write(`npm run images: ${err.stack ?? err.message}\n`);
    process.exitCode = 1;
  },
);
