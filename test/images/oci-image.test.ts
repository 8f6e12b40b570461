// The image writer behind `npm run images`, on a small root filesystem: two builds of the same
// content give the same manifest digest whatever the disk says about mtimes, creation order or
// group/other permission bits; the result is a valid OCI layout that the system `tar` reads back.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { writeImageLayout, type ImageLayoutProps } from '../../scripts/images/oci-layout';
import { NONROOT_UID, parseLdd, rootfsEntries } from '../../scripts/images/rootfs';

const REF = 'registry.example.com/aigw/aigw:9.9.9';
const LONG = `${'deep/'.repeat(25)}a-file-whose-path-is-longer-than-ustar-holds.js`;

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'aigw-image-test-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** An app tree; `reverse` writes it in the other order, with other mtimes and permissions. */
function fixture(name: string, opts: { reverse?: boolean; main?: string } = {}): string {
  const dir = join(work, name);
  const files: Array<[string, string, number]> = [
    ['bin/aigw.js', '#!/usr/bin/env node\n', 0o755],
    ['dist/index.js', opts.main ?? 'module.exports = 1;\n', 0o644],
    [LONG, 'x', 0o644],
    ['node_modules/yaml/package.json', '{"name":"yaml"}', 0o644],
  ];
  for (const [path, content, mode] of opts.reverse ? [...files].reverse() : files) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), content);
    chmodSync(join(dir, path), opts.reverse ? mode & 0o700 : mode);
    if (opts.reverse) utimesSync(join(dir, path), 1_700_000_000, 1_700_000_000);
  }
  mkdirSync(join(dir, 'node_modules/.bin'), { recursive: true });
  symlinkSync('../yaml/bin.mjs', join(dir, 'node_modules/.bin/yaml'));
  writeFileSync(join(work, `${name}-node`), 'not really node');
  if (opts.reverse) utimesSync(join(work, `${name}-node`), 1_600_000_000, 1_600_000_000);
  return dir;
}

async function build(name: string, app: string) {
  const props: ImageLayoutProps = {
    platforms: [{ architecture: 'amd64', entries: rootfsEntries({ node: join(work, `${name}-node`), system: [], app: [{ from: app, to: '.' }] }) }],
    ref: REF,
    labels: { 'org.opencontainers.image.version': '9.9.9', 'org.opencontainers.image.revision': 'abc' },
    runtime: { user: `${NONROOT_UID}:${NONROOT_UID}`, entrypoint: ['/usr/local/bin/node', '/app/bin/aigw.js'], workingDir: '/app', env: ['NODE_ENV=production'] },
    outFile: join(work, `${name}.oci.tar`),
    workDir: work,
  };
  return writeImageLayout(props);
}

function unpack(file: string): string {
  const dir = mkdtempSync(join(work, 'unpacked-'));
  execFileSync('tar', ['-xf', file, '-C', dir]);
  return dir;
}

const sha = (b: Buffer) => `sha256:${createHash('sha256').update(b).digest('hex')}`;

test('two builds of the same content give the same manifest digest; other content gives another', async () => {
  const a = await build('a', fixture('a'));
  const b = await build('b', fixture('b', { reverse: true }));
  expect(b.manifestDigest).toBe(a.manifestDigest);
  expect(readFileSync(b.file).equals(readFileSync(a.file))).toBe(true);
  expect(readFileSync(`${a.file}.digest`, 'utf8').trim()).toBe(a.manifestDigest);

  const c = await build('c', fixture('c', { main: 'module.exports = 2;\n' }));
  expect(c.manifestDigest).not.toBe(a.manifestDigest);
});

