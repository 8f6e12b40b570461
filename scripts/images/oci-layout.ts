/**
 * Writes one single-layer image as an OCI image-layout tarball (`oci-layout`, `index.json`,
 * `blobs/sha256/…`), the format `ctr images import`, `skopeo copy oci-archive:` and
 * `podman load` read. Nothing machine- or time-dependent goes in: the layer is a sorted tar with
 * fixed owners and mtimes, gzip'd with mtime 0, and the JSON documents are written with a fixed
 * key order, so the same entries give the same manifest digest.
 */
import { createHash } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import { sortEntries, tarChunks, type TarEntry } from './tar';

export const MEDIA_TYPES = {
  index: 'application/vnd.oci.image.index.v1+json',
  manifest: 'application/vnd.oci.image.manifest.v1+json',
  config: 'application/vnd.oci.image.config.v1+json',
  layer: 'application/vnd.oci.image.layer.v1.tar+gzip',
} as const;

/** The process settings of the image (the OCI config's `config`). */
export interface ImageRuntime {
  readonly user: string;
  readonly entrypoint: readonly string[];
  readonly cmd?: readonly string[];
  readonly workingDir: string;
  readonly env: readonly string[];
}

/** One platform's root filesystem. */
export interface PlatformRootfs {
  /** OCI architecture (`amd64`, `arm64`); the OS is always `linux`. */
  readonly architecture: 'amd64' | 'arm64';
  /** The root filesystem (paths relative to `/`). */
  readonly entries: readonly TarEntry[];
}

export interface ImageLayoutProps {
  /**
   * One root filesystem per platform. With one, `index.json` names its manifest, as a single-platform
   * image; with more, `index.json` names an image index (itself a blob) that lists one manifest per
   * platform, so the tag carries every platform and `ctr images import` unpacks the host's.
   */
  readonly platforms: readonly PlatformRootfs[];
  /** Full reference the image is tagged with on import (`registry.aigw.dev/aigw/aigw:0.1.0`). */
  readonly ref: string;
  /** OCI labels (`org.opencontainers.image.*`), on the config and as manifest annotations. */
  readonly labels: Readonly<Record<string, string>>;
  readonly runtime: ImageRuntime;
  /** Seconds since the epoch stamped on every file and as `created`. @default 0 */
  readonly mtime?: number;
  /** Where the OCI layout tarball is written. */
  readonly outFile: string;
  /** A scratch directory for the layer blob. */
  readonly workDir: string;
}

/** What was written for one platform. */
export interface PlatformResult {
  readonly architecture: string;
  readonly manifestDigest: string;
  readonly configDigest: string;
  readonly layerDigest: string;
  /** Compressed layer size in bytes. */
  readonly layerSize: number;
  /** Uncompressed layer (root filesystem tar) size in bytes. */
  readonly rootfsSize: number;
  readonly diffId: string;
}

export interface ImageLayoutResult extends PlatformResult {
  readonly file: string;
  /** Size of the layout tarball in bytes. */
  readonly fileSize: number;
  /**
   * The digest the tag points at: the manifest's for one platform, the image index's for several.
   * The first platform's other digests and sizes are spread on this object too.
   */
  readonly manifestDigest: string;
  readonly platforms: readonly PlatformResult[];
}

/** Counts and hashes what flows through it. */
class Digester extends Transform {
  private readonly hash = createHash('sha256');
  size = 0;
  _transform(chunk: Buffer, _enc: BufferEncoding, done: (err?: Error | null, data?: Buffer) => void): void {
    this.hash.update(chunk);
    this.size += chunk.length;
    done(null, chunk);
  }
  digest(): string {
    return `sha256:${this.hash.digest('hex')}`;
  }
}

function sha256(data: Buffer): string {
  return `sha256:${createHash('sha256').update(data).digest('hex')}`;
}

function sortedObject(record: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.keys(record).sort().map((k) => [k, record[k]]));
}

const blobPath = (digest: string) => `blobs/sha256/${digest.slice('sha256:'.length)}`;

/** The descriptor an index gives a platform's manifest. */
function platformOf(architecture: string): Record<string, string> {
  // arm64 images name the variant, as the registry's multi-platform images do.
  return architecture === 'arm64' ? { architecture, os: 'linux', variant: 'v8' } : { architecture, os: 'linux' };
}

