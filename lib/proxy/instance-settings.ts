/**
 * Pure mappings from a Gateway spec to the settings blocks of a ProxyInstance. Each function maps
 * one concern of the spec ("Authentication", `instance.healthCheck`, trace export) and nothing more.
 */
import type { GatewaySpec, InstanceSpec, SsoSpec } from '../api/gateway';
import { DEFAULT_HEALTH_CHECK_ENABLED, DEFAULT_HEALTH_CHECK_INTERVAL_SECONDS } from '../api/gateway';
import type {
  ProxyInstanceSpecGeneralSettings,
  ProxyInstanceSpecGeneralSettingsLitellmJwtauth,
  ProxyInstanceSpecJwt,
  ProxyInstanceSpecObservability,
  ProxyInstanceSpecSso,
  ProxyInstanceSpecSsoProvider,
} from '../../imports/proxy.aigw.dev';

/** The port the proxy serves on (its Service port). */
export const PROXY_PORT = 4000;
/** Path of the OAuth callback on a `proxy` gateway. */
export const PROXY_SSO_CALLBACK_PATH = '/sso/callback';
/** Keys of the trace-export callback Secret (`observability.callbackSecretRef`). */
export const TRACE_PUBLIC_KEY = 'publicKey';
export const TRACE_SECRET_KEY = 'secretKey';

function defined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

function copy(list: readonly string[] | undefined): string[] | undefined {
  return list === undefined ? undefined : [...list];
}

/** The gateway's in-cluster URL (the ProxyInstance's Service). */
export function inClusterUrl(name: string, namespace: string): string {
  return `http://${name}.${namespace}.svc.cluster.local:${PROXY_PORT}`;
}

/** The public origin when ingress is enabled with a host (https only with `ingress.tls`). */
export function publicOrigin(spec: GatewaySpec): string | undefined {
  const { ingress } = spec;
  if (!ingress.enabled || !ingress.host) return undefined;
  return `${ingress.tls ? 'https' : 'http'}://${ingress.host}`;
}

/**
 * `general_settings`: health checks (always explicit: `backgroundHealthChecks: false` unless
 * enabled, the interval only when enabled), prompt logging, JWT auth and role permissions (any
 * entry turns on `enforceRbac`).
 */
export function generalSettings(instance: InstanceSpec): ProxyInstanceSpecGeneralSettings {
  const enabled = instance.healthCheck?.enabled ?? DEFAULT_HEALTH_CHECK_ENABLED;
  const jwt = instance.jwtAuth;
  const roles = Object.entries(instance.rolePermissions ?? {});
  return defined({
    backgroundHealthChecks: enabled,
    healthCheckInterval: enabled ? (instance.healthCheck?.intervalSeconds ?? DEFAULT_HEALTH_CHECK_INTERVAL_SECONDS) : undefined,
    storePromptsInSpendLogs: instance.storePromptsInLogs,
    enableJwtAuth: jwt?.enabled,
    enforceRbac: roles.length > 0 ? true : undefined,
    rolePermissions: roles.length > 0 ? roles.map(([role, p]) => defined({ role, models: copy(p.models), routes: copy(p.routes) })) : undefined,
    litellmJwtauth: jwt ? litellmJwtauth(instance) : undefined,
  });
}

function litellmJwtauth(instance: InstanceSpec): ProxyInstanceSpecGeneralSettingsLitellmJwtauth | undefined {
  const j = instance.jwtAuth;
  if (!j) return undefined;
  const out = defined({
    userIdJwtField: j.userIDJWTField,
    userRolesJwtField: j.userRolesJWTField,
    userAllowedRoles: copy(j.userAllowedRoles),
    enforceRbac: j.enforceRBAC,
    userRoleJwtField: j.userRoleJWTField,
    userIdUpsert: j.userIDUpsert,
    teamIdsJwtField: j.teamIDsJWTField,
    adminJwtScope: j.adminJWTScope,
  });
  return Object.keys(out).length > 0 ? out : undefined;
}

/** `JWT_PUBLIC_KEY_URL`, `JWT_ISSUER`, `JWT_AUDIENCE`. */
export function jwtEnv(instance: InstanceSpec): ProxyInstanceSpecJwt | undefined {
  const j = instance.jwtAuth;
  if (!j || (!j.publicKeyURL && !j.issuer && !j.audience)) return undefined;
  return defined({ publicKeyUrl: j.publicKeyURL, issuer: j.issuer, audience: j.audience });
}

/** The SSO block: client id and secret as Secret key references, never values. */
export function ssoSettings(sso: SsoSpec): ProxyInstanceSpecSso {
  const ref = sso.clientSecretRef;
  return defined({
    provider: sso.provider as ProxyInstanceSpecSsoProvider,
    clientIdSecretRef: { name: ref.name, key: ref.clientIDKey },
    clientSecretSecretRef: { name: ref.name, key: ref.clientSecretKey },
    issuerUrl: sso.issuerURL,
    tenantId: sso.tenantID,
    tenantIdSecretRef: sso.tenantIDSecretRef ? { name: sso.tenantIDSecretRef.name, key: sso.tenantIDSecretRef.key } : undefined,
    authorizationEndpoint: sso.authorizationEndpoint,
    tokenEndpoint: sso.tokenEndpoint,
    userinfoEndpoint: sso.userinfoEndpoint,
    scopes: [...sso.scopes],
    providerName: sso.providerName,
  });
}

/** Where trace export goes: a host and the Secret holding the project keys. */
export interface TraceExport {
  readonly host?: string;
  /** Same-namespace Secret with keys `publicKey` and `secretKey`. */
  readonly secretName: string;
}

export function observabilitySettings(trace: TraceExport): ProxyInstanceSpecObservability {
  return defined({
    host: trace.host,
    publicKeySecretRef: { name: trace.secretName, key: TRACE_PUBLIC_KEY },
    secretKeySecretRef: { name: trace.secretName, key: TRACE_SECRET_KEY },
  });
}
