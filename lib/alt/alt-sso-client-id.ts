/**
 * The one Secret value a plan may read: the OAuth client id of an `alt` Gateway's SSO. The spec sets
 * it on AltEnterpriseConfig "as a plain field (it is public)". The operator reads it from the API
 * server when it plans, `aigw render` from the Secret among its input files; both go through this
 * rule, so they emit the same thing: the plain field `clientId` when the Secret key named by
 * `spec.sso.clientSecretRef` (`name`, `clientIDKey`) holds a value, else a reference to that key. No
 * other key of the Secret (the client secret above all) is ever read. Pure.
 */
import { parseGateway } from '../api/gateway';
import type { ResourceInput } from '../plan/types';

/** A Secret key, in the Gateway's namespace. */
export interface PublicSecretKey {
  readonly namespace: string;
  readonly name: string;
  readonly key: string;
}

/** Reads one Secret value (UTF-8), or undefined when the Secret or the key is not there. */
export type SecretValueLookup = (namespace: string, name: string, key: string) => string | undefined;

/** The key of {@link ClusterFacts.publicSecretValues}: `namespace/name/key`. */
export function publicSecretValueKey(ref: PublicSecretKey): string {
  return `${ref.namespace}/${ref.name}/${ref.key}`;
}

/** Where an `alt` Gateway's SSO client id lives; undefined for a `proxy` Gateway, no SSO or an invalid spec. */
export function ssoClientIdKey(resource: ResourceInput): PublicSecretKey | undefined {
  const gateway = parseGateway(resource).value;
  if (gateway?.spec.type !== 'alt' || !gateway.spec.sso) return undefined;
  const { name, clientIDKey } = gateway.spec.sso.clientSecretRef;
  return { namespace: gateway.metadata.namespace, name, key: clientIDKey };
}

/**
 * The `publicSecretValues` fact of a Gateway: its SSO client id when `read` finds a non-empty value
 * (surrounding whitespace trimmed, as a value written with `echo` into a Secret often carries a newline).
 */
export function ssoPublicSecretValues(resource: ResourceInput, read: SecretValueLookup): Record<string, string> {
  const ref = ssoClientIdKey(resource);
  if (!ref) return {};
  const value = read(ref.namespace, ref.name, ref.key)?.trim();
  return value ? { [publicSecretValueKey(ref)]: value } : {};
}
