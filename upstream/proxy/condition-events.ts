/**
 * Events for the transitions of the conditions the upstream controller writes (a ProxyInstance's
 * `Ready`, `FieldsHonoured`, `ManagementSynced`; a ProxyOrganization's or ProxyTeam's `Synced`), both
 * ways and once per transition, so `kubectl describe proxyinstance` and `kubectl get events` tell
 * what happened without reading the controller's log. Pure.
 *
 * A new object raises an Event only for what needs a reader: a Warning for a condition that starts
 * False for a reason other than progress (`SecretMissing` at creation), and `Ready` when it starts
 * True. Waiting for a Deployment is progress: a Normal Event when an instance falls back to it, none
 * at creation.
 */
import { PROGRESS_REASONS } from '../../lib/plan/rollout-events';
import type { PlannedCondition, PlannedEvent } from '../../lib/plan/types';
import { READY } from './instance-status';

/** What a transition is judged against: a condition's type, status and reason. */
export interface ConditionState {
  readonly type: string;
  readonly status: string;
  readonly reason?: string;
}

/** The reason of the Normal Event raised when `Ready` turns True (the operator's own primaries use it too). */
export const READY_EVENT_REASON = 'Ready';

/**
 * The Events that going from `previous` (undefined: an object that never had a status) to `next`
 * raises, one per condition whose status changed (or that stays False for a new fault).
 */
export function conditionEvents(previous: readonly ConditionState[] | undefined, next: readonly PlannedCondition[]): PlannedEvent[] {
  const events: PlannedEvent[] = [];
  for (const c of next) {
    const before = previous?.find((p) => p.type === c.type);
    // Still False, but now for a fault (a Secret deleted while the pods were starting): worth a Warning.
    if (before?.status === c.status && !(c.status === 'False' && before.reason !== c.reason && !PROGRESS_REASONS.has(c.reason))) continue;
    if (c.status === 'True') {
      if (c.type === READY) events.push({ type: 'Normal', reason: READY_EVENT_REASON, message: c.message });
      else if (before) events.push({ type: 'Normal', reason: c.reason, message: c.message });
    } else if (c.status === 'False') {
      const progress = PROGRESS_REASONS.has(c.reason);
      if (!progress) events.push({ type: 'Warning', reason: c.reason, message: c.message });
      else if (before) events.push({ type: 'Normal', reason: c.reason, message: c.message });
    }
  }
  return events;
}

/** The conditions of a live object's status, as far as they can be read. */
export function liveConditions(status: unknown): ConditionState[] | undefined {
  const conditions = (status as { conditions?: unknown } | undefined)?.conditions;
  if (!Array.isArray(conditions)) return undefined;
  return conditions.filter(
    (c): c is ConditionState => typeof c === 'object' && c !== null && typeof (c as ConditionState).type === 'string' && typeof (c as ConditionState).status === 'string',
  );
}
