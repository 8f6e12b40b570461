/**
 * What the upstream controller calls once an instance's LiteLLM is available: reads the master key
 * from the instance's Secret, turns the instance's ProxyOrganization/ProxyTeam objects into the desired
 * tenancy and syncs it (./sync.ts). Without `spec.database` nothing is sent — LiteLLM keeps
 * organizations and teams only in its database — and every object is reported as not applied, saying
 * why. The outcome carries the per-object report for the objects' own status.
 */
import type { KubeObject } from '../../../runtime/kube/types';
import type { ProxyInstanceSpec, ProxyOrganizationSpec, ProxyTeamSpec } from '../../../imports/proxy.aigw.dev';
import type { ProxyObject, SecretKeyRef } from '../litellm-config';
import type { ManagementContext, ManagementOutcome, ManagementSync } from '../management-hook';
import { LiteLLMApi } from './api-client';
import { tenancyOf } from './desired';
import { syncTenancy, withoutDatabase, type TenancyReport } from './sync';

/** What the controller hands the sync: the instance, its ProxyOrganizations/ProxyTeams and where LiteLLM answers. */
export type TenancyContext = ManagementContext;

/** The outcome, always with the database flag and the per-object report. */
export interface TenancyOutcome extends ManagementOutcome {
  readonly database: boolean;
  readonly report: TenancyReport;
}

export interface TenancySyncOptions {
  /** The value of one Secret key in `namespace`, or undefined when the Secret or key is missing. */
  readonly readSecretKey: (namespace: string, ref: SecretKeyRef) => Promise<string | undefined>;
  readonly timeoutMs?: number;
}

const asProxy = <S>(o: KubeObject) => o as unknown as ProxyObject<S>;

export class TenancySync implements ManagementSync {
  constructor(private readonly options: TenancySyncOptions) {}

  async sync(ctx: TenancyContext): Promise<TenancyOutcome> {
    const desired = tenancyOf(ctx.namespace, ctx.organizations.map(asProxy<ProxyOrganizationSpec>), ctx.teams.map(asProxy<ProxyTeamSpec>));
    const spec = (ctx.instance as { spec?: ProxyInstanceSpec }).spec;
    if (!spec?.database?.connectionSecretRef) return { synced: [], database: false, report: withoutDatabase(desired) };
    if (desired.organizations.length + desired.teams.length === 0) return { synced: [], database: true, report: { objects: [] } };

    const notApplied = (message: string): TenancyOutcome => ({
      synced: [],
      database: true,
      problem: message,
      report: { objects: [...desired.organizations, ...desired.teams].map((o) => ({ object: o.object, id: o.id, action: 'skipped' as const, applied: false, reason: 'NoMasterKey', message })) },
    });
    const ref = ctx.masterKeySecretRef;
    if (!ref) return notApplied('not applied: the ProxyInstance names no masterKey.secretRef, which the management API needs');
    const masterKey = await this.options.readSecretKey(ctx.namespace, ref);
    if (!masterKey) return notApplied(`not applied: Secret ${ref.name} has no key ${ref.key} (the master key)`);

    const api = new LiteLLMApi({ baseUrl: ctx.baseUrl, masterKey, timeoutMs: this.options.timeoutMs });
    try {
      const report = await syncTenancy(api, desired);
      const failed = report.objects.filter((o) => !o.applied);
      return {
        synced: report.objects.filter((o) => o.applied).map((o) => o.object),
        database: true,
        report,
        ...(failed.length ? { problem: failed.map((o) => `${o.object}: ${o.message}`).join('; ') } : {}),
      };
    } finally {
      await api.close();
    }
  }
}
