/**
 * Deterministic LiteLLM ids for ProxyOrganization and ProxyTeam objects. LiteLLM accepts a
 * caller-chosen `organization_id` on `/organization/new` (litellm/proxy/_types.py
 * `NewOrganizationRequest.organization_id`) and `team_id` on `/team/new` (TeamBase.team_id; new_team in
 * litellm/proxy/management_endpoints/team_endpoints.py refuses an id that already exists), LiteLLM
 * 1.90.7. Deriving the id from the object's namespace and name lets every reconcile — after a restart
 * too — look the object up by id instead of by alias (aliases are not unique in LiteLLM), so a
 * restart never creates a second copy.
 *
 * A namespace is a DNS label (no dots), so the first dot separates it from the object name unambiguously.
 */
const PREFIX = 'aigw';

export function organizationId(namespace: string, name: string): string {
  return `${PREFIX}.${namespace}.org.${name}`;
}

export function teamId(namespace: string, name: string): string {
  return `${PREFIX}.${namespace}.team.${name}`;
}