async function writePlatform(props: ImageLayoutProps, platform: PlatformRootfs, scratch: string): Promise<{ result: PlatformResult; blobs: TarEntry[]; manifestSize: number }> {
  const mtime = props.mtime ?? 0;
  // The layer: tar -> digest (diff_id) -> gzip -> digest (blob) -> file.
  const layerFile = join(scratch, `layer-${platform.architecture}.tar.gz`);
  const raw = new Digester();
  const packed = new Digester();
  await pipeline(Readable.from(tarChunks(sortEntries(platform.entries), mtime)), raw, createGzip({ level: 9 }), packed, createWriteStream(layerFile));
  const diffId = raw.digest();
  const layerDigest = packed.digest();

  const labels = sortedObject(props.labels);
  const created = new Date(mtime * 1000).toISOString();
  const { os: _os, ...arch } = platformOf(platform.architecture);
  const config = Buffer.from(
    JSON.stringify({
      created,
      ...arch,
      os: 'linux',
      config: {
        User: props.runtime.user,
        Env: [...props.runtime.env],
        Entrypoint: [...props.runtime.entrypoint],
        ...(props.runtime.cmd ? { Cmd: [...props.runtime.cmd] } : {}),
        WorkingDir: props.runtime.workingDir,
        Labels: labels,
      },
      rootfs: { type: 'layers', diff_ids: [diffId] },
      history: [{ created, created_by: 'aigw scripts/images' }],
    }),
  );
  const configDigest = sha256(config);
  const manifest = Buffer.from(
    JSON.stringify({
      schemaVersion: 2,
      mediaType: MEDIA_TYPES.manifest,
      config: { mediaType: MEDIA_TYPES.config, digest: configDigest, size: config.length },
      layers: [{ mediaType: MEDIA_TYPES.layer, digest: layerDigest, size: packed.size }],
      annotations: labels,
    }),
  );
  const manifestDigest = sha256(manifest);
  return {
    result: { architecture: platform.architecture, manifestDigest, configDigest, layerDigest, layerSize: packed.size, rootfsSize: raw.size, diffId },
    manifestSize: manifest.length,
    blobs: [
      { path: blobPath(layerDigest), type: 'file', mode: 0o644, source: layerFile, size: packed.size },
      { path: blobPath(configDigest), type: 'file', mode: 0o644, data: config },
      { path: blobPath(manifestDigest), type: 'file', mode: 0o644, data: manifest },
    ],
  };
}

export async function writeImageLayout(props: ImageLayoutProps): Promise<ImageLayoutResult> {
  const mtime = props.mtime ?? 0;
  if (props.platforms.length === 0) throw new Error('an image needs at least one platform');
  const archs = props.platforms.map((p) => p.architecture);
  if (new Set(archs).size !== archs.length) throw new Error(`an image has one root filesystem per platform, got ${archs.join(', ')}`);
  const scratch = mkdtempSync(join(props.workDir, 'layer-'));
  try {
    const written = [];
    for (const platform of props.platforms) written.push(await writePlatform(props, platform, scratch));
    const blobs = written.flatMap((w) => w.blobs);
    const manifests = written.map((w) => ({
      mediaType: MEDIA_TYPES.manifest,
      digest: w.result.manifestDigest,
      size: w.manifestSize,
      platform: platformOf(w.result.architecture),
    }));
    // containerd tags the import with the first annotation; other OCI tools read the second.
    const names = { 'io.containerd.image.name': props.ref, 'org.opencontainers.image.ref.name': props.ref };
    let top: { mediaType: string; digest: string; size: number; platform?: Record<string, string> };
    if (manifests.length === 1) {
      top = manifests[0];
    } else {
      const imageIndex = Buffer.from(JSON.stringify({ schemaVersion: 2, mediaType: MEDIA_TYPES.index, manifests, annotations: sortedObject(props.labels) }));
      top = { mediaType: MEDIA_TYPES.index, digest: sha256(imageIndex), size: imageIndex.length };
      blobs.push({ path: blobPath(top.digest), type: 'file', mode: 0o644, data: imageIndex });
    }
    const index = Buffer.from(JSON.stringify({ schemaVersion: 2, mediaType: MEDIA_TYPES.index, manifests: [{ ...top, annotations: names }] }));

    const seen = new Set<string>();
    const layout: TarEntry[] = [
      { path: 'blobs', type: 'dir', mode: 0o755 },
      { path: 'blobs/sha256', type: 'dir', mode: 0o755 },
      // Two platforms may share a blob (an identical config or layer): it is stored once.
      ...blobs.filter((b) => !seen.has(b.path) && seen.add(b.path)),
      { path: 'index.json', type: 'file', mode: 0o644, data: index },
      { path: 'oci-layout', type: 'file', mode: 0o644, data: Buffer.from(JSON.stringify({ imageLayoutVersion: '1.0.0' })) },
    ];
    await pipeline(Readable.from(tarChunks(sortEntries(layout), mtime)), createWriteStream(props.outFile));
    writeFileSync(`${props.outFile}.digest`, `${top.digest}\n`);
    const platforms = written.map((w) => w.result);
    return { ...platforms[0], file: props.outFile, fileSize: statSync(props.outFile).size, manifestDigest: top.digest, platforms };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
