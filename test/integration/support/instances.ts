/**
 * The integration API server runs no upstream controller, so no ProxyInstance or AltInstance ever
 * writes a status, and a Gateway is Ready only once its instance reports ready. This stands in for
 * the upstream controller: it writes the status `aigw upstream proxy` would (the same
 * `instanceStatus()`, field manager `aigw-upstream-proxy`, server-side apply on the status
 * subresource). Tests that run the real upstream controller get it from there instead.
 */
import type { DeploymentFact } from '../../../lib/platform/deployment-status';
import type { KubeObject } from '../../../runtime/kube/types';
import { desiredStatus } from '../../../runtime/status';
import { instanceStatus } from '../../../upstream/proxy/instance-status';
import type { ManagementOutcome } from '../../../upstream/proxy/management-hook';
import { UPSTREAM_PROXY_FIELD_MANAGER } from '../../../upstream/proxy/names';
import { ALT, PROXY, waitFor, type Kube } from './kube';

/** What the instance reports; by default its LiteLLM runs and honours every field. */
export interface InstanceReport {
  /** The LiteLLM Deployment's availability. @default available */
  readonly deployment?: DeploymentFact;
  /** Secret keys (`<secret>/<key>`) the pods read that do not exist. */
  readonly missingSecretKeys?: readonly string[];
  /** Lines of fields LiteLLM cannot honour (`ProxyInstance/<name>.spec.<field>: why`). */
  readonly unsupported?: readonly string[];
  /** The management sync's outcome; with it the status carries `ManagementSynced`. */
  readonly management?: ManagementOutcome;
}

/** The status the upstream controller writes for this report. */
export function reportedStatus(namespace: string, name: string, report: InstanceReport = {}): ReturnType<typeof instanceStatus> {
  return instanceStatus({
    namespace,
    name,
    deployment: report.deployment ?? { exists: true, available: true },
    missingSecretKeys: report.missingSecretKeys,
    unsupported: report.unsupported ?? [],
    guardrailCollisions: [],
    configHash: 'integration',
    management: report.management,
    managementWired: report.management !== undefined,
  });
}

/** Writes the status on an instance as it is now (conditions merged as the controller merges them). */
export async function writeReport(kube: Kube, instance: KubeObject, report: InstanceReport): Promise<void> {
  const { namespace, name } = instance.metadata;
  const type = await kube.type(instance.apiVersion, instance.kind);
  const generation = typeof instance.metadata.generation === 'number' ? instance.metadata.generation : undefined;
  const proxyStatus = reportedStatus(namespace ?? 'default', name, report);
  // An alt upstream operator reports a Ready condition (what aigw reads); the rest is LiteLLM's.
  const planned = instance.kind === 'AltInstance' ? { conditions: proxyStatus.conditions.filter((c) => c.type === 'Ready') } : proxyStatus;
  const { status } = desiredStatus(instance.status, planned, generation, new Date());
  await kube.client.apply(
    type,
    { apiVersion: instance.apiVersion, kind: instance.kind, metadata: { name, namespace }, status },
    { fieldManager: UPSTREAM_PROXY_FIELD_MANAGER, force: true, subresource: 'status' },
  );
}

/**
 * Waits until the instance `namespace/name` exists (the operator emits it) and writes its status as
 * the upstream controller would: by default ready. `kind` ProxyInstance unless given.
 */
export async function reportInstance(kube: Kube, namespace: string, name: string, report: InstanceReport = {}, kind: 'ProxyInstance' | 'AltInstance' = 'ProxyInstance'): Promise<void> {
  const apiVersion = kind === 'AltInstance' ? ALT : PROXY;
  const instance = await waitFor(`${kind} ${namespace}/${name} emitted`, () => kube.get(apiVersion, kind, namespace, name));
  await writeReport(kube, instance, report);
}

/** Whether the instance's status already says Ready. */
export function reportsReady(instance: KubeObject): boolean {
  const conditions = (instance.status as { conditions?: { type: string; status: string }[] } | undefined)?.conditions ?? [];
  return conditions.some((c) => c.type === 'Ready' && c.status === 'True');
}
