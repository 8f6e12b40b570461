/**
 * `aigw render` as a strict CI check, through its CLI entry: input is checked against the CRD
 * schemas the way the API server checks `kubectl apply` (unknown fields, types, enums, patterns),
 * errors say file:line:column, document and field; not-Ready objects are listed on stderr; and
 * `--fail-on` turns statuses into an exit code.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { HTTP_URL_PATTERN, isHttpUrl } from '../../lib/api/http-url';
import { demoLicense, root, runRender, tempInputs } from './support';

const inputs = tempInputs('aigw-strict-');
afterAll(() => inputs.cleanup());

const examples = (...files: string[]) => files.flatMap((f) => ['-f', path.join(root, 'examples', f)]);

const TYPOS = `apiVersion: platform.aigw.dev/v1alpha1
kind: Guardrail
metadata:
  name: moderation
  namespace: ai
spec:
  mode: external
  external:
    apiBase: not a url
    databse: x
  logLevel: loud
---
apiVersion: platform.aigw.dev/v1alpha1
kind: Gateway
metadata: {name: main, namespace: ai}
spec:
  database: {mode: external, connectionSecretRef: {name: db}}
  guardrailRef: [{name: moderation}]
  instance:
    replicas: two
`;

describe('aigw render --validate', () => {
  test('strict (the default): misspelled fields, bad enums, types and URLs exit 1, each named with file:line:column, document and field', async () => {
    const file = inputs.write('typos.yaml', TYPOS);
    const { code, stdout, stderr } = await runRender(['-f', file]);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.split('\n').filter(Boolean)).toEqual([
      `aigw render: ${file}:9:5: document 0: Guardrail ai/moderation: spec.external.apiBase: Invalid value "not a url": must match '${HTTP_URL_PATTERN}'`,
      `aigw render: ${file}:10:5: document 0: Guardrail ai/moderation: spec.external.databse: unknown field`,
      `aigw render: ${file}:11:3: document 0: Guardrail ai/moderation: spec.logLevel: Unsupported value "loud": must be one of "debug", "info", "warn", "error"`,
      `aigw render: ${file}:18:3: document 1: Gateway ai/main: spec.guardrailRef: unknown field`,
      `aigw render: ${file}:20:5: document 1: Gateway ai/main: spec.instance.replicas: must be integer, got string "two"`,
    ]);
  });

  test('a List item is located inside the List', async () => {
    const file = inputs.write('list.yaml', 'apiVersion: v1\nkind: List\nitems:\n  - apiVersion: platform.aigw.dev/v1alpha1\n    kind: Guardrail\n    metadata: {name: g}\n    spec: {mode: catalog, catalog: pseudonymizer, paramz: {}}\n');
    const { code, stderr } = await runRender(['-f', file]);
    expect(code).toBe(1);
    expect(stderr).toBe(`aigw render: ${file}:7:51: document 0: Guardrail default/g: spec.paramz: unknown field\n`);
  });

  test('warn: the same problems are warnings and the render goes on', async () => {
    const file = inputs.write('typos.yaml', TYPOS);
    const { code, stdout, stderr } = await runRender(['-f', file, '--validate', 'warn', '-o', 'json', '--fail-on', 'none']);
    expect(code).toBe(0);
    expect(stderr).toContain(`aigw render: warning: ${file}:10:5: document 0: Guardrail ai/moderation: spec.external.databse: unknown field`);
    // plan() still refuses the URL: schema and plan agree.
    const guardrail = JSON.parse(stdout).statuses.find((s: any) => s.kind === 'Guardrail');
    expect(guardrail.status.phase).toBe('Invalid');
    expect(guardrail.status.conditions[0].message).toContain('spec.external.apiBase: must be an http(s) URL');
  });

  test('ignore: nothing is checked', async () => {
    const file = inputs.write('typos.yaml', TYPOS);
    const { code, stderr } = await runRender(['-f', file, '--validate', 'ignore', '-o', 'json']);
    // Unchecked against the schema, the Guardrail is still Invalid to plan(): the default --fail-on.
    expect(code).toBe(3);
    // No schema problem is reported; only what plan() holds is named.
    expect(stderr.split('\n').filter(Boolean).every((l) => / held: Invalid/.test(l))).toBe(true);
  });

  test('the examples pass strict validation', async () => {
    const { code, stderr } = await runRender(['-f', path.join(root, 'examples'), ...demoLicense, '-o', 'json']);
    expect(stderr).toBe('');
    expect(code).toBe(0);
  });

  test.each([
    [['--validate', 'lax'], "--validate must be one of strict, warn, ignore, got 'lax'"],
    [['--fail-on', 'error'], "--fail-on must be one of warning, refused, invalid, none, got 'error'"],
  ])('usage error %j: exit 2', async (flags, message) => {
    const { code, stderr } = await runRender(['-f', 'x', ...flags]);
    expect(code).toBe(2);
    expect(stderr).toContain(message);
  });
});

describe('aigw render -o yaml: not-Ready objects on stderr', () => {
  test('each not-Ready object is listed with its reason and message, each held one with its reason; Ready ones are not', async () => {
    const { code, stdout, stderr } = await runRender(examples('proxy-gateway.yaml', 'proxy-secrets.yaml', 'guardrail-pseudonymizer.yaml', 'guardrail-external.yaml'));
    expect(code).toBe(0);
    // All three are held: the operator would emit nothing for them as new objects.
    expect(stdout).toBe('');
    const lines = stderr.split('\n').filter(Boolean);
    expect(lines).toEqual([
      'aigw render: Gateway ai/main: not Ready: GuardrailNotReady: spec.guardrailRefs[0]: Guardrail ai/pii is Refused; the Gateway waits for it; spec.guardrailRefs[1]: Guardrail ai/moderation is Refused; the Gateway waits for it',
      'aigw render: Guardrail ai/pii: not Ready: GuardrailUnlicensed: the platform license (tier community) does not include feature guardrail; nothing is deployed or wired',
      'aigw render: Guardrail ai/moderation: not Ready: GuardrailUnlicensed: the platform license (tier community) does not include feature guardrail; nothing is deployed or wired',
      'aigw render: Gateway ai/main: held: GuardrailNotReady: nothing emitted for a new object (--show-held prints its full plan)',
      'aigw render: Guardrail ai/pii: held: GuardrailUnlicensed: nothing emitted for a new object (--show-held prints its full plan)',
      'aigw render: Guardrail ai/moderation: held: GuardrailUnlicensed: nothing emitted for a new object (--show-held prints its full plan)',
    ]);
    const licensed = await runRender([...examples('proxy-gateway.yaml', 'proxy-secrets.yaml', 'guardrail-pseudonymizer.yaml', 'guardrail-external.yaml'), ...demoLicense]);
    expect(licensed.stderr).toBe('');
  });
});

describe('aigw render --fail-on', () => {
  const invalid = 'apiVersion: platform.aigw.dev/v1alpha1\nkind: Guardrail\nmetadata: {name: bad, namespace: ai}\nspec: {mode: external, catalog: pseudonymizer, external: {apiBase: "https://x.example.com"}}\n';
  const missingSecret = 'apiVersion: platform.aigw.dev/v1alpha1\nkind: Guardrail\nmetadata: {name: ext, namespace: ai}\nspec: {mode: external, external: {apiBase: "https://x.example.com", apiKeySecretRef: {name: nope, key: k}}}\n';

  test.each([
    // [inputs, license?, --fail-on, exit code]
    ['an Invalid object', invalid, true, 'invalid', 3],
    ['an Invalid object', invalid, true, 'refused', 3],
    ['an Invalid object', invalid, true, undefined, 3],
    ['an Invalid object', invalid, true, 'none', 0],
    ['a Refused object', missingSecret, false, 'invalid', 0],
    ['a Refused object', missingSecret, false, 'refused', 3],
    ['a Refused object', missingSecret, false, 'warning', 3],
  ])('%s with --fail-on %s: exit %i', async (_, text, licensed, failOn, exit) => {
    const file = inputs.write('fail-on.yaml', text as string);
    const args = ['-f', file, ...(licensed ? demoLicense : []), '-o', 'json', ...(failOn ? ['--fail-on', failOn as string] : [])];
    const { code, stdout } = await runRender(args);
    expect(code).toBe(exit);
    // The output is printed either way: CI can keep it as an artifact.
    expect(JSON.parse(stdout).statuses).toHaveLength(1);
  });

  test('warning: an object that is not Ready for a reason other than Invalid or Refused fails; a Ready render passes', async () => {
    const gateway = fs.readFileSync(path.join(root, 'examples', 'proxy-gateway.yaml'), 'utf8');
    const file = inputs.write('no-secrets.yaml', gateway);
    const notReady = await runRender(['-f', file, ...examples('guardrail-pseudonymizer.yaml', 'guardrail-external.yaml'), ...demoLicense, '--fail-on', 'warning']);
    expect(notReady.stderr).toMatch(/Gateway ai\/main: not Ready: /);
    expect(notReady.code).toBe(3);
    const refusedOnly = await runRender(['-f', file, ...examples('guardrail-pseudonymizer.yaml', 'guardrail-external.yaml'), ...demoLicense, '--fail-on', 'refused']);
    expect(refusedOnly.code).toBe(0);
    const ready = await runRender([...examples('proxy-gateway.yaml', 'proxy-secrets.yaml', 'guardrail-pseudonymizer.yaml', 'guardrail-external.yaml'), ...demoLicense, '--fail-on', 'warning']);
    expect(ready.stderr).toBe('');
    expect(ready.code).toBe(0);
  });
});

describe('CRD patterns agree with plan()', () => {
  const crd = fs.readFileSync(path.join(root, 'crds', 'platform.aigw.dev.yaml'), 'utf8');

  test('every URL field the plan checks carries the same pattern in the CRD', () => {
    const schemas = parseAllDocuments(crd).map((d) => d.toJS());
    const patterns: Record<string, string | undefined> = {};
    const walk = (node: any, at: string) => {
      if (!node || typeof node !== 'object') return;
      if (typeof node.pattern === 'string') patterns[at] = node.pattern;
      for (const [k, v] of Object.entries(node.properties ?? {})) walk(v, `${at}.${k}`);
      if (node.items) walk(node.items, `${at}[]`);
    };
    for (const s of schemas) walk(s.spec.versions[0].schema.openAPIV3Schema, s.spec.names.kind);
    const urlFields = [
      'Guardrail.spec.external.apiBase',
      'Gateway.spec.instance.jwtAuth.publicKeyURL',
      'Gateway.spec.models[].credentials.apiBase',
      'Gateway.spec.observability.host',
      'Gateway.spec.sso.issuerURL',
      'Gateway.spec.sso.authorizationEndpoint',
      'Gateway.spec.sso.tokenEndpoint',
      'Gateway.spec.sso.userinfoEndpoint',
      'Observability.spec.endpoint',
    ];
    for (const f of urlFields) expect([f, patterns[f]]).toEqual([f, HTTP_URL_PATTERN]);
    expect(patterns['Guardrail.metadata.name']).toBe('^[a-z]');
    expect(patterns['Gateway.metadata.name']).toBe('^[a-z]');
  });

  test.each([
    ['https://moderation.example.com', true],
    ['http://10.0.0.1:8080/v1?x=1', true],
    ['http://[::1]:8080', true],
    ['HTTPS://Example.com', true],
    ['http://user@host.example.com', true],
    ['not a url', false],
    ['ftp://example.com', false],
    ['http://', false],
    ['http:///path', false],
    ['http://exa mple.com', false],
    ['https://example.com/a b', false],
  ])('%j: plan and CRD pattern both say %s', (url, ok) => {
    expect(isHttpUrl(url)).toBe(ok);
    expect(new RegExp(HTTP_URL_PATTERN, 'u').test(url)).toBe(ok);
  });
});
