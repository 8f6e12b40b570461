/**
 * Reads one Secret key's value for the management API's master key. The value goes straight to the
 * API client; nothing here logs it.
 */
import type { KubeClient } from '../../../runtime/kube/client';
import { CORE_TYPES } from '../../../runtime/kube/discovery';
import type { SecretKeyRef } from '../litellm-config';

export function secretKeyReader(client: KubeClient): (namespace: string, ref: SecretKeyRef) => Promise<string | undefined> {
  return async (namespace, ref) => {
    const secret = await client.get(CORE_TYPES.secret, namespace, ref.name);
    const encoded = (secret?.data as Record<string, string> | undefined)?.[ref.key];
    return encoded === undefined ? undefined : Buffer.from(encoded, 'base64').toString('utf8');
  };
}
