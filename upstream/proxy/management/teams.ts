/**
 * LiteLLM teams: read one by id, create one, update one. Request and response shapes are LiteLLM
 * 1.90.7's, from litellm/proxy/management_endpoints/team_endpoints.py, litellm/models/team.py and
 * litellm/proxy/_types.py (checked unchanged in 1.95.1).
 */
import { LiteLLMApiError, type LiteLLMApi } from './api-client';
import type { Limits } from './budgets';

/** A team row (`LiteLLM_TeamTable`, litellm/models/team.py); only the fields aigw reads are typed. */
export interface LiteLLMTeam extends Limits {
  readonly team_id: string;
  readonly team_alias?: string | null;
  readonly organization_id?: string | null;
  readonly models?: readonly string[];
  readonly spend?: number | null;
}

/** What `/team/info` returns: `TeamInfoResponseObject` (litellm/proxy/_types.py). */
interface TeamInfoResponse {
  readonly team_id: string;
  readonly team_info: LiteLLMTeam;
}

/** Body of `/team/new`: `NewTeamRequest` (a `TeamBase`). */
export interface NewTeamRequest extends Limits {
  readonly team_id: string;
  readonly team_alias: string;
  readonly organization_id?: string;
  /** Empty = every model the team's organization (or the proxy) allows. */
  readonly models: readonly string[];
}

/** Body of `/team/update`: `UpdateTeamRequest`; LiteLLM writes exactly the fields sent (exclude_unset), nulls included. */
export interface UpdateTeamRequest extends Limits {
  readonly team_id: string;
  readonly team_alias?: string;
  /** `""` takes the team out of its organization (update_team treats an empty id as unset). */
  readonly organization_id?: string;
  readonly models?: readonly string[];
}

/**
 * GET /team/info?team_id=… (`team_info`). A missing team is `HTTPException(404)` re-raised as a
 * `ProxyException` with code 404, so 404 means "not created yet".
 */
export async function getTeam(api: LiteLLMApi, teamId: string): Promise<LiteLLMTeam | undefined> {
  try {
    const res = await api.get<TeamInfoResponse>('/team/info', { team_id: teamId });
    return res.team_info;
  } catch (e) {
    if (e instanceof LiteLLMApiError && e.status === 404) return undefined;
    throw e;
  }
}

/**
 * POST /team/new (`new_team`). LiteLLM refuses (400) a `team_id` that exists, a team budget above its
 * organization's `max_budget`, and models outside the organization's (`_check_org_team_limits`).
 * Returns the created `LiteLLM_TeamTable`.
 */
export function createTeam(api: LiteLLMApi, body: NewTeamRequest): Promise<LiteLLMTeam> {
  return api.post<LiteLLMTeam>('/team/new', body);
}

/** POST /team/update (`update_team`); returns `{team_id, data}`. */
export async function updateTeam(api: LiteLLMApi, body: UpdateTeamRequest): Promise<LiteLLMTeam> {
  const res = await api.post<{ team_id: string; data: LiteLLMTeam }>('/team/update', body);
  return res.data;
}
