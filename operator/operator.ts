/**
 * The running operator: caches (informers), the work queue and its workers, the license, leader
 * election, CRD installation and the health/metrics server, wired together. Everything it decides
 * is decided by plan(); this file only decides when to ask.
 */
import { hostname } from 'node:os';
import { randomBytes, randomUUID } from 'node:crypto';
import { ENGINE_NAMESPACE, PLATFORM_GROUP, VERSION } from '../lib/meta/groups';
import { GATEWAY_KIND } from '../lib/api/gateway';
import { GUARDRAIL_KIND } from '../lib/api/guardrail';
import { primaryKindOf } from '../lib/plan/kinds';
import type { OperatorSettings } from '../lib/plan/types';
import { Applier } from '../runtime/apply';
import type { ReconcileResult } from '../runtime/controller-metrics';
import { CONTROLLERS, type Caches, type Controller } from './controllers';
import { ensureCrds, readCrds, typesOf } from './crds';
import { keyNames, keyOf, mentionIndex, mentionKey, mentions, ownerKeyOf, parsePrimaryKey } from './dependencies';
import { EventRecorder } from '../runtime/events';
import { canonicalJson } from '../runtime/hash';
import { startHealthServer } from '../runtime/health-server';
import type { InformerOptions } from '../runtime/informer';
import { scopedInformer, unionScope, type KindCache, type NamespaceScope } from '../runtime/namespaced-informer';
import { KubeClient, type ClientLimits, type KubeConnection } from '../runtime/kube/client';
import { CORE_TYPES, Discovery } from '../runtime/kube/discovery';
import type { KubeObject, ResourceType } from '../runtime/kube/types';
import { LeaderElector } from '../runtime/leader';
import { evaluateLicense, licenseChanged, NO_LICENSE, type LicenseState } from './license-source';
import type { Logger } from '../runtime/log';
import { OperatorMetrics } from './metrics';
import { OwnedCaches, ownedIndex } from '../runtime/owned';
import { gateCallerView } from './guardrail-unwiring';
import { WorkQueue } from '../runtime/queue';
import { isClusterPlatformConfig } from './platform/dependencies';
import { FINALIZER, Reconciler, RetryLater, type PlanFunction } from './reconciler';
import { ServiceMonitorApplier } from './service-monitors';
import { UpstreamControllerCheck, type UpstreamControllerCheckOptions } from './upstream-controller';

export interface OperatorOptions {
  readonly connection: KubeConnection;
  readonly plan: PlanFunction;
  readonly settings: OperatorSettings;
  /** Directory of the CRD YAML to install when missing. */
  readonly crdsDir: string;
  /** Client-side QPS/burst and 429 retries. @default no client-side limit */
  readonly clientLimits?: ClientLimits;
  /** Install and upgrade the CRDs of `crdsDir` at start (else only wait for them). @default true */
  readonly manageCrds?: boolean;
  readonly log: Logger;
  /**
   * Watch primaries (Guardrails, Gateways, ...) of these namespaces only. Everything else is then
   * cached per namespace too (these, the shared engines' and the license Secret's), never across
   * the cluster, so the operator runs on Roles there. @default all namespaces
   */
  readonly namespace?: string | readonly string[];
  readonly licenseSecret?: { readonly namespace: string; readonly name: string };
  /** SPKI PEM that verifies the license. */
  readonly licensePublicKey?: string;
  /** @default '0.0.0.0' */
  readonly metricsHost?: string;
  /** 0 picks a free port (logged). @default 8080 */
  readonly metricsPort?: number;
  /** @default 2 */
  readonly workers?: number;
  /** Every primary is reconciled at least this often. @default 300_000 */
  readonly resyncMs?: number;
  readonly leaderElection?: {
    readonly namespace: string;
    /** @default 'aigw-operator' */
    readonly name?: string;
    readonly leaseDurationMs?: number;
    readonly renewDeadlineMs?: number;
    readonly retryPeriodMs?: number;
  };
  /**
   * Where the upstream controller of the `proxy` kinds holds its Lease; `proxy` Gateways emit
   * nothing while it is missing. `false`: not checked (the upstream side is someone else's).
   */
  readonly upstreamProxy?: UpstreamControllerCheckOptions | false;
  /**
   * ServiceMonitors to apply once the cluster serves monitoring.coreos.com/v1 (looked for at start
   * and at every resync until then). @default none
   */
  readonly serviceMonitors?: readonly KubeObject[];
  /** Watch tuning (tests shorten it to exercise restarts). */
  readonly watch?: Pick<InformerOptions, 'watchTimeoutSeconds' | 'stallMs' | 'relistMs'>;
}

