/**
 * An informer's cache: objects by key, the same objects by namespace, and a secondary index. Every
 * change goes through {@link InformerStore.put}, {@link InformerStore.remove} or
 * {@link InformerStore.replace}, which keep the three in step; a relist replaces the whole set and
 * rebuilds the namespace map and the index from it, so nothing an earlier watch left behind
 * survives a relist that no longer holds it.
 */
import { objectKey, type KubeObject } from './kube/types';

/** What a {@link InformerStore.replace} changed, for the informer to tell its handlers. */
export interface StoreDiff {
  readonly added: readonly KubeObject[];
  /** `[previous, current]` of each object whose resourceVersion changed. */
  readonly updated: readonly (readonly [KubeObject, KubeObject])[];
  readonly deleted: readonly KubeObject[];
}

export class InformerStore {
  private objects = new Map<string, KubeObject>();
  /** The same objects by namespace: a controller reads one namespace at a time, in big clusters too. */
  private byNamespace = new Map<string | undefined, Map<string, KubeObject>>();
  /** Index value to the keys of the objects found under it. */
  private indexed = new Map<string, Set<string>>();
  private changes = 0;

  /** @param index the values an object is found under by {@link byIndex}. */
  constructor(private readonly index?: (obj: KubeObject) => readonly string[]) {}

  get size(): number {
    return this.objects.size;
  }

  /**
   * Counts every change to the set (a watch event, a relist): while it stays the same, so does every
   * list, so what a reader derived from a list may be reused.
   */
  get revision(): number {
    return this.changes;
  }

  get(namespace: string | undefined, name: string): KubeObject | undefined {
    return this.objects.get(objectKey(namespace, name));
  }

  /** Every object, or those of one namespace. */
  list(namespace?: string): KubeObject[] {
    if (namespace === undefined) return [...this.objects.values()];
    const inNamespace = this.byNamespace.get(namespace);
    return inNamespace ? [...inNamespace.values()] : [];
  }

  byIndex(value: string): KubeObject[] {
    const keys = this.indexed.get(value);
    if (!keys) return [];
    return [...keys].map((k) => this.objects.get(k)).filter((o): o is KubeObject => o !== undefined);
  }

  /** Adds or replaces one object (a watch event). */
  put(obj: KubeObject): void {
    this.changes++;
    const key = keyOf(obj);
    this.unlink(key);
    this.link(key, obj);
  }

  /** Removes one object (a watch event); returns what was cached. */
  remove(namespace: string | undefined, name: string): KubeObject | undefined {
    this.changes++;
    const key = objectKey(namespace, name);
    const prev = this.objects.get(key);
    this.unlink(key);
    return prev;
  }

  /**
   * Replaces the whole set with a relist's `fresh` objects: the store, the namespace map and the
   * index are built anew from them alone. Returns what was added, changed (by resourceVersion) and
   * dropped against the set it replaces.
   */
  replace(fresh: readonly KubeObject[]): StoreDiff {
    this.changes++;
    const previous = this.objects;
    this.objects = new Map();
    this.byNamespace = new Map();
    this.indexed = new Map();
    const added: KubeObject[] = [];
    const updated: (readonly [KubeObject, KubeObject])[] = [];
    for (const obj of fresh) {
      const key = keyOf(obj);
      this.link(key, obj);
      const prev = previous.get(key);
      if (!prev) added.push(obj);
      else if (prev.metadata.resourceVersion !== obj.metadata.resourceVersion) updated.push([prev, obj]);
    }
    const deleted = [...previous].filter(([key]) => !this.objects.has(key)).map(([, obj]) => obj);
    return { added, updated, deleted };
  }

  private link(key: string, obj: KubeObject): void {
    this.objects.set(key, obj);
    const ns = obj.metadata.namespace;
    let inNamespace = this.byNamespace.get(ns);
    if (!inNamespace) this.byNamespace.set(ns, (inNamespace = new Map()));
    inNamespace.set(key, obj);
    for (const v of this.index?.(obj) ?? []) {
      let keys = this.indexed.get(v);
      if (!keys) this.indexed.set(v, (keys = new Set()));
      keys.add(key);
    }
  }

  /** Takes the object under `key` (if any) out of the store, the namespace map and the index. */
  private unlink(key: string): void {
    const old = this.objects.get(key);
    if (!old) return;
    this.objects.delete(key);
    const ns = old.metadata.namespace;
    const inNamespace = this.byNamespace.get(ns);
    inNamespace?.delete(key);
    if (inNamespace?.size === 0) this.byNamespace.delete(ns);
    for (const v of this.index?.(old) ?? []) {
      const keys = this.indexed.get(v);
      keys?.delete(key);
      if (keys?.size === 0) this.indexed.delete(v);
    }
  }
}

function keyOf(obj: KubeObject): string {
  return objectKey(obj.metadata.namespace, obj.metadata.name);
}
