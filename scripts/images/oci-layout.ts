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

export interface ImageLayoutProps {
  /** The root filesystem (paths relative to `/`). */
  readonly entries: readonly TarEntry[];
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

export interface ImageLayoutResult {
  readonly file: string;
  /** Size of the layout tarball in bytes. */
  readonly fileSize: number;
  readonly manifestDigest: string;
  readonly configDigest: string;
  readonly layerDigest: string;
  /** Compressed layer size in bytes. */
  readonly layerSize: number;
  /** Uncompressed layer (root filesystem tar) size in bytes. */
  readonly rootfsSize: number;
  readonly diffId: string;
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

export async function writeImageLayout(props: ImageLayoutProps): Promise<ImageLayoutResult> {
  const mtime = props.mtime ?? 0;
  const scratch = mkdtempSync(join(props.workDir, 'layer-'));
  try {
    // The layer: tar -> digest (diff_id) -> gzip -> digest (blob) -> file.
    const layerFile = join(scratch, 'layer.tar.gz');
    const raw = new Digester();
    const packed = new Digester();
    await pipeline(Readable.from(tarChunks(sortEntries(props.entries), mtime)), raw, createGzip({ level: 9 }), packed, createWriteStream(layerFile));
    const diffId = raw.digest();
    const layerDigest = packed.digest();

    const labels = sortedObject(props.labels);
    const created = new Date(mtime * 1000).toISOString();
    const config = Buffer.from(
      JSON.stringify({
        created,
        architecture: 'amd64',
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
    const index = Buffer.from(
      JSON.stringify({
        schemaVersion: 2,
        mediaType: MEDIA_TYPES.index,
        manifests: [
          {
            mediaType: MEDIA_TYPES.manifest,
            digest: manifestDigest,
            size: manifest.length,
            platform: { architecture: 'amd64', os: 'linux' },
            // containerd tags the import with the first; other OCI tools read the second.
            annotations: { 'io.containerd.image.name': props.ref, 'org.opencontainers.image.ref.name': props.ref },
          },
        ],
      }),
    );

    const blob = (digest: string) => `blobs/sha256/${digest.slice('sha256:'.length)}`;
    const layout: TarEntry[] = [
      { path: 'blobs', type: 'dir', mode: 0o755 },
      { path: 'blobs/sha256', type: 'dir', mode: 0o755 },
      { path: blob(layerDigest), type: 'file', mode: 0o644, source: layerFile, size: packed.size },
      { path: blob(configDigest), type: 'file', mode: 0o644, data: config },
      { path: blob(manifestDigest), type: 'file', mode: 0o644, data: manifest },
      { path: 'index.json', type: 'file', mode: 0o644, data: index },
      { path: 'oci-layout', type: 'file', mode: 0o644, data: Buffer.from(JSON.stringify({ imageLayoutVersion: '1.0.0' })) },
    ];
    await pipeline(Readable.from(tarChunks(sortEntries(layout), mtime)), createWriteStream(props.outFile));
    writeFileSync(`${props.outFile}.digest`, `${manifestDigest}\n`);
    return {
      file: props.outFile,
      fileSize: statSync(props.outFile).size,
      manifestDigest,
      configDigest,
      layerDigest,
      layerSize: packed.size,
      rootfsSize: raw.size,
      diffId,
    };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
