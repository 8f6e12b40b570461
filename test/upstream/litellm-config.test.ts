/** The LiteLLM config.yaml built from what `aigw render` emits for the proxy Gateway `main` in examples/. */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { LITELLM_VERSION } from '../../lib/meta/images';
import { CALLBACK_PACKAGES } from '../../scripts/images/python-inputs';
import { litellmConfig, type ProxyInputs, type ProxyObject } from '../../upstream/proxy/litellm-config';
import { demoLicense, root, runRender } from '../render/support';

interface Emitted extends ProxyObject<any> {
  readonly apiVersion: string;
  readonly kind: string;
}

let emitted: Emitted[];
/** `status.guardrailNames` of each Guardrail render planned, keyed by name. */
let statusNames: Map<string, string[]>;
/** Decoded values of the Secrets render emitted (generated keys), long enough to be meaningful. */
let secretValues: string[];

beforeAll(async () => {
  const run = await runRender(['-f', path.join(root, 'examples'), ...demoLicense, '-o', 'json']);
  expect(run.code).toBe(0);
  const objects = JSON.parse(run.stdout).objects as (Emitted & { data?: Record<string, string>; stringData?: Record<string, string> })[];
  emitted = objects.filter((o) => o.apiVersion.startsWith('proxy.aigw.dev/'));
  const statuses = JSON.parse(run.stdout).statuses as { kind: string; name: string; status: { guardrailNames?: string[] } }[];
  statusNames = new Map(statuses.filter((s) => s.kind === 'Guardrail').map((s) => [s.name, s.status.guardrailNames ?? []]));
  secretValues = objects
    .filter((o) => o.kind === 'Secret')
    .flatMap((o) => [...Object.values(o.data ?? {}).map((v) => Buffer.from(v, 'base64').toString()), ...Object.values(o.stringData ?? {})])
    .filter((v) => v.length >= 8);
});

/** The Proxy* objects that point at ProxyInstance `name` in namespace `ai`. */
function inputsFor(name: string): ProxyInputs {
  const ofKind = (kind: string) =>
    emitted.filter((o) => o.kind === kind && o.metadata.namespace === 'ai' && o.spec.instanceRef?.name === name);
  const instance = emitted.find((o) => o.kind === 'ProxyInstance' && o.metadata.name === name);
  if (!instance) throw new Error(`no ProxyInstance ${name} rendered`);
  return {
    instance,
    credentials: ofKind('ProxyCredential'),
    models: ofKind('ProxyModel'),
    guardrails: ofKind('ProxyGuardrail'),
    organizations: ofKind('ProxyOrganization'),
    teams: ofKind('ProxyTeam'),
  };
}

