/**
 * The integration API server runs no controllers, so no Deployment ever reports availability. This
 * stands in for the Deployment controller where a test needs pods to "run": it writes the status
 * the controller would (observedGeneration, replicas, condition Available) through the status
 * subresource, for the aigw Deployments of the namespaces given. Tests that check waiting for a
 * rollout leave a Deployment out, or call {@link setAvailability} themselves.
 */
import { ENGINE_NAMESPACE } from '../../../lib/meta/groups';
import { MANAGED_SELECTOR } from '../../../runtime/owned';
import type { KubeObject } from '../../../runtime/kube/types';
import type { Kube } from './kube';

/** Writes a Deployment status: available (all replicas) or not (none). */
export async function setAvailability(kube: Kube, deployment: KubeObject, available: boolean): Promise<void> {
  const type = await kube.type('apps/v1', 'Deployment');
  const replicas = typeof (deployment.spec as { replicas?: unknown })?.replicas === 'number' ? (deployment.spec as { replicas: number }).replicas : 1;
  const n = available ? replicas : 0;
  await kube.client.mergePatch(
    type,
    deployment.metadata.namespace,
    deployment.metadata.name,
    {
      status: {
        observedGeneration: deployment.metadata.generation,
        replicas,
        updatedReplicas: replicas,
        readyReplicas: n,
        availableReplicas: n,
        ...(available ? {} : { unavailableReplicas: replicas }),
        conditions: [
          {
            type: 'Available',
            status: available ? 'True' : 'False',
            reason: available ? 'MinimumReplicasAvailable' : 'MinimumReplicasUnavailable',
            message: available ? 'Deployment has minimum availability.' : 'Deployment does not have minimum availability.',
            lastUpdateTime: new Date().toISOString(),
            lastTransitionTime: new Date().toISOString(),
          },
        ],
      },
    },
    'status',
  );
}

function isAvailable(d: KubeObject): boolean {
  const s = (d.status ?? {}) as { observedGeneration?: number; conditions?: { type: string; status: string }[] };
  return (s.observedGeneration ?? 0) >= (d.metadata.generation ?? 0) && !!s.conditions?.some((c) => c.type === 'Available' && c.status === 'True');
}

/**
 * Marks every aigw Deployment in `namespaces` (and the shared engine namespace) available until
 * stopped: those the operator emits, and (with `selectors`) those another aigw controller makes.
 */
export class DeploymentController {
  private timer?: NodeJS.Timeout;
  private busy = false;
  /** Deployments (`namespace/name`) left unavailable, to test a rollout that does not finish. */
  readonly held = new Set<string>();

  constructor(
    private readonly kube: Kube,
    private readonly namespaces: string[],
    private readonly selectors: readonly string[] = [MANAGED_SELECTOR],
  ) {}

  start(intervalMs = 250): this {
    this.timer = setInterval(() => void this.tick(), intervalMs);
    return this;
  }

  watch(namespace: string): void {
    if (!this.namespaces.includes(namespace)) this.namespaces.push(namespace);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  private async tick(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      for (const ns of [...this.namespaces, ENGINE_NAMESPACE]) {
        for (const d of (await Promise.all(this.selectors.map((sel) => this.kube.list('apps/v1', 'Deployment', ns, sel)))).flat()) {
          if (this.held.has(`${ns}/${d.metadata.name}`) || isAvailable(d)) continue;
          await setAvailability(this.kube, d, true).catch(() => undefined);
        }
      }
    } catch {
      // The next tick retries (a namespace may not exist yet).
    } finally {
      this.busy = false;
    }
  }
}
