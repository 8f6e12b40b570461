/**
 * The flags that shape the shared catalog engine release, read the same way by `aigw operator`
 * and by its offline twin `aigw render`, so a render shows what the operator would apply.
 */
import { engineReleaseProblem, type EngineStore } from '../lib/guardrail/catalog-engine-release';
import { UsageError } from './command';

export const ENGINE_RELEASE_OPTIONS = {
  'engine-redis-url': { type: 'string' },
  'engine-redis-password-secret': { type: 'string' },
} as const;

export const ENGINE_RELEASE_HELP = `  --engine-redis-url URL         the pseudonymizer's shared mapping store, a Redis-compatible server you run
                                 (redis://HOST:6379/0 or rediss://; no password in it); needed when the
                                 PlatformConfig asks for more than one engine replica
  --engine-redis-password-secret NAME/KEY
                                 Secret in platform-guardrail-system holding that server's password
`;

/**
 * The release's store from the flags, checked as the release will check them (a bad
 * combination is a UsageError here, never an exception inside plan()). A password is never echoed.
 */
export function engineReleaseSettings(values: Record<string, unknown>): { engineStore?: EngineStore } {
  const text = (k: string): string | undefined => (typeof values[k] === 'string' ? (values[k] as string) : undefined);
  const url = text('engine-redis-url');
  const secret = text('engine-redis-password-secret');
  if (url === undefined && secret !== undefined) throw new UsageError('--engine-redis-password-secret needs --engine-redis-url');
  let passwordSecretRef: { name: string; key: string } | undefined;
  if (secret !== undefined) {
    const m = /^([a-z0-9][a-z0-9.-]*)\/([-._a-zA-Z0-9]+)$/.exec(secret);
    if (!m) throw new UsageError(`--engine-redis-password-secret must be NAME/KEY, got ${JSON.stringify(secret)}`);
    passwordSecretRef = { name: m[1], key: m[2] };
  }
  const store: EngineStore | undefined = url !== undefined ? { redis: { url, ...(passwordSecretRef ? { passwordSecretRef } : {}) } } : undefined;
  const problem = engineReleaseProblem(1, store, 'pseudonymizer');
  if (problem) {
    throw new UsageError(problem.replace('store.redis.url', '--engine-redis-url').replace('store.redis.passwordSecretRef', '--engine-redis-password-secret'));
  }
  return store ? { engineStore: store } : {};
}
