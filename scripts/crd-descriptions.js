#!/usr/bin/env node
// Fills the `description` of every CRD schema node that `kubectl explain` shows and has none:
// from scripts/crd-descriptions.yaml (keyed `Kind.path.to.field`, most specific first: `Kind.a.b`,
// then `*.a.b`, `*.b`), else from the rules below for fields every kind spells the same way
// (Secret references, replicas, resources, conditions...). A description written in crds/ wins.
//
//   node scripts/crd-descriptions.js          rewrite crds/*.yaml (then `npm run import`)
//   node scripts/crd-descriptions.js --check  list the nodes still without one; exit 1 if any
//
// The root apiVersion, kind and metadata are left out: the API server publishes their standard
// descriptions itself.
const fs = require('node:fs');
const path = require('node:path');
const { parseAllDocuments, parse, isMap, isSeq, Pair, Scalar } = require('yaml');

const root = path.resolve(__dirname, '..');
const crdsDir = path.join(root, 'crds');
const map = parse(fs.readFileSync(path.join(__dirname, 'crd-descriptions.yaml'), 'utf8')) ?? {};

const CONDITION = {
  type: 'Type of the condition, e.g. Ready.',
  status: 'True, False or Unknown.',
  reason: 'One CamelCase word saying why the condition has its status.',
  message: 'A human-readable explanation of the condition.',
  lastTransitionTime: 'When the condition last changed status.',
  observedGeneration: 'The metadata.generation this condition was set for.',
};

/** A description every kind shares, from the field's name and its parents' names, or undefined. */
function ruled(segments) {
  const name = segments[segments.length - 1];
  const parent = segments[segments.length - 2] ?? '';
  const grand = segments[segments.length - 3] ?? '';
  const words = (camel) => camel.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  const refTarget = (ref) =>
    /configmap/i.test(ref) ? 'ConfigMap' : /secret|key$/i.test(ref) ? 'Secret' : `referenced ${words(ref.replace(/Ref$/, ''))}`;
  if (segments.length === 1 && name === 'spec') return 'The desired state.';
  if (segments.length === 1 && name === 'status') return 'The state the operator observed and acted on. Written by the operator; read-only.';
  if (parent === 'conditions' && grand === 'status' && CONDITION[name]) return CONDITION[name];
  if (name === 'conditions' && parent === 'status') return 'The latest observations of the object, as standard Kubernetes conditions (type Ready first).';
  if (name === 'observedGeneration' && parent === 'status') return 'The metadata.generation the status describes.';
  if (/(Ref|SecretRef|KeyRef|keyRef)$/.test(parent) || /^(licenseKey|masterKey|dataEncryptionKey|saltKey)$/.test(parent)) {
    const target = refTarget(parent);
    if (name === 'name') return `Name of the ${target} (in the same namespace).`;
    if (name === 'key') return `Key in the ${target}.`;
    if (name === 'namespace') return `Namespace of the ${target}; default: the namespace of this object.`;
  }
  if (/SecretRef$|KeyRef$/.test(name)) return `A key of a Secret in the same namespace: {name, key}.`;
  if (/ConfigMapRef$|^configMapRef$/.test(name)) return 'A key of a ConfigMap in the same namespace: {name, key}.';
  if (/Ref$/.test(name)) return `The ${words(name.replace(/Ref$/, ''))} this object refers to, by name (in the same namespace).`;
  if (name === 'enabled' && parent) return `Turns ${parent} on.`;
  if (name === 'replicas') return 'Number of pods.';
  if (parent === 'resources' && name === 'requests') return 'CPU and memory the scheduler reserves, e.g. {cpu: 100m, memory: 128Mi}.';
  if (parent === 'resources' && name === 'limits') return 'Most CPU and memory the container may use, e.g. {memory: 256Mi}.';
  if (name === 'resources') return 'CPU and memory requests and limits of the container, as a Pod container\'s resources.';
  if (name === 'image') return 'The container image.';
  if (name === 'repository' && parent === 'image') return 'Image repository, e.g. ghcr.io/org/name.';
  if (name === 'tag' && parent === 'image') return 'Image tag.';
  if (name === 'pullPolicy' && parent === 'image') return 'Always, IfNotPresent or Never, as a Pod container\'s imagePullPolicy.';
  return undefined;
}

function lookup(kind, segments) {
  for (let i = 0; i < segments.length; i++) {
    const suffix = segments.slice(i).join('.');
    const key = i === 0 ? `${kind}.${suffix}` : `*.${suffix}`;
    if (typeof map[key] === 'string') return map[key];
    if (i === 0 && typeof map[`*.${suffix}`] === 'string') return map[`*.${suffix}`];
  }
  return ruled(segments);
}

/** Visits every property node under `schema` (through array items and map values) as (node, path). */
function walk(schema, segments, visit) {
  if (!isMap(schema)) return;
  const properties = schema.get('properties');
  if (isMap(properties)) {
    for (const pair of properties.items) {
      const child = pair.value;
      const childPath = [...segments, String(pair.key.value ?? pair.key)];
      visit(child, childPath);
      walk(child, childPath, visit);
    }
  }
  for (const nested of ['items', 'additionalProperties']) {
    const value = schema.get(nested);
    if (isMap(value)) walk(value, segments, visit);
  }
}

/** Keeps the file's style of flow sequences: `[a, b]` unless it wrote `[ a, b ]`. */
function restyle(original, written) {
  return /\[ \w/.test(original) ? written : written.replace(/\[ ([^\[\]\n]*?) \]/g, '[$1]');
}

function main() {
  const check = process.argv.includes('--check');
  const missing = [];
  for (const file of fs.readdirSync(crdsDir).filter((f) => /\.ya?ml$/.test(f)).sort()) {
    const full = path.join(crdsDir, file);
    const text = fs.readFileSync(full, 'utf8');
    const docs = parseAllDocuments(text);
    let changed = false;
    for (const doc of docs) {
      const kind = doc.getIn(['spec', 'names', 'kind']);
      const versions = doc.getIn(['spec', 'versions']);
      if (!kind || !isSeq(versions)) continue;
      for (const version of versions.items) {
        const schema = version.getIn(['schema', 'openAPIV3Schema']);
        walk(schema, [], (node, segments) => {
          if (segments.length === 1 && ['apiVersion', 'kind', 'metadata'].includes(segments[0])) return;
          if (!isMap(node) || node.has('description')) return;
          const text = lookup(kind, segments);
          if (text === undefined) {
            missing.push(`${file}: ${kind}.${segments.join('.')}`);
            return;
          }
          if (check) {
            missing.push(`${file}: ${kind}.${segments.join('.')} (run node scripts/crd-descriptions.js)`);
            return;
          }
          // Description first, as in the hand-written nodes; flow maps ({type: string}) stay flow.
          node.items.splice(node.items.findIndex((p) => String(p.key.value ?? p.key) === 'type') + 1, 0, new Pair(new Scalar('description'), new Scalar(text)));
          changed = true;
        });
      }
    }
    if (changed) fs.writeFileSync(full, restyle(text, docs.map((d) => d.toString({ lineWidth: 0, flowCollectionPadding: /\{ \w/.test(text) })).join('')));
  }
  if (missing.length > 0) {
    process.stderr.write(`${missing.length} CRD nodes without a description:\n${missing.join('\n')}\n`);
    process.exitCode = 1;
  }
}

main();
