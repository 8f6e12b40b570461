/**
 * Runs programs from a built image without a container runtime: the layout tarball is unpacked
 * with the system `tar`, the one layer of this machine's platform extracted, and each command started in a chroot as the
 * image's non-root user (or, when not root, in a user namespace where we are root).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { MEDIA_TYPES } from './oci-layout';
import { NONROOT_UID } from './rootfs';

export interface Check {
  /** Program and arguments, as paths inside the image. */
  readonly args: readonly string[];
  readonly expect: RegExp;
  readonly env?: Readonly<Record<string, string>>;
}

interface Descriptor {
  readonly mediaType: string;
  readonly digest: string;
  readonly platform?: { readonly architecture: string };
  readonly annotations?: Readonly<Record<string, string>>;
}

/** The OCI name of the architecture this machine runs. */
export function hostArchitecture(): string {
  return process.arch === 'x64' ? 'amd64' : process.arch;
}

/** The manifest `top` names for this machine: itself, or its entry in the image index it points to. */
export function hostManifest(top: Descriptor, readBlob: (digest: string) => string): Descriptor {
  if (top.mediaType !== MEDIA_TYPES.index) return top;
  const nested = JSON.parse(readBlob(top.digest)) as { manifests: Descriptor[] };
  const mine = nested.manifests.find((m) => m.platform?.architecture === hostArchitecture());
  if (!mine) throw new Error(`the image has no ${hostArchitecture()} manifest to run here`);
  return mine;
}

export function chrootChecks(file: string, ref: string, workRoot: string, checks: (asRoot: boolean) => readonly Check[]): string {
  const dir = mkdtempSync(join(workRoot, '.check-'));
  try {
    execFileSync('tar', ['-xf', file, '-C', dir]);
    const index = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')) as { manifests: Descriptor[] };
    if (index.manifests[0].annotations?.['io.containerd.image.name'] !== ref) throw new Error('index.json does not carry the image name');
    const blob = (d: string) => join(dir, 'blobs', 'sha256', d.slice('sha256:'.length));
    const manifest = JSON.parse(readFileSync(blob(hostManifest(index.manifests[0], (d) => readFileSync(blob(d), 'utf8')).digest), 'utf8')) as { layers: Array<{ digest: string }> };
    const rootfs = join(dir, 'rootfs');
    mkdirSync(rootfs);
    execFileSync('tar', ['-xzf', blob(manifest.layers[0].digest), '-C', rootfs, '--same-owner', '--same-permissions']);
    const asRoot = process.getuid?.() === 0;
    for (const check of checks(asRoot)) {
      // PATH finds chroot/unshare on the host and the programs in the image; nothing else of the host leaks in.
      const env = { PATH: '/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin', HOME: '/home/nonroot', ...check.env };
      const r = asRoot
        ? spawnSync('chroot', [`--userspec=${NONROOT_UID}:${NONROOT_UID}`, rootfs, ...check.args], { encoding: 'utf8', env, timeout: 300_000 })
        : spawnSync('unshare', ['--map-root-user', 'chroot', rootfs, ...check.args], { encoding: 'utf8', env, timeout: 300_000 });
      if (r.status !== 0 || !check.expect.test(r.stdout ?? '')) {
        throw new Error(`self-check failed: ${check.args.join(' ')} exited ${r.status}${r.error ? ` (${r.error.message})` : ''}\n${(r.stdout ?? '').slice(0, 2000)}${(r.stderr ?? '').slice(-4000)}`);
      }
    }
    return asRoot ? `chroot as uid ${NONROOT_UID}` : 'unshare+chroot';
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
