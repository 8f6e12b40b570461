/**
 * What one ProxyInstance becomes: a ConfigMap holding LiteLLM's config.yaml (from the config
 * builder), a Deployment running LiteLLM with that file and its env, a Service in front of it, and,
 * when `spec.ingress.enabled`, an Ingress to that Service.
 * Pure: the same inputs give the same objects, so a resync with nothing changed applies nothing.
 * Secrets reach the pod only as `secretKeyRef` env vars; no value is ever read or inlined.
 */
import { stringify } from 'yaml';
import type { ProxyInstanceSpec } from '../../imports/proxy.aigw.dev';
import { PROXY_API_VERSION } from '../../lib/meta/groups';
import { OWNER_UID } from '../../lib/meta/labels';
import type { ApiObjectJson } from '../../lib/plan/types';
import { hashOf } from '../../runtime/hash';
import { litellmConfig, type LiteLLMConfigResult, type ProxyInputs, type ProxyObject } from './litellm-config';
import {
  CONFIG_HASH_ANNOTATION,
  SECRET_VERSIONS_ANNOTATION,
  DEFAULT_LITELLM_IMAGE,
  INSTANCE_LABEL,
  LITELLM_CONFIG_DIR,
  LITELLM_CONFIG_FILE,
  LITELLM_LIVENESS_PATH,
  LITELLM_PORT,
  LITELLM_READINESS_PATH,
  litellmObjectName,
  litellmTlsSecretName,
} from './names';

/** A ProxyInstance as the cluster holds it: its uid makes the ownerReferences. */
export interface InstanceObject extends ProxyObject<ProxyInstanceSpec> {
  readonly metadata: { readonly name: string; readonly namespace?: string; readonly uid?: string };
}

export interface DesiredInputs extends ProxyInputs {
  readonly instance: InstanceObject;
}

export interface DesiredOptions {
  /** Image when the instance names none. @default {@link DEFAULT_LITELLM_IMAGE} */
  readonly defaultImage?: string;
  /**
   * resourceVersion of each Secret (by name, in the instance's namespace) as the cluster holds it.
   * Their hash goes on the pod template, so a rotated key rolls the pods.
   * @default - no annotation (an offline render): a rotated key takes effect when the pods restart
   */
  readonly secretVersions?: Readonly<Record<string, string>>;
}

export interface DesiredObjects {
  /** In apply order: the ConfigMap and Service before the Deployment that mounts and sits behind them, then the Ingress. */
  readonly objects: readonly ApiObjectJson[];
  readonly configMap: ApiObjectJson;
  readonly service: ApiObjectJson;
  readonly deployment: ApiObjectJson;
  /** Only when `spec.ingress.enabled`: the controller prunes it when the field goes. */
  readonly ingress?: ApiObjectJson;
  /** The config.yaml text written to the ConfigMap. */
  readonly configYaml: string;
  /** Hash of config.yaml, the env and the image: the pod-template annotation that rolls the pods. */
  readonly configHash: string;
  readonly build: LiteLLMConfigResult;
}

/** The config.yaml text for a builder result: stable key order, a header saying where it comes from. */
export function configYamlOf(build: LiteLLMConfigResult, instance: { namespace?: string; name: string }): string {
  const header = `# LiteLLM config for ProxyInstance ${instance.namespace ?? 'default'}/${instance.name}, written by aigw upstream proxy.\n`;
  return header + stringify(build.config, { lineWidth: 0 });
}

/** The image reference a ProxyInstance asks for: repository[:tag], else the default. */
export function imageOf(spec: ProxyInstanceSpec, fallback: string = DEFAULT_LITELLM_IMAGE): string {
  const repo = spec.image?.repository;
  if (!repo) return fallback;
  return spec.image?.tag ? `${repo}:${spec.image.tag}` : repo;
}

