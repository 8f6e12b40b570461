import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { command, parseDuration } from '../../cli/commands/license';

interface Run { code: number; stdout: string; stderr: string }

async function aigwLicense(...argv: string[]): Promise<Run> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const out: string[] = [];
  const err: string[] = [];
  stdout.on('data', (c) => out.push(String(c)));
  stderr.on('data', (c) => err.push(String(c)));
  const code = await command(argv, { stdout, stderr, env: {} });
  return { code, stdout: out.join(''), stderr: err.join('') };
}

let dir: string;
let keyFile: string;
let pubFile: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'aigw-license-'));
  keyFile = join(dir, 'keys', 'license.key');
  pubFile = join(dir, 'keys', 'license.pub');
  expect((await aigwLicense('keygen', '--out', join(dir, 'keys'))).code).toBe(0);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function issueToFile(name: string, ...flags: string[]): Promise<string> {
  const run = await aigwLicense('issue', '--key', keyFile, '--licensee', 'Acme Corp', ...flags);
  expect(run).toMatchObject({ code: 0, stderr: '' });
  const file = join(dir, name);
  await writeFile(file, run.stdout);
  return file;
}

describe('aigw license keygen', () => {
  test('writes a PKCS#8 private key readable only by its owner and an SPKI public key', async () => {
    expect(await readFile(keyFile, 'utf8')).toMatch(/^-----BEGIN PRIVATE KEY-----\n/);
    expect(await readFile(pubFile, 'utf8')).toMatch(/^-----BEGIN PUBLIC KEY-----\n/);
    expect((await stat(keyFile)).mode & 0o777).toBe(0o600);
  });

  test('refuses to replace an existing key pair without --force', async () => {
    const before = await readFile(keyFile, 'utf8');
    const run = await aigwLicense('keygen', '--out', join(dir, 'keys'));
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('pass --force to replace the key pair');
    expect(await readFile(keyFile, 'utf8')).toBe(before);
  });
});

describe('aigw license issue and verify', () => {
  test('a license issued with every flag verifies and prints its claims', async () => {
    const file = await issueToFile('full.jwt', '--features', 'guardrail, multi-tenancy', '--gateways', '4', '--tier', 'community',
      '--expires-at', '2099-01-01T00:00:00Z', '--not-before', '2020-01-01T00:00:00Z', '--id', 'lic-42');
    const run = await aigwLicense('verify', '--public-key', pubFile, file);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({
      sub: 'Acme Corp', jti: 'lic-42', tier: 'community', features: ['guardrail', 'multi-tenancy'], limits: { gateways: 4 },
      nbf: Date.parse('2020-01-01T00:00:00Z') / 1000, exp: Date.parse('2099-01-01T00:00:00Z') / 1000,
    });
  });

  test('--expires-in counts from now', async () => {
    const before = Math.floor(Date.now() / 1000);
    const run = await aigwLicense('verify', '--public-key', pubFile, await issueToFile('12h.jwt', '--expires-in', '12h'));
    const claims = JSON.parse(run.stdout);
    expect(claims.exp - claims.iat).toBe(12 * 3600);
    expect(claims.iat).toBeGreaterThanOrEqual(before);
  });

  test('an expired license exits 1 with one line saying so', async () => {
    const file = await issueToFile('old.jwt', '--not-before', '2020-01-01T00:00:00Z', '--expires-at', '2021-01-01T00:00:00Z', '--id', 'old');
    expect(await aigwLicense('verify', '--public-key', pubFile, file)).toEqual({
      code: 1, stdout: '', stderr: 'expired: license old expired at 2021-01-01T00:00:00.000Z\n',
    });
  });

  test('a license that is not yet valid exits 1', async () => {
    const file = await issueToFile('future.jwt', '--not-before', '2098-01-01T00:00:00Z', '--expires-at', '2099-01-01T00:00:00Z');
    const run = await aigwLicense('verify', '--public-key', pubFile, file);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^not-yet-valid: /);
  });

  test('a revoked license exits 1; the revocation list comes from aigw license revoke', async () => {
    const file = await issueToFile('revoked.jwt', '--id', 'lic-bad');
    const revoke = await aigwLicense('revoke', '--key', keyFile, '--id', 'lic-other', '--id', 'lic-bad');
    expect(revoke.code).toBe(0);
    const revocations = join(dir, 'revocations.jwt');
    await writeFile(revocations, revoke.stdout);
    expect(await aigwLicense('verify', '--public-key', pubFile, '--revocations', revocations, file)).toEqual({
      code: 1, stdout: '', stderr: 'revoked: license lic-bad is revoked\n',
    });
  });

  test('a license checked against another public key exits 1 with bad-signature', async () => {
    const other = join(dir, 'other');
    await aigwLicense('keygen', '--out', other);
    const run = await aigwLicense('verify', '--public-key', join(other, 'license.pub'), await issueToFile('sig.jwt'));
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('bad-signature: the license signature does not match the public key\n');
  });

  test('garbage exits 1 with garbled; a missing file exits 1 with missing', async () => {
    const junk = join(dir, 'junk.jwt');
    await writeFile(junk, 'hello world\n');
    expect((await aigwLicense('verify', '--public-key', pubFile, junk)).stderr).toMatch(/^garbled: /);
    expect(await aigwLicense('verify', '--public-key', pubFile, join(dir, 'absent.jwt'))).toMatchObject({ code: 1, stderr: 'missing: no license is installed\n' });
  });
});

