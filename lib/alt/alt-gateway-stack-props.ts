/**
 * The props of {@link AltGatewayStack} and what other constructs read of one, at the bottom of the
 * alt constructs: the stack, its wiring and the mapping of a Gateway onto these props all import
 * them, and none of them imports the others for their types.
 */
import type { AltGuardrailItemOptions } from '../guardrail/alt-guardrail-item-options';
import type { ClusterFacts } from '../plan/types';
import type { AltScimOptions, AltSsoOptions } from './alt-enterprise';
import type { AltGatewayInstanceProps, KeyRef } from './alt-gateway-instance';
import type { AltIngressProps } from './alt-ingress';
import type { AltModelAccessPolicyProps } from './alt-model-access-policy';
import type { AltModelOptions } from './alt-model-catalog';
import type { AltOrganizationOptions, AltTeamOptions } from './alt-tenancy';

/** What a wiring reads of an alt gateway construct ({@link AltGatewayStack}): its name and namespace. */
export interface AltGatewayConstruct {
  /** The gateway's name (the AltInstance's). */
  readonly name: string;
  /** The namespace given in its props (else its chart's applies). */
  readonly namespace?: string;
}

export interface AltBrandingOptions {
  /** Emit the built-in theme pack (`<gateway>-branding`) and apply it. @default false */
  readonly builtin?: boolean;
  /** Your own pack, applied instead of the built-in one. @default - none */
  readonly configMapRef?: KeyRef;
}

export interface AltGatewayStackProps {
  /** The Gateway's name: the AltInstance's name and every child's prefix. */
  readonly gateway: string;
  /** @default - the chart's namespace */
  readonly namespace?: string;
  readonly instance: Omit<AltGatewayInstanceProps, 'gateway' | 'namespace' | 'env' | 'branding'>;
  /** @default - no organization */
  readonly organization?: AltOrganizationOptions;
  /** @default [] */
  readonly teams?: readonly AltTeamOptions[];
  /** @default [] */
  readonly models?: readonly AltModelOptions[];
  /** Needs `organization`. @default - no model ACL */
  readonly modelAccess?: Omit<AltModelAccessPolicyProps, 'gateway' | 'namespace' | 'organizationName'>;
  /** @default - no SSO */
  readonly sso?: AltSsoOptions;
  /** @default - no SCIM */
  readonly scim?: AltScimOptions;
  /** @default - no theme pack */
  readonly branding?: AltBrandingOptions;
  /** Guardrail items in chain order. @default [] */
  readonly guardrails?: readonly AltGuardrailItemOptions[];
  /** Expose the API Service through an Ingress. @default - in-cluster only */
  readonly ingress?: Omit<AltIngressProps, 'gateway' | 'namespace'>;
}

/** Options of {@link AltGatewayStack.fromResource}. */
export interface AltGatewayFromResourceOptions {
  /**
   * Emit `spec.organization`, `spec.teams` and `spec.alt.modelAccess` (licensed feature
   * `multi-tenancy` when the operator plans it).
   *
   * @default true
   */
  readonly multiTenancy?: boolean;
  /**
   * Cluster facts the mapping reads, as `plan()` takes them (the platform CA, platform objects
   * naming store connection Secrets, public SSO client ids, ...). A PlatformConfig among
   * `platformObjects` declaring `environment: production` refuses `spec.alt.jwt.insecureSkipVerify`.
   *
   * @default - none: no in-pod TLS, stores at their conventional `<name>-connection` Secrets
   */
  readonly facts?: Partial<ClusterFacts>;
}
