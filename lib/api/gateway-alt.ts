/**
 * `spec.alt` of a Gateway: the settings of the `alt` implementation, parsed into typed, defaulted
 * values. Blocks whose presence matters (`worker`, `columnstore`, `kv`, `authz`, `scim`, `jwt`, ...)
 * stay `undefined` when absent. Rules that span several fields or the rest of the Gateway (the
 * rejected combinations) are checked by the alt plan, which names the rule and the field.
 */
import type { SpecReader } from './reader';
import { parseObjectRef, parseSecretKeyRef, type ObjectRef, type SecretKeyRef } from './refs';

export const ALT_TOPOLOGIES = ['AllInOne', 'Split'] as const;
export type AltTopology = (typeof ALT_TOPOLOGIES)[number];
export const DEFAULT_ALT_TOPOLOGY: AltTopology = 'AllInOne';

export const ALT_STORAGE_MODES = ['split', 'single'] as const;
export type AltStorageMode = (typeof ALT_STORAGE_MODES)[number];
export const DEFAULT_ALT_STORAGE_MODE: AltStorageMode = 'split';
export const DEFAULT_COLUMNSTORE_DATABASE = 'alt';

export const ALT_STORE_MODES = ['ref', 'external'] as const;
export type AltStoreMode = (typeof ALT_STORE_MODES)[number];
/** Key of a columnstore or kv `connectionSecretRef` when none is named. */
export const DEFAULT_STORE_URL_KEY = 'url';

export const ALT_ARTIFACTS_MODES = ['emptyDir', 'pvc', 'none'] as const;
export type AltArtifactsMode = (typeof ALT_ARTIFACTS_MODES)[number];
export const DEFAULT_ALT_ARTIFACTS_MODE: AltArtifactsMode = 'emptyDir';

export const AUTOSCALING_RESOURCES = ['cpu', 'memory'] as const;
export type AutoscalingResource = (typeof AUTOSCALING_RESOURCES)[number];

export const CONSOLE_ROLES = ['viewer', 'operator', 'admin'] as const;
export type ConsoleRole = (typeof CONSOLE_ROLES)[number];
export const ORG_SOURCES = ['alt', 'enterprise', 'none'] as const;
export type OrgSource = (typeof ORG_SOURCES)[number];

export const DEFAULT_SCIM_TOKEN_KEY = 'scim-token';
export const DEFAULT_BOOTSTRAP_EMAIL_KEY = 'email';
export const DEFAULT_BOOTSTRAP_PASSWORD_KEY = 'password';
export const DEFAULT_DATA_ENCRYPTION_KEY = 'data-encryption-key';
export const DEFAULT_BRANDING_KEY = 'theme-pack.json';
export const DEFAULT_APP_CLAIM = 'azp';

/** A columnstore or kv store: a platform object by reference, or an external one by connection Secret. */
export interface AltStoreSpec {
  readonly mode: AltStoreMode;
  /** Mode `ref`: the ColumnstoreCluster / KvInstance. */
  readonly ref?: ObjectRef;
  /** Mode `external`: the Secret key holding the connection URL (key default `url`). */
  readonly connectionSecretRef?: SecretKeyRef;
}

export interface AltWorkerSpec {
  /** Default false. */
  readonly enabled: boolean;
  readonly replicas?: number;
  readonly jobWorkers?: number;
  readonly resources?: Readonly<Record<string, unknown>>;
}

export interface AltAutoscalingSpec {
  /** Default false. */
  readonly enabled: boolean;
  readonly minReplicas?: number;
  readonly maxReplicas?: number;
  readonly targets?: readonly { readonly resource: AutoscalingResource; readonly averageUtilization: number }[];
}

export interface AltArtifactsSpec {
  /** Default `emptyDir`. */
  readonly mode: AltArtifactsMode;
  /** Mode `pvc`: the existing claim. */
  readonly claimName?: string;
}

export interface AltAuthzSpec {
  /** An external service. */
  readonly apiUrl?: string;
  readonly apiUrlSecretRef?: SecretKeyRef;
  /** For the operator-deployed service (no `apiUrl`/`apiUrlSecretRef`). */
  readonly image?: string;
  readonly replicas?: number;
  readonly resources?: Readonly<Record<string, unknown>>;
  readonly storeId?: string;
  readonly modelId?: string;
}

