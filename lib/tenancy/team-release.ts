/**
 * What one Team becomes on an alt gateway: the AltTeam `<name>-team` listing its members' AltUsers
 * in the organization it joins and, with `maxBudgetMonthly`, the team-scoped AltBudget
 * `<name>-team-budget`. plan()'s rules run at synth, with render's messages; a member naming no
 * Identity on the same gateway fails synth (the operator leaves it out until it exists).
 */
import { Construct } from 'constructs';
import type { AltGatewayStack } from '../alt/alt-gateway-stack';
import { AltTeamTenant, tenantNames } from '../alt/alt-tenants';
import { UNSUPPORTED_REASONS, type UnsupportedFeature } from '../alt/alt-unsupported';
import type { TeamResource } from '../api/platform-resource-input';
import { parseTeam, TEAM_KIND, type TenantType } from '../api/tenancy';
import { teamMembersMissing } from '../plan/tenancy-rules';
import type { ResourceInput } from '../plan/types';
import { inChartNamespace } from '../validation/chart-namespace';
import { offlineStatus, type OfflineStatus, type OfflineStatusOptions } from '../validation/offline-status';
import { assertValid, specProblems } from '../validation/resource-problems';
import { IdentityRelease } from './identity-release';
import { findInApp, namespaceIn } from './in-app';
import type { OrganizationRelease } from './organization-release';
import { organizationProblems, resolveOrganizationRef, tenantOrganizationName } from './tenant-organization';
import { gatewayNamespaceProblems, resolveGatewayRef, typedSpecProblems } from './tenant-gateway';

export interface TeamReleaseProps {
  /** Name of the Team: the AltTeam is `<name>-team`. */
  readonly name: string;
  /** @default - the chart's namespace, else `default` */
  readonly namespace?: string;
  /** What it is provisioned in. @default 'gateway' */
  readonly type?: TenantType;
  /** The alt gateway it is provisioned on, in the same namespace. */
  readonly gatewayRef: AltGatewayStack;
  /** @default - the name */
  readonly displayName?: string;
  /** The Organization it belongs to, on the same gateway. @default - the gateway's own organization, if it has one */
  readonly organizationRef?: OrganizationRelease;
  /** Identities on the same gateway, each once; {@link TeamRelease.addMember} adds more. @default [] */
  readonly members?: readonly IdentityRelease[];
  /** Spend cap of the team (a team-scoped AltBudget). @default - no cap */
  readonly maxBudgetMonthly?: number;
  /** Not applied on alt (budget policies have no period): listed in `unsupportedFeatures`. @default - none */
  readonly budgetDuration?: string;
}

export class TeamRelease extends Construct {
  /**
   * Builds the Team from its raw resource; `spec.gatewayRef` and `spec.organizationRef` are looked
   * up among the app's `AltGatewayStack`s and `OrganizationRelease`s (build those first), each
   * member among its `IdentityRelease`s when the app synthesizes (build them before or after).
   * Throws an `InvalidResourceError` with render's words when render refuses the spec or the
   * gateway or organization is not in the app.
   */
  static fromResource(scope: Construct, id: string, input: TeamResource | ResourceInput): TeamRelease {
    const resource = inChartNamespace(scope, input as ResourceInput);
    assertValid(resource, TEAM_KIND, specProblems(resource, TEAM_KIND, parseTeam));
    const { metadata, spec } = parseTeam(resource).value!;
    const { namespace, name } = metadata;
    const gatewayRef = resolveGatewayRef(scope, TEAM_KIND, namespace, name, spec.gatewayRef.name);
    const organizationRef = spec.organizationRef ? resolveOrganizationRef(scope, TEAM_KIND, namespace, name, spec.organizationRef.name) : undefined;
    const team = new TeamRelease(scope, id, { ...spec, name, namespace, gatewayRef, organizationRef, members: [] });
    for (const member of spec.members) team.addMemberNamed(member);
    return team;
  }

  /** What `aigw render` would report for this Team resource, offline (pass its Gateway and Identities in `options.objects`). */
  static status(resource: TeamResource | ResourceInput, options: OfflineStatusOptions = {}): OfflineStatus {
    return offlineStatus(resource as ResourceInput, options);
  }

