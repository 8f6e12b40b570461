/**
 * Keys the operator generates for a Gateway: `instance.masterKey` and `instance.saltKey` unless a
 * `secretRef` is given (the default is `autoGenerate`), and on `alt` the data-encryption key that
 * seals config revisions unless `alt.dataEncryptionKeySecretRef` is given (an alt gateway always
 * seals its config store, so it always needs one; `saltKey` is not applied on alt). plan() stays
 * pure: it names one Secret `<gateway>-keys` holding every generated key, references it, and lists
 * it in `Plan.generatedSecrets` for the operator to create once with random content. One Secret, not
 * one per key: a new Gateway costs the API server one write for its keys.
 */
import type { Gateway } from '../api/gateway';
import type { SecretKeyRef } from '../api/refs';
import { MANAGED_BY, MANAGED_BY_VALUE, type Owner } from '../meta/labels';
import { labelValue, shortHash } from '../meta/names';
import type { ApiObjectJson, GeneratedKeyValue, GeneratedSecret } from './types';

/** Label on every generated Secret: the Gateway's name (a long one cut and hash-suffixed). */
export const GENERATED_FOR_LABEL = 'aigw.dev/generated-for';
/** Annotation: the keys the operator fills, comma-separated. */
export const GENERATED_KEY_ANNOTATION = 'aigw.dev/generated-key';
/** Annotation: how each value is made, in words (render prints it instead of a value). */
export const GENERATED_VALUE_ANNOTATION = 'aigw.dev/generated-value';

/** Bytes of randomness in every generated key (256 bits). */
export const GENERATED_KEY_BYTES = 32;
/** The proxy refuses a master key that does not start with this. */
export const PROXY_MASTER_KEY_PREFIX = 'sk-';

/** Suffix of the Secret that holds a Gateway's generated keys: `<gateway>-keys`. */
export const GENERATED_KEYS_SUFFIX = 'keys';

/**
 * The keys aigw generates for a Gateway, and the suffix of the Secret each was kept in alone before
 * they shared `<gateway>-keys` (its value is carried over, see {@link GeneratedKeyValue.formerly}).
 */
export const GeneratedKey = Object.freeze({
  masterKey: { key: 'masterKey', formerSuffix: 'master-key' },
  saltKey: { key: 'saltKey', formerSuffix: 'salt-key' },
  dataEncryptionKey: { key: 'dataEncryptionKey', formerSuffix: 'data-encryption-key' },
});

/** Max length of a Secret name (DNS subdomain). */
const SECRET_NAME_MAX = 253;

/** `<gateway>-<suffix>`, cut and suffixed with a short hash when longer than a Secret name may be. */
export function generatedSecretName(gateway: string, suffix: string): string {
  const full = `${gateway}-${suffix}`;
  if (full.length <= SECRET_NAME_MAX) return full;
  const hash = shortHash(full);
  return `${full.slice(0, SECRET_NAME_MAX - hash.length - 1).replace(/[-.]+$/, '')}-${hash}`;
}

/** The keys a Gateway's instance references, and the Secrets among them the operator generates. */
export interface GatewayKeys {
  readonly masterKey: SecretKeyRef;
  /** `proxy` only; absent with `saltKey.autoGenerate: false` and no `secretRef`. */
  readonly saltKey?: SecretKeyRef;
  /** `alt` only. */
  readonly dataEncryptionKey?: SecretKeyRef;
  readonly generated: GeneratedSecret[];
}

function describeValue(g: Pick<GeneratedKeyValue, 'bytes' | 'encoding' | 'prefix'>): string {
  return `${g.prefix ? `"${g.prefix}" + ` : ''}${g.bytes} random bytes, ${g.encoding}`;
}

function manifest(owner: Owner, g: Omit<GeneratedSecret, 'manifest'>): ApiObjectJson {
  const ownerReferences =
    g.deleteWithOwner && owner.uid
      ? [{ apiVersion: owner.apiVersion, kind: owner.kind, name: owner.name, uid: owner.uid, controller: true, blockOwnerDeletion: true }]
      : undefined;
  const keys = g.keys.map((k) => k.key).join(',');
  const values = `${g.keys.map((k) => (g.keys.length > 1 ? `${k.key}: ${describeValue(k)}` : describeValue(k))).join('; ')}; generated once by the aigw operator`;
  return {
    apiVersion: 'v1',
    kind: 'Secret',
    metadata: {
      name: g.name,
      namespace: g.namespace,
      labels: { [MANAGED_BY]: MANAGED_BY_VALUE, [GENERATED_FOR_LABEL]: labelValue(owner.name) },
      annotations: { [GENERATED_KEY_ANNOTATION]: keys, [GENERATED_VALUE_ANNOTATION]: values },
      ...(ownerReferences ? { ownerReferences } : {}),
    },
    type: 'Opaque',
  };
}

/**
 * A Secret generated for any primary (an Identity's console password): {@link GeneratedSecret} with
 * its manifest, labelled and owned as a Gateway's keys are.
 */
export function generatedSecretFor(owner: Owner, g: Omit<GeneratedSecret, 'manifest'>): GeneratedSecret {
  return { ...g, manifest: manifest(owner, g) };
}

/** Which keys the Gateway's instance references and which of them are generated. */
export function gatewayKeys(gateway: Gateway, owner: Owner): GatewayKeys {
  const { spec, metadata } = gateway;
  const { instance } = spec;
  const { namespace } = metadata;
  const name = generatedSecretName(metadata.name, GENERATED_KEYS_SUFFIX);
  const keys: GeneratedKeyValue[] = [];
  const generate = (which: keyof typeof GeneratedKey, purpose: string, options: Pick<GeneratedKeyValue, 'encoding' | 'prefix'>): SecretKeyRef => {
    const { key, formerSuffix } = GeneratedKey[which];
    keys.push({
      key,
      bytes: GENERATED_KEY_BYTES,
      ...options,
      purpose: `${purpose} of Gateway ${namespace}/${metadata.name}`,
      formerly: generatedSecretName(metadata.name, formerSuffix),
    });
    return { name, key };
  };
  const generated = (): GeneratedSecret[] => {
    if (keys.length === 0) return [];
    // The keys protect what the database holds: they go with the Gateway only when the database does.
    const deleteWithOwner = spec.database.mode === 'sqlCluster' && spec.database.dropOnDelete === true;
    return [generatedSecretFor(owner, { namespace, name, keys, deleteWithOwner })];
  };

  const isProxy = spec.type === 'proxy';
  const masterKey =
    instance.masterKey?.secretRef ??
    generate('masterKey', 'master key', isProxy ? { encoding: 'base64url', prefix: PROXY_MASTER_KEY_PREFIX } : { encoding: 'base64url' });
  if (isProxy) {
    const salt = instance.saltKey;
    const saltKey = salt?.secretRef ?? (salt?.autoGenerate === false ? undefined : generate('saltKey', 'salt key', { encoding: 'base64url' }));
    return { masterKey, ...(saltKey ? { saltKey } : {}), generated: generated() };
  }
  const dataEncryptionKey = spec.alt?.dataEncryptionKeySecretRef ?? generate('dataEncryptionKey', 'data-encryption key', { encoding: 'base64' });
  return { masterKey, dataEncryptionKey, generated: generated() };
}
