/**
 * Combinations a `proxy` Gateway is refused for up front (Ready=False, InvalidTarget, nothing
 * emitted), because what they ask for cannot work on LiteLLM. Pure.
 */
import type { Gateway } from '../api/gateway';

/** The SSO endpoints LiteLLM's generic OIDC login needs: it performs no discovery. */
export const PROXY_GENERIC_SSO_ENDPOINTS = ['authorizationEndpoint', 'tokenEndpoint', 'userinfoEndpoint'] as const;

/**
 * Every reason `gateway` cannot be planned as a `proxy` gateway, as messages naming the fields.
 * `idp-b` and `idp-c` log in through LiteLLM's generic OIDC login, like `generic-oidc` (whose
 * endpoints the parser already requires), so a login without the three endpoints could never work.
 */
export function proxyRejections(gateway: Gateway): string[] {
  const sso = gateway.spec.sso;
  if (!sso || (sso.provider !== 'idp-b' && sso.provider !== 'idp-c')) return [];
  const missing = PROXY_GENERIC_SSO_ENDPOINTS.filter((f) => !sso[f]).map((f) => `spec.sso.${f}`);
  if (missing.length === 0) return [];
  return [
    `${missing.join(', ')}: required for sso.provider ${sso.provider} on a proxy gateway; its login is LiteLLM's generic OIDC login, which needs all three endpoints and performs no discovery (spec.sso.issuerURL is not enough)`,
  ];
}