test('the layout tags the image with its full reference and its digests match the blobs', async () => {
  const built = await build('d', fixture('d'));
  const dir = unpack(built.file);
  expect(JSON.parse(readFileSync(join(dir, 'oci-layout'), 'utf8'))).toEqual({ imageLayoutVersion: '1.0.0' });
  const index = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8'));
  expect(index.manifests).toHaveLength(1);
  expect(index.manifests[0].annotations).toEqual({ 'io.containerd.image.name': REF, 'org.opencontainers.image.ref.name': REF });
  expect(index.manifests[0].platform).toEqual({ architecture: 'amd64', os: 'linux' });
  const blob = (digest: string) => readFileSync(join(dir, 'blobs/sha256', digest.slice('sha256:'.length)));
  const manifestBytes = blob(index.manifests[0].digest);
  expect(sha(manifestBytes)).toBe(index.manifests[0].digest);
  expect(manifestBytes.length).toBe(index.manifests[0].size);
  const manifest = JSON.parse(manifestBytes.toString());
  expect(manifest.annotations['org.opencontainers.image.version']).toBe('9.9.9');
  const layer = blob(manifest.layers[0].digest);
  expect(sha(layer)).toBe(manifest.layers[0].digest);
  expect(layer.length).toBe(manifest.layers[0].size);
  // gzip header: MTIME (bytes 4..7) is zero.
  expect(layer.readUInt32LE(4)).toBe(0);
  const config = JSON.parse(blob(manifest.config.digest).toString());
  expect(config.rootfs.diff_ids).toEqual([sha(gunzipSync(layer))]);
  expect(config.config).toMatchObject({ User: `${NONROOT_UID}:${NONROOT_UID}`, Entrypoint: ['/usr/local/bin/node', '/app/bin/aigw.js'], Labels: { 'org.opencontainers.image.revision': 'abc' } });
});

test('the root filesystem is sorted, owned by root with mtime 0, and runs as a non-root user', async () => {
  const built = await build('e', fixture('e'));
  const dir = unpack(built.file);
  const index = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8'));
  const manifest = JSON.parse(readFileSync(join(dir, 'blobs/sha256', index.manifests[0].digest.slice(7))).toString());
  const layerFile = join(dir, 'blobs/sha256', manifest.layers[0].digest.slice(7));

  const listing = execFileSync('tar', ['--numeric-owner', '--full-time', '-tvzf', layerFile], { encoding: 'utf8', env: { ...process.env, TZ: 'UTC' } }).trim().split('\n');
  const paths = listing.map((line) => line.split(/\s+/).slice(5).join(' ').split(' -> ')[0]);
  expect(paths).toEqual([...paths].sort((x, y) => Buffer.compare(Buffer.from(x), Buffer.from(y))));
  for (const line of listing) {
    const [, owner, , date, time] = line.split(/\s+/);
    expect(`${date} ${time}`).toBe('1970-01-01 00:00:00');
    expect(owner).toBe(line.includes('home/nonroot') ? `${NONROOT_UID}/${NONROOT_UID}` : '0/0');
  }
  expect(listing.find((l) => / tmp\/$/.test(l))).toMatch(/^drwxrwxrwt/);

  const rootfs = join(dir, 'rootfs');
  mkdirSync(rootfs);
  execFileSync('tar', ['-xzf', layerFile, '-C', rootfs]);
  expect(readFileSync(join(rootfs, 'etc/passwd'), 'utf8')).toContain(`nonroot:x:${NONROOT_UID}:${NONROOT_UID}:`);
  expect(readFileSync(join(rootfs, 'etc/group'), 'utf8')).toContain(`nonroot:x:${NONROOT_UID}:`);
  expect(readFileSync(join(rootfs, 'app', LONG), 'utf8')).toBe('x');
  expect(readFileSync(join(rootfs, 'usr/local/bin/node'), 'utf8')).toBe('not really node');
  expect(listing.find((l) => l.includes('app/bin/aigw.js'))).toMatch(/^-rwxr-xr-x/);
  expect(listing.find((l) => l.includes('app/node_modules/.bin/yaml'))).toMatch(/-> \.\.\/yaml\/bin\.mjs$/);
});

test('parseLdd keeps the resolved libraries and the loader, not the vDSO', () => {
  const out = [
    '\tlinux-vdso.so.1 (0x00007ffd)',
    '\tlibdl.so.2 => /lib/x86_64-linux-gnu/libdl.so.2 (0x00007f)',
    '\tlibc.so.6 => /lib/x86_64-linux-gnu/libc.so.6 (0x00007f)',
    '\t/lib64/ld-linux-x86-64.so.2 (0x00007f)',
  ].join('\n');
  expect(parseLdd(out)).toEqual(['/lib/x86_64-linux-gnu/libc.so.6', '/lib/x86_64-linux-gnu/libdl.so.2', '/lib64/ld-linux-x86-64.so.2']);
});
