/**
 * Guardrail and Gateway resources as you write them, for `fromResource`: every field in the CRD's
 * own name and casing (`tenantID`, `issuerURL`, `userIDJWTField`), everything optional that the
 * CRD defaults, each default named. A one-model proxy needs its database and its model, nothing
 * else. The same object is what `kubectl apply` and `aigw render` take.
 */

/** `metadata` of a resource you write. */
export interface ResourceMetadataInput {
  /** Lower-case letters, digits, `-` and `.`, starting with a letter. */
  readonly name: string;
  /** @default - the chart's namespace, else `default` */
  readonly namespace?: string;
  readonly labels?: Readonly<Record<string, string>>;
  readonly annotations?: Readonly<Record<string, string>>;
}

/** A key of a Secret in the same namespace. */
export interface SecretKeyRefInput {
  readonly name: string;
  /** @default - the field's own default key (e.g. `DATABASE_URL`, `license`) */
  readonly key?: string;
}

/** A same-namespace object by name. */
export interface LocalRefInput {
  readonly name: string;
}

/** An object by name, in this namespace unless another is given. */
export interface ObjectRefInput {
  readonly name: string;
  /** @default - the resource's namespace */
  readonly namespace?: string;
}

/** A key the operator generates unless you reference one. */
export interface GeneratedKeyInput {
  /** @default true - when no `secretRef` is given */
  readonly autoGenerate?: boolean;
  readonly secretRef?: { readonly name: string; readonly key: string };
}

export interface DatabaseInput {
  /** @default - `sqlCluster` with `sqlClusterRef`, `external` with `connectionSecretRef` */
  readonly mode?: 'sqlCluster' | 'external';
  readonly sqlClusterRef?: ObjectRefInput;
  /** Mode `sqlCluster`. @default `<namespace>_<gateway>` */
  readonly databaseName?: string;
  /** Mode `external`; the key defaults to `DATABASE_URL`. */
  readonly connectionSecretRef?: SecretKeyRefInput;
  /** Mode `sqlCluster`: drop the database and its role with the Gateway. @default false */
  readonly dropOnDelete?: boolean;
}

export interface JwtAuthInput {
  /** @default false */
  readonly enabled?: boolean;
  /** Required when enabled. */
  readonly publicKeyURL?: string;
  readonly issuer?: string;
  readonly audience?: string;
  readonly userIDJWTField?: string;
  readonly userRolesJWTField?: string;
  readonly userAllowedRoles?: readonly string[];
  readonly enforceRBAC?: boolean;
  readonly userRoleJWTField?: string;
  readonly userIDUpsert?: boolean;
  readonly teamIDsJWTField?: string;
  readonly adminJWTScope?: string;
}

export interface InstanceInput {
  /** @default - the gateway type's pinned image */
  readonly image?: { readonly repository?: string; readonly tag?: string };
  /** @default 1 */
  readonly replicas?: number;
  /** Container resources, passed through. @default - none */
  readonly resources?: Readonly<Record<string, unknown>>;
  /** @default - generated (key `masterKey` of Secret `<gateway>-keys`) */
  readonly masterKey?: GeneratedKeyInput;
  /** @default - generated (key `saltKey` of Secret `<gateway>-keys`) */
  readonly saltKey?: GeneratedKeyInput;
  /** The key defaults to `license`. @default - none */
  readonly licenseSecretRef?: SecretKeyRefInput;
  /** @default false */
  readonly storePromptsInLogs?: boolean;
  /** @default - off */
  readonly healthCheck?: { readonly enabled?: boolean; readonly intervalSeconds?: number };
  /** @default - off */
  readonly jwtAuth?: JwtAuthInput;
  /** role -> the models and routes it may use. @default - none */
  readonly rolePermissions?: Readonly<Record<string, { readonly models?: readonly string[]; readonly routes?: readonly string[] }>>;
}

export interface OrganizationInput {
  /** @default - the Gateway's name */
  readonly name?: string;
  readonly maxBudget?: number;
  /** `30d`, `12h`, `1mo`, ... */
  readonly budgetDuration?: string;
  readonly rpmLimit?: number;
  readonly tpmLimit?: number;
}

export interface TeamInput {
  /** Unique within the Gateway. */
  readonly name: string;
  readonly maxBudgetMonthly?: number;
  readonly budgetDuration?: string;
}

export interface ModelInput {
  /** Display name, unique within the Gateway. @default - `modelName` */
  readonly name?: string;
  /** Client-facing alias. @default - `name` */
  readonly modelName?: string;
  /** `<provider>/<model id>`, e.g. `openai/gpt-4o-mini`. */
  readonly model: string;
  /** Key of the model credentials Secret (`<gateway>-model-credentials`). @default - none */
  readonly refSecretKey?: string;
  readonly credentials?: { readonly apiBase?: string; readonly apiVersion?: string };
  readonly rpm?: number;
  readonly tpm?: number;
  readonly timeout?: number;
  readonly maxTokens?: number;
  /** `alt` only. @default - the prefix of `model`, else `openai` */
  readonly provider?: string;
  /** `alt` only. @default - `provider` */
  readonly providerName?: string;
  /** `alt` only. @default - `model` without its prefix */
  readonly modelId?: string;
  readonly fallbacks?: readonly string[];
  readonly weight?: number;
}

