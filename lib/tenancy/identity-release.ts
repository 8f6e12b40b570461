/**
 * What one Identity becomes on an alt gateway: the AltUser `<name>-user`, whose console password is
 * the Secret `<name>-console-password` (key `password`), emitted without a value for the aigw
 * operator (or you) to fill once, as render lists it. `teamRefs` and `budget` are not applied on
 * alt: they are listed in `unsupportedFeatures`. plan()'s rules run at synth, with render's messages.
 */
import { ApiObject } from 'cdk8s';
import { Construct } from 'constructs';
import type { AltGatewayStack } from '../alt/alt-gateway-stack';
import { AltUserAccount } from '../alt/alt-tenants';
import type { UnsupportedFeature } from '../alt/alt-unsupported';
import type { IdentityResource } from '../api/platform-resource-input';
import type { LocalRef, SecretKeyRef } from '../api/refs';
import { DEFAULT_IDENTITY_ROLE, IDENTITY_KIND, parseIdentity, type IdentityBudget, type IdentityRole, type TenantType } from '../api/tenancy';
import { PLATFORM_API_VERSION } from '../meta/groups';
import { CONSOLE_PASSWORD_KEY, consolePasswordSecret, identityUnsupportedFeatures } from '../plan/identity-plan';
import type { ResourceInput } from '../plan/types';
import { inChartNamespace } from '../validation/chart-namespace';
import { offlineStatus, type OfflineStatus, type OfflineStatusOptions } from '../validation/offline-status';
import { assertValid, specProblems } from '../validation/resource-problems';
import { namespaceIn } from './in-app';
import type { OrganizationRelease } from './organization-release';
import { organizationProblems, resolveOrganizationRef, tenantOrganizationName } from './tenant-organization';
import { gatewayNamespaceProblems, resolveGatewayRef, typedSpecProblems } from './tenant-gateway';

export interface IdentityReleaseProps {
  /** Name of the Identity: the AltUser is `<name>-user`, its password Secret `<name>-console-password`. */
  readonly name: string;
  /** @default - the chart's namespace, else `default` */
  readonly namespace?: string;
  /** What it is provisioned in. @default 'gateway' */
  readonly type?: TenantType;
  /** The alt gateway it is provisioned on, in the same namespace. */
  readonly gatewayRef: AltGatewayStack;
  readonly email: string;
  /** @default - the name */
  readonly displayName?: string;
  /** @default 'viewer' */
  readonly role?: IdentityRole;
  /** The Organization it joins, on the same gateway. @default - the gateway's own organization, if it has one */
  readonly organizationRef?: OrganizationRelease;
  /** Not applied on alt (membership is the Team's `members`): listed in `unsupportedFeatures`. @default [] */
  readonly teamRefs?: readonly LocalRef[];
  /** Not applied on alt (a per-user cap is an AltBudget with `scope: user`): listed in `unsupportedFeatures`. @default - none */
  readonly budget?: IdentityBudget;
}

export class IdentityRelease extends Construct {
  /**
   * Builds the Identity from its raw resource; `spec.gatewayRef` and `spec.organizationRef` are
   * looked up among the app's `AltGatewayStack`s and `OrganizationRelease`s, so build those first.
   * Throws an `InvalidResourceError` with render's words when render refuses the spec or the object
   * it names is not in the app.
   */
  static fromResource(scope: Construct, id: string, input: IdentityResource | ResourceInput): IdentityRelease {
    const resource = inChartNamespace(scope, input as ResourceInput);
    assertValid(resource, IDENTITY_KIND, specProblems(resource, IDENTITY_KIND, parseIdentity));
    const { metadata, spec } = parseIdentity(resource).value!;
    const { namespace, name } = metadata;
    const gatewayRef = resolveGatewayRef(scope, IDENTITY_KIND, namespace, name, spec.gatewayRef.name);
    const organizationRef = spec.organizationRef ? resolveOrganizationRef(scope, IDENTITY_KIND, namespace, name, spec.organizationRef.name) : undefined;
    return new IdentityRelease(scope, id, { ...spec, name, namespace, gatewayRef, organizationRef });
  }

  /** What `aigw render` would report for this Identity resource, offline (pass its Gateway in `options.objects`). */
  static status(resource: IdentityResource | ResourceInput, options: OfflineStatusOptions = {}): OfflineStatus {
    return offlineStatus(resource as ResourceInput, options);
  }

  /** The Identity's name. */
  readonly name: string;
  readonly namespace: string;
  /** The gateway it is provisioned on. */
  readonly gateway: AltGatewayStack;
  /** The AltUser's name: what a Team lists among its members. */
  readonly userName: string;
  readonly user: AltUserAccount;
  /** The Secret key of the console password (generated once by the aigw operator, or by you). */
  readonly passwordSecretRef: SecretKeyRef;
  /** The password Secret, without a value. */
  readonly passwordSecret: ApiObject;
  /** Fields given that an alt gateway does not apply, with why (render lists them in `status.unsupportedFeatures`). */
  readonly unsupportedFeatures: readonly UnsupportedFeature[];

  constructor(scope: Construct, id: string, props: IdentityReleaseProps) {
    super(scope, id);
    const { name, gatewayRef, organizationRef } = props;
    const namespace = namespaceIn(this, props.namespace);
    this.name = name;
    this.namespace = namespace;
    this.gateway = gatewayRef;
    this.node.addValidation({
      validate: () => {
        const own = typedSpecProblems(IDENTITY_KIND, parseIdentity, name, namespace, {
          type: props.type,
          gatewayRef: { name: gatewayRef.name },
          email: props.email,
          displayName: props.displayName,
          role: props.role,
          organizationRef: organizationRef ? { name: organizationRef.name } : undefined,
          teamRefs: props.teamRefs?.map((t) => ({ name: t.name })),
          budget: props.budget,
        });
        if (own.length > 0) return own;
        const gateway = gatewayNamespaceProblems(namespace, gatewayRef);
        return gateway.length > 0 ? gateway : organizationProblems(namespace, gatewayRef, organizationRef);
      },
    });

    const password = consolePasswordSecret({ apiVersion: PLATFORM_API_VERSION, kind: IDENTITY_KIND, namespace, name });
    // Offline there is no uid, so the manifest has no ownerReferences.
    this.passwordSecret = new ApiObject(this, 'ConsolePassword', { ...password.manifest, metadata: { ...password.manifest.metadata, ownerReferences: undefined } });
    this.passwordSecretRef = { name: password.name, key: CONSOLE_PASSWORD_KEY };
    this.user = new AltUserAccount(this, 'User', {
      instance: gatewayRef.name,
      namespace,
      name,
      displayName: props.displayName ?? name,
      email: props.email,
      role: props.role ?? DEFAULT_IDENTITY_ROLE,
      organization: tenantOrganizationName(gatewayRef, organizationRef),
      passwordSecretRef: this.passwordSecretRef,
    });
    this.user.node.addDependency(this.passwordSecret);
    if (organizationRef) this.user.node.addDependency(organizationRef.tenant);
    this.userName = this.user.userName;
    this.unsupportedFeatures = identityUnsupportedFeatures({ teamRefs: props.teamRefs ?? [], budget: props.budget });
  }
}
