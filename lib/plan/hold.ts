/**
 * Hold, don't prune: what the operator does with a plan, given what already runs for the primary.
 *
 * - A plan that may be applied is applied, and what it no longer names is pruned (a ref or a model a
 *   valid spec dropped). Condition `Held=False`, reason `Applied`.
 * - A plan that must not be applied ({@link Plan.blocked}: an invalid spec, a dependency not ready,
 *   a license limit, a missing Secret) changes nothing that runs: nothing is applied (except
 *   {@link Plan.alwaysApply}) and nothing is pruned. For an existing primary, `Held=True` with the
 *   reason and a message naming what is kept; for a new one nothing is emitted, `Held=False`,
 *   reason `NothingEmitted`. Ready stays False with the plan's reason either way.
 *
 * Pruning everything happens only on deletion (the finalizer). Pure.
 */
import { READY } from './conditions';
import type { ApiObjectJson, Plan, PlannedCondition, PlannedEvent } from './types';

export const HELD = 'Held';

export const HeldReason = Object.freeze({
  /** The plan was applied: nothing is held. */
  Applied: 'Applied',
  /** A new primary whose plan cannot be applied: nothing was emitted. */
  NothingEmitted: 'NothingEmitted',
});

/** An object the operator runs for the primary (from its owned caches). */
export interface RunningChild {
  readonly kind: string;
  readonly name: string;
  readonly namespace?: string;
}

export interface ApplyDecision {
  /** Objects to apply: the plan's shared release and owned objects, or only what must always be applied. */
  readonly shared: readonly ApiObjectJson[];
  readonly objects: readonly ApiObjectJson[];
  /** Whether children the plan does not name are deleted. */
  readonly prune: boolean;
  /** Whether what runs is kept as last applied. */
  readonly held: boolean;
  readonly status: Plan['status'];
  readonly events: readonly PlannedEvent[];
}

/** How many children to name in a message before summarizing. */
const NAMED = 4;

function describe(running: readonly RunningChild[]): string {
  const names = running.slice(0, NAMED).map((c) => `${c.kind} ${c.name}`);
  const more = running.length > NAMED ? ` and ${running.length - NAMED} more` : '';
  return `${names.join(', ')}${more}`;
}

function withCondition(status: Plan['status'], condition: PlannedCondition): Plan['status'] {
  return { ...status, conditions: [...status.conditions.filter((c) => c.type !== HELD), condition] };
}

export function decideApply(plan: Plan, running: readonly RunningChild[]): ApplyDecision {
  const generation = plan.status.conditions.find((c) => c.type === READY)?.observedGeneration;
  const cond = (status: 'True' | 'False', reason: string, message: string): PlannedCondition => ({
    type: HELD,
    status,
    reason,
    message,
    ...(generation !== undefined ? { observedGeneration: generation } : {}),
  });
  if (!plan.blocked) {
    return {
      shared: plan.shared,
      objects: plan.objects,
      prune: true,
      held: false,
      status: withCondition(plan.status, cond('False', HeldReason.Applied, 'what the spec asks for is applied')),
      events: plan.events,
    };
  }
  const { reason, message } = plan.blocked;
  const always = plan.alwaysApply ?? [];
  if (running.length === 0) {
    return {
      shared: [],
      objects: always,
      prune: false,
      held: false,
      status: withCondition(plan.status, cond('False', HeldReason.NothingEmitted, `nothing is emitted until this is resolved: ${message}`)),
      events: plan.events,
    };
  }
  const kept = `keeps ${running.length} object${running.length === 1 ? '' : 's'} running as last applied (${describe(running)}); nothing is applied or pruned until this is resolved: ${message}`;
  return {
    shared: [],
    objects: always,
    prune: false,
    held: true,
    status: withCondition(plan.status, cond('True', reason, kept)),
    events: [...plan.events, { type: 'Warning', reason: HELD, message: `${reason}: ${kept}` }],
  };
}
