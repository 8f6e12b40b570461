/**
 * The manager a controller process runs on, as controller-runtime's is for Go controllers: it owns
 * the Kubernetes client, one shared cache (informer) per watched kind, the caches of owned children,
 * the `/metrics` `/healthz` `/readyz` server and leader election, and runs the controllers registered
 * with it (runtime/controller.ts): once it leads, it starts every cache, waits for all of them to
 * list, then runs each controller's work queue with its workers, until stop() (SIGTERM) or lost
 * leadership.
 *
 * Kinds are resolved against the server once leadership is won (the operator installs the CRDs it
 * reconciles first), so controllers are registered by setup hooks ({@link Manager.onLeading}) rather
 * than before start().
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Registry } from 'prom-client';
import { ControllerBuilder, type ControllerSpec, type ObjectRef, type OwnedSource } from './controller';
import type { ControllerMetrics, ReconcileResult } from './controller-metrics';
import { startHealthServer } from './health-server';
import type { InformerHandlers, InformerOptions } from './informer';
import { KubeClient, type ClientLimits, type KubeConnection } from './kube/client';
import { Discovery } from './kube/discovery';
import { apiVersionOf, type KubeObject, type ResourceType } from './kube/types';
import { LeaderElector } from './leader';
import type { Logger } from './log';
import { scopedInformer, type KindCache, type NamespaceScope } from './namespaced-informer';
import { OwnedCaches, type OwnedCacheOptions } from './owned';
import { WorkQueue } from './queue';

/** The metrics a manager reports through: the controller-runtime set, and the process's own write and watch counters. */
export interface ManagerMetrics {
  readonly registry: Registry;
  readonly controller: ControllerMetrics;
  readonly apiWrites: { inc(labels: { verb: string; resource: string }): void };
  readonly watchRestarts: { inc(labels: { resource: string; reason: string }): void };
}

export interface ManagerOptions {
  /** The process as its log lines name it (`<name> failed`, `<name> stopped`). */
  readonly name: string;
  readonly connection: KubeConnection;
  /** Client-side QPS/burst and 429 retries. @default no client-side limit */
  readonly clientLimits?: ClientLimits;
  readonly log: Logger;
  readonly metrics: ManagerMetrics;
  /** @default '0.0.0.0' */
  readonly metricsHost?: string;
  /** 0 picks a free port (logged). */
  readonly metricsPort: number;
  /** The Lease's name, as `leader_election_master_status{name}` reports it (also without election). */
  readonly leaseName: string;
  /** Campaign for the Lease `leaseName` in this namespace before doing anything. @default no election: lead at once */
  readonly leaderElection?: {
    readonly namespace: string;
    readonly leaseDurationMs?: number;
    readonly renewDeadlineMs?: number;
    readonly retryPeriodMs?: number;
  };
  /** Namespaces the caches list in, unless a cache says otherwise. @default all */
  readonly scope?: NamespaceScope;
  /** Watch tuning of every cache (tests shorten it to exercise restarts). */
  readonly watch?: Pick<InformerOptions, 'watchTimeoutSeconds' | 'stallMs' | 'relistMs'>;
  /**
   * Makes the cache of one kind (controller-runtime's `NewCache`); the unit tests of the manager's
   * own dispatch pass an in-memory one. @default a list-and-watch informer ({@link scopedInformer})
   */
  readonly newCache?: (client: KubeClient, options: InformerOptions, scope: NamespaceScope, log: Logger) => KindCache;
}

/** How one shared cache lists and what it keeps. */
export interface CacheOptions {
  /** Namespaces to list in; given as `undefined`, all of them. @default the manager's scope */
  readonly scope?: NamespaceScope;
  readonly transform?: InformerOptions['transform'];
  readonly index?: InformerOptions['index'];
  /** Whether `/readyz` waits for this cache. @default true */
  readonly readiness?: boolean;
}

/** One work queue and the controllers whose keys go through it. */
interface QueueGroup {
  readonly queue: WorkQueue;
  readonly workers: number;
}

/** A registered controller and where its keys go. */
interface Running {
  readonly spec: ControllerSpec;
  readonly group: QueueGroup;
}