export interface AltBootstrapAdminSpec {
  readonly secretName: string;
  /** Default `email`. */
  readonly emailKey: string;
  /** Default `password`. */
  readonly passwordKey: string;
}

export interface AltModelAccessSpec {
  readonly openByDefault?: boolean;
  readonly fallbackMode?: string;
  /** Each grant has `models`; other fields pass through as given. */
  readonly grants: readonly Readonly<Record<string, unknown>>[];
}

export interface AltScimSpec {
  /** Default true. */
  readonly enabled: boolean;
  /** Key default `scim-token`. */
  readonly tokenSecretRef: SecretKeyRef;
  readonly defaultRole?: ConsoleRole;
  /** Default (applied by the plan): the Gateway's own organization when `spec.organization` is set. */
  readonly defaultOrgID?: string;
  readonly orgSource?: OrgSource;
  readonly roleMap?: Readonly<Record<string, string>>;
  readonly orgMap?: Readonly<Record<string, string>>;
}

export interface AltJwtSpec {
  /** Default `azp`. */
  readonly appClaim: string;
  /** Whole-list replacement; `[]` clears the gateway's defaults. Absent keeps them. */
  readonly appClaimFallbacks?: readonly string[];
  readonly tenantClaim?: string;
  /** Default false. */
  readonly requireRegisteredApplication: boolean;
  /** Default true. */
  readonly allowMasterKey: boolean;
  /** Default true. */
  readonly allowVirtualKeys: boolean;
  /** Default false. */
  readonly insecureSkipVerify: boolean;
}

export interface AltSpec {
  /** Default `AllInOne`. */
  readonly topology: AltTopology;
  readonly jobWorkers?: number;
  readonly worker?: AltWorkerSpec;
  /** Default `split`. */
  readonly storageMode: AltStorageMode;
  readonly columnstore?: AltStoreSpec;
  /** Default `alt`. */
  readonly columnstoreDatabase: string;
  readonly kv?: AltStoreSpec;
  readonly authz?: AltAuthzSpec;
  readonly autoscaling?: AltAutoscalingSpec;
  /** Default `{ mode: emptyDir }`. */
  readonly artifacts: AltArtifactsSpec;
  readonly bootstrapAdmin?: AltBootstrapAdminSpec;
  readonly dataEncryptionKeySecretRef?: SecretKeyRef;
  readonly configYAML?: string;
  /** Key default `theme-pack.json`. */
  readonly brandingConfigMapRef?: SecretKeyRef;
  /** Default true. */
  readonly defaultBranding: boolean;
  readonly modelAccess?: AltModelAccessSpec;
  readonly scim?: AltScimSpec;
  readonly jwt?: AltJwtSpec;
}

function defined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

/** The namespace refs without one default to; the Gateway's, unknown here, is filled by the plan. */
const SAME_NAMESPACE = '';

function parseStore(r: SpecReader): AltStoreSpec | undefined {
  if (!r.present) return undefined;
  const inferred: AltStoreMode | undefined = r.has('ref') ? 'ref' : r.has('connectionSecretRef') ? 'external' : undefined;
  const mode = r.enum('mode', ALT_STORE_MODES, { required: inferred === undefined }) ?? (r.has('mode') ? undefined : inferred);
  if (mode === 'ref') {
    const ref = parseObjectRef(r.object('ref', { required: true }), SAME_NAMESPACE);
    if (r.has('connectionSecretRef')) r.error('connectionSecretRef', 'must not be set when mode is ref');
    return ref ? { mode, ref } : undefined;
  }
  if (mode === 'external') {
    const connectionSecretRef = parseSecretKeyRef(r.object('connectionSecretRef', { required: true }), DEFAULT_STORE_URL_KEY);
    if (r.has('ref')) r.error('ref', 'must not be set when mode is external');
    return connectionSecretRef ? { mode, connectionSecretRef } : undefined;
  }
  return undefined;
}

function parseWorker(r: SpecReader): AltWorkerSpec | undefined {
  if (!r.present) return undefined;
  return defined({
    enabled: r.bool('enabled') ?? false,
    replicas: r.int('replicas', { min: 0 }),
    jobWorkers: r.int('jobWorkers', { min: 0 }),
    resources: r.json('resources'),
  });
}

