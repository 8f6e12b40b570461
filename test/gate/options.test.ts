import { DEFAULT_BLOCKED_REASON } from '../../gate';
import { resolveGateOptions } from '../../gate/options';

describe('resolveGateOptions', () => {
  test('applies the documented defaults', () => {
    const resolved = resolveGateOptions({ upstream: 'http://engine:8000' });
    expect({ ...resolved, upstream: resolved.upstream.href, clock: undefined }).toEqual({
      upstream: 'http://engine:8000/',
      licenseFile: '/etc/aigw/license/license.jwt',
      licensePublicKeyFile: '/etc/aigw/license/license.pub',
      revocationFile: '/etc/aigw/license/revocations.jwt',
      apiKey: undefined,
      apiKeyFile: undefined,
      blockedReason: DEFAULT_BLOCKED_REASON,
      altPath: '/v1/alt/check',
      logLevel: 'info',
      port: 8080,
      metricsPort: 9090,
      host: '0.0.0.0',
      upstreamTimeoutMs: 30_000,
      bodyLimitBytes: 10_485_760,
      bodyTimeoutMs: 30_000,
      bufferedBytesLimit: 67_108_864,
      responseBufferBytes: 1_048_576,
      licensePollMs: 1000,
      licenseReadTimeoutMs: 1000,
      shutdownTimeoutMs: 20_000,
      logStream: undefined,
      clock: undefined,
    });
    expect(resolved.clock).toBe(Date.now);
  });

  test.each([
    [{ upstream: 'engine:8000' }, "upstream 'engine:8000' must be an http:// or https:// URL"],
    [{ upstream: 'not a url' }, "upstream 'not a url' is not a URL"],
    [{ upstream: 'http://e/?a=1' }, "upstream 'http://e/?a=1' must not carry a query or fragment"],
    [{ upstream: 'http://e', apiKey: 'k', apiKeyFile: '/k' }, 'give the upstream API key either as a value or as a file, not both'],
    [{ upstream: 'http://e', apiKey: ' ' }, 'the upstream API key is empty'],
    [{ upstream: 'http://e', logLevel: 'trace' as never }, "log level 'trace' must be one of debug, info, warn, error"],
    [{ upstream: 'http://e', blockedReason: '' }, 'the blocked reason is empty'],
    [{ upstream: 'http://e', altPath: 'v1/alt/check' }, "alt path 'v1/alt/check' must be a path starting with / (no query, fragment or whitespace)"],
    [{ upstream: 'http://e', altPath: '' }, "alt path '' must be a path starting with /"],
    [{ upstream: 'http://e', altPath: '/check?x=1' }, "alt path '/check?x=1' must be a path starting with /"],
    [{ upstream: 'http://e', altPath: '/al t' }, "alt path '/al t' must be a path starting with /"],
    [{ upstream: 'http://e', port: 70000 }, 'port must be an integer from 0 to 65535, got 70000'],
    [{ upstream: 'http://e', port: 9090 }, 'the data port and the metrics port must differ, both are 9090'],
    [{ upstream: 'http://e', upstreamTimeoutMs: 0 }, 'upstream timeout (ms) must be an integer from 1 to 3600000, got 0'],
    [{ upstream: 'http://e', bodyLimitBytes: 0.5 }, 'body limit (bytes) must be an integer from 1 to 1073741824, got 0.5'],
    [{ upstream: 'http://e', licensePollMs: 1 }, 'license poll interval (ms) must be an integer from 10 to 3600000, got 1'],
  ])('refuses %j', (options, message) => {
    expect(() => resolveGateOptions(options)).toThrow(message);
  });
});
