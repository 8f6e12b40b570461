/**
 * LiteLLM organizations: read one by id, create one, change its alias or models. Request and response
 * shapes are LiteLLM 1.90.7's, from litellm/proxy/management_endpoints/organization_endpoints.py and
 * litellm/proxy/_types.py (checked unchanged in 1.95.1). Budgets are changed in ./budgets.ts.
 */
import { LiteLLMApiError, type LiteLLMApi } from './api-client';
import type { Limits } from './budgets';

/**
 * What `/organization/info` returns (`LiteLLM_OrganizationTableWithMembers`, a
 * `LiteLLM_OrganizationTable` from litellm/models/organization.py plus members, teams and the
 * linked `litellm_budget_table`). Only the fields aigw reads are typed.
 */
export interface LiteLLMOrganization {
  readonly organization_id: string;
  readonly organization_alias?: string | null;
  readonly budget_id: string;
  readonly models?: readonly string[];
  readonly litellm_budget_table?: (Limits & Record<string, unknown>) | null;
}

/** Body of `/organization/new`: `NewOrganizationRequest` (a `LiteLLM_BudgetTable` plus organization fields). */
export interface NewOrganizationRequest extends Limits {
  readonly organization_id: string;
  readonly organization_alias: string;
  /** Empty = every model of the proxy. */
  readonly models: readonly string[];
}

/** Body of `/organization/update`: `LiteLLM_OrganizationTableUpdate`; unset fields are left alone. */
export interface UpdateOrganizationRequest {
  readonly organization_id: string;
  readonly organization_alias?: string;
  readonly models?: readonly string[];
}

/**
 * GET /organization/info?organization_id=… (`info_organization`). A missing organization is a
 * FastAPI `HTTPException(404)`, so 404 means "not created yet".
 */
export async function getOrganization(api: LiteLLMApi, organizationId: string): Promise<LiteLLMOrganization | undefined> {
  try {
    return await api.get<LiteLLMOrganization>('/organization/info', { organization_id: organizationId });
  } catch (e) {
    if (e instanceof LiteLLMApiError && e.status === 404) return undefined;
    throw e;
  }
}

/**
 * POST /organization/new (`new_organization`, proxy admin only). Without a `budget_id` LiteLLM creates
 * the budget row from the budget fields of the body. Returns `NewOrganizationResponse`.
 */
export function createOrganization(api: LiteLLMApi, body: NewOrganizationRequest): Promise<LiteLLMOrganization> {
  return api.post<LiteLLMOrganization>('/organization/new', body);
}

/** PATCH /organization/update (`update_organization`); needs a caller user id, which the master key has (`default_user_id`). */
export function updateOrganization(api: LiteLLMApi, body: UpdateOrganizationRequest): Promise<LiteLLMOrganization> {
  return api.patch<LiteLLMOrganization>('/organization/update', body);
}
