/**
 * The inputs and the output of `plan()`. Everything outside the resource that changes the answer is
 * a fact; the operator gathers facts from the cluster, `aigw render` from files. Nothing here does I/O.
 */
import type { DeploymentFact } from '../core/deployment-fact';
import type { EngineStore } from '../core/engine-store';
import type { WorkloadSettings } from '../core/workload-settings';

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
  /**
   * Registry host -> mirror host the operator was started with. plan() lays the mirrors of the
   * PlatformConfig `cluster` (in `platformObjects`) over it, host by host, and rewrites every image
   * the operator emits with the result (see lib/platform/platform-config.ts).
   */
  readonly registryMirrors: Readonly<Record<string, string>>;
  /**
   * Replicas and resources of the license gates and the shared catalog engines. plan() fills it
   * from the PlatformConfig `cluster` (`spec.workloads`) over the defaults.
   *
   * @default DEFAULT_GATE_WORKLOAD and DEFAULT_ENGINE_WORKLOAD (lib/guardrail/workload.ts)
   */
  readonly workloads?: Workloads;
  /**
   * The shared mapping store of the catalog engine release: a Redis URL and a Secret reference in
   * `platform-guardrail-system` (`--engine-redis-url`, `--engine-redis-password-secret`). Needed
   * when `workloads.engine.replicas` is more than one.
   *
   * @default - in-memory mappings
   */
  readonly engineStore?: EngineStore;
}

