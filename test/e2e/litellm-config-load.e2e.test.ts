/**
 * The config.yaml built for the examples/ proxy Gateway `main` is accepted by the real LiteLLM: loaded
 * through LiteLLM's own ProxyConfig.load_config (the code `litellm --config` runs at start) from the
 * pinned, cached virtualenv, it yields both models and one generic guardrail API callback per
 * Guardrail, under its guardrailName, hooked into each of its modes; the IdP roles become LiteLLM roles through role_mappings
 * and LiteLLM's own SSO readiness check finds the SSO env complete.
 */
import { execFile } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { stringify } from 'yaml';
import { ProxyInstanceSpecSsoProvider } from '../../imports/proxy.aigw.dev';
import { litellmConfig, type ProxyInputs } from '../../upstream/proxy/litellm-config';
import { demoLicense, root, runRender } from '../render/support';
import { ensureLiteLLM } from './support/litellm';

const LOADER = path.join(__dirname, 'support', 'load-litellm-config.py');

async function examplesMain(): Promise<ProxyInputs> {
  const run = await runRender(['-f', path.join(root, 'examples'), ...demoLicense, '-o', 'json']);
  expect(run.code).toBe(0);
  const objects = (JSON.parse(run.stdout).objects as any[]).filter((o) => String(o.apiVersion).startsWith('proxy.aigw.dev/'));
  const pointing = (kind: string) => objects.filter((o) => o.kind === kind && o.spec.instanceRef?.name === 'main');
  return {
    instance: objects.find((o) => o.kind === 'ProxyInstance' && o.metadata.name === 'main'),
    credentials: pointing('ProxyCredential'),
    models: pointing('ProxyModel'),
    guardrails: pointing('ProxyGuardrail'),
  };
}

let dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** Loads `inputs`' config.yaml with LiteLLM's ProxyConfig.load_config, its env set as the Deployment sets it. */
async function load(inputs: ProxyInputs) {
  const python = await ensureLiteLLM();
  const result = litellmConfig(inputs);
  // No database runs here; LiteLLM would try to connect at load time, so only database_url is left out.
  const general = { ...(result.config.general_settings as Record<string, unknown>) };
  delete general.database_url;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aigw-litellm-config-'));
  dirs.push(dir);
  const file = path.join(dir, 'config.yaml');
  // YAML 1.1 quoting: LiteLLM reads with PyYAML, which would turn an unquoted 2025-01-01 into a date.
  fs.writeFileSync(file, stringify({ ...result.config, general_settings: general }, { version: '1.1' }));
  // Placeholder values for the Secret-backed env vars: what is checked is the config's shape.
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, LITELLM_LOG: 'ERROR' };
  for (const e of result.secretEnv) env[e.name] = `placeholder-${e.name.toLowerCase()}`;
  for (const e of result.plainEnv) env[e.name] = e.value;
  const { stdout } = await promisify(execFile)(python, [LOADER, file], { env, timeout: 110_000, maxBuffer: 16 << 20 });
  return { result, loaded: JSON.parse(stdout.trim().split('\n').pop()!) };
}

it('LiteLLM loads the config: both models, one guardrail per Guardrail hooked into its modes, the instance settings, roles and SSO env', async () => {
  const { loaded } = await load(await examplesMain());

  expect(loaded.models).toEqual(['chat', 'reasoning']);
  expect(loaded.guardrails).toEqual({
    moderation: { type: 'GenericGuardrailAPI', event_hook: ['pre_call', 'post_call'], default_on: false },
    pseudonymizer: { type: 'GenericGuardrailAPI', event_hook: ['pre_call', 'post_call'], default_on: true },
  });
  expect(loaded.guardrail_callbacks).toBe(2);
  expect(loaded.general_settings).toEqual(
    expect.arrayContaining(['background_health_checks', 'health_check_interval', 'enable_jwt_auth', 'litellm_jwtauth', 'master_key', 'role_permissions']),
  );
  expect(loaded.success_callback).toContain('langfuse');
  // The Gateway's IdP roles: validated by LiteLLM, and a token with either role is LiteLLM's internal_user.
  expect(loaded.role_permissions).toEqual([{ role: 'internal_user', models: ['chat'], routes: ['/chat/completions'] }]);
  expect(loaded.idp_roles).toEqual({ 'ai-users': 'internal_user', 'ai-admins': 'internal_user' });
  // The idp-a SSO env (MICROSOFT_*) is complete by LiteLLM's own SSO readiness check.
  expect(loaded.sso).toMatchObject({ status: 'healthy', sso_configured: true, provider: 'microsoft' });
});

it('LiteLLM loads generic OIDC SSO env and resolves an IdP role through role_mappings alone', async () => {
  const inputs = await examplesMain();
  const spec = inputs.instance.spec;
  const instance = {
    ...inputs.instance,
    spec: {
      ...spec,
      sso: {
        provider: ProxyInstanceSpecSsoProvider.GENERIC_HYPHEN_OIDC,
        clientIdSecretRef: { name: 'main-sso', key: 'client-id' },
        clientSecretSecretRef: { name: 'main-sso', key: 'client-secret' },
        authorizationEndpoint: 'https://idp.example.com/authorize',
        tokenEndpoint: 'https://idp.example.com/token',
        userinfoEndpoint: 'https://idp.example.com/userinfo',
        scopes: ['openid', 'email', 'groups'],
      },
      // A single-role claim and no user id claim: only role_mappings can give the token a LiteLLM role.
      generalSettings: { ...spec.generalSettings, litellmJwtauth: { userRoleJwtField: 'role' }, rolePermissions: [{ role: 'ai-users', models: ['chat'] }] },
    },
  };
  const { result, loaded } = await load({ ...inputs, instance });
  expect(result.plainEnv).toContainEqual({ name: 'GENERIC_SCOPE', value: 'openid email groups' });
  expect(loaded.role_permissions).toEqual([{ role: 'internal_user', models: ['chat'] }]);
  expect(loaded.idp_roles).toEqual({ 'ai-users': 'internal_user' });
  expect(loaded.sso).toMatchObject({ status: 'healthy', sso_configured: true, provider: 'generic' });
});
