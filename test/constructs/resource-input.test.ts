/**
 * The written-resource types (`GatewayResource`, `GuardrailResource`) use the CRD's own field names:
 * an object setting every field they declare passes render's schema check with no unknown field. And
 * a one-model proxy needs only its database and its model.
 */
import { Chart, Testing } from 'cdk8s';
import type { AltInput, GatewayInput, GatewayResource, GuardrailResource } from '../../lib/api/resource-input';
import { GuardrailRelease } from '../../lib/guardrail/guardrail-release';
import { ProxyGatewayStack } from '../../lib/proxy/proxy-gateway-stack';
import { gatewayProblems, guardrailProblems } from '../../lib/validation/resource-problems';
import { LICENSE } from '../plan/fixtures';

/** Every field GatewayInput declares, set. */
const EVERY_GATEWAY_FIELD: GatewayInput = {
  type: 'proxy',
  secretsRef: { name: 'vault' },
  database: { mode: 'sqlCluster', sqlClusterRef: { name: 'pg', namespace: 'platform' }, databaseName: 'main', dropOnDelete: true },
  instance: {
    image: { repository: 'r', tag: 't' },
    replicas: 2,
    resources: { limits: { cpu: '1' } },
    masterKey: { secretRef: { name: 'k', key: 'master' } },
    saltKey: { autoGenerate: true },
    licenseSecretRef: { name: 'lic', key: 'license' },
    storePromptsInLogs: false,
    healthCheck: { enabled: true, intervalSeconds: 60 },
    jwtAuth: {
      enabled: true,
      publicKeyURL: 'https://idp.example.com/keys',
      issuer: 'i',
      audience: 'a',
      userIDJWTField: 'oid',
      userRolesJWTField: 'roles',
      userAllowedRoles: ['u'],
      enforceRBAC: true,
      userRoleJWTField: 'role',
      userIDUpsert: true,
      teamIDsJWTField: 'groups',
      adminJWTScope: 'admin',
    },
    rolePermissions: { u: { models: ['chat'], routes: ['/chat/completions'] } },
  },
  organization: { name: 'acme', maxBudget: 10, budgetDuration: '30d', rpmLimit: 1, tpmLimit: 1 },
  teams: [{ name: 'research', maxBudgetMonthly: 5, budgetDuration: '1mo' }],
  models: [
    {
      name: 'Chat',
      modelName: 'chat',
      model: 'openai/gpt-4o',
      refSecretKey: 'openai',
      credentials: { apiBase: 'https://api.example.com', apiVersion: 'v1' },
      rpm: 1,
      tpm: 1,
      timeout: 30,
      maxTokens: 100,
      provider: 'openai',
      providerName: 'openai',
      modelId: 'gpt-4o',
      fallbacks: ['other'],
      weight: 1,
    },
  ],
  guardrailRefs: [{ name: 'pii', namespace: 'ai' }],
  observabilityRef: { name: 'traces', namespace: 'ai' },
  observability: { host: 'https://traces.example.com', callbackSecretRef: { name: 'traces' } },
  sso: {
    provider: 'idp-a',
    issuerURL: 'https://idp.example.com',
    clientSecretRef: { name: 'sso', clientIDKey: 'id', clientSecretKey: 'secret' },
    tenantID: 't',
    authorizationEndpoint: 'https://idp.example.com/a',
    tokenEndpoint: 'https://idp.example.com/t',
    userinfoEndpoint: 'https://idp.example.com/u',
    scopes: ['openid'],
    providerName: 'IdP',
  },
  enableIdpASSO: false,
  ingress: { enabled: true, host: 'ai.example.com', tls: true },
};

