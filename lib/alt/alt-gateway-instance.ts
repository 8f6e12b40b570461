/**
 * The AltInstance of an alt gateway, with what it owns: the `<gateway>-alt-storage` Secret, the
 * `configYAML` ConfigMap and, without an external authorization service, the operator-deployed one.
 */
import { Lazy } from 'cdk8s';
import { k8s } from 'cdk8s-plus-33';
import { Construct } from 'constructs';
import * as alt from '../../imports/alt.aigw.dev';
import { AltAuthzService, type AltAuthzServiceProps } from './alt-authz-service';
import { AltStorageSecret, STORAGE_KEYS, type AltStorageSecretProps } from './alt-storage-secret';
import { configSeedConfigMapName } from './names';

export type AltTopology = 'AllInOne' | 'Split';
export type AltArtifactsMode = 'emptyDir' | 'pvc' | 'none';

/** A key of a Secret or ConfigMap in the gateway's namespace. */
export interface KeyRef {
  readonly name: string;
  readonly key: string;
}

/** Env var names the gateway reads its Enterprise secrets from. */
export const ALT_ENV = Object.freeze({
  oidcClientSecret: 'ALT_EE_OIDC_CLIENT_SECRET',
  scimToken: 'ALT_EE_SCIM_TOKEN',
});

/** The key of the `configYAML` ConfigMap. */
export const CONFIG_SEED_KEY = 'config.yaml';

export interface AltWorkerOptions {
  /** @default false */
  readonly enabled?: boolean;
  /** @default 1 */
  readonly replicas?: number;
  /** Durable-job workers per pod. @default - the gateway's default */
  readonly jobWorkers?: number;
  /** @default - none */
  readonly resources?: Record<string, unknown>;
}

export interface AltAutoscalingOptions {
  /** @default false */
  readonly enabled?: boolean;
  /** @default 1 */
  readonly minReplicas?: number;
  /** @default - minReplicas */
  readonly maxReplicas?: number;
  /** Utilization targets. @default - cpu at 80% */
  readonly targets?: readonly { readonly resource: 'cpu' | 'memory'; readonly averageUtilization: number }[];
}

export interface AltArtifactsOptions {
  /** @default 'emptyDir' */
  readonly mode?: AltArtifactsMode;
  /** The existing claim; required for mode `pvc`. */
  readonly claimName?: string;
}

/** An external authorization service; without one the operator deploys its own. */
export interface AltExternalAuthz {
  readonly apiUrl?: string;
  readonly apiUrlSecretRef?: KeyRef;
}

export interface AltJwtOptions {
  /** @default false */
  readonly enabled?: boolean;
  readonly jwksUrl?: string;
  readonly issuer?: string;
  readonly audience?: string;
  readonly subjectClaim?: string;
  /** @default 'azp' */
  readonly appClaim?: string;
  /** Whole-list replacement of the gateway's own fallbacks; `[]` clears them. @default - the gateway's (`appid`, `client_id`) */
  readonly appClaimFallbacks?: readonly string[];
  /** @default - the gateway's (`tenant_id`, then `tid`) */
  readonly tenantClaim?: string;
  /** @default false */
  readonly requireRegisteredApplication?: boolean;
  /** @default true */
  readonly allowMasterKey?: boolean;
  /** @default true */
  readonly allowVirtualKeys?: boolean;
  /** @default false */
  readonly insecureSkipVerify?: boolean;
}

export interface AltTraceExportOptions {
  /** @default - the gateway's default backend */
  readonly host?: string;
  readonly publicKeySecretRef: KeyRef;
  readonly secretKeySecretRef: KeyRef;
}

