/**
 * Maps a parsed `alt` Gateway and the cluster facts onto {@link AltGatewayStackProps}, together with
 * the conditions and events those decisions produce (TLS, trace export, branding, SSO callback,
 * skipped guardrails). Pure: no I/O, never reads a Secret value.
 */
import { databaseUrlRef, type Gateway } from '../api/gateway';
import { withStoreNamespace, type AltSpec } from '../api/gateway-alt';
import { altGuardrailItems } from '../guardrail/alt-guardrail-items';
import { mirrorImage } from '../meta/images';
import { CUSTOM_BRANDING } from '../plan/conditions';
import type { ClusterFacts, PlannedCondition, PlannedEvent } from '../plan/types';
import type { WiredGuardrail } from '../plan/wired-guardrail';
import { IN_POD_TLS, REASONS, TRACE_EXPORT } from './alt-conditions';
import { AltEnterprise, type AltScimOptions, type AltSsoOptions } from './alt-enterprise';
import { ALT_API_PORT } from './alt-ingress';
import { ENV_SECRET_VERSION_ANNOTATIONS, type KeyRef } from './alt-gateway-instance';
import { publicSecretValueKey } from './alt-sso-client-id';
import type { AltGatewayStackProps } from './alt-gateway-stack-props';
import { childName } from './names';
import { altModelOptions } from './alt-model-options';
import { storeSource, STORE_CONNECTION_KEY } from './alt-store-source';

export { altModelOptions, storeSource, STORE_CONNECTION_KEY };
import { ALT_DEFAULT_IMAGE_TAG, ALT_TLS_MIN_VERSION, ALT_TRACE_EXPORT_AFTER_VERSION, tagAtLeast, tagNewerThan } from './version';

/** The licensed platform feature that lets your own theme pack replace the built-in one. */
export const CUSTOM_BRANDING_FEATURE = 'custom-branding';
/** Keys of the trace-export Secret (`observability.callbackSecretRef`). */
export const TRACE_PUBLIC_KEY = 'publicKey';
export const TRACE_SECRET_KEY = 'secretKey';

export { ALT_API_PORT };

/**
 * The public origin of an alt gateway: `https://<host>` (`http://` without `tls`) once
 * `spec.ingress` is enabled with a host, which is when the operator emits the Ingress serving it.
 */
export function altPublicOrigin(gateway: Gateway): string | undefined {
  const { ingress } = gateway.spec;
  if (!ingress.enabled || !ingress.host) return undefined;
  return `${ingress.tls ? 'https' : 'http'}://${ingress.host}`;
}

/** The in-cluster address of the API Service (https once in-pod TLS is on). */
export function altInClusterUrl(gateway: Gateway, inPodTls: boolean): string {
  const { name, namespace } = gateway.metadata;
  return `${inPodTls ? 'https' : 'http'}://${name}.${namespace}.svc.cluster.local:${ALT_API_PORT}`;
}

/**
 * `status.url`: the public origin when the Ingress serves one ({@link altPublicOrigin}), else the
 * in-cluster address. The operator's own admin-API calls never use it: they stay in-cluster.
 */
export function altGatewayUrl(gateway: Gateway, inPodTls: boolean): string {
  return altPublicOrigin(gateway) ?? altInClusterUrl(gateway, inPodTls);
}

/** Trace export as the caller resolved it (`observabilityRef`), or `spec.observability`. */
export interface AltTraceExport {
  readonly host?: string;
  /** Same-namespace Secret with keys `publicKey` and `secretKey`. */
  readonly secretName: string;
}

export interface AltPropsInput {
  readonly gateway: Gateway;
  readonly alt: AltSpec;
  readonly guardrails: readonly WiredGuardrail[];
  readonly facts: ClusterFacts;
  readonly multiTenancy: boolean;
  readonly traceExport?: AltTraceExport;
  /**
   * Secret keys of the master key and the data-encryption key the operator generates (plan()
   * names them). `instance.masterKey.secretRef` and `alt.dataEncryptionKeySecretRef` always win.
   * @default - only the keys the spec references
   */
  readonly generatedKeys?: { readonly masterKey?: { readonly name: string; readonly key: string }; readonly dataEncryptionKey?: { readonly name: string; readonly key: string } };
}

