import { PassThrough } from 'node:stream';
import { command } from '../../cli/commands/operator';

async function run(argv: string[]) {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let err = '';
  stderr.on('data', (d) => (err += d));
  const code = await command(argv, { stdout, stderr, env: {} });
  return { code, err };
}

describe('aigw operator: the shared engine release flags', () => {
  test.each([
    [['--engine-redis-url', 'http://cache:6379'], "--engine-redis-url must be a redis:// or rediss:// URL (engine 'pseudonymizer')"],
    [['--engine-redis-url', 'redis://:s3cret@cache:6379'], "--engine-redis-url must not hold a password: use --engine-redis-password-secret (engine 'pseudonymizer')"],
    [['--engine-redis-password-secret', 'redis/password'], '--engine-redis-password-secret needs --engine-redis-url'],
    [['--engine-redis-url', 'redis://cache:6379', '--engine-redis-password-secret', 'redis'], '--engine-redis-password-secret must be NAME/KEY, got "redis"'],
  ])('rejects %j with exit 2 before connecting, and never echoes a password', async (argv, message) => {
    const { code, err } = await run(argv);
    expect(code).toBe(2);
    expect(err).toContain(message);
    expect(err).not.toContain('s3cret');
  });
});
