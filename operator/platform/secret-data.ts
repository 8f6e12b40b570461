/**
 * Secret values read straight from the API server. The operator's Secret cache keeps key names
 * only (values never sit in memory longer than one step), so the few steps that need a value (the
 * database password, a SqlCluster's admin role, alt storage sources) read the Secret when they need it.
 */
import type { KubeClient } from '../../runtime/kube/client';
import { CORE_TYPES } from '../../runtime/kube/discovery';
import type { KubeObject } from '../../runtime/kube/types';

/** A Secret as read, with its `data` decoded to UTF-8 strings. */
export interface SecretRead {
  readonly object: KubeObject;
  readonly values: Record<string, string>;
}

/** `data` (base64) decoded to strings. */
export function decodeSecretData(secret: KubeObject | undefined): Record<string, string> {
  const data = secret?.data;
  if (typeof data !== 'object' || data === null) return {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(data as Record<string, unknown>)) if (typeof v === 'string') out[k] = Buffer.from(v, 'base64').toString('utf8');
  return out;
}

/** Strings encoded as `data` (base64). */
export function encodeSecretData(values: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, Buffer.from(v, 'utf8').toString('base64')]));
}

/** The Secret `namespace/name` with its values, or undefined when it does not exist. */
export async function readSecret(client: KubeClient, namespace: string, name: string): Promise<SecretRead | undefined> {
  const object = await client.get(CORE_TYPES.secret, namespace, name);
  return object && { object, values: decodeSecretData(object) };
}
