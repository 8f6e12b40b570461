import { READY, FEATURES_SUPPORTED } from '../../lib/plan/conditions';
import { plan } from '../../lib/plan/plan';
import { altGateway, condition, COLUMNSTORE, facts, gateway, one, ofKind, planAlt } from './support';

const ALT_KINDS = ['AltInstance', 'AltOrganization', 'AltBudget', 'AltTeam', 'AltProvider', 'AltModel', 'AltModelAccess'];

describe('alt Gateway: representative plans', () => {
  test('AllInOne on single storage', () => {
    const p = plan(gateway({ type: 'alt', alt: { storageMode: 'single' }, models: [{ name: 'gpt-4o', model: 'openai/gpt-4o', refSecretKey: 'openai' }] }), facts());
    expect(condition(p, READY)).toMatchObject({ status: 'True' });
    expect(p).toMatchSnapshot();
  });

  test('Split on split storage with a worker, kv and three API replicas', () => {
    const p = planAlt(
      {
        topology: 'Split',
        worker: { enabled: true, replicas: 2, jobWorkers: 4 },
        kv: { mode: 'ref', ref: { name: 'quota', namespace: 'data' } },
        columnstore: { mode: 'ref', ref: { name: 'analytics' } },
        columnstoreDatabase: 'gw_analytics',
        artifacts: { mode: 'pvc', pvc: { claimName: 'artifacts' } },
        authz: { apiUrl: 'http://authz.security.svc:8080' },
        autoscaling: { enabled: true, minReplicas: 2, maxReplicas: 5, targets: [{ resource: 'memory', averageUtilization: 70 }] },
        bootstrapAdmin: { secretRef: { name: 'first-admin' } },
        dataEncryptionKeySecretRef: { name: 'dek' },
        configYAML: 'ui:\n  title: Acme gateway\n',
      },
      {
        instance: { replicas: 3, image: { tag: '1.0.0-rc.10' }, licenseSecretRef: { name: 'alt-license' } },
        organization: { name: 'Acme', maxBudget: 1000, rpmLimit: 600, tpmLimit: 100000 },
        teams: [{ name: 'Research', maxBudgetMonthly: 200 }, { name: 'Support' }],
        models: [
          { name: 'gpt-4o', model: 'openai/gpt-4o', refSecretKey: 'openai', fallbacks: ['gpt-4o-mini'] },
          { name: 'gpt-4o-mini', model: 'openai/gpt-4o-mini', refSecretKey: 'openai', weight: 2 },
          { name: 'claude', model: 'anthropic/claude-sonnet', refSecretKey: 'anthropic' },
        ],
        modelAccess: undefined,
      },
    );
    expect(condition(p, READY)).toMatchObject({ status: 'True' });
    expect(p).toMatchSnapshot();
  });
});