/**
 * Kinds whose owned objects are cached from the start, so a child the desired set no longer holds is
 * pruned even when this process never applied one of its kind (an alt Gateway's Ingress whose
 * spec.ingress went while the operator was down).
 */
const BUILTIN_OWNED: ResourceType[] = [CORE_TYPES.deployment, CORE_TYPES.service, CORE_TYPES.serviceAccount, CORE_TYPES.ingress];

export class Operator {
  readonly metrics = new OperatorMetrics();
  private readonly client: KubeClient;
  private readonly discovery: Discovery;
  private readonly log: Logger;
  private readonly identity = `${hostname()}-${randomBytes(4).toString('hex')}`;
  private readonly queue: WorkQueue;
  /** One informer per primary kind (For), then the Secrets and ConfigMaps every plan reads. */
  private informers: { primaries: Map<string, KindCache>; secrets: KindCache; configMaps: KindCache } | undefined;
  private platformInformers: KindCache[] = [];
  private owned?: OwnedCaches;
  private reconciler?: Reconciler;
  private elector?: LeaderElector;
  private upstreamCheck?: UpstreamControllerCheck;
  private license: LicenseState = NO_LICENSE;
  private licenseSecretVersion = '';
  private timers: NodeJS.Timeout[] = [];
  private server?: Awaited<ReturnType<typeof startHealthServer>>;
  private stopped = false;
  private workersRunning: Promise<void>[] = [];
  private resolveDone!: (code: number) => void;
  /** Resolves with the exit code when the operator stops (stop() or lost leadership). */
  readonly done = new Promise<number>((resolve) => (this.resolveDone = resolve));

  constructor(private readonly options: OperatorOptions) {
    // Every line names the process, so a reader can tell the leader's (the Lease's holderIdentity).
    this.log = options.log.child({ identity: this.identity });
    this.client = new KubeClient(options.connection, options.clientLimits);
    this.discovery = new Discovery(this.client);
    // One queue serves every primary kind's controller, so it is named after the operator.
    this.queue = new WorkQueue({ metrics: this.metrics.controller.queue('aigw-operator') });
    this.client.onWrite((verb, rt) => this.metrics.apiWrites.inc({ verb, resource: rt.plural }));
    const host = new URL(options.connection.server).host;
    this.client.onResponse((method, code) => this.metrics.controller.restRequests.inc({ method, code: code === 0 ? '<error>' : String(code), host }));
  }

  /** Starts serving health and metrics, then campaigns (if asked) and runs the loop in the background. */
  async start(): Promise<number> {
    this.server = await startHealthServer(this.metrics, () => this.ready(), this.options.metricsHost ?? '0.0.0.0', this.options.metricsPort ?? 8080);
    this.log.info({ port: this.server.port }, 'metrics and health listening');
    void this.run().catch((e) => {
      this.log.error({ err: String(e) }, 'operator failed');
      void this.stop(1);
    });
    return this.server.port;
  }

