/**
 * List + watch of one resource type into an in-memory cache, with the defences client-node's own
 * informer lacks: a watchdog that restarts a watch that has gone silent (watches can stall without
 * an error), a relist on 410 Gone and after any error (with backoff), and a periodic
 * relist-and-diff that repairs whatever a lost event left behind.
 */
import type { KubeClient } from './kube/client';
import { InformerStore } from './informer-store';
import { KubeApiError, type KubeObject, type ResourceType, type WatchEvent } from './kube/types';
import type { Logger } from './log';

export interface InformerHandlers {
  onAdd?(obj: KubeObject): void;
  onUpdate?(oldObj: KubeObject, newObj: KubeObject): void;
  onDelete?(obj: KubeObject): void;
}

export interface InformerOptions {
  readonly type: ResourceType;
  /** Watch one namespace only. @default all namespaces */
  readonly namespace?: string;
  readonly labelSelector?: string;
  /** Asked of the server for each watch; it ends the watch after this long. @default 240 */
  readonly watchTimeoutSeconds?: number;
  /** A watch with no event (bookmarks included) for this long is restarted. @default watchTimeoutSeconds + 30 s */
  readonly stallMs?: number;
  /** Relist and diff this often, whatever the watch says. @default 600_000 */
  readonly relistMs?: number;
  /**
   * Shrinks what is cached (e.g. drops Secret values). Runs after `metadata.managedFields`, which no
   * controller reads and which is often the larger half of an object, has been dropped.
   */
  readonly transform?: (obj: KubeObject) => KubeObject;
  /** Secondary index: the values an object is found under by {@link Informer.byIndex}. */
  readonly index?: (obj: KubeObject) => readonly string[];
  readonly onWatchRestart?: (reason: 'stalled' | 'gone' | 'error' | 'relist') => void;
}

class GoneError extends Error {}

/**
 * Whether a failed list/watch means "your resourceVersion is too old": the API server says so
 * either with an `ERROR` event carrying a 410 Status inside a running watch, or (when the watch
 * cache already knows) by answering the watch request itself with HTTP 410. Both call for a relist.
 */
export function isExpired(e: unknown): boolean {
  return e instanceof GoneError || (e instanceof KubeApiError && e.status === 410);
}

/** What a watch `ERROR` event asks of the informer: relist because history is gone, or fail (then relist after a backoff). */
export function watchErrorOutcome(status: { code?: number; message?: string }): 'gone' | Error {
  if (status.code === 410) return 'gone';
  return new Error(`watch error ${status.code ?? '?'}: ${status.message ?? ''}`);
}

export class Informer {
  private readonly store: InformerStore;
  private resourceVersion = '';
  private stopped = false;
  private abort?: AbortController;
  private wake?: () => void;
  private syncedOnce = false;
  private readonly syncWaiters: (() => void)[] = [];
  private readonly handlers: InformerHandlers[] = [];

  constructor(
    private readonly client: KubeClient,
    private readonly options: InformerOptions,
    private readonly log: Logger,
  ) {
    this.store = new InformerStore(options.index);
  }

  get type(): ResourceType {
    return this.options.type;
  }

  addHandlers(h: InformerHandlers): void {
    this.handlers.push(h);
  }

  start(): void {
    void this.run();
  }

  stop(): void {
    this.stopped = true;
    this.abort?.abort();
    this.wake?.();
  }

  get hasSynced(): boolean {
    return this.syncedOnce;
  }

  /** Resolves after the first complete list. */
  synced(): Promise<void> {
    if (this.syncedOnce) return Promise.resolve();
    return new Promise((resolve) => this.syncWaiters.push(resolve));
  }

  get(namespace: string | undefined, name: string): KubeObject | undefined {
    return this.store.get(namespace, name);
  }

  /** Every cached object, or those of one namespace. */
  list(namespace?: string): KubeObject[] {
    return this.store.list(namespace);
  }

  byIndex(value: string): KubeObject[] {
    return this.store.byIndex(value);
  }

  get size(): number {
    return this.store.size;
  }

  /** See InformerStore.revision. */
  get revision(): number {
    return this.store.revision;
  }

  private async run(): Promise<void> {
    let failures = 0;
    while (!this.stopped) {
      try {
        await this.relist();
        failures = 0;
        await this.watchUntilRelist();
        this.options.onWatchRestart?.('relist');
      } catch (e) {
        if (this.stopped) break;
        if (isExpired(e)) {
          this.options.onWatchRestart?.('gone');
          this.log.info({ resource: this.options.type.plural, resourceVersion: this.resourceVersion }, 'watch expired (410 Gone), relisting');
          continue;
        }
        failures++;
        this.options.onWatchRestart?.('error');
        const delay = Math.min(30_000, 200 * 2 ** Math.min(failures, 8));
        this.log.warn({ resource: this.options.type.plural, err: String(e), retryInMs: delay }, 'list/watch failed');
        await this.sleep(delay);
      }
    }
  }

