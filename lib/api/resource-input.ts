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
  /** @default - generated (`<gateway>-master-key`) */
  readonly masterKey?: GeneratedKeyInput;
  /** @default - generated (`<gateway>-salt-key`) */
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

/** `spec` of a Gateway. */
export interface GatewayInput {
  /** @default 'proxy' */
  readonly type?: 'proxy' | 'alt';
  /** Required for type `alt`; see the Gateway CRD (`crds/platform.aigw.dev.yaml`) for its fields. @default - none */
  readonly alt?: Readonly<Record<string, unknown>>;
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
