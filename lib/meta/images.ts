/**
 * Default images of what the operator deploys itself. Each is overridable through
 * `ClusterFacts.operator` (operator flags such as `--guardrail-proxy-image`), and every image the
 * operator emits goes through {@link mirrorImage} so a registry mirror applies to all of them.
 */
import type { OperatorSettings } from '../plan/types';

export const IMAGE_REGISTRY = 'registry.aigw.dev';

/** The license-gate proxy; its entrypoint is `aigw` (run as `aigw gate`). */
export const DEFAULT_GUARDRAIL_PROXY_IMAGE = `${IMAGE_REGISTRY}/aigw/guardrail-proxy:0.1.0`;
/** The catalog engine `pseudonymizer` 0.4.0 (serves the alt protocol on /v1/alt/check). */
export const DEFAULT_PSEUDONYMIZER_IMAGE = `${IMAGE_REGISTRY}/aigw/pseudonymizer:0.4.0`;
/** The database-backed authorization service an `alt` gateway gets when `alt.authz` names none. */
export const DEFAULT_AUTHZ_IMAGE = `${IMAGE_REGISTRY}/aigw/alt-authz:1.0.0`;

/** Operator settings with every default image and no mirror. */
export function defaultOperatorSettings(overrides: Partial<OperatorSettings> = {}): OperatorSettings {
  return {
    guardrailProxyImage: overrides.guardrailProxyImage ?? DEFAULT_GUARDRAIL_PROXY_IMAGE,
    pseudonymizerImage: overrides.pseudonymizerImage ?? DEFAULT_PSEUDONYMIZER_IMAGE,
    authzImage: overrides.authzImage ?? DEFAULT_AUTHZ_IMAGE,
    registryMirrors: overrides.registryMirrors ?? {},
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
