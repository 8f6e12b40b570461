/** Where an alt gateway's platform stores (ColumnstoreCluster, KvInstance) publish their connection URL. */
import type { AltStoreSpec } from '../api/gateway-alt';
import type { ClusterFacts, ResourceInput } from '../plan/types';
import type { SecretSource } from './alt-storage-secret';

/** Key of a ColumnstoreCluster's / KvInstance's connection Secret when its status names none. */
export const STORE_CONNECTION_KEY = 'url';

/**
 * Where a platform store's connection URL lives: the object's `status.connectionSecretRef` when the
 * facts carry it, else its conventional `<name>-connection` Secret, key `url`.
 */
export function storeSource(kind: string, store: AltStoreSpec, facts: ClusterFacts): SecretSource {
  if (store.mode === 'external' && store.connectionSecretRef) return { ...store.connectionSecretRef };
  const ref = store.ref!;
  const obj = (facts.platformObjects ?? []).find(
    (o: ResourceInput) => o.kind === kind && o.metadata?.name === ref.name && (o.metadata?.namespace ?? ref.namespace) === ref.namespace,
  );
  const status = obj?.status as { connectionSecretRef?: { name?: unknown; key?: unknown } } | undefined;
  const named = status?.connectionSecretRef;
  if (named && typeof named.name === 'string' && named.name.length > 0) {
    return { namespace: ref.namespace, name: named.name, key: typeof named.key === 'string' && named.key ? named.key : STORE_CONNECTION_KEY };
  }
  return { namespace: ref.namespace, name: `${ref.name}-connection`, key: STORE_CONNECTION_KEY };
}
