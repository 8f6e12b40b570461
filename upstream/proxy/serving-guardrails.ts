/**
 * Which guardrail endpoints the LiteLLM pods of an instance call right now: the `api_base` of each
 * `guardrails:` entry of the config every pod runs. A gate may go only once no instance lists it
 * (operator/guardrail-unwiring.ts): pruning a ProxyGuardrail changes the ConfigMap at once, but the
 * pods keep calling the gate until the rollout that carries the new config is complete. Pure.
 */
import { record } from '../../lib/platform/objects';
import type { ResourceInput } from '../../lib/plan/types';
import { CONFIG_HASH_ANNOTATION } from './names';

/**
 * Whether every pod of `deployment` runs the template stamped with `configHash`: the template is
 * that one (a cached Deployment from before our apply carries the previous hash), the Deployment
 * controller has observed it, and all replicas are updated and available with no old pod left.
 */
export function runsConfig(deployment: ResourceInput | undefined, configHash: string): boolean {
  if (!deployment) return false;
  const spec = record(deployment.spec);
  const template = record(record(spec.template).metadata);
  if (record(template.annotations)[CONFIG_HASH_ANNOTATION] !== configHash) return false;
  const status = record(deployment.status);
  const generation = record(deployment.metadata).generation;
  const want = typeof spec.replicas === 'number' ? spec.replicas : 1;
  const count = (v: unknown) => (typeof v === 'number' ? v : 0);
  return (
    typeof generation === 'number' &&
    count(status.observedGeneration) >= generation &&
    count(status.updatedReplicas) >= want &&
    count(status.availableReplicas) >= want &&
    count(status.replicas) <= want
  );
}

/** The guardrail endpoints a LiteLLM config calls, sorted, each once. */
export function guardrailEndpoints(config: Record<string, unknown>): string[] {
  const entries = Array.isArray(config.guardrails) ? config.guardrails : [];
  const urls = entries.map((e) => record(record(e).litellm_params).api_base).filter((u): u is string => typeof u === 'string' && u.length > 0);
  return [...new Set(urls)].sort();
}

/**
 * What the instance status says the pods call: the desired config's endpoints once every pod runs
 * it; until then what it said before (nothing said before: the union of both, since old pods may
 * still run any earlier config that called them).
 */
export function servingGuardrails(previous: readonly string[] | undefined, desired: readonly string[], rolledOut: boolean): string[] {
  if (rolledOut) return [...desired];
  return [...new Set([...(previous ?? []), ...desired])].sort();
}
