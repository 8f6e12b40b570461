/**
 * What the plans of Organization, Team and Identity share: finding the alt Gateway they point at
 * and the Organization they name (in `facts.primaries`), and the plan they answer with — Ready and
 * FeaturesSupported conditions, the unsupported fields, and the hold when a plan cannot be applied.
 * Pure.
 */
import { GATEWAY_KIND, parseGateway, type Gateway } from '../api/gateway';
import type { LocalRef } from '../api/refs';
import { ORGANIZATION_KIND, parseOrganization, type Tenant } from '../api/tenancy';
import { childName } from '../alt/names';
import { tenantNames } from '../alt/alt-tenants';
import type { UnsupportedFeature } from '../alt/alt-unsupported';
import { PLATFORM_API_VERSION } from '../meta/groups';
import { stampOwner, type Owner } from '../meta/labels';
import { namespaceOf } from '../platform/objects';
import { FEATURES_SUPPORTED, READY } from './conditions';
import { TenancyReason, tenantGatewayNotFound, tenantGatewayTypeRefused, tenantOrganizationElsewhere, tenantOrganizationNotFound, type Problem } from './tenancy-rules';
import type { ApiObjectJson, ClusterFacts, GeneratedSecret, Plan, PlannedCondition, PlannedEvent, ResourceInput } from './types';

export { TenancyReason, type Problem };

export function ownerOfTenant(kind: string, t: Pick<Tenant<unknown>, 'metadata'>): Owner {
  return { apiVersion: PLATFORM_API_VERSION, kind, namespace: t.metadata.namespace, name: t.metadata.name, uid: t.metadata.uid };
}

function cond(type: string, status: 'True' | 'False', reason: string, message: string, gen: number | undefined): PlannedCondition {
  return { type, status, reason, message, ...(gen !== undefined ? { observedGeneration: gen } : {}) };
}

/** The object `kind` `namespace/name` among the primaries of the facts. */
export function findPrimary(facts: ClusterFacts, kind: string, namespace: string, name: string): ResourceInput | undefined {
  return (facts.primaries ?? []).find((o) => o.kind === kind && o.metadata?.name === name && namespaceOf(o) === namespace);
}

/** The primaries of `kind` in `namespace`. */
export function primariesOf(facts: ClusterFacts, kind: string, namespace: string): ResourceInput[] {
  return (facts.primaries ?? []).filter((o) => o.kind === kind && namespaceOf(o) === namespace);
}

/** The alt Gateway `gatewayRef` names, or why it cannot be used. */
export function resolveAltGateway(kind: string, namespace: string, ref: LocalRef, facts: ClusterFacts): { gateway: Gateway } | Problem {
  const raw = findPrimary(facts, GATEWAY_KIND, namespace, ref.name);
  if (!raw) return tenantGatewayNotFound(namespace, ref.name);
  const parsed = parseGateway(raw);
  if (!parsed.value) return { reason: TenancyReason.GatewayNotReady, message: `spec.gatewayRef: Gateway ${namespace}/${ref.name} has an invalid spec` };
  if (parsed.value.spec.type !== 'alt') return tenantGatewayTypeRefused(kind, namespace, ref.name, parsed.value.spec.type);
  return { gateway: parsed.value };
}

/**
 * The AltOrganization a Team or Identity joins: the one emitted for the Organization it names (which
 * must point at the same Gateway), else the Gateway's own (`spec.organization`), else none.
 */
export function resolveOrganization(namespace: string, ref: LocalRef | undefined, gateway: Gateway, facts: ClusterFacts): { name?: string } | Problem {
  if (!ref) return gateway.spec.organization ? { name: childName(gateway.metadata.name, 'org') } : {};
  const raw = findPrimary(facts, ORGANIZATION_KIND, namespace, ref.name);
  const org = raw ? parseOrganization(raw).value : undefined;
  if (!org) return tenantOrganizationNotFound(namespace, ref.name, raw !== undefined);
  if (org.spec.gatewayRef.name !== gateway.metadata.name) return tenantOrganizationElsewhere(namespace, ref.name, org.spec.gatewayRef.name, gateway.metadata.name);
  return { name: tenantNames.organization(org.metadata.name) };
}

export function isProblem(v: object): v is Problem {
  return 'reason' in v && 'message' in v;
}

/** Ready=False with nothing applied: a new object gets nothing, a running one is held (lib/plan/hold.ts). */
export function refusedTenant(gen: number | undefined, problem: Problem, extraStatus: Record<string, unknown> = {}): Plan {
  return {
    objects: [],
    shared: [],
    status: {
      ...extraStatus,
      ...(gen !== undefined ? { observedGeneration: gen } : {}),
      conditions: [cond(READY, 'False', problem.reason, problem.message, gen)],
    },
    events: [{ type: 'Warning', reason: problem.reason, message: problem.message }],
    blocked: problem,
  };
}

export interface TenantPlanParts {
  readonly gen: number | undefined;
  readonly owner: Owner;
  readonly objects: readonly ApiObjectJson[];
  /** Ready's message when nothing waits. */
  readonly readyMessage: string;
  /** Applied, but not Ready yet (the AltUser not Synced). */
  readonly waiting?: Problem;
  readonly unsupported: readonly UnsupportedFeature[];
  readonly status: Record<string, unknown>;
  readonly conditions?: readonly PlannedCondition[];
  readonly events?: readonly PlannedEvent[];
  readonly generatedSecrets?: readonly GeneratedSecret[];
}

/** The plan of an applied tenant: objects stamped with their owner, Ready and FeaturesSupported. */
export function tenantPlan(p: TenantPlanParts): Plan {
  const explained = p.unsupported.map((f) => `${f.field} (${f.reason})`).join(', ');
  const events: PlannedEvent[] = [...(p.events ?? [])];
  if (p.unsupported.length > 0) events.push({ type: 'Warning', reason: TenancyReason.UnsupportedByBackend, message: `fields not applied on alt: ${explained}` });
  if (p.waiting) events.push({ type: 'Normal', reason: p.waiting.reason, message: p.waiting.message });
  return {
    objects: stampOwner(p.objects, p.owner),
    shared: [],
    status: {
      ...p.status,
      ...(p.gen !== undefined ? { observedGeneration: p.gen } : {}),
      unsupportedFeatures: p.unsupported.map((f) => f.field),
      conditions: [
        p.waiting ? cond(READY, 'False', p.waiting.reason, p.waiting.message, p.gen) : cond(READY, 'True', TenancyReason.Reconciled, p.readyMessage, p.gen),
        p.unsupported.length > 0
          ? cond(FEATURES_SUPPORTED, 'False', TenancyReason.UnsupportedByBackend, `not applied on alt: ${explained}`, p.gen)
          : cond(FEATURES_SUPPORTED, 'True', TenancyReason.AllFeaturesSupported, 'every configured field is applied on alt', p.gen),
        ...(p.conditions ?? []),
      ],
    },
    events,
    ...(p.generatedSecrets && p.generatedSecrets.length > 0 ? { generatedSecrets: p.generatedSecrets } : {}),
  };
}

export { cond as tenantCondition };
