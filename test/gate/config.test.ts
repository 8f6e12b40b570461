import { parseGateConfig } from '../../gate/config';

describe('parseGateConfig', () => {
  test('reads every setting from its flag', () => {
    expect(parseGateConfig([
      '--upstream', 'http://engine:8000', '--license-file', '/l', '--license-public-key', '/p', '--revocation-file', '/r',
      '--api-key-file', '/k', '--blocked-reason', 'nope', '--log-level', 'debug', '--port', '1', '--metrics-port', '2',
      '--host', '127.0.0.1', '--upstream-timeout-ms', '3', '--body-limit-bytes', '4', '--license-poll-ms', '50',
      '--alt-path', '/guard/alt',
    ], {})).toEqual({
      upstream: 'http://engine:8000', licenseFile: '/l', licensePublicKeyFile: '/p', revocationFile: '/r', apiKeyFile: '/k',
      blockedReason: 'nope', altPath: '/guard/alt', logLevel: 'debug', port: 1, metricsPort: 2, host: '127.0.0.1', upstreamTimeoutMs: 3,
      bodyLimitBytes: 4, licensePollMs: 50,
    });
  });

  test('reads every setting from its environment variable', () => {
    expect(parseGateConfig([], {
      AIGW_GATE_UPSTREAM: 'http://engine:8000', AIGW_GATE_LICENSE_FILE: '/l', AIGW_GATE_LICENSE_PUBLIC_KEY: '/p',
      AIGW_GATE_REVOCATION_FILE: '/r', AIGW_GATE_API_KEY_FILE: '/k', AIGW_GATE_BLOCKED_REASON: 'nope', AIGW_GATE_LOG_LEVEL: 'warn',
      AIGW_GATE_PORT: '1', AIGW_GATE_METRICS_PORT: '2', AIGW_GATE_HOST: '::', AIGW_GATE_UPSTREAM_TIMEOUT_MS: '3',
      AIGW_GATE_BODY_LIMIT_BYTES: '4', AIGW_GATE_LICENSE_POLL_MS: '50', AIGW_GATE_ALT_PATH: '/guard/alt',
    })).toEqual({
      upstream: 'http://engine:8000', licenseFile: '/l', licensePublicKeyFile: '/p', revocationFile: '/r', apiKeyFile: '/k',
      blockedReason: 'nope', altPath: '/guard/alt', logLevel: 'warn', port: 1, metricsPort: 2, host: '::', upstreamTimeoutMs: 3,
      bodyLimitBytes: 4, licensePollMs: 50,
    });
  });

  test('flags win over the environment', () => {
    expect(parseGateConfig(['--port', '7'], { AIGW_GATE_UPSTREAM: 'http://e', AIGW_GATE_PORT: '8' }).port).toBe(7);
  });

  test('an empty variable counts as unset', () => {
    expect(parseGateConfig([], { AIGW_GATE_UPSTREAM: 'http://e', AIGW_GATE_BLOCKED_REASON: '' })).toEqual({ upstream: 'http://e' });
  });

  test('AIGW_GATE_API_KEY carries the key value itself', () => {
    expect(parseGateConfig([], { AIGW_GATE_UPSTREAM: 'http://e', AIGW_GATE_API_KEY: 's3cret' })).toEqual({ upstream: 'http://e', apiKey: 's3cret' });
  });

  test('--api-key-file wins over AIGW_GATE_API_KEY', () => {
    expect(parseGateConfig(['--api-key-file', '/k'], { AIGW_GATE_UPSTREAM: 'http://e', AIGW_GATE_API_KEY: 's3cret' })).toEqual({ upstream: 'http://e', apiKeyFile: '/k' });
  });

  test.each([
    [[], {}, '--upstream (or AIGW_GATE_UPSTREAM) is required'],
    [['--upstream', 'http://e', '--port', '80a'], {}, "--port '80a' must be a whole number"],
    [[], { AIGW_GATE_UPSTREAM: 'http://e', AIGW_GATE_METRICS_PORT: '-1' }, "AIGW_GATE_METRICS_PORT '-1' must be a whole number"],
    [['--upstream', 'http://e', '--log-level', 'loud'], {}, "log level 'loud' must be one of debug, info, warn, error"],
    [[], { AIGW_GATE_UPSTREAM: 'http://e', AIGW_GATE_API_KEY: 'k', AIGW_GATE_API_KEY_FILE: '/k' }, 'set either AIGW_GATE_API_KEY or AIGW_GATE_API_KEY_FILE, not both'],
    [['--upstream', 'http://e', '--nope', 'x'], {}, "Unknown option '--nope'"],
  ])('%j %j fails: %s', (argv, env, message) => {
    expect(() => parseGateConfig(argv as string[], env as NodeJS.ProcessEnv)).toThrow(message);
  });
});
