/**
 * A newcomer's install: pack aigw, install the tarball into a fresh cdk8s app in a temp directory,
 * compile the README's library example (importing `aigw` by package name), `cdk8s synth` it, and run
 * the `aigw` command the package installs. Run with `npm run test:package` (it builds first).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseAllDocuments } from 'yaml';

const REPO = resolve(__dirname, '../..');
const TSC = join(REPO, 'node_modules/typescript/bin/tsc');
const CDK8S = join(REPO, 'node_modules/cdk8s-cli/bin/cdk8s');
const repoPackage = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8'));

/** The README's library example: the first ```ts block after "## Construct library". */
export function readmeLibraryExample(readme: string): string {
  const section = readme.slice(readme.indexOf('## Construct library'));
  const match = /```ts\n([\s\S]*?)```/.exec(section);
  if (!match) throw new Error('README.md: no ```ts block in "## Construct library"');
  return match[1];
}

/**
 * The README's example with the alt gateway, tenancy and Stack blocks that follow it: the next three
 * ```ts blocks of the section, inserted before the example's `app.synth()`.
 */
export function readmePlatformExample(readme: string): string {
  const section = readme.slice(readme.indexOf('## Construct library'));
  const blocks = [...section.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]);
  if (blocks.length < 4) throw new Error('README.md: "## Construct library" needs the example, the alt block, the tenancy block and the Stack block');
  const [main, alt, tenancy, stack] = blocks;
  const end = main.lastIndexOf('app.synth();');
  return `${main.slice(0, end)}${alt}\n${tenancy}\n${stack}\n${main.slice(end)}`;
}

function run(cmd: string, args: string[], cwd: string): string {
  return execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false' } });
}

function installedVersion(name: string): string {
  return JSON.parse(readFileSync(join(REPO, 'node_modules', name, 'package.json'), 'utf8')).version;
}

let work: string;
let app: string;
let tarball: string;
let packed: string[];

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'aigw-package-'));
  // dist/ is built by `npm run test:package`; skip `prepare` so packing does not build a second time.
  const pack = JSON.parse(run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', work], REPO));
  tarball = join(work, pack[0].filename);
  packed = pack[0].files.map((f: { path: string }) => f.path);

  app = join(work, 'app');
  run('mkdir', ['-p', app], work);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'my-platform', version: '0.0.0', private: true }, null, 2));
  writeFileSync(join(app, 'cdk8s.yaml'), 'language: typescript\napp: node main.js\n');
  writeFileSync(
    join(app, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { target: 'ES2022', module: 'commonjs', strict: true, types: ['node'], lib: ['ES2022'] }, include: ['main.ts', 'platform.ts'] }, null, 2),
  );
  writeFileSync(join(app, 'main.ts'), readmeLibraryExample(readFileSync(join(REPO, 'README.md'), 'utf8')));
  writeFileSync(join(app, 'platform.ts'), readmePlatformExample(readFileSync(join(REPO, 'README.md'), 'utf8')));
  copyFileSync(join(REPO, 'examples/license/demo.jwt'), join(app, 'license.jwt'));
  copyFileSync(join(REPO, 'examples/license/demo.pub'), join(app, 'license.pub'));
  // Everything comes from the npm cache that `npm ci` filled; npm installs the peer dependencies itself.
  run('npm', ['install', '--prefer-offline', '--no-package-lock', tarball, `@types/node@${installedVersion('@types/node')}`], app);
});

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the packed tarball', () => {
  it('ships the compiled library with its type declarations, the CLI, the CRDs and the licence, and no tests', () => {
    for (const f of ['dist/lib/index.js', 'dist/lib/index.d.ts', 'dist/cli/aigw.js', 'bin/aigw.js', 'crds/platform.aigw.dev.yaml', 'LICENSE', 'README.md', 'package.json']) {
      expect(packed).toContain(f);
    }
    expect(packed.filter((f) => f.startsWith('dist/test/') || f.startsWith('dist/bench/') || f.endsWith('.map') || f.endsWith('.test.js'))).toEqual([]);
    expect(packed.filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))).toEqual([]);
  });

  it('declares Apache-2.0, cdk8s and constructs as peers, and the server packages as optional peers', () => {
    expect(repoPackage.license).toBe('Apache-2.0');
    expect(repoPackage.private).toBeUndefined();
    expect(Object.keys(repoPackage.peerDependencies)).toEqual(expect.arrayContaining(['cdk8s', 'constructs']));
    expect(repoPackage.dependencies.cdk8s).toBeUndefined();
    for (const server of ['fastify', 'undici', 'prom-client', 'pg', '@kubernetes/client-node']) {
      expect(repoPackage.dependencies[server]).toBeUndefined();
      expect(repoPackage.peerDependenciesMeta[server]).toEqual({ optional: true });
    }
  });
});

