// The CRD field reference (docs/reference/crds.md), generated from the CRD manifests in crds/: one
// section per kind, one table row per schema node, with its path, type, default, whether it is
// required, its description and every validation the API server applies to it. The manifests are the
// only source, so the page cannot say something the API server does not enforce.
const fs = require('node:fs');
const path = require('node:path');
const { parseAllDocuments } = require('yaml');

/** A table cell: one line, pipes escaped. */
function cell(text) {
  return String(text).replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|').trim();
}

/** `code` for a value, JSON-spelled (strings bare), backticks that cannot break the span. */
function code(value) {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``;
}

/** The type column: `string`, `[]object`, `map[string]string`, `int-or-string`, `any`. */
function typeOf(node) {
  if (node['x-kubernetes-int-or-string']) return 'int-or-string';
  if (node.anyOf && !node.type) return node.anyOf.map((a) => a.type).join(' or ');
  if (node.type === 'array') return `[]${node.items ? typeOf(node.items) : 'any'}`;
  if (node.type === 'object' && node.additionalProperties && typeof node.additionalProperties === 'object' && !node.properties) {
    return `map[string]${typeOf(node.additionalProperties)}`;
  }
  if (node.format) return `${node.type ?? 'any'} (${node.format})`;
  return node.type ?? 'any';
}

/** Every validation keyword on a node, in words a reader of the table can act on. */
function validationsOf(node) {
  const out = [];
  if (node.enum) out.push(`one of ${node.enum.map(code).join(', ')}`);
  if (node.pattern !== undefined) out.push(`matches ${code(node.pattern)}`);
  if (node.minimum !== undefined) out.push(`≥ ${node.minimum}`);
  if (node.maximum !== undefined) out.push(`≤ ${node.maximum}`);
  if (node.exclusiveMinimum !== undefined) out.push(`> ${node.exclusiveMinimum}`);
  if (node.exclusiveMaximum !== undefined) out.push(`< ${node.exclusiveMaximum}`);
  if (node.minLength !== undefined) out.push(`length ≥ ${node.minLength}`);
  if (node.maxLength !== undefined) out.push(`length ≤ ${node.maxLength}`);
  if (node.minItems !== undefined) out.push(`items ≥ ${node.minItems}`);
  if (node.maxItems !== undefined) out.push(`items ≤ ${node.maxItems}`);
  if (node.minProperties !== undefined) out.push(`keys ≥ ${node.minProperties}`);
  if (node.maxProperties !== undefined) out.push(`keys ≤ ${node.maxProperties}`);
  if (node.uniqueItems) out.push('unique items');
  if (node.nullable) out.push('may be null');
  if (node['x-kubernetes-list-type']) {
    const keys = node['x-kubernetes-list-map-keys'];
    out.push(`list type ${code(node['x-kubernetes-list-type'])}${keys ? ` keyed by ${keys.map(code).join(', ')}` : ''}`);
  }
  if (node['x-kubernetes-preserve-unknown-fields']) out.push('any fields kept');
  for (const rule of node['x-kubernetes-validations'] ?? []) {
    out.push(`rule ${code(rule.rule)}${rule.message ? `: ${rule.message}` : ''}`);
  }
  return out;
}

/** Depth-first rows for `node` at `at` (a field path), its properties, items and map values. */
function rowsOf(node, at, required, rows) {
  rows.push({
    path: at,
    type: typeOf(node),
    default: node.default,
    required,
    description: node.description ?? '',
    validations: validationsOf(node),
  });
  const need = new Set(node.required ?? []);
  for (const [name, child] of Object.entries(node.properties ?? {})) rowsOf(child, `${at}.${name}`, need.has(name), rows);
  if (node.type === 'array' && node.items && (node.items.properties || node.items.items || node.items.additionalProperties)) {
    const need2 = new Set(node.items.required ?? []);
    for (const [name, child] of Object.entries(node.items.properties ?? {})) rowsOf(child, `${at}[].${name}`, need2.has(name), rows);
    if (node.items.items) rowsOf(node.items.items, `${at}[][]`, false, rows);
  }
  const values = node.additionalProperties;
  if (values && typeof values === 'object' && (values.properties || values.items)) {
    const need3 = new Set(values.required ?? []);
    for (const [name, child] of Object.entries(values.properties ?? {})) rowsOf(child, `${at}.<key>.${name}`, need3.has(name), rows);
  }
}

