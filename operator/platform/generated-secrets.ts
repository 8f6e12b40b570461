/**
 * Keys the operator generates for a Gateway (`Plan.generatedSecrets`): each Secret is created once
 * with a strong random value and never overwritten. A Secret that exists without its key gets only
 * that key added (someone deleted it: the new value differs from the lost one). Created before the
 * objects that reference them are applied, so an instance never starts without its key.
 */
import { randomBytes } from 'node:crypto';
import type { GeneratedSecret } from '../../lib/plan/types';
import type { KubeClient } from '../../runtime/kube/client';
import { CORE_TYPES } from '../../runtime/kube/discovery';
import { isConflict, type KubeObject } from '../../runtime/kube/types';

/** `prefix` + `bytes` random bytes in `encoding` (base64url without padding, or standard base64). */
export function generatedValue(g: Pick<GeneratedSecret, 'bytes' | 'encoding' | 'prefix'>, random: (n: number) => Buffer = randomBytes): string {
  return `${g.prefix ?? ''}${random(g.bytes).toString(g.encoding)}`;
}

/** Whether a Secret (cached: values blanked, key names kept) holds `key`. */
export function holdsKey(secret: KubeObject | undefined, key: string): boolean {
  const data = secret?.data;
  return typeof data === 'object' && data !== null && Object.prototype.hasOwnProperty.call(data, key);
}

/** The Secret to create: the plan's manifest with the key's value. */
export function generatedSecretObject(g: GeneratedSecret, value: string): KubeObject {
  const manifest = g.manifest as unknown as KubeObject;
  return { ...manifest, data: { [g.key]: Buffer.from(value, 'utf8').toString('base64') } };
}

/**
 * Makes each Secret exist with its key. `cached` answers from the Secret cache, so a steady state
 * reads nothing from the API server and writes nothing. Returns the names of the Secrets written.
 */
export async function ensureGeneratedSecrets(
  client: KubeClient,
  secrets: readonly GeneratedSecret[],
  cached: (namespace: string, name: string) => KubeObject | undefined,
): Promise<string[]> {
  const written: string[] = [];
  for (const g of secrets) {
    const seen = cached(g.namespace, g.name);
    if (holdsKey(seen, g.key)) continue;
    if ((!seen && (await createIfAbsent(client, g))) || (await ensureOne(client, g))) written.push(g.name);
  }
  return written;
}

/**
 * Creates the Secret the cache does not know, without reading it first: a new Gateway's keys cost
 * one write each, not a read and a write. False when it exists after all (the cache lagged behind a
 * write of ours or another operator's, 409 AlreadyExists): the read-then-write path decides then.
 */
async function createIfAbsent(client: KubeClient, g: GeneratedSecret): Promise<boolean> {
  try {
    await client.create(CORE_TYPES.secret, generatedSecretObject(g, generatedValue(g)));
    return true;
  } catch (e) {
    if (isConflict(e)) return false;
    throw e;
  }
}

async function ensureOne(client: KubeClient, g: GeneratedSecret): Promise<boolean> {
  for (let attempt = 0; attempt < 3; attempt++) {
    // The cache may lag behind a write of ours or another operator's: the API server decides.
    const live = await client.get(CORE_TYPES.secret, g.namespace, g.name);
    if (holdsKey(live, g.key)) return false;
    try {
      if (!live) {
        await client.create(CORE_TYPES.secret, generatedSecretObject(g, generatedValue(g)));
      } else {
        // Add the key only; the resourceVersion makes a racing writer's value win.
        await client.mergePatch(CORE_TYPES.secret, g.namespace, g.name, {
          metadata: { resourceVersion: live.metadata.resourceVersion },
          data: { [g.key]: Buffer.from(generatedValue(g), 'utf8').toString('base64') },
        });
      }
      return true;
    } catch (e) {
      if (!isConflict(e)) throw e;
    }
  }
  throw new Error(`Secret ${g.namespace}/${g.name} kept changing while its ${g.key} was being generated`);
}
