/**
 * Which ChatUIs a change concerns: those naming a Gateway by `spec.gatewayRef` (its organization,
 * type or URL decide their plan), and those waiting for a key Secret the gateway mints (its name is
 * derived, so no spec mentions it). Pure.
 */
import { chatKeySecretName } from '../../lib/alt/alt-chat-application';
import type { KubeObject } from '../kube/types';

function spec(o: KubeObject): { gatewayRef?: { name?: unknown }; rotationIndex?: unknown } {
  return typeof o.spec === 'object' && o.spec !== null ? (o.spec as never) : {};
}

/** ChatUIs in the Gateway's namespace whose `spec.gatewayRef` names it. */
export function chatUIsReferencing(gateway: KubeObject, chatuis: readonly KubeObject[]): KubeObject[] {
  return chatuis.filter((c) => c.metadata.namespace === gateway.metadata.namespace && spec(c).gatewayRef?.name === gateway.metadata.name);
}

/** ChatUIs whose key for their current rotation index is minted into this Secret. */
export function chatUIsAwaitingKey(secret: KubeObject, chatuis: readonly KubeObject[]): KubeObject[] {
  return chatuis.filter((c) => {
    if (c.metadata.namespace !== secret.metadata.namespace || !spec(c).gatewayRef) return false;
    const index = spec(c).rotationIndex ?? 0;
    return typeof index === 'number' && Number.isInteger(index) && chatKeySecretName(c.metadata.name, index) === secret.metadata.name;
  });
}