/** A GitHub heading anchor, so the table of contents links to each kind. */
function anchorOf(heading) {
  return heading.toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
}

/** The section of one CRD (what kubectl calls it, then its fields) and its headings. */
function sectionOf(crd, file) {
  const { names, group, scope } = crd.spec;
  const lines = [];
  const headings = [];
  for (const version of crd.spec.versions) {
    const heading = `${names.kind} (${group}/${version.name})`;
    lines.push(`## ${heading}`, '');
    const schema = version.schema.openAPIV3Schema;
    if (schema.description) lines.push(cell(schema.description), '');
    const facts = [`Scope: ${scope}`, `plural ${code(names.plural)}`];
    if (names.shortNames) facts.push(`short names ${names.shortNames.map(code).join(', ')}`);
    if (names.categories) facts.push(`categories ${names.categories.map(code).join(', ')}`);
    if (version.subresources?.status) facts.push('status subresource');
    facts.push(`defined in [crds/${file}](../../crds/${file})`);
    lines.push(`${facts.join('; ')}.`, '');
    for (const v of validationsOf(schema)) lines.push(`Object rule: ${v}.`, '');
    const rows = [];
    const need = new Set(schema.required ?? []);
    for (const part of ['spec', 'status']) {
      if (schema.properties?.[part]) rowsOf(schema.properties[part], part, need.has(part), rows);
    }
    lines.push('| Field | Type | Required | Default | Description | Validation |', '|---|---|---|---|---|---|');
    for (const r of rows) {
      lines.push(
        `| ${code(r.path)} | ${cell(r.type)} | ${r.required ? 'yes' : ''} | ${r.default === undefined ? '' : cell(code(r.default))} | ${cell(r.description)} | ${cell(r.validations.join('; '))} |`,
      );
    }
    lines.push('');
    headings.push(heading);
  }
  return { lines, headings };
}

/** The whole page, from every `*.yaml` in `crdsDir` (sorted by file name, kinds in file order). */
function crdReference(crdsDir) {
  const files = fs.readdirSync(crdsDir).filter((f) => f.endsWith('.yaml')).sort();
  const body = [];
  const toc = [];
  for (const file of files) {
    const crds = parseAllDocuments(fs.readFileSync(path.join(crdsDir, file), 'utf8'))
      .map((d) => d.toJS())
      .filter((d) => d && d.kind === 'CustomResourceDefinition');
    toc.push('', `**${crds[0]?.spec.group ?? file}** (${code(`crds/${file}`)}):`, '');
    for (const crd of crds) {
      const { lines, headings } = sectionOf(crd, file);
      body.push(...lines);
      for (const h of headings) toc.push(`- [${h}](#${anchorOf(h)})`);
    }
  }
  return [
    '# CRD field reference',
    '',
    '<!-- Generated by `npm run docs:crds` from crds/*.yaml; do not edit by hand. -->',
    '',
    'Every field of every custom resource aigw defines, as the API server validates it: the path',
    '(`[]` marks a list item, `<key>` a map value), its type, whether it is required, its default, its',
    'description and its validation (enum, pattern, bounds, CEL rules). `kubectl explain` shows the same',
    'descriptions in a cluster. What the operator does with each field is in [behaviour](../behaviour.md).',
    ...toc,
    '',
    ...body,
  ].join('\n');
}

module.exports = { crdReference, rowsOf, validationsOf, typeOf };