function parseAutoscaling(r: SpecReader): AltAutoscalingSpec | undefined {
  if (!r.present) return undefined;
  const minReplicas = r.int('minReplicas', { min: 1 });
  const maxReplicas = r.int('maxReplicas', { min: 1 });
  if (minReplicas !== undefined && maxReplicas !== undefined && maxReplicas < minReplicas) {
    r.error('maxReplicas', `must be at least minReplicas (${minReplicas}), got ${maxReplicas}`);
  }
  const targets = r.has('targets')
    ? r.objects('targets').flatMap((t) => {
        const resource = t.enum('resource', AUTOSCALING_RESOURCES, { required: true });
        const averageUtilization = t.int('averageUtilization', { required: true, min: 1, max: 100 });
        return resource !== undefined && averageUtilization !== undefined ? [{ resource, averageUtilization }] : [];
      })
    : undefined;
  return defined({ enabled: r.bool('enabled') ?? false, minReplicas, maxReplicas, targets });
}

function parseArtifacts(r: SpecReader): AltArtifactsSpec {
  const pvc = r.object('pvc');
  const mode = r.enum('mode', ALT_ARTIFACTS_MODES) ?? (pvc.present ? 'pvc' : DEFAULT_ALT_ARTIFACTS_MODE);
  if (mode === 'pvc') {
    const claimName = pvc.string('claimName', { required: true });
    return defined({ mode, claimName });
  }
  if (pvc.present) r.error('pvc', `must not be set when mode is ${mode}`);
  return { mode };
}

function parseAuthz(r: SpecReader): AltAuthzSpec | undefined {
  if (!r.present) return undefined;
  const apiUrl = r.string('apiUrl');
  if (apiUrl !== undefined && !/^https?:\/\/[^/\s]+/.test(apiUrl)) r.error('apiUrl', `must be an http(s) URL, got ${JSON.stringify(apiUrl)}`);
  if (apiUrl !== undefined && /^https?:\/\/[^/@\s]*@/.test(apiUrl)) {
    r.error('apiUrl', 'must not carry credentials; put a URL with credentials in a Secret and use apiUrlSecretRef');
  }
  const apiUrlSecretRef = parseSecretKeyRef(r.object('apiUrlSecretRef'));
  if (apiUrl !== undefined && apiUrlSecretRef) r.error('apiUrlSecretRef', 'must not be set together with apiUrl');
  const external = apiUrl !== undefined || apiUrlSecretRef !== undefined;
  for (const key of ['image', 'replicas', 'resources', 'storeId', 'modelId']) {
    if (external && r.has(key)) r.error(key, 'configures the operator-deployed service and must not be set with an external apiUrl');
  }
  return defined({
    apiUrl,
    apiUrlSecretRef,
    image: r.string('image'),
    replicas: r.int('replicas', { min: 0 }),
    resources: r.json('resources'),
    storeId: r.string('storeId'),
    modelId: r.string('modelId'),
  });
}

function parseBootstrapAdmin(r: SpecReader): AltBootstrapAdminSpec | undefined {
  if (!r.present) return undefined;
  const secretName = r.object('secretRef', { required: true }).string('name', { required: true });
  const emailKey = r.string('emailKey') ?? DEFAULT_BOOTSTRAP_EMAIL_KEY;
  const passwordKey = r.string('passwordKey') ?? DEFAULT_BOOTSTRAP_PASSWORD_KEY;
  return secretName === undefined ? undefined : { secretName, emailKey, passwordKey };
}

