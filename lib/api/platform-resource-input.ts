/**
 * ChatUI, Organization, Team and Identity resources as you write them, for `fromResource`: every
 * field in the CRD's own name, everything the CRD defaults optional with its default named. The
 * same object is what `kubectl apply` and `aigw render` take.
 */
import type { LocalRefInput, ResourceMetadataInput, SecretKeyRefInput } from './resource-input';

/** `spec` of a ChatUI: exactly one of `gatewayRef` and `gateway`. */
export interface ChatUIInput {
  /** An `alt` Gateway with `spec.organization`, same namespace. @default - none: `gateway` */
  readonly gatewayRef?: LocalRefInput;
  /** Any gateway, with a key you minted there. @default - none: `gatewayRef` */
  readonly gateway?: {
    /** An http(s) URL without credentials. */
    readonly url: string;
    /** The key you minted. Its `key` defaults to `api-key`. */
    readonly apiKeySecretRef: SecretKeyRefInput;
  };
  /** Name of the application in the console (`gatewayRef` only). @default - metadata.name */
  readonly displayName?: string;
  /** Model aliases the application may call (`gatewayRef` only). @default - every model the Gateway serves */
  readonly models?: readonly string[];
  /** Raise it to rotate the minted key (`gatewayRef` only). @default 0 */
  readonly rotationIndex?: number;
}

/** A ChatUI resource as you write it. */
export interface ChatUIResource {
  /** @default 'platform.aigw.dev/v1alpha1' */
  readonly apiVersion?: 'platform.aigw.dev/v1alpha1';
  /** @default 'ChatUI' */
  readonly kind?: 'ChatUI';
  readonly metadata: ResourceMetadataInput;
  readonly spec: ChatUIInput;
}

/** What every tenancy kind has: what it is provisioned in, and on which Gateway. */
export interface PlatformTenantInput {
  /** What it is provisioned in. @default 'gateway' */
  readonly type?: 'gateway';
  /** An `alt` Gateway in the same namespace. */
  readonly gatewayRef: LocalRefInput;
  /** @default - metadata.name */
  readonly displayName?: string;
}

/** `spec` of an Organization (the platform object; a Gateway's own `spec.organization` is `OrganizationInput`). */
export interface PlatformOrganizationInput extends PlatformTenantInput {
  /** @default - no cap */
  readonly maxBudget?: number;
  /** Not applied on alt (budget policies have no period). @default - none */
  readonly budgetDuration?: string;
  /** @default - no limit */
  readonly rpmLimit?: number;
  /** @default - no limit */
  readonly tpmLimit?: number;
}

/** `spec` of a Team (the platform object; a Gateway's `spec.teams[]` entry is `TeamInput`). */
export interface PlatformTeamInput extends PlatformTenantInput {
  /** @default - the Gateway's own organization, if it has one */
  readonly organizationRef?: LocalRefInput;
  /** Identity names, unique. @default [] */
  readonly members?: readonly string[];
  /** @default - no cap */
  readonly maxBudgetMonthly?: number;
  /** Not applied on alt (budget policies have no period). @default - none */
  readonly budgetDuration?: string;
}

/** `spec` of an Identity. */
export interface IdentityInput extends PlatformTenantInput {
  readonly email: string;
  /** @default 'viewer' */
  readonly role?: 'viewer' | 'operator' | 'admin';
  /** @default - the Gateway's own organization, if it has one */
  readonly organizationRef?: LocalRefInput;
  /** Not applied on alt: membership is the Team's `members`. @default [] */
  readonly teamRefs?: readonly LocalRefInput[];
  /** Not applied on alt: a per-user cap is an AltBudget with `scope: user`. @default - none */
  readonly budget?: { readonly maxBudget?: number; readonly budgetDuration?: string };
}

/** An Organization resource as you write it. */
export interface OrganizationResource {
  /** @default 'platform.aigw.dev/v1alpha1' */
  readonly apiVersion?: 'platform.aigw.dev/v1alpha1';
  /** @default 'Organization' */
  readonly kind?: 'Organization';
  readonly metadata: ResourceMetadataInput;
  readonly spec: PlatformOrganizationInput;
}

/** A Team resource as you write it. */
export interface TeamResource {
  /** @default 'platform.aigw.dev/v1alpha1' */
  readonly apiVersion?: 'platform.aigw.dev/v1alpha1';
  /** @default 'Team' */
  readonly kind?: 'Team';
  readonly metadata: ResourceMetadataInput;
  readonly spec: PlatformTeamInput;
}

/** An Identity resource as you write it. */
export interface IdentityResource {
  /** @default 'platform.aigw.dev/v1alpha1' */
  readonly apiVersion?: 'platform.aigw.dev/v1alpha1';
  /** @default 'Identity' */
  readonly kind?: 'Identity';
  readonly metadata: ResourceMetadataInput;
  readonly spec: IdentityInput;
}
