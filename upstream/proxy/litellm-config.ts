/**
 * Turns one ProxyInstance and the Proxy* objects pointing at it into LiteLLM's `config.yaml` content.
 * Pure: no I/O. Keys are never inlined — every secret becomes `os.environ/<VAR>` in the config plus an
 * env var the Deployment fills from the Secret. Whatever a Proxy* field says that config.yaml cannot
 * carry is returned in `unsupported` (field path + reason) rather than dropped.
 * Config shape: LiteLLM proxy docs (model_list, guardrails, general_settings, litellm_settings) and the
 * generic guardrail API facts in the design references; the guardrail entries: guardrail-entries.ts.
 */
import type {
  ProxyCredentialSpec,
  ProxyGuardrailSpec,
  ProxyInstanceSpec,
  ProxyModelSpec,
} from '../../imports/proxy.aigw.dev';
import { guardrailEntries, type GuardrailNameCollision } from './guardrail-entries';
import { mapRolePermissions } from './role-permissions';
import { ssoEnv } from './sso-env';

/** The parts of a Kubernetes object this function reads. */
export interface ProxyObject<S> {
  readonly metadata: { readonly name: string; readonly namespace?: string };
  readonly spec: S;
}

export interface ProxyInputs {
  readonly instance: ProxyObject<ProxyInstanceSpec>;
  readonly credentials: readonly ProxyObject<ProxyCredentialSpec>[];
  readonly models: readonly ProxyObject<ProxyModelSpec>[];
  readonly guardrails: readonly ProxyObject<ProxyGuardrailSpec>[];
  /** Organizations and teams are only reported: LiteLLM creates them through its management API. */
  readonly organizations?: readonly ProxyObject<unknown>[];
  readonly teams?: readonly ProxyObject<unknown>[];
}

export interface SecretKeyRef {
  readonly name: string;
  readonly key: string;
}

/** One container env var filled from a Secret (never a literal value). */
export interface SecretEnv {
  readonly name: string;
  readonly secretKeyRef: SecretKeyRef;
}

/** A non-secret env var LiteLLM reads instead of a config field (JWT endpoints, base URL, trace host). */
export interface PlainEnv {
  readonly name: string;
  readonly value: string;
}

export interface LiteLLMConfigResult {
  readonly config: Record<string, unknown>;
  readonly secretEnv: readonly SecretEnv[];
  readonly plainEnv: readonly PlainEnv[];
  readonly unsupported: readonly string[];
  readonly guardrailCollisions: readonly GuardrailNameCollision[];
}

// Part of this builder's result (instance-status.ts reports it); defined beside the guardrail entries.
export type { GuardrailNameCollision } from './guardrail-entries';

/** An env var name derived from an object name and a purpose, e.g. `MODEL_MAIN_CHAT_API_KEY`. */
function envName(prefix: string, objectName: string, suffix: string): string {
  return `${prefix}_${objectName.replace(/[^A-Za-z0-9]/g, '_').toUpperCase()}_${suffix}`;
}

export { LITELLM_RBAC_ROLES } from './role-permissions';

const byName = <T extends ProxyObject<unknown>>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => a.metadata.name.localeCompare(b.metadata.name));

/** Drops undefined values so the YAML carries only what a Proxy* object set. */
function defined(o: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}

