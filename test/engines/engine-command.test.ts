import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { command } from '../../cli/commands/engine';

async function run(argv: string[]) {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (d) => (out += d));
  stderr.on('data', (d) => (err += d));
  const code = await command(argv, { stdout, stderr, env: {} });
  return { code, out, err };
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'aigw-engine-cli-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('aigw engine', () => {
  test('prints its usage with --help and exits 0', async () => {
    const { code, out } = await run(['--help']);
    expect(code).toBe(0);
    expect(out).toContain('aigw engine pseudonymizer [--port 8080]');
  });

  test.each([
    [['spellchecker'], "unknown engine 'spellchecker'; the catalog has: pseudonymizer"],
    [['pseudonymizer', '--port', 'eighty'], "--port must be a whole number of at least 0, got 'eighty'"],
    [['pseudonymizer', '--port', '70000'], "--port '70000' must be at most 65535"],
    [['pseudonymizer', '--log-level', 'loud'], "--log-level 'loud' must be one of debug, info, warn, error"],
    [['pseudonymizer', '--max-scopes', '0'], "--max-scopes must be a whole number of at least 1, got '0'"],
    [['pseudonymizer', '--colour'], "Unknown option '--colour'"],
    [['pseudonymizer', '--store', 'disk'], "--store 'disk' must be one of memory, redis"],
    [['pseudonymizer', '--store', 'redis'], '--store redis needs --redis-url or AIGW_REDIS_URL'],
    [['pseudonymizer', '--store', 'redis', '--redis-url', 'http://cache:6379'], 'the Redis URL must start with redis:// or rediss://'],
    [
      ['pseudonymizer', '--store', 'redis', '--redis-url', 'redis://:s3cret@cache:6379'],
      'the Redis URL must not hold a password: set AIGW_REDIS_PASSWORD (from a Secret) instead',
    ],
    [['pseudonymizer', '--redis-url', 'redis://cache:6379'], '--redis-url needs --store redis'],
  ])('rejects %j with exit 2 and says why', async (argv, message) => {
    const { code, err } = await run(argv);
    expect(code).toBe(2);
    expect(err).toContain(message);
    expect(err).not.toContain('s3cret');
  });

  test('rejects a params file that is missing, not JSON, or holds a wrong field', async () => {
    const notJson = join(dir, 'not.json');
    writeFileSync(notJson, '{');
    const wrong = join(dir, 'wrong.json');
    writeFileSync(wrong, JSON.stringify({ deny_list: ['ok', ''] }));

    const missing = await run(['pseudonymizer', '--params-file', join(dir, 'absent.json')]);
    expect([missing.code, missing.err]).toEqual([2, expect.stringContaining('cannot read --params-file')]);
    const garbled = await run(['pseudonymizer', '--params-file', notJson]);
    expect([garbled.code, garbled.err]).toEqual([2, expect.stringContaining('is not JSON')]);
    const bad = await run(['pseudonymizer', '--params-file', wrong]);
    expect([bad.code, bad.err]).toEqual([2, expect.stringContaining('deny_list[1] must be a non-empty string')]);
  });
});
