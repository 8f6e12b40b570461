/**
 * Every name and label value `aigw render` emits is one the API server accepts, whatever the
 * (valid) input names are; a name it cannot build valid objects from is `Invalid`, naming the field.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { demoLicense, root, runRender, tempInputs } from './support';

const inputs = tempInputs('aigw-names-');
afterAll(() => inputs.cleanup());

const DNS_1035 = /^[a-z]([-a-z0-9]*[a-z0-9])?$/;
const DNS_1123_LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
const DNS_SUBDOMAIN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
const LABEL_VALUE = /^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$/;
const LABEL_KEY_NAME = /^([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$/;

/** Kinds whose names are DNS-1035 labels (Service) or DNS-1123 labels (Namespace); others are subdomains. */
function nameProblem(kind: string, name: string): string | undefined {
  if (kind === 'Service') return name.length <= 63 && DNS_1035.test(name) ? undefined : 'not a DNS-1035 label';
  if (kind === 'Namespace') return name.length <= 63 && DNS_1123_LABEL.test(name) ? undefined : 'not a DNS-1123 label';
  return name.length <= 253 && DNS_SUBDOMAIN.test(name) ? undefined : 'not a DNS subdomain';
}

function labelProblems(where: string, labels: unknown): string[] {
  if (typeof labels !== 'object' || labels === null) return [];
  const out: string[] = [];
  for (const [k, v] of Object.entries(labels)) {
    const name = k.includes('/') ? k.slice(k.indexOf('/') + 1) : k;
    if (name.length > 63 || !LABEL_KEY_NAME.test(name)) out.push(`${where}: label key ${k}`);
    if (typeof v !== 'string' || v.length > 63 || !LABEL_VALUE.test(v)) out.push(`${where}: label ${k}=${String(v)}`);
  }
  return out;
}

/** Every label map in an object: metadata.labels, selectors, pod template labels, at any depth. */
function allLabelMaps(value: unknown, where: string, out: string[]): void {
  if (Array.isArray(value)) return value.forEach((v, i) => allLabelMaps(v, `${where}[${i}]`, out));
  if (typeof value !== 'object' || value === null) return;
  for (const [k, v] of Object.entries(value)) {
    if (k === 'labels' || k === 'matchLabels' || (k === 'selector' && where.endsWith('.spec') && !('matchLabels' in (v as object)))) out.push(...labelProblems(`${where}.${k}`, v));
    else allLabelMaps(v, `${where}.${k}`, out);
  }
}

function problems(objects: any[]): string[] {
  const out: string[] = [];
  for (const o of objects) {
    const id = `${o.kind} ${o.metadata.name}`;
    const bad = nameProblem(o.kind, o.metadata.name);
    if (bad) out.push(`${id}: ${bad}`);
    allLabelMaps(o, id, out);
  }
  return out;
}

// Names as long as the API server allows for the input (the Secrets named after a Gateway must fit too).
const LONG_GATEWAY = `gw-${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}`;
const LONG_ALT = `alt-${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(59)}`;
const LONG_GUARDRAIL = `pii-${'g'.repeat(60)}.${'h'.repeat(60)}.${'i'.repeat(120)}`;

function examplesRenamed(): string {
  const dir = path.join(root, 'examples');
  const files = ['proxy-gateway.yaml', 'alt-gateway.yaml', 'proxy-secrets.yaml', 'guardrail-pseudonymizer.yaml', 'guardrail-external.yaml'];
  const text = files.map((f) => fs.readFileSync(path.join(dir, f), 'utf8')).join('\n---\n');
  return text
    .replace(/alt-main/g, LONG_ALT)
    .replace(/(?<![\w.-])main(?!-v1)(?=[-\s]|$)/gm, LONG_GATEWAY)
    .replace(/(?<![\w.-])pii(?=[-\s]|$)/gm, LONG_GUARDRAIL);
}

describe('aigw render: emitted names and label values', () => {
  test('long (valid) input names give only valid names and label values', async () => {
    const file = inputs.write('long.yaml', examplesRenamed());
    const { code, stdout, stderr } = await runRender(['-f', file, ...demoLicense, '-o', 'json']);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const out = JSON.parse(stdout);
    expect(out.statuses.map((s: any) => [s.kind, s.status.conditions[0].reason])).toEqual([
      ['Gateway', 'Reconciled'],
      ['Gateway', expect.any(String)],
      ['Guardrail', 'Deployed'],
      ['Guardrail', 'Deployed'],
    ]);
    expect(out.objects.length).toBeGreaterThan(20);
    expect(problems(out.objects)).toEqual([]);
  });

  test.each([
    ['Guardrail', '0'],
    ['Gateway', '1-gw'],
  ])('a %s named %j (its Service name would start with a digit) is Invalid, naming metadata.name', async (kind, name) => {
    const spec = kind === 'Guardrail' ? '{mode: catalog, catalog: pseudonymizer}' : '{type: proxy, database: {mode: external, connectionSecretRef: {name: db}}, models: [{name: m, model: openai/gpt-4o, refSecretKey: k}]}';
    const file = inputs.write(`digit-${kind}.yaml`, `apiVersion: platform.aigw.dev/v1alpha1\nkind: ${kind}\nmetadata: {name: "${name}", namespace: ai}\nspec: ${spec}\n`);
    // The CRD rejects it as the API server would...
    const strict = await runRender(['-f', file, ...demoLicense, '-o', 'json']);
    expect(strict.code).toBe(1);
    expect(strict.stderr).toContain(`metadata.name: Invalid value "${name}": must match '^[a-z]'`);
    // ...and plan() (which the operator runs on whatever reaches it) reports it Invalid.
    const { code, stdout } = await runRender(['-f', file, ...demoLicense, '--validate', 'ignore', '-o', 'json']);
    expect(code).toBe(0);
    const out = JSON.parse(stdout);
    expect(out.statuses[0].status.conditions[0]).toMatchObject({ status: 'False', reason: expect.stringMatching(/^Invalid/), message: expect.stringContaining('metadata.name: must start with a lower-case letter') });
    expect(out.objects).toEqual([]);
  });
});