describe('litellmConfig for the examples/ proxy Gateway main', () => {
  it('lists every ProxyModel with its credential key as an env reference and api_base/api_version passed through', () => {
    const { config, secretEnv } = litellmConfig(inputsFor('main'));
    expect(config.model_list).toEqual([
      {
        model_name: 'chat',
        litellm_params: { model: 'openai/gpt-4o-mini', api_key: 'os.environ/CREDENTIAL_MAIN_KEY_OPENAI_API_KEY_45ECC984_API_KEY', api_base: 'http://model-standin.ai.svc.cluster.local:8000/v1', rpm: 300, tpm: 200000, timeout: 60 },
        model_info: { display_name: 'chat' },
      },
      {
        model_name: 'reasoning',
        litellm_params: {
          model: 'azure/o3-mini',
          api_key: 'os.environ/CREDENTIAL_MAIN_KEY_AZURE_API_KEY_46558A63_API_KEY',
          api_base: 'https://acme-eu.openai.azure.com',
          api_version: '2025-01-01-preview',
          max_tokens: 8192,
        },
        model_info: { display_name: 'reasoning' },
      },
    ]);
    expect(secretEnv).toEqual(
      expect.arrayContaining([
        { name: 'CREDENTIAL_MAIN_KEY_OPENAI_API_KEY_45ECC984_API_KEY', secretKeyRef: { name: 'main-model-credentials', key: 'openai-api-key' } },
        { name: 'CREDENTIAL_MAIN_KEY_AZURE_API_KEY_46558A63_API_KEY', secretKeyRef: { name: 'main-model-credentials', key: 'azure-api-key' } },
      ]),
    );
  });

  it('merges the ProxyGuardrails of each Guardrail into one generic_guardrail_api entry named as its status says', () => {
    const inputs = inputsFor('main');
    // One ProxyGuardrail per mode, two modes each.
    expect(inputs.guardrails.map((g) => [g.metadata.name, g.spec.guardrailName, g.spec.mode]).sort()).toEqual([
      ['main-moderation-post-call', 'moderation', 'post_call'],
      ['main-moderation-pre-call', 'moderation', 'pre_call'],
      ['main-pii-post-call', 'pseudonymizer', 'post_call'],
      ['main-pii-pre-call', 'pseudonymizer', 'pre_call'],
    ]);
    const { config, guardrailCollisions } = litellmConfig(inputs);
    const guardrails = config.guardrails as { guardrail_name: string; litellm_params: Record<string, unknown> }[];
    expect(guardrails.map((g) => g.guardrail_name)).toEqual(['moderation', 'pseudonymizer']);
    expect(guardrailCollisions).toEqual([]);
    // The names LiteLLM runs are exactly those the Guardrails' status tells clients to opt into.
    expect(statusNames.get('moderation')).toEqual(['moderation']);
    expect(statusNames.get('pii')).toEqual(['pseudonymizer']);
    expect(guardrails.find((g) => g.guardrail_name === 'pseudonymizer')!.litellm_params).toEqual({
      guardrail: 'generic_guardrail_api',
      mode: ['pre_call', 'post_call'],
      api_base: 'http://pii-gate.ai.svc.cluster.local:8080',
      default_on: true,
      unreachable_fallback: 'fail_closed',
      streaming_transform_mode: 'incremental_diff',
      additional_provider_specific_params: { allow_list: ['Acme'], entities: ['person', 'organization'] },
    });
    expect(guardrails.find((g) => g.guardrail_name === 'moderation')!.litellm_params).toMatchObject({
      mode: ['pre_call', 'post_call'],
      default_on: false,
      unreachable_fallback: 'fail_open',
    });
  });

  it('has guardrails with a post_call mode rewrite streams (incremental_diff), so a streamed answer gets the names back', () => {
    const guardrails = litellmConfig(inputsFor('main')).config.guardrails as Array<{ guardrail_name: string; litellm_params: Record<string, unknown> }>;
    const mode = (name: string) => guardrails.find((g) => g.guardrail_name === name)!.litellm_params.streaming_transform_mode;
    expect(mode('pseudonymizer')).toBe('incremental_diff');
    expect(mode('moderation')).toBe('incremental_diff');
    // Without post_call there is no stream to rewrite.
    const inputs = inputsFor('main');
    const preOnly = litellmConfig({ ...inputs, guardrails: inputs.guardrails.filter((g) => g.spec.mode === 'pre_call') });
    expect((preOnly.config.guardrails as Array<{ litellm_params: Record<string, unknown> }>).map((g) => [g.litellm_params.mode, g.litellm_params.streaming_transform_mode])).toEqual([
      ['pre_call', undefined],
      ['pre_call', undefined],
    ]);
  });

  it('writes general_settings from the instance: keys by env, health checks, JWT auth and role permissions', () => {
    const { config, plainEnv } = litellmConfig(inputsFor('main'));
    expect(config.general_settings).toEqual({
      master_key: 'os.environ/LITELLM_MASTER_KEY',
      database_url: 'os.environ/DATABASE_URL',
      background_health_checks: true,
      health_check_interval: 600,
      enable_jwt_auth: true,
      litellm_jwtauth: {
        user_id_jwt_field: 'oid',
        user_roles_jwt_field: 'roles',
        user_allowed_roles: ['ai-users', 'ai-admins'],
        enforce_rbac: true,
        roles_jwt_field: 'roles',
        role_mappings: [
          { role: 'ai-users', internal_role: 'internal_user' },
          { role: 'ai-admins', internal_role: 'internal_user' },
        ],
      },
      // Both IdP roles share LiteLLM's internal_user: it gets what both allow.
      role_permissions: [{ role: 'internal_user', models: ['chat'], routes: ['/chat/completions'] }],
    });
    expect(config.litellm_settings).toEqual({ success_callback: ['langfuse'] });
    expect(plainEnv).toEqual(
      expect.arrayContaining([
        { name: 'JWT_PUBLIC_KEY_URL', value: 'https://login.example.com/tenant-1/discovery/v2.0/keys' },
        { name: 'JWT_ISSUER', value: 'https://login.example.com/tenant-1/v2.0' },
        { name: 'JWT_AUDIENCE', value: 'api://ai-gateway' },
        { name: 'LANGFUSE_HOST', value: 'https://traces.example.com' },
      ]),
    );
  });

  it('every callback it writes is installed in the project\'s LiteLLM image at a pinned version', () => {
    const { config } = litellmConfig(inputsFor('main'));
    const callbacks = (config.litellm_settings as { success_callback?: string[] } | undefined)?.success_callback ?? [];
    expect(callbacks.length).toBeGreaterThan(0);
    const constraints = readFileSync(path.join(root, 'test', 'e2e', `litellm-${LITELLM_VERSION}-constraints.txt`), 'utf8');
    for (const callback of callbacks) {
      const pkg = CALLBACK_PACKAGES[callback];
      expect(pkg).toBeDefined();
      expect(constraints).toMatch(new RegExp(`^${pkg}==\\S+$`, 'm'));
    }
  });

  it('never inlines a secret: every os.environ reference has a Secret-backed env var and no Secret value appears', () => {
    const { config, secretEnv } = litellmConfig(inputsFor('main'));
    const yaml = JSON.stringify(config);
    const refs = [...yaml.matchAll(/os\.environ\/([A-Z0-9_]+)/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(0);
    for (const r of refs) expect(secretEnv.map((e) => e.name)).toContain(r);
    expect(new Set(secretEnv.map((e) => e.name)).size).toBe(secretEnv.length);
    expect(secretEnv.map((e) => e.name)).toEqual(
      expect.arrayContaining(['LITELLM_MASTER_KEY', 'LITELLM_SALT_KEY', 'DATABASE_URL', 'LITELLM_LICENSE', 'LANGFUSE_PUBLIC_KEY', 'LANGFUSE_SECRET_KEY']),
    );
    // The rendered Secrets' values (generated keys, model keys) must not reach the config.
    expect(secretValues.length).toBeGreaterThan(0);
    for (const v of secretValues) expect(yaml).not.toContain(v);
  });

  it('lists what config.yaml cannot carry instead of dropping it', () => {
    const { unsupported } = litellmConfig(inputsFor('main'));
    expect(unsupported).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^ProxyInstance\/main\.spec\.image: /),
        expect.stringMatching(/^ProxyInstance\/main\.spec\.replicas: /),
        'ProxyInstance/main.spec.generalSettings.rolePermissions[1]: role ai-admins shares LiteLLM role internal_user with 1 other role(s) and LiteLLM keeps one permission set per role: models reasoning not granted; routes limited to /chat/completions',
      ]),
    );
    // Mapped now: the SSO env, the Ingress (an object of its own) and the ai-users role lose nothing.
    expect(unsupported.filter((u) => /spec\.(sso|ingress)|rolePermissions\[0\]/.test(u))).toEqual([]);
  });

  it('names organizations and teams as set through the management API, not config.yaml', () => {
    const owned = (name: string, spec: Record<string, unknown>) => ({ metadata: { name, namespace: 'ai' }, spec: { instanceRef: { name: 'main' }, ...spec } });
    const { config, unsupported } = litellmConfig({
      ...inputsFor('main'),
      organizations: [owned('main-org-acme', { organizationAlias: 'acme', maxBudget: 1000 })],
      teams: [owned('main-research', { teamAlias: 'research', maxBudget: 200 })],
    });
    expect(unsupported).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^ProxyOrganization\/main-org-acme: .*management API/),
        expect.stringMatching(/^ProxyTeam\/main-research: .*management API/),
      ]),
    );
    expect(JSON.stringify(config)).not.toMatch(/research|org-acme/);
  });

  it('passes role_permissions through for the roles LiteLLM knows', () => {
    const inputs = inputsFor('main');
    const spec = inputs.instance.spec;
    const instance = {
      ...inputs.instance,
      spec: { ...spec, generalSettings: { ...spec.generalSettings, rolePermissions: [{ role: 'internal_user', models: ['chat'] }] } },
    };
    const { config, unsupported } = litellmConfig({ ...inputs, instance });
    expect((config.general_settings as Record<string, unknown>).role_permissions).toEqual([{ role: 'internal_user', models: ['chat'] }]);
    expect(unsupported.filter((u) => u.includes('rolePermissions'))).toEqual([]);
  });

  it('reports a ProxyGuardrail claiming a Guardrail\'s name with other settings and leaves it out', () => {
    const inputs = inputsFor('main');
    const pre = inputs.guardrails.find((g) => g.metadata.name === 'main-pii-pre-call')!;
    const other = { ...pre, metadata: { ...pre.metadata, name: 'main-zz-pii-during-call' }, spec: { ...pre.spec, mode: 'during_call', apiBase: 'http://other:8080' } };
    const { config, guardrailCollisions, unsupported } = litellmConfig({ ...inputs, guardrails: [...inputs.guardrails, other as typeof pre] });
    expect(guardrailCollisions).toEqual([{ name: 'pseudonymizer', objects: ['main-pii-post-call', 'main-zz-pii-during-call'] }]);
    const named = (config.guardrails as { guardrail_name: string; litellm_params: { api_base: string; mode: unknown } }[]).filter(
      (g) => g.guardrail_name === 'pseudonymizer',
    );
    // Its mode is not added to the entry it does not belong to.
    expect(named.map((g) => [g.litellm_params.api_base, g.litellm_params.mode])).toEqual([['http://pii-gate.ai.svc.cluster.local:8080', ['pre_call', 'post_call']]]);
    expect(unsupported).toContain(
      'ProxyGuardrail/main-zz-pii-during-call: guardrail name pseudonymizer already used by ProxyGuardrail/main-pii-post-call with other settings (only the mode may differ between ProxyGuardrails sharing a name)',
    );
  });

  it('models sharing a ProxyCredential each get its API key from one env var, filled once', () => {
    const inputs = inputsFor('main');
    const chat = inputs.models.find((m) => m.metadata.name === 'main-chat')!;
    const twin = { ...chat, metadata: { ...chat.metadata, name: 'main-chat-2' }, spec: { ...chat.spec, modelName: 'chat-2' } };
    const { config, secretEnv } = litellmConfig({ ...inputs, models: [...inputs.models, twin] });
    const keys = (config.model_list as { model_name: string; litellm_params: { api_key?: string } }[]).map((m) => [m.model_name, m.litellm_params.api_key]);
    expect(keys).toEqual([
      ['chat', 'os.environ/CREDENTIAL_MAIN_KEY_OPENAI_API_KEY_45ECC984_API_KEY'],
      ['chat-2', 'os.environ/CREDENTIAL_MAIN_KEY_OPENAI_API_KEY_45ECC984_API_KEY'],
      ['reasoning', 'os.environ/CREDENTIAL_MAIN_KEY_AZURE_API_KEY_46558A63_API_KEY'],
    ]);
    expect(secretEnv.filter((e) => e.name === 'CREDENTIAL_MAIN_KEY_OPENAI_API_KEY_45ECC984_API_KEY')).toEqual([
      { name: 'CREDENTIAL_MAIN_KEY_OPENAI_API_KEY_45ECC984_API_KEY', secretKeyRef: { name: 'main-model-credentials', key: 'openai-api-key' } },
    ]);
  });

  it('reports a model whose credential does not exist', () => {
    const inputs = inputsFor('main');
    const { unsupported } = litellmConfig({ ...inputs, credentials: [] });
    expect(unsupported).toContain('ProxyModel/main-chat.spec.litellmParams.litellmCredentialName: no ProxyCredential named main-key-openai-api-key-45ecc984');
  });

  it('takes guardrail_name from the ProxyGuardrails as lib named them: the Guardrail\'s guardrailName for every mode', () => {
    const inputs = inputsFor('main');
    for (const g of inputs.guardrails) {
      expect(g.spec.guardrailName).toBe(g.metadata.name.startsWith('main-pii-') ? 'pseudonymizer' : 'moderation');
    }
  });
});