describe('aigw license usage errors exit 2 and name the problem', () => {
  test.each([
    [['issue', '--licensee', 'x'], '--key is required'],
    [['issue', '--key', '/nonexistent/key', '--licensee', 'x'], 'cannot read --key /nonexistent/key: no such file or directory'],
    [['issue', '--key', '@KEY', '--licensee', 'x', '--features', 'guardrail,guardrials'], "--features: unknown 'guardrials'; the known features are guardrail, multi-tenancy, observability, custom-branding"],
    [['keygen', '--out', '/dev/null/keys'], 'cannot write the key pair to --out /dev/null/keys: a part of the path is not a directory'],
    [['issue', '--key', '@KEY', '--licensee', 'x', '--expires-in', '3w'], "--expires-in '3w' is not a duration such as 30d, 12h, 15m or 90s"],
    [['issue', '--key', '@KEY', '--licensee', 'x', '--expires-in', '1d', '--expires-at', '2099-01-01'], 'pass either --expires-in or --expires-at, not both'],
    [['issue', '--key', '@KEY', '--licensee', 'x', '--tier', 'gold'], "--tier 'gold' must be one of community, enterprise"],
    [['issue', '--key', '@KEY', '--licensee', 'x', '--gateways', 'many'], "--gateways 'many' must be an integer of at least 1"],
    [['issue', '--key', '@KEY', '--licensee', 'x', '--expires-at', 'tomorrow'], "--expires-at 'tomorrow' is not an ISO 8601 date"],
    [['issue', '--key', '@KEY', '--licensee', 'x', '--bogus'], "Unknown option '--bogus'"],
    [['revoke', '--key', '@KEY'], '--id is required'],
    [['verify', '--public-key', '@PUB'], 'give exactly one LICENSE_FILE'],
    [['frobnicate'], "unknown subcommand 'frobnicate'"],
  ])('%j', async (argv, message) => {
    const run = await aigwLicense(...argv.map((a) => a.replace('@KEY', keyFile).replace('@PUB', pubFile)));
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
    expect(run.stdout).toBe('');
  });
});

describe('parseDuration', () => {
  test.each([['90s', 90_000], ['15m', 900_000], ['12h', 43_200_000], ['30d', 2_592_000_000]])('%s is %d ms', (text, ms) => {
    expect(parseDuration(text)).toBe(ms);
  });
});
