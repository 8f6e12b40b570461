/**
 * The Gateway kind: untrusted JSON -> a typed, defaulted spec, or the list of field errors.
 * Fields whose mere presence matters (an `alt` gateway reports configured fields it cannot honour)
 * stay `undefined` when absent; their defaults are exported beside them and applied by the stacks.
 */
import { defaultDatabaseName } from '../platform/database-names';
import type { ResourceInput } from '../plan/types';
import { parseAltSpec, type AltSpec } from './gateway-alt';
import type { ParseResult } from './guardrail';
import { parseMetadata, type ObjectMeta } from './metadata';
import { FieldErrors, SpecReader } from './reader';
import { parseLocalRef, parseObjectRef, parseSecretKeyRef, type LocalRef, type ObjectRef, type SecretKeyRef } from './refs';
import { isHttpUrl } from './http-url';

export const GATEWAY_KIND = 'Gateway';

export const GATEWAY_TYPES = ['proxy', 'alt'] as const;
export type GatewayType = (typeof GATEWAY_TYPES)[number];
export const DEFAULT_GATEWAY_TYPE: GatewayType = 'proxy';

export const DATABASE_MODES = ['sqlCluster', 'external'] as const;
export type DatabaseMode = (typeof DATABASE_MODES)[number];
/** The key of `database.connectionSecretRef` when none is named. */
export const DATABASE_URL_KEY = 'DATABASE_URL';

export const SSO_PROVIDERS = ['generic-oidc', 'idp-a', 'idp-b', 'idp-c'] as const;
export type SsoProvider = (typeof SSO_PROVIDERS)[number];
export const DEFAULT_SSO_PROVIDER: SsoProvider = 'generic-oidc';
export const DEFAULT_SSO_SCOPES: readonly string[] = Object.freeze(['openid', 'profile', 'email']);
export const DEFAULT_CLIENT_ID_KEY = 'client-id';
export const DEFAULT_CLIENT_SECRET_KEY = 'client-secret';
/** The Secret the deprecated `enableIdpASSO: true` reads. */
export const LEGACY_IDP_A_SECRET = 'idp-a-sso-credentials';
/** The key of {@link LEGACY_IDP_A_SECRET} holding the directory (tenant) id, beside the client keys. */
export const LEGACY_IDP_A_TENANT_KEY = 'tenant-id';

/** The key of `instance.licenseSecretRef` when none is named. */
export const DEFAULT_LICENSE_KEY = 'license';
export const DEFAULT_REPLICAS = 1;
/** `instance.healthCheck.enabled` default. */
export const DEFAULT_HEALTH_CHECK_ENABLED = false;
/** `instance.healthCheck.intervalSeconds`: the upstream default, effective only when enabled. */
export const DEFAULT_HEALTH_CHECK_INTERVAL_SECONDS = 300;

/** `30s`, `15m`, `12h`, `30d`, `2w`, `1mo`: what the upstream budget reset accepts. */
const BUDGET_DURATION = /^[1-9][0-9]*(s|m|h|d|w|mo)$/;

export interface DatabaseSpec {
  readonly mode: DatabaseMode;
  /** Mode `sqlCluster`. */
  readonly sqlClusterRef?: ObjectRef;
  /** Mode `sqlCluster`: database inside the shared cluster. Default {@link defaultDatabaseName}. */
  readonly databaseName?: string;
  /** Mode `external`: the Secret key holding `DATABASE_URL`. */
  readonly connectionSecretRef?: SecretKeyRef;
  /**
   * Mode `sqlCluster`: drop the database and its role when the Gateway is deleted. Default
   * {@link DEFAULT_DROP_ON_DELETE}: they are kept (only the connection Secret goes). Absent in mode
   * `external`: aigw never drops a database it did not create.
   */
  readonly dropOnDelete?: boolean;
}

/** `database.dropOnDelete` default: the data outlives the Gateway. */
export const DEFAULT_DROP_ON_DELETE = false;

