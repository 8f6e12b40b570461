/**
 * Every name and label value `aigw render` emits is one the API server accepts, whatever the
 * (valid) input names are; a name it cannot build valid objects from is `Invalid`, naming the field.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { demoLicense, invalidNames, root, runRender, tempInputs } from './support';

const inputs = tempInputs('aigw-names-');
afterAll(() => inputs.cleanup());

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
    expect(invalidNames(out.objects)).toEqual([]);
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
    expect(code).toBe(3);
    const out = JSON.parse(stdout);
    expect(out.statuses[0].status.conditions[0]).toMatchObject({ status: 'False', reason: expect.stringMatching(/^Invalid/), message: expect.stringContaining('metadata.name: must start with a lower-case letter') });
    expect(out.objects).toEqual([]);
  });
});