  async stop(code = 0): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    for (const t of this.timers) clearInterval(t);
    this.upstreamCheck?.stop();
    this.queue.shutDown();
    await Promise.race([Promise.all(this.workersRunning), new Promise((r) => setTimeout(r, 5000))]);
    await this.elector?.stop();
    for (const i of this.allInformers()) i.stop();
    this.owned?.stop();
    for (const i of this.platformInformers) i.stop();
    await this.server?.server.close();
    await this.client.close().catch(() => undefined);
    this.log.info({ code }, 'operator stopped');
    this.resolveDone(code);
  }

  private ready(): boolean {
    if (this.elector && !this.elector.isLeader) return true; // a standby is healthy
    return !!this.informers && this.allInformers().every((i) => i.hasSynced);
  }

  /** Primary, Secret and ConfigMap informers (not the platform ones, nor the owned caches). */
  private allInformers(): KindCache[] {
    return this.informers ? [...this.informers.primaries.values(), this.informers.secrets, this.informers.configMaps] : [];
  }

  /** Cached primaries of one kind. */
  private primaries(kind: string): readonly KubeObject[] {
    return this.informers?.primaries.get(kind)?.list() ?? [];
  }

  private everyPrimary(): KubeObject[] {
    return this.informers ? [...this.informers.primaries.values()].flatMap((i) => i.list()) : [];
  }

  private readonly caches: Caches = {
    primaries: (kind) => this.primaries(kind),
    platformObjects: () => this.platformInformers.flatMap((i) => i.list()),
    mentioning: (kind, namespace, name) => this.informers?.primaries.get(kind)?.byIndex(mentionKey(namespace, name)) ?? [],
  };

  /** The leader Lease's name, as `leader_election_master_status{name}` reports it. */
  private get leaseName(): string {
    return this.options.leaderElection?.name ?? 'aigw-operator';
  }

  private enqueue(objects: readonly KubeObject[]): void {
    for (const o of objects) this.queue.add(keyOf(o));
  }

  private async run(): Promise<void> {
    const le = this.options.leaderElection;
    if (le) {
      this.metrics.controller.leaderStatus.set({ name: this.leaseName }, 0);
      this.elector = new LeaderElector(this.client, { ...le, name: this.leaseName, identity: this.identity }, this.log);
      if (!(await this.elector.acquire())) return;
    }
    this.metrics.controller.leaderStatus.set({ name: this.leaseName }, 1);
    const crds = readCrds(this.options.crdsDir);
    await ensureCrds(this.client, this.discovery, crds, this.log, { manage: this.options.manageCrds ?? true });
    await this.startServiceMonitors();
    await this.startCaches(crds);
    this.startWorkers();
    if (this.elector) {
      await this.elector.holdLeadership();
      if (!this.stopped) {
        // Someone else may be writing now: stop at once; the Deployment restarts us as a candidate.
        this.metrics.controller.leaderStatus.set({ name: this.leaseName }, 0);
        await this.stop(1);
      }
    }
  }

  /** Applies the ServiceMonitors now, or at each resync until their kind is served. */
  private async startServiceMonitors(): Promise<void> {
    if (!this.options.serviceMonitors?.length) return;
    const monitors = new ServiceMonitorApplier(this.client, this.discovery, this.options.serviceMonitors, this.log.child({ component: 'service-monitors' }));
    const ensure = () => monitors.ensure().catch((e) => (this.log.warn({ err: String((e as Error).message ?? e) }, 'ServiceMonitors not applied; retrying at the next resync'), false));
    if (await ensure()) return;
    const timer = setInterval(() => void ensure().then((done) => done && clearInterval(timer)), this.options.resyncMs ?? 300_000);
    timer.unref();
    this.timers.push(timer);
  }

  private informer(type: ResourceType, scope: NamespaceScope, extra: Partial<InformerOptions> = {}): KindCache {
    return scopedInformer(
      this.client,
      {
        ...this.options.watch,
        ...extra,
        type,
        onWatchRestart: (reason) => this.metrics.watchRestarts.inc({ resource: type.plural, reason }),
      },
      scope,
      this.log.child({ informer: type.plural }),
    );
  }

  /**
   * Where each cache lists: primaries in the watched namespaces; what plans emit (and the
   * ConfigMaps they read) there and in the shared engines' namespace; Secrets there and in the
   * license Secret's namespace. All `undefined` (the whole cluster) when no namespace is given.
   */
  private scopes(): { watched: NamespaceScope; emitted: NamespaceScope; keyed: NamespaceScope } {
    const ns = this.options.namespace;
    const watched = ns === undefined ? undefined : unionScope(typeof ns === 'string' ? [ns] : ns);
    if (watched === undefined) return { watched, emitted: undefined, keyed: undefined };
    const emitted = unionScope(watched, ENGINE_NAMESPACE);
    return { watched, emitted, keyed: unionScope(emitted, this.options.licenseSecret ? [this.options.licenseSecret.namespace] : []) };
  }

  private async startCaches(crds: KubeObject[]): Promise<void> {
    const { watched, emitted, keyed } = this.scopes();
    const types = await Promise.all(CONTROLLERS.map((c) => this.discovery.resolve(`${PLATFORM_GROUP}/${VERSION}`, c.kind)));
    const licenseRef = this.options.licenseSecret;
    const isLicense = (o: KubeObject) => !!licenseRef && o.metadata.namespace === licenseRef.namespace && o.metadata.name === licenseRef.name;
    const informers = {
      primaries: new Map(CONTROLLERS.map((c, i) => [c.kind, this.informer(types[i], watched, { index: mentionIndex })])),
      // Values are dropped from the cache (only key names matter to plans), except the license's.
      secrets: this.informer(CORE_TYPES.secret, keyed, {
        transform: (o) => (isLicense(o) ? o : { ...o, data: blankValues(o.data), stringData: undefined }),
        index: ownedIndex,
      }),
      configMaps: this.informer(CORE_TYPES.configMap, emitted, {
        transform: (o) => ({ ...o, data: blankValues(o.data), binaryData: blankValues(o.binaryData) }),
        index: ownedIndex,
      }),
    };
    // Other platform kinds a plan reads (SqlCluster, Observability, PlatformConfig, ...), when their CRDs ship.
    const platformReadTypes = crds
      .filter((c) => (c.spec as { group?: string }).group === PLATFORM_GROUP)
      .flatMap(typesOf)
      .filter((t) => !primaryKindOf(t.kind));
    this.platformInformers = platformReadTypes.map((t) => this.informer(t, watched));
    this.informers = informers;
    this.owned = new OwnedCaches(this.client, this.log, { ...this.options.watch }, {
      onUpdate: (_old, o) => this.childChanged(o),
      onDelete: (o) => this.childChanged(o),
    }, { scope: emitted, view: gateCallerView });
    this.owned.adopt(informers.secrets);
    this.owned.adopt(informers.configMaps);
    const upstreamProxy = this.options.upstreamProxy;
    if (upstreamProxy) {
      // Gateways wait for it (or stop waiting) as soon as it goes or comes.
      this.upstreamCheck = new UpstreamControllerCheck(this.client, upstreamProxy, this.log.child({ check: 'upstream-controller' }), () => this.enqueue(this.primaries(GATEWAY_KIND)));
    }
    const upstreamCheck = this.upstreamCheck;
    const applier = new Applier(this.client, this.discovery, this.owned, {
      applied: (kind) => this.metrics.applied.inc({ kind }),
      skipped: (kind) => this.metrics.skipped.inc({ kind }),
      pruned: (kind) => this.metrics.pruned.inc({ kind }),
    }, this.log);
    this.reconciler = new Reconciler({
      client: this.client,
      applier,
      owned: this.owned,
      events: new EventRecorder(this.client, this.identity, this.log),
      plan: this.options.plan,
      types: Object.fromEntries(CONTROLLERS.map((c, i) => [c.kind, types[i]])),
      primary: (kind, namespace, name) => informers.primaries.get(kind)?.get(namespace, name),
      caches: this.caches,
      // Guardrails and Gateways of every namespace (references and license slots cross namespaces);
      // the rest of the primary's namespace only, read from the caches' namespace index.
      sources: (namespace) => ({
        entitlements: this.license.entitlements,
        licenseMaterial: this.license.material,
        settings: this.options.settings,
        guardrails: this.primaries(GUARDRAIL_KIND),
        gateways: this.primaries(GATEWAY_KIND),
        secrets: informers.secrets.list(namespace),
        configMaps: informers.configMaps.list(namespace),
        platformObjects: this.caches.platformObjects(),
        primaries: [...informers.primaries.values()].flatMap((i) => i.list(namespace)),
      }),
      log: this.log,
      ...(upstreamCheck ? { upstreamController: () => upstreamCheck.fact() } : {}),
    });

    for (const c of CONTROLLERS) this.watchPrimaries(c, informers.primaries.get(c.kind)!);
    const keyedChanged = (o: KubeObject, old?: KubeObject) => {
      if (isLicense(o)) return void this.refreshLicense();
      // New values under the same keys: only the controllers know who reads them.
      if (o.kind === 'Secret') for (const c of CONTROLLERS) this.enqueue(c.secretChanged?.(o, this.caches) ?? []);
      if (old && keyNames(old) === keyNames(o)) return;
      const ns = o.metadata.namespace ?? '';
      this.enqueue([...informers.primaries.values()].flatMap((i) => i.byIndex(mentionKey(ns, o.metadata.name))));
    };
    for (const inf of this.platformInformers) {
      const platformChanged = (o: KubeObject) => {
        if (isClusterPlatformConfig(o)) return this.enqueueAll();
        this.enqueue(this.everyPrimary().filter((p) => mentions(p.spec, o.metadata.name)));
      };
      inf.addHandlers({ onAdd: platformChanged, onUpdate: (_old, o) => platformChanged(o), onDelete: platformChanged });
    }
    for (const inf of [informers.secrets, informers.configMaps]) {
      inf.addHandlers({ onAdd: (o) => keyedChanged(o), onUpdate: (old, o) => keyedChanged(o, old), onDelete: (o) => keyedChanged(o) });
    }

    for (const inf of [...this.allInformers(), ...this.platformInformers]) inf.start();
    const upstream = crds.filter((c) => (c.spec as { group?: string }).group !== PLATFORM_GROUP).flatMap(typesOf);
    await Promise.all([...[...this.allInformers(), ...this.platformInformers].map((i) => i.synced()), ...[...BUILTIN_OWNED, ...upstream].map((t) => this.owned!.ensure(t))]);
    await this.refreshLicense();
    await this.upstreamCheck?.start();
    this.log.info(Object.fromEntries(types.map((t) => [t.plural, informers.primaries.get(t.kind)?.size ?? 0])), 'caches synced');

    this.enqueueAll();
    const resyncMs = this.options.resyncMs ?? 300_000;
    this.timers.push(setInterval(() => this.enqueueAll(), resyncMs));
    // A license expires (or starts) without any object changing.
    this.timers.push(setInterval(() => void this.refreshLicense(true), Math.min(resyncMs, 30_000)));
    for (const t of this.timers) t.unref();
  }

  /** For(kind): a primary's own change queues it (not our status writes echoing back), plus what its controller relates to it. */
  private watchPrimaries(controller: Controller, informer: KindCache): void {
    const related = (change: { old?: KubeObject; obj: KubeObject; deleted?: boolean }) => this.enqueue(controller.related?.(change, this.caches) ?? []);
    informer.addHandlers({
      onAdd: (o) => {
        this.queue.add(keyOf(o));
        related({ obj: o });
      },
      onUpdate: (old, o) => {
        if (needsReconcile(old, o)) this.queue.add(keyOf(o));
        related({ old, obj: o });
      },
      onDelete: (o) => {
        this.queue.add(keyOf(o));
        related({ obj: o, deleted: true });
      },
    });
  }

  /** Owns(...): a child's change queues its owner; a shared child, whoever its controller says uses it. */
  private childChanged(child: KubeObject): void {
    const owner = ownerKeyOf(child);
    if (owner) this.queue.add(owner);
    for (const c of CONTROLLERS) this.enqueue([...(c.sharedChildChanged?.(child, this.caches) ?? []), ...(c.childChanged?.(child, this.caches) ?? [])]);
  }

  private enqueueAll(): void {
    this.enqueue(this.everyPrimary());
  }

  private async refreshLicense(timer = false): Promise<void> {
    const ref = this.options.licenseSecret;
    const secret = ref ? this.informers?.secrets.get(ref.namespace, ref.name) : undefined;
    const version = secret?.metadata.resourceVersion ?? '';
    if (timer && version === this.licenseSecretVersion && !this.license.material) return;
    this.licenseSecretVersion = version;
    const evaluated = await evaluateLicense(secret, this.options.licensePublicKey, new Date());
    const next = ref && !secret ? { ...evaluated, problem: `the license Secret ${ref.namespace}/${ref.name} does not exist` } : evaluated;
    this.metrics.licenseValid.set(next.problem === undefined && next.material ? 1 : 0);
    // One line when the license becomes unusable (missing, unreadable, invalid) or its reason changes; never the token.
    if (next.problem && next.problem !== this.license.problem) {
      this.log.warn({ problem: next.problem, tier: next.entitlements.tier }, 'cluster license not usable; Community entitlements apply and wired gates block');
    }
    if (!licenseChanged(this.license, next)) {
      this.license = next;
      return;
    }
    this.log.info(
      { tier: next.entitlements.tier, features: next.entitlements.features, gateways: next.entitlements.gateways, problem: next.problem },
      'cluster license changed; reconciling everything',
    );
    this.license = next;
    this.enqueueAll();
  }

  private startWorkers(): void {
    for (let i = 0; i < (this.options.workers ?? 2); i++) this.workersRunning.push(this.worker());
  }

  private async worker(): Promise<void> {
    for (;;) {
      const key = await this.queue.get();
      if (key === undefined) return;
      const { kind, namespace, name } = parsePrimaryKey(key);
      // controller-runtime names a controller by its kind, lower case, and each pass by a reconcile id.
      const controller = kind.toLowerCase();
      const reconcileID = randomUUID();
      const started = performance.now();
      let result: ReconcileResult = 'success';
      try {
        await this.reconciler!.reconcile(kind, namespace, name);
        this.queue.forget(key);
      } catch (e) {
        const delay = this.queue.addRateLimited(key);
        // Waiting on something else (a Guardrail not Ready yet, a Lease) is a planned requeue, not an error.
        result = e instanceof RetryLater ? 'requeue_after' : 'error';
        const at = { controller, namespace, name, reconcileID, retryInMs: delay };
        // Waits are normal at start-up (a Guardrail not Ready yet): quiet until one lasts.
        if (e instanceof RetryLater) (this.queue.retries(key) > QUIET_RETRIES ? this.log.info : this.log.debug)({ ...at, why: e.message }, 'waiting; retrying with backoff');
        else this.log.warn({ ...at, err: String((e as Error).message ?? e) }, 'reconcile failed');
      } finally {
        this.metrics.controller.reconciled(controller, result, (performance.now() - started) / 1000);
        this.queue.done(key);
      }
    }
  }
}

/**
 * Retries of one wait logged at debug before it is logged at info: with the queue's backoff (5 ms
 * doubling) ten retries are about five seconds, longer than a normal start-up takes to settle.
 */
const QUIET_RETRIES = 10;

/**
 * A primary's own change worth a reconcile: not our status writes echoing back, nor our finalizer
 * arriving (the pass that added it goes on planning the same object; it only guards deletion).
 */
export function needsReconcile(old: KubeObject, o: KubeObject): boolean {
  const finalizers = (x: KubeObject) => (x.metadata.finalizers ?? []).filter((f) => f !== FINALIZER);
  const m = (x: KubeObject) => [x.metadata.generation, x.metadata.deletionTimestamp, finalizers(x), x.metadata.labels, x.metadata.annotations, x.spec];
  const lostFinalizer = !!old.metadata.finalizers?.includes(FINALIZER) && !o.metadata.finalizers?.includes(FINALIZER);
  return lostFinalizer || canonicalJson(m(old)) !== canonicalJson(m(o));
}

/** Keeps the key names of `data`, never the values. */
function blankValues(data: unknown): Record<string, string> | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  return Object.fromEntries(Object.keys(data as Record<string, string>).map((k) => [k, '']));
}

