/**
 * The model stand-in image for tests (linux/amd64): the `node` binary (the one the aigw image
 * ships), the Debian packages it needs with their dpkg database, and one file, scripts/model-standin/server.ts compiled. Serves an
 * OpenAI-compatible `/v1` on port 8000 and reports what it received at `GET /calls`.
 */
import { join } from 'node:path';
import { IMAGE_REGISTRY } from '../../lib/meta/images';
import { chrootChecks } from './chroot-check';
import { NODE_RUNTIME_PACKAGES, debianRootfs } from './debian-rootfs';
import { assertElfArch } from './elf-arch';
import { writeImageLayout, type ImageLayoutResult } from './oci-layout';
import { NODE_PATH, NONROOT_UID, baseEntries, basePaths, hostFile, unique, withParents } from './rootfs';

export const MODEL_STANDIN_REPOSITORY = `${IMAGE_REGISTRY}/aigw/model-standin`;
export const MODEL_STANDIN_PORT = 8000;
const SERVER_PATH = '/app/server.js';

export interface BuiltStandin extends ImageLayoutResult {
  readonly ref: string;
}

export async function buildModelStandinImage(root: string, outDir: string, version: string, node: { binary: string; license: string }, mtime: number, revision: string): Promise<BuiltStandin> {
  const ref = `${MODEL_STANDIN_REPOSITORY}:${version}`;
  const entries = withParents(
    unique([
      ...baseEntries(),
      hostFile(node.binary, NODE_PATH.slice(1), 0o755),
      hostFile(node.license, 'usr/local/share/doc/node/LICENSE', 0o644),
      ...debianRootfs(NODE_RUNTIME_PACKAGES, 'amd64', basePaths()).entries,
      hostFile(join(root, 'dist', 'scripts', 'model-standin', 'server.js'), SERVER_PATH.slice(1), 0o644),
    ]),
  );
  assertElfArch(entries, 'amd64');
  const result = await writeImageLayout({
    platforms: [{ architecture: 'amd64', entries }],
    ref,
    mtime,
    outFile: join(outDir, `model-standin-${version}.oci.tar`),
    workDir: outDir,
    labels: {
      'org.opencontainers.image.title': 'model-standin',
      'org.opencontainers.image.description': 'An OpenAI-compatible model stand-in for aigw tests: it quotes the last user message back and reports what it received',
      'org.opencontainers.image.version': version,
      'org.opencontainers.image.revision': revision,
      'org.opencontainers.image.licenses': 'Apache-2.0',
      'org.opencontainers.image.ref.name': ref,
    },
    runtime: {
      user: `${NONROOT_UID}:${NONROOT_UID}`,
      entrypoint: [NODE_PATH, SERVER_PATH],
      workingDir: '/app',
      env: ['PATH=/usr/local/bin:/usr/bin:/bin', 'HOME=/home/nonroot', `PORT=${MODEL_STANDIN_PORT}`],
    },
  });
  return { ...result, ref };
}

/** The server file loads (syntax and imports) under the image's node as the non-root user. */
export function checkModelStandinImage(built: BuiltStandin, workRoot: string): string {
  return chrootChecks(built.file, built.ref, workRoot, () => [
    { args: [NODE_PATH, '--check', SERVER_PATH], expect: /^$/ },
    // Started for real on a free port, in this process; one chat completion through it.
    {
      args: [
        NODE_PATH,
        '-e',
        `const probe = require('node:net').createServer().listen(0, '127.0.0.1', () => {
           const port = probe.address().port;
           probe.close(() => {
             process.env.PORT = String(port);
             require('${SERVER_PATH}');
             setTimeout(async () => {
               const r = await fetch('http://127.0.0.1:' + port + '/v1/chat/completions', { method: 'POST', body: JSON.stringify({ messages: [{ role: 'user', content: 'hi' }] }) });
               process.stdout.write((await r.json()).choices[0].message.content);
               process.exit(0);
             }, 300);
           });
         });`,
      ],
      expect: /I read: "hi"$/,
    },
  ]);
}