export interface AltGatewayInstanceProps {
  /** The gateway name: the AltInstance's name and the prefix of what it owns. */
  readonly gateway: string;
  /** @default - the chart's namespace */
  readonly namespace?: string;
  /** @default - the alt operator's default image */
  readonly image?: { readonly repository?: string; readonly tag?: string };
  /** @default 'AllInOne' */
  readonly topology?: AltTopology;
  /** API replicas. @default 1 */
  readonly replicas?: number;
  /** API container resources. @default - none */
  readonly resources?: Record<string, unknown>;
  /** In-process durable-job workers (AllInOne only). @default - the gateway's default */
  readonly jobWorkers?: number;
  /** Dedicated worker Deployment (Split only). @default - none */
  readonly worker?: AltWorkerOptions;
  /** @default - no autoscaler */
  readonly autoscaling?: AltAutoscalingOptions;
  /** @default { mode: 'emptyDir' } */
  readonly artifacts?: AltArtifactsOptions;
  /** Connection-string sources; they go into the owned `<gateway>-alt-storage` Secret. */
  readonly storage: Omit<AltStorageSecretProps, 'gateway' | 'namespace'>;
  /** External authorization service. @default - the operator-deployed one, see `authzService` */
  readonly authz?: AltExternalAuthz;
  /** The operator-deployed authorization service (used when `authz` is unset). */
  readonly authzService?: Omit<AltAuthzServiceProps, 'gateway' | 'namespace' | 'databaseUrlSecret'>;
  /** Gateway Enterprise license; reaches the instance as `secrets.licenseKey`. @default - none */
  readonly licenseKey?: KeyRef;
  /** @default - the alt operator generates one */
  readonly masterKey?: KeyRef;
  /** Seals config revisions. @default - none */
  readonly dataEncryptionKey?: KeyRef;
  /** First console admin. @default - none */
  readonly bootstrapAdmin?: { readonly secretName: string; readonly emailKey?: string; readonly passwordKey?: string };
  /** Bootstrap config seed (non-secret YAML), rendered into `<gateway>-alt-config`. @default - the gateway's seed */
  readonly configYAML?: string;
  /** Theme pack: the built-in one, or your ConfigMap key. @default - none */
  readonly branding?: { readonly builtin?: boolean; readonly configMapRef?: KeyRef };
  /** Data-plane JWT authentication. @default - none */
  readonly jwt?: AltJwtOptions;
  /** @default - none */
  readonly traceExport?: AltTraceExportOptions;
  /** Enables in-pod TLS with this CA bundle. @default - plaintext */
  readonly tlsCaBundle?: KeyRef;
  /** Env vars projected from Secret keys onto every gateway pod. @default [] */
  readonly env?: readonly { readonly name: string; readonly secretKeyRef: KeyRef }[];
  /**
   * Annotations on the pod template of every gateway Deployment: a change rolls the pods. A value
   * read into env at start (the SCIM token, the OIDC client secret) reaches a running pod only this
   * way, so the plan puts the version of each such Secret here (see {@link ENV_SECRET_VERSION_ANNOTATIONS}).
   * @default - none
   */
  readonly podAnnotations?: Readonly<Record<string, string>>;
}

/**
 * Pod-template annotations carrying the resourceVersion of the Secret behind each env var, as the
 * license gate does for its API key (`aigw.dev/api-key-version`): rotating the Secret rolls the pods.
 */
export const ENV_SECRET_VERSION_ANNOTATIONS: Readonly<Record<string, string>> = Object.freeze({
  ALT_EE_OIDC_CLIENT_SECRET: 'aigw.dev/oidc-client-secret-version',
  ALT_EE_SCIM_TOKEN: 'aigw.dev/scim-token-version',
});

export class AltGatewayInstance extends Construct {
  readonly instanceName: string;
  readonly topology: AltTopology;
  readonly replicas: number;
  readonly storage: AltStorageSecret;
  readonly authzService?: AltAuthzService;
  readonly apiObject: alt.AltInstance;

  private readonly props: AltGatewayInstanceProps;
  private readonly worker?: AltWorkerOptions;
  private readonly artifacts: AltArtifactsOptions;
  private readonly configSeed?: KeyRef;

