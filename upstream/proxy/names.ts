/**
 * The names the upstream proxy controller writes under: its field manager, its managed-by label,
 * its Lease, and the objects it makes for each ProxyInstance. One place, so the controller, the
 * install manifests and the aigw operator (which watches the Lease) agree.
 */

/** Field manager of every server-side apply the controller makes (objects and ProxyInstance status). */
export const UPSTREAM_PROXY_FIELD_MANAGER = 'aigw-upstream-proxy';
/** `app.kubernetes.io/managed-by` of what it makes: distinct from the operator's `aigw`, so neither caches the other's children. */
export const UPSTREAM_PROXY_MANAGED_BY = 'aigw-upstream-proxy';
/** The `reportingController` of the Events this controller raises. */
export const UPSTREAM_PROXY_REPORTING_CONTROLLER = 'aigw.dev/upstream-proxy';
/** The Lease the controller holds in its own namespace (in lib/meta/upstream-proxy.ts, since the operator reads it too). */
export { UPSTREAM_PROXY_LEASE } from '../../lib/meta/upstream-proxy';

/** Port LiteLLM listens on (its image's default, `--port 4000`). */
export const LITELLM_PORT = 4000;
/** Where the ConfigMap is mounted and the file LiteLLM is started with (`--config`). */
export const LITELLM_CONFIG_DIR = '/etc/litellm';
export const LITELLM_CONFIG_FILE = 'config.yaml';
/** LiteLLM's health endpoints: liveliness (the process answers) and readiness (it serves, its DB is reachable). */
export const LITELLM_LIVENESS_PATH = '/health/liveliness';
export const LITELLM_READINESS_PATH = '/health/readiness';

/** Pod-template annotation holding the hash of config.yaml and the env: a change rolls the pods. */
export const CONFIG_HASH_ANNOTATION = 'proxy.aigw.dev/config-hash';
/**
 * Pod-template annotation holding a hash of the resourceVersions of the Secrets the env reads:
 * LiteLLM reads its env once at start, so a rotated key rolls the pods (as a Guardrail's gate does).
 */
export const SECRET_VERSIONS_ANNOTATION = 'proxy.aigw.dev/secret-versions';
/** Label naming the ProxyInstance an object belongs to (the Deployment's selector uses it too). */
export const INSTANCE_LABEL = 'proxy.aigw.dev/instance';

/**
 * Image used when a ProxyInstance names none: the project's LiteLLM image (`npm run images -- litellm`,
 * `registry.aigw.dev/aigw/litellm:<pinned LiteLLM release>`), whose entrypoint is `litellm`.
 */
export { DEFAULT_LITELLM_IMAGE } from '../../lib/meta/images';

/** Name of the ConfigMap, Deployment and Service of one ProxyInstance. */
export function litellmObjectName(instanceName: string): string {
  return `${instanceName}-litellm`;
}

/** The TLS Secret an instance's Ingress serves its host with (created by the user or a certificate issuer). */
export function litellmTlsSecretName(instanceName: string): string {
  return `${instanceName}-tls`;
}
