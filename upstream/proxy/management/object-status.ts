/**
 * The status of one ProxyOrganization or ProxyTeam from its line of the sync report: a `Synced`
 * condition (True when LiteLLM holds the object as asked; False with the reason and LiteLLM's own
 * message otherwise) and the LiteLLM id, so a user can find the object in LiteLLM's UI and API. Pure.
 */
import type { PlannedCondition } from '../../../lib/plan/types';
import type { ObjectReport } from './sync';

export const SYNCED = 'Synced';

export interface TenancyObjectStatus {
  readonly conditions: PlannedCondition[];
  /** `organizationId` or `teamId`, as LiteLLM knows the object. */
  readonly [idField: string]: unknown;
}

export function tenancyObjectStatus(report: ObjectReport): TenancyObjectStatus {
  const idField = report.object.startsWith('ProxyTeam/') ? 'teamId' : 'organizationId';
  return {
    conditions: [{ type: SYNCED, status: report.applied ? 'True' : 'False', reason: report.reason, message: report.message }],
    [idField]: report.id,
  };
}
