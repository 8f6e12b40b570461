/**
 * Which ChatUIs and Stacks a change concerns: the ChatUIs naming a Gateway by `spec.gatewayRef`
 * (its organization, type or URL decide their plan), the Stack owning a Gateway (its status is the
 * Stack's), and the ChatUIs waiting for a key Secret the gateway mints (its name is derived, so no
 * spec mentions it). Pure.
 */
import { chatKeySecretName } from '../../lib/alt/alt-chat-application';
import type { KubeObject } from '../../runtime/kube/types';

function spec(o: KubeObject): { gatewayRef?: { name?: unknown }; rotationIndex?: unknown } {
  return typeof o.spec === 'object' && o.spec !== null ? (o.spec as never) : {};
}

/** ChatUIs in the Gateway's namespace whose `spec.gatewayRef` names it. */
export function chatUIsReferencing(gateway: KubeObject, chatuis: readonly KubeObject[]): KubeObject[] {
  return chatuis.filter((c) => c.metadata.namespace === gateway.metadata.namespace && spec(c).gatewayRef?.name === gateway.metadata.name);
}

/**
 * The Stack whose own Gateway this is (its controller ownerReference). Re-queued from the Gateway
 * informer itself, so the Stack is planned with the Gateway status that informer already holds.
 */
export function stacksOwning(gateway: KubeObject, stacks: readonly KubeObject[]): KubeObject[] {
  const refs = (gateway.metadata.ownerReferences ?? []) as { kind?: unknown; uid?: unknown; controller?: unknown }[];
  const owner = refs.find((r) => r.controller === true && r.kind === 'Stack');
  return owner ? stacks.filter((s) => s.metadata.uid === owner.uid) : [];
}

/** ChatUIs whose key for their current rotation index is minted into this Secret. */
export function chatUIsAwaitingKey(secret: KubeObject, chatuis: readonly KubeObject[]): KubeObject[] {
  return chatuis.filter((c) => {
    if (c.metadata.namespace !== secret.metadata.namespace || !spec(c).gatewayRef) return false;
    const index = spec(c).rotationIndex ?? 0;
    return typeof index === 'number' && Number.isInteger(index) && chatKeySecretName(c.metadata.name, index) === secret.metadata.name;
  });
}
