import { FACT_KINDS, PRIMARY_KINDS } from '../../lib/plan/kinds';
import { runCommand } from '../support/run-command';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { command } from '../../cli/commands/render';
import { generateLicenseKeyPair, issueLicense } from '../../lib/license';

const root = path.resolve(__dirname, '..', '..');

const run = (args: string[]) => runCommand(command, args);

let dir: string;
let licenseFile: string;
let publicKeyFile: string;
let expiredFile: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aigw-render-'));
  const keys = await generateLicenseKeyPair();
  publicKeyFile = path.join(dir, 'license.pub');
  fs.writeFileSync(publicKeyFile, keys.publicKeyPem);
  licenseFile = path.join(dir, 'license.jwt');
  fs.writeFileSync(
    licenseFile,
    await issueLicense(keys.privateKeyPem, { licensee: 'acme', features: ['guardrail', 'multi-tenancy'], gateways: 2, now: new Date(), expiresAt: new Date(Date.now() + 3_600_000) }),
  );
  expiredFile = path.join(dir, 'expired.jwt');
  fs.writeFileSync(
    expiredFile,
    await issueLicense(keys.privateKeyPem, { licensee: 'acme', features: ['guardrail'], now: new Date(Date.now() - 7_200_000), expiresAt: new Date(Date.now() - 3_600_000), notBefore: new Date(Date.now() - 7_200_000) }),
  );
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(name: string, text: string): string {
  const file = path.join(dir, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return file;
}

const examples = path.join(root, 'examples');
const proxyExamples = ['proxy-gateway.yaml', 'proxy-secrets.yaml', 'guardrail-pseudonymizer.yaml', 'guardrail-external.yaml'].flatMap((f) => ['-f', path.join(examples, f)]);

describe('aigw render', () => {
  test('the engine store flags render the shared pseudonymizer on its Redis store, as the operator would', async () => {
    const { code, stdout } = await run([
      ...proxyExamples,
      '--license', licenseFile, '--license-public-key', publicKeyFile,
      '--engine-redis-url', 'redis://cache.db:6379/0', '--engine-redis-password-secret', 'engine-redis/password',
      '-o', 'json',
    ]);
    expect(code).toBe(0);
    const engine = JSON.parse(stdout).objects.find((o: any) => o.kind === 'Deployment' && o.metadata.name === 'pseudonymizer');
    expect(engine.spec.template.spec.containers[0].args).toEqual(['engine', 'pseudonymizer', '--port', '8080', '--store', 'redis']);
    expect(engine.spec.template.spec.containers[0].env).toEqual([
      { name: 'AIGW_REDIS_URL', value: 'redis://cache.db:6379/0' },
      { name: 'AIGW_REDIS_PASSWORD', valueFrom: { secretKeyRef: { name: 'engine-redis', key: 'password' } } },
    ]);
  });

  test('a store URL holding a password is refused with exit 2, without echoing it', async () => {
    const { code, stderr } = await run([...proxyExamples, '--engine-redis-url', 'redis://:s3cret@cache:6379']);
    expect(code).toBe(2);
    expect(stderr).toContain("--engine-redis-url must not hold a password: use --engine-redis-password-secret (engine 'pseudonymizer')");
    expect(stderr).not.toContain('s3cret');
  });

  test('-o json prints {objects, statuses, events, generatedSecrets, held} for the examples', async () => {
    const { code, stdout } = await run([...proxyExamples, '-o', 'json']);
    expect(code).toBe(0);
    const out = JSON.parse(stdout);
    expect(Object.keys(out)).toEqual(['objects', 'statuses', 'events', 'generatedSecrets', 'held']);
    expect(out.statuses.map((s: any) => Object.keys(s))).toEqual(Array(3).fill(['apiVersion', 'kind', 'namespace', 'name', 'status']));
    for (const e of out.events) expect(Object.keys(e)).toEqual(['kind', 'namespace', 'name', 'type', 'reason', 'message']);
    // Community: both Guardrails refused, nothing of theirs emitted.
    expect(out.statuses.filter((s: any) => s.kind === 'Guardrail').map((s: any) => s.status.phase)).toEqual(['Refused', 'Refused']);
  });

  test('with a valid license the examples render Ready, guardrails wired through their gates', async () => {
    const { code, stdout } = await run([...proxyExamples, '--license', licenseFile, '--license-public-key', publicKeyFile, '-o', 'json']);
    expect(code).toBe(0);
    const out = JSON.parse(stdout);
    const ready = out.statuses.map((s: any) => [s.kind, s.name, s.status.conditions[0].status]);
    expect(ready).toEqual([
      ['Gateway', 'main', 'True'],
      ['Guardrail', 'pii', 'True'],
      ['Guardrail', 'moderation', 'True'],
    ]);
    const wiring = out.objects.filter((o: any) => o.kind === 'ProxyGuardrail').map((o: any) => [o.metadata.name, o.spec.apiBase]);
    expect(wiring).toEqual([
      ['main-pii-pre-call', 'http://pii-gate.ai.svc.cluster.local:8080'],
      ['main-pii-post-call', 'http://pii-gate.ai.svc.cluster.local:8080'],
      ['main-moderation-pre-call', 'http://moderation-gate.ai.svc.cluster.local:8080'],
      ['main-moderation-post-call', 'http://moderation-gate.ai.svc.cluster.local:8080'],
    ]);
    const license = out.objects.find((o: any) => o.kind === 'Secret' && o.metadata.name === 'pii-gate-license');
    expect(Buffer.from(license.data['license.jwt'], 'base64').toString()).toBe(fs.readFileSync(licenseFile, 'utf8').trim());
  });

  test('an expired license renders as Community with a warning', async () => {
    const { code, stdout, stderr } = await run(['-f', path.join(examples, 'guardrail-pseudonymizer.yaml'), '--license', expiredFile, '--license-public-key', publicKeyFile, '-o', 'json']);
    expect(code).toBe(0);
    expect(stderr).toMatch(/license not valid \(expired/);
    expect(JSON.parse(stdout).statuses[0].status.phase).toBe('Refused');
  });

  test('--guardrail-proxy-image sets the gate image', async () => {
    const { stdout } = await run(['-f', path.join(examples, 'guardrail-external.yaml'), '--license', licenseFile, '--license-public-key', publicKeyFile, '--guardrail-proxy-image', 'example.com/gate:7', '-o', 'json']);
    const gate = JSON.parse(stdout).objects.find((o: any) => o.kind === 'Deployment');
    expect(gate.spec.template.spec.containers[0].image).toBe('example.com/gate:7');
  });

  test('--engine-image sets the catalog engine image; the gate keeps the default aigw image', async () => {
    const { stdout } = await run(['-f', path.join(examples, 'guardrail-pseudonymizer.yaml'), '--license', licenseFile, '--license-public-key', publicKeyFile, '--engine-image', 'example.com/aigw:7', '-o', 'json']);
    const images = JSON.parse(stdout).objects.filter((o: any) => o.kind === 'Deployment').map((o: any) => [o.metadata.name, o.spec.template.spec.containers[0].image]);
    expect(images).toEqual([
      ['pseudonymizer', 'example.com/aigw:7'],
      ['pii-gate', `registry.aigw.dev/aigw/aigw:${JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).version}`],
    ]);
  });

  test('-o yaml (the default) prints the manifests as multi-document YAML', async () => {
    const licensed = ['--license', licenseFile, '--license-public-key', publicKeyFile];
    const json = JSON.parse((await run([...proxyExamples, ...licensed, '-o', 'json'])).stdout);
    const { code, stdout } = await run([...proxyExamples, ...licensed]);
    expect(code).toBe(0);
    const docs = parseAllDocuments(stdout).map((d) => d.toJS());
    const generated = (d: any) => d.metadata.annotations?.['aigw.dev/generated-key'] !== undefined;
    expect(docs.filter((d) => !generated(d))).toEqual(json.objects);
    // The generated Secrets come without data, before the Gateway's first object.
    expect(docs.filter(generated).map((d) => [d.metadata.name, d.metadata.annotations['aigw.dev/generated-key'], d.data, d.stringData])).toEqual([
      ['main-keys', 'masterKey,saltKey', undefined, undefined],
    ]);
    const firstOfGateway = docs.findIndex((d) => d.metadata.labels?.['aigw.dev/owner-kind'] === 'Gateway');
    expect(docs[firstOfGateway - 1].metadata.name).toBe('main-keys');
  });

  test('-o json lists the generated Secrets by name, key and size, with no value and no manifest', async () => {
    const out = JSON.parse((await run([...proxyExamples, '--license', licenseFile, '--license-public-key', publicKeyFile, '-o', 'json'])).stdout);
    expect(out.generatedSecrets).toEqual([
      {
        namespace: 'ai',
        name: 'main-keys',
        keys: [
          { key: 'masterKey', bytes: 32, encoding: 'base64url', prefix: 'sk-', purpose: 'master key of Gateway ai/main', formerly: 'main-master-key' },
          { key: 'saltKey', bytes: 32, encoding: 'base64url', purpose: 'salt key of Gateway ai/main', formerly: 'main-salt-key' },
        ],
        deleteWithOwner: false,
      },
    ]);
    const instance = out.objects.find((o: any) => o.kind === 'ProxyInstance');
    expect(instance.spec.masterKey).toEqual({ secretRef: { name: 'main-keys', key: 'masterKey' } });
    expect(instance.spec.saltKey).toEqual({ secretRef: { name: 'main-keys', key: 'saltKey' } });
  });

  test('a held Gateway renders what the operator applies to a new one, nothing, and stderr names it; --show-held prints its full plan', async () => {
    const file = write(
      'held.yaml',
      `apiVersion: platform.aigw.dev/v1alpha1
kind: Gateway
metadata: {name: held, namespace: ai}
spec:
  database: {mode: external, connectionSecretRef: {name: db}}
  models: [{name: chat, model: openai/gpt-4o}]
  guardrailRefs: [{name: ghost}]
---
apiVersion: v1
kind: Secret
metadata: {name: db, namespace: ai}
stringData: {DATABASE_URL: postgres://x}
`,
    );
    const licensed = ['--license', licenseFile, '--license-public-key', publicKeyFile];
    const held = await run(['-f', file, ...licensed]);
    expect(held.code).toBe(0);
    expect(held.stdout).toBe('');
    expect(held.stderr.split('\n').filter((l) => l.includes(' held: '))).toEqual([
      'aigw render: Gateway ai/held: held: GuardrailNotFound: nothing emitted for a new object (--show-held prints its full plan)',
    ]);
    const json = JSON.parse((await run(['-f', file, ...licensed, '-o', 'json'])).stdout);
    expect(json.objects).toEqual([]);
    expect(json.generatedSecrets).toEqual([]);
    expect(json.held).toEqual([{ kind: 'Gateway', namespace: 'ai', name: 'held', reason: 'GuardrailNotFound', message: 'spec.guardrailRefs[0]: Guardrail ai/ghost not found' }]);

    const shown = await run(['-f', file, ...licensed, '--show-held']);
    expect(shown.code).toBe(0);
    const kinds = parseAllDocuments(shown.stdout).map((d) => d.toJS().kind);
    expect(kinds).toContain('ProxyInstance');
    expect(shown.stderr).toContain('aigw render: Gateway ai/held: held: GuardrailNotFound: its full plan is printed, which the operator applies only once this is resolved');
  }, 60_000);

  test('examples/ without a license: the proxy Gateway, the oldest, takes the Community slot; held while its unlicensed Guardrails are refused, it is rendered only with --show-held', async () => {
    const { code, stdout } = await run(['-f', examples, '-o', 'json']);
    expect(code).toBe(0);
    const out = JSON.parse(stdout);
    const reasons = Object.fromEntries(out.statuses.map((s: any) => [s.name, s.status.conditions[0].reason]));
    expect(reasons).toMatchObject({ main: 'GuardrailNotReady', pii: 'GuardrailUnlicensed', 'alt-main': 'GatewayLimitExceeded' });
    expect(out.objects.map((o: any) => o.kind)).not.toContain('ProxyInstance');
    const shown = JSON.parse((await run(['-f', examples, '-o', 'json', '--show-held'])).stdout);
    expect(shown.objects.map((o: any) => o.kind)).toContain('ProxyInstance');
    for (const o of [out, shown]) expect(o.objects.some((x: any) => x.metadata.labels?.['aigw.dev/owner-name'] === 'alt-main')).toBe(false);
  });

  test('examples/ with the demo license: Organization, Team and Identity on the alt Gateway, the Identities waiting for their AltUsers to sync', async () => {
    const demo = ['--license', path.join(examples, 'license', 'demo.jwt'), '--license-public-key', path.join(examples, 'license', 'demo.pub')];
    const { code, stdout } = await run(['-f', examples, ...demo, '-o', 'json']);
    expect(code).toBe(0);
    const out = JSON.parse(stdout);
    const status = (kind: string, name: string) => out.statuses.find((s: any) => s.kind === kind && s.name === name).status;
    expect(status('Organization', 'research-lab')).toMatchObject({ organizationName: 'research-lab-organization', conditions: [expect.objectContaining({ status: 'True', reason: 'Reconciled' }), expect.anything()] });
    expect(status('Team', 'nlp')).toMatchObject({ teamName: 'nlp-team', memberCount: 2, conditions: [expect.objectContaining({ status: 'True' }), expect.anything(), expect.anything()] });
    expect(status('Identity', 'ada')).toMatchObject({
      userName: 'ada-user',
      synced: false,
      unsupportedFeatures: ['spec.teamRefs', 'spec.budget'],
      conditions: [expect.objectContaining({ status: 'False', reason: 'UserNotSynced' }), expect.objectContaining({ status: 'False', reason: 'UnsupportedByBackend' })],
    });
    const emitted = out.objects.filter((o: any) => ['Organization', 'Team', 'Identity'].includes(o.metadata.labels?.['aigw.dev/owner-kind'])).map((o: any) => `${o.kind}/${o.metadata.name}`);
    expect(emitted).toEqual(['AltOrganization/research-lab-organization', 'AltBudget/research-lab-organization-budget', 'AltTeam/nlp-team', 'AltBudget/nlp-team-budget', 'AltUser/ada-user', 'AltUser/grace-user']);
    // The console passwords are named, never given a value.
    expect(out.generatedSecrets.filter((g: any) => g.keys.some((k: any) => k.key === 'password')).map((g: any) => g.name)).toEqual(['ada-console-password', 'grace-console-password']);
    expect(JSON.stringify(out.generatedSecrets)).not.toMatch(/"(data|stringData|value)"/);
  });

  test('examples/ with the demo license: the alt Gateway is exposed through an Ingress on its host, TLS from <gateway>-tls, and its url is public', async () => {
    const demo = ['--license', path.join(examples, 'license', 'demo.jwt'), '--license-public-key', path.join(examples, 'license', 'demo.pub')];
    const { code, stdout } = await run(['-f', examples, ...demo, '-o', 'json']);
    expect(code).toBe(0);
    const out = JSON.parse(stdout);
    const ingresses = out.objects.filter((o: any) => o.kind === 'Ingress' && o.metadata.labels?.['aigw.dev/owner-name'] === 'alt-main');
    expect(ingresses).toHaveLength(1);
    expect(ingresses[0]).toMatchObject({ apiVersion: 'networking.k8s.io/v1', metadata: { name: 'alt-main', namespace: 'ai' } });
    expect(ingresses[0].spec).toEqual({
      tls: [{ hosts: ['ai.example.com'], secretName: 'alt-main-tls' }],
      rules: [{ host: 'ai.example.com', http: { paths: [{ path: '/', pathType: 'Prefix', backend: { service: { name: 'alt-main', port: { number: 8080 } } } }] } }],
    });
    const status = out.statuses.find((s: any) => s.kind === 'Gateway' && s.name === 'alt-main').status;
    expect(status.url).toBe('https://ai.example.com');
    expect(status.unsupportedFeatures).not.toContain('spec.ingress');
  });

  test('examples/platform/: a sqlCluster Gateway renders with its database counted as provisioned and its keys listed as generated', async () => {
    const { code, stdout } = await run(['-f', path.join(examples, 'platform'), '--license', licenseFile, '--license-public-key', publicKeyFile, '-o', 'json']);
    expect(code).toBe(0);
    const out = JSON.parse(stdout);
    expect(out.statuses[0].status).toMatchObject({ databaseReady: true, databaseName: 'team-a_chat', conditions: [expect.objectContaining({ status: 'True' }), expect.anything()] });
    expect(out.generatedSecrets.map((g: any) => g.name)).toEqual(['chat-keys']);
    // This license lacks feature observability: the ref is not wired, and an Event says so.
    expect(out.events).toEqual([expect.objectContaining({ reason: 'ObservabilityUnlicensed' })]);
  });

  test('a directory means its *.yaml, *.yml and *.json files, sorted', async () => {
    write('dir/b.json', JSON.stringify({ apiVersion: 'platform.aigw.dev/v1alpha1', kind: 'Guardrail', metadata: { name: 'b' }, spec: { mode: 'catalog', catalog: 'pseudonymizer' } }));
    write('dir/a.yml', 'apiVersion: platform.aigw.dev/v1alpha1\nkind: Guardrail\nmetadata: {name: a}\nspec: {mode: catalog, catalog: pseudonymizer}\n');
    write('dir/notes.txt', 'not an input');
    const { code, stdout } = await run(['-f', path.join(dir, 'dir'), '-o', 'json']);
    expect(code).toBe(0);
    expect(JSON.parse(stdout).statuses.map((s: any) => s.name)).toEqual(['a', 'b']);
  });

  test('a platform.aigw.dev kind this version does not plan is refused, not rendered to nothing', async () => {
    const file = write('future.yaml', 'apiVersion: platform.aigw.dev/v1alpha1\nkind: Guardrail\nmetadata: {name: ok}\nspec: {mode: catalog, catalog: pseudonymizer}\n---\napiVersion: platform.aigw.dev/v1alpha1\nkind: Spaceship\nmetadata: {name: s}\nspec: {}\n');
    const { code, stdout, stderr } = await run(['-f', file]);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.startsWith(`aigw render: ${file}: document 1: unknown kind platform.aigw.dev/v1alpha1 Spaceship: this aigw plans Guardrail`)).toBe(true);
    expect(stderr).toMatch(/ plans Guardrail(, | or )Gateway\b/);
    expect(stderr.endsWith(` and reads ${FACT_KINDS.slice(0, -1).join(', ')} or ${FACT_KINDS[FACT_KINDS.length - 1]}\n`)).toBe(true);
  });

  test('unknown input: exit 1 naming the file and document index', async () => {
    const file = write('bad.yaml', 'apiVersion: platform.aigw.dev/v1alpha1\nkind: Guardrail\nmetadata: {name: ok}\nspec: {mode: catalog, catalog: pseudonymizer}\n---\napiVersion: v1\nkind: Pod\nmetadata: {name: p}\n');
    const { code, stdout, stderr } = await run(['-f', file]);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    const planned = PRIMARY_KINDS.map((k) => k.kind).join(', ');
    expect(stderr).toBe(`aigw render: ${file}: document 1: unknown input v1 Pod: expected ${planned}, other platform.aigw.dev kinds, Secret or ConfigMap\n`);
  });

  test('unparsable input: exit 1 naming the file and document index', async () => {
    const file = write('broken.yaml', 'kind: Secret\napiVersion: v1\nmetadata: {name: s}\n---\nkind: [\n');
    const { code, stderr } = await run(['-f', file]);
    expect(code).toBe(1);
    expect(stderr).toContain(`${file}:6:1: document 1: not valid YAML or JSON`);
  });

  test('a missing file: exit 1 naming it', async () => {
    const { code, stderr } = await run(['-f', path.join(dir, 'nope.yaml')]);
    expect(code).toBe(1);
    expect(stderr).toContain('nope.yaml: no such file or directory');
  });

  test.each([
    [[], 'at least one -f PATH is required'],
    [['-f', 'x', '-o', 'xml'], "-o must be yaml or json, got 'xml'"],
    [['-f', 'x', '--license', 'l'], '--license needs --license-public-key'],
    [['-f', 'x', '--bogus'], "Unknown option '--bogus'"],
    [['-f', 'x', '--licence', 'l'], "Unknown option '--licence' (did you mean '--license'?)"],
  ])('usage error %j: exit 2', async (args, message) => {
    const { code, stderr } = await run(args as string[]);
    expect(code).toBe(2);
    // One line naming the problem, then where the help is: not the whole help.
    expect(stderr).toBe(`aigw render: ${message}\nsee 'aigw render --help'\n`);
  });
});