describe('litellmConfig SSO env (names from LiteLLM 1.95.1 ui_sso.py)', () => {
  const base = () => inputsFor('main');
  const withSso = (sso: any) => {
    const inputs = base();
    return litellmConfig({ ...inputs, instance: { ...inputs.instance, spec: { ...inputs.instance.spec, sso } } });
  };
  const ids = { clientIdSecretRef: { name: 'main-sso', key: 'client-id' }, clientSecretSecretRef: { name: 'main-sso', key: 'client-secret' } };

  it('maps the examples/ idp-a SSO to MICROSOFT_* env: id and secret from the Secret, the tenant plain', () => {
    const { secretEnv, plainEnv, unsupported } = litellmConfig(inputsFor('main'));
    expect(secretEnv).toEqual(
      expect.arrayContaining([
        { name: 'MICROSOFT_CLIENT_ID', secretKeyRef: { name: 'main-sso', key: 'client-id' } },
        { name: 'MICROSOFT_CLIENT_SECRET', secretKeyRef: { name: 'main-sso', key: 'client-secret' } },
      ]),
    );
    expect(plainEnv).toContainEqual({ name: 'MICROSOFT_TENANT', value: '00000000-0000-0000-0000-000000000001' });
    expect(plainEnv.map((e) => e.name)).toContain('PROXY_BASE_URL');
    expect(unsupported.filter((u) => u.includes('.spec.sso'))).toEqual([]);
  });

  it('reads MICROSOFT_TENANT from the Secret key tenantIdSecretRef names when no plain tenantId is set', () => {
    const tenantIdSecretRef = { name: 'idp-a-sso-credentials', key: 'tenant-id' };
    const { secretEnv, plainEnv, unsupported } = withSso({ provider: 'idp-a', ...ids, tenantIdSecretRef });
    expect(secretEnv).toContainEqual({ name: 'MICROSOFT_TENANT', secretKeyRef: tenantIdSecretRef });
    expect(plainEnv.map((e) => e.name)).not.toContain('MICROSOFT_TENANT');
    expect(unsupported.filter((u) => u.includes('.spec.sso'))).toEqual([]);
    // A plain tenant wins over the reference; with neither, the login cannot work and says so.
    const plain = withSso({ provider: 'idp-a', ...ids, tenantId: 't-1', tenantIdSecretRef });
    expect(plain.plainEnv).toContainEqual({ name: 'MICROSOFT_TENANT', value: 't-1' });
    expect(plain.secretEnv.map((e) => e.name)).not.toContain('MICROSOFT_TENANT');
    expect(withSso({ provider: 'idp-a', ...ids }).unsupported).toContainEqual(expect.stringContaining('spec.sso.tenantId: not set'));
  });

  it('maps generic-oidc to GENERIC_* env with the endpoints plain and non-default scopes space-joined', () => {
    const { secretEnv, plainEnv, unsupported } = withSso({
      provider: 'generic-oidc',
      ...ids,
      authorizationEndpoint: 'https://idp.example.com/authorize',
      tokenEndpoint: 'https://idp.example.com/token',
      userinfoEndpoint: 'https://idp.example.com/userinfo',
      scopes: ['openid', 'email', 'groups'],
    });
    expect(secretEnv).toEqual(
      expect.arrayContaining([
        { name: 'GENERIC_CLIENT_ID', secretKeyRef: { name: 'main-sso', key: 'client-id' } },
        { name: 'GENERIC_CLIENT_SECRET', secretKeyRef: { name: 'main-sso', key: 'client-secret' } },
      ]),
    );
    expect(secretEnv.map((e) => e.name)).not.toContain('MICROSOFT_CLIENT_ID');
    expect(plainEnv).toEqual(
      expect.arrayContaining([
        { name: 'GENERIC_AUTHORIZATION_ENDPOINT', value: 'https://idp.example.com/authorize' },
        { name: 'GENERIC_TOKEN_ENDPOINT', value: 'https://idp.example.com/token' },
        { name: 'GENERIC_USERINFO_ENDPOINT', value: 'https://idp.example.com/userinfo' },
        { name: 'GENERIC_SCOPE', value: 'openid email groups' },
      ]),
    );
    expect(unsupported.filter((u) => u.includes('.spec.sso'))).toEqual([]);
  });

  it('reports what LiteLLM cannot use: missing generic endpoints, issuerUrl, providerName', () => {
    const { plainEnv, unsupported } = withSso({ provider: 'idp-b', ...ids, issuerUrl: 'https://idp.example.com', providerName: 'Corp login', scopes: ['openid', 'profile', 'email'] });
    expect(plainEnv.map((e) => e.name)).not.toContain('GENERIC_SCOPE');
    expect(unsupported.filter((u) => u.includes('.spec.sso'))).toEqual([
      "ProxyInstance/main.spec.sso.authorizationEndpoint, tokenEndpoint, userinfoEndpoint: not set; LiteLLM's generic OIDC login needs all three endpoints and performs no discovery",
      "ProxyInstance/main.spec.sso.issuerUrl: LiteLLM's generic OIDC login performs no discovery; the explicit endpoints are used",
      "ProxyInstance/main.spec.sso.providerName: LiteLLM's login page has no setting for the button label",
    ]);
  });
});