export interface AltPropsResult {
  readonly props: AltGatewayStackProps;
  readonly conditions: PlannedCondition[];
  readonly events: PlannedEvent[];
}


function sso(input: AltPropsInput, events: PlannedEvent[]): AltSsoOptions | undefined {
  const { gateway, facts } = input;
  const s = gateway.spec.sso;
  if (!s) return undefined;
  const { ingress } = gateway.spec;
  const ns = gateway.metadata.namespace;
  let publicOrigin: string | undefined;
  if (!ingress.host) {
    events.push({
      type: 'Warning',
      reason: REASONS.ssoCallbackUnavailable,
      message: 'SSO on an alt gateway needs spec.ingress.host: no OAuth callback is emitted until it is set',
    });
  } else {
    publicOrigin = `${ingress.tls ? 'https' : 'http'}://${ingress.host}`;
    if (!ingress.tls || !ingress.enabled) {
      events.push({
        type: 'Warning',
        reason: REASONS.ssoCallbackInsecure,
        message: `SSO needs spec.ingress.enabled and spec.ingress.tls true; the OAuth callback ${publicOrigin} will fail otherwise`,
      });
    }
  }
  // One rule for the operator and render (lib/alt/alt-sso-client-id.ts): the value when known, else the key.
  const clientId = facts.publicSecretValues?.[publicSecretValueKey({ namespace: ns, name: s.clientSecretRef.name, key: s.clientSecretRef.clientIDKey })];
  return {
    provider: s.provider,
    ...(s.providerName !== undefined ? { providerName: s.providerName } : {}),
    ...(s.issuerURL !== undefined ? { issuerUrl: s.issuerURL } : {}),
    ...(s.tenantID !== undefined ? { tenantId: s.tenantID } : {}),
    ...(clientId !== undefined
      ? { clientId }
      : { clientIdSecretRef: { name: s.clientSecretRef.name, key: s.clientSecretRef.clientIDKey } }),
    clientSecretRef: { name: s.clientSecretRef.name, key: s.clientSecretRef.clientSecretKey },
    ...(s.authorizationEndpoint !== undefined ? { authorizationEndpoint: s.authorizationEndpoint } : {}),
    ...(s.tokenEndpoint !== undefined ? { tokenEndpoint: s.tokenEndpoint } : {}),
    ...(s.userinfoEndpoint !== undefined ? { userinfoEndpoint: s.userinfoEndpoint } : {}),
    scopes: s.scopes,
    ...(publicOrigin ? { publicOrigin } : {}),
  };
}

/**
 * The pod-template annotations that roll the gateway pods when a Secret read into env changes: the
 * resourceVersion of each such Secret, as the operator found it (absent offline, then none).
 */
function envSecretVersions(env: readonly { readonly name: string; readonly secretKeyRef: KeyRef }[], facts: ClusterFacts, namespace: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of env) {
    const annotation = ENV_SECRET_VERSION_ANNOTATIONS[e.name];
    const version = facts.secrets.find((s) => s.namespace === namespace && s.name === e.secretKeyRef.name)?.resourceVersion;
    if (annotation && version !== undefined) out[annotation] = version;
  }
  return out;
}

