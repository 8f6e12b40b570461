/**
 * The organizations and teams one ProxyInstance should hold, from its ProxyOrganization and ProxyTeam
 * objects: LiteLLM ids (./ids.ts), aliases, limits (./budgets.ts) and each team's organization. Pure.
 */
import type { ProxyOrganizationSpec, ProxyTeamSpec } from '../../../imports/proxy.aigw.dev';
import type { ProxyObject } from '../litellm-config';
import { organizationLimits, teamLimits, type Limits } from './budgets';
import { organizationId, teamId } from './ids';

export interface DesiredOrganization {
  /** `ProxyOrganization/<name>`, the key of the report and of the instance status. */
  readonly object: string;
  readonly name: string;
  readonly id: string;
  readonly alias: string;
  readonly limits: Limits;
  /** Model names the organization may use; undefined = not managed (LiteLLM's default: all). */
  readonly models?: readonly string[];
}

export interface DesiredTeam {
  readonly object: string;
  readonly name: string;
  readonly id: string;
  readonly alias: string;
  /** The ProxyOrganization the team names, if any; `id` undefined when no such object points at this instance. */
  readonly organization?: { readonly object: string; readonly id?: string };
  readonly limits: Limits;
  readonly models?: readonly string[];
}

export interface Tenancy {
  readonly organizations: readonly DesiredOrganization[];
  readonly teams: readonly DesiredTeam[];
}

const byName = <T extends { metadata: { name: string } }>(a: T, b: T) => a.metadata.name.localeCompare(b.metadata.name);

/** `organizations` and `teams` are the objects whose `instanceRef` names the instance, all in `namespace`. */
export function tenancyOf(
  namespace: string,
  organizations: readonly ProxyObject<ProxyOrganizationSpec>[],
  teams: readonly ProxyObject<ProxyTeamSpec>[],
): Tenancy {
  const orgs = [...organizations].sort(byName).map(
    (o): DesiredOrganization => ({
      object: `ProxyOrganization/${o.metadata.name}`,
      name: o.metadata.name,
      id: organizationId(namespace, o.metadata.name),
      alias: o.spec.organizationAlias,
      limits: organizationLimits(o.spec),
    }),
  );
  const known = new Set(orgs.map((o) => o.name));
  return {
    organizations: orgs,
    teams: [...teams].sort(byName).map((t): DesiredTeam => {
      const ref = t.spec.organizationRef?.name;
      return {
        object: `ProxyTeam/${t.metadata.name}`,
        name: t.metadata.name,
        id: teamId(namespace, t.metadata.name),
        alias: t.spec.teamAlias,
        organization: ref === undefined ? undefined : { object: `ProxyOrganization/${ref}`, id: known.has(ref) ? organizationId(namespace, ref) : undefined },
        limits: teamLimits(t.spec),
      };
    }),
  };
}
