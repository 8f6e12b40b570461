/**
 * The status to write: the plan's status with its conditions merged into the live ones
 * (`lastTransitionTime` moves only on a flip) and `observedGeneration`. Pure.
 */
import { mergeConditions, type Condition } from '../lib/plan/conditions';
import type { Plan } from '../lib/plan/types';
import { canonicalJson } from './hash';

export interface DesiredStatus {
  readonly status: Record<string, unknown>;
  /** Whether it differs from the live status (writing it would change something). */
  readonly changed: boolean;
}

export function desiredStatus(liveStatus: unknown, planned: Plan['status'], generation: number | undefined, now: Date): DesiredStatus {
  const live = typeof liveStatus === 'object' && liveStatus !== null ? (liveStatus as Record<string, unknown>) : {};
  const liveConditions = Array.isArray(live.conditions) ? (live.conditions as Condition[]) : undefined;
  const desired = planned.conditions.map((c) => (c.observedGeneration === undefined && generation !== undefined ? { ...c, observedGeneration: generation } : c));
  const { conditions } = mergeConditions(liveConditions, desired, now);
  const status: Record<string, unknown> = { ...planned, conditions };
  if (generation !== undefined) status.observedGeneration = generation;
  return { status, changed: canonicalJson(status) !== canonicalJson(live) };
}
