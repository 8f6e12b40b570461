// A multi-platform image from the image writer: index.json names one image index (the tag), which
// lists one manifest per platform; `ctr images import` follows it to the host's platform.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { hostArchitecture, hostManifest } from '../../scripts/images/chroot-check';
import { MEDIA_TYPES, writeImageLayout, type PlatformRootfs } from '../../scripts/images/oci-layout';
import type { TarEntry } from '../../scripts/images/tar';

const REF = 'registry.example.com/aigw/aigw:9.9.9';
let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'aigw-index-test-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const rootfs = (marker: string): TarEntry[] => [
  { path: 'usr', type: 'dir', mode: 0o755 },
  { path: 'usr/arch', type: 'file', mode: 0o644, data: Buffer.from(marker) },
];

function write(name: string, platforms: readonly PlatformRootfs[]) {
  return writeImageLayout({
    platforms,
    ref: REF,
    labels: { 'org.opencontainers.image.version': '9.9.9' },
    runtime: { user: '65532:65532', entrypoint: ['/usr/local/bin/node'], workingDir: '/app', env: [] },
    outFile: join(work, `${name}.oci.tar`),
    workDir: work,
  });
}

const sha = (b: Buffer) => `sha256:${createHash('sha256').update(b).digest('hex')}`;

test('two platforms: index.json tags one image index whose manifests carry each platform and its own layer', async () => {
  const built = await write('multi', [
    { architecture: 'amd64', entries: rootfs('amd64') },
    { architecture: 'arm64', entries: rootfs('arm64') },
  ]);
  const dir = mkdtempSync(join(work, 'unpacked-'));
  execFileSync('tar', ['-xf', built.file, '-C', dir]);
  const blob = (digest: string) => readFileSync(join(dir, 'blobs/sha256', digest.slice('sha256:'.length)));

  const top = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8'));
  expect(top.manifests).toHaveLength(1);
  expect(top.manifests[0]).toMatchObject({ mediaType: MEDIA_TYPES.index, annotations: { 'io.containerd.image.name': REF, 'org.opencontainers.image.ref.name': REF } });
  expect(top.manifests[0].platform).toBeUndefined();
  const indexBytes = blob(top.manifests[0].digest);
  expect(sha(indexBytes)).toBe(top.manifests[0].digest);
  expect(indexBytes.length).toBe(top.manifests[0].size);
  expect(built.manifestDigest).toBe(top.manifests[0].digest);
  expect(readFileSync(`${built.file}.digest`, 'utf8').trim()).toBe(top.manifests[0].digest);

  const index = JSON.parse(indexBytes.toString());
  expect(index.mediaType).toBe(MEDIA_TYPES.index);
  expect(index.manifests.map((m: { platform: unknown }) => m.platform)).toEqual([
    { architecture: 'amd64', os: 'linux' },
    { architecture: 'arm64', os: 'linux', variant: 'v8' },
  ]);
  for (const [i, arch] of ['amd64', 'arm64'].entries()) {
    const manifest = JSON.parse(blob(index.manifests[i].digest).toString());
    const config = JSON.parse(blob(manifest.config.digest).toString());
    expect(config).toMatchObject({ architecture: arch, os: 'linux' });
    const layer = gunzipSync(blob(manifest.layers[0].digest));
    expect(layer.includes(Buffer.from(`usr/arch`))).toBe(true);
    expect(layer.includes(Buffer.from(arch))).toBe(true);
    expect(built.platforms[i]).toMatchObject({ architecture: arch, manifestDigest: index.manifests[i].digest, layerDigest: manifest.layers[0].digest });
  }

  // The self-check follows the index to this machine's manifest.
  const mine = hostManifest(top.manifests[0], (d) => blob(d).toString());
  expect(mine.platform?.architecture).toBe(hostArchitecture());

  const again = await write('multi-again', [
    { architecture: 'amd64', entries: rootfs('amd64') },
    { architecture: 'arm64', entries: rootfs('arm64') },
  ]);
  expect(again.manifestDigest).toBe(built.manifestDigest);
});

test('one platform: index.json names its manifest directly, and hostManifest returns it as is', async () => {
  const built = await write('single', [{ architecture: 'amd64', entries: rootfs('amd64') }]);
  expect(built.manifestDigest).toBe(built.platforms[0].manifestDigest);
  const dir = mkdtempSync(join(work, 'unpacked-'));
  execFileSync('tar', ['-xf', built.file, '-C', dir]);
  const top = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8'));
  expect(top.manifests[0]).toMatchObject({ mediaType: MEDIA_TYPES.manifest, digest: built.manifestDigest, platform: { architecture: 'amd64', os: 'linux' } });
  expect(hostManifest(top.manifests[0], () => 'unused')).toBe(top.manifests[0]);
});

test('an image needs a platform, and one root filesystem per platform', async () => {
  await expect(write('none', [])).rejects.toThrow(/at least one platform/);
  await expect(
    write('twice', [
      { architecture: 'amd64', entries: rootfs('a') },
      { architecture: 'amd64', entries: rootfs('b') },
    ]),
  ).rejects.toThrow(/one root filesystem per platform/);
});