export interface GeneratedKeySpec {
  readonly autoGenerate?: boolean;
  /** An existing Secret key holding the value. */
  readonly secretRef?: SecretKeyRef;
}

export interface HealthCheckSpec {
  /** Default false. */
  readonly enabled: boolean;
  /** Only applied when enabled; upstream default 300. */
  readonly intervalSeconds?: number;
}

export interface JwtAuthSpec {
  /** Default false. */
  readonly enabled: boolean;
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

export interface RolePermission {
  readonly models?: readonly string[];
  readonly routes?: readonly string[];
}

export interface InstanceSpec {
  readonly image?: { readonly repository?: string; readonly tag?: string };
  /** Default 1. */
  readonly replicas: number;
  /** Container resources, passed through. */
  readonly resources?: Readonly<Record<string, unknown>>;
  /** Absent -> the key is generated ({@link GeneratedKeySpec.autoGenerate}). */
  readonly masterKey?: GeneratedKeySpec;
  readonly saltKey?: GeneratedKeySpec;
  /** The key defaults to `license`. */
  readonly licenseSecretRef?: SecretKeyRef;
  readonly storePromptsInLogs?: boolean;
  readonly healthCheck?: HealthCheckSpec;
  readonly jwtAuth?: JwtAuthSpec;
  /** role -> restrictions, in the order given. */
  readonly rolePermissions?: Readonly<Record<string, RolePermission>>;
}

export interface OrganizationSpec {
  /** Default: the Gateway's name. */
  readonly name: string;
  readonly maxBudget?: number;
  readonly budgetDuration?: string;
  readonly rpmLimit?: number;
  readonly tpmLimit?: number;
}

export interface TeamSpec {
  readonly name: string;
  readonly maxBudgetMonthly?: number;
  readonly budgetDuration?: string;
}

export interface ModelSpec {
  /** Display name; default `modelName`. Unique within the Gateway. */
  readonly name: string;
  /** Client-facing alias; default `name`. */
  readonly modelName: string;
  /** `<provider>/<model id>`. */
  readonly model: string;
  readonly refSecretKey?: string;
  readonly credentials?: { readonly apiBase?: string; readonly apiVersion?: string };
  readonly rpm?: number;
  readonly tpm?: number;
  readonly timeout?: number;
  readonly maxTokens?: number;
  /** `alt` only. Default: the prefix of `model` before the slash, else `openai`. */
  readonly provider: string;
  /** `alt` only. Default: `provider`. */
  readonly providerName: string;
  /** `alt` only. Default: `model` with its prefix stripped. */
  readonly modelId: string;
  readonly fallbacks?: readonly string[];
  readonly weight?: number;
}

export interface SsoSpec {
  /** Default `generic-oidc`. */
  readonly provider: SsoProvider;
  readonly issuerURL?: string;
  /** Same-namespace Secret holding the OAuth client. */
  readonly clientSecretRef: { readonly name: string; readonly clientIDKey: string; readonly clientSecretKey: string };
  readonly tenantID?: string;
  /**
   * Where the tenant id is read from when it is not given as `tenantID`: a key of a same-namespace
   * Secret, referenced and never copied. Set only by the config `enableIdpASSO` stands for.
   */
  readonly tenantIDSecretRef?: { readonly name: string; readonly key: string };
  readonly authorizationEndpoint?: string;
  readonly tokenEndpoint?: string;
  readonly userinfoEndpoint?: string;
  /** Default `openid`, `profile`, `email`. */
  readonly scopes: readonly string[];
  readonly providerName?: string;
}

export interface IngressSpec {
  /** Default false. */
  readonly enabled: boolean;
  readonly host?: string;
  /** Default false. */
  readonly tls: boolean;
}

export interface ObservabilitySpec {
  readonly host?: string;
  /** Secret with keys `publicKey` and `secretKey`. */
  readonly callbackSecretRef: LocalRef;
}

export interface GatewaySpec {
  /** Default `proxy`. */
  readonly type: GatewayType;
  /** Required when type is `alt` (checked by the alt plan). */
  readonly alt?: AltSpec;
  readonly secretsRef?: LocalRef;
  readonly database: DatabaseSpec;
  readonly instance: InstanceSpec;
  readonly organization?: OrganizationSpec;
  readonly teams: readonly TeamSpec[];
  readonly models: readonly ModelSpec[];
  readonly guardrailRefs: readonly ObjectRef[];
  readonly observabilityRef?: ObjectRef;
  readonly observability?: ObservabilitySpec;
  /** `spec.sso`, or the config synthesized from the deprecated `enableIdpASSO`. */
  readonly sso?: SsoSpec;
  /** Where {@link sso} came from. */
  readonly ssoSource?: 'sso' | 'enableIdpASSO';
  /** `enableIdpASSO` as given (deprecated). */
  readonly enableIdpASSO?: boolean;
  readonly ingress: IngressSpec;
}

export interface Gateway {
  readonly metadata: ObjectMeta;
  readonly spec: GatewaySpec;
}

function url(r: SpecReader, key: string, options: { required?: boolean } = {}): string | undefined {
  const v = r.string(key, options);
  if (v !== undefined && !isHttpUrl(v)) {
    r.error(key, `must be an http(s) URL, got ${JSON.stringify(v)}`);
    return undefined;
  }
  return v;
}

/** A budget period such as `30d`, checked against the pattern the CRD carries. */
export function budgetDuration(r: SpecReader, key: string): string | undefined {
  const v = r.string(key);
  if (v !== undefined && !BUDGET_DURATION.test(v)) {
    r.error(key, `must be a duration such as 30d, 12h or 1mo, got ${JSON.stringify(v)}`);
    return undefined;
  }
  return v;
}

function defined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

function parseDatabase(r: SpecReader, namespace: string, gatewayName: string): DatabaseSpec | undefined {
  if (!r.present) return undefined;
  // Without `mode`, the reference that is set says which one is meant.
  const inferred: DatabaseMode | undefined = r.has('sqlClusterRef') ? 'sqlCluster' : r.has('connectionSecretRef') ? 'external' : undefined;
  const mode = r.enum('mode', DATABASE_MODES, { required: inferred === undefined }) ?? (r.has('mode') ? undefined : inferred);
  const dropOnDelete = r.bool('dropOnDelete');
  if (mode === 'sqlCluster') {
    const sqlClusterRef = parseObjectRef(r.object('sqlClusterRef', { required: true }), namespace);
    const databaseName = r.string('databaseName');
    if (databaseName !== undefined && (databaseName.length === 0 || databaseName.length > 63 || databaseName.includes('\0'))) {
      r.error('databaseName', 'must be 1 to 63 characters without NUL');
    }
    return defined({
      mode,
      sqlClusterRef,
      databaseName: databaseName ?? defaultDatabaseName(namespace, gatewayName),
      dropOnDelete: dropOnDelete ?? DEFAULT_DROP_ON_DELETE,
    });
  }
  if (mode === 'external') {
    const connectionSecretRef = parseSecretKeyRef(r.object('connectionSecretRef', { required: true }), DATABASE_URL_KEY);
    // aigw did not create an external database, so it never drops one.
    if (dropOnDelete === true) r.error('dropOnDelete', 'applies to mode sqlCluster only; aigw never drops an external database');
    return defined({ mode, connectionSecretRef });
  }
  return undefined;
}

/**
 * `<namespace>_<name>` of the Gateway (hyphens kept: names are always quoted), past 63 bytes cut
 * and suffixed with a hash: the provisioner's rule, from lib/platform/database-names.ts.
 */
export { defaultDatabaseName } from '../platform/database-names';

/** The Secret the operator writes for a `sqlCluster` database (`DATABASE_URL` and its parts). */
export function sqlClusterCredentialsSecretName(gatewayName: string): string {
  return `${gatewayName}-database`.slice(0, 253);
}

/**
 * The Secret key the gateway reads `DATABASE_URL` from: `connectionSecretRef` (external), or the
 * credentials Secret the operator provisions (sqlCluster).
 */
export function databaseUrlRef(gateway: Gateway): SecretKeyRef {
  const db = gateway.spec.database;
  if (db.mode === 'external' && db.connectionSecretRef) return db.connectionSecretRef;
  return { name: sqlClusterCredentialsSecretName(gateway.metadata.name), key: DATABASE_URL_KEY };
}

function parseGeneratedKey(r: SpecReader, options: { required?: boolean } = {}): GeneratedKeySpec | undefined {
  if (!r.present) return undefined;
  const autoGenerate = r.bool('autoGenerate');
  const secretRef = parseSecretKeyRef(r.object('secretRef'));
  if (autoGenerate === true && secretRef) r.error('secretRef', 'must not be set when autoGenerate is true');
  // Without a master key the gateway would accept every caller.
  if (options.required && autoGenerate === false && !r.has('secretRef')) r.error('secretRef', 'is required when autoGenerate is false');
  return defined({ autoGenerate, secretRef });
}

function parseJwtAuth(r: SpecReader): JwtAuthSpec | undefined {
  if (!r.present) return undefined;
  const enabled = r.bool('enabled') ?? false;
  const publicKeyURL = url(r, 'publicKeyURL', { required: enabled });
  return defined({
    enabled,
    publicKeyURL,
    issuer: r.string('issuer'),
    audience: r.string('audience'),
    userIDJWTField: r.string('userIDJWTField'),
    userRolesJWTField: r.string('userRolesJWTField'),
    userAllowedRoles: r.strings('userAllowedRoles'),
    enforceRBAC: r.bool('enforceRBAC'),
    userRoleJWTField: r.string('userRoleJWTField'),
    userIDUpsert: r.bool('userIDUpsert'),
    teamIDsJWTField: r.string('teamIDsJWTField'),
    adminJWTScope: r.string('adminJWTScope'),
  });
}

function parseRolePermissions(r: SpecReader): Record<string, RolePermission> | undefined {
  if (!r.present) return undefined;
  const out: Record<string, RolePermission> = {};
  for (const role of r.keys()) {
    const p = r.object(role, { required: true });
    out[role] = defined({ models: p.strings('models'), routes: p.strings('routes') });
  }
  return out;
}

function parseInstance(r: SpecReader): InstanceSpec {
  const image = r.object('image');
  const hc = r.object('healthCheck');
  const license = r.object('licenseSecretRef');
  return defined({
    image: image.present ? defined({ repository: image.string('repository'), tag: image.string('tag') }) : undefined,
    replicas: r.int('replicas', { min: 0 }) ?? DEFAULT_REPLICAS,
    resources: r.json('resources'),
    masterKey: parseGeneratedKey(r.object('masterKey'), { required: true }),
    saltKey: parseGeneratedKey(r.object('saltKey')),
    licenseSecretRef: parseSecretKeyRef(license, DEFAULT_LICENSE_KEY),
    storePromptsInLogs: r.bool('storePromptsInLogs'),
    healthCheck: hc.present
      ? defined({ enabled: hc.bool('enabled') ?? DEFAULT_HEALTH_CHECK_ENABLED, intervalSeconds: hc.int('intervalSeconds', { min: 1 }) })
      : undefined,
    jwtAuth: parseJwtAuth(r.object('jwtAuth')),
    rolePermissions: parseRolePermissions(r.object('rolePermissions')),
  });
}

function parseOrganization(r: SpecReader, gatewayName: string): OrganizationSpec | undefined {
  if (!r.present) return undefined;
  return defined({
    name: r.string('name') ?? gatewayName,
    maxBudget: r.number('maxBudget', { min: 0 }),
    budgetDuration: budgetDuration(r, 'budgetDuration'),
    rpmLimit: r.int('rpmLimit', { min: 0 }),
    tpmLimit: r.int('tpmLimit', { min: 0 }),
  });
}

function parseTeams(r: SpecReader): TeamSpec[] {
  const seen = new Set<string>();
  const out: TeamSpec[] = [];
  for (const t of r.objects('teams')) {
    const name = t.string('name', { required: true });
    if (name !== undefined && seen.has(name)) t.error('name', `duplicates team ${JSON.stringify(name)}`);
    if (name !== undefined) seen.add(name);
    const team = defined({ name: name ?? '', maxBudgetMonthly: t.number('maxBudgetMonthly', { min: 0 }), budgetDuration: budgetDuration(t, 'budgetDuration') });
    out.push(team);
  }
  return out;
}

function parseModel(m: SpecReader): ModelSpec {
  const given = m.string('name');
  const alias = m.string('modelName');
  if (given === undefined && alias === undefined) m.error('modelName', 'is required (or name)');
  const model = m.string('model', { required: true }) ?? '';
  const slash = model.indexOf('/');
  const prefix = slash > 0 ? model.slice(0, slash) : undefined;
  const provider = m.string('provider') ?? prefix ?? 'openai';
  const c = m.object('credentials');
  const credentials = c.present ? defined({ apiBase: url(c, 'apiBase'), apiVersion: c.string('apiVersion') }) : undefined;
  if (credentials?.apiBase !== undefined && credentials.apiBase.includes('?')) {
    c.error('apiBase', 'must be the bare endpoint; put the version in credentials.apiVersion, not a query string');
  }
  return defined({
    name: given ?? alias ?? '',
    modelName: alias ?? given ?? '',
    model,
    refSecretKey: m.string('refSecretKey'),
    credentials,
    rpm: m.int('rpm', { min: 0 }),
    tpm: m.int('tpm', { min: 0 }),
    timeout: m.number('timeout', { min: 0 }),
    maxTokens: m.int('maxTokens', { min: 1 }),
    provider,
    providerName: m.string('providerName') ?? provider,
    modelId: m.string('modelId') ?? (prefix !== undefined ? model.slice(slash + 1) : model),
    fallbacks: m.strings('fallbacks'),
    weight: m.number('weight', { min: 0 }),
  });
}

function parseModels(r: SpecReader): ModelSpec[] {
  const seen = new Set<string>();
  return r.objects('models').map((m) => {
    const model = parseModel(m);
    if (model.name && seen.has(model.name)) m.error('name', `duplicates model ${JSON.stringify(model.name)}`);
    seen.add(model.name);
    return model;
  });
}

function parseGuardrailRefs(r: SpecReader, namespace: string): ObjectRef[] {
  const seen = new Set<string>();
  const out: ObjectRef[] = [];
  for (const item of r.objects('guardrailRefs')) {
    const ref = parseObjectRef(item, namespace);
    if (!ref) continue;
    const key = `${ref.namespace}/${ref.name}`;
    if (seen.has(key)) item.error('name', `duplicates guardrail ${key}`);
    else out.push(ref);
    seen.add(key);
  }
  return out;
}

function parseSso(r: SpecReader): SsoSpec | undefined {
  if (!r.present) return undefined;
  const provider = r.enum('provider', SSO_PROVIDERS) ?? DEFAULT_SSO_PROVIDER;
  const ref = r.object('clientSecretRef', { required: true });
  const name = ref.string('name', { required: true });
  // The key overrides are accepted beside `name` and on `sso` itself.
  const clientIDKey = ref.string('clientIDKey') ?? r.string('clientIDKey') ?? DEFAULT_CLIENT_ID_KEY;
  const clientSecretKey = ref.string('clientSecretKey') ?? r.string('clientSecretKey') ?? DEFAULT_CLIENT_SECRET_KEY;
  const explicit = provider === 'generic-oidc';
  const authorizationEndpoint = url(r, 'authorizationEndpoint', { required: explicit });
  const tokenEndpoint = url(r, 'tokenEndpoint', { required: explicit });
  const userinfoEndpoint = url(r, 'userinfoEndpoint', { required: explicit });
  const scopes = r.strings('scopes');
  return defined({
    provider,
    issuerURL: url(r, 'issuerURL'),
    clientSecretRef: { name: name ?? '', clientIDKey, clientSecretKey },
    tenantID: r.string('tenantID'),
    authorizationEndpoint,
    tokenEndpoint,
    userinfoEndpoint,
    scopes: scopes !== undefined && scopes.length > 0 ? scopes : [...DEFAULT_SSO_SCOPES],
    providerName: r.string('providerName'),
  });
}

/** The config `enableIdpASSO: true` stands for when `sso` is unset. */
export function legacyIdpASso(): SsoSpec {
  return {
    provider: 'idp-a',
    clientSecretRef: { name: LEGACY_IDP_A_SECRET, clientIDKey: DEFAULT_CLIENT_ID_KEY, clientSecretKey: DEFAULT_CLIENT_SECRET_KEY },
    // The provider's login needs the tenant; it comes from the same Secret as the client.
    tenantIDSecretRef: { name: LEGACY_IDP_A_SECRET, key: LEGACY_IDP_A_TENANT_KEY },
    scopes: [...DEFAULT_SSO_SCOPES],
  };
}

function parseIngress(r: SpecReader): IngressSpec {
  const enabled = r.bool('enabled') ?? false;
  const host = r.string('host');
  if (host !== undefined && !/^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$/i.test(host)) r.error('host', `must be a host name, got ${JSON.stringify(host)}`);
  return defined({ enabled, host, tls: r.bool('tls') ?? false });
}

function parseObservability(r: SpecReader): ObservabilitySpec | undefined {
  if (!r.present) return undefined;
  const host = url(r, 'host');
  const callbackSecretRef = parseLocalRef(r.object('callbackSecretRef', { required: true }));
  return callbackSecretRef ? defined({ host, callbackSecretRef }) : undefined;
}

export function parseGatewaySpec(spec: unknown, metadata: ObjectMeta, errors: FieldErrors): GatewaySpec | undefined {
  const r = SpecReader.of(spec, 'spec', errors, { required: true });
  const type = r.enum('type', GATEWAY_TYPES) ?? (r.has('type') ? undefined : DEFAULT_GATEWAY_TYPE);
  const alt = parseAltSpec(r.object('alt'));
  const secretsRef = parseLocalRef(r.object('secretsRef'));
  const database = parseDatabase(r.object('database', { required: true }), metadata.namespace, metadata.name);
  const instance = parseInstance(r.object('instance'));
  const organization = parseOrganization(r.object('organization'), metadata.name);
  const teams = parseTeams(r);
  const models = parseModels(r);
  const guardrailRefs = parseGuardrailRefs(r, metadata.namespace);
  const observabilityRef = parseObjectRef(r.object('observabilityRef'), metadata.namespace);
  const observability = parseObservability(r.object('observability'));
  const enableIdpASSO = r.bool('enableIdpASSO');
  const explicitSso = parseSso(r.object('sso'));
  const ingress = parseIngress(r.object('ingress'));

  if (type === undefined || database === undefined || !errors.empty) return undefined;
  const sso = explicitSso ?? (enableIdpASSO ? legacyIdpASso() : undefined);
  return defined({
    type,
    alt,
    secretsRef,
    database,
    instance,
    organization,
    teams,
    models,
    guardrailRefs,
    observabilityRef,
    observability,
    sso,
    ssoSource: explicitSso ? ('sso' as const) : sso ? ('enableIdpASSO' as const) : undefined,
    enableIdpASSO,
    ingress,
  });
}

/** Parses a whole Gateway object. Never throws. */
export function parseGateway(resource: ResourceInput): ParseResult<Gateway> {
  const errors = new FieldErrors();
  const metadata = parseMetadata(resource, errors);
  const spec = parseGatewaySpec(resource.spec, metadata, errors);
  return spec && errors.empty ? { value: { metadata, spec }, metadata, errors } : { metadata, errors };
}
