import type { PlannedCondition } from './types';

/** Condition types (constants, as controller-runtime projects keep them). */
export const READY = 'Ready';
export const FEATURES_SUPPORTED = 'FeaturesSupported';
export const CUSTOM_BRANDING = 'CustomBranding';

/** A condition as written to the API server (`metav1.Condition`). */
export interface Condition extends PlannedCondition {
  readonly lastTransitionTime: string;
}

/**
 * Merges desired conditions into the existing ones with `meta.SetStatusCondition` semantics:
 * upsert by type; `lastTransitionTime` moves only when `status` flips; reason, message and
 * observedGeneration are always refreshed. Types not in `desired` are dropped (plan() owns them all).
 * Returns the merged list and whether anything changed.
 */
export function mergeConditions(
  existing: readonly Condition[] | undefined,
  desired: readonly PlannedCondition[],
  now: Date,
): { conditions: Condition[]; changed: boolean } {
  const byType = new Map((existing ?? []).map((c) => [c.type, c]));
  let changed = (existing ?? []).length !== desired.length;
  const conditions = desired.map((d): Condition => {
    const old = byType.get(d.type);
    const lastTransitionTime = old && old.status === d.status ? old.lastTransitionTime : now.toISOString();
    const merged: Condition = { ...d, lastTransitionTime };
    if (
      !old ||
      old.status !== d.status ||
      old.reason !== d.reason ||
      old.message !== d.message ||
      old.observedGeneration !== d.observedGeneration
    ) {
      changed = true;
    }
    return merged;
  });
  return { conditions, changed };
}

/** `alt` gateways in storage mode `split`: whether the analytics database exists on the columnstore. */
export const COLUMNSTORE_DATABASE_READY = 'ColumnstoreDatabaseReady';
