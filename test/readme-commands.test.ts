/**
 * The README's set-up commands are what a newcomer pastes first: the render of `examples/` runs as
 * written (after its `npm ci`, which the test run has already done), and `.ci/run` runs the README's
 * test command before the suites that need a cluster or LiteLLM. The LiteLLM config that
 * docs/upstream-controller.md shows for `examples/` is what its command prints.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';

const REPO = join(__dirname, '..');
const README = readFileSync(join(REPO, 'README.md'), 'utf8');
const UPSTREAM_CONTROLLER = 'docs/upstream-controller.md';

/** The lines of the first ```sh block after `heading` in `file` (default: the README). */
function shBlockAfter(heading: string, file = 'README.md'): string[] {
  const text = file === 'README.md' ? README : readFileSync(join(REPO, file), 'utf8');
  const at = text.indexOf(heading);
  if (at < 0) throw new Error(`${file}: no "${heading}"`);
  const match = /```sh\n([\s\S]*?)```/.exec(text.slice(at));
  if (!match) throw new Error(`${file}: no sh block after "${heading}"`);
  return match[1].split('\n').map((l) => l.replace(/\s+#.*$/, '').trim()).filter((l) => l.length > 0);
}

test("the README's render of examples/ runs as written and renders both example Gateways and the Guardrail's gate", () => {
  const [line] = shBlockAfter('Render the examples');
  expect(line.startsWith('npm ci && ')).toBe(true);
  const render = line.slice('npm ci && '.length);
  expect(render).toMatch(/^npx aigw render -f examples\//);
  const yaml = execFileSync('bash', ['-c', render], { cwd: REPO, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const objects = parseAllDocuments(yaml).map((d) => d.toJS() as { kind: string; metadata: { name: string } });
  const names = (kind: string) => objects.filter((o) => o.kind === kind).map((o) => o.metadata.name);
  expect(names('ProxyInstance')).toContain('main');
  expect(names('AltInstance').length).toBe(1);
  expect(names('Deployment').some((n) => n.endsWith('-gate'))).toBe(true);
  expect(names('ProxyGuardrail').length).toBeGreaterThan(0);
}, 60_000);

test(".ci/run runs the README's test commands, in order, before the other suites", () => {
  const ci = readFileSync(join(REPO, '.ci', 'run'), 'utf8').split('\n').map((l) => l.trim());
  const steps = shBlockAfter('Run the tests:').flatMap((l) => l.split('&&').map((s) => s.trim()));
  let from = 0;
  for (const step of steps) {
    const at = ci.indexOf(step, from);
    expect({ step, found: at >= 0 }).toEqual({ step, found: true });
    from = at + 1;
  }
  expect(ci.indexOf('npm run test:integration')).toBeGreaterThan(from - 1);
});

test(`${UPSTREAM_CONTROLLER}'s LiteLLM config for examples/ is what \`aigw upstream proxy render\` prints`, () => {
  const heading = '# The upstream controller (proxy)';
  const page = readFileSync(join(REPO, UPSTREAM_CONTROLLER), 'utf8');
  const line = shBlockAfter(heading, UPSTREAM_CONTROLLER).find((l) => l.startsWith('npx aigw upstream proxy render'));
  expect(line).toBeDefined();
  const printed = execFileSync('bash', ['-c', line!], { cwd: REPO, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const shown = /```yaml\n([\s\S]*?)```/.exec(page.slice(page.indexOf(heading)));
  expect(shown?.[1]).toBe(printed);
  // One entry per Guardrail, under the name clients opt into, running all its modes.
  expect(printed).toContain('guardrail_name: pseudonymizer\n    litellm_params:\n      guardrail: generic_guardrail_api\n      mode:\n        - pre_call\n        - post_call\n');
}, 60_000);
