import { Testing } from 'cdk8s';
import { parseGateway, type GatewaySpec } from '../../lib/api/gateway';
import { shortHash } from '../../lib/meta/names';
import { ProxyGatewayStack, type ProxyGatewayStackProps } from '../../lib/proxy/proxy-gateway-stack';
import { gateway } from '../plan/fixtures';

function parsed(s: Record<string, unknown>): GatewaySpec {
  const r = parseGateway(gateway(s));
  if (!r.value) throw new Error(r.errors.toString());
  return r.value.spec;
}

function synth(s: Record<string, unknown>, props: Partial<ProxyGatewayStackProps> = {}) {
  const chart = Testing.chart();
  new ProxyGatewayStack(chart, 'gw', { name: 'main', namespace: 'team-a', spec: parsed(s), ...props });
  return Testing.synth(chart) as Array<{ kind: string; metadata: { name: string }; spec: Record<string, any> }>;
}

const byKind = (objects: ReturnType<typeof synth>, kind: string) => objects.filter((o) => o.kind === kind);
const instance = (s: Record<string, unknown>) => byKind(synth(s), 'ProxyInstance')[0].spec;

/** The endpoints LiteLLM's generic OIDC login needs for idp-b and idp-c (it performs no discovery). */
const ENDPOINTS = { authorizationEndpoint: 'https://i/a', tokenEndpoint: 'https://i/t', userinfoEndpoint: 'https://i/u' };

const FULL = {
  instance: {
    image: { repository: 'ghcr.io/berriai/litellm', tag: 'v1' },
    replicas: 2,
    licenseSecretRef: { name: 'lic' },
    healthCheck: { enabled: true, intervalSeconds: 120 },
    storePromptsInLogs: true,
    jwtAuth: { enabled: true, publicKeyURL: 'https://idp/keys', issuer: 'https://idp', audience: 'api', userIDJWTField: 'oid', userRolesJWTField: 'roles', userAllowedRoles: ['u'], enforceRBAC: true, userRoleJWTField: 'role', userIDUpsert: true, teamIDsJWTField: 'groups', adminJWTScope: 'admin' },
    rolePermissions: { u: { models: ['chat'], routes: ['/chat/completions'] } },
  },
  organization: { name: 'acme', maxBudget: 100, budgetDuration: '30d', rpmLimit: 10, tpmLimit: 1000 },
  teams: [{ name: 'Research', maxBudgetMonthly: 20, budgetDuration: '30d' }, { name: 'ops' }],
  models: [
    { name: 'chat', model: 'openai/gpt-4o', refSecretKey: 'openai', rpm: 1, tpm: 2, timeout: 30, maxTokens: 512 },
    { name: 'reasoning', modelName: 'think', model: 'azure/o3', refSecretKey: 'azure', credentials: { apiBase: 'https://a.example.com', apiVersion: '2025-01-01' } },
    { name: 'local', model: 'ollama/llama3' },
  ],
  sso: { provider: 'idp-a', tenantID: 'tenant', clientSecretRef: { name: 'sso' } },
  observability: { host: 'https://traces.example.com', callbackSecretRef: { name: 'traces' } },
  ingress: { enabled: true, host: 'ai.example.com', tls: true },
};

