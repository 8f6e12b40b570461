import type { InformerHandlers } from '../../runtime/informer';
import type { KubeObject, ResourceType } from '../../runtime/kube/types';
import type { KindCache } from '../../runtime/namespaced-informer';
import { StableLists } from '../../runtime/stable-lists';
import { InformerStore } from '../../runtime/informer-store';

const TYPE: ResourceType = { group: '', version: 'v1', kind: 'Secret', plural: 'secrets', namespaced: true };
const secret = (namespace: string, name: string): KubeObject => ({ apiVersion: 'v1', kind: 'Secret', metadata: { namespace, name } });

/** A KindCache over a real InformerStore, filled by hand. */
function cacheOver(store: InformerStore): KindCache {
  return {
    type: TYPE,
    hasSynced: true,
    get size() {
      return store.size;
    },
    get revision() {
      return store.revision;
    },
    addHandlers: (_h: InformerHandlers) => undefined,
    start: () => undefined,
    stop: () => undefined,
    synced: async () => undefined,
    get: (ns, name) => store.get(ns, name),
    list: (ns) => store.list(ns),
    byIndex: () => [],
  };
}

test('a list is the same array until the cache changes, then a new one with the change', () => {
  const store = new InformerStore();
  const cache = cacheOver(store);
  const lists = new StableLists();
  store.put(secret('a', 'one'));
  const first = lists.of(cache, 'a');
  expect(lists.of(cache, 'a')).toBe(first);
  expect(Object.isFrozen(first)).toBe(true);
  store.put(secret('a', 'two'));
  const second = lists.of(cache, 'a');
  expect(second).not.toBe(first);
  expect(second.map((o) => o.metadata.name).sort()).toEqual(['one', 'two']);
  // Each namespace (and the whole cache) is a list of its own.
  expect(lists.of(cache, 'b')).toEqual([]);
  expect(lists.of(cache).length).toBe(2);
});