describe('a fresh cdk8s app that installs aigw', () => {
  it('does not install the server packages a library user does not need', () => {
    expect(existsSync(join(app, 'node_modules/aigw/dist/lib/index.js'))).toBe(true);
    expect(existsSync(join(app, 'node_modules/cdk8s/package.json'))).toBe(true);
    for (const server of ['fastify', 'undici', 'pg', '@kubernetes/client-node', 'compromise']) {
      expect(existsSync(join(app, 'node_modules', server))).toBe(false);
    }
  });

  it("compiles the README's example importing 'aigw' by package name, with node10 and node16 resolution", () => {
    expect(readFileSync(join(app, 'main.ts'), 'utf8')).toContain("from 'aigw'");
    run('node', [TSC, '-p', '.'], app);
    // The `exports` map's types, as a project on `moduleResolution: node16` resolves them.
    run('node', [TSC, '-p', '.', '--noEmit', '--module', 'node16', '--moduleResolution', 'node16'], app);
    expect(existsSync(join(app, 'main.js'))).toBe(true);
  });

  it('synthesizes the gate, the engine release and the gateway with `cdk8s synth`', () => {
    run('node', [CDK8S, 'synth'], app);
    const docs = parseAllDocuments(readFileSync(join(app, 'dist/ai.k8s.yaml'), 'utf8')).map((d) => d.toJS());
    const names = docs.map((d) => `${d.kind}/${d.metadata.name}`);
    expect(names).toEqual(
      expect.arrayContaining(['Deployment/pii-gate', 'Service/pii-gate', 'Secret/pii-gate-license', 'Deployment/pseudonymizer', 'ProxyInstance/main', 'ProxyModel/main-chat', 'ProxyModel/main-reasoning', 'ProxyGuardrail/main-pii-pre-call']),
    );
    const wiring = docs.find((d) => d.kind === 'ProxyGuardrail');
    expect(wiring.spec.apiBase ?? JSON.stringify(wiring.spec)).toContain('pii-gate');
    // The license reaches the gate's Secret from the files, as the README says.
    const secret = docs.find((d) => d.kind === 'Secret' && d.metadata.name === 'pii-gate-license');
    expect(JSON.stringify(secret)).toContain(Buffer.from(readFileSync(join(app, 'license.jwt'), 'utf8').trim()).toString('base64').slice(0, 40));
  });

  it("synthesizes the README's alt gateway with its organization, team, identity and ChatUI, and its Stack", () => {
    writeFileSync(join(app, 'cdk8s.yaml'), 'language: typescript\napp: node platform.js\n');
    try {
      run('node', [CDK8S, 'synth'], app);
    } finally {
      writeFileSync(join(app, 'cdk8s.yaml'), 'language: typescript\napp: node main.js\n');
    }
    const docs = parseAllDocuments(readFileSync(join(app, 'dist/ai.k8s.yaml'), 'utf8')).map((d) => d.toJS());
    const names = docs.map((d) => `${d.kind}/${d.metadata.name}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'AltInstance/alt-main',
        'AltOrganization/research-lab-organization',
        'Secret/ada-console-password',
        'AltUser/ada-user',
        'AltTeam/nlp-team',
        'AltApplication/team-chat-app',
        'AltVirtualKey/team-chat-key-0',
        'ColumnstoreCluster/acme-columnstore',
        'KvInstance/acme-kv',
        'Gateway/acme',
        'AltInstance/acme',
      ]),
    );
    expect(docs.find((d) => d.kind === 'AltTeam').spec.members).toEqual(['ada-user']);
    // The Stack's gateway calls the README's Guardrail, as the alt gateway does.
    expect(docs.filter((d) => d.kind === 'AltGuardrailItem').map((d) => d.spec.instanceRef.name).sort()).toEqual(['acme', 'alt-main']);
  });

  it('fails `cdk8s synth` with render\'s messages for a misspelled field and for an invalid value', () => {
    // A second app beside the README's: the same package, one mistake each.
    const cases: Array<[string, string, string]> = [
      [
        'typo.ts',
        `import { App, Chart } from 'cdk8s';\nimport { ProxyGatewayStack } from 'aigw';\n` +
          `const app = new App();\nconst chart = new Chart(app, 'ai', { namespace: 'ai' });\n` +
          `ProxyGatewayStack.fromResource(chart, 'main', { apiVersion: 'platform.aigw.dev/v1alpha1', kind: 'Gateway', metadata: { name: 'main', namespace: 'ai' },\n` +
          `  spec: { database: { mode: 'external', connectionSecretRef: { name: 'db' } }, guardrailRef: [{ name: 'pii' }] } });\napp.synth();\n`,
        'invalid Gateway ai/main: spec.guardrailRef: unknown field',
      ],
      [
        'value.ts',
        `import { App, Chart } from 'cdk8s';\nimport { ProxyGatewayStack, parseGateway } from 'aigw';\n` +
          `const app = new App();\nconst chart = new Chart(app, 'ai', { namespace: 'ai' });\n` +
          `const parsed = parseGateway({ apiVersion: 'platform.aigw.dev/v1alpha1', kind: 'Gateway', metadata: { name: 'main', namespace: 'ai' }, spec: { database: { mode: 'external', connectionSecretRef: { name: 'db' } } } });\n` +
          `new ProxyGatewayStack(chart, 'main', { name: 'main', spec: { ...parsed.value!.spec, instance: { ...parsed.value!.spec.instance, replicas: -3 } } });\napp.synth();\n`,
        'spec.instance.replicas: Invalid value number -3: must be >= 0',
      ],
    ];
    for (const [file, source, message] of cases) {
      writeFileSync(join(app, file), source);
      writeFileSync(join(app, 'cdk8s.yaml'), `language: typescript\napp: node ${file.replace('.ts', '.js')}\n`);
      run('node', [TSC, '--target', 'ES2022', '--module', 'commonjs', '--strict', '--types', 'node', file], app);
      const synth = spawnSync('node', [CDK8S, 'synth'], { cwd: app, encoding: 'utf8' });
      expect(synth.status).not.toBe(0);
      expect(synth.stdout + synth.stderr).toContain(message);
    }
    writeFileSync(join(app, 'cdk8s.yaml'), 'language: typescript\napp: node main.js\n');
  });

  it('runs `aigw --version` and `aigw render` from the installed package', () => {
    expect(run(join(app, 'node_modules/.bin/aigw'), ['--version'], app)).toBe(`aigw ${repoPackage.version}\n`);
    const out = run(join(app, 'node_modules/.bin/aigw'), ['render', '-f', join(REPO, 'examples'), '-o', 'json'], app);
    const rendered = JSON.parse(out);
    expect(rendered.statuses.map((s: { kind: string; name: string }) => `${s.kind}/${s.name}`)).toEqual(expect.arrayContaining(['Gateway/main', 'Guardrail/pii']));
    expect(rendered.objects.length).toBeGreaterThan(0);
  });

  it('names the missing optional package when a server command needs it', () => {
    // Were a server package reachable after all (a node_modules in a folder above the app), the gate
    // would start and serve until stopped: the time limit turns that into a failure, not a hang.
    const gate = spawnSync(join(app, 'node_modules/.bin/aigw'), ['gate', '--upstream', 'http://127.0.0.1:1', '--port', '0', '--metrics-port', '0'], { cwd: app, encoding: 'utf8', timeout: 60_000, killSignal: 'SIGKILL' });
    expect(gate.status).toBe(1);
    expect(gate.stderr).toMatch(/needs the package '(fastify|@fastify\/error|fastify-plugin|undici|prom-client)'/);
    expect(gate.stderr).toContain('npm install');
    expect(gate.stderr).toContain("'fastify@");
  });
});
