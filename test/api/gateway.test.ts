import { defaultDatabaseName, parseGateway, type GatewaySpec } from '../../lib/api/gateway';
import { gateway } from '../plan/fixtures';

function spec(s: Record<string, unknown>): GatewaySpec {
  const r = parseGateway(gateway(s));
  if (!r.value) throw new Error(r.errors.toString());
  return r.value.spec;
}

function errors(s: Record<string, unknown>): string {
  return parseGateway(gateway(s)).errors.toString();
}

describe('Gateway defaults', () => {
  test('type defaults to proxy, one replica, ingress off, no teams, models or guardrails', () => {
    const s = spec({});
    expect(s.type).toBe('proxy');
    expect(s.instance.replicas).toBe(1);
    expect(s.ingress).toEqual({ enabled: false, tls: false });
    expect(s.teams).toEqual([]);
    expect(s.models).toEqual([]);
    expect(s.guardrailRefs).toEqual([]);
  });

  test('healthCheck.enabled defaults to false when the block is given', () => {
    expect(spec({ instance: { healthCheck: { intervalSeconds: 60 } } }).instance.healthCheck).toEqual({ enabled: false, intervalSeconds: 60 });
  });

  test('licenseSecretRef.key defaults to license; connectionSecretRef.key to DATABASE_URL', () => {
    const s = spec({ instance: { licenseSecretRef: { name: 'lic' } } });
    expect(s.instance.licenseSecretRef).toEqual({ name: 'lic', key: 'license' });
    expect(s.database).toEqual({ mode: 'external', connectionSecretRef: { name: 'main-db', key: 'DATABASE_URL' } });
  });

  test('a sqlCluster database defaults its namespace, database name (the provisioner\'s rule) and dropOnDelete false', () => {
    expect(spec({ database: { mode: 'sqlCluster', sqlClusterRef: { name: 'pg' } } }).database).toEqual({
      mode: 'sqlCluster',
      sqlClusterRef: { name: 'pg', namespace: 'team-a' },
      databaseName: 'team-a_main',
      dropOnDelete: false,
    });
  });

  test('the default database name is the one the provisioner uses: hyphens kept, too long names hashed', () => {
    const long = 'g'.repeat(60);
    const parsed = parseGateway(gateway({ database: { sqlClusterRef: { name: 'pg' } } }, long, 'team-a'));
    expect(parsed.value!.spec.database.databaseName).toBe(defaultDatabaseName({ namespace: 'team-a', name: long }));
    expect(parsed.value!.spec.database.databaseName).toMatch(/^team-a_g{47}_[0-9a-f]{8}$/);
    expect(defaultDatabaseName('team-a', long)).toBe(defaultDatabaseName({ namespace: 'team-a', name: long }));
  });

  test('dropOnDelete is read in mode sqlCluster and absent in mode external', () => {
    expect(spec({ database: { sqlClusterRef: { name: 'pg' }, dropOnDelete: true } }).database.dropOnDelete).toBe(true);
    expect(spec({}).database).not.toHaveProperty('dropOnDelete');
  });

  test('masterKey and saltKey default to generated (absent); autoGenerate false on saltKey alone is allowed', () => {
    expect(spec({}).instance.masterKey).toBeUndefined();
    expect(spec({ instance: { saltKey: { autoGenerate: false } } }).instance.saltKey).toEqual({ autoGenerate: false });
  });

  test('the database mode is inferred from the reference that is set', () => {
    expect(spec({ database: { sqlClusterRef: { name: 'pg', namespace: 'db' } } }).database.mode).toBe('sqlCluster');
  });

  test('a model alias and display name default to each other; alt fields default from model', () => {
    const [m] = spec({ models: [{ name: 'Chat', model: 'azure/gpt-4o' }] }).models;
    expect(m).toMatchObject({ name: 'Chat', modelName: 'Chat', model: 'azure/gpt-4o', provider: 'azure', providerName: 'azure', modelId: 'gpt-4o' });
    const [n] = spec({ models: [{ modelName: 'x', model: 'gpt-4o' }] }).models;
    expect(n).toMatchObject({ name: 'x', provider: 'openai', modelId: 'gpt-4o' });
  });

  test('organization name defaults to the Gateway name', () => {
    expect(spec({ organization: { maxBudget: 10 } }).organization).toEqual({ name: 'main', maxBudget: 10 });
  });

  test('sso defaults: provider generic-oidc, keys client-id/client-secret, scopes openid profile email', () => {
    const s = spec({
      sso: {
        clientSecretRef: { name: 'sso' },
        authorizationEndpoint: 'https://idp/auth',
        tokenEndpoint: 'https://idp/token',
        userinfoEndpoint: 'https://idp/userinfo',
      },
    });
    expect(s.sso).toMatchObject({
      provider: 'generic-oidc',
      clientSecretRef: { name: 'sso', clientIDKey: 'client-id', clientSecretKey: 'client-secret' },
      scopes: ['openid', 'profile', 'email'],
    });
    expect(s.ssoSource).toBe('sso');
  });

  test('clientIDKey and clientSecretKey override the Secret keys', () => {
    const s = spec({ sso: { provider: 'idp-b', clientSecretRef: { name: 'sso', clientIDKey: 'id' }, clientSecretKey: 'secret' } });
    expect(s.sso?.clientSecretRef).toEqual({ name: 'sso', clientIDKey: 'id', clientSecretKey: 'secret' });
  });

  test('legacy enableIdpASSO synthesizes idp-a reading Secret idp-a-sso-credentials when sso is unset', () => {
    const s = spec({ enableIdpASSO: true });
    expect(s.sso).toEqual({
      provider: 'idp-a',
      clientSecretRef: { name: 'idp-a-sso-credentials', clientIDKey: 'client-id', clientSecretKey: 'client-secret' },
      tenantIDSecretRef: { name: 'idp-a-sso-credentials', key: 'tenant-id' },
      scopes: ['openid', 'profile', 'email'],
    });
    expect(s.ssoSource).toBe('enableIdpASSO');
  });

  test('sso wins over enableIdpASSO', () => {
    const s = spec({ enableIdpASSO: true, sso: { provider: 'idp-c', clientSecretRef: { name: 'mine' } } });
    expect(s.sso?.provider).toBe('idp-c');
    expect(s.ssoSource).toBe('sso');
  });

  test('enableIdpASSO false synthesizes nothing', () => {
    expect(spec({ enableIdpASSO: false }).sso).toBeUndefined();
  });

  test('guardrailRefs default to the Gateway namespace', () => {
    expect(spec({ guardrailRefs: [{ name: 'pii' }, { name: 'x', namespace: 'shared' }] }).guardrailRefs).toEqual([
      { name: 'pii', namespace: 'team-a' },
      { name: 'x', namespace: 'shared' },
    ]);
  });
});

