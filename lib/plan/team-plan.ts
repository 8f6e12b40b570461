/**
 * The plan of a Team on an alt Gateway: an AltTeam whose members are the AltUsers of the Identities
 * it lists and, with `maxBudgetMonthly`, a team-scoped AltBudget. Needs licensed feature
 * multi-tenancy. A member naming no Identity on the same Gateway is left out (until it exists) and
 * named in `status.missingMembers`; the rest of the team is applied.
 */
import { AltTeamTenant, tenantNames } from '../alt/alt-tenants';
import { UNSUPPORTED_REASONS, type UnsupportedFeature } from '../alt/alt-unsupported';
import { IDENTITY_KIND, parseIdentity, parseTeam, TEAM_KIND } from '../api/tenancy';
import { MULTI_TENANCY_FEATURE } from './multi-tenancy';
import { newChart, synth } from './synth';
import { findPrimary, isProblem, ownerOfTenant, refusedTenant, resolveAltGateway, resolveOrganization, TenancyReason, tenantCondition, tenantPlan } from './tenancy';
import { teamMembersMissing } from './tenancy-rules';
import type { ClusterFacts, Plan, ResourceInput } from './types';

/** Condition type: whether every member names an Identity on the same Gateway. */
export const MEMBERS_RESOLVED = 'MembersResolved';

export function planTeam(resource: ResourceInput, facts: ClusterFacts): Plan {
  const parsed = parseTeam(resource);
  const gen = parsed.metadata.generation;
  if (!parsed.value) return refusedTenant(gen, { reason: TenancyReason.InvalidSpec, message: `invalid spec: ${parsed.errors.toString()}` });
  const team = parsed.value;
  const { namespace, name } = team.metadata;
  const { spec } = team;
  const target = resolveAltGateway(TEAM_KIND, namespace, spec.gatewayRef, facts);
  if (isProblem(target)) return refusedTenant(gen, target);
  if (!facts.entitlements.features.includes(MULTI_TENANCY_FEATURE)) {
    return refusedTenant(gen, { reason: TenancyReason.MultiTenancyUnlicensed, message: `a Team needs licensed feature ${MULTI_TENANCY_FEATURE}` });
  }
  const gatewayName = target.gateway.metadata.name;
  const organization = resolveOrganization(namespace, spec.organizationRef, target.gateway, facts);
  if (isProblem(organization)) return refusedTenant(gen, organization);

  const members: string[] = [];
  const missing: string[] = [];
  for (const member of spec.members) {
    const raw = findPrimary(facts, IDENTITY_KIND, namespace, member);
    const identity = raw ? parseIdentity(raw).value : undefined;
    if (identity && identity.spec.gatewayRef.name === gatewayName) members.push(tenantNames.user(member));
    else missing.push(member);
  }

  const chart = newChart(namespace);
  const emitted = new AltTeamTenant(chart, 'Team', {
    instance: gatewayName,
    name,
    displayName: spec.displayName,
    organization: organization.name,
    members,
    maxBudget: spec.maxBudgetMonthly,
  });
  const unsupported: UnsupportedFeature[] = spec.budgetDuration !== undefined ? [{ field: 'spec.budgetDuration', reason: UNSUPPORTED_REASONS.budgetDuration }] : [];
  const missingMessage = teamMembersMissing(namespace, gatewayName, missing).message;
  return tenantPlan({
    gen,
    owner: ownerOfTenant(TEAM_KIND, team),
    objects: synth(chart),
    readyMessage: `AltTeam ${emitted.teamName} planned on alt gateway ${gatewayName} with ${members.length} member${members.length === 1 ? '' : 's'}`,
    unsupported,
    status: { teamName: emitted.teamName, memberCount: members.length, ...(missing.length > 0 ? { missingMembers: missing } : {}) },
    conditions: [
      missing.length > 0
        ? tenantCondition(MEMBERS_RESOLVED, 'False', TenancyReason.MemberNotFound, missingMessage, gen)
        : tenantCondition(MEMBERS_RESOLVED, 'True', TenancyReason.Reconciled, 'every member names an Identity on the same Gateway', gen),
    ],
    events: missing.length > 0 ? [{ type: 'Warning', reason: TenancyReason.MemberNotFound, message: missingMessage }] : [],
  });
}