/** Separates a controller's name from its key in a shared queue (neither holds a NUL). */
const SEP = '\u0000';

/** How long stop() waits for passes in flight before it stops the caches under them. */
const DRAIN_MS = 5000;

/**
 * Runs the controllers of one process: register them from an {@link Manager.onLeading} hook with
 * {@link Manager.controller}, then {@link Manager.start}; {@link Manager.stop} (on SIGTERM) ends it.
 */
export class Manager {
  readonly client: KubeClient;
  readonly discovery: Discovery;
  /** This candidate, as the Lease's holderIdentity and every log line name it. */
  readonly identity = `${hostname()}-${randomBytes(4).toString('hex')}`;
  readonly log: Logger;
  /** Resolves with the exit code once stopped (stop() or lost leadership). */
  readonly done: Promise<number>;
  private resolveDone!: (code: number) => void;
  private readonly caches = new Map<string, { cache: KindCache; readiness: boolean }>();
  private readonly ownedSources: OwnedSource[] = [];
  private readonly controllers = new Map<string, Running>();
  /** Primary kind -> its controller: where a map function's objects go. */
  private readonly byKind = new Map<string, Running>();
  private readonly queues = new Map<string, QueueGroup>();
  private readonly setup: (() => Promise<void> | void)[] = [];
  private readonly synced: (() => Promise<void> | void)[] = [];
  private readonly stopping: (() => void)[] = [];
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly workers: Promise<void>[] = [];
  private elector?: LeaderElector;
  private server?: Awaited<ReturnType<typeof startHealthServer>>;
  private cachesStarted = false;
  private stopped = false;

  constructor(private readonly options: ManagerOptions) {
    this.done = new Promise<number>((resolve) => (this.resolveDone = resolve));
    // Every line names the process, so a reader can tell the leader's (the Lease's holderIdentity).
    this.log = options.log.child({ identity: this.identity });
    this.client = new KubeClient(options.connection, options.clientLimits);
    this.discovery = new Discovery(this.client);
    const metrics = options.metrics;
    this.client.onWrite((verb, rt) => metrics.apiWrites.inc({ verb, resource: rt.plural }));
    const host = new URL(options.connection.server).host;
    this.client.onResponse((method, code) => metrics.controller.restRequests.inc({ method, code: code === 0 ? '<error>' : String(code), host }));
    if (options.leaderElection) {
      this.elector = new LeaderElector(this.client, { ...options.leaderElection, name: options.leaseName, identity: this.identity }, this.log);
    }
  }

  /** Whether stop() has begun: a setup hook that waits (for CRDs) gives up. */
  get isStopped(): boolean {
    return this.stopped;
  }

  /**
   * The one cache of `type`, made on first use and shared by every controller after (the first
   * caller's options hold). Started by the manager with the others; one asked for once the caches
   * run starts at once.
   */
  cache(type: ResourceType, options: CacheOptions = {}): KindCache {
    const id = typeId(type);
    const known = this.caches.get(id);
    if (known) return known.cache;
    const cache = (this.options.newCache ?? scopedInformer)(
      this.client,
      {
        ...this.options.watch,
        type,
        transform: options.transform,
        index: options.index,
        onWatchRestart: (reason) => this.options.metrics.watchRestarts.inc({ resource: type.plural, reason }),
      },
      'scope' in options ? options.scope : this.options.scope,
      this.log.child({ informer: type.plural }),
    );
    this.caches.set(id, { cache, readiness: options.readiness ?? true });
    if (this.cachesStarted) cache.start();
    return cache;
  }

  /**
   * Caches of what the controllers emit (selected by label, one informer per kind, started as a
   * controller's `owns` asks for a kind), with the rule that maps a child to its owner.
   */
  owned(options: OwnedCacheOptions & { readonly ownerOf: (child: KubeObject) => ObjectRef | undefined }): OwnedSource {
    const listeners: InformerHandlers[] = [];
    const caches = new OwnedCaches(
      this.client,
      this.log,
      { ...this.options.watch },
      {
        onUpdate: (old, obj) => listeners.forEach((h) => h.onUpdate?.(old, obj)),
        onDelete: (obj) => listeners.forEach((h) => h.onDelete?.(obj)),
      },
      { selector: options.selector, scope: 'scope' in options ? options.scope : this.options.scope, view: options.view },
    );
    const source: OwnedSource = { caches, ownerOf: options.ownerOf, addHandlers: (h) => listeners.push(h) };
    this.ownedSources.push(source);
    return source;
  }