describe('Gateway errors name the field path', () => {
  test.each([
    [{ type: 'nginx' }, 'spec.type: must be one of proxy, alt, got "nginx"'],
    [{ database: undefined }, 'spec.database: is required'],
    [{ database: {} }, 'spec.database.mode: is required'],
    [{ database: { mode: 'sqlCluster' } }, 'spec.database.sqlClusterRef: is required'],
    [{ database: { mode: 'external' } }, 'spec.database.connectionSecretRef: is required'],
    [{ models: [{ name: 'a' }] }, 'spec.models[0].model: is required'],
    [{ models: [{ model: 'openai/x' }] }, 'spec.models[0].modelName: is required (or name)'],
    [{ models: [{ name: 'a', model: 'x' }, { name: 'a', model: 'y' }] }, 'spec.models[1].name: duplicates model "a"'],
    [{ models: [{ name: 'a', model: 'x', rpm: -1 }] }, 'spec.models[0].rpm: must be at least 0, got -1'],
    [{ models: [{ name: 'a', model: 'x', maxTokens: 1.5 }] }, 'spec.models[0].maxTokens: must be a whole number, got 1.5'],
    [
      { models: [{ name: 'a', model: 'x', credentials: { apiBase: 'https://a.example.com/openai?api-version=1' } }] },
      'spec.models[0].credentials.apiBase: must be the bare endpoint',
    ],
    [{ teams: [{ name: 't' }, { name: 't' }] }, 'spec.teams[1].name: duplicates team "t"'],
    [{ teams: [{}] }, 'spec.teams[0].name: is required'],
    [{ organization: { budgetDuration: 'monthly' } }, 'spec.organization.budgetDuration: must be a duration such as 30d, 12h or 1mo, got "monthly"'],
    [{ instance: { replicas: -1 } }, 'spec.instance.replicas: must be at least 0, got -1'],
    [{ instance: { healthCheck: { enabled: 'yes' } } }, 'spec.instance.healthCheck.enabled: must be true or false'],
    [{ instance: { jwtAuth: { enabled: true } } }, 'spec.instance.jwtAuth.publicKeyURL: is required'],
    [{ instance: { masterKey: { autoGenerate: true, secretRef: { name: 'a', key: 'b' } } } }, 'spec.instance.masterKey.secretRef: must not be set when autoGenerate is true'],
    [{ instance: { rolePermissions: { admin: { models: 'all' } } } }, 'spec.instance.rolePermissions.admin.models: must be a list'],
    [{ sso: { provider: 'generic-oidc', clientSecretRef: { name: 's' } } }, 'spec.sso.authorizationEndpoint: is required'],
    [{ sso: { provider: 'idp-z', clientSecretRef: { name: 's' } } }, 'spec.sso.provider: must be one of generic-oidc, idp-a, idp-b, idp-c, got "idp-z"'],
    [{ sso: { provider: 'idp-a' } }, 'spec.sso.clientSecretRef: is required'],
    [{ guardrailRefs: [{ name: 'a' }, { name: 'a' }] }, 'spec.guardrailRefs[1].name: duplicates guardrail team-a/a'],
    [{ observability: { host: 'https://t' } }, 'spec.observability.callbackSecretRef: is required'],
    [{ instance: { masterKey: { autoGenerate: false } } }, 'spec.instance.masterKey.secretRef: is required when autoGenerate is false'],
    [{ database: { mode: 'external', connectionSecretRef: { name: 'db' }, dropOnDelete: true } }, 'spec.database.dropOnDelete: applies to mode sqlCluster only'],
    [{ database: { sqlClusterRef: { name: 'pg' }, dropOnDelete: 'yes' } }, 'spec.database.dropOnDelete: must be true or false'],
    [{ ingress: { enabled: true, host: 'https://bad/' } }, 'spec.ingress.host: must be a host name'],
  ])('%j -> %s', (s, message) => {
    expect(errors(s as Record<string, unknown>)).toContain(message);
  });

  test('every error is reported in one pass', () => {
    const msg = errors({ type: 'x', models: [{}], teams: [{}] });
    expect(msg).toContain('spec.type');
    expect(msg).toContain('spec.models[0].model');
    expect(msg).toContain('spec.teams[0].name');
  });
});
