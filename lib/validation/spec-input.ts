/**
 * A parsed, defaulted spec written back in the CRD's own field names, so the constructs' typed props
 * go through the very parser and schema `aigw render` applies to a file. Only what the parser derives
 * is undone (the catalog engine object, the fallback hoisted out of `external`, the SSO config the
 * deprecated `enableIdpASSO` stands for); everything else is already spelled as in the CRD.
 */
import type { GatewaySpec } from '../api/gateway';
import type { GuardrailSpec } from '../api/guardrail';

/** `spec` of a Guardrail resource equivalent to a parsed {@link GuardrailSpec}. */
export function guardrailSpecInput(spec: GuardrailSpec): Record<string, unknown> {
  const { engine, external, unreachableFallback, ...rest } = spec;
  return {
    ...rest,
    ...(engine ? { catalog: engine.key } : {}),
    // A catalog engine's fallback is always fail_closed and not a field of its own.
    ...(external ? { external: { ...external, unreachableFallback } } : {}),
  };
}

/** `spec` of a Gateway resource equivalent to a parsed {@link GatewaySpec}. */
export function gatewaySpecInput(spec: GatewaySpec): Record<string, unknown> {
  const { ssoSource, sso, ...rest } = spec;
  // The legacy flag's SSO config is derived, not written: the flag alone stands for it.
  const written = ssoSource === 'enableIdpASSO' || sso === undefined ? undefined : sso;
  if (!written) return { ...rest };
  const { tenantIDSecretRef: _derived, ...ssoFields } = written;
  return { ...rest, sso: ssoFields };
}