  /** Starts declaring a controller named `name` (its metrics' `controller` label). */
  controller(name: string): ControllerBuilder {
    return new ControllerBuilder(name, (spec) => this.register(spec));
  }

  /** Runs once leadership is won, in order, before the caches start: install or wait for CRDs, register controllers. */
  onLeading(hook: () => Promise<void> | void): void {
    this.setup.push(hook);
  }

  /** Runs once every cache has listed, before the workers start. */
  onSynced(hook: () => Promise<void> | void): void {
    this.synced.push(hook);
  }

  /** Runs first thing in stop() (wake a sleeping wait, stop a side check). */
  onStop(hook: () => void): void {
    this.stopping.push(hook);
  }

  /** Calls `fn` every `ms` until stop(); the timer never keeps the process alive. */
  every(ms: number, fn: () => void): NodeJS.Timeout {
    const t = setInterval(fn, ms);
    t.unref();
    this.timers.push(t);
    return t;
  }

  /** Queues each object with the controller whose primary kind it is (others are dropped). */
  enqueue(refs: readonly ObjectRef[]): void {
    for (const ref of refs) {
      const running = this.byKind.get(ref.kind);
      if (running) running.group.queue.add(running.spec.name + SEP + running.spec.for.key(ref));
    }
  }

  /** Queues every cached primary of every controller. */
  enqueueAll(): void {
    for (const { spec } of this.controllers.values()) this.enqueue(spec.for.cache.list());
  }

  /** Starts serving health and metrics, then campaigns (if asked) and runs in the background; resolves with the port. */
  async start(): Promise<number> {
    this.server = await startHealthServer(this.options.metrics, () => this.ready(), this.options.metricsHost ?? '0.0.0.0', this.options.metricsPort);
    this.log.info({ port: this.server.port }, 'metrics and health listening');
    void this.run().catch((e) => {
      this.log.error({ err: String(e) }, `${this.options.name} failed`);
      void this.stop(1);
    });
    return this.server.port;
  }