export interface SsoInput {
  /** @default 'generic-oidc' */
  readonly provider?: 'generic-oidc' | 'idp-a' | 'idp-b' | 'idp-c';
  readonly issuerURL?: string;
  /** The OAuth client, keys `client-id` and `client-secret` unless named. */
  readonly clientSecretRef: { readonly name: string; readonly clientIDKey?: string; readonly clientSecretKey?: string };
  readonly tenantID?: string;
  /** Required for `generic-oidc`; on a proxy gateway also for `idp-b` and `idp-c`. */
  readonly authorizationEndpoint?: string;
  readonly tokenEndpoint?: string;
  readonly userinfoEndpoint?: string;
  /** @default ['openid', 'profile', 'email'] */
  readonly scopes?: readonly string[];
  readonly providerName?: string;
}

/** A columnstore or kv store of an `alt` gateway: a platform object, or an external one. */
export interface AltStoreInput {
  /** @default - `ref` with `ref`, `external` with `connectionSecretRef` */
  readonly mode?: 'ref' | 'external';
  /** Mode `ref`: the ColumnstoreCluster / KvInstance. */
  readonly ref?: ObjectRefInput;
  /** Mode `external`: the Secret key holding the connection URL; the key defaults to `url`. */
  readonly connectionSecretRef?: SecretKeyRefInput;
}

/** `spec.alt` of a Gateway: the settings of the `alt` implementation. */
export interface AltInput {
  /** @default 'AllInOne' */
  readonly topology?: 'AllInOne' | 'Split';
  /** @default - the gateway's own */
  readonly jobWorkers?: number;
  /** A separate worker Deployment. @default - none */
  readonly worker?: {
    /** @default false */
    readonly enabled?: boolean;
    readonly replicas?: number;
    readonly jobWorkers?: number;
    /** Container resources, passed through. */
    readonly resources?: Readonly<Record<string, unknown>>;
  };
  /** `split` keeps analytics in a columnstore; `single` keeps everything in the database. @default 'split' */
  readonly storageMode?: 'split' | 'single';
  /** Required for storage mode `split`. @default - none */
  readonly columnstore?: AltStoreInput;
  /** @default 'alt' */
  readonly columnstoreDatabase?: string;
  /** @default - none */
  readonly kv?: AltStoreInput;
  /** The authorization service: an external one (`apiUrl`, `apiUrlSecretRef`) or the one aigw deploys. @default - aigw deploys one */
  readonly authz?: {
    readonly apiUrl?: string;
    readonly apiUrlSecretRef?: { readonly name: string; readonly key: string };
    readonly image?: string;
    readonly replicas?: number;
    readonly resources?: Readonly<Record<string, unknown>>;
    readonly storeId?: string;
    readonly modelId?: string;
  };
  /** @default - off */
  readonly autoscaling?: {
    /** @default false */
    readonly enabled?: boolean;
    readonly minReplicas?: number;
    readonly maxReplicas?: number;
    readonly targets?: readonly { readonly resource: 'cpu' | 'memory'; readonly averageUtilization: number }[];
  };
  /** @default - mode `emptyDir` */
  readonly artifacts?: {
    /** @default - `pvc` with `pvc`, else `emptyDir` */
    readonly mode?: 'emptyDir' | 'pvc' | 'none';
    readonly pvc?: { readonly claimName: string };
  };
  /** The first console admin, from a Secret. @default - none */
  readonly bootstrapAdmin?: {
    readonly secretRef: LocalRefInput;
    /** @default 'email' */
    readonly emailKey?: string;
    /** @default 'password' */
    readonly passwordKey?: string;
  };
  /** The key defaults to `data-encryption-key`. @default - generated (key `dataEncryptionKey` of Secret `<gateway>-keys`) */
  readonly dataEncryptionKeySecretRef?: SecretKeyRefInput;
  /** Extra gateway configuration; non-secret content only. @default - none */
  readonly configYAML?: string;
  /** A theme pack; the key defaults to `theme-pack.json`. @default - none */
  readonly brandingConfigMapRef?: SecretKeyRefInput;
  /** @default true */
  readonly defaultBranding?: boolean;
  /** Which models an organization or team may use (needs `spec.organization`). @default - no model ACL */
  readonly modelAccess?: {
    readonly openByDefault?: boolean;
    /** What a request gets when no grant matches its model. */
    readonly fallbackMode?: string;
    /** Each grant has `models`; other fields pass through. @default [] */
    readonly grants?: readonly ({ readonly models: readonly string[] } & Readonly<Record<string, unknown>>)[];
  };
  /** @default - no SCIM */
  readonly scim?: {
    /** @default true */
    readonly enabled?: boolean;
    /** The key defaults to `scim-token`. */
    readonly tokenSecretRef: SecretKeyRefInput;
    readonly defaultRole?: 'viewer' | 'operator' | 'admin';
    /** @default - the Gateway's organization when `spec.organization` is set */
    readonly defaultOrgID?: string;
    readonly orgSource?: 'alt' | 'enterprise' | 'none';
    /** Group -> console role. */
    readonly roleMap?: Readonly<Record<string, 'viewer' | 'operator' | 'admin'>>;
    readonly orgMap?: Readonly<Record<string, string>>;
  };
  /** @default - the gateway's JWT defaults */
  readonly jwt?: {
    /** @default 'azp' */
    readonly appClaim?: string;
    /** Replaces the gateway's list; `[]` clears it. @default - the gateway's */
    readonly appClaimFallbacks?: readonly string[];
    readonly tenantClaim?: string;
    /** @default false */
    readonly requireRegisteredApplication?: boolean;
    /** @default true */
    readonly allowMasterKey?: boolean;
    /** @default true */
    readonly allowVirtualKeys?: boolean;
    /** Refused on a production platform. @default false */
    readonly insecureSkipVerify?: boolean;
  };
}

