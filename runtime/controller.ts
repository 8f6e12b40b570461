/**
 * What a controller declares to the {@link Manager} (runtime/manager.ts), in the manner of
 * controller-runtime's builder, `NewControllerManagedBy(mgr).For(..).Owns(..).Watches(..).Complete(r)`:
 * the primary kind it reconciles (`for`), the children it emits and gets back to their owner
 * (`owns`), the other objects whose changes concern it (`watches`, through a map function) and the
 * reconcile itself. The builder only collects; the manager wires informers, queues and workers.
 */
import type { ReconcileResult } from './controller-metrics';
import type { InformerHandlers } from './informer';
import type { KubeObject, ResourceType } from './kube/types';
import type { KindCache } from './namespaced-informer';
import type { OwnedCaches } from './owned';

/**
 * An object to reconcile, as a map function names it: an object from a cache, or a stub with its
 * kind, namespace and name. The manager hands it to the controller whose `for` kind it is.
 */
export interface ObjectRef {
  readonly kind: string;
  readonly metadata: { readonly namespace?: string; readonly name: string };
}

/** One change a source reports: added (`old` undefined), updated, or deleted (`deleted`). */
export interface Change {
  readonly old?: KubeObject;
  readonly obj: KubeObject;
  readonly deleted?: boolean;
}

/** Turns a change of a watched object into the objects to reconcile (of any controller's kind). */
export type MapFunction = (change: Change) => readonly ObjectRef[];

/** Anything that reports changes: an informer, a multi-namespace cache, a set of owned caches. */
export interface EventSource {
  addHandlers(h: InformerHandlers): void;
}

/**
 * The caches of what controllers emitted, with the rule that maps a child back to its owner. Made by
 * {@link Manager.owned}; only updates and deletions are reported (a child appears because its
 * owner's pass just applied it, so its arrival is no news to the owner).
 */
export interface OwnedSource extends EventSource {
  readonly caches: OwnedCaches;
  /** The owner a child names (by its labels), or `undefined`. */
  ownerOf(child: KubeObject): ObjectRef | undefined;
}

/** Which changes of the primary kind itself queue it (controller-runtime's predicates). Each defaults to yes. */
export interface ForPredicates {
  readonly create?: (obj: KubeObject) => boolean;
  /** A change worth a reconcile: e.g. not the controller's own status write echoing back. */
  readonly update?: (old: KubeObject, obj: KubeObject) => boolean;
  readonly delete?: (obj: KubeObject) => boolean;
}

/** What the manager tells a reconcile (and its error hook) about the pass. */
export interface ReconcileContext {
  /** The controller's name, as the metrics and log lines name it. */
  readonly controller: string;
  /** A fresh id per pass, as controller-runtime gives one. */
  readonly reconcileID: string;
}

/** What a failed pass is told: when it comes back and how often it has failed in a row. */
export interface ReconcileFailure extends ReconcileContext {
  readonly key: string;
  readonly retryInMs: number;
  readonly retries: number;
}

/** One pass over the object the key names; a throw retries it with the queue's backoff. */
export type Reconcile = (key: string, ctx: ReconcileContext) => Promise<void>;

export interface ControllerOptions {
  /**
   * The work queue this controller's keys go through, by name (its `workqueue_*` metrics' `name`).
   * Controllers naming one queue share it and its workers. @default the controller's name
   */
  readonly queue?: string;
  /** Workers of the queue (the first controller to name a queue sets it). @default 2 */
  readonly workers?: number;
  /** Every primary is queued at least this often. @default never */
  readonly resyncMs?: number;
  /**
   * Says what a failed pass was (and logs it). @default `error`, logged at warn as
   * `reconcile failed` with the controller, key, error and retry delay
   */
  readonly onError?: (error: unknown, failure: ReconcileFailure) => ReconcileResult;
}

/** A controller as registered: what {@link ControllerBuilder.complete} hands the manager. */
export interface ControllerSpec {
  readonly name: string;
  readonly for: { readonly cache: KindCache; readonly key: (ref: ObjectRef) => string; readonly predicates: ForPredicates };
  readonly owns: readonly { readonly source: OwnedSource; readonly types: readonly ResourceType[] }[];
  readonly watches: readonly { readonly source: EventSource; readonly map: MapFunction }[];
  readonly reconcile: Reconcile;
  readonly options: ControllerOptions;
}

/** `namespace/name`, the default key of a primary (an unset namespace reads as `default`). */
export function namespacedKey(ref: ObjectRef): string {
  return `${ref.metadata.namespace ?? 'default'}/${ref.metadata.name}`;
}

/**
 * Collects one controller's declaration; made by {@link Manager.controller}. Call `for` once, then
 * any number of `owns` and `watches`, then `complete`.
 */
export class ControllerBuilder {
  private primary?: ControllerSpec['for'];
  private readonly owned: { source: OwnedSource; types: readonly ResourceType[] }[] = [];
  private readonly watched: { source: EventSource; map: MapFunction }[] = [];
  private options: ControllerOptions = {};

  constructor(
    private readonly name: string,
    private readonly register: (spec: ControllerSpec) => void,
  ) {}

  /** The primary kind: its cache, how its objects become queue keys, and which of its changes count. */
  for(cache: KindCache, options: { key?: (ref: ObjectRef) => string; predicates?: ForPredicates } = {}): this {
    if (this.primary) throw new Error(`controller ${this.name}: for() given twice`);
    this.primary = { cache, key: options.key ?? namespacedKey, predicates: options.predicates ?? {} };
    return this;
  }

  /** Children of these types, cached by `source` before the workers start; a child's change queues its owner of this kind. */
  owns(source: OwnedSource, types: readonly ResourceType[]): this {
    this.owned.push({ source, types });
    return this;
  }

  /** Another source whose changes `map` turns into objects to reconcile. */
  watches(source: EventSource, map: MapFunction): this {
    this.watched.push({ source, map });
    return this;
  }

  withOptions(options: ControllerOptions): this {
    this.options = { ...this.options, ...options };
    return this;
  }

  /** Registers the controller with its reconcile. */
  complete(reconcile: Reconcile): void {
    if (!this.primary) throw new Error(`controller ${this.name}: for() is required`);
    this.register({ name: this.name, for: this.primary, owns: this.owned, watches: this.watched, reconcile, options: this.options });
  }
}
