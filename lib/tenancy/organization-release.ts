/**
 * What one Organization becomes on an alt gateway: the AltOrganization `<name>-organization` and,
 * when it has limits, the org-scoped AltBudget `<name>-organization-budget`. plan()'s rules run at
 * synth, with render's messages.
 */
import { Construct } from 'constructs';
import type { AltGatewayStack } from '../alt/alt-gateway-stack';
import { AltOrganizationTenant } from '../alt/alt-tenants';
import { UNSUPPORTED_REASONS, type UnsupportedFeature } from '../alt/alt-unsupported';
import type { OrganizationResource } from '../api/platform-resource-input';
import { ORGANIZATION_KIND, parseOrganization, type TenantType } from '../api/tenancy';
import type { ResourceInput } from '../plan/types';
import { inChartNamespace } from '../validation/chart-namespace';
import { offlineStatus, type OfflineStatus, type OfflineStatusOptions } from '../validation/offline-status';
import { assertValid, specProblems } from '../validation/resource-problems';
import { namespaceIn } from './in-app';
import { gatewayNamespaceProblems, resolveGatewayRef, typedSpecProblems } from './tenant-gateway';

export interface OrganizationReleaseProps {
  /** Name of the Organization: the AltOrganization is `<name>-organization`. */
  readonly name: string;
  /** @default - the chart's namespace, else `default` */
  readonly namespace?: string;
  /** What it is provisioned in. @default 'gateway' */
  readonly type?: TenantType;
  /** The alt gateway it is provisioned on, in the same namespace. */
  readonly gatewayRef: AltGatewayStack;
  /** @default - the name */
  readonly displayName?: string;
  /** Spend cap of the organization (an org-scoped AltBudget). @default - no cap */
  readonly maxBudget?: number;
  /** Not applied on alt (budget policies have no period): listed in `unsupportedFeatures`. @default - none */
  readonly budgetDuration?: string;
  /** @default - no limit */
  readonly rpmLimit?: number;
  /** @default - no limit */
  readonly tpmLimit?: number;
}

export class OrganizationRelease extends Construct {
  /**
   * Builds the Organization from its raw resource; `spec.gatewayRef` is looked up among the app's
   * `AltGatewayStack`s, so build the gateway first. Throws an `InvalidResourceError` with render's
   * words when render refuses the spec, or the gateway is not in the app or is a proxy gateway.
   */
  static fromResource(scope: Construct, id: string, input: OrganizationResource | ResourceInput): OrganizationRelease {
    const resource = inChartNamespace(scope, input as ResourceInput);
    assertValid(resource, ORGANIZATION_KIND, specProblems(resource, ORGANIZATION_KIND, parseOrganization));
    const { metadata, spec } = parseOrganization(resource).value!;
    const { namespace, name } = metadata;
    const gatewayRef = resolveGatewayRef(scope, ORGANIZATION_KIND, namespace, name, spec.gatewayRef.name);
    return new OrganizationRelease(scope, id, { ...spec, name, namespace, gatewayRef });
  }

  /** What `aigw render` would report for this Organization resource, offline (pass its Gateway in `options.objects`). */
  static status(resource: OrganizationResource | ResourceInput, options: OfflineStatusOptions = {}): OfflineStatus {
    return offlineStatus(resource as ResourceInput, options);
  }

  /** The Organization's name. */
  readonly name: string;
  readonly namespace: string;
  /** The gateway it is provisioned on. */
  readonly gateway: AltGatewayStack;
  /** The AltOrganization's name: what Teams and Identities join. */
  readonly organizationName: string;
  /** The AltOrganization and its budget. */
  readonly tenant: AltOrganizationTenant;
  /** Fields given that an alt gateway does not apply, with why (render lists them in `status.unsupportedFeatures`). */
  readonly unsupportedFeatures: readonly UnsupportedFeature[];

  constructor(scope: Construct, id: string, props: OrganizationReleaseProps) {
    super(scope, id);
    const { name, gatewayRef } = props;
    this.name = name;
    this.namespace = namespaceIn(this, props.namespace);
    this.gateway = gatewayRef;
    this.node.addValidation({
      validate: () => {
        const own = typedSpecProblems(ORGANIZATION_KIND, parseOrganization, name, this.namespace, {
          type: props.type,
          gatewayRef: { name: gatewayRef.name },
          displayName: props.displayName,
          maxBudget: props.maxBudget,
          budgetDuration: props.budgetDuration,
          rpmLimit: props.rpmLimit,
          tpmLimit: props.tpmLimit,
        });
        return own.length > 0 ? own : gatewayNamespaceProblems(this.namespace, gatewayRef);
      },
    });
    this.tenant = new AltOrganizationTenant(this, 'Organization', {
      instance: gatewayRef.name,
      namespace: this.namespace,
      name,
      displayName: props.displayName ?? name,
      maxBudget: props.maxBudget,
      rpmLimit: props.rpmLimit,
      tpmLimit: props.tpmLimit,
    });
    this.organizationName = this.tenant.organizationName;
    this.unsupportedFeatures = props.budgetDuration !== undefined ? [{ field: 'spec.budgetDuration', reason: UNSUPPORTED_REASONS.budgetDuration }] : [];
  }
}
