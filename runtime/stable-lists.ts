/**
 * A cache's objects (all, or those of one namespace) as the same array for as long as the cache
 * holds the same objects, so that what a reader derives from a list (facts, indexes) can be kept
 * per array and reused: a pass that reads the 2,000 Secrets of a busy namespace then walks them only
 * when one of them changed since the last pass.
 */
import type { KubeObject } from './kube/types';
import type { KindCache } from './namespaced-informer';

export class StableLists {
  private readonly kept = new WeakMap<KindCache, Map<string | undefined, { readonly revision: number; readonly list: readonly KubeObject[] }>>();

  of(cache: KindCache, namespace?: string): readonly KubeObject[] {
    let byNamespace = this.kept.get(cache);
    if (!byNamespace) this.kept.set(cache, (byNamespace = new Map()));
    const known = byNamespace.get(namespace);
    if (known && known.revision === cache.revision) return known.list;
    const list = Object.freeze(cache.list(namespace));
    byNamespace.set(namespace, { revision: cache.revision, list });
    return list;
  }
}
