/**
 * The seam for what LiteLLM keeps in its database rather than config.yaml: organizations, teams
 * and their budgets, created through LiteLLM's management API. The controller calls
 * {@link ManagementSync.sync} once the instance's Deployment is available, on every reconcile (so
 * it must be idempotent), and reports its outcome in the ProxyInstance status. Without one, the
 * ProxyOrganization and ProxyTeam objects are listed as not honoured.
 */
import type { KubeObject } from '../../runtime/kube/types';
import type { SecretKeyRef } from './litellm-config';
import type { TenancyReport } from './management/sync';

export interface ManagementContext {
  readonly namespace: string;
  readonly instance: KubeObject;
  readonly organizations: readonly KubeObject[];
  readonly teams: readonly KubeObject[];
  /** In-cluster base URL of the instance's LiteLLM Service, e.g. `http://main-litellm.ai.svc:4000`. */
  readonly baseUrl: string;
  /** The Secret key holding LiteLLM's master key, which the management API authenticates with. */
  readonly masterKeySecretRef?: SecretKeyRef;
}

export interface ManagementOutcome {
  /** Objects LiteLLM now holds as asked (`ProxyOrganization/<name>`, `ProxyTeam/<name>`): no longer reported as not honoured. */
  readonly synced: readonly string[];
  /** What failed, when something did: shown in the status; the controller retries with backoff. */
  readonly problem?: string;
  /** False when the instance has no database, so LiteLLM can hold no organization or team. */
  readonly database?: boolean;
  /** One line per ProxyOrganization/ProxyTeam: written to that object's status. */
  readonly report?: TenancyReport;
}

export interface ManagementSync {
  sync(context: ManagementContext): Promise<ManagementOutcome>;
}