describe('alt Gateway: what is emitted', () => {
  const full = () =>
    planAlt(
      { modelAccess: { openByDefault: false, grants: [{ models: ['gpt-4o'], teams: ['research'] }] } },
      {
        organization: { name: 'Acme', maxBudget: 10 },
        teams: [{ name: 'Research' }],
        models: [
          { name: 'gpt-4o', model: 'openai/gpt-4o', refSecretKey: 'openai' },
          { name: 'mini', model: 'openai/gpt-4o-mini', refSecretKey: 'openai' },
          { name: 'azure-4o', model: 'azure/gpt-4o', provider: 'azure-openai', providerName: 'azure-eu', modelId: 'prod-4o', refSecretKey: 'azure', credentials: { apiBase: 'https://eu.example.com', apiVersion: '2024-10-21' } },
        ],
      },
    );

  test('upstream kinds come in the spec order: AltInstance, AltOrganization, AltBudget, AltTeam, AltProvider, AltModel, AltModelAccess', () => {
    const kinds = full().objects.map((o) => o.kind).filter((k) => ALT_KINDS.includes(k));
    expect(kinds).toEqual(['AltInstance', 'AltOrganization', 'AltBudget', 'AltTeam', 'AltProvider', 'AltProvider', 'AltModel', 'AltModel', 'AltModel', 'AltModelAccess']);
  });

  test('the org caps are an org-scoped AltBudget on the AltOrganization', () => {
    const budget = one(full(), 'AltBudget');
    expect(budget.spec).toEqual({ instanceRef: { name: 'main' }, scope: 'org', organizationRef: { name: 'main-org' }, maxBudget: 10 });
  });

  test('models sharing a driver share one provider; providerName, provider and modelId default as the spec says', () => {
    const p = full();
    expect(ofKind(p, 'AltProvider').map((o: any) => o.spec)).toEqual([
      { instanceRef: { name: 'main' }, providerName: 'openai', driver: 'openai', apiKeySecretRef: { name: 'main-model-credentials', key: 'openai' } },
      {
        instanceRef: { name: 'main' },
        providerName: 'azure-eu',
        driver: 'azure-openai',
        apiBase: 'https://eu.example.com',
        apiVersion: '2024-10-21',
        apiKeySecretRef: { name: 'main-model-credentials', key: 'azure' },
      },
    ]);
    expect(ofKind(p, 'AltModel').map((o: any) => [o.spec.alias, o.spec.modelId, o.spec.providerRef.name])).toEqual([
      ['gpt-4o', 'gpt-4o', 'main-provider-openai'],
      ['mini', 'gpt-4o-mini', 'main-provider-openai'],
      ['azure-4o', 'prod-4o', 'main-provider-azure-eu'],
    ]);
  });

  test('a model id without a provider prefix runs on the openai driver, unchanged', () => {
    const p = planAlt({}, { models: [{ name: 'local', model: 'llama-3' }] });
    expect(one(p, 'AltProvider').spec).toMatchObject({ driver: 'openai', providerName: 'openai' });
    expect(one(p, 'AltModel').spec).toMatchObject({ alias: 'local', modelId: 'llama-3' });
  });

  test('fallbacks and weight reach the AltModel', () => {
    const p = planAlt({}, { models: [{ name: 'a', model: 'openai/a', fallbacks: ['b'], weight: 3 }] });
    expect(one(p, 'AltModel').spec).toMatchObject({ fallbacks: ['b'], weight: 3 });
  });

  test('reordering models renames no AltProvider (the credential) or AltModel, deployments sharing an alias included', () => {
    const models = [
      { name: 'chat-openai', modelName: 'chat', model: 'openai/gpt-4o', refSecretKey: 'openai', weight: 3 },
      { name: 'chat-azure', modelName: 'chat', model: 'azure/gpt-4o', providerName: 'Azure EU', refSecretKey: 'azure', weight: 1 },
      { name: 'mini', model: 'azure/gpt-4o-mini', providerName: 'azure-eu', refSecretKey: 'azure-2' },
    ];
    const byName = (kind: string, list: typeof models) => Object.fromEntries(ofKind(planAlt({}, { models: list }), kind).map((o: any) => [o.metadata.name, o.spec]));
    for (const kind of ['AltProvider', 'AltModel']) {
      const forward = byName(kind, models);
      expect(Object.keys(forward)).toHaveLength(3);
      expect(byName(kind, [...models].reverse())).toEqual(forward);
      expect(byName(kind, [models[1], models[2], models[0]])).toEqual(forward);
    }
    // Names that meet nothing stay plain.
    expect(Object.keys(byName('AltProvider', models))).toContain('main-provider-openai');
    expect(Object.keys(byName('AltModel', models))).toContain('main-model-mini');
  });

  test('models that share a provider but not its connection are refused, naming both', () => {
    const p = planAlt({}, { models: [{ name: 'a', model: 'openai/a', refSecretKey: 'k1' }, { name: 'b', model: 'openai/b', refSecretKey: 'k2' }] });
    expect(p.objects).toEqual([]);
    expect(condition(p, READY)).toMatchObject({ status: 'False', reason: 'InvalidTarget' });
    expect(condition(p, READY)!.message).toContain('spec.models[1]: shares provider "openai" with spec.models[0]');
  });

  test('model access is one AltModelAccess on the organization; grants pass through', () => {
    expect(one(full(), 'AltModelAccess').spec).toEqual({
      instanceRef: { name: 'main' },
      organizationRef: { name: 'main-org' },
      openByDefault: false,
      grants: [{ models: ['gpt-4o'], teams: ['research'] }],
    });
  });

  test('without multi-tenancy no organization, team or model access is emitted', () => {
    const p = planAlt({ modelAccess: { grants: [] } }, { organization: { name: 'Acme' }, teams: [{ name: 'T' }] }, facts({ entitlements: { tier: 'enterprise', features: [], gateways: 1 } }));
    expect(ofKind(p, 'AltOrganization')).toEqual([]);
    expect(ofKind(p, 'AltTeam')).toEqual([]);
    expect(ofKind(p, 'AltModelAccess')).toEqual([]);
    expect(condition(p, READY)).toMatchObject({ status: 'False', reason: 'MultiTenancyUnlicensed' });
    expect(condition(p, READY)!.message).toBe('spec.organization, spec.teams and spec.alt.modelAccess need licensed feature multi-tenancy');
  });

  test('topology Split with a dedicated worker; AllInOne carries jobWorkers in-process', () => {
    const split = one(planAlt({ topology: 'Split', worker: { enabled: true, jobWorkers: 8 } }), 'AltInstance').spec;
    expect(split.topology).toBe('Split');
    expect(split.worker).toEqual({ enabled: true, replicas: 1, jobWorkers: 8 });
    const aio = one(planAlt({ jobWorkers: 3 }), 'AltInstance').spec;
    expect(aio).toMatchObject({ topology: 'AllInOne', api: { replicas: 1, jobWorkers: 3 } });
    expect(aio.worker).toBeUndefined();
  });

  test('jobWorkers on Split is not applied and a Warning event says where it belongs', () => {
    const p = planAlt({ topology: 'Split', jobWorkers: 3 });
    expect(one(p, 'AltInstance').spec.api.jobWorkers).toBeUndefined();
    expect(p.events).toContainEqual(expect.objectContaining({ type: 'Warning', reason: 'JobWorkersIgnored' }));
  });

  test.each([
    [{}, { mode: 'emptyDir' }],
    [{ artifacts: { mode: 'none' } }, { mode: 'none' }],
    [{ artifacts: { pvc: { claimName: 'media' } } }, { mode: 'pvc', claimName: 'media' }],
  ])('artifacts %j -> %j (emptyDir by default)', (alt, expected) => {
    expect(one(planAlt(alt), 'AltInstance').spec.artifacts).toEqual(expected);
  });

  test('autoscaling reaches the instance with its targets', () => {
    const spec = one(planAlt({ kv: { mode: 'external', connectionSecretRef: { name: 'kv' } }, autoscaling: { enabled: true, minReplicas: 2, maxReplicas: 4 } }), 'AltInstance').spec;
    expect(spec.autoscaling).toEqual({ enabled: true, minReplicas: 2, maxReplicas: 4, targets: [{ resource: 'cpu', averageUtilization: 80 }] });
  });

  test('without an external authz the operator deploys its authorization service and the instance calls it', () => {
    const p = planAlt({ authz: { replicas: 2, storeId: 's1' } });
    const deployment = ofKind(p, 'Deployment').find((d) => d.metadata.name === 'main-authz') as any;
    expect(deployment.spec.replicas).toBe(2);
    expect(deployment.spec.template.spec.containers[0].env).toEqual([
      { name: 'AUTHZ_DATASTORE_URI', valueFrom: { secretKeyRef: { name: 'main-alt-storage', key: 'database-url' } } },
      { name: 'AUTHZ_STORE_ID', value: 's1' },
    ]);
    expect(one(p, 'AltInstance').spec.authz).toEqual({ apiUrl: 'http://main-authz.team-a.svc:8080' });
  });

  test.each([
    [{ apiUrl: 'https://authz.example.com' }, { apiUrl: 'https://authz.example.com' }],
    [{ apiUrlSecretRef: { name: 'authz', key: 'url' } }, { apiUrlSecretRef: { name: 'authz', key: 'url' } }],
  ])('an external authz %j is referenced and nothing is deployed', (authz, expected) => {
    const p = planAlt({ authz });
    expect(one(p, 'AltInstance').spec.authz).toEqual(expected);
    expect(ofKind(p, 'Deployment')).toEqual([]);
  });

  test('the operator-deployed authz image follows the registry mirror', () => {
    const f = facts();
    const p = planAlt({}, {}, { ...f, operator: { ...f.operator, registryMirrors: { 'registry.aigw.dev': 'mirror.local' } } });
    expect((one(p, 'Deployment') as any).spec.template.spec.containers[0].image).toBe('mirror.local/aigw/alt-authz:1.0.0');
  });

  test('configYAML is rendered into a ConfigMap the instance seeds from', () => {
    const p = planAlt({ configYAML: 'ui:\n  title: Acme\n' });
    const cm = ofKind(p, 'ConfigMap').find((c) => c.metadata.name === 'main-alt-config') as any;
    expect(cm.data).toEqual({ 'config.yaml': 'ui:\n  title: Acme\n' });
    expect(one(p, 'AltInstance').spec.configSeed).toEqual({ configMapRef: { name: 'main-alt-config', key: 'config.yaml' } });
  });

  test('configYAML holding a secret is refused: it is non-secret content only', () => {
    const p = planAlt({ configYAML: 'providers:\n  openai:\n    apiKey: sk-live-123\n' });
    expect(p.objects).toEqual([]);
    expect(condition(p, READY)!.message).toContain('spec.alt.configYAML: line 3 sets "apiKey"');
  });

  test('bootstrapAdmin and dataEncryptionKeySecretRef are references with default keys', () => {
    const spec = one(planAlt({ bootstrapAdmin: { secretRef: { name: 'admin' } }, dataEncryptionKeySecretRef: { name: 'dek' } }), 'AltInstance').spec;
    expect(spec.bootstrapAdmin).toEqual({ secretName: 'admin', emailKey: 'email', passwordKey: 'password' });
    expect(spec.secrets.dataEncryptionKey).toEqual({ name: 'dek', key: 'data-encryption-key' });
  });

  test('instance.licenseSecretRef reaches the instance as secrets.licenseKey (key default license)', () => {
    expect(one(planAlt({}, { instance: { licenseSecretRef: { name: 'alt-ee' } } }), 'AltInstance').spec.secrets).toEqual({
      licenseKey: { name: 'alt-ee', key: 'license' },
      // Generated by the operator (Plan.generatedSecrets) when the spec names none.
      masterKey: { name: 'main-keys', key: 'masterKey' },
      dataEncryptionKey: { name: 'main-keys', key: 'dataEncryptionKey' },
    });
  });

  test('status.url is the public origin once spec.ingress is enabled with a host, else the in-cluster address', () => {
    expect(planAlt().status.url).toBe('http://main.team-a.svc.cluster.local:8080');
    expect(planAlt({}, { ingress: { enabled: true, host: 'gw.example.com', tls: true } }).status.url).toBe('https://gw.example.com');
    expect(planAlt({}, { ingress: { enabled: true, host: 'gw.example.com' } }).status.url).toBe('http://gw.example.com');
    // A host nothing serves is never named: disabled, or enabled without a host.
    expect(planAlt({}, { ingress: { enabled: false, host: 'gw.example.com', tls: true } }).status.url).toBe('http://main.team-a.svc.cluster.local:8080');
    expect(planAlt({}, { ingress: { enabled: true } }).status.url).toBe('http://main.team-a.svc.cluster.local:8080');
  });

  test('an enabled spec.ingress emits an Ingress to the API Service on 8080, TLS from the Secret <gateway>-tls, and is supported', () => {
    const p = planAlt({}, { ingress: { enabled: true, host: 'gw.example.com', tls: true } });
    expect(p.status.unsupportedFeatures).toEqual([]);
    expect(condition(p, FEATURES_SUPPORTED)).toMatchObject({ status: 'True' });
    expect(p.events.filter((e) => e.reason === 'UnsupportedByBackend')).toEqual([]);
    const ingress = one(p, 'Ingress');
    expect(ingress).toMatchObject({ apiVersion: 'networking.k8s.io/v1', metadata: { name: 'main', namespace: 'team-a' } });
    expect(ingress.spec).toEqual({
      tls: [{ hosts: ['gw.example.com'], secretName: 'main-tls' }],
      rules: [{ host: 'gw.example.com', http: { paths: [{ path: '/', pathType: 'Prefix', backend: { service: { name: 'main', port: { number: 8080 } } } }] } }],
    });
    // Owned like every other object of the Gateway, so it is pruned when the field goes.
    expect(ingress.metadata.labels).toMatchObject({ 'app.kubernetes.io/managed-by': 'aigw' });
    expect(ofKind(planAlt({}, { ingress: { enabled: false, host: 'gw.example.com', tls: true } }), 'Ingress')).toEqual([]);
    expect(ofKind(planAlt(), 'Ingress')).toEqual([]);
  });

  test('without tls the Ingress has no TLS block; without a host it serves every host and tls is listed as unsupported', () => {
    expect(one(planAlt({}, { ingress: { enabled: true, host: 'gw.example.com' } }), 'Ingress').spec.tls).toBeUndefined();
    const hostless = planAlt({}, { ingress: { enabled: true, tls: true } });
    expect(one(hostless, 'Ingress').spec).toEqual({ rules: [{ http: { paths: [expect.objectContaining({ path: '/' })] } }] });
    expect(hostless.status.unsupportedFeatures).toEqual(['spec.ingress.tls']);
    expect(condition(hostless, FEATURES_SUPPORTED)!.message).toContain('spec.ingress.tls (TLS is served for a named host only');
  });

  test('SSO over an enabled TLS ingress: the callback is on the public host and nothing is reported unsupported', () => {
    const sso = {
      issuerURL: 'https://idp.example.com',
      clientSecretRef: { name: 'oidc' },
      authorizationEndpoint: 'https://idp.example.com/authorize',
      tokenEndpoint: 'https://idp.example.com/token',
      userinfoEndpoint: 'https://idp.example.com/userinfo',
    };
    const p = planAlt({}, { sso, ingress: { enabled: true, host: 'gw.example.com', tls: true } });
    expect(p.status.unsupportedFeatures).toEqual([]);
    expect(condition(p, FEATURES_SUPPORTED)).toMatchObject({ status: 'True' });
    expect(JSON.stringify(one(p, 'AltEnterpriseConfig').spec)).toContain('https://gw.example.com/alt/ui/v1/ee/sso/callback');
    expect(p.status.url).toBe('https://gw.example.com');
  });
});

