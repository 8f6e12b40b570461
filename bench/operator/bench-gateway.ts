/**
 * The Gateway both operator benchmarks create: ten models sharing one API key (so one credential)
 * and one catalog Guardrail, the shape the write budget per Gateway is stated for.
 */
import type { KubeObject } from '../../runtime/kube/types';
import { gatewayFixture } from '../../test/integration/support/gateway-fixture';

export const MODELS_PER_GATEWAY = 10;

export function benchGateway(ns: string, name: string): KubeObject {
  return gatewayFixture(ns, name, {
    models: Array.from({ length: MODELS_PER_GATEWAY }, (_, i) => ({ name: `m${i}`, modelName: `m${i}`, model: `openai/model-${i}`, refSecretKey: 'openai' })),
    guardrailRefs: [{ name: 'pii' }],
  });
}
