/**
 * Budgets and limits: what a ProxyOrganization/ProxyTeam asks for in LiteLLM's field names, what
 * differs from what LiteLLM holds, and the call that changes an organization's budget row.
 *
 * LiteLLM 1.90.7 keeps an organization's limits in a separate budget row (litellm/models/budget.py
 * `LiteLLM_BudgetTable`: max_budget, budget_duration, rpm_limit, tpm_limit, …) linked by
 * `budget_id`, and a team's directly on the team row (litellm/models/team.py `TeamBase`: max_budget,
 * budget_duration, rpm_limit, tpm_limit).
 *
 * `null` means "no limit": a field removed from the spec is cleared in LiteLLM, not left behind.
 * Clearing works because `/budget/update` (budget_management_endpoints.py `update_budget`) and
 * `/team/update` (team_endpoints.py `update_team`) write `model_dump(exclude_unset=True)` /
 * `json(exclude_unset=True)`, so an explicit null is written; `/organization/update` drops null
 * budget fields, which is why organization budgets go through `/budget/update`.
 */
import type { ProxyOrganizationSpec, ProxyTeamSpec } from '../../../imports/proxy.aigw.dev';
import type { LiteLLMApi } from './api-client';

/** The limits aigw manages, in LiteLLM's field names. Absent = not managed; null = no limit. */
export interface Limits {
  max_budget?: number | null;
  budget_duration?: string | null;
  rpm_limit?: number | null;
  tpm_limit?: number | null;
}

/** The period of a team's `maxBudgetMonthly` when the ProxyTeam names none (the CRD's documented default). */
export const DEFAULT_TEAM_BUDGET_DURATION = '30d';

export function organizationLimits(spec: ProxyOrganizationSpec): Limits {
  return {
    max_budget: spec.maxBudget ?? null,
    budget_duration: spec.budgetDuration ?? null,
    rpm_limit: spec.rpmLimit ?? null,
    tpm_limit: spec.tpmLimit ?? null,
  };
}

/** A team has no rpm/tpm in its spec, so those stay whatever LiteLLM holds (e.g. set by an admin). */
export function teamLimits(spec: ProxyTeamSpec): Limits {
  const max = spec.maxBudgetMonthly ?? null;
  return {
    max_budget: max,
    budget_duration: spec.budgetDuration ?? (max === null ? null : DEFAULT_TEAM_BUDGET_DURATION),
  };
}

/** The desired fields whose value differs from `actual` (a missing actual field counts as null). */
export function limitChanges(desired: Limits, actual: object | null | undefined): Limits {
  const changes: Record<string, unknown> = {};
  for (const [field, want] of Object.entries(desired)) {
    if (want === undefined) continue;
    const have = (actual as Record<string, unknown> | null | undefined)?.[field] ?? null;
    if (have !== want) changes[field] = want;
  }
  return changes as Limits;
}

/** The desired fields that are set (for create requests, which need no nulls). */
export function setLimits(desired: Limits): Limits {
  return Object.fromEntries(Object.entries(desired).filter(([, v]) => v !== null && v !== undefined)) as Limits;
}

/** Human-readable `field=value` list of changes, for the sync report. */
export function describeLimits(limits: Limits): string {
  return Object.entries(limits)
    .map(([k, v]) => `${k}=${v === null ? 'none' : v}`)
    .join(', ');
}

/**
 * Writes changed limits to one budget row: POST /budget/update with `BudgetNewRequest`
 * (litellm/proxy/_types.py; endpoint budget_management_endpoints.py `update_budget`, LiteLLM 1.90.7).
 * LiteLLM recomputes budget_reset_at itself when budget_duration changes.
 */
export async function updateBudget(api: LiteLLMApi, budgetId: string, changes: Limits): Promise<void> {
  await api.post('/budget/update', { budget_id: budgetId, ...changes });
}