describe('alt Gateway: storage', () => {
  test('split (the default) references the columnstore through the storage Secret, database default alt', () => {
    const p = planAlt();
    const spec = one(p, 'AltInstance').spec;
    expect(spec.storage).toEqual({
      mode: 'split',
      database: { urlSecretRef: { name: 'main-alt-storage', key: 'database-url' } },
      columnstore: { urlSecretRef: { name: 'main-alt-storage', key: 'columnstore-url' }, database: 'alt' },
    });
    const secret = ofKind(p, 'Secret').find((s) => s.metadata.name === 'main-alt-storage')!;
    expect(JSON.parse(secret.metadata.annotations!['alt.aigw.dev/storage-sources'])).toEqual({
      'columnstore-url': { name: 'analytics', key: 'url' },
      'database-url': { name: 'main-db', key: 'DATABASE_URL' },
    });
  });

  test('single carries no columnstore block at all, even when a columnstore is given', () => {
    const spec = one(planAlt({ storageMode: 'single', columnstore: COLUMNSTORE }), 'AltInstance').spec;
    expect(spec.storage).toEqual({ mode: 'single', database: { urlSecretRef: { name: 'main-alt-storage', key: 'database-url' } } });
  });

  test('a ColumnstoreCluster ref reads its connection Secret from the cluster status, else <name>-connection', () => {
    const withStatus = facts({
      platformObjects: [{ kind: 'ColumnstoreCluster', metadata: { name: 'cs', namespace: 'data' }, status: { connectionSecretRef: { name: 'cs-app', key: 'dsn' } } }],
    });
    const sources = (p: ReturnType<typeof planAlt>) => JSON.parse(ofKind(p, 'Secret')[0].metadata.annotations!['alt.aigw.dev/storage-sources']);
    expect(sources(planAlt({ columnstore: { mode: 'ref', ref: { name: 'cs', namespace: 'data' } } }, {}, withStatus))['columnstore-url']).toEqual({ namespace: 'data', name: 'cs-app', key: 'dsn' });
    expect(sources(planAlt({ columnstore: { mode: 'ref', ref: { name: 'cs' } } }))['columnstore-url']).toEqual({ namespace: 'team-a', name: 'cs-connection', key: 'url' });
  });

  test('no emitted object carries a credential-bearing URL or a secret value', () => {
    const p = planAlt(
      { kv: { mode: 'external', connectionSecretRef: { name: 'kv' } }, scim: { tokenSecretRef: { name: 'scim' } }, authz: { apiUrlSecretRef: { name: 'authz', key: 'url' } } },
      { instance: { replicas: 2, licenseSecretRef: { name: 'lic' } }, sso: { provider: 'idp-a', clientSecretRef: { name: 'oidc' } }, ingress: { enabled: true, host: 'gw.example.com', tls: true } },
    );
    const text = JSON.stringify(p.objects);
    expect(text).not.toMatch(/[a-z][a-z0-9+.-]*:\/\/[^/"\s@]+:[^/"\s@]+@/i);
    expect(p.objects.filter((o) => o.kind === 'Secret').every((s: any) => s.data === undefined)).toBe(true);
  });
});