/** What {@link OperatorSettings.workloads} holds. */
export interface Workloads {
  readonly gate: WorkloadSettings;
  readonly engine: WorkloadSettings;
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

/**
 * A Gateway in the cluster (or in the render input), as a ChatUI or a Stack reads it: the raw object
 * with its last status (`aigw render` puts the planned status there).
 */
export interface GatewayFact {
  readonly namespace: string;
  readonly name: string;
  readonly resource: ResourceInput;
}

/** A Secret or ConfigMap that exists, with its key names (never its values). */
export interface KeyedObjectFact {
  readonly namespace: string;
  readonly name: string;
  readonly keys: readonly string[];
  /**
   * The object's resourceVersion, when read from a cluster: it moves when a value changes, so a plan
   * can roll the pods that read a value once at start (the gate's API key). Absent offline.
   */
  readonly resourceVersion?: string;
}

/** A `sqlCluster` database as the operator found it (see {@link ClusterFacts.databases}). */
export interface DatabaseFact {
  readonly ready: boolean;
  /** CamelCase condition reason when not ready. @default 'DatabaseNotReady' */
  readonly reason?: string;
  readonly message?: string;
}

/** The upstream controller as the operator found it (see {@link ClusterFacts.upstreamController}). */
export interface UpstreamControllerFact {
  readonly ready: boolean;
  /** What was found, e.g. `Lease aigw-system/aigw-upstream-proxy does not exist`. */
  readonly message: string;
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
  /** Gateways a ChatUI or a Stack reads (a Guardrail or Gateway plan ignores this). */
  readonly gateways?: readonly GatewayFact[];
  /** Secrets that exist (names and keys only). */
  readonly secrets: readonly KeyedObjectFact[];
  /** ConfigMaps that exist (names and keys only). */
  readonly configMaps: readonly KeyedObjectFact[];
  /** Other platform objects a plan may read (SqlCluster, Observability, PlatformConfig, ...), raw. */
  readonly platformObjects?: readonly ResourceInput[];
  /**
   * Readiness of each Gateway's database in mode `sqlCluster`, keyed `namespace/gateway`, as the
   * operator found it after provisioning {@link Plan.database}: ready once the role and the database
   * exist and the connection Secret `<gateway>-database` holds `DATABASE_URL`; otherwise the reason
   * (`DatabaseUnreachable`, `DatabaseAuthFailed`, `InvalidDatabaseName`,
   * `DatabaseProvisioningFailed`, ...) and a message naming server, role and database, never a
   * password. A Gateway in mode `sqlCluster` without an entry waits for provisioning. Ignored in
   * mode `external`.
   */
  readonly databases?: Readonly<Record<string, DatabaseFact>>;
  /**
   * Readiness of each `alt` Gateway's columnstore database (storage mode `split`), keyed
   * `namespace/gateway`, as the operator found it after doing {@link Plan.columnstoreDatabase}:
   * ready once the database exists (created on a ColumnstoreCluster, found on an external
   * cluster); otherwise the reason (`ColumnstoreUnreachable`, `ColumnstoreAuthFailed`,
   * `ColumnstoreConnectionInvalid`, `ColumnstoreDatabaseMissing`, `ColumnstoreProvisioningFailed`)
   * and a message naming server, user and database, never a password. A Gateway without an entry
   * waits for the operator.
   */
  readonly columnstoreDatabases?: Readonly<Record<string, DatabaseFact>>;
  /**
   * Values of Secret keys that are public by nature, keyed `namespace/name/key`: the OAuth client
   * id an `alt` gateway's SSO config carries as a plain field (absent: the config references the
   * key). The operator and `aigw render` fill it with `ssoPublicSecretValues`
   * (lib/alt/alt-sso-client-id.ts). Nothing secret is ever listed here.
   */
  readonly publicSecretValues?: Readonly<Record<string, string>>;
  /**
   * The gateway instance this Gateway emitted (ProxyInstance / AltInstance) as the operator found it
   * (lib/platform/instance-status.ts `instanceFactOf`): always given by the operator, with `ready`
   * undefined while the instance is not emitted or has no status yet, and then the Gateway is not
   * Ready. Absent offline (`aigw render`), where the plan assumes the instance ready, as it assumes
   * Deployments available. Its `ready` becomes `status.instanceReady`.
   */
  readonly instance?: InstanceFact;
  /**
   * The Guardrails (`namespace/name`) the Gateway's last applied plan accounted for, as its emitted
   * instance records them (lib/plan/wired-guardrail.ts): what tells a referenced Guardrail that was
   * deleted (its wiring is pruned) from one that never existed (the plan holds). Absent offline and
   * for a Gateway that runs nothing yet.
   */
  readonly appliedGuardrails?: readonly string[];
  /**
   * A Guardrail's gate Deployment (`<guardrail>-gate`) as the operator found it. Its existence is
   * what "was wired" means when the license lapses (the gate stays and blocks); its availability is
   * what Ready means. Absent offline (then the plan assumes nothing runs yet and reports Ready).
   */
  readonly gateDeployment?: DeploymentFact;
  /** The shared catalog engine Deployment a catalog Guardrail forwards to, as the operator found it. */
  readonly engineDeployment?: DeploymentFact;
  /**
   * Whether the upstream controller of the `proxy` kinds (`aigw upstream proxy`) runs: its Lease
   * exists and was renewed recently, and the `proxy.aigw.dev` CRDs are Established. A `proxy`
   * Gateway emits nothing while it is not ready (what runs is held). Absent when unknown or not
   * checked (`aigw render`, or an operator told the upstream side is someone else's): assumed present.
   */
  readonly upstreamController?: UpstreamControllerFact;
  /**
   * The platform primaries of the planned object's namespace (Gateways, Organizations, Identities,
   * ...), raw: what an Organization, Team or Identity reads of the Gateway, Organization and
   * Identities it names. The operator reads them from its caches, a render from its input.
   */
  readonly primaries?: readonly ResourceInput[];
  /**
   * Whether the AltUser an Identity emitted reports Synced (the account exists in the gateway), read
   * by the operator from the AltUser's status; absent while unknown (not emitted yet, no status, or
   * rendering offline). An Identity is Ready only when it is true.
   */
  readonly userSynced?: boolean;
  /**
   * The platform CA bundle in the Gateway's namespace, once the platform CA certificate is issued
   * (the operator and `aigw render` fill it with `platformCaFact`, lib/platform/platform-ca.ts).
   */
  readonly platformCA?: { readonly secretName: string; readonly key: string };
}

/** A condition an upstream object reports, as a Gateway relays it. */
export interface ReportedCondition {
  readonly status: 'True' | 'False' | 'Unknown';
  readonly reason: string;
  readonly message: string;
}

/** What a Gateway's emitted instance (ProxyInstance / AltInstance) says of itself in its status. */
export interface InstanceFact {
  /** Its kind, named in the Gateway's messages. */
  readonly kind: string;
  /** Its name, once emitted. */
  readonly name?: string;
  /** Whether it reports ready; undefined while it is not emitted or has written no status. */
  readonly ready?: boolean;
  /** Its `Ready` condition's reason and message while it is not ready. */
  readonly reason?: string;
  readonly message?: string;
  /** Fields it reports it cannot honour (condition `FieldsHonoured=False`, `status.unsupportedFields`). */
  readonly notHonoured?: readonly string[];
  /** Its `ManagementSynced` condition: organizations, teams and budgets created through the gateway's API. */
  readonly managementSynced?: ReportedCondition;
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
  /**
   * Why this plan must not replace what already runs (an invalid spec, a dependency not ready, a
   * license limit, a missing Secret). Absent when it may be applied. The operator then applies
   * nothing and prunes nothing: an existing primary keeps what it runs as last applied, a new one
   * gets nothing (see lib/plan/hold.ts).
   */
  readonly blocked?: { readonly reason: string; readonly message: string };
  /**
   * Objects applied even while {@link blocked} holds the rest: the lapsed license a running gate
   * must receive, so a lapse never leaves it forwarding on a stale license.
   */
  readonly alwaysApply?: readonly ApiObjectJson[];
  /** The status to write through the status subresource. */
  readonly status: { readonly conditions: readonly PlannedCondition[]; readonly [key: string]: unknown };
  readonly events: readonly PlannedEvent[];
  /**
   * Secrets holding keys the operator generates (`instance.masterKey`/`saltKey` with
   * `autoGenerate`, an `alt` gateway's data-encryption key). Emitted objects reference them by name
   * and key; plan() never sees their values. Absent when there are none or nothing is emitted.
   */
  readonly generatedSecrets?: readonly GeneratedSecret[];
  /**
   * The database to provision for a Gateway in mode `sqlCluster` (absent in mode `external`, and
   * while the request cannot be made: SqlCluster missing or invalid, a name PostgreSQL refuses,
   * `secretsRef` not Ready, or the Gateway over the license's `gateways` limit).
   */
  readonly database?: SqlClusterDatabaseRequest;
  /**
   * The columnstore database an `alt` Gateway in storage mode `split` needs, for the operator to
   * create (on a ColumnstoreCluster) or check (on an external cluster) before anything is applied;
   * it reports the outcome as {@link ClusterFacts.columnstoreDatabases}. Absent when the Gateway
   * keeps none or the request cannot be made (an invalid name).
   */
  readonly columnstoreDatabase?: ColumnstoreDatabaseRequest;
}

/**
 * The columnstore database of one `alt` Gateway, decided by plan(); the operator does the I/O with
 * operator/columnstore over the store's HTTP interface.
 */
export interface ColumnstoreDatabaseRequest {
  /** The Gateway; its `namespace/name` is the key of {@link ClusterFacts.columnstoreDatabases}. */
  readonly gateway: { readonly namespace: string; readonly name: string };
  /** `spec.alt.columnstoreDatabase` (default `alt`). */
  readonly database: string;
  /**
   * `create` (`CREATE DATABASE IF NOT EXISTS`) on a ColumnstoreCluster, managed by a Stack or
   * adopted by reference; `check` on an external cluster, where it must already exist.
   */
  readonly action: 'create' | 'check';
  /** The ColumnstoreCluster (action `create`). */
  readonly columnstoreCluster?: { readonly namespace: string; readonly name: string };
  /** The Secret key holding the connection URL, whose credentials the operator uses. */
  readonly connectionSecret: { readonly namespace: string; readonly name: string; readonly key: string };
}

/**
 * One key of a {@link GeneratedSecret}: `data[key]` = `prefix` + `encoding`(`bytes` random bytes),
 * or the value {@link formerly} holds.
 */
export interface GeneratedKeyValue {
  readonly key: string;
  /** Bytes of randomness (32: 256 bits). */
  readonly bytes: number;
  /** How the bytes are written: base64url (no padding) or standard base64. */
  readonly encoding: 'base64url' | 'base64';
  /** Text put before the encoded bytes (the proxy requires its master key to start with `sk-`). */
  readonly prefix?: string;
  /** What the key is for, e.g. `master key of Gateway team-a/main`. */
  readonly purpose: string;
  /**
   * A Secret in the same namespace that held this key before (one Secret per key,
   * `<gateway>-master-key`): when it holds the key, its value is copied instead of generated, so
   * what runs keeps its key.
   */
  readonly formerly?: string;
}

/**
 * A Secret the operator creates once with strong random content and never regenerates while it
 * exists. A key it lacks is added alone; an existing value is never replaced.
 */
export interface GeneratedSecret {
  readonly namespace: string;
  readonly name: string;
  /** Its keys, written in one create. */
  readonly keys: readonly GeneratedKeyValue[];
  /**
   * Whether the Secret goes with its Gateway (it then has an ownerReference). False while the
   * Gateway's database outlives it, so data the key protects stays readable by a re-created Gateway.
   */
  readonly deleteWithOwner: boolean;
  /**
   * The Secret to create, without data: name, namespace, labels, annotations and (when
   * {@link deleteWithOwner}) ownerReferences. It carries no owner labels: it is not pruned.
   */
  readonly manifest: ApiObjectJson;
}

/**
 * What to provision on a SqlCluster for one Gateway, decided by plan() (the operator does the I/O
 * with operator/database, then reports the outcome as {@link ClusterFacts.databases}).
 */
export interface SqlClusterDatabaseRequest {
  /** The Gateway; its `namespace/name` is the key of {@link ClusterFacts.databases}. */
  readonly gateway: { readonly namespace: string; readonly name: string };
  /** The SqlCluster with its defaults applied (host, port, sslMode, admin and CA Secret refs). */
  readonly sqlCluster: {
    readonly namespace: string;
    readonly name: string;
    readonly host: string;
    readonly port: number;
    readonly sslMode: 'disable' | 'require' | 'verify-full';
    readonly maintenanceDatabase: string;
    /** A Secret in the SqlCluster's namespace. */
    readonly adminSecretRef: { readonly name: string; readonly usernameKey: string; readonly passwordKey: string };
    readonly caSecretRef?: { readonly name: string; readonly key: string };
  };
  /** Database name (`spec.database.databaseName`, default `<namespace>_<name>`), owned by {@link role}. */
  readonly database: string;
  /** Login role, the same name as the database. */
  readonly role: string;
  /** Recorded on role and database: `Gateway <namespace>/<name>`. */
  readonly owner: string;
  /** The connection Secret the operator writes (`DATABASE_URL` and parts), owned by the Gateway. */
  readonly connectionSecret: { readonly namespace: string; readonly name: string; readonly key: string };
  /** `spec.database.dropOnDelete`: drop database and role when the Gateway is deleted. */
  readonly dropOnDelete: boolean;
}