  /** The Team's name. */
  readonly name: string;
  readonly namespace: string;
  /** The gateway it is provisioned on. */
  readonly gateway: AltGatewayStack;
  /** The AltTeam and its budget. */
  readonly tenant: AltTeamTenant;
  /** The AltTeam's name. */
  readonly teamName: string;
  /** The AltOrganization it belongs to, if any. */
  readonly organizationName?: string;
  /** Fields given that an alt gateway does not apply, with why (render lists them in `status.unsupportedFeatures`). */
  readonly unsupportedFeatures: readonly UnsupportedFeature[];
  /** Members as given: Identity constructs, or Identity names (from {@link fromResource}) found at synth. */
  private readonly _members: (IdentityRelease | string)[] = [];

  constructor(scope: Construct, id: string, props: TeamReleaseProps) {
    super(scope, id);
    const { name, gatewayRef, organizationRef } = props;
    const namespace = namespaceIn(this, props.namespace);
    this.name = name;
    this.namespace = namespace;
    this.gateway = gatewayRef;
    this.organizationName = tenantOrganizationName(gatewayRef, organizationRef);
    this.node.addValidation({
      validate: () => {
        const own = typedSpecProblems(TEAM_KIND, parseTeam, name, namespace, {
          type: props.type,
          gatewayRef: { name: gatewayRef.name },
          displayName: props.displayName,
          organizationRef: organizationRef ? { name: organizationRef.name } : undefined,
          members: this._members.map(memberName),
          maxBudgetMonthly: props.maxBudgetMonthly,
          budgetDuration: props.budgetDuration,
        });
        if (own.length > 0) return own;
        const gateway = gatewayNamespaceProblems(namespace, gatewayRef);
        if (gateway.length > 0) return gateway;
        const organization = organizationProblems(namespace, gatewayRef, organizationRef);
        if (organization.length > 0) return organization;
        const missing = this._members.filter((m) => !this.onThisGateway(m)).map(memberName);
        return missing.length > 0 ? [teamMembersMissing(namespace, gatewayRef.name, missing).message] : [];
      },
    });
    this.tenant = new AltTeamTenant(this, 'Team', {
      instance: gatewayRef.name,
      namespace,
      name,
      displayName: props.displayName ?? name,
      organization: this.organizationName,
      maxBudget: props.maxBudgetMonthly,
    });
    this.teamName = this.tenant.teamName;
    if (organizationRef) this.tenant.node.addDependency(organizationRef.tenant);
    for (const identity of props.members ?? []) this.addMember(identity);
    this.unsupportedFeatures = props.budgetDuration !== undefined ? [{ field: 'spec.budgetDuration', reason: UNSUPPORTED_REASONS.budgetDuration }] : [];
  }

  /** The Identity names of the members, in order. */
  get members(): readonly string[] {
    return this._members.map(memberName);
  }

  /** Adds an Identity on the same gateway to the members: its AltUser joins the AltTeam. */
  addMember(identity: IdentityRelease): void {
    this._members.push(identity);
    this.tenant.addMember(identity.userName);
    // The AltTeam lists the AltUser: applied after it.
    this.tenant.node.addDependency(identity.user);
  }

  /** A member by Identity name, as a raw Team lists it; the Identity is found when the app synthesizes. */
  private addMemberNamed(identity: string): void {
    this._members.push(identity);
    this.tenant.addMember(tenantNames.user(identity));
  }

  /** Whether a member is an Identity of this Team's namespace on its gateway. */
  private onThisGateway(member: IdentityRelease | string): boolean {
    const identity =
      typeof member === 'string' ? findInApp(this, (c): c is IdentityRelease => c instanceof IdentityRelease && c.namespace === this.namespace && c.name === member)[0] : member;
    return identity !== undefined && identity.namespace === this.namespace && identity.gateway === this.gateway;
  }
}

function memberName(member: IdentityRelease | string): string {
  return typeof member === 'string' ? member : member.name;
}