describe('alt Gateway: rejected up front (Ready=False, InvalidTarget, nothing emitted)', () => {
  test.each([
    ['type alt without spec.alt', gateway({ type: 'alt' }), 'spec.alt: is required when spec.type is alt'],
    ['split storage without a columnstore', gateway({ type: 'alt', alt: {} }), 'spec.alt.columnstore: is required when spec.alt.storageMode is split'],
    ['a worker on AllInOne', altGateway({ worker: { enabled: true } }), 'spec.alt.worker.enabled: a dedicated worker requires spec.alt.topology Split, got AllInOne'],
    ['two API replicas without kv', altGateway({}, { instance: { replicas: 2 } }), 'spec.alt.kv: is required when the API serves more than one replica (spec.instance.replicas: 2)'],
    ['an autoscaler above one replica without kv', altGateway({ autoscaling: { enabled: true, maxReplicas: 3 } }), 'spec.alt.kv: is required when the API serves more than one replica (spec.alt.autoscaling.maxReplicas: 3)'],
    ['modelAccess without spec.organization', altGateway({ modelAccess: { grants: [] } }), 'spec.alt.modelAccess: requires spec.organization'],
  ])('%s', (_what, resource, message) => {
    const p = plan(resource, facts());
    expect(p.objects).toEqual([]);
    expect(condition(p, READY)).toMatchObject({ status: 'False', reason: 'InvalidTarget' });
    expect(condition(p, READY)!.message).toContain(message);
  });

  test('the same combinations are fine when their rule is met', () => {
    expect(condition(planAlt({ topology: 'Split', worker: { enabled: true } }), READY)!.status).toBe('True');
    expect(condition(planAlt({ kv: { mode: 'external', connectionSecretRef: { name: 'kv' } } }, { instance: { replicas: 2 } }), READY)!.status).toBe('True');
    expect(condition(planAlt({ modelAccess: { grants: [] } }, { organization: { name: 'Acme' } }), READY)!.status).toBe('True');
    expect(condition(plan(gateway({ type: 'alt', alt: { storageMode: 'single' } }), facts()), READY)!.status).toBe('True');
  });

  test('a worker that is not enabled does not need Split', () => {
    expect(condition(planAlt({ worker: { enabled: false } }), READY)!.status).toBe('True');
  });
});