/** `spec` of a Gateway. */
export interface GatewayInput {
  /** @default 'proxy' */
  readonly type?: 'proxy' | 'alt';
  /** Required for type `alt`: the settings of the `alt` implementation. @default - none */
  readonly alt?: AltInput;
  /** @default - Secrets are plain Kubernetes Secrets */
  readonly secretsRef?: LocalRefInput;
  readonly database: DatabaseInput;
  /** @default - one replica, generated keys */
  readonly instance?: InstanceInput;
  /** @default - none */
  readonly organization?: OrganizationInput;
  /** @default [] */
  readonly teams?: readonly TeamInput[];
  /** @default [] */
  readonly models?: readonly ModelInput[];
  /** @default [] */
  readonly guardrailRefs?: readonly ObjectRefInput[];
  /** @default - none */
  readonly observabilityRef?: ObjectRefInput;
  /** @default - no trace export */
  readonly observability?: { readonly host?: string; readonly callbackSecretRef: LocalRefInput };
  /** @default - no SSO */
  readonly sso?: SsoInput;
  /** @deprecated use `sso` with provider `idp-a` */
  readonly enableIdpASSO?: boolean;
  /** @default - in-cluster only */
  readonly ingress?: { readonly enabled?: boolean; readonly host?: string; readonly tls?: boolean };
}

/** A Gateway resource as you write it. */
export interface GatewayResource {
  /** @default 'platform.aigw.dev/v1alpha1' */
  readonly apiVersion?: 'platform.aigw.dev/v1alpha1';
  /** @default 'Gateway' */
  readonly kind?: 'Gateway';
  readonly metadata: ResourceMetadataInput;
  readonly spec: GatewayInput;
}

/** `spec` of a Guardrail. */
export interface GuardrailInput {
  readonly mode: 'catalog' | 'external';
  /** Mode `catalog`: the engine, e.g. `pseudonymizer`. */
  readonly catalog?: string;
  /** Mode `external`. */
  readonly external?: {
    readonly apiBase: string;
    /** Forwarded as `x-api-key`. @default - none */
    readonly apiKeySecretRef?: { readonly name: string; readonly key: string };
    /** @default 'fail_closed' */
    readonly unreachableFallback?: 'fail_closed' | 'fail_open';
  };
  /** @default - the catalog key, else the resource name */
  readonly guardrailName?: string;
  /** @default - the engine's modes, else ['pre_call'] */
  readonly modes?: readonly ('pre_call' | 'post_call' | 'during_call' | 'logging_only')[];
  /** @default - true for catalog engines, false for external */
  readonly defaultOn?: boolean;
  /** @default - the engine's defaults */
  readonly params?: Readonly<Record<string, unknown>>;
  /** @default 'info' */
  readonly logLevel?: 'debug' | 'info' | 'warn' | 'error';
  /** @default - a message naming the missing license feature */
  readonly blockedReason?: string;
  /** How it is wired into an `alt` gateway. @default - the engine's settings */
  readonly alt?: {
    readonly role?: 'transform' | 'policy';
    readonly timeoutMs?: number;
    readonly forwardIdentity?: boolean;
    readonly forwardSessionId?: boolean;
    readonly path?: string;
  };
}

/** A Guardrail resource as you write it. */
export interface GuardrailResource {
  /** @default 'platform.aigw.dev/v1alpha1' */
  readonly apiVersion?: 'platform.aigw.dev/v1alpha1';
  /** @default 'Guardrail' */
  readonly kind?: 'Guardrail';
  readonly metadata: ResourceMetadataInput;
  readonly spec: GuardrailInput;
}
