/**
 * aigw as a cdk8s construct library: the typed specs, `plan()`, and the constructs a platform team
 * can compose in its own cdk8s app.
 */

// plan() and its inputs and outputs.
export { plan } from './plan/plan';
export * from './plan/types';
export { COLUMNSTORE_DATABASE_READY, CUSTOM_BRANDING, FEATURES_SUPPORTED, READY, mergeConditions, type Condition } from './plan/conditions';
export { planGuardrail, GUARDRAIL_FEATURE, GuardrailPhase, GuardrailReason } from './plan/guardrail-plan';
export { planGateway, resolveGuardrails, databaseReadiness, GatewayReason, MULTI_TENANCY_FEATURE, SQL_CLUSTER_KIND } from './plan/gateway-plan';
export type { AltGatewayPlanInput, AltGatewayPlanResult, ReasonedMessage } from './plan/alt-gateway-plan';
export type { WiredGuardrail } from './plan/wired-guardrail';
export { decideTraceExport, OBSERVABILITY_FEATURE, OBSERVABILITY_KIND, ObservabilityReason, type TraceExportDecision } from './plan/observability';
export {
  DatabaseReason,
  databaseFactKey,
  databaseRequestOf,
  decideDatabase,
  sqlClusterDatabaseRequest,
  type DatabaseDecision,
  type SqlClusterResolution,
} from './plan/database';
export {
  ColumnstoreDatabaseReason,
  columnstoreDatabaseFactKey,
  columnstoreDatabaseRequest,
  decideColumnstoreDatabase,
  type ColumnstoreDatabaseDecision,
  type ColumnstoreDatabaseResolution,
} from './plan/columnstore-database';
export { MAX_COLUMNSTORE_DATABASE_BYTES, columnstoreDatabaseProblem } from './platform/columnstore-database';
export {
  gatewayKeys,
  generatedSecretFor,
  generatedSecretName,
  GeneratedKey,
  GENERATED_FOR_LABEL,
  GENERATED_KEY_ANNOTATION,
  GENERATED_KEY_BYTES,
  GENERATED_KEYS_SUFFIX,
  GENERATED_VALUE_ANNOTATION,
  PROXY_MASTER_KEY_PREFIX,
  type GatewayKeys,
} from './plan/generated-secrets';

export { planChatUI, ChatUIReason } from './plan/chatui-plan';
export { planStack, StackReason } from './plan/stack-plan';
// The registry of platform kinds; Organization, Team and Identity (docs/platform-objects.md).
export { FACT_KINDS, PRIMARY_KINDS, primaryKindOf, isFactKind, type PrimaryKind } from './plan/kinds';
export { planOrganization } from './plan/organization-plan';
export { planTeam, MEMBERS_RESOLVED } from './plan/team-plan';
export { planIdentity, consolePasswordSecretName, CONSOLE_PASSWORD_BYTES, CONSOLE_PASSWORD_KEY } from './plan/identity-plan';
export { TenancyReason } from './plan/tenancy';
export * from './api/tenancy';

// Platform objects a Gateway reads: SqlCluster, SecretsManagement, PlatformConfig, Observability.
export {
  readSqlCluster,
  findSqlCluster,
  DEFAULT_PORT,
  DEFAULT_SSL_MODE,
  DEFAULT_MAINTENANCE_DATABASE,
  SSL_MODES,
  type SqlClusterSpec,
  type SslMode,
  type SqlClusterAdminSecretRef,
  type SqlClusterCaSecretRef,
} from './platform/sql-cluster';
export {
  MAX_IDENTIFIER_BYTES,
  databaseNameProblem,
  databaseRequestProblem,
  gatewayOwner,
  roleNameProblem,
  type DatabaseRequest,
  type GatewayName,
} from './platform/database-names';
export { SECRETS_MANAGEMENT_KIND, secretsManagementReadiness, type SecretsReadiness } from './platform/secrets-management';
export {
  PLATFORM_CONFIG_KIND,
  PLATFORM_CONFIG_NAME,
  effectiveOperatorSettings,
  findPlatformConfig,
  registryMirrorsOf,
  type RegistryMirrors,
} from './platform/platform-config';
export { readObservability, type ObservabilityTarget } from './platform/observability';
export { instanceReadyOf } from './platform/instance-status';
export { newChart, synth } from './plan/synth';

// Typed specs.
export * from './api/guardrail';
export * from './api/gateway';
export type { AltSpec } from './api/gateway-alt';
export { FieldErrors, SpecReader, type FieldError } from './api/reader';
export type { SecretKeyRef, LocalRef, ObjectRef } from './api/refs';
export { SecretKey, secretNameOf, type SecretSource } from './api/secret-key';
export type { ObjectMeta } from './api/metadata';
export type * from './api/resource-input';
export * from './api/chatui';
export * from './api/stack';
export { stackGateway, stackColumnstoreName, stackKvName, COLUMNSTORE_CLUSTER_KIND, KV_INSTANCE_KIND } from './platform/stack-gateway';
export { StackResources, type StackResourcesProps } from './platform/stack-resources';
export { StackRelease, stackProblems, type StackReleaseOptions, type StackReleaseProps } from './platform/stack-release';

// Constructs.
export { ProxyGatewayStack, modelCredentialsSecretName, type ProxyGatewayStackProps, type ProxyGatewayFromResourceOptions } from './proxy/proxy-gateway-stack';
export { PROXY_PORT, PROXY_SSO_CALLBACK_PATH, inClusterUrl, publicOrigin, type TraceExport } from './proxy/instance-settings';
export { GuardrailWiring, GENERIC_GUARDRAIL_API, type GuardrailWiringProps } from './guardrail/guardrail-wiring';
export {
  GuardrailRelease,
  GATE_DATA_PORT,
  GATE_METRICS_PORT,
  GATE_LICENSE_DIR,
  gateEndpoint,
  gateName,
  gateLicenseSecretName,
  type GuardrailReleaseProps,
} from './guardrail/guardrail-release';
export {
  CatalogEngineRelease,
  catalogEngineUrl,
  type CatalogEngineReleaseProps,
  type EngineRedisStore,
  type EngineSecretKeyRef,
  type EngineStore,
} from './guardrail/catalog-engine-release';
export { CATALOG, CATALOG_KEYS, PSEUDONYMIZER, catalogEngine, type CatalogEngine, type EngineRole } from './guardrail/catalog';
// A ChatUI's application and key, and Organization, Team and Identity, on an AltGatewayStack.
export { ChatUIRelease, chatUIProblems, type ChatUIReleaseProps, type ChatUIGateway } from './tenancy/chatui-release';
export { OrganizationRelease, type OrganizationReleaseProps } from './tenancy/organization-release';
export { TeamRelease, type TeamReleaseProps } from './tenancy/team-release';
export { IdentityRelease, type IdentityReleaseProps } from './tenancy/identity-release';
export type * from './api/platform-resource-input';

// What render refuses, for the constructs and for your own checks.
export { gatewayProblems, guardrailProblems, specProblems, InvalidResourceError, type ProblemOptions } from './validation/resource-problems';
export { offlineStatus, type OfflineStatus, type OfflineStatusOptions } from './validation/offline-status';

// Names, groups, labels, images.
export * from './meta/groups';
export * from './meta/labels';
export * from './meta/images';
export { AIGW_VERSION } from './meta/version';
export { dnsName, slug, shortHash } from './meta/names';

// The alt gateway: AltGatewayStack and its parts, the alt guardrail wiring, the storage Secret recipe.
export * from './alt';
