/**
 * The `aigw` command as a user meets it: version, help for every command, shell completion (bash is
 * run for real), and messages that name the flag or file at fault.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PassThrough } from 'node:stream';
import { main } from '../../cli/aigw';
import { COMMANDS } from '../../cli/registry';
import { flagsOf } from '../../cli/commands/completion';

interface Run { code: number; stdout: string; stderr: string }

async function aigw(...argv: string[]): Promise<Run> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const out: string[] = [];
  const err: string[] = [];
  stdout.on('data', (c) => out.push(String(c)));
  stderr.on('data', (c) => err.push(String(c)));
  const code = await main(argv, { stdout, stderr, env: {} });
  return { code, stdout: out.join(''), stderr: err.join('') };
}

const VERSION = JSON.parse(readFileSync(resolve(__dirname, '../../package.json'), 'utf8')).version as string;
const NAMES = Object.keys(COMMANDS);

describe('version', () => {
  test('`aigw --version` and `aigw version` print the package version', async () => {
    expect(await aigw('--version')).toEqual({ code: 0, stdout: `aigw ${VERSION}\n`, stderr: '' });
    expect((await aigw('version')).stdout).toMatch(new RegExp(`^aigw ${VERSION.replace(/\./g, '\\.')} \\(node v\\d+`));
    expect(JSON.parse((await aigw('version', '-o', 'json')).stdout)).toEqual({ aigw: VERSION, node: process.version, platform: `${process.platform}/${process.arch}` });
  });
});

describe('help', () => {
  test('the top-level help lists every command', async () => {
    const run = await aigw('--help');
    expect(run.code).toBe(0);
    for (const name of NAMES) expect(run.stdout).toContain(`\n  ${name} `);
    expect((await aigw('help')).stdout).toBe(run.stdout);
  });

  test.each(NAMES)('`aigw help %s` prints the same help as `aigw %s --help`, about that command', async (name) => {
    const viaHelp = await aigw('help', name);
    const viaFlag = await aigw(name, '--help');
    expect(viaHelp.code).toBe(0);
    expect(viaFlag).toEqual(viaHelp);
    expect(viaHelp.stdout).toContain(`aigw ${name}`);
    expect(viaHelp.stdout).not.toContain('commands:\n');
  });

  test('an unknown command is named, with the list of commands', async () => {
    expect(await aigw('help', 'rendr')).toMatchObject({ code: 2, stderr: expect.stringContaining("unknown command 'rendr'; the commands are: render, license") });
    expect(await aigw('rendr')).toMatchObject({ code: 2, stderr: expect.stringContaining("aigw: unknown command 'rendr'") });
  });
});

describe('bash completion, run in bash', () => {
  let dir: string;
  let script: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'aigw-completion-'));
    script = join(dir, 'aigw.bash');
    const run = await aigw('completion', 'bash');
    expect(run.code).toBe(0);
    writeFileSync(script, run.stdout);
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** What bash offers for the command line `words` (the last word is the one being completed). */
  function complete(...words: string[]): string[] {
    const quoted = words.map((w) => `'${w}'`).join(' ');
    const res = spawnSync('bash', ['--norc', '--noprofile', '-c', `source '${script}'; COMP_WORDS=(${quoted}); COMP_CWORD=${words.length - 1}; _aigw; printf '%s\\n' "\${COMPREPLY[@]}"; complete -p aigw`], { encoding: 'utf8' });
    expect(res.stderr).toBe('');
    const lines = res.stdout.split('\n').filter((l) => l !== '');
    expect(lines.pop()).toBe('complete -o default -F _aigw aigw');
    return lines;
  }

  test('completes command names, subcommands and flags', () => {
    expect(complete('aigw', '')).toEqual([...NAMES, '--help', '--version']);
    expect(complete('aigw', 'li')).toEqual(['license']);
    expect(complete('aigw', 'license', '')).toEqual(['keygen', 'issue', 'revoke', 'verify']);
    expect(complete('aigw', 'license', 'issue', '--fe')).toEqual(['--features']);
    expect(complete('aigw', 'render', '--li')).toEqual(['--license', '--license-public-key']);
    expect(complete('aigw', 'gate', '--ups')).toEqual(['--upstream', '--upstream-timeout-ms']);
    expect(complete('aigw', 'completion', '')).toEqual(['bash', 'zsh']);
    expect(complete('aigw', 'help', 'op')).toEqual(['operator']);
  });

  test('leaves a file argument to the shell (no words: bash completes file names)', () => {
    expect(complete('aigw', 'render', '-f', 'exa')).toEqual([]);
  });

  test.each(NAMES)('offers every flag `aigw %s --help` documents', async (name) => {
    const documented = flagsOf((await aigw(name, '--help')).stdout);
    const words = name in COMMANDS && COMMANDS[name].subcommands ? ['aigw', name, COMMANDS[name].subcommands![0], '-'] : ['aigw', name, '-'];
    expect(complete(...words)).toEqual(expect.arrayContaining([...documented.filter((f) => f.startsWith('-')), '--help']));
  });
});