/** Every field AltInput declares, set (the external authorization service in {@link EXTERNAL_AUTHZ}). */
const EVERY_ALT_FIELD: AltInput = {
  topology: 'Split',
  jobWorkers: 2,
  worker: { enabled: true, replicas: 2, jobWorkers: 4, resources: { limits: { cpu: '1' } } },
  storageMode: 'split',
  columnstore: { mode: 'ref', ref: { name: 'analytics', namespace: 'platform' } },
  columnstoreDatabase: 'alt_main',
  kv: { mode: 'external', connectionSecretRef: { name: 'kv', key: 'url' } },
  authz: { image: 'registry.example.com/authz:1', replicas: 2, resources: { limits: { cpu: '1' } }, storeId: 's', modelId: 'm' },
  autoscaling: { enabled: true, minReplicas: 1, maxReplicas: 3, targets: [{ resource: 'cpu', averageUtilization: 80 }] },
  artifacts: { mode: 'pvc', pvc: { claimName: 'artifacts' } },
  bootstrapAdmin: { secretRef: { name: 'admin' }, emailKey: 'email', passwordKey: 'password' },
  dataEncryptionKeySecretRef: { name: 'dek', key: 'key' },
  configYAML: 'general:\n  log_level: info\n',
  brandingConfigMapRef: { name: 'theme', key: 'theme-pack.json' },
  defaultBranding: false,
  modelAccess: { openByDefault: false, fallbackMode: 'deny', grants: [{ models: ['chat'], team: 'research' }] },
  scim: { enabled: true, tokenSecretRef: { name: 'scim', key: 'token' }, defaultRole: 'viewer', defaultOrgID: 'acme', orgSource: 'alt', roleMap: { admins: 'admin' }, orgMap: { g: 'acme' } },
  jwt: {
    appClaim: 'azp',
    appClaimFallbacks: ['client_id'],
    tenantClaim: 'tid',
    requireRegisteredApplication: true,
    allowMasterKey: false,
    allowVirtualKeys: true,
    insecureSkipVerify: false,
  },
};
const EXTERNAL_AUTHZ: AltInput['authz'] = { apiUrlSecretRef: { name: 'authz', key: 'url' } };

const EVERY_GUARDRAIL_FIELD: GuardrailResource = {
  metadata: { name: 'moderation', namespace: 'ai', labels: { a: 'b' }, annotations: { c: 'd' } },
  spec: {
    mode: 'external',
    external: { apiBase: 'https://guard.example.com', apiKeySecretRef: { name: 'k', key: 'token' }, unreachableFallback: 'fail_open' },
    guardrailName: 'moderation',
    modes: ['pre_call', 'post_call'],
    defaultOn: true,
    params: { threshold: 1 },
    logLevel: 'warn',
    blockedReason: 'no',
    alt: { role: 'policy', timeoutMs: 1000, forwardIdentity: true, forwardSessionId: true, path: '/v1/check' },
  },
};

describe('resource types in the CRD’s field names', () => {
  test('a Gateway setting every declared field has no unknown field and no other problem', () => {
    const resource: GatewayResource = { metadata: { name: 'main', namespace: 'ai' }, spec: EVERY_GATEWAY_FIELD };
    expect(gatewayProblems(resource as never)).toEqual([]);
  });

  test('an alt Gateway setting every declared spec.alt field has no unknown field and no other problem', () => {
    const spec = (alt: AltInput): GatewayInput => ({
      type: 'alt',
      alt,
      database: { connectionSecretRef: { name: 'main-db' } },
      organization: { name: 'acme' },
      models: [{ name: 'chat', model: 'openai/gpt-4o', refSecretKey: 'openai' }],
    });
    for (const alt of [EVERY_ALT_FIELD, { ...EVERY_ALT_FIELD, authz: EXTERNAL_AUTHZ }]) {
      const resource: GatewayResource = { metadata: { name: 'main', namespace: 'ai' }, spec: spec(alt) };
      expect(gatewayProblems(resource as never)).toEqual([]);
    }
  });

  test('a Guardrail setting every declared field has no unknown field and no other problem', () => {
    expect(guardrailProblems(EVERY_GUARDRAIL_FIELD as never)).toEqual([]);
    const chart = Testing.chart();
    GuardrailRelease.fromResource(chart, 'g', EVERY_GUARDRAIL_FIELD, { licenseMaterial: LICENSE });
    expect(Testing.synth(chart).some((o: any) => o.metadata.name === 'moderation-gate')).toBe(true);
  });

  test('a one-model proxy needs its database and its model only; it lands in the chart’s namespace', () => {
    const chart = new Chart(Testing.app(), 'c', { namespace: 'ai' });
    ProxyGatewayStack.fromResource(chart, 'main', {
      metadata: { name: 'main' },
      spec: { database: { connectionSecretRef: { name: 'main-db' } }, models: [{ name: 'chat', model: 'openai/gpt-4o-mini' }] },
    });
    const objects = Testing.synth(chart) as any[];
    expect(objects.map((o) => `${o.kind}/${o.metadata.namespace}/${o.metadata.name}`)).toEqual([
      'Secret/ai/main-keys',
      'ProxyInstance/ai/main',
      'ProxyModel/ai/main-chat',
    ]);
    expect(objects[1].spec.database).toEqual({ connectionSecretRef: { name: 'main-db', key: 'DATABASE_URL' } });
  });
});
