/**
 * Gathers, from the caches, what one ProxyInstance is built from: the Proxy* objects of its
 * namespace whose `spec.instanceRef.name` names it. Pure over the lists it is given.
 */
import type { KubeObject } from '../../runtime/kube/types';
import type { DesiredInputs } from './desired-objects';
import type { ProxyObject } from './litellm-config';

/** The Proxy* kinds that point at a ProxyInstance through `spec.instanceRef`. */
export const REFERRING_KINDS = ['ProxyCredential', 'ProxyModel', 'ProxyGuardrail', 'ProxyOrganization', 'ProxyTeam'] as const;
export type ReferringKind = (typeof REFERRING_KINDS)[number];

/** The instance a Proxy* object points at, as `namespace/name`; undefined when it names none. */
export function instanceKeyOf(obj: KubeObject): string | undefined {
  const ref = (obj.spec as { instanceRef?: { name?: unknown } } | undefined)?.instanceRef?.name;
  return typeof ref === 'string' && ref ? `${obj.metadata.namespace ?? 'default'}/${ref}` : undefined;
}

export function inputsFor(instance: KubeObject, objects: Readonly<Record<ReferringKind, readonly KubeObject[]>>): DesiredInputs {
  const key = `${instance.metadata.namespace ?? 'default'}/${instance.metadata.name}`;
  // Objects on their way out no longer configure anything.
  const mine = (kind: ReferringKind) =>
    objects[kind].filter((o) => !o.metadata.deletionTimestamp && instanceKeyOf(o) === key) as unknown as ProxyObject<any>[];
  return {
    instance: instance as unknown as DesiredInputs['instance'],
    credentials: mine('ProxyCredential'),
    models: mine('ProxyModel'),
    guardrails: mine('ProxyGuardrail'),
    organizations: mine('ProxyOrganization'),
    teams: mine('ProxyTeam'),
  };
}