  /** Stops queues (letting passes in flight finish), leadership, caches and the server, then resolves `done`. */
  async stop(code = 0): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    for (const hook of this.stopping) hook();
    for (const t of this.timers) clearInterval(t);
    for (const { queue } of this.queues.values()) queue.shutDown();
    await Promise.race([Promise.all(this.workers), new Promise((r) => setTimeout(r, DRAIN_MS).unref())]);
    await this.elector?.stop();
    for (const { cache } of this.caches.values()) cache.stop();
    for (const { caches } of this.ownedSources) caches.stop();
    await this.server?.server.close();
    await this.client.close().catch(() => undefined);
    this.log.info({ code }, `${this.options.name} stopped`);
    this.resolveDone(code);
  }

  /** `/readyz`: a standby is ready; the leader once its caches (those that count) have listed. */
  private ready(): boolean {
    if (this.elector && !this.elector.isLeader) return true;
    if (!this.cachesStarted) return false;
    return [...this.caches.values()].every(({ cache, readiness }) => !readiness || cache.hasSynced);
  }

  private register(spec: ControllerSpec): void {
    const kind = spec.for.cache.type.kind;
    if (this.controllers.has(spec.name)) throw new Error(`controller ${spec.name} registered twice`);
    if (this.byKind.has(kind)) throw new Error(`controllers ${this.byKind.get(kind)!.spec.name} and ${spec.name} both reconcile ${kind}`);
    const name = spec.options.queue ?? spec.name;
    let group = this.queues.get(name);
    if (!group) {
      group = { queue: new WorkQueue({ metrics: this.options.metrics.controller.queue(name) }), workers: spec.options.workers ?? 2 };
      this.queues.set(name, group);
    }
    const running = { spec, group };
    this.controllers.set(spec.name, running);
    this.byKind.set(kind, running);
    const own = (refs: readonly ObjectRef[]) => this.enqueue(refs);
    const self = (ref: ObjectRef) => group.queue.add(spec.name + SEP + spec.for.key(ref));
    const p = spec.for.predicates;
    spec.for.cache.addHandlers({
      onAdd: (o) => (p.create?.(o) ?? true) && self(o),
      onUpdate: (old, o) => (p.update?.(old, o) ?? true) && self(o),
      onDelete: (o) => (p.delete?.(o) ?? true) && self(o),
    });
    for (const { source } of spec.owns) {
      // Each controller takes back only the children whose owner is of its own kind.
      const mine = (child: KubeObject) => {
        const owner = source.ownerOf(child);
        if (owner && owner.kind === kind) self(owner);
      };
      source.addHandlers({ onUpdate: (_old, o) => mine(o), onDelete: mine });
    }
    for (const { source, map } of spec.watches) {
      source.addHandlers({
        onAdd: (obj) => own(map({ obj })),
        onUpdate: (old, obj) => own(map({ old, obj })),
        onDelete: (obj) => own(map({ obj, deleted: true })),
      });
    }
  }

  private async run(): Promise<void> {
    const gauge = this.options.metrics.controller.leaderStatus;
    const lease = { name: this.options.leaseName };
    if (this.elector) {
      gauge.set(lease, 0);
      if (!(await this.elector.acquire())) return;
    }
    gauge.set(lease, 1);
    for (const hook of this.setup) {
      await hook();
      if (this.stopped) return;
    }
    await this.startCaches();
    if (this.stopped) return;
    for (const hook of this.synced) await hook();
    this.enqueueAll();
    for (const { spec } of this.controllers.values()) {
      const resync = spec.options.resyncMs;
      if (resync) this.every(resync, () => this.enqueue(spec.for.cache.list()));
    }
    for (const group of this.queues.values()) for (let i = 0; i < group.workers; i++) this.workers.push(this.work(group));
    if (this.elector) {
      await this.elector.holdLeadership();
      if (!this.stopped) {
        // Someone else may be writing now: stop at once; the Deployment restarts us as a candidate.
        gauge.set(lease, 0);
        await this.stop(1);
      }
    }
  }

  /** Starts every cache, and every owned kind a controller declared; resolves once all have listed. */
  private async startCaches(): Promise<void> {
    this.cachesStarted = true;
    const caches = [...this.caches.values()].map(({ cache }) => cache);
    for (const cache of caches) cache.start();
    const owned = [...this.controllers.values()].flatMap(({ spec }) => spec.owns.flatMap(({ source, types }) => types.map((t) => source.caches.ensure(t))));
    await Promise.all([...caches.map((c) => c.synced()), ...owned]);
  }

  private async work(group: QueueGroup): Promise<void> {
    for (;;) {
      const item = await group.queue.get();
      if (item === undefined) return;
      const at = item.indexOf(SEP);
      const { spec } = this.controllers.get(item.slice(0, at))!;
      const key = item.slice(at + 1);
      const ctx = { controller: spec.name, reconcileID: randomUUID() };
      const started = performance.now();
      let result: ReconcileResult = 'success';
      try {
        await spec.reconcile(key, ctx);
        group.queue.forget(item);
      } catch (e) {
        const retryInMs = group.queue.addRateLimited(item);
        const failure = { ...ctx, key, retryInMs, retries: group.queue.retries(item) };
        result = spec.options.onError ? spec.options.onError(e, failure) : this.failed(e, failure);
      } finally {
        this.options.metrics.controller.reconciled(spec.name, result, (performance.now() - started) / 1000);
        group.queue.done(item);
      }
    }
  }

  private failed(e: unknown, failure: { controller: string; key: string; retryInMs: number }): ReconcileResult {
    this.log.warn({ controller: failure.controller, key: failure.key, err: String((e as Error).message ?? e), retryInMs: failure.retryInMs }, 'reconcile failed');
    return 'error';
  }
}

function typeId(rt: ResourceType): string {
  return `${apiVersionOf(rt)}/${rt.kind}`;
}