/** Builds the stack props and the decisions' conditions and events. Assumes the rejections passed. */
export function altStackProps(input: AltPropsInput): AltPropsResult {
  const { gateway, alt, facts } = input;
  const { spec, metadata } = gateway;
  const name = metadata.name;
  const namespace = metadata.namespace;
  const conditions: PlannedCondition[] = [];
  const events: PlannedEvent[] = [];
  const generation = metadata.generation;
  const cond = (type: string, status: 'True' | 'False', reason: string, message: string): PlannedCondition => ({
    type,
    status,
    reason,
    message,
    ...(generation !== undefined ? { observedGeneration: generation } : {}),
  });
  const tag = spec.instance.image?.tag ?? ALT_DEFAULT_IMAGE_TAG;

  // In-pod TLS: only with the platform CA and an image that supports it.
  let tlsCaBundle: { name: string; key: string } | undefined;
  if (facts.platformCA) {
    if (tagAtLeast(tag, ALT_TLS_MIN_VERSION)) {
      tlsCaBundle = { name: facts.platformCA.secretName, key: facts.platformCA.key };
      conditions.push(cond(IN_POD_TLS, 'True', REASONS.tlsEnabled, `in-pod TLS uses the platform CA bundle (Secret ${facts.platformCA.secretName})`));
    } else {
      conditions.push(
        cond(IN_POD_TLS, 'False', REASONS.tlsUnsupported, `in-pod TLS needs gateway image ${ALT_TLS_MIN_VERSION} or newer, got tag ${JSON.stringify(tag)}; the gateway stays on plaintext`),
      );
    }
  }

  // Trace export: the environment variables arrived after 1.0.0-rc.7.
  const trace = input.traceExport ?? (spec.observability ? { host: spec.observability.host, secretName: spec.observability.callbackSecretRef.name } : undefined);
  let traceExport: AltGatewayStackProps['instance']['traceExport'];
  if (trace) {
    if (tagNewerThan(tag, ALT_TRACE_EXPORT_AFTER_VERSION)) {
      traceExport = {
        ...(trace.host !== undefined ? { host: trace.host } : {}),
        publicKeySecretRef: { name: trace.secretName, key: TRACE_PUBLIC_KEY },
        secretKeySecretRef: { name: trace.secretName, key: TRACE_SECRET_KEY },
      };
      conditions.push(cond(TRACE_EXPORT, 'True', REASONS.traceExportEnabled, `traces are exported with the keys of Secret ${trace.secretName}`));
    } else {
      conditions.push(
        cond(TRACE_EXPORT, 'False', REASONS.traceExportTooOld, `trace export needs a gateway image newer than ${ALT_TRACE_EXPORT_AFTER_VERSION}, got tag ${JSON.stringify(tag)}; traces are not exported`),
      );
    }
  }

  // Branding: your pack when licensed; else the built-in one on an Enterprise-licensed gateway.
  const enterpriseLicensed = spec.instance.licenseSecretRef !== undefined;
  const customLicensed = facts.entitlements.features.includes(CUSTOM_BRANDING_FEATURE);
  let branding: AltGatewayStackProps['branding'];
  if (alt.brandingConfigMapRef && customLicensed) {
    branding = { configMapRef: alt.brandingConfigMapRef };
    conditions.push(cond(CUSTOM_BRANDING, 'True', REASONS.customBrandingApplied, `theme pack from ConfigMap ${alt.brandingConfigMapRef.name} key ${alt.brandingConfigMapRef.key}`));
  } else {
    if (alt.defaultBranding && enterpriseLicensed) branding = { builtin: true };
    if (alt.brandingConfigMapRef) {
      // Say what is really in force: the built-in pack is emitted only under its own two conditions.
      const inForce = branding
        ? 'the built-in theme pack applies'
        : !alt.defaultBranding
          ? 'no theme pack applies (spec.alt.defaultBranding is false)'
          : 'no theme pack applies (the built-in pack needs an Enterprise-licensed gateway: spec.instance.licenseSecretRef)';
      conditions.push(
        cond(CUSTOM_BRANDING, 'False', REASONS.customBrandingUnlicensed, `the platform license lacks ${CUSTOM_BRANDING_FEATURE}: ${inForce}; ConfigMap ${alt.brandingConfigMapRef.name} applies once the license allows`),
      );
    }
  }

  // Guardrails: external ones without spec.alt.path are skipped, and an Event says so.
  const wired = altGuardrailItems(
    input.guardrails.map((g) => ({ guardrail: g.guardrail, endpoint: g.endpoint, ...(g.status.unreachableFallback ? { unreachableFallback: g.status.unreachableFallback } : {}) })),
  );
  for (const s of wired.skipped) events.push({ type: 'Warning', reason: REASONS.guardrailSkipped, message: `${s.reason}; it is not wired` });
  for (const n of wired.phaseNotes) {
    events.push(
      n.kind === 'added'
        ? { type: 'Normal', reason: REASONS.guardrailDuringCallAdded, message: n.message }
        : { type: 'Warning', reason: REASONS.guardrailStreamNotRewritten, message: n.message },
    );
  }

  // Storage: every connection string goes through the owned Secret.
  const db = databaseUrlRef(gateway);
  const columnstore = alt.storageMode === 'split' ? withStoreNamespace(alt.columnstore, namespace) : undefined;
  const kv = withStoreNamespace(alt.kv, namespace);

  let jobWorkers = alt.jobWorkers;
  if (jobWorkers !== undefined && alt.topology !== 'AllInOne') {
    events.push({
      type: 'Warning',
      reason: REASONS.jobWorkersIgnored,
      message: `spec.alt.jobWorkers runs in-process and applies to topology AllInOne only; with ${alt.topology} set spec.alt.worker.jobWorkers`,
    });
    jobWorkers = undefined;
  }

  const externalAuthz = alt.authz?.apiUrl !== undefined || alt.authz?.apiUrlSecretRef !== undefined;
  const organization = input.multiTenancy && spec.organization ? spec.organization : undefined;
  const orgObjectName = organization ? childName(name, 'org') : undefined;
  const auth = spec.instance.jwtAuth;
  const jwtRefused = alt.jwt?.insecureSkipVerify && (!alt.jwt.allowMasterKey || !alt.jwt.allowVirtualKeys);
  const masterKey = spec.instance.masterKey?.secretRef ?? input.generatedKeys?.masterKey;
  const dataEncryptionKey = alt.dataEncryptionKeySecretRef ?? input.generatedKeys?.dataEncryptionKey;

  const ssoOptions = sso(input, events);
  const scimOptions: AltScimOptions | undefined = alt.scim
    ? {
        enabled: alt.scim.enabled,
        tokenSecretRef: alt.scim.tokenSecretRef,
        ...(alt.scim.defaultRole ? { defaultRole: alt.scim.defaultRole } : {}),
        ...((alt.scim.defaultOrgID ?? orgObjectName) ? { defaultOrgId: alt.scim.defaultOrgID ?? orgObjectName } : {}),
        ...(alt.scim.orgSource ? { orgSource: alt.scim.orgSource } : {}),
        ...(alt.scim.roleMap ? { roleMap: alt.scim.roleMap } : {}),
        ...(alt.scim.orgMap ? { orgMap: alt.scim.orgMap } : {}),
      }
    : undefined;
  const podAnnotations = envSecretVersions(AltEnterprise.envFor({ sso: ssoOptions, scim: scimOptions }), facts, namespace);

  const props: AltGatewayStackProps = {
    gateway: name,
    namespace,
    instance: {
      ...(spec.instance.image ? { image: spec.instance.image } : {}),
      topology: alt.topology,
      replicas: spec.instance.replicas,
      ...(spec.instance.resources ? { resources: spec.instance.resources } : {}),
      ...(jobWorkers !== undefined ? { jobWorkers } : {}),
      ...(alt.worker?.enabled ? { worker: alt.worker } : {}),
      ...(alt.autoscaling ? { autoscaling: alt.autoscaling } : {}),
      artifacts: alt.artifacts,
      storage: {
        database: { name: db.name, key: db.key },
        storageMode: alt.storageMode,
        ...(columnstore ? { columnstore: storeSource('ColumnstoreCluster', columnstore, facts), columnstoreDatabase: alt.columnstoreDatabase } : {}),
        ...(kv ? { kv: storeSource('KvInstance', kv, facts) } : {}),
      },
      ...(externalAuthz
        ? { authz: { ...(alt.authz?.apiUrl ? { apiUrl: alt.authz.apiUrl } : {}), ...(alt.authz?.apiUrlSecretRef ? { apiUrlSecretRef: alt.authz.apiUrlSecretRef } : {}) } }
        : {
            authzService: {
              image: mirrorImage(alt.authz?.image ?? facts.operator.authzImage, facts.operator.registryMirrors),
              ...(alt.authz?.replicas !== undefined ? { replicas: alt.authz.replicas } : {}),
              ...(alt.authz?.resources ? { resources: alt.authz.resources } : {}),
              ...(alt.authz?.storeId ? { storeId: alt.authz.storeId } : {}),
              ...(alt.authz?.modelId ? { modelId: alt.authz.modelId } : {}),
            },
          }),
      ...(spec.instance.licenseSecretRef ? { licenseKey: spec.instance.licenseSecretRef } : {}),
      ...(masterKey ? { masterKey } : {}),
      ...(dataEncryptionKey ? { dataEncryptionKey } : {}),
      ...(alt.bootstrapAdmin ? { bootstrapAdmin: alt.bootstrapAdmin } : {}),
      ...(alt.configYAML !== undefined ? { configYAML: alt.configYAML } : {}),
      ...(auth || alt.jwt
        ? {
            jwt: {
              enabled: auth?.enabled ?? false,
              ...(auth?.publicKeyURL !== undefined ? { jwksUrl: auth.publicKeyURL } : {}),
              ...(auth?.issuer !== undefined ? { issuer: auth.issuer } : {}),
              ...(auth?.audience !== undefined ? { audience: auth.audience } : {}),
              ...(auth?.userIDJWTField !== undefined ? { subjectClaim: auth.userIDJWTField } : {}),
              ...(alt.jwt
                ? {
                    appClaim: alt.jwt.appClaim,
                    ...(alt.jwt.appClaimFallbacks !== undefined ? { appClaimFallbacks: alt.jwt.appClaimFallbacks } : {}),
                    ...(alt.jwt.tenantClaim !== undefined ? { tenantClaim: alt.jwt.tenantClaim } : {}),
                    requireRegisteredApplication: alt.jwt.requireRegisteredApplication,
                    allowMasterKey: alt.jwt.allowMasterKey,
                    allowVirtualKeys: alt.jwt.allowVirtualKeys,
                    // Refused next to a hardening flag: never applied then.
                    insecureSkipVerify: alt.jwt.insecureSkipVerify && !jwtRefused,
                  }
                : {}),
            },
          }
        : {}),
      ...(traceExport ? { traceExport } : {}),
      ...(tlsCaBundle ? { tlsCaBundle } : {}),
      ...(Object.keys(podAnnotations).length > 0 ? { podAnnotations } : {}),
    },
    ...(organization
      ? { organization: { name: organization.name, ...pickDefined({ maxBudget: organization.maxBudget, rpmLimit: organization.rpmLimit, tpmLimit: organization.tpmLimit }) } }
      : {}),
    teams: input.multiTenancy ? spec.teams.map((t) => ({ name: t.name, ...(t.maxBudgetMonthly !== undefined ? { maxBudget: t.maxBudgetMonthly } : {}) })) : [],
    models: altModelOptions(gateway),
    ...(alt.modelAccess && organization ? { modelAccess: alt.modelAccess } : {}),
    ...(ssoOptions ? { sso: ssoOptions } : {}),
    ...(scimOptions ? { scim: scimOptions } : {}),
    ...(branding ? { branding } : {}),
    guardrails: wired.items,
    // TLS without a host is listed as unsupported (lib/alt/alt-unsupported.ts): served as plain HTTP.
    ...(spec.ingress.enabled ? { ingress: { ...(spec.ingress.host ? { host: spec.ingress.host, tls: spec.ingress.tls } : {}) } } : {}),
  };
  return { props, conditions, events };
}

function pickDefined<T extends Record<string, unknown>>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
