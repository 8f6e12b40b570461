/**
 * Where the install's controller pods run and how they pull their image: node selector, tolerations,
 * affinity and image pull Secrets, shared by the operator and the upstream controller (one image,
 * one place in the cluster). Applied as JSON patches so a user's affinity or toleration reaches the
 * pod spec exactly as written, whatever fields it uses.
 */
import { JsonPatch, type ApiObject } from 'cdk8s';

export interface PodPlacement {
  /** Secrets (in the install's namespace) the kubelet pulls the image with. @default none */
  readonly imagePullSecrets?: readonly string[];
  /** Node labels a pod's node must have. @default none */
  readonly nodeSelector?: Readonly<Record<string, string>>;
  /** Taints the pods tolerate, as core/v1 Tolerations. @default none */
  readonly tolerations?: readonly Readonly<Record<string, unknown>>[];
  /** A core/v1 Affinity (node, pod and pod anti-affinity). @default none */
  readonly affinity?: Readonly<Record<string, unknown>>;
}

/** Adds what `placement` sets to the pod template of `deployment`; leaves an unset field out entirely. */
export function applyPodPlacement(deployment: ApiObject, placement: PodPlacement | undefined): void {
  if (!placement) return;
  const spec = '/spec/template/spec';
  if (placement.imagePullSecrets?.length) deployment.addJsonPatch(JsonPatch.add(`${spec}/imagePullSecrets`, placement.imagePullSecrets.map((name) => ({ name }))));
  if (placement.nodeSelector && Object.keys(placement.nodeSelector).length) deployment.addJsonPatch(JsonPatch.add(`${spec}/nodeSelector`, { ...placement.nodeSelector }));
  if (placement.tolerations?.length) deployment.addJsonPatch(JsonPatch.add(`${spec}/tolerations`, placement.tolerations.map((t) => ({ ...t }))));
  if (placement.affinity && Object.keys(placement.affinity).length) deployment.addJsonPatch(JsonPatch.add(`${spec}/affinity`, { ...placement.affinity }));
}