test('the zsh completion script registers _aigw with every command and its description', async () => {
  const run = await aigw('completion', 'zsh');
  expect(run.code).toBe(0);
  expect(run.stdout.startsWith('#compdef aigw\n')).toBe(true);
  for (const [name, entry] of Object.entries(COMMANDS)) expect(run.stdout).toContain(`${name}:${entry.summary.replace(/'/g, `'\\''`)}`);
  expect(run.stdout).toContain('compdef _aigw aigw');
});

describe('messages name the flag or file, never NaN or a bare errno', () => {
  test.each([
    [['install', '--replicas', 'abc'], "aigw install: --replicas must be a whole number of at least 1, got 'abc'"],
    [['install', '--license-public-key', '/nonexistent/key.pub'], 'aigw install: cannot read --license-public-key /nonexistent/key.pub: no such file or directory'],
    [['operator', '--kubeconfig', '/nonexistent/kubeconfig'], 'aigw operator: cannot read --kubeconfig /nonexistent/kubeconfig: no such file or directory'],
    [['completion', 'fish'], "aigw completion: give one shell: bash or zsh, got 'fish'"],
    [['uninstall', '--kubeconfig', '/nonexistent/kubeconfig'], 'aigw uninstall: cannot read --kubeconfig /nonexistent/kubeconfig: no such file or directory'],
    [['uninstall', '--timeout', 'soon'], 'aigw uninstall: --timeout must be a duration such as 90s or 5m, got "soon"'],
  ])('%j', async (argv, message) => {
    const run = await aigw(...argv);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
    expect(run.stderr).not.toMatch(/NaN|ENOENT|EACCES/);
  });
});

describe('usage errors', () => {
  test('a mistyped command gets one line, the nearest command, and where the help is', async () => {
    expect(await aigw('rendr')).toEqual({ code: 2, stdout: '', stderr: "aigw: unknown command 'rendr' (did you mean 'render'?)\nsee 'aigw --help'\n" });
    // Nothing near enough: no guess.
    expect((await aigw('frobnicate')).stderr).toBe("aigw: unknown command 'frobnicate'\nsee 'aigw --help'\n");
  });

  test('a mistyped flag names the nearest flag', async () => {
    const run = await aigw('install', '--replcas', '3');
    expect(run.code).toBe(2);
    expect(run.stderr).toBe("aigw install: Unknown option '--replcas' (did you mean '--replicas'?)\nsee 'aigw install --help'\n");
  });

  test('the operator without any kubeconfig says so, not a TLS error', () => {
    const home = mkdtempSync(join(tmpdir(), 'aigw-home-'));
    try {
      const env = { ...process.env, HOME: home, KUBECONFIG: '', KUBERNETES_SERVICE_HOST: '' };
      const run = spawnSync(process.execPath, [resolve(__dirname, '../../bin/aigw.js'), 'operator'], { env, encoding: 'utf8', timeout: 60_000 });
      expect(run.status).toBe(1);
      expect(run.stderr).toBe('aigw operator: no kubeconfig found: pass --kubeconfig FILE, set $KUBECONFIG, create ~/.kube/config, or run in a cluster\n');
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });
});

describe('render input', () => {
  const dir = mkdtempSync(join(tmpdir(), 'aigw-input-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const guardrail = readFileSync(resolve(__dirname, '../../examples/guardrail-pseudonymizer.yaml'), 'utf8');

  test('-f - reads standard input, as a file with the same text', async () => {
    const file = join(dir, 'g.yaml');
    writeFileSync(file, guardrail);
    const stdin = new PassThrough();
    stdin.end(guardrail);
    const stdout = new PassThrough();
    const stderr = new PassThrough();
    const out: string[] = [];
    stdout.on('data', (c) => out.push(String(c)));
    const code = await main(['render', '-f', '-', '-o', 'json'], { stdout, stderr, env: {}, stdin });
    expect(code).toBe(0);
    const fromFile = await aigw('render', '-f', file, '-o', 'json');
    expect(JSON.parse(out.join('')).statuses).toEqual(JSON.parse(fromFile.stdout).statuses);
  });

  test('an empty file or a directory without manifests is an error, not an empty render', async () => {
    const empty = join(dir, 'empty.yaml');
    writeFileSync(empty, '# nothing yet\n');
    expect(await aigw('render', '-f', empty)).toEqual({ code: 1, stdout: '', stderr: `aigw render: ${empty}: holds no objects\n` });
    const bare = mkdtempSync(join(dir, 'bare-'));
    expect(await aigw('render', '-f', bare)).toEqual({ code: 1, stdout: '', stderr: `aigw render: ${bare}: is a directory without *.yaml, *.yml or *.json files\n` });
  });
});
