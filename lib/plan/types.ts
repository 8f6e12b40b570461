/**
 * The inputs and the output of `plan()`. Everything outside the resource that changes the answer is
 * a fact; the operator gathers facts from the cluster, `aigw render` from files. Nothing here does I/O.
 */

/** A manifest as `chart.toJson()` gives it. */
export interface ApiObjectJson {
  readonly apiVersion: string;
  readonly kind: string;
  readonly metadata: {
    readonly name: string;
    readonly namespace?: string;
    readonly labels?: Record<string, string>;
    readonly annotations?: Record<string, string>;
    readonly ownerReferences?: readonly OwnerReference[];
    readonly [key: string]: unknown;
  };
  readonly [key: string]: unknown;
}

export interface OwnerReference {
  readonly apiVersion: string;
  readonly kind: string;
  readonly name: string;
  readonly uid: string;
  readonly controller?: boolean;
  readonly blockOwnerDeletion?: boolean;
}

/** The primary resource as read from the API server or a file: untrusted JSON. */
export interface ResourceInput {
  readonly apiVersion?: unknown;
  readonly kind?: unknown;
  readonly metadata?: {
    readonly name?: unknown;
    readonly namespace?: unknown;
    readonly uid?: unknown;
    readonly generation?: unknown;
    readonly creationTimestamp?: unknown;
    readonly [key: string]: unknown;
  };
  readonly spec?: unknown;
  readonly status?: unknown;
  readonly [key: string]: unknown;
}

/** What the platform license grants. No license = {@link COMMUNITY}. */
export interface Entitlements {
  readonly tier: 'community' | 'enterprise';
  /** Licensed features, e.g. `guardrail`, `multi-tenancy`, `custom-branding`. */
  readonly features: readonly string[];
  /** How many Gateways the cluster may run. */
  readonly gateways: number;
}

export const COMMUNITY: Entitlements = Object.freeze({ tier: 'community', features: Object.freeze([]), gateways: 1 });

/** Settings of the operator process that shape what it emits. */
export interface OperatorSettings {
  /** Image of the license-gate proxy (`--guardrail-proxy-image`). */
  readonly guardrailProxyImage: string;
  /** Image of the catalog engine `pseudonymizer`. */
  readonly pseudonymizerImage: string;
  /** Image of the operator-deployed authorization service of an `alt` gateway. */
  readonly authzImage: string;
  /** Registry host -> mirror host (from PlatformConfig); rewrites the images the operator emits. */
  readonly registryMirrors: Readonly<Record<string, string>>;
}

/**
 * The platform license as the gates mount it: each Guardrail's plan copies it into a Secret in the
 * Guardrail's namespace (keys `license.jwt`, `license.pub`, `revocations.jwt`), and the gate
 * verifies it itself on every request. Absent = Community: no gate is licensed.
 */
export interface LicenseMaterial {
  /** The license JWS. */
  readonly token: string;
  /** SPKI PEM of the key that signed it. */
  readonly publicKey: string;
  /** The revocation-list JWS, if any. */
  readonly revocations?: string;
}

/** The status of a referenced Guardrail, as a Gateway plan sees it. */
export interface GuardrailStatusFact {
  readonly phase?: string;
  readonly endpoint?: string;
  readonly guardrailNames?: readonly string[];
  readonly unreachableFallback?: string;
}

/** A Guardrail in the cluster (or in the render input). */
export interface GuardrailFact {
  readonly namespace: string;
  readonly name: string;
  /** The raw object; a Gateway plan parses what it needs. */
  readonly resource: ResourceInput;
  readonly status?: GuardrailStatusFact;
}

/** A Secret or ConfigMap that exists, with its key names (never its values). */
export interface KeyedObjectFact {
  readonly namespace: string;
  readonly name: string;
  readonly keys: readonly string[];
}

/** Everything outside the resource that `plan()` reads. */
export interface ClusterFacts {
  readonly entitlements: Entitlements;
  readonly licenseMaterial?: LicenseMaterial;
  readonly operator: OperatorSettings;
  /** Guardrails a Gateway may reference (a Guardrail plan ignores this). */
  readonly guardrails: readonly GuardrailFact[];
  /**
   * How many Gateways in the cluster are older than this one (creationTimestamp, then
   * namespace/name). The oldest `entitlements.gateways` Gateways win.
   */
  readonly olderGateways: number;
  /**
   * Guardrails in the whole cluster using each catalog engine, this one included while it exists
   * (the shared release is emitted while the count is above zero).
   */
  readonly catalogEngineUsers?: Readonly<Record<string, number>>;
  /** Secrets that exist (names and keys only). */
  readonly secrets: readonly KeyedObjectFact[];
  /** ConfigMaps that exist (names and keys only). */
  readonly configMaps: readonly KeyedObjectFact[];
  /** Other platform objects a plan may read (SqlCluster, Observability, PlatformConfig, ...), raw. */
  readonly platformObjects?: readonly ResourceInput[];
  /**
   * Values of Secret keys that are public by nature, keyed `namespace/name/key`: the OAuth client
   * id an `alt` gateway's SSO config carries as a plain field. Nothing secret is ever listed here.
   */
  readonly publicSecretValues?: Readonly<Record<string, string>>;
  /** The platform CA bundle, once the platform CA certificate is issued. */
  readonly platformCA?: { readonly secretName: string; readonly key: string };
}

export type EventType = 'Normal' | 'Warning';

/** An Event the operator raises for the primary resource. */
export interface PlannedEvent {
  readonly type: EventType;
  /** CamelCase reason, e.g. `UnsupportedByBackend`. */
  readonly reason: string;
  readonly message: string;
}

/** A condition as `plan()` decides it; the operator adds `lastTransitionTime` when it writes. */
export interface PlannedCondition {
  readonly type: string;
  readonly status: 'True' | 'False' | 'Unknown';
  readonly reason: string;
  readonly message: string;
  readonly observedGeneration?: number;
}

/** The answer of `plan()`. */
export interface Plan {
  /** Manifests owned by the primary resource, in apply order (delete in reverse). */
  readonly objects: readonly ApiObjectJson[];
  /**
   * Manifests shared between primaries in another namespace (the catalog engine release):
   * reference-counted, applied before `objects`, deleted only with their last user.
   */
  readonly shared: readonly ApiObjectJson[];
  /** The status to write through the status subresource. */
  readonly status: { readonly conditions: readonly PlannedCondition[]; readonly [key: string]: unknown };
  readonly events: readonly PlannedEvent[];
}
