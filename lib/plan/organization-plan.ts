/**
 * The plan of an Organization on an alt Gateway: an AltOrganization and, when it has limits, an
 * org-scoped AltBudget. Needs licensed feature multi-tenancy.
 */
import { AltOrganizationTenant } from '../alt/alt-tenants';
import { UNSUPPORTED_REASONS, type UnsupportedFeature } from '../alt/alt-unsupported';
import { ORGANIZATION_KIND, parseOrganization } from '../api/tenancy';
import { MULTI_TENANCY_FEATURE } from './multi-tenancy';
import { newChart, synth } from './synth';
import { isProblem, ownerOfTenant, refusedTenant, resolveAltGateway, TenancyReason, tenantPlan } from './tenancy';
import type { ClusterFacts, Plan, ResourceInput } from './types';

export function planOrganization(resource: ResourceInput, facts: ClusterFacts): Plan {
  const parsed = parseOrganization(resource);
  const gen = parsed.metadata.generation;
  if (!parsed.value) return refusedTenant(gen, { reason: TenancyReason.InvalidSpec, message: `invalid spec: ${parsed.errors.toString()}` });
  const org = parsed.value;
  const { namespace, name } = org.metadata;
  const target = resolveAltGateway(ORGANIZATION_KIND, namespace, org.spec.gatewayRef, facts);
  if (isProblem(target)) return refusedTenant(gen, target);
  if (!facts.entitlements.features.includes(MULTI_TENANCY_FEATURE)) {
    return refusedTenant(gen, { reason: TenancyReason.MultiTenancyUnlicensed, message: `an Organization needs licensed feature ${MULTI_TENANCY_FEATURE}` });
  }

  const chart = newChart(namespace);
  const { spec } = org;
  const emitted = new AltOrganizationTenant(chart, 'Organization', {
    instance: target.gateway.metadata.name,
    name,
    displayName: spec.displayName,
    maxBudget: spec.maxBudget,
    rpmLimit: spec.rpmLimit,
    tpmLimit: spec.tpmLimit,
  });
  const unsupported: UnsupportedFeature[] = spec.budgetDuration !== undefined ? [{ field: 'spec.budgetDuration', reason: UNSUPPORTED_REASONS.budgetDuration }] : [];
  return tenantPlan({
    gen,
    owner: ownerOfTenant(ORGANIZATION_KIND, org),
    objects: synth(chart),
    readyMessage: `AltOrganization ${emitted.organizationName} planned on alt gateway ${target.gateway.metadata.name}`,
    unsupported,
    status: { organizationName: emitted.organizationName },
  });
}