export function desiredObjects(inputs: DesiredInputs, options: DesiredOptions = {}): DesiredObjects {
  const { metadata, spec } = inputs.instance;
  const namespace = metadata.namespace ?? 'default';
  const name = litellmObjectName(metadata.name);
  const build = litellmConfig(inputs);
  const configYaml = configYamlOf(build, { namespace, name: metadata.name });

  const selector = { 'app.kubernetes.io/name': 'litellm', [INSTANCE_LABEL]: metadata.name };
  const labels = { ...selector, 'app.kubernetes.io/component': 'proxy' };
  const ownerReferences = metadata.uid
    ? [{ apiVersion: PROXY_API_VERSION, kind: 'ProxyInstance', name: metadata.name, uid: metadata.uid, controller: true, blockOwnerDeletion: true }]
    : undefined;
  // The owner-uid label indexes the children by instance in the controller's caches: prune finds them by it.
  const objectLabels = metadata.uid ? { ...labels, [OWNER_UID]: metadata.uid } : labels;
  const meta = { name, namespace, labels: objectLabels, ...(ownerReferences ? { ownerReferences } : {}) };

  const env = [
    ...build.secretEnv.map((e) => ({ name: e.name, valueFrom: { secretKeyRef: { name: e.secretKeyRef.name, key: e.secretKeyRef.key } } })),
    ...build.plainEnv.map((e) => ({ name: e.name, value: e.value })),
  ];
  const image = imageOf(spec, options.defaultImage);
  // Everything the pods start from but Secret values, which the Secrets' versions stand for.
  const configHash = hashOf({ configYaml, env, image });
  const secretNames = [...new Set(build.secretEnv.map((e) => e.secretKeyRef.name))].sort();
  const versions = options.secretVersions;
  const annotations: Record<string, string> = { [CONFIG_HASH_ANNOTATION]: configHash };
  if (versions && secretNames.length) annotations[SECRET_VERSIONS_ANNOTATION] = hashOf(secretNames.map((n) => [n, versions[n] ?? '']));

  const configMap: ApiObjectJson = {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: meta,
    data: { [LITELLM_CONFIG_FILE]: configYaml },
  };
  const service: ApiObjectJson = {
    apiVersion: 'v1',
    kind: 'Service',
    metadata: meta,
    spec: {
      type: 'ClusterIP',
      selector,
      ports: [{ name: 'http', port: LITELLM_PORT, targetPort: 'http', protocol: 'TCP' }],
    },
  };
  const httpProbe = (path: string, extra: Record<string, number>) => ({ httpGet: { path, port: 'http' }, ...extra });
  const deployment: ApiObjectJson = {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: meta,
    spec: {
      replicas: spec.replicas ?? 1,
      selector: { matchLabels: selector },
      template: {
        metadata: { labels, annotations },
        spec: {
          // LiteLLM never talks to the Kubernetes API.
          automountServiceAccountToken: false,
          securityContext: { runAsNonRoot: true, runAsUser: 1000, runAsGroup: 1000, fsGroup: 1000, seccompProfile: { type: 'RuntimeDefault' } },
          containers: [
            {
              name: 'litellm',
              image,
              // Arguments only: the image's own entrypoint starts LiteLLM (upstream image and aigw's alike).
              args: ['--config', `${LITELLM_CONFIG_DIR}/${LITELLM_CONFIG_FILE}`, '--port', String(LITELLM_PORT)],
              ports: [{ name: 'http', containerPort: LITELLM_PORT, protocol: 'TCP' }],
              ...(env.length ? { env } : {}),
              ...(spec.resources ? { resources: spec.resources } : {}),
              volumeMounts: [{ name: 'config', mountPath: LITELLM_CONFIG_DIR, readOnly: true }],
              // LiteLLM imports a large tree before it listens: the startup probe gives it time, then liveness takes over.
              startupProbe: httpProbe(LITELLM_LIVENESS_PATH, { periodSeconds: 5, timeoutSeconds: 5, failureThreshold: 60 }),
              livenessProbe: httpProbe(LITELLM_LIVENESS_PATH, { periodSeconds: 15, timeoutSeconds: 5, failureThreshold: 4 }),
              readinessProbe: httpProbe(LITELLM_READINESS_PATH, { periodSeconds: 10, timeoutSeconds: 5, failureThreshold: 3 }),
              securityContext: { allowPrivilegeEscalation: false, capabilities: { drop: ['ALL'] } },
            },
          ],
          volumes: [{ name: 'config', configMap: { name } }],
        },
      },
    },
  };
  const ingress = spec.ingress?.enabled ? ingressOf(meta, spec.ingress, litellmTlsSecretName(metadata.name)) : undefined;
  const objects = ingress ? [configMap, service, deployment, ingress] : [configMap, service, deployment];
  return { objects, configMap, service, deployment, ingress, configYaml, configHash, build };
}

/**
 * The Ingress to the LiteLLM Service: the host from the spec (none: every host), TLS for that host
 * from the Secret `<instance>-tls` when `tls` is set (the spec's "TLS Secret named after the
 * gateway"), the cluster's default IngressClass (the spec names none).
 */
function ingressOf(
  meta: ApiObjectJson['metadata'],
  ingress: NonNullable<ProxyInstanceSpec['ingress']>,
  tlsSecretName: string,
): ApiObjectJson {
  const backend = { service: { name: meta.name, port: { number: LITELLM_PORT } } };
  const rule = { ...(ingress.host ? { host: ingress.host } : {}), http: { paths: [{ path: '/', pathType: 'Prefix', backend }] } };
  return {
    apiVersion: 'networking.k8s.io/v1',
    kind: 'Ingress',
    metadata: meta,
    spec: {
      ...(ingress.tls && ingress.host ? { tls: [{ hosts: [ingress.host], secretName: tlsSecretName }] } : {}),
      rules: [rule],
    },
  };
}
