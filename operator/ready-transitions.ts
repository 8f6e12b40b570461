/**
 * Events for the transitions of a primary's `Ready` condition, both ways: a Normal `Ready` when it
 * turns True, and the reason's Event when it turns False, each once per transition and never while
 * nothing changes.
 *
 * The previous state is what this operator last decided for the object, not the cached object's
 * status: the cache lags behind the operator's own status writes, so a pass that runs before the
 * watch delivers the write would otherwise see the old state and raise the same transition again.
 * After a restart (nothing remembered) the live status is the previous state.
 */
import { READY } from '../lib/plan/conditions';
import { PROGRESS_REASONS } from '../lib/plan/rollout-events';
import type { PlannedCondition, PlannedEvent } from '../lib/plan/types';
import type { KubeObject } from '../runtime/kube/types';

/** The reason of the Normal Event raised when Ready turns True. */
export const READY_EVENT_REASON = 'Ready';

interface ReadyState {
  readonly status: string;
  readonly reason?: string;
}

function liveReady(obj: KubeObject): ReadyState | undefined {
  const conditions = (obj.status as { conditions?: unknown } | undefined)?.conditions;
  if (!Array.isArray(conditions)) return undefined;
  const ready = conditions.find((c): c is { type: string; status: string; reason?: string } => typeof c === 'object' && c !== null && (c as { type?: unknown }).type === READY);
  return ready && typeof ready.status === 'string' ? { status: ready.status, reason: ready.reason } : undefined;
}

/**
 * The Event a change of Ready raises, or undefined. A first False (a new object) raises none here: the
 * plan's own Events say why. `planned` are the plan's Events: turning False reuses the one that
 * names the new reason, so the transition and the plan's Event are one.
 */
export function readyTransition(previous: ReadyState | undefined, next: PlannedCondition | undefined, planned: readonly PlannedEvent[]): PlannedEvent | undefined {
  if (!next || previous?.status === next.status) return undefined;
  if (next.status === 'True') return { type: 'Normal', reason: READY_EVENT_REASON, message: next.message };
  if (!previous || next.status !== 'False') return undefined;
  return planned.find((e) => e.reason === next.reason) ?? { type: PROGRESS_REASONS.has(next.reason) ? 'Normal' : 'Warning', reason: next.reason, message: next.message };
}

/** Remembers each primary's last decided Ready, keyed by uid. */
export class ReadyTransitions {
  private readonly last = new Map<string, ReadyState>();

  /** The Event for the Ready this pass decided for `obj` (see {@link readyTransition}), remembering it. */
  next(obj: KubeObject, conditions: readonly PlannedCondition[], planned: readonly PlannedEvent[]): PlannedEvent | undefined {
    const uid = obj.metadata.uid ?? `${obj.metadata.namespace}/${obj.metadata.name}`;
    const ready = conditions.find((c) => c.type === READY);
    const event = readyTransition(this.last.get(uid) ?? liveReady(obj), ready, planned);
    if (ready) this.last.set(uid, { status: ready.status, reason: ready.reason });
    return event;
  }

  /** Forgets an object that is gone. */
  forget(uid: string): void {
    this.last.delete(uid);
  }
}
