/**
 * Brings LiteLLM's organizations and teams to the desired {@link Tenancy}: creates what is missing,
 * updates aliases, organization membership, models and limits that differ, and reports per object
 * what was applied or why not. Idempotent: objects are found by their deterministic id (./ids.ts), so
 * a second run — after a restart too — changes nothing and creates no duplicate. Organizations go
 * first because a team is created inside its organization.
 *
 * Objects aigw no longer asks for are left in LiteLLM: deleting a team there also orphans its keys and
 * spend history, which an operator should decide on, not a reconcile.
 */
import { LiteLLMApiError, type LiteLLMApi } from './api-client';
import { describeLimits, limitChanges, setLimits, updateBudget } from './budgets';
import type { DesiredOrganization, DesiredTeam, Tenancy } from './desired';
import { createOrganization, getOrganization, updateOrganization, type LiteLLMOrganization } from './organizations';
import { createTeam, getTeam, updateTeam, type LiteLLMTeam, type UpdateTeamRequest } from './teams';

export type SyncAction = 'created' | 'updated' | 'unchanged' | 'failed' | 'skipped';

export interface ObjectReport {
  /** `ProxyOrganization/<name>` or `ProxyTeam/<name>`. */
  readonly object: string;
  /** The LiteLLM id (organization_id / team_id). */
  readonly id: string;
  readonly action: SyncAction;
  /** True when LiteLLM now holds the object as asked. */
  readonly applied: boolean;
  /** A CamelCase reason for a status condition: Created, Updated, UpToDate, Refused, Unreachable, OrganizationNotApplied, OrganizationNotFound, NoDatabase, NoMasterKey. */
  readonly reason: string;
  /** What changed, or why it was not applied (LiteLLM's own message for a refusal). */
  readonly message: string;
}

export interface TenancyReport {
  readonly objects: readonly ObjectReport[];
}

function sameSet(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  const x = new Set(a ?? []);
  const y = new Set(b ?? []);
  return x.size === y.size && [...x].every((v) => y.has(v));
}

function failure(e: unknown): { action: 'failed'; applied: false; reason: string; message: string } {
  return e instanceof LiteLLMApiError
    ? { action: 'failed', applied: false, reason: 'Refused', message: `LiteLLM refused ${e.method} ${e.path} (HTTP ${e.status}): ${e.detail}` }
    : { action: 'failed', applied: false, reason: 'Unreachable', message: `LiteLLM unreachable: ${(e as Error).message ?? String(e)}` };
}

/** Creates the object, or — when a concurrent reconcile created it first — returns what LiteLLM holds. */
async function createOrFind<T>(create: () => Promise<unknown>, find: () => Promise<T | undefined>): Promise<{ created: boolean; current?: T }> {
  try {
    await create();
    return { created: true };
  } catch (e) {
    const current = await find().catch(() => undefined);
    if (current) return { created: false, current };
    throw e;
  }
}

async function syncOrganization(api: LiteLLMApi, want: DesiredOrganization): Promise<ObjectReport> {
  const base = { object: want.object, id: want.id };
  try {
    let current = await getOrganization(api, want.id);
    if (!current) {
      const made = await createOrFind(
        () => createOrganization(api, { organization_id: want.id, organization_alias: want.alias, models: want.models ?? [], ...setLimits(want.limits) }),
        () => getOrganization(api, want.id),
      );
      if (made.created) {
        const limits = describeLimits(setLimits(want.limits));
        return { ...base, action: 'created', applied: true, reason: 'Created', message: `created organization ${want.id}${limits ? ` (${limits})` : ''}` };
      }
      current = made.current!;
    }
    const changed = await updateOrganizationIfNeeded(api, want, current);
    return changed.length
      ? { ...base, action: 'updated', applied: true, reason: 'Updated', message: `updated organization ${want.id}: ${changed.join('; ')}` }
      : { ...base, action: 'unchanged', applied: true, reason: 'UpToDate', message: `organization ${want.id} is up to date` };
  } catch (e) {
    return { ...base, ...failure(e) };
  }
}

