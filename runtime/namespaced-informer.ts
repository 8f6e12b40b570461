/**
 * A cache of one resource type over a set of namespaces. An operator installed for some namespaces
 * holds Roles there and no cluster-wide read, so it cannot list a kind across the cluster: it runs
 * one informer per namespace instead (as controller-runtime's multi-namespace cache does) and
 * answers as one cache. Cluster-scoped types, and an unrestricted scope, keep a single informer.
 */
import { Informer, type InformerHandlers, type InformerOptions } from './informer';
import type { KubeClient } from './kube/client';
import type { KubeObject, ResourceType } from './kube/types';
import type { Logger } from './log';

/** What the operator's code reads of a cache: {@link Informer}'s public surface. */
export interface KindCache {
  readonly type: ResourceType;
  readonly hasSynced: boolean;
  readonly size: number;
  /** Changes whenever the cached set does (see InformerStore.revision). */
  readonly revision: number;
  addHandlers(h: InformerHandlers): void;
  start(): void;
  stop(): void;
  synced(): Promise<void>;
  get(namespace: string | undefined, name: string): KubeObject | undefined;
  list(namespace?: string): KubeObject[];
  byIndex(value: string): KubeObject[];
}

/**
 * The namespaces a process caches, or `undefined` for all of them. Duplicates are dropped and the
 * order kept, so logs and informers come in the order the user gave.
 */
export type NamespaceScope = readonly string[] | undefined;

/** `a ∪ b ∪ ...`, where any `undefined` (all namespaces) wins. */
export function unionScope(...scopes: (NamespaceScope | string)[]): NamespaceScope {
  const out: string[] = [];
  for (const s of scopes) {
    if (s === undefined) return undefined;
    for (const n of typeof s === 'string' ? [s] : s) if (!out.includes(n)) out.push(n);
  }
  return out;
}

/** One informer per namespace, read as one cache. */
export class MultiNamespaceInformer implements KindCache {
  private readonly informers: ReadonlyMap<string, Informer>;

  constructor(client: KubeClient, options: InformerOptions, namespaces: readonly string[], log: Logger) {
    if (namespaces.length === 0) throw new Error(`no namespace to cache ${options.type.plural} in`);
    this.informers = new Map(namespaces.map((ns) => [ns, new Informer(client, { ...options, namespace: ns }, log.child({ namespace: ns }))]));
  }

  get type(): ResourceType {
    return this.all()[0].type;
  }

  get hasSynced(): boolean {
    return this.all().every((i) => i.hasSynced);
  }

  get size(): number {
    return this.all().reduce((n, i) => n + i.size, 0);
  }

  /** A sum of counters that only grow: it changes whenever one of them does. */
  get revision(): number {
    return this.all().reduce((n, i) => n + i.revision, 0);
  }

  addHandlers(h: InformerHandlers): void {
    for (const i of this.all()) i.addHandlers(h);
  }

  start(): void {
    for (const i of this.all()) i.start();
  }

  stop(): void {
    for (const i of this.all()) i.stop();
  }

  async synced(): Promise<void> {
    await Promise.all(this.all().map((i) => i.synced()));
  }

  get(namespace: string | undefined, name: string): KubeObject | undefined {
    return namespace === undefined ? undefined : this.informers.get(namespace)?.get(namespace, name);
  }

  list(namespace?: string): KubeObject[] {
    if (namespace !== undefined) return this.informers.get(namespace)?.list() ?? [];
    return this.all().flatMap((i) => i.list());
  }

  byIndex(value: string): KubeObject[] {
    return this.all().flatMap((i) => i.byIndex(value));
  }

  private all(): Informer[] {
    return [...this.informers.values()];
  }
}

/**
 * A cache of `options.type` over `scope`: a single informer for all namespaces, one namespace or a
 * cluster-scoped type; else one per namespace.
 */
export function scopedInformer(client: KubeClient, options: InformerOptions, scope: NamespaceScope, log: Logger): KindCache {
  if (scope === undefined || !options.type.namespaced) return new Informer(client, options, log);
  if (scope.length === 1) return new Informer(client, { ...options, namespace: scope[0] }, log);
  return new MultiNamespaceInformer(client, options, scope, log);
}
