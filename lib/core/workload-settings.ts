/**
 * How many pods a workload aigw deploys itself runs and what it may use: set by the PlatformConfig,
 * carried in the plan's operator settings and read by the releases that deploy gates and engines,
 * so it sits below all three. The defaults and the Kubernetes shapes are in lib/guardrail/workload.ts.
 */

/** Container resources as Kubernetes quantities (`cpu: 100m`, `memory: 128Mi`). */
export interface WorkloadResources {
  readonly requests: Readonly<Record<string, string>>;
  readonly limits: Readonly<Record<string, string>>;
}

export interface WorkloadSettings {
  readonly replicas: number;
  readonly resources: WorkloadResources;
}
