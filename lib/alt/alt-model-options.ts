/** A Gateway's `spec.models` as the alt model catalog takes them. */
import type { Gateway } from '../api/gateway';
import { modelCredentialsSecretName } from '../proxy/model-credentials';
import type { AltModelOptions } from './alt-model-catalog';

/** `spec.models` as catalog options: the API key from `<gateway>-model-credentials`. */
export function altModelOptions(gateway: Gateway): AltModelOptions[] {
  const secret = modelCredentialsSecretName(gateway.metadata.name);
  return gateway.spec.models.map((m) => ({
    alias: m.modelName,
    ...(m.name !== m.modelName ? { displayName: m.name } : {}),
    model: m.model,
    provider: m.provider,
    providerName: m.providerName,
    modelId: m.modelId,
    ...(m.credentials?.apiBase !== undefined ? { apiBase: m.credentials.apiBase } : {}),
    ...(m.credentials?.apiVersion !== undefined ? { apiVersion: m.credentials.apiVersion } : {}),
    ...(m.refSecretKey !== undefined ? { apiKeySecretRef: { name: secret, key: m.refSecretKey } } : {}),
    ...(m.fallbacks !== undefined ? { fallbacks: m.fallbacks } : {}),
    ...(m.weight !== undefined ? { weight: m.weight } : {}),
  }));
}
