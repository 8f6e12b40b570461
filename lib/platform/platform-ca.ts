/**
 * Whether the platform CA is issued, as a Gateway's plan sees it: the CA bundle Secret (default
 * `platform-ca`, key `ca.crt`) exists with that key in the Gateway's namespace. That is what
 * cert-manager writes for a Certificate with `secretName: platform-ca` in its own namespace, and what
 * a trust-manager Bundle named `platform-ca` with `target.secret.key: ca.crt` distributes to every
 * namespace; an AltInstance can reference only a Secret of its own namespace. The PlatformConfig
 * `cluster` may name another Secret and key (`spec.platformCA`). Only names and key names are read,
 * never the certificate. Pure.
 */
import type { KeyedObjectFact, ResourceInput } from '../plan/types';
import { record, str } from './objects';
import { findPlatformConfig } from './platform-config';

export const PLATFORM_CA_SECRET = 'platform-ca';
export const PLATFORM_CA_KEY = 'ca.crt';

/** The CA bundle Secret name and key the cluster uses: the PlatformConfig's, else the defaults. */
export function platformCaSecret(platformObjects: readonly ResourceInput[] | undefined): { readonly secretName: string; readonly key: string } {
  const ca = record(record(findPlatformConfig(platformObjects)?.spec).platformCA);
  return { secretName: str(ca.secretName) ?? PLATFORM_CA_SECRET, key: str(ca.key) ?? PLATFORM_CA_KEY };
}

/** `ClusterFacts.platformCA` for a Gateway in `namespace`: set once the bundle Secret holds its key there. */
export function platformCaFact(
  secrets: readonly KeyedObjectFact[],
  platformObjects: readonly ResourceInput[] | undefined,
  namespace: string,
): { readonly secretName: string; readonly key: string } | undefined {
  const ca = platformCaSecret(platformObjects);
  const issued = secrets.some((s) => s.namespace === namespace && s.name === ca.secretName && s.keys.includes(ca.key));
  return issued ? ca : undefined;
}
