/** Facts and resources the plan tests build on. */
import { COMMUNITY, type ClusterFacts, type DatabaseFact, type Entitlements, type ResourceInput } from '../../lib/plan/types';
import { defaultOperatorSettings } from '../../lib/meta/images';

export const ENTERPRISE: Entitlements = { tier: 'enterprise', features: ['guardrail', 'multi-tenancy', 'observability'], gateways: 3 };

export const LICENSE = { token: 'eyJhbGciOiJFZERTQSJ9.e30.c2ln', publicKey: '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEA\n-----END PUBLIC KEY-----\n' };

/**
 * `facts.columnstoreDatabases` saying every Gateway's columnstore database is there, as the
 * operator reports once it has created or found it (and as `aigw render` assumes offline). Tests
 * of the wait itself pass their own map.
 */
export const EVERY_COLUMNSTORE_DATABASE_READY: Readonly<Record<string, DatabaseFact>> = new Proxy({}, { get: () => ({ ready: true }) });

export function facts(overrides: Partial<ClusterFacts> = {}): ClusterFacts {
  return {
    columnstoreDatabases: EVERY_COLUMNSTORE_DATABASE_READY,
    entitlements: ENTERPRISE,
    licenseMaterial: LICENSE,
    operator: defaultOperatorSettings(),
    guardrails: [],
    olderGateways: 0,
    secrets: [
      { namespace: 'team-a', name: 'main-db', keys: ['DATABASE_URL'] },
      { namespace: 'team-a', name: 'main-model-credentials', keys: ['openai', 'azure'] },
    ],
    configMaps: [],
    ...overrides,
  };
}

export const communityFacts = (overrides: Partial<ClusterFacts> = {}) => facts({ entitlements: COMMUNITY, licenseMaterial: undefined, ...overrides });

export function guardrail(spec: Record<string, unknown>, name = 'pii', namespace = 'team-a', extra: Record<string, unknown> = {}): ResourceInput {
  return { apiVersion: 'platform.aigw.dev/v1alpha1', kind: 'Guardrail', metadata: { name, namespace, ...extra }, spec };
}

export function gateway(spec: Record<string, unknown>, name = 'main', namespace = 'team-a', extra: Record<string, unknown> = {}): ResourceInput {
  return {
    apiVersion: 'platform.aigw.dev/v1alpha1',
    kind: 'Gateway',
    metadata: { name, namespace, ...extra },
    spec: { database: { mode: 'external', connectionSecretRef: { name: 'main-db' } }, ...spec },
  };
}

export const CATALOG_GUARDRAIL = { mode: 'catalog', catalog: 'pseudonymizer' };
export const EXTERNAL_GUARDRAIL = {
  mode: 'external',
  external: { apiBase: 'https://guard.example.com', apiKeySecretRef: { name: 'guard-key', key: 'token' } },
};
