/**
 * How many pods the workloads aigw deploys itself run and what they may use: the license gates
 * and the shared catalog engines. Defaults here; the PlatformConfig `cluster` may set them
 * (`spec.workloads.gate`, `spec.workloads.engine`, read by lib/platform/platform-config.ts).
 */
import { ApiObject } from 'cdk8s';
import { k8s } from 'cdk8s-plus-33';
import type { Construct } from 'constructs';
import type { WorkloadResources, WorkloadSettings } from '../core/workload-settings';

export type { WorkloadResources, WorkloadSettings };

/**
 * A gate is a small Node.js proxy (~45 MiB resident). Memory is limited, CPU is not: a CPU limit
 * would throttle request latency, and the request already reserves the share the scheduler counts.
 */
export const DEFAULT_GATE_WORKLOAD: WorkloadSettings = Object.freeze({
  replicas: 1,
  resources: Object.freeze({ requests: Object.freeze({ cpu: '50m', memory: '64Mi' }), limits: Object.freeze({ memory: '256Mi' }) }),
});

/** The pseudonymizer holds its NLP model and a token store in memory. */
export const DEFAULT_ENGINE_WORKLOAD: WorkloadSettings = Object.freeze({
  replicas: 1,
  resources: Object.freeze({ requests: Object.freeze({ cpu: '100m', memory: '128Mi' }), limits: Object.freeze({ memory: '512Mi' }) }),
});

export function resourceRequirements(resources: WorkloadResources): k8s.ResourceRequirements {
  const quantities = (r: Readonly<Record<string, string>>) => Object.fromEntries(Object.keys(r).sort().map((k) => [k, k8s.Quantity.fromString(r[k])]));
  return {
    ...(Object.keys(resources.requests).length > 0 ? { requests: quantities(resources.requests) } : {}),
    ...(Object.keys(resources.limits).length > 0 ? { limits: quantities(resources.limits) } : {}),
  };
}

/**
 * A PodDisruptionBudget that lets a drain take one pod at a time, for a workload of more than one
 * replica (with one replica it would block every drain, so there is none).
 */
export function disruptionBudget(
  scope: Construct,
  id: string,
  props: { name: string; namespace: string; labels: Record<string, string>; selector: Record<string, string>; replicas: number },
): ApiObject | undefined {
  if (props.replicas <= 1) return undefined;
  return new k8s.KubePodDisruptionBudget(scope, id, {
    metadata: { name: props.name, namespace: props.namespace, labels: props.labels },
    spec: { maxUnavailable: k8s.IntOrString.fromNumber(1), selector: { matchLabels: props.selector } },
  });
}

/** An HTTP probe on a named port; the timeout leaves room for a busy node. */
export function httpProbe(path: string, port: string): k8s.Probe {
  return { httpGet: { path, port: k8s.IntOrString.fromString(port) }, periodSeconds: 10, timeoutSeconds: 3, failureThreshold: 3 };
}