  constructor(scope: Construct, id: string, props: AltGatewayInstanceProps) {
    super(scope, id);
    this.props = props;
    this.instanceName = props.gateway;
    this.topology = props.topology ?? 'AllInOne';
    this.replicas = props.replicas ?? 1;
    this.artifacts = { mode: props.artifacts?.mode ?? 'emptyDir', ...(props.artifacts?.claimName ? { claimName: props.artifacts.claimName } : {}) };
    const gw = `gateway '${props.gateway}'`;

    if (props.worker?.enabled && this.topology === 'AllInOne') {
      throw new Error(`a dedicated worker needs topology 'Split', got 'AllInOne' (${gw})`);
    }
    if (props.jobWorkers !== undefined && this.topology !== 'AllInOne') {
      throw new Error(`jobWorkers runs in-process and needs topology 'AllInOne', got '${this.topology}' (${gw})`);
    }
    const maxApi = props.autoscaling?.enabled ? (props.autoscaling.maxReplicas ?? props.autoscaling.minReplicas ?? 1) : this.replicas;
    if (maxApi > 1 && !props.storage.kv) {
      throw new Error(`${maxApi} API replicas need a kv store for HA quotas, got none (${gw})`);
    }
    if (this.artifacts.mode === 'pvc' && !this.artifacts.claimName) {
      throw new Error(`artifacts mode 'pvc' needs a claimName (${gw})`);
    }
    if (props.authz?.apiUrl && props.authz.apiUrlSecretRef) {
      throw new Error(`authz takes apiUrl or apiUrlSecretRef, not both (${gw})`);
    }
    const hasExternalAuthz = Boolean(props.authz?.apiUrl || props.authz?.apiUrlSecretRef);
    if (!hasExternalAuthz && !props.authzService) {
      throw new Error(`without an external authz, the authorization service image is needed (${gw})`);
    }
    this.worker = props.worker?.enabled ? { enabled: true, replicas: props.worker.replicas ?? 1, ...pick(props.worker, 'jobWorkers', 'resources') } : undefined;

    this.storage = new AltStorageSecret(this, 'Storage', { ...props.storage, gateway: props.gateway, namespace: props.namespace });
    if (props.configYAML !== undefined) {
      const name = configSeedConfigMapName(props.gateway);
      new k8s.KubeConfigMap(this, 'ConfigSeed', { metadata: { name, namespace: props.namespace }, data: { [CONFIG_SEED_KEY]: props.configYAML } });
      this.configSeed = { name, key: CONFIG_SEED_KEY };
    }
    if (!hasExternalAuthz && props.authzService) {
      this.authzService = new AltAuthzService(this, 'Authz', {
        ...props.authzService,
        gateway: props.gateway,
        namespace: props.namespace,
        databaseUrlSecret: { name: this.storage.secretName, key: STORAGE_KEYS.database },
      });
    }

    this.apiObject = new alt.AltInstance(this, 'Resource', {
      metadata: { name: this.instanceName, namespace: props.namespace },
      spec: Lazy.any({ produce: () => this._toKube() }),
    });
  }

