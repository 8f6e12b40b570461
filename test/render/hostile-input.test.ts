/**
 * `aigw render` under hostile input, through its CLI entry: huge files, huge mappings, alias bombs.
 * Each case crashed, hung or lost the file name before. No timing is asserted (that is
 * `npm run bench:render`); the timeouts only bound a run that would otherwise hang.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { demoLicense, root, runRender, tempInputs } from './support';

const inputs = tempInputs('aigw-hostile-');
afterAll(() => inputs.cleanup());

const BIG = 180_000;

describe('aigw render: hostile input', () => {
  test(
    '140k documents in one file render (no call stack overflow)',
    async () => {
      const items = Array.from({ length: 140_000 }, (_, i) => ({ apiVersion: 'v1', kind: 'Secret', metadata: { name: `s${i}` }, data: { k: 'dg==' } }));
      const file = inputs.write('many.json', JSON.stringify({ apiVersion: 'v1', kind: 'List', items }));
      const { code, stderr } = await runRender(['-f', file, '-o', 'json']);
      expect(stderr).toBe('');
      expect(code).toBe(0);
    },
    BIG,
  );

  test(
    'a mapping of 200k keys renders; a duplicate key among them is named with its line and column',
    async () => {
      const lines = Array.from({ length: 200_000 }, (_, i) => `  k${i}: v`);
      const head = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: big\ndata:\n';
      const ok = inputs.write('keys.yaml', `${head}${lines.join('\n')}\n`);
      const good = await runRender(['-f', ok, '-o', 'json']);
      expect(good.stderr).toBe('');
      expect(good.code).toBe(0);

      const dup = inputs.write('dup.yaml', `${head}${lines.join('\n')}\n  k7: again\n`);
      const bad = await runRender(['-f', dup, '-o', 'json']);
      expect(bad.code).toBe(1);
      // Line 5 + 200k keys + 1: the repeated key.
      expect(bad.stderr).toBe(`aigw render: ${dup}:200006:3: document 0: duplicate key "k7"\n`);
    },
    BIG,
  );

  test('an alias bomb is refused with the file and document named', async () => {
    const levels = ['a: &a [x, x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < 9; i++) levels.push(`${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(10).fill(`*${String.fromCharCode(96 + i)}`).join(', ')}]`);
    const file = inputs.write('bomb.yaml', `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: bomb}\n---\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: boom}\ndata:\n${levels.map((l) => `  ${l}`).join('\n')}\n`);
    const { code, stdout, stderr } = await runRender(['-f', file]);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toMatch(new RegExp(`^aigw render: ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: document 1: cannot be loaded: .*alias`));
  });
});

describe('aigw render: arbitrary JSON in spec.params', () => {
  const params = '{"constructor":"hello","__proto__":{"polluted":true},"nested":{"constructor":{"a":1},"__proto__":[1,2],"toString":null}}';

  test.each([
    ['YAML', 'yaml', `  params:\n    constructor: hello\n    __proto__:\n      polluted: true\n    nested:\n      constructor: {a: 1}\n      __proto__: [1, 2]\n      toString: null\n`],
    ['JSON', 'json', `  params: ${params}\n`],
  ])('%s params with constructor and __proto__ keys round-trip exactly; the Gateway using the Guardrail is Ready', async (_, ext, paramsText) => {
    const guardrail = inputs.write(
      `params-${ext}.yaml`,
      `apiVersion: platform.aigw.dev/v1alpha1\nkind: Guardrail\nmetadata: {name: moderation, namespace: ai}\nspec:\n  mode: external\n  external: {apiBase: "https://moderation.example.com"}\n${paramsText}`,
    );
    const ex = (f: string) => ['-f', path.join(root, 'examples', f)];
    const { code, stdout, stderr } = await runRender([...ex('proxy-gateway.yaml'), ...ex('proxy-secrets.yaml'), ...ex('guardrail-pseudonymizer.yaml'), '-f', guardrail, ...demoLicense, '-o', 'json']);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const out = JSON.parse(stdout);
    expect(out.statuses.map((s: any) => [s.kind, s.name, s.status.conditions[0].status])).toEqual([
      ['Gateway', 'main', 'True'],
      ['Guardrail', 'pii', 'True'],
      ['Guardrail', 'moderation', 'True'],
    ]);
    const wired = out.objects.filter((o: any) => o.kind === 'ProxyGuardrail' && o.spec.guardrailName === 'moderation');
    expect(wired.length).toBeGreaterThan(0);
    for (const o of wired) expect(JSON.stringify(o.spec.additional_provider_specific_params)).toBe(params);
  });
});

describe('aigw render: out-of-range numbers', () => {
  test.each([
    ['replicas: 1e308', /replicas: 2$/m, 'replicas: 1e308', 'spec.instance.replicas: must be at most 2147483647'],
    ['replicas: 2147483648', /replicas: 2$/m, 'replicas: 2147483648', 'spec.instance.replicas: must be at most 2147483647'],
    ['maxBudget: 1e308', /^  models:$/m, '  organization:\n    name: acme\n    maxBudget: 1e308\n  models:', 'spec.organization.maxBudget: must be at most 9007199254740991'],
    ['rpm: -1e300', /rpm: 300$/m, 'rpm: -1e300', 'spec.models[0].rpm: must be at least'],
  ])('%s makes the Gateway Invalid, naming the field', async (_, pattern, replacement, message) => {
    const text = fs.readFileSync(path.join(root, 'examples', 'proxy-gateway.yaml'), 'utf8');
    expect(text).toMatch(pattern);
    const file = inputs.write('numbers.yaml', text.replace(pattern, replacement));
    const { code, stdout } = await runRender(['-f', file, '-f', path.join(root, 'examples', 'proxy-secrets.yaml'), '--validate', 'ignore', '-o', 'json']);
    // An Invalid object fails the render by default; the statuses are printed all the same.
    expect(code).toBe(3);
    const out = JSON.parse(stdout);
    const gateway = out.statuses.find((s: any) => s.kind === 'Gateway');
    expect(gateway.status.conditions[0]).toMatchObject({ status: 'False', reason: expect.stringMatching(/^Invalid/), message: expect.stringContaining(message) });
    expect(out.objects.filter((o: any) => o.metadata.labels?.['aigw.dev/owner-name'] === 'main')).toEqual([]);
  });
});
