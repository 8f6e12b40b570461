/**
 * ProxyInstance `spec.sso` as the environment LiteLLM's admin-console login reads. LiteLLM takes SSO
 * only from env vars, never from config.yaml: the variable names below are the ones
 * `litellm/proxy/management_endpoints/ui_sso.py` reads with `os.getenv` in LiteLLM 1.95.1 (the
 * version the e2e loads the config with): GENERIC_CLIENT_ID / GENERIC_CLIENT_SECRET /
 * GENERIC_AUTHORIZATION_ENDPOINT / GENERIC_TOKEN_ENDPOINT / GENERIC_USERINFO_ENDPOINT / GENERIC_SCOPE
 * for any OIDC provider, MICROSOFT_CLIENT_ID / MICROSOFT_CLIENT_SECRET / MICROSOFT_TENANT for the
 * one provider with tenants. Client id and secret are Secret references only; endpoints are plain;
 * the tenant is plain (`tenantId`) or a Secret reference (`tenantIdSecretRef`).
 * Pure: no I/O.
 */
import type { ProxyInstanceSpecSso } from '../../imports/proxy.aigw.dev';
import type { PlainEnv, SecretEnv } from './litellm-config';

/** LiteLLM's own default for GENERIC_SCOPE (ui_sso.py): scopes equal to it need no env var. */
const LITELLM_DEFAULT_SCOPES = ['openid', 'email', 'profile'];

export interface SsoEnv {
  readonly secretEnv: readonly SecretEnv[];
  readonly plainEnv: readonly PlainEnv[];
  /** `<path>.<field>: reason` for every set field LiteLLM has no env var for. */
  readonly unsupported: readonly string[];
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/**
 * `idp-a` (the provider with a tenant) uses LiteLLM's Microsoft login; `generic-oidc`, `idp-b` and
 * `idp-c` use its generic OIDC login, which needs the three endpoints (it performs no discovery).
 */
export function ssoEnv(sso: ProxyInstanceSpecSso, path: string): SsoEnv {
  const secretEnv: SecretEnv[] = [];
  const plainEnv: PlainEnv[] = [];
  const unsupported: string[] = [];
  const ref = (name: string, r: { name: string; key: string }) => secretEnv.push({ name, secretKeyRef: { name: r.name, key: r.key } });
  const plain = (name: string, value: string | undefined) => {
    if (value !== undefined && value !== '') plainEnv.push({ name, value });
  };
  const unused = (field: string, reason: string) => unsupported.push(`${path}.${field}: ${reason}`);

  if (sso.provider === 'idp-a') {
    ref('MICROSOFT_CLIENT_ID', sso.clientIdSecretRef);
    ref('MICROSOFT_CLIENT_SECRET', sso.clientSecretSecretRef);
    // A plain tenant wins; else it is read from its Secret key, like the client id and secret.
    if (sso.tenantId) plain('MICROSOFT_TENANT', sso.tenantId);
    else if (sso.tenantIdSecretRef) ref('MICROSOFT_TENANT', sso.tenantIdSecretRef);
    else unused('tenantId', 'not set; LiteLLM\'s login for this provider needs MICROSOFT_TENANT');
    for (const f of ['authorizationEndpoint', 'tokenEndpoint', 'userinfoEndpoint', 'issuerUrl'] as const)
      if (sso[f] !== undefined) unused(f, 'LiteLLM\'s login for this provider derives its endpoints from the tenant');
    if (sso.scopes?.length && !sameSet(sso.scopes, LITELLM_DEFAULT_SCOPES)) unused('scopes', 'LiteLLM\'s login for this provider has fixed scopes');
  } else {
    ref('GENERIC_CLIENT_ID', sso.clientIdSecretRef);
    ref('GENERIC_CLIENT_SECRET', sso.clientSecretSecretRef);
    plain('GENERIC_AUTHORIZATION_ENDPOINT', sso.authorizationEndpoint);
    plain('GENERIC_TOKEN_ENDPOINT', sso.tokenEndpoint);
    plain('GENERIC_USERINFO_ENDPOINT', sso.userinfoEndpoint);
    if (sso.scopes?.length && !sameSet(sso.scopes, LITELLM_DEFAULT_SCOPES)) plain('GENERIC_SCOPE', sso.scopes.join(' '));
    const missing = (['authorizationEndpoint', 'tokenEndpoint', 'userinfoEndpoint'] as const).filter((f) => !sso[f]);
    if (missing.length)
      unused(missing.join(', '), 'not set; LiteLLM\'s generic OIDC login needs all three endpoints and performs no discovery');
    if (sso.issuerUrl !== undefined) unused('issuerUrl', 'LiteLLM\'s generic OIDC login performs no discovery; the explicit endpoints are used');
    if (sso.tenantId !== undefined) unused('tenantId', `provider ${sso.provider} has no tenant in LiteLLM`);
    if (sso.tenantIdSecretRef !== undefined) unused('tenantIdSecretRef', `provider ${sso.provider} has no tenant in LiteLLM`);
  }
  if (sso.providerName !== undefined) unused('providerName', 'LiteLLM\'s login page has no setting for the button label');
  return { secretEnv, plainEnv, unsupported };
}