  /** @internal */
  _toKube(): alt.AltInstanceSpec {
    const p = this.props;
    const storageRef = (key: string) => ({ name: this.storage.secretName, key });
    const authz: alt.AltInstanceSpecAuthz = p.authz?.apiUrlSecretRef
      ? { apiUrlSecretRef: { ...p.authz.apiUrlSecretRef } }
      : { apiUrl: p.authz?.apiUrl ?? this.authzService!.apiUrl };
    const secrets: alt.AltInstanceSpecSecrets = {
      ...(p.licenseKey ? { licenseKey: { ...p.licenseKey } } : {}),
      ...(p.masterKey ? { masterKey: { ...p.masterKey } } : {}),
      ...(p.dataEncryptionKey ? { dataEncryptionKey: { ...p.dataEncryptionKey } } : {}),
    };
    const autoscaling = p.autoscaling?.enabled
      ? {
          enabled: true,
          minReplicas: p.autoscaling.minReplicas ?? 1,
          maxReplicas: p.autoscaling.maxReplicas ?? p.autoscaling.minReplicas ?? 1,
          targets: (p.autoscaling.targets ?? [{ resource: 'cpu' as const, averageUtilization: 80 }]).map((t) => ({
            resource: t.resource as alt.AltInstanceSpecAutoscalingTargetsResource,
            averageUtilization: t.averageUtilization,
          })),
        }
      : undefined;
    return {
      ...(p.image && (p.image.repository || p.image.tag) ? { image: { ...p.image } } : {}),
      topology: this.topology as alt.AltInstanceSpecTopology,
      api: { replicas: this.replicas, ...(p.jobWorkers !== undefined ? { jobWorkers: p.jobWorkers } : {}), ...(p.resources ? { resources: p.resources } : {}) },
      ...(this.worker ? { worker: this.worker } : {}),
      ...(autoscaling ? { autoscaling } : {}),
      artifacts: { ...this.artifacts, mode: this.artifacts.mode as alt.AltInstanceSpecArtifactsMode },
      storage: {
        mode: this.storage.storageMode as alt.AltInstanceSpecStorageMode,
        database: { urlSecretRef: storageRef(STORAGE_KEYS.database) },
        ...(this.storage.hasColumnstore
          ? { columnstore: { urlSecretRef: storageRef(STORAGE_KEYS.columnstore), database: this.storage.columnstoreDatabase! } }
          : {}),
        ...(this.storage.hasKv ? { kv: { urlSecretRef: storageRef(STORAGE_KEYS.kv) } } : {}),
      },
      authz,
      ...(Object.keys(secrets).length > 0 ? { secrets } : {}),
      ...(p.bootstrapAdmin
        ? { bootstrapAdmin: { secretName: p.bootstrapAdmin.secretName, emailKey: p.bootstrapAdmin.emailKey ?? 'email', passwordKey: p.bootstrapAdmin.passwordKey ?? 'password' } }
        : {}),
      ...(this.configSeed ? { configSeed: { configMapRef: { ...this.configSeed } } } : {}),
      ...(p.branding && (p.branding.builtin || p.branding.configMapRef)
        ? { branding: { ...(p.branding.builtin ? { builtin: true } : {}), ...(p.branding.configMapRef ? { configMapRef: { ...p.branding.configMapRef } } : {}) } }
        : {}),
      ...(p.jwt ? { jwt: jwtSpec(p.jwt) } : {}),
      ...(p.traceExport ? { traceExport: { ...pick(p.traceExport, 'host'), publicKeySecretRef: { ...p.traceExport.publicKeySecretRef }, secretKeySecretRef: { ...p.traceExport.secretKeySecretRef } } } : {}),
      ...(p.tlsCaBundle ? { tls: { enabled: true, caBundleSecretRef: { ...p.tlsCaBundle } } } : {}),
      ...(p.env && p.env.length > 0 ? { env: p.env.map((e) => ({ name: e.name, secretKeyRef: { ...e.secretKeyRef } })) } : {}),
      ...(p.podAnnotations && Object.keys(p.podAnnotations).length > 0 ? { podAnnotations: { ...p.podAnnotations } } : {}),
    };
  }
}

function jwtSpec(j: AltJwtOptions): alt.AltInstanceSpecJwt {
  return {
    enabled: j.enabled ?? false,
    ...pick(j, 'jwksUrl', 'issuer', 'audience', 'subjectClaim', 'tenantClaim'),
    appClaim: j.appClaim ?? 'azp',
    ...(j.appClaimFallbacks !== undefined ? { appClaimFallbacks: [...j.appClaimFallbacks] } : {}),
    requireRegisteredApplication: j.requireRegisteredApplication ?? false,
    allowMasterKey: j.allowMasterKey ?? true,
    allowVirtualKeys: j.allowVirtualKeys ?? true,
    insecureSkipVerify: j.insecureSkipVerify ?? false,
  };
}

/** The named keys of `o` that are set. */
function pick<T extends object, K extends keyof T>(o: T, ...keys: K[]): Partial<Pick<T, K>> {
  const out: Partial<Pick<T, K>> = {};
  for (const k of keys) if (o[k] !== undefined) out[k] = o[k];
  return out;
}
