/**
 * `spec.workloads` of the PlatformConfig `cluster`: replicas and container resources of the license
 * gates (`gate`) and the shared catalog engines (`engine`), laid over the defaults of
 * lib/guardrail/workload.ts. `resources.requests` and `resources.limits` each replace the default
 * map when given. A value that is not valid is ignored (for a quantity: its whole map), the
 * default stays, and `problems` names it;
 * the CRD refuses such values too, this guards objects written around it. Pure.
 */
import { DEFAULT_ENGINE_WORKLOAD, DEFAULT_GATE_WORKLOAD, type WorkloadSettings } from '../guardrail/workload';
import type { ResourceInput, Workloads } from '../plan/types';
import { record } from './objects';

/** A Kubernetes quantity (`100m`, `128Mi`, `1.5`, `2e3`). */
const QUANTITY = /^[+]?([0-9]+(\.[0-9]*)?|\.[0-9]+)(([KMGTPE]i)|[numkMGTPE]|[eE][+-]?[0-9]+)?$/;
/** The most replicas a gate or engine may ask for here; beyond is a typo, not a plan. */
export const MAX_WORKLOAD_REPLICAS = 100;

function quantities(given: unknown, at: string, problems: string[]): Record<string, string> | undefined {
  if (given === undefined) return undefined;
  const map = record(given);
  const out: Record<string, string> = {};
  let valid = true;
  for (const name of Object.keys(map).sort()) {
    const v = map[name];
    const q = typeof v === 'number' ? String(v) : v;
    if (typeof q === 'string' && QUANTITY.test(q)) out[name] = q;
    else {
      problems.push(`${at}.${name}: ${JSON.stringify(v)} is not a quantity; the whole map is ignored`);
      valid = false;
    }
  }
  // Half a map could drop the memory request and keep the limit: keep the default map instead.
  return valid ? out : undefined;
}

function workload(given: unknown, defaults: WorkloadSettings, at: string, problems: string[]): WorkloadSettings {
  const w = record(given);
  let replicas = defaults.replicas;
  if (w.replicas !== undefined) {
    if (typeof w.replicas === 'number' && Number.isInteger(w.replicas) && w.replicas >= 1 && w.replicas <= MAX_WORKLOAD_REPLICAS) replicas = w.replicas;
    else problems.push(`${at}.replicas: ${JSON.stringify(w.replicas)} is not a whole number from 1 to ${MAX_WORKLOAD_REPLICAS}; ignored`);
  }
  const r = record(w.resources);
  return {
    replicas,
    resources: {
      requests: quantities(r.requests, `${at}.resources.requests`, problems) ?? defaults.resources.requests,
      limits: quantities(r.limits, `${at}.resources.limits`, problems) ?? defaults.resources.limits,
    },
  };
}

/** The gate and engine workload settings of a PlatformConfig (the defaults without one). */
export function workloadsOf(platformConfig: ResourceInput | undefined, name = 'cluster'): { workloads: Workloads; problems: readonly string[] } {
  const given = record(record(platformConfig?.spec).workloads);
  const problems: string[] = [];
  const at = `PlatformConfig ${name}: spec.workloads`;
  return {
    workloads: {
      gate: workload(given.gate, DEFAULT_GATE_WORKLOAD, `${at}.gate`, problems),
      engine: workload(given.engine, DEFAULT_ENGINE_WORKLOAD, `${at}.engine`, problems),
    },
    problems,
  };
}
