/**
 * Default images of what the operator deploys itself. Each is overridable through
 * `ClusterFacts.operator` (operator flags such as `--guardrail-proxy-image`), and every image the
 * operator emits goes through {@link mirrorImage} so a registry mirror applies to all of them.
 */
import type { OperatorSettings } from '../plan/types';
import { AIGW_VERSION } from './version';

export const IMAGE_REGISTRY = 'registry.aigw.dev';

/** Repository of the one aigw image (`npm run images`): operator, license gate and catalog engines. */
export const AIGW_IMAGE_REPOSITORY = `${IMAGE_REGISTRY}/aigw/aigw`;

/**
 * The versioning rule for every image aigw builds: `<registry>/aigw/aigw:<aigw version>`. One image
 * holds the operator, the license gate and the catalog engines; its entrypoint is `aigw`, and the
 * container args pick the role (`operator`, `gate`, `engine pseudonymizer`).
 */
export function aigwImage(version: string = AIGW_VERSION, repository: string = AIGW_IMAGE_REPOSITORY): string {
  return `${repository}:${version}`;
}

/** The operator's image (`aigw install --image` overrides it). */
export const DEFAULT_OPERATOR_IMAGE = aigwImage();
/** The license-gate proxy; run as `aigw gate` (`--guardrail-proxy-image` overrides it). */
export const DEFAULT_GUARDRAIL_PROXY_IMAGE = aigwImage();
/** The catalog engine `pseudonymizer`, run as `aigw engine pseudonymizer` (`--engine-image` overrides it). */
export const DEFAULT_PSEUDONYMIZER_IMAGE = aigwImage();
/** Repository of the LiteLLM image (`npm run images -- litellm`): Debian's Python and a virtualenv of the pinned release. */
export const LITELLM_IMAGE_REPOSITORY = `${IMAGE_REGISTRY}/aigw/litellm`;
/** The LiteLLM release the image is built from (test/e2e/litellm-<version>-constraints.txt pins its whole set). */
export const LITELLM_VERSION = '1.95.1';
/** The LiteLLM image a `proxy` gateway runs when its ProxyInstance names none: `<registry>/aigw/litellm:<LiteLLM version>`. */
export const DEFAULT_LITELLM_IMAGE = `${LITELLM_IMAGE_REPOSITORY}:${LITELLM_VERSION}`;
/** The database-backed authorization service an `alt` gateway gets when `alt.authz` names none. */
export const DEFAULT_AUTHZ_IMAGE = `${IMAGE_REGISTRY}/aigw/alt-authz:1.0.0`;

/** Operator settings with every default image and no mirror. */
export function defaultOperatorSettings(overrides: Partial<OperatorSettings> = {}): OperatorSettings {
  return {
    guardrailProxyImage: overrides.guardrailProxyImage ?? DEFAULT_GUARDRAIL_PROXY_IMAGE,
    pseudonymizerImage: overrides.pseudonymizerImage ?? DEFAULT_PSEUDONYMIZER_IMAGE,
    authzImage: overrides.authzImage ?? DEFAULT_AUTHZ_IMAGE,
    registryMirrors: overrides.registryMirrors ?? {},
    ...(overrides.engineStore !== undefined ? { engineStore: overrides.engineStore } : {}),
  };
}

/**
 * The registry host of an image reference, as the container runtime reads it: the first path
 * segment when it looks like a host (has a '.' or ':' or is `localhost`), else Docker Hub.
 */
export function registryHost(image: string): string {
  const slash = image.indexOf('/');
  if (slash < 0) return 'docker.io';
  const first = image.slice(0, slash);
  return first.includes('.') || first.includes(':') || first === 'localhost' ? first : 'docker.io';
}

/** Rewrites the registry host of `image` when `mirrors` maps it to a mirror host. */
export function mirrorImage(image: string, mirrors: Readonly<Record<string, string>>): string {
  const host = registryHost(image);
  const mirror = Object.prototype.hasOwnProperty.call(mirrors, host) ? mirrors[host] : undefined;
  if (!mirror) return image;
  const explicitHost = image.startsWith(`${host}/`);
  return `${mirror}/${explicitHost ? image.slice(host.length + 1) : image}`;
}
