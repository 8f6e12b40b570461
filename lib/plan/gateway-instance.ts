/**
 * What a Gateway's status takes from its emitted instance (ProxyInstance / AltInstance): Ready is
 * earned from what runs, so the Gateway waits until the instance reports ready and relays why it
 * does not; fields the instance cannot honour turn FeaturesSupported False; the instance's
 * management sync becomes `TenancySynced` on a Gateway with organizations or teams. The facts come
 * from the operator (`ClusterFacts.instance`); offline they are absent and nothing here applies. Pure.
 */
import type { ReasonedMessage } from './alt-gateway-plan';
import type { InstanceFact, PlannedCondition } from './types';

/** The Gateway condition that relays the instance's `ManagementSynced`. */
export const TENANCY_SYNCED = 'TenancySynced';

/** Reasons this file gives to the Gateway's conditions. */
export const InstanceReason = Object.freeze({
  /** The instance is not created yet, has written no status yet, or reports not ready without a reason. */
  Progressing: 'Progressing',
  /** The instance reports that it cannot honour fields (condition `FieldsHonoured=False`). */
  NotHonouredByInstance: 'NotHonouredByInstance',
  /** The instance's management sync failed: its organizations or teams are not in the gateway. */
  TenancyNotSynced: 'TenancyNotSynced',
  /** The instance has not reported its management sync yet. */
  NotReported: 'NotReported',
});


function named(instance: InstanceFact, gatewayName: string): string {
  return `${instance.kind} ${instance.name ?? gatewayName}`;
}

/** Why the Gateway is not Ready on account of its instance; undefined when it reports ready (or offline). */
export function instanceWait(instance: InstanceFact | undefined, gatewayName: string): ReasonedMessage | undefined {
  if (!instance || instance.ready === true) return undefined;
  const who = named(instance, gatewayName);
  if (instance.ready === undefined) {
    const why = instance.name ? 'it has written no status yet' : 'it is not created yet';
    return { reason: InstanceReason.Progressing, message: `the ${who} has not reported ready yet (${why})` };
  }
  // An instance that only says `ready: false` or a phase has no reason to relay.
  if (!instance.reason || instance.reason === 'False') return { reason: InstanceReason.Progressing, message: `the ${who} does not report ready yet` };
  return { reason: instance.reason, message: `the ${who} is not ready: ${instance.message || instance.reason}` };
}

/** Fields the instance reports it cannot honour, for FeaturesSupported; empty when it honours all. */
export function notHonouredFields(instance: InstanceFact | undefined): readonly string[] {
  return instance?.notHonoured ?? [];
}

/**
 * `TenancySynced` for a Gateway that counts organizations or teams, from the instance's
 * `ManagementSynced` (Unknown until the instance reports it), with the Ready wait while it is False.
 * Undefined offline or for a Gateway without tenancy.
 */
export function tenancySynced(
  instance: InstanceFact | undefined,
  gatewayName: string,
  hasTenancy: boolean,
  gen: number | undefined,
): { condition: PlannedCondition; wait?: ReasonedMessage } | undefined {
  if (!instance || !hasTenancy) return undefined;
  const at = gen !== undefined ? { observedGeneration: gen } : {};
  const who = named(instance, gatewayName);
  const m = instance.managementSynced;
  if (!m) {
    return {
      condition: { type: TENANCY_SYNCED, status: 'Unknown', reason: InstanceReason.NotReported, message: `the ${who} has not reported whether the gateway holds the organizations and teams yet`, ...at },
    };
  }
  const condition: PlannedCondition = { type: TENANCY_SYNCED, status: m.status, reason: m.reason, message: `${who}: ${m.message || m.reason}`, ...at };
  if (m.status !== 'False') return { condition };
  return { condition, wait: { reason: InstanceReason.TenancyNotSynced, message: `the ${who} did not sync the organizations and teams: ${m.message || m.reason}` } };
}