export function litellmConfig(inputs: ProxyInputs): LiteLLMConfigResult {
  const secretEnv: SecretEnv[] = [];
  const plainEnv: PlainEnv[] = [];
  const unsupported: string[] = [];
  const secret = (name: string, ref: SecretKeyRef): string => {
    secretEnv.push({ name, secretKeyRef: { name: ref.name, key: ref.key } });
    return `os.environ/${name}`;
  };
  const inst = inputs.instance.spec;
  const instPath = `ProxyInstance/${inputs.instance.metadata.name}`;

  // model_list: one entry per ProxyModel; its credential's key/base/version are passed per model.
  const credentials = new Map(inputs.credentials.map((c) => [c.spec.credentialName, c]));
  const modelList = byName(inputs.models).map((m) => {
    const p = m.spec.litellmParams;
    const path = `ProxyModel/${m.metadata.name}`;
    const params: Record<string, unknown> = { model: p.model };
    if (p.litellmCredentialName !== undefined) {
      const c = credentials.get(p.litellmCredentialName);
      if (!c) {
        unsupported.push(`${path}.spec.litellmParams.litellmCredentialName: no ProxyCredential named ${p.litellmCredentialName}`);
      } else {
        if (c.spec.apiKeySecretRef) params.api_key = secret(envName('CREDENTIAL', c.metadata.name, 'API_KEY'), c.spec.apiKeySecretRef);
        if (c.spec.apiBase !== undefined) params.api_base = c.spec.apiBase;
        if (c.spec.apiVersion !== undefined) params.api_version = c.spec.apiVersion;
      }
    }
    Object.assign(params, defined({ rpm: p.rpm, tpm: p.tpm, timeout: p.timeout, max_tokens: p.maxTokens }));
    const info = defined({ display_name: m.spec.modelInfo?.displayName });
    return defined({ model_name: m.spec.modelName, litellm_params: params, model_info: Object.keys(info).length ? info : undefined });
  });
  // Env vars are per credential; two models sharing one credential need it once.
  const dedupe = <T extends { name: string }>(xs: T[]): T[] => xs.filter((x, i) => xs.findIndex((y) => y.name === x.name) === i);

  // guardrails: one entry per upstream name, the ProxyGuardrails sharing it (a Guardrail's modes)
  // merged into its `mode` list; another guardrail claiming a name is kept out and reported.
  const { entries: guardrails, collisions: guardrailCollisions } = guardrailEntries(inputs.guardrails, (objectName, ref) =>
    secret(envName('GUARDRAIL', objectName, 'API_KEY'), ref),
  );

  // general_settings: only what the instance carries.
  const gs = inst.generalSettings;
  const jwtAuth = gs?.litellmJwtauth;
  // IdP role names become LiteLLM's internal_user through role_mappings (see role-permissions.ts).
  const rolesClaim = jwtAuth?.userRolesJwtField ?? jwtAuth?.userRoleJwtField;
  const roles = mapRolePermissions(gs?.rolePermissions ?? [], rolesClaim, `${instPath}.spec.generalSettings.rolePermissions`);
  unsupported.push(...roles.unsupported);
  // LiteLLM_JWTAuth (litellm/proxy/_types.py, 1.95.1) refuses keys it does not know, and it has no
  // single-role claim: that claim is only used as roles_jwt_field for the IdP role mappings.
  if (jwtAuth?.userRoleJwtField !== undefined)
    unsupported.push(
      `${instPath}.spec.generalSettings.litellmJwtauth.userRoleJwtField: LiteLLM's litellm_jwtauth has no user_role_jwt_field (it refuses unknown keys); the claim only names the IdP roles for role_mappings`,
    );
  // LiteLLM refuses user_roles_jwt_field without user_allowed_roles, and the reverse.
  if ((jwtAuth?.userRolesJwtField === undefined) !== (jwtAuth?.userAllowedRoles === undefined))
    unsupported.push(
      `${instPath}.spec.generalSettings.litellmJwtauth: LiteLLM needs userRolesJwtField and userAllowedRoles together and refuses one alone`,
    );
  const rolePermissions = roles.rolePermissions;
  const general = defined({
    master_key: inst.masterKey?.secretRef ? secret('LITELLM_MASTER_KEY', inst.masterKey.secretRef) : undefined,
    database_url: inst.database?.connectionSecretRef ? secret('DATABASE_URL', inst.database.connectionSecretRef) : undefined,
    background_health_checks: gs?.backgroundHealthChecks,
    health_check_interval: gs?.healthCheckInterval,
    store_prompts_in_spend_logs: gs?.storePromptsInSpendLogs,
    enable_jwt_auth: gs?.enableJwtAuth,
    litellm_jwtauth:
      jwtAuth || gs?.enforceRbac !== undefined
        ? defined({
            user_id_jwt_field: jwtAuth?.userIdJwtField,
            user_roles_jwt_field: jwtAuth?.userRolesJwtField,
            user_allowed_roles: jwtAuth?.userAllowedRoles,
            enforce_rbac: jwtAuth?.enforceRbac ?? gs?.enforceRbac,
            user_id_upsert: jwtAuth?.userIdUpsert,
            team_ids_jwt_field: jwtAuth?.teamIdsJwtField,
            admin_jwt_scope: jwtAuth?.adminJwtScope,
            roles_jwt_field: roles.roleMappings.length ? rolesClaim : undefined,
            role_mappings: roles.roleMappings.length ? roles.roleMappings : undefined,
          })
        : undefined,
    role_permissions: rolePermissions.length ? rolePermissions : undefined,
  });

  // Settings LiteLLM reads from the environment rather than config.yaml.
  if (inst.saltKey?.secretRef) secret('LITELLM_SALT_KEY', inst.saltKey.secretRef);
  if (inst.licenseSecretRef) secret('LITELLM_LICENSE', inst.licenseSecretRef);
  if (inst.jwt?.publicKeyUrl) plainEnv.push({ name: 'JWT_PUBLIC_KEY_URL', value: inst.jwt.publicKeyUrl });
  if (inst.jwt?.issuer) plainEnv.push({ name: 'JWT_ISSUER', value: inst.jwt.issuer });
  if (inst.jwt?.audience) plainEnv.push({ name: 'JWT_AUDIENCE', value: inst.jwt.audience });
  if (inst.proxyBaseUrl) plainEnv.push({ name: 'PROXY_BASE_URL', value: inst.proxyBaseUrl });
  let litellmSettings: Record<string, unknown> | undefined;
  if (inst.observability) {
    const o = inst.observability;
    if (o.host) plainEnv.push({ name: 'LANGFUSE_HOST', value: o.host });
    if (o.publicKeySecretRef) secret('LANGFUSE_PUBLIC_KEY', o.publicKeySecretRef);
    if (o.secretKeySecretRef) secret('LANGFUSE_SECRET_KEY', o.secretKeySecretRef);
    litellmSettings = { success_callback: ['langfuse'] };
  }

  // Admin-console SSO: LiteLLM reads it from env only (see sso-env.ts).
  if (inst.sso) {
    const sso = ssoEnv(inst.sso, `${instPath}.spec.sso`);
    secretEnv.push(...sso.secretEnv);
    plainEnv.push(...sso.plainEnv);
    unsupported.push(...sso.unsupported);
  }

  // What config.yaml and its env cannot carry: said, not dropped.
  if (inst.image) unsupported.push(`${instPath}.spec.image: belongs to the LiteLLM Deployment, not config.yaml`);
  if (inst.replicas !== undefined) unsupported.push(`${instPath}.spec.replicas: belongs to the LiteLLM Deployment, not config.yaml`);
  if (inst.resources !== undefined) unsupported.push(`${instPath}.spec.resources: belongs to the LiteLLM Deployment, not config.yaml`);
  // The Ingress (desired-objects.ts) serves TLS only for a named host.
  if (inst.ingress?.enabled && inst.ingress.tls && !inst.ingress.host)
    unsupported.push(`${instPath}.spec.ingress.tls: needs spec.ingress.host; the Ingress serves plain HTTP for every host`);
  for (const o of byName(inputs.organizations ?? []))
    unsupported.push(`ProxyOrganization/${o.metadata.name}: created through LiteLLM's management API, not config.yaml`);
  for (const t of byName(inputs.teams ?? []))
    unsupported.push(`ProxyTeam/${t.metadata.name}: created through LiteLLM's management API, not config.yaml`);
  for (const c of guardrailCollisions)
    unsupported.push(
      `ProxyGuardrail/${c.objects.slice(1).join(', ProxyGuardrail/')}: guardrail name ${c.name} already used by ProxyGuardrail/${c.objects[0]} with other settings (only the mode may differ between ProxyGuardrails sharing a name)`,
    );

  const config = defined({
    model_list: modelList,
    guardrails: guardrails.length ? guardrails : undefined,
    general_settings: Object.keys(general).length ? general : undefined,
    litellm_settings: litellmSettings,
  });
  return { config, secretEnv: dedupe(secretEnv), plainEnv, unsupported, guardrailCollisions };
}