/** Keys that, given a literal value, mean a secret was pasted into `configYAML`. */
const SECRET_LOOKING_KEY = /^\s*-?\s*["']?([A-Za-z0-9_.-]*(password|passwd|secret|token|api[_-]?key|private[_-]?key))["']?\s*:\s*(\S.*)$/i;

function checkConfigYAML(r: SpecReader, value: string): void {
  const lines = value.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const m = SECRET_LOOKING_KEY.exec(lines[i]);
    // A nested block (`secrets:` followed by an indented map) or a reference (`${ENV}`) is fine.
    const given = m?.[3].trim() ?? '';
    if (!m || /^(\$\{|#|\{\s*\}|~|null$|true$|false$|-?\d+(\.\d+)?$)/.test(given)) continue;
    r.error('configYAML', `line ${i + 1} sets ${JSON.stringify(m[1])}: configYAML holds non-secret content only; reference a Secret instead`);
    return;
  }
}

function parseModelAccess(r: SpecReader): AltModelAccessSpec | undefined {
  if (!r.present) return undefined;
  const grants = r.objects('grants').map((g) => {
    g.strings('models', { required: true });
    const out: Record<string, unknown> = {};
    for (const key of g.keys()) out[key] = g.raw(key);
    return out;
  });
  return defined({ openByDefault: r.bool('openByDefault'), fallbackMode: r.string('fallbackMode'), grants });
}

function parseScim(r: SpecReader): AltScimSpec | undefined {
  if (!r.present) return undefined;
  const tokenSecretRef = parseSecretKeyRef(r.object('tokenSecretRef', { required: true }), DEFAULT_SCIM_TOKEN_KEY);
  const roleMap = r.stringMap('roleMap');
  if (roleMap) {
    for (const [group, role] of Object.entries(roleMap)) {
      if (!(CONSOLE_ROLES as readonly string[]).includes(role)) {
        r.errors.add(`${r.at('roleMap')}.${group}`, `must be one of ${CONSOLE_ROLES.join(', ')}, got ${JSON.stringify(role)}`);
      }
    }
  }
  const spec = defined({
    enabled: r.bool('enabled') ?? true,
    tokenSecretRef,
    defaultRole: r.enum('defaultRole', CONSOLE_ROLES),
    defaultOrgID: r.string('defaultOrgID'),
    orgSource: r.enum('orgSource', ORG_SOURCES),
    roleMap,
    orgMap: r.stringMap('orgMap'),
  });
  return tokenSecretRef ? (spec as AltScimSpec) : undefined;
}

function parseJwt(r: SpecReader): AltJwtSpec | undefined {
  if (!r.present) return undefined;
  const appClaim = r.string('appClaim') ?? DEFAULT_APP_CLAIM;
  if (appClaim.length === 0) r.error('appClaim', 'must not be empty');
  return defined({
    appClaim,
    appClaimFallbacks: r.strings('appClaimFallbacks'),
    tenantClaim: r.string('tenantClaim'),
    requireRegisteredApplication: r.bool('requireRegisteredApplication') ?? false,
    allowMasterKey: r.bool('allowMasterKey') ?? true,
    allowVirtualKeys: r.bool('allowVirtualKeys') ?? true,
    insecureSkipVerify: r.bool('insecureSkipVerify') ?? false,
  });
}

/** `r` reads `spec.alt`; absent -> undefined (type `alt` then rejects the Gateway). */
export function parseAltSpec(r: SpecReader): AltSpec | undefined {
  if (!r.present) return undefined;
  const configYAML = r.string('configYAML');
  if (configYAML !== undefined) checkConfigYAML(r, configYAML);
  const brandingRef = r.object('brandingConfigMapRef');
  return defined({
    topology: r.enum('topology', ALT_TOPOLOGIES) ?? DEFAULT_ALT_TOPOLOGY,
    jobWorkers: r.int('jobWorkers', { min: 0 }),
    worker: parseWorker(r.object('worker')),
    storageMode: r.enum('storageMode', ALT_STORAGE_MODES) ?? DEFAULT_ALT_STORAGE_MODE,
    columnstore: parseStore(r.object('columnstore')),
    columnstoreDatabase: r.string('columnstoreDatabase', { required: r.has('columnstoreDatabase') }) ?? DEFAULT_COLUMNSTORE_DATABASE,
    kv: parseStore(r.object('kv')),
    authz: parseAuthz(r.object('authz')),
    autoscaling: parseAutoscaling(r.object('autoscaling')),
    artifacts: parseArtifacts(r.object('artifacts')),
    bootstrapAdmin: parseBootstrapAdmin(r.object('bootstrapAdmin')),
    dataEncryptionKeySecretRef: parseSecretKeyRef(r.object('dataEncryptionKeySecretRef'), DEFAULT_DATA_ENCRYPTION_KEY),
    configYAML,
    brandingConfigMapRef: parseSecretKeyRef(brandingRef, DEFAULT_BRANDING_KEY),
    defaultBranding: r.bool('defaultBranding') ?? true,
    modelAccess: parseModelAccess(r.object('modelAccess')),
    scim: parseScim(r.object('scim')),
    jwt: parseJwt(r.object('jwt')),
  });
}

/** Fills the namespace of store refs given without one (parsed before the Gateway's is known). */
export function withStoreNamespace(store: AltStoreSpec | undefined, namespace: string): AltStoreSpec | undefined {
  if (!store?.ref || store.ref.namespace !== SAME_NAMESPACE) return store;
  return { ...store, ref: { ...store.ref, namespace } };
}

