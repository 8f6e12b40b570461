/**
 * Whether a Deployment aigw emitted (a Guardrail's gate, a shared catalog engine) runs: what
 * `kubectl rollout status` and `kubectl wait --for=condition=Available` read, as a fact. Pure.
 */
import type { DeploymentFact } from '../core/deployment-fact';
import type { ResourceInput } from '../plan/types';
import { record } from './objects';

export type { DeploymentFact };

/**
 * Minimum availability: the controller observed the current generation and reports condition
 * `Available=True` (available replicas >= replicas - maxUnavailable).
 */
export function deploymentFactOf(deployment: ResourceInput | undefined): DeploymentFact {
  if (!deployment) return { exists: false, available: false, waiting: 'the Deployment to be created' };
  const meta = record(deployment.metadata);
  const status = record(deployment.status);
  const spec = record(deployment.spec);
  const replicas = typeof spec.replicas === 'number' ? spec.replicas : 1;
  const ready = typeof status.availableReplicas === 'number' ? status.availableReplicas : 0;
  const observed = typeof status.observedGeneration === 'number' ? status.observedGeneration : 0;
  const generation = typeof meta.generation === 'number' ? meta.generation : 0;
  const conditions = Array.isArray(status.conditions) ? status.conditions.map(record) : [];
  const availableCondition = conditions.find((c) => c.type === 'Available');
  const available = observed >= generation && availableCondition?.status === 'True';
  if (available) return { exists: true, available: true };
  const waiting =
    observed < generation
      ? `generation ${generation} to be observed by the Deployment controller`
      : `${ready}/${replicas} replica${replicas === 1 ? '' : 's'} available`;
  return { exists: true, available: false, waiting };
}