describe('litellmConfig role permissions for IdP roles', () => {
  const withRoles = (rolePermissions: any[], litellmJwtauth?: Record<string, unknown>) => {
    const inputs = inputsFor('main');
    const gs: any = inputs.instance.spec.generalSettings;
    const spec = { ...inputs.instance.spec, generalSettings: { ...gs, rolePermissions, litellmJwtauth: litellmJwtauth ?? gs.litellmJwtauth } };
    return litellmConfig({ ...inputs, instance: { ...inputs.instance, spec } });
  };

  it('maps one IdP role to internal_user with its permissions unchanged', () => {
    const { config, unsupported } = withRoles([{ role: 'ai-users', models: ['chat'] }]);
    const general = config.general_settings as any;
    expect(general.role_permissions).toEqual([{ role: 'internal_user', models: ['chat'] }]);
    expect(general.litellm_jwtauth.role_mappings).toEqual([{ role: 'ai-users', internal_role: 'internal_user' }]);
    expect(general.litellm_jwtauth.roles_jwt_field).toBe('roles');
    expect(unsupported.filter((u) => u.includes('rolePermissions'))).toEqual([]);
  });

  it('keeps LiteLLM roles as they are and reports LiteLLM roles role_permissions refuses', () => {
    const { config, unsupported } = withRoles([
      { role: 'proxy_admin', routes: ['/key/generate'] },
      { role: 'org_admin', models: ['chat'] },
    ]);
    const general = config.general_settings as any;
    expect(general.role_permissions).toEqual([{ role: 'proxy_admin', routes: ['/key/generate'] }]);
    expect(general.litellm_jwtauth.role_mappings).toBeUndefined();
    expect(unsupported).toContain(
      'ProxyInstance/main.spec.generalSettings.rolePermissions[1]: role org_admin is a LiteLLM role but not one role_permissions accepts (proxy_admin, team, internal_user)',
    );
  });

  it('maps no IdP role without a roles claim and says so', () => {
    const { config, unsupported } = withRoles([{ role: 'ai-users', models: ['chat'] }], { userIdJwtField: 'oid' });
    const general = config.general_settings as any;
    expect(general.role_permissions).toBeUndefined();
    expect(general.litellm_jwtauth.role_mappings).toBeUndefined();
    expect(unsupported).toContainEqual(expect.stringMatching(/rolePermissions\[0\]: role ai-users is not a LiteLLM role .* no roles claim/));
  });
});
