/**
 * Keys the operator generates (`Plan.generatedSecrets`): each Secret is created once, all its keys
 * in one write, with strong random values, and never overwritten. A Secret that exists without one
 * of its keys gets only that key added (someone deleted it: the new value differs from the lost
 * one). A key whose former Secret (one Secret per key, `<gateway>-master-key`) holds it is copied
 * from there, so an instance created before the keys shared one Secret keeps its keys. Created
 * before the objects that reference them are applied, so an instance never starts without its key.
 */
import { randomBytes } from 'node:crypto';
import type { GeneratedKeyValue, GeneratedSecret } from '../../lib/plan/types';
import type { KubeClient } from '../../runtime/kube/client';
import { CORE_TYPES } from '../../runtime/kube/discovery';
import { isConflict, type KubeObject } from '../../runtime/kube/types';

/** Reads a Secret from the Secret cache (values blanked, key names kept). */
export type CachedSecret = (namespace: string, name: string) => KubeObject | undefined;

/** `prefix` + `bytes` random bytes in `encoding` (base64url without padding, or standard base64). */
export function generatedValue(g: Pick<GeneratedKeyValue, 'bytes' | 'encoding' | 'prefix'>, random: (n: number) => Buffer = randomBytes): string {
  return `${g.prefix ?? ''}${random(g.bytes).toString(g.encoding)}`;
}

/** Whether a Secret (cached: values blanked, key names kept) holds `key`. */
export function holdsKey(secret: KubeObject | undefined, key: string): boolean {
  const data = secret?.data;
  return typeof data === 'object' && data !== null && Object.prototype.hasOwnProperty.call(data, key);
}

/** `data` of a Secret: each key's value, base64 as the API server keeps it. */
type SecretData = Record<string, string>;

/** The Secret to create: the plan's manifest with `data`. */
export function generatedSecretObject(g: GeneratedSecret, data: SecretData): KubeObject {
  const manifest = g.manifest as unknown as KubeObject;
  return { ...manifest, data };
}

/**
 * Makes each Secret exist with all its keys. `cached` answers from the Secret cache, so a steady
 * state reads nothing from the API server and writes nothing, and a new Gateway's keys cost one
 * write. Returns the names of the Secrets written.
 */
export async function ensureGeneratedSecrets(client: KubeClient, secrets: readonly GeneratedSecret[], cached: CachedSecret): Promise<string[]> {
  const written: string[] = [];
  for (const g of secrets) {
    const seen = cached(g.namespace, g.name);
    if (g.keys.every((k) => holdsKey(seen, k.key))) continue;
    if ((!seen && (await createIfAbsent(client, g, cached))) || (await ensureKeys(client, g, cached))) written.push(g.name);
  }
  return written;
}

/**
 * The value of each of `keys`: copied from its former Secret when the cache says that one holds it
 * (one read, only while carrying keys over), generated otherwise.
 */
async function valuesFor(client: KubeClient, namespace: string, keys: readonly GeneratedKeyValue[], cached: CachedSecret): Promise<SecretData> {
  const data: SecretData = {};
  for (const k of keys) {
    const former = k.formerly && holdsKey(cached(namespace, k.formerly), k.key) ? await client.get(CORE_TYPES.secret, namespace, k.formerly) : undefined;
    const kept = (former?.data as SecretData | undefined)?.[k.key];
    data[k.key] = typeof kept === 'string' && kept !== '' ? kept : Buffer.from(generatedValue(k), 'utf8').toString('base64');
  }
  return data;
}

/**
 * Creates the Secret the cache does not know, without reading it first. False when it exists after
 * all (the cache lagged behind a write of ours or another operator's, 409 AlreadyExists): the
 * read-then-write path decides then.
 */
async function createIfAbsent(client: KubeClient, g: GeneratedSecret, cached: CachedSecret): Promise<boolean> {
  try {
    await client.create(CORE_TYPES.secret, generatedSecretObject(g, await valuesFor(client, g.namespace, g.keys, cached)));
    return true;
  } catch (e) {
    if (isConflict(e)) return false;
    throw e;
  }
}

async function ensureKeys(client: KubeClient, g: GeneratedSecret, cached: CachedSecret): Promise<boolean> {
  for (let attempt = 0; attempt < 3; attempt++) {
    // The cache may lag behind a write of ours or another operator's: the API server decides.
    const live = await client.get(CORE_TYPES.secret, g.namespace, g.name);
    const missing = g.keys.filter((k) => !holdsKey(live, k.key));
    if (missing.length === 0) return false;
    const data = await valuesFor(client, g.namespace, missing, cached);
    try {
      if (!live) {
        await client.create(CORE_TYPES.secret, generatedSecretObject(g, data));
      } else {
        // Add the missing keys only; the resourceVersion makes a racing writer's values win.
        await client.mergePatch(CORE_TYPES.secret, g.namespace, g.name, { metadata: { resourceVersion: live.metadata.resourceVersion }, data });
      }
      return true;
    } catch (e) {
      if (!isConflict(e)) throw e;
    }
  }
  throw new Error(`Secret ${g.namespace}/${g.name} kept changing while its keys were being generated`);
}