async function updateOrganizationIfNeeded(api: LiteLLMApi, want: DesiredOrganization, current: LiteLLMOrganization): Promise<string[]> {
  const changed: string[] = [];
  const update: { organization_alias?: string; models?: readonly string[] } = {};
  if ((current.organization_alias ?? '') !== want.alias) update.organization_alias = want.alias;
  if (want.models !== undefined && !sameSet(want.models, current.models)) update.models = want.models;
  if (Object.keys(update).length) {
    await updateOrganization(api, { organization_id: want.id, ...update });
    changed.push(Object.keys(update).join(', '));
  }
  const limits = limitChanges(want.limits, current.litellm_budget_table);
  if (Object.keys(limits).length) {
    await updateBudget(api, current.budget_id, limits);
    changed.push(describeLimits(limits));
  }
  return changed;
}

function teamUpdate(want: DesiredTeam, current: LiteLLMTeam): UpdateTeamRequest | undefined {
  const update: { -readonly [K in keyof UpdateTeamRequest]?: UpdateTeamRequest[K] } = {};
  if ((current.team_alias ?? '') !== want.alias) update.team_alias = want.alias;
  const orgId = want.organization?.id ?? '';
  if ((current.organization_id ?? '') !== orgId) update.organization_id = orgId;
  if (want.models !== undefined && !sameSet(want.models, current.models)) update.models = want.models;
  Object.assign(update, limitChanges(want.limits, current));
  return Object.keys(update).length ? { team_id: want.id, ...update } : undefined;
}

function describeTeamUpdate(update: UpdateTeamRequest): string {
  const { team_id: _id, team_alias, organization_id, models, ...limits } = update;
  const parts: string[] = [];
  if (team_alias !== undefined) parts.push('team_alias');
  if (organization_id !== undefined) parts.push(organization_id ? `organization_id=${organization_id}` : 'left its organization');
  if (models !== undefined) parts.push('models');
  const l = describeLimits(limits);
  if (l) parts.push(l);
  return parts.join('; ');
}

async function syncTeam(api: LiteLLMApi, want: DesiredTeam, organizations: ReadonlyMap<string, ObjectReport>): Promise<ObjectReport> {
  const base = { object: want.object, id: want.id };
  if (want.organization) {
    const org = organizations.get(want.organization.object);
    if (!want.organization.id || !org) {
      return { ...base, action: 'skipped', applied: false, reason: 'OrganizationNotFound', message: `${want.organization.object} does not exist for this instance` };
    }
    if (!org.applied) {
      return { ...base, action: 'skipped', applied: false, reason: 'OrganizationNotApplied', message: `waiting for ${want.organization.object}: ${org.message}` };
    }
  }
  try {
    let current = await getTeam(api, want.id);
    if (!current) {
      const made = await createOrFind(
        () =>
          createTeam(api, {
            team_id: want.id,
            team_alias: want.alias,
            ...(want.organization?.id ? { organization_id: want.organization.id } : {}),
            models: want.models ?? [],
            ...setLimits(want.limits),
          }),
        () => getTeam(api, want.id),
      );
      if (made.created) {
        const limits = describeLimits(setLimits(want.limits));
        return { ...base, action: 'created', applied: true, reason: 'Created', message: `created team ${want.id}${limits ? ` (${limits})` : ''}` };
      }
      current = made.current!;
    }
    const update = teamUpdate(want, current);
    if (!update) return { ...base, action: 'unchanged', applied: true, reason: 'UpToDate', message: `team ${want.id} is up to date` };
    await updateTeam(api, update);
    return { ...base, action: 'updated', applied: true, reason: 'Updated', message: `updated team ${want.id}: ${describeTeamUpdate(update)}` };
  } catch (e) {
    return { ...base, ...failure(e) };
  }
}

export async function syncTenancy(api: LiteLLMApi, desired: Tenancy): Promise<TenancyReport> {
  const objects: ObjectReport[] = [];
  const organizations = new Map<string, ObjectReport>();
  for (const org of desired.organizations) {
    const r = await syncOrganization(api, org);
    organizations.set(org.object, r);
    objects.push(r);
  }
  for (const team of desired.teams) objects.push(await syncTeam(api, team, organizations));
  return { objects };
}

/**
 * The report when the instance has no database: LiteLLM keeps organizations and teams only in its
 * database, so none of them can be applied — said per object rather than dropped.
 */
export function withoutDatabase(desired: Tenancy): TenancyReport {
  const message = 'not applied: the ProxyInstance has no spec.database, and LiteLLM keeps organizations, teams and budgets only in its database';
  return {
    objects: [...desired.organizations, ...desired.teams].map((o) => ({ object: o.object, id: o.id, action: 'skipped' as const, applied: false, reason: 'NoDatabase', message })),
  };
}
