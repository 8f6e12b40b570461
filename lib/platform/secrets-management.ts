/**
 * The SecretsManagement kind (platform.aigw.dev/v1alpha1) as aigw reads it. Another platform
 * component (a vault sync, an external-secrets setup, ...) fills a namespace's Secrets and publishes
 * that it has done so as `status.conditions[type=Ready]`. A Gateway naming it in `spec.secretsRef`
 * waits until it is Ready. aigw reads only the Ready condition (and `metadata.generation`); the spec
 * belongs to the component. Pure.
 */
import type { ResourceInput } from '../plan/types';
import { findNamespaced, record, str } from './objects';

export const SECRETS_MANAGEMENT_KIND = 'SecretsManagement';

/** Whether a SecretsManagement is ready, and if not, why (a sentence naming the object). */
export interface SecretsReadiness {
  readonly ready: boolean;
  readonly message: string;
}

/**
 * Ready when the object exists and its `Ready` condition is `True` for its current generation (a
 * condition that carries an `observedGeneration` older than `metadata.generation` is stale).
 */
export function secretsManagementReadiness(platformObjects: readonly ResourceInput[] | undefined, namespace: string, name: string): SecretsReadiness {
  const id = `${SECRETS_MANAGEMENT_KIND} ${namespace}/${name}`;
  const found = findNamespaced(platformObjects, SECRETS_MANAGEMENT_KIND, namespace, name);
  if (!found) return { ready: false, message: `spec.secretsRef: ${id} not found; waiting for it` };
  const conditions = record(found.status).conditions;
  const ready = (Array.isArray(conditions) ? conditions : []).map(record).find((c) => c.type === 'Ready');
  if (!ready) return { ready: false, message: `spec.secretsRef: ${id} reports no Ready condition yet; waiting for it` };
  const why = [str(ready.reason), str(ready.message)].filter((s) => s !== undefined).join(': ');
  if (ready.status !== 'True') {
    return { ready: false, message: `spec.secretsRef: ${id} is not Ready${why ? ` (${why})` : ''}; waiting for it` };
  }
  const generation = found.metadata?.generation;
  const observed = ready.observedGeneration;
  if (typeof generation === 'number' && typeof observed === 'number' && observed < generation) {
    return { ready: false, message: `spec.secretsRef: ${id} has not yet observed generation ${generation} (Ready is for ${observed}); waiting for it` };
  }
  return { ready: true, message: `${id} is Ready` };
}
