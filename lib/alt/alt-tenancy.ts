/**
 * The tenancy of an alt gateway: its AltOrganization, the org caps as an AltBudget, the AltTeams
 * and their team-scoped AltBudgets. Budget policies carry no period: a budget duration has nowhere
 * to go (plan() reports it as unsupported).
 */
import { Construct } from 'constructs';
import * as alt from '../../imports/alt.aigw.dev';
import { childName, UniqueNames } from './names';

export interface AltOrganizationOptions {
  /** The organization's display name. */
  readonly name: string;
  /** Spend cap of the whole organization. @default - no cap */
  readonly maxBudget?: number;
  /** @default - no limit */
  readonly rpmLimit?: number;
  /** @default - no limit */
  readonly tpmLimit?: number;
}

export interface AltTeamOptions {
  /** The team's display name. */
  readonly name: string;
  /** Spend cap of the team. @default - no cap */
  readonly maxBudget?: number;
  /** Members (user names). @default [] */
  readonly members?: readonly string[];
}

export interface AltTenancyProps {
  /** The gateway (and AltInstance) name; children are `<gateway>-org`, `<gateway>-team-<name>`. */
  readonly gateway: string;
  /** @default - the chart's namespace */
  readonly namespace?: string;
  /** @default - no organization */
  readonly organization?: AltOrganizationOptions;
  /** @default [] */
  readonly teams?: readonly AltTeamOptions[];
}

export class AltTenancy extends Construct {
  /** The AltOrganization's name, when there is one. */
  readonly organizationName?: string;
  readonly teamNames: readonly string[];

  constructor(scope: Construct, id: string, props: AltTenancyProps) {
    super(scope, id);
    const instanceRef = { name: props.gateway };
    const namespace = props.namespace;
    const org = props.organization;

    if (org) {
      this.organizationName = childName(props.gateway, 'org');
      new alt.AltOrganization(this, 'Organization', {
        metadata: { name: this.organizationName, namespace },
        spec: { instanceRef, displayName: org.name },
      });
      if (org.maxBudget !== undefined || org.rpmLimit !== undefined || org.tpmLimit !== undefined) {
        new alt.AltBudget(this, 'OrganizationBudget', {
          metadata: { name: childName(props.gateway, 'org', 'budget'), namespace },
          spec: {
            instanceRef,
            scope: alt.AltBudgetSpecScope.ORG,
            organizationRef: { name: this.organizationName },
            ...defined({ maxBudget: org.maxBudget, rpmLimit: org.rpmLimit, tpmLimit: org.tpmLimit }),
          },
        });
      }
    }

    const names = new UniqueNames(props.gateway);
    const teams = props.teams ?? [];
    this.teamNames = teams.map((team) => names.next('team', team.name));
    teams.forEach((team, i) => {
      new alt.AltTeam(this, `Team${i}`, {
        metadata: { name: this.teamNames[i], namespace },
        spec: {
          instanceRef,
          displayName: team.name,
          ...(this.organizationName ? { organizationRef: { name: this.organizationName } } : {}),
          ...(team.members && team.members.length > 0 ? { members: [...team.members] } : {}),
        },
      });
    });
    // Team budgets reference their teams, so they come after all of them.
    teams.forEach((team, i) => {
      if (team.maxBudget === undefined) return;
      new alt.AltBudget(this, `TeamBudget${i}`, {
        metadata: { name: childName(this.teamNames[i], 'budget'), namespace },
        spec: { instanceRef, scope: alt.AltBudgetSpecScope.TEAM, teamRef: { name: this.teamNames[i] }, maxBudget: team.maxBudget },
      });
    });
  }
}

function defined<T extends Record<string, unknown>>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