describe('ProxyGatewayStack', () => {
  test('synthesizes a representative gateway', () => {
    expect(synth(FULL)).toMatchSnapshot();
  });

  test('emits ProxyInstance, ProxyOrganization, ProxyTeams, ProxyCredentials, ProxyModels in that order', () => {
    expect(synth(FULL).map((o) => `${o.kind}/${o.metadata.name}`)).toEqual([
      'Secret/main-keys',
      'ProxyInstance/main',
      'ProxyOrganization/main-org-acme',
      'ProxyTeam/main-research',
      'ProxyTeam/main-ops',
      'ProxyCredential/main-key-openai',
      `ProxyCredential/main-key-azure-${shortHash(JSON.stringify(['https://a.example.com', '2025-01-01']))}`,
      'ProxyModel/main-chat',
      'ProxyModel/main-reasoning',
      'ProxyModel/main-local',
    ]);
  });

  test('without multi-tenancy, no organization and no teams are emitted', () => {
    const kinds = synth(FULL, { multiTenancy: false }).map((o) => o.kind);
    expect(kinds).not.toContain('ProxyOrganization');
    expect(kinds).not.toContain('ProxyTeam');
  });

  test('health checks off: backgroundHealthChecks is explicitly false and no interval is set', () => {
    expect(instance({}).generalSettings).toEqual({ backgroundHealthChecks: false });
    expect(instance({ instance: { healthCheck: { enabled: false, intervalSeconds: 60 } } }).generalSettings).toEqual({ backgroundHealthChecks: false });
  });

  test('health checks on: the interval is set, 300 by default', () => {
    expect(instance({ instance: { healthCheck: { enabled: true, intervalSeconds: 60 } } }).generalSettings).toEqual({ backgroundHealthChecks: true, healthCheckInterval: 60 });
    expect(instance({ instance: { healthCheck: { enabled: true } } }).generalSettings).toEqual({ backgroundHealthChecks: true, healthCheckInterval: 300 });
  });

  test('jwtAuth maps to enableJwtAuth, litellmJwtauth and the JWT env', () => {
    const spec = instance(FULL);
    expect(spec.generalSettings).toMatchObject({
      enableJwtAuth: true,
      litellmJwtauth: {
        userIdJwtField: 'oid',
        userRolesJwtField: 'roles',
        userAllowedRoles: ['u'],
        enforceRbac: true,
        userRoleJwtField: 'role',
        userIdUpsert: true,
        teamIdsJwtField: 'groups',
        adminJwtScope: 'admin',
      },
    });
    expect(spec.jwt).toEqual({ publicKeyUrl: 'https://idp/keys', issuer: 'https://idp', audience: 'api' });
  });

  test('any rolePermissions entry turns on enforceRbac and becomes a role_permissions entry', () => {
    const gs = instance({ instance: { rolePermissions: { viewer: { models: ['a'] }, admin: { routes: ['/key/generate'] } } } }).generalSettings;
    expect(gs.enforceRbac).toBe(true);
    expect(gs.rolePermissions).toEqual([
      { role: 'viewer', models: ['a'] },
      { role: 'admin', routes: ['/key/generate'] },
    ]);
    expect(instance({}).generalSettings.enforceRbac).toBeUndefined();
  });

  test('storePromptsInLogs maps to storePromptsInSpendLogs', () => {
    expect(instance({ instance: { storePromptsInLogs: false } }).generalSettings.storePromptsInSpendLogs).toBe(false);
    expect(instance(FULL).generalSettings.storePromptsInSpendLogs).toBe(true);
  });

  test('per-model rpm, tpm, timeout and maxTokens reach the ProxyModel', () => {
    const [chat] = byKind(synth(FULL), 'ProxyModel');
    expect(chat.spec.litellmParams).toEqual({ model: 'openai/gpt-4o', litellmCredentialName: 'main-key-openai', rpm: 1, tpm: 2, timeout: 30, maxTokens: 512 });
    expect(chat.spec.modelName).toBe('chat');
  });

  test('credentials pass apiBase and apiVersion through and reference the API key by Secret key', () => {
    const creds = byKind(synth(FULL), 'ProxyCredential');
    expect(creds[1].spec).toEqual({
      instanceRef: { name: 'main' },
      credentialName: creds[1].metadata.name,
      apiKeySecretRef: { name: 'main-model-credentials', key: 'azure' },
      apiBase: 'https://a.example.com',
      apiVersion: '2025-01-01',
    });
  });

  test('models sharing a Secret key, apiBase and apiVersion share one ProxyCredential', () => {
    const models = [
      ...Array.from({ length: 4 }, (_, i) => ({ name: `m${i}`, model: `openai/model-${i}`, refSecretKey: 'openai' })),
      { name: 'eu', model: 'azure/o3', refSecretKey: 'openai', credentials: { apiBase: 'https://eu.example.com' } },
      { name: 'eu-2', model: 'azure/o4', refSecretKey: 'openai', credentials: { apiBase: 'https://eu.example.com' } },
      { name: 'us', model: 'azure/o3', refSecretKey: 'openai', credentials: { apiBase: 'https://eu.example.com', apiVersion: 'v2' } },
      { name: 'vllm', model: 'hosted_vllm/llama', credentials: { apiBase: 'http://vllm:8000/v1' } },
      { name: 'local', model: 'ollama/llama3' },
    ];
    const objects = synth({ models });
    const creds = byKind(objects, 'ProxyCredential');
    const base = (apiBase: string, apiVersion?: string) => shortHash(JSON.stringify([apiBase, apiVersion ?? null]));
    expect(creds.map((c) => c.metadata.name)).toEqual([
      'main-key-openai',
      `main-key-openai-${base('https://eu.example.com')}`,
      `main-key-openai-${base('https://eu.example.com', 'v2')}`,
      `main-endpoint-${base('http://vllm:8000/v1')}`,
    ]);
    // Each model points at the credential of exactly its own connection.
    const credOf = Object.fromEntries(byKind(objects, 'ProxyModel').map((m) => [m.spec.modelInfo.displayName, m.spec.litellmParams.litellmCredentialName]));
    for (const m of models) {
      const cred = creds.find((c) => c.metadata.name === credOf[m.name]);
      if (!('refSecretKey' in m) && !('credentials' in m)) {
        expect(cred).toBeUndefined();
        continue;
      }
      expect(cred?.spec).toEqual({
        instanceRef: { name: 'main' },
        credentialName: credOf[m.name],
        ...('refSecretKey' in m ? { apiKeySecretRef: { name: 'main-model-credentials', key: m.refSecretKey } } : {}),
        ...('credentials' in m ? m.credentials : {}),
      });
    }
  });

  test('a credential keeps its name when models come, go or are renamed', () => {
    const names = (models: Record<string, unknown>[]) => byKind(synth({ models }), 'ProxyCredential').map((c) => c.metadata.name);
    const one = names([{ name: 'a', model: 'openai/a', refSecretKey: 'openai' }]);
    expect(names([{ name: 'b', model: 'openai/b', refSecretKey: 'openai' }, { name: 'c', model: 'azure/c', refSecretKey: 'azure' }, { name: 'd', model: 'openai/d', refSecretKey: 'openai' }])).toEqual([...one, 'main-key-azure']);
  });

  test('Secret keys whose slugs meet get distinct credentials', () => {
    const creds = byKind(synth({ models: [{ name: 'a', model: 'x/a', refSecretKey: 'open_ai' }, { name: 'b', model: 'x/b', refSecretKey: 'open-ai' }] }), 'ProxyCredential');
    expect(new Set(creds.map((c) => c.metadata.name)).size).toBe(2);
    expect(creds.map((c) => c.spec.apiKeySecretRef.key)).toEqual(['open_ai', 'open-ai']);
  });

  test('a model without credentials gets no ProxyCredential and no credential name', () => {
    const local = byKind(synth(FULL), 'ProxyModel')[2];
    expect(local.spec.litellmParams).toEqual({ model: 'ollama/llama3' });
  });

  test('no provider is special-cased: the same fields map alike for any prefix', () => {
    const m = (model: string) => ({ models: [{ name: 'm', model, refSecretKey: 'k', credentials: { apiBase: 'https://x.example.com', apiVersion: 'v' } }] });
    const a = byKind(synth(m('azure/o3')), 'ProxyCredential')[0].spec;
    const b = byKind(synth(m('bedrock/claude')), 'ProxyCredential')[0].spec;
    expect(a).toEqual(b);
  });

  test('no Secret value is ever inlined', () => {
    const text = JSON.stringify(synth(FULL));
    expect(text).not.toMatch(/"(apiKey|api_key|clientSecret|password)"\s*:\s*"/);
  });

  test.each([
    ['idp-a', { provider: 'idp-a', tenantID: 't', clientSecretRef: { name: 's' } }, { provider: 'idp-a', tenantId: 't' }],
    ['idp-b', { provider: 'idp-b', clientSecretRef: { name: 's' }, ...ENDPOINTS }, { provider: 'idp-b' }],
    ['idp-c', { provider: 'idp-c', issuerURL: 'https://idp.example.com', clientSecretRef: { name: 's' }, ...ENDPOINTS }, { provider: 'idp-c', issuerUrl: 'https://idp.example.com' }],
    [
      'generic-oidc',
      { clientSecretRef: { name: 's' }, authorizationEndpoint: 'https://i/a', tokenEndpoint: 'https://i/t', userinfoEndpoint: 'https://i/u', scopes: ['openid'] },
      { provider: 'generic-oidc', authorizationEndpoint: 'https://i/a', tokenEndpoint: 'https://i/t', userinfoEndpoint: 'https://i/u', scopes: ['openid'] },
    ],
  ])('sso %s maps with client credentials from the Secret', (_p, sso, expected) => {
    const spec = instance({ sso });
    expect(spec.sso).toMatchObject({
      clientIdSecretRef: { name: 's', key: 'client-id' },
      clientSecretSecretRef: { name: 's', key: 'client-secret' },
      scopes: expect.any(Array),
      ...expected,
    });
  });

  test('default sso scopes are openid, profile, email', () => {
    expect(instance({ sso: { provider: 'idp-b', clientSecretRef: { name: 's' }, ...ENDPOINTS } }).sso.scopes).toEqual(['openid', 'profile', 'email']);
  });

  test('legacy enableIdpASSO emits idp-a reading Secret idp-a-sso-credentials', () => {
    expect(instance({ enableIdpASSO: true }).sso).toEqual({
      provider: 'idp-a',
      clientIdSecretRef: { name: 'idp-a-sso-credentials', key: 'client-id' },
      clientSecretSecretRef: { name: 'idp-a-sso-credentials', key: 'client-secret' },
      tenantIdSecretRef: { name: 'idp-a-sso-credentials', key: 'tenant-id' },
      scopes: ['openid', 'profile', 'email'],
    });
  });

  test('the SSO base URL is the public https origin with ingress, else in-cluster', () => {
    expect(instance(FULL).proxyBaseUrl).toBe('https://ai.example.com');
    expect(instance({ sso: FULL.sso }).proxyBaseUrl).toBe('http://main.team-a.svc.cluster.local:4000');
    expect(instance({}).proxyBaseUrl).toBeUndefined();
  });

  test('manual observability uses host and Secret keys publicKey/secretKey', () => {
    expect(instance(FULL).observability).toEqual({
      host: 'https://traces.example.com',
      publicKeySecretRef: { name: 'traces', key: 'publicKey' },
      secretKeySecretRef: { name: 'traces', key: 'secretKey' },
    });
  });

  test('an explicit traceExport (from observabilityRef) wins over spec.observability', () => {
    const chart = Testing.chart();
    new ProxyGatewayStack(chart, 'gw', { name: 'main', namespace: 'team-a', spec: parsed(FULL), traceExport: { host: 'https://o', secretName: 'obs' } });
    const spec = (Testing.synth(chart) as any[]).find((o) => o.kind === 'ProxyInstance').spec;
    expect(spec.observability.publicKeySecretRef).toEqual({ name: 'obs', key: 'publicKey' });
    expect(spec.observability.host).toBe('https://o');
  });

  test('database: external references connectionSecretRef; sqlCluster the provisioned Secret', () => {
    expect(instance({}).database).toEqual({ connectionSecretRef: { name: 'main-db', key: 'DATABASE_URL' } });
    expect(instance({ database: { mode: 'sqlCluster', sqlClusterRef: { name: 'pg' } } }).database).toEqual({
      connectionSecretRef: { name: 'main-database', key: 'DATABASE_URL' },
    });
  });

  test('master and salt keys are generated unless a Secret is referenced; the license is referenced', () => {
    const objects = synth({ instance: { masterKey: { secretRef: { name: 'keys', key: 'master' } }, licenseSecretRef: { name: 'lic', key: 'k' } } });
    const spec = byKind(objects, 'ProxyInstance')[0].spec;
    expect(spec.masterKey).toEqual({ secretRef: { name: 'keys', key: 'master' } });
    expect(spec.saltKey).toEqual({ secretRef: { name: 'main-keys', key: 'saltKey' } });
    expect((byKind(objects, 'Secret') as any[]).map((o) => [o.metadata.name, o.metadata.annotations?.['aigw.dev/generated-key']])).toEqual([['main-keys', 'saltKey']]);
    expect(spec.licenseSecretRef).toEqual({ name: 'lic', key: 'k' });
  });

  test('without generatedKeys, the master key Secret render lists is emitted (no value) and referenced: the proxy never runs keyless', () => {
    const objects = synth({});
    const secrets = byKind(objects, 'Secret') as any[];
    expect(secrets.map((o) => [o.metadata.name, o.metadata.annotations['aigw.dev/generated-key']])).toEqual([['main-keys', 'masterKey,saltKey']]);
    for (const s of secrets) expect(s.data ?? s.stringData).toBeUndefined();
    expect(byKind(objects, 'ProxyInstance')[0].spec.masterKey).toEqual({ secretRef: { name: 'main-keys', key: 'masterKey' } });
    // Given generatedKeys (what plan() passes), the stack emits no Secret of its own.
    const planned = synth({}, { generatedKeys: { masterKey: { name: 'm', key: 'k' } } });
    expect(byKind(planned, 'Secret')).toEqual([]);
    expect(byKind(planned, 'ProxyInstance')[0].spec.masterKey).toEqual({ secretRef: { name: 'm', key: 'k' } });
  });

  test('names collide-proof: two models with the same slug get distinct names, each from its own name', () => {
    const names = byKind(synth({ models: [{ name: 'GPT 4', model: 'a/b' }, { name: 'gpt-4', model: 'a/c' }] }), 'ProxyModel').map((o) => o.metadata.name);
    expect(new Set(names).size).toBe(2);
    expect(names.every((n) => /^main-gpt-4-[0-9a-f]{8}$/.test(n))).toBe(true);
    // A model whose slug no other model shares keeps its plain name.
    expect(byKind(synth({ models: [{ name: 'GPT 4', model: 'a/b' }, { name: 'o3', model: 'a/c' }] }), 'ProxyModel').map((o) => o.metadata.name)).toEqual(['main-gpt-4', 'main-o3']);
  });

  test('reordering models[] renames no credential or model: names follow each model, not its position', () => {
    const models = [
      { name: 'GPT 4', model: 'openai/gpt-4', refSecretKey: 'openai' },
      { name: 'gpt-4', model: 'azure/gpt-4', refSecretKey: 'azure', credentials: { apiBase: 'https://azure.example.com' } },
      { name: 'o3', model: 'openai/o3', refSecretKey: 'openai' },
    ];
    const byName = (objects: ReturnType<typeof synth>, kind: string) =>
      Object.fromEntries(byKind(objects, kind).map((o) => [o.metadata.name, o.spec]));
    const forward = synth({ models });
    const reversed = synth({ models: [...models].reverse() });
    expect(byName(reversed, 'ProxyCredential')).toEqual(byName(forward, 'ProxyCredential'));
    expect(byName(reversed, 'ProxyModel')).toEqual(byName(forward, 'ProxyModel'));
    // Each model still points at its own credential.
    for (const m of byKind(forward, 'ProxyModel')) {
      const cred = byKind(forward, 'ProxyCredential').find((c) => c.metadata.name === m.spec.litellmParams.litellmCredentialName)!;
      expect(cred.spec.apiKeySecretRef.key).toBe(m.spec.litellmParams.model.startsWith('azure/') ? 'azure' : 'openai');
    }
  });

  test('teams are named the same way: reordering them renames nothing', () => {
    const teams = [{ name: 'Research' }, { name: 'research' }, { name: 'Ops' }];
    const names = (t: typeof teams) => byKind(synth({ teams: t }), 'ProxyTeam').map((o) => `${o.metadata.name}=${o.spec.teamAlias}`).sort();
    expect(names([...teams].reverse())).toEqual(names(teams));
  });

  test('url is the public origin with ingress, else the in-cluster Service', () => {
    const chart = Testing.chart();
    const a = new ProxyGatewayStack(chart, 'a', { name: 'a', namespace: 'ns', spec: parsed(FULL) });
    const b = new ProxyGatewayStack(chart, 'b', { name: 'b', namespace: 'ns', spec: parsed({ ingress: { enabled: true, host: 'b.example.com' } }) });
    const c = new ProxyGatewayStack(chart, 'c', { name: 'c', namespace: 'ns', spec: parsed({}) });
    expect([a.url, b.url, c.url]).toEqual(['https://ai.example.com', 'http://b.example.com', 'http://c.ns.svc.cluster.local:4000']);
  });

  test('refuses an alt spec', () => {
    const chart = Testing.chart();
    expect(() => new ProxyGatewayStack(chart, 'x', { name: 'x', spec: parsed({ type: 'alt', alt: {} }) })).toThrow(
      "ProxyGatewayStack renders type proxy only, got 'alt' (gateway 'x')",
    );
  });

  test('fromResource builds from a raw object and reports every field error', () => {
    const chart = Testing.chart();
    ProxyGatewayStack.fromResource(chart, 'ok', gateway({ models: [{ name: 'a', model: 'openai/a' }] }));
    expect(Testing.synth(chart).map((o: any) => o.kind)).toEqual(['Secret', 'ProxyInstance', 'ProxyModel']);
    // The CRD schema first, as `aigw render` (strict) checks it; then the parser's own rules.
    expect(() => ProxyGatewayStack.fromResource(Testing.chart(), 'bad', gateway({ models: [{ name: 'a', model: 'openai/a', rpm: -1 }], guardrailRef: [] }))).toThrow(
      'invalid Gateway team-a/main: spec.guardrailRef: unknown field; spec.models[0].rpm: Invalid value number -1: must be >= 0',
    );
    expect(() => ProxyGatewayStack.fromResource(Testing.chart(), 'dup', gateway({ models: [{ name: 'a', model: 'openai/a' }, { name: 'a', model: 'openai/b' }] }))).toThrow(
      'invalid Gateway team-a/main: spec.models[1].name: duplicates model "a"',
    );
  });
});
