/**
 * Models that share a provider name on an `alt` gateway share one connection (AltProvider), so they
 * must agree on it: otherwise one model's endpoint or key would silently serve the other. A
 * "rejected up front" rule of its own because it needs the models as the alt stack resolves them.
 */
import type { Gateway } from '../api/gateway';
import { altModelOptions } from './alt-model-options';
import { findProviderConflict } from './alt-model-catalog';
import type { RuleViolation } from './alt-rules';

/** The first pair of models sharing a provider but not its connection, as a violation; else none. */
export function altProviderConflicts(gateway: Gateway): RuleViolation[] {
  const conflict = findProviderConflict(altModelOptions(gateway));
  if (!conflict) return [];
  const [a, b] = conflict;
  const m = gateway.spec.models;
  return [
    {
      field: `spec.models[${b}]`,
      message: `spec.models[${b}]: shares provider ${JSON.stringify(m[b].providerName)} with spec.models[${a}] but not its connection (provider, credentials.apiBase, credentials.apiVersion, refSecretKey); models sharing a provider share one connection, so give one of them its own providerName`,
    },
  ];
}
