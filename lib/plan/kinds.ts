/**
 * The `platform.aigw.dev` kinds aigw knows. A primary kind is one the operator reconciles and
 * `aigw render` plans: adding one is one entry in {@link PRIMARY_KINDS} (its CRD in crds/, its
 * plan function here, its controller in operator/controllers.ts). A fact kind is only read by
 * plans (`ClusterFacts.platformObjects`). Any other kind of the group is unknown. Pure.
 */
import { GATEWAY_KIND } from '../api/gateway';
import { GUARDRAIL_KIND } from '../api/guardrail';
import { OBSERVABILITY_KIND } from '../platform/observability';
import { PLATFORM_CONFIG_KIND } from '../platform/platform-config';
import { SECRETS_MANAGEMENT_KIND } from '../platform/secrets-management';
import { SQL_CLUSTER_KIND } from '../platform/sql-cluster';
import { CHATUI_KIND } from '../api/chatui';
import { STACK_KIND } from '../api/stack';
import { COLUMNSTORE_CLUSTER_KIND, KV_INSTANCE_KIND } from '../platform/stack-gateway';
import { planChatUI } from './chatui-plan';
import { IDENTITY_KIND, ORGANIZATION_KIND, TEAM_KIND } from '../api/tenancy';
import { planGateway } from './gateway-plan';
import { planStack } from './stack-plan';
import { planGuardrail } from './guardrail-plan';
import { planIdentity } from './identity-plan';
import { planOrganization } from './organization-plan';
import { planTeam } from './team-plan';
import type { ClusterFacts, Plan, ResourceInput } from './types';

export interface PrimaryKind {
  /** `kind` of the CRD, e.g. `Gateway`. */
  readonly kind: string;
  /** Resource name of the CRD (`spec.names.plural`). */
  readonly plural: string;
  /**
   * Plans one object of this kind; plan() has checked apiVersion and kind, and applied the
   * PlatformConfig to `facts.operator`. Pure and total, like plan().
   */
  readonly plan: (input: ResourceInput, facts: ClusterFacts) => Plan;
}

/**
 * In planning order: `aigw render` plans a kind after those whose planned status it reads (a
 * Gateway reads its Guardrails'); the operator reads live statuses instead.
 */
export const PRIMARY_KINDS: readonly PrimaryKind[] = Object.freeze([
  { kind: GUARDRAIL_KIND, plural: 'guardrails', plan: planGuardrail },
  { kind: GATEWAY_KIND, plural: 'gateways', plan: planGateway },
  // A ChatUI reads its Gateway's spec and status; a Stack emits a Gateway and reads its status.
  { kind: CHATUI_KIND, plural: 'chatuis', plan: planChatUI },
  { kind: STACK_KIND, plural: 'stacks', plan: planStack },
  { kind: ORGANIZATION_KIND, plural: 'organizations', plan: planOrganization },
  { kind: TEAM_KIND, plural: 'teams', plan: planTeam },
  { kind: IDENTITY_KIND, plural: 'identities', plan: planIdentity },
]);

/** Platform kinds plans read as facts, never planned themselves. */
export const FACT_KINDS: readonly string[] = Object.freeze([
  SQL_CLUSTER_KIND,
  SECRETS_MANAGEMENT_KIND,
  PLATFORM_CONFIG_KIND,
  OBSERVABILITY_KIND,
  COLUMNSTORE_CLUSTER_KIND,
  KV_INSTANCE_KIND,
]);

export function primaryKindOf(kind: unknown): PrimaryKind | undefined {
  return PRIMARY_KINDS.find((k) => k.kind === kind);
}

export function isFactKind(kind: unknown): boolean {
  return typeof kind === 'string' && FACT_KINDS.includes(kind);
}

/** `Guardrail, Gateway or X`: the primary kinds, for messages. */
export function primaryKindList(): string {
  const names = PRIMARY_KINDS.map((k) => k.kind);
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}
