/**
 * ChatUI, Organization, Team, Identity and Stack resources as you write them, for `fromResource`: every
 * field in the CRD's own name, everything the CRD defaults optional with its default named. The
 * same object is what `kubectl apply` and `aigw render` take.
 */
import type { AltInput, JwtAuthInput, LocalRefInput, ModelInput, ObjectRefInput, OrganizationInput, ResourceMetadataInput, SecretKeyRefInput, TeamInput } from './resource-input';

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

/** A ColumnstoreCluster or KvInstance a Stack runs, named after it. */
export interface StackStoreInput {
  /** @default - the columnstore: false; the kv store: true for gateway type `alt`, else false */
  readonly enabled?: boolean;
  /** @default - the serving component's default */
  readonly replicas?: number;
  /** A Kubernetes quantity such as `20Gi`. @default - the serving component's default */
  readonly storageSize?: string;
}

/** The SQL database of a Stack's Gateway: exactly one of `sqlClusterRef` and `connectionSecretRef`. */
export interface StackSqlInput {
  /** A SqlCluster the database (and its role) is provisioned on. @default - none: `connectionSecretRef` */
  readonly sqlClusterRef?: ObjectRefInput;
  /** With `sqlClusterRef` only. @default - `alt` for an `alt` gateway, else the Gateway's default */
  readonly databaseName?: string;
  /** A database you run; the key defaults to `DATABASE_URL`. @default - none: `sqlClusterRef` */
  readonly connectionSecretRef?: SecretKeyRefInput;
}

/** `spec.datastores` of a Stack. */
export interface StackDatastoresInput {
  readonly sql: StackSqlInput;
  /** Must be enabled for gateway type `alt` (its analytics live there). @default - not run */
  readonly columnstore?: StackStoreInput;
  /** @default - run for gateway type `alt`, not for `proxy` */
  readonly kv?: StackStoreInput;
}

/** `spec.gateway.alt` of a Stack: the `alt` settings it passes through; storage is the Stack's to wire. */
export type StackAltInput = Pick<AltInput, 'topology' | 'jobWorkers' | 'worker' | 'authz' | 'autoscaling' | 'scim' | 'jwt' | 'brandingConfigMapRef' | 'defaultBranding'>;

/** `spec.gateway` of a Stack: the Gateway it runs, named after it, on its datastores. */
export interface StackGatewayInput {
  /** @default 'proxy' */
  readonly type?: 'proxy' | 'alt';
  /** The key defaults to `license`. @default - none */
  readonly licenseSecretRef?: SecretKeyRefInput;
  /** Data-plane JWT auth; turned on when given. @default - off */
  readonly jwtAuth?: JwtAuthInput;
  /** @default - the gateway type's pinned image */
  readonly image?: { readonly repository?: string; readonly tag?: string };
  /** @default 1 */
  readonly replicas?: number;
  /** Container resources, passed through. @default - none */
  readonly resources?: Readonly<Record<string, unknown>>;
  /** @default - none */
  readonly organization?: OrganizationInput;
  /** @default [] */
  readonly teams?: readonly TeamInput[];
  /** @default [] */
  readonly models?: readonly ModelInput[];
  /** Wired when the Guardrails are added to the construct (`StackRelease.addGuardrail`). @default [] */
  readonly guardrailRefs?: readonly ObjectRefInput[];
  /** Type `alt` only. @default - the `alt` defaults */
  readonly alt?: StackAltInput;
}

/** `spec` of a Stack. */
export interface StackInput {
  /** The stores the Stack runs or names: its Gateway's SQL database, and for `alt` its columnstore and kv store. */
  readonly datastores: StackDatastoresInput;
  /** The Gateway the Stack runs on its datastores. */
  readonly gateway: StackGatewayInput;
}

/** A Stack resource as you write it. */
export interface StackResource {
  /** @default 'platform.aigw.dev/v1alpha1' */
  readonly apiVersion?: 'platform.aigw.dev/v1alpha1';
  /** @default 'Stack' */
  readonly kind?: 'Stack';
  readonly metadata: ResourceMetadataInput;
  readonly spec: StackInput;
}
