/**
 * Configured Gateway fields an `alt` gateway cannot honour. They are never silently dropped: each is
 * listed in `status.unsupportedFeatures` with the spec's reason, FeaturesSupported goes False
 * (UnsupportedByBackend) and one Warning Event names them.
 */
import type { Gateway } from '../api/gateway';

export interface UnsupportedFeature {
  /** Field path, e.g. `spec.instance.saltKey`, `spec.models[0].rpm`. */
  readonly field: string;
  readonly reason: string;
}

export const UNSUPPORTED_REASONS = Object.freeze({
  saltKey: 'Use alt.dataEncryptionKeySecretRef',
  storePromptsInLogs: 'No equivalent setting',
  healthCheck: 'Fixed probes only',
  jwtClaimMapping: 'No role or team projection out of the token',
  rolePermissions: 'Use alt.modelAccess',
  modelLimit:
    'The model object has no such caps. A per-model limit is an AltBudget with scope: model, which the operator does not emit',
  budgetDuration: 'Budget policies have no period field',
  identityTeamRefs: "Membership is listed in the Team's members",
  identityBudget: 'A per-user cap is an AltBudget with scope: user',
  ingressTlsWithoutHost: 'TLS is served for a named host only; set spec.ingress.host (the Ingress serves plain HTTP for every host)',
});

/** The `jwtAuth` claim mappings with no `alt` counterpart (the alt column says "not applied"). */
export const UNSUPPORTED_JWT_FIELDS = [
  'userRolesJWTField',
  'userRoleJWTField',
  'userAllowedRoles',
  'enforceRBAC',
  'userIDUpsert',
  'teamIDsJWTField',
  'adminJWTScope',
] as const;

const MODEL_LIMITS = ['rpm', 'tpm', 'timeout', 'maxTokens'] as const;

/** Every configured field of `gateway` that an alt gateway does not apply, in spec order. */
export function altUnsupportedFeatures(gateway: Gateway): UnsupportedFeature[] {
  const { spec } = gateway;
  const out: UnsupportedFeature[] = [];
  const add = (field: string, reason: string) => out.push({ field, reason });
  const inst = spec.instance;
  if (inst.saltKey !== undefined) add('spec.instance.saltKey', UNSUPPORTED_REASONS.saltKey);
  if (inst.storePromptsInLogs !== undefined) add('spec.instance.storePromptsInLogs', UNSUPPORTED_REASONS.storePromptsInLogs);
  if (inst.healthCheck !== undefined) add('spec.instance.healthCheck', UNSUPPORTED_REASONS.healthCheck);
  for (const f of UNSUPPORTED_JWT_FIELDS) {
    if (inst.jwtAuth?.[f] !== undefined) add(`spec.instance.jwtAuth.${f}`, UNSUPPORTED_REASONS.jwtClaimMapping);
  }
  if (inst.rolePermissions !== undefined && Object.keys(inst.rolePermissions).length > 0) {
    add('spec.instance.rolePermissions', UNSUPPORTED_REASONS.rolePermissions);
  }
  spec.models.forEach((m, i) => {
    for (const f of MODEL_LIMITS) if (m[f] !== undefined) add(`spec.models[${i}].${f}`, UNSUPPORTED_REASONS.modelLimit);
  });
  if (spec.organization?.budgetDuration !== undefined) add('spec.organization.budgetDuration', UNSUPPORTED_REASONS.budgetDuration);
  if (spec.ingress.enabled && spec.ingress.tls && !spec.ingress.host) add('spec.ingress.tls', UNSUPPORTED_REASONS.ingressTlsWithoutHost);
  // Team budgets are AltBudget policies too, so their duration has nowhere to go either.
  spec.teams.forEach((t, i) => {
    if (t.budgetDuration !== undefined) add(`spec.teams[${i}].budgetDuration`, UNSUPPORTED_REASONS.budgetDuration);
  });
  return out;
}
