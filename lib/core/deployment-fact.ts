/**
 * Whether a Deployment runs, as a fact: read from the cluster by lib/platform/deployment-status.ts,
 * taken by plan() in its facts. Here, below both, so the plan inputs need not import the reader.
 */

/** A Deployment as the operator found it; absent from the facts when rendering offline. */
export interface DeploymentFact {
  /** Whether it exists in the cluster. */
  readonly exists: boolean;
  /** Whether it has its minimum availability for the spec the cluster last observed. */
  readonly available: boolean;
  /** What it waits for, when not available (e.g. `0/1 replicas available`). */
  readonly waiting?: string;
}