describe('alt Gateway: fields an alt gateway cannot honour', () => {
  const p = () =>
    planAlt(
      {},
      {
        instance: {
          saltKey: { autoGenerate: true },
          storePromptsInLogs: false,
          healthCheck: { enabled: true },
          jwtAuth: { enabled: true, publicKeyURL: 'https://idp/jwks', userRolesJWTField: 'roles', enforceRBAC: true, teamIDsJWTField: 'groups' },
          rolePermissions: { viewer: { models: ['gpt-4o'] } },
        },
        organization: { name: 'Acme', budgetDuration: '30d' },
        models: [{ name: 'gpt-4o', model: 'openai/gpt-4o', rpm: 10, maxTokens: 100 }],
      },
    );

  test('each is listed in status.unsupportedFeatures by its field path (strings, as the CRD says)', () => {
    expect(p().status.unsupportedFeatures).toEqual([
      'spec.instance.saltKey',
      'spec.instance.storePromptsInLogs',
      'spec.instance.healthCheck',
      'spec.instance.jwtAuth.userRolesJWTField',
      'spec.instance.jwtAuth.enforceRBAC',
      'spec.instance.jwtAuth.teamIDsJWTField',
      'spec.instance.rolePermissions',
      'spec.models[0].rpm',
      'spec.models[0].maxTokens',
      'spec.organization.budgetDuration',
    ]);
  });

  test('the FeaturesSupported message gives the spec reason of each field', () => {
    const message = condition(p(), FEATURES_SUPPORTED)?.message ?? '';
    expect(message).toContain('spec.instance.saltKey (Use alt.dataEncryptionKeySecretRef)');
    expect(message).toContain('spec.instance.rolePermissions (Use alt.modelAccess)');
    expect(message).toContain('spec.models[0].rpm (The model object has no such caps');
  });

  test('FeaturesSupported=False/UnsupportedByBackend and exactly one Warning event name them', () => {
    const result = p();
    expect(condition(result, FEATURES_SUPPORTED)).toMatchObject({ status: 'False', reason: 'UnsupportedByBackend' });
    const warnings = result.events.filter((e) => e.reason === 'UnsupportedByBackend');
    expect(warnings).toHaveLength(1);
    expect(warnings[0].type).toBe('Warning');
    expect(warnings[0].message).toContain('spec.instance.saltKey');
  });

  test('the objects are still emitted (unsupported is not rejected)', () => {
    expect(ofKind(p(), 'AltInstance')).toHaveLength(1);
  });

  test('a Gateway using only alt-capable fields supports every feature and raises no such event', () => {
    const ok = planAlt({}, { instance: { jwtAuth: { enabled: true, publicKeyURL: 'https://idp/jwks', userIDJWTField: 'oid' } } });
    expect(ok.status.unsupportedFeatures).toEqual([]);
    expect(condition(ok, FEATURES_SUPPORTED)).toMatchObject({ status: 'True' });
    expect(ok.events.filter((e) => e.reason === 'UnsupportedByBackend')).toEqual([]);
  });
});