  private async relist(): Promise<void> {
    const { items, resourceVersion } = await this.client.list(this.options.type, {
      namespace: this.options.namespace,
      labelSelector: this.options.labelSelector,
    });
    // The relisted set replaces the cache, its namespace map and index with it; handlers hear of
    // the difference once the cache is whole again.
    const { added, updated, deleted } = this.store.replace(items.map((raw) => this.shape(raw)));
    for (const obj of added) this.emit('add', obj);
    for (const [prev, obj] of updated) this.emit('update', obj, prev);
    for (const prev of deleted) this.emit('delete', prev);
    this.resourceVersion = resourceVersion;
    if (!this.syncedOnce) {
      this.syncedOnce = true;
      for (const w of this.syncWaiters.splice(0)) w();
    }
  }

  /** Watches (restarting after each server timeout) until it is time for a periodic relist. */
  private async watchUntilRelist(): Promise<void> {
    const timeoutSeconds = this.options.watchTimeoutSeconds ?? 240;
    const stallMs = this.options.stallMs ?? (timeoutSeconds + 30) * 1000;
    const relistAt = Date.now() + (this.options.relistMs ?? 600_000);
    while (!this.stopped && Date.now() < relistAt) {
      const abort = new AbortController();
      this.abort = abort;
      let stalled = false;
      let watchdog: NodeJS.Timeout | undefined;
      const arm = () => {
        if (watchdog) clearTimeout(watchdog);
        watchdog = setTimeout(() => {
          stalled = true;
          abort.abort();
        }, stallMs);
        watchdog.unref();
      };
      const relistTimer = setTimeout(() => abort.abort(), Math.max(0, relistAt - Date.now()));
      relistTimer.unref();
      arm();
      let gone = false;
      try {
        // Jitter spreads the watches' restarts so they never all reconnect at once.
        const jittered = Math.max(1, Math.round(timeoutSeconds * (0.9 + Math.random() * 0.2)));
        await this.client.watch(
          this.options.type,
          {
            namespace: this.options.namespace,
            labelSelector: this.options.labelSelector,
            resourceVersion: this.resourceVersion,
            timeoutSeconds: jittered,
            signal: abort.signal,
          },
          (event) => {
            arm();
            if (this.onEvent(event) === 'gone') {
              gone = true;
              abort.abort();
            }
          },
        );
      } catch (e) {
        // Our own abort (watchdog, periodic relist, stop) can land before the response headers do,
        // when undici rejects instead of ending the stream: that is a restart, not a failure.
        if (!abort.signal.aborted) throw e;
      } finally {
        if (watchdog) clearTimeout(watchdog);
        clearTimeout(relistTimer);
      }
      if (gone) throw new GoneError();
      if (stalled) {
        this.options.onWatchRestart?.('stalled');
        this.log.warn({ resource: this.options.type.plural, stallMs, resourceVersion: this.resourceVersion }, 'watch went silent; restarting it');
      }
    }
  }

  private onEvent(event: WatchEvent): 'gone' | undefined {
    if (event.type === 'ERROR') {
      // Any error but 410: fail this watch, so the run loop relists (after a backoff) to be sure of the state.
      const outcome = watchErrorOutcome(event.object as unknown as { code?: number; message?: string });
      if (outcome === 'gone') return 'gone';
      throw outcome;
    }
    const rv = event.object.metadata?.resourceVersion;
    if (rv) this.resourceVersion = rv;
    if (event.type === 'BOOKMARK') return undefined;
    const obj = this.shape(event.object);
    const prev = this.store.get(obj.metadata.namespace, obj.metadata.name);
    if (event.type === 'DELETED') {
      if (this.store.remove(obj.metadata.namespace, obj.metadata.name)) this.emit('delete', obj);
      return undefined;
    }
    this.store.put(obj);
    if (prev) this.emit('update', obj, prev);
    else this.emit('add', obj);
    return undefined;
  }

  private shape(raw: KubeObject): KubeObject {
    const t = this.options.type;
    const whole = {
      ...raw,
      apiVersion: raw.apiVersion ?? (t.group ? `${t.group}/${t.version}` : t.version),
      kind: raw.kind ?? t.kind,
      metadata: withoutManagedFields(raw.metadata),
    };
    return this.options.transform ? this.options.transform(whole) : whole;
  }

  private emit(what: 'add' | 'update' | 'delete', obj: KubeObject, prev?: KubeObject): void {
    for (const h of this.handlers) {
      try {
        if (what === 'add') h.onAdd?.(obj);
        else if (what === 'update') h.onUpdate?.(prev as KubeObject, obj);
        else h.onDelete?.(obj);
      } catch (e) {
        this.log.error({ resource: this.options.type.plural, err: String(e) }, 'informer handler failed');
      }
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const t = setTimeout(resolve, ms);
      t.unref();
      this.wake = () => {
        clearTimeout(t);
        resolve();
      };
    });
  }
}

/** `metadata` without `managedFields` (server-side apply's bookkeeping, read by no controller). */
export function withoutManagedFields(metadata: KubeObject['metadata']): KubeObject['metadata'] {
  if (!metadata || !('managedFields' in metadata)) return metadata;
  const { managedFields: _dropped, ...rest } = metadata as KubeObject['metadata'] & { managedFields?: unknown };
  return rest;
}
