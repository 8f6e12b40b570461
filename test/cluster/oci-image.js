#!/usr/bin/env node
// Writes a one-layer OCI image-layout tarball that `ctr images import` (and any OCI tool) loads,
// without Docker or a registry. The cluster uses it for the pod sandbox image (pause), built
// from Kubernetes' own pause.c. Reproducible: sorted entries, uid/gid 0, mtime 0, gzip mtime 0.
//
//   node oci-image.js --ref REF --out FILE --entrypoint /pause [--user 65535] --file /pause=./pause ...
'use strict';
const fs = require('fs');
const crypto = require('crypto');
const zlib = require('zlib');

function args(argv) {
  const out = { files: [], user: '0' };
  for (let i = 2; i < argv.length; i += 2) {
    const [key, value] = [argv[i], argv[i + 1]];
    if (value === undefined) throw new Error(`missing value for ${key}`);
    if (key === '--file') {
      const eq = value.indexOf('=');
      out.files.push({ path: value.slice(0, eq).replace(/^\/+/, ''), source: value.slice(eq + 1) });
    } else out[key.slice(2)] = value;
  }
  for (const need of ['ref', 'out', 'entrypoint']) if (!out[need]) throw new Error(`--${need} is required`);
  return out;
}

// One ustar header block; sizes and modes in octal, checksum over the header with spaces in its field.
function header(name, size, mode, type) {
  const h = Buffer.alloc(512);
  h.write(name, 0, 100, 'utf8');
  h.write(mode.toString(8).padStart(7, '0') + '\0', 100);
  h.write('0000000\0', 108); // uid
  h.write('0000000\0', 116); // gid
  h.write(size.toString(8).padStart(11, '0') + '\0', 124);
  h.write('00000000000\0', 136); // mtime 0
  h.write('        ', 148);
  h.write(type, 156);
  h.write('ustar\0', 257);
  h.write('00', 263);
  let sum = 0;
  for (const b of h) sum += b;
  h.write(sum.toString(8).padStart(6, '0') + '\0 ', 148);
  return h;
}

function tar(entries) {
  const parts = [];
  for (const e of [...entries].sort((a, b) => a.name.localeCompare(b.name))) {
    const data = e.data ?? Buffer.alloc(0);
    parts.push(header(e.name, data.length, e.mode, e.type ?? '0'), data);
    const pad = (512 - (data.length % 512)) % 512;
    if (pad) parts.push(Buffer.alloc(pad));
  }
  parts.push(Buffer.alloc(1024));
  return Buffer.concat(parts);
}

const sha = (buf) => crypto.createHash('sha256').update(buf).digest('hex');

function main() {
  const a = args(process.argv);
  const layerEntries = [];
  const dirs = new Set();
  for (const f of a.files) {
    const segs = f.path.split('/');
    for (let i = 1; i < segs.length; i++) dirs.add(segs.slice(0, i).join('/') + '/');
    const stat = fs.statSync(f.source);
    layerEntries.push({ name: f.path, data: fs.readFileSync(f.source), mode: stat.mode & 0o777 });
  }
  for (const d of dirs) layerEntries.push({ name: d, mode: 0o755, type: '5' });
  const layerTar = tar(layerEntries);
  const layer = zlib.gzipSync(layerTar, { level: 9 }); // Node writes gzip mtime 0
  const config = Buffer.from(JSON.stringify({
    architecture: 'amd64',
    os: 'linux',
    config: { Entrypoint: [a.entrypoint], User: a.user, WorkingDir: '/' },
    rootfs: { type: 'layers', diff_ids: [`sha256:${sha(layerTar)}`] },
  }));
  const manifest = Buffer.from(JSON.stringify({
    schemaVersion: 2,
    mediaType: 'application/vnd.oci.image.manifest.v1+json',
    config: { mediaType: 'application/vnd.oci.image.config.v1+json', digest: `sha256:${sha(config)}`, size: config.length },
    layers: [{ mediaType: 'application/vnd.oci.image.layer.v1.tar+gzip', digest: `sha256:${sha(layer)}`, size: layer.length }],
  }));
  const index = Buffer.from(JSON.stringify({
    schemaVersion: 2,
    mediaType: 'application/vnd.oci.image.index.v1+json',
    manifests: [{
      mediaType: 'application/vnd.oci.image.manifest.v1+json',
      digest: `sha256:${sha(manifest)}`,
      size: manifest.length,
      annotations: { 'io.containerd.image.name': a.ref, 'org.opencontainers.image.ref.name': a.ref },
    }],
  }));
  const blob = (buf) => ({ name: `blobs/sha256/${sha(buf)}`, data: buf, mode: 0o644 });
  const outer = tar([
    { name: 'oci-layout', data: Buffer.from('{"imageLayoutVersion":"1.0.0"}'), mode: 0o644 },
    { name: 'index.json', data: index, mode: 0o644 },
    { name: 'blobs/', mode: 0o755, type: '5' },
    { name: 'blobs/sha256/', mode: 0o755, type: '5' },
    blob(layer), blob(config), blob(manifest),
  ]);
  fs.writeFileSync(a.out, outer);
  console.log(`${a.ref} sha256:${sha(manifest)} ${a.out}`);
}

main();
