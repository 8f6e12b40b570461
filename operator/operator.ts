/**
 * The running operator: one controller per primary kind registered with the runtime's Manager (which
 * owns the caches, the work queue and its workers, leader election and the health/metrics server),
 * plus the license and CRD installation. Everything it decides is decided by plan(); this file only
 * decides when to ask.
 */
import { ENGINE_NAMESPACE, PLATFORM_GROUP, VERSION } from '../lib/meta/groups';
import { GATEWAY_KIND } from '../lib/api/gateway';
import { GUARDRAIL_KIND } from '../lib/api/guardrail';
import { primaryKindOf } from '../lib/plan/kinds';
import type { OperatorSettings } from '../lib/plan/types';
import { Applier } from '../runtime/apply';
import type { Change, ReconcileFailure } from '../runtime/controller';
import type { ReconcileResult } from '../runtime/controller-metrics';
import { CONTROLLERS, type Caches, type Controller } from './controllers';
import { ensureCrds, readCrds, typesOf } from './crds';
import { keyNames, mentionIndex, mentionKey, mentions, ownerKeyOf, parsePrimaryKey, primaryKey } from './dependencies';
import { EventRecorder } from '../runtime/events';
import { canonicalJson } from '../runtime/hash';
import type { InformerOptions } from '../runtime/informer';
import { unionScope, type KindCache, type NamespaceScope } from '../runtime/namespaced-informer';
import type { ClientLimits, KubeClient, KubeConnection } from '../runtime/kube/client';
import { CORE_TYPES, type Discovery } from '../runtime/kube/discovery';
import type { KubeObject, ResourceType } from '../runtime/kube/types';
import { Manager } from '../runtime/manager';
import { evaluateLicense, licenseChanged, NO_LICENSE, type LicenseState } from './license-source';
import type { Logger } from '../runtime/log';
import { OperatorMetrics } from './metrics';
import { ownedIndex } from '../runtime/owned';
import { StableLists } from '../runtime/stable-lists';
import { gateCallerView } from './guardrail-unwiring';
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
  private readonly manager: Manager;
  private readonly client: KubeClient;
  private readonly discovery: Discovery;
  private readonly log: Logger;
  /** One cache per primary kind (For), then the Secrets and ConfigMaps every plan reads. */
  private informers: { primaries: Map<string, KindCache>; secrets: KindCache; configMaps: KindCache } | undefined;
  private platformInformers: KindCache[] = [];
  private reconciler?: Reconciler;
  private upstreamCheck?: UpstreamControllerCheck;
  private license: LicenseState = NO_LICENSE;
  private licenseSecretVersion = '';
  /** Resolves with the exit code when the operator stops (stop() or lost leadership). */
  readonly done: Promise<number>;

  constructor(private readonly options: OperatorOptions) {
    const le = options.leaderElection;
    this.manager = new Manager({
      name: 'operator',
      connection: options.connection,
      clientLimits: options.clientLimits,
      log: options.log,
      metrics: this.metrics,
      metricsHost: options.metricsHost,
      metricsPort: options.metricsPort ?? 8080,
      leaseName: le?.name ?? 'aigw-operator',
      leaderElection: le,
      watch: options.watch,
    });
    this.client = this.manager.client;
    this.discovery = this.manager.discovery;
    this.log = this.manager.log;
    this.done = this.manager.done;
    this.manager.onStop(() => this.upstreamCheck?.stop());
    this.manager.onLeading(async () => {
      const crds = readCrds(this.options.crdsDir);
      await ensureCrds(this.client, this.discovery, crds, this.log, { manage: this.options.manageCrds ?? true });
      await this.startServiceMonitors();
      await this.register(crds);
    });
    this.manager.onSynced(async () => {
      await this.refreshLicense();
      await this.upstreamCheck?.start();
      const primaries = this.informers?.primaries ?? new Map<string, KindCache>();
      this.log.info(Object.fromEntries([...primaries.values()].map((i) => [i.type.plural, i.size])), 'caches synced');
      // A license expires (or starts) without any object changing.
      this.manager.every(Math.min(this.options.resyncMs ?? 300_000, 30_000), () => void this.refreshLicense(true));
    });
  }

  /** Starts serving health and metrics, then campaigns (if asked) and runs the loop in the background. */
  start(): Promise<number> {
    return this.manager.start();
  }

  stop(code = 0): Promise<void> {
    return this.manager.stop(code);
  }

  /** Secret and ConfigMap lists that stay the same array while nothing in them changes (facts reuse what they derive). */
  private readonly lists = new StableLists();

  /** Cached primaries of one kind. */
  private primaries(kind: string): readonly KubeObject[] {
    return this.informers?.primaries.get(kind)?.list() ?? [];
  }

  private readonly caches: Caches = {
    primaries: (kind) => this.primaries(kind),
    platformObjects: () => this.platformInformers.flatMap((i) => i.list()),
    mentioning: (kind, namespace, name) => this.informers?.primaries.get(kind)?.byIndex(mentionKey(namespace, name)) ?? [],
  };

  /** Applies the ServiceMonitors now, or at each resync until their kind is served. */
  private async startServiceMonitors(): Promise<void> {
    if (!this.options.serviceMonitors?.length) return;
    const monitors = new ServiceMonitorApplier(this.client, this.discovery, this.options.serviceMonitors, this.log.child({ component: 'service-monitors' }));
    const ensure = () => monitors.ensure().catch((e) => (this.log.warn({ err: String((e as Error).message ?? e) }, 'ServiceMonitors not applied; retrying at the next resync'), false));
    if (await ensure()) return;
    const timer = this.manager.every(this.options.resyncMs ?? 300_000, () => void ensure().then((done) => done && clearInterval(timer)));
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

  /**
   * One manager controller per primary kind: For(kind), Owns(everything a plan emits, by the owner
   * labels), Watches(the other primaries it relates, Secrets and ConfigMaps its spec names or its
   * hooks read, platform objects, the children of others), all through the one queue `aigw-operator`.
   */
  private async register(crds: KubeObject[]): Promise<void> {
    const mgr = this.manager;
    const { watched, emitted, keyed } = this.scopes();
    const types = await Promise.all(CONTROLLERS.map((c) => this.discovery.resolve(`${PLATFORM_GROUP}/${VERSION}`, c.kind)));
    const licenseRef = this.options.licenseSecret;
    const isLicense = (o: KubeObject) => !!licenseRef && o.metadata.namespace === licenseRef.namespace && o.metadata.name === licenseRef.name;
    const informers = {
      primaries: new Map(CONTROLLERS.map((c, i) => [c.kind, mgr.cache(types[i], { scope: watched, index: mentionIndex })])),
      // Values are dropped from the cache (only key names matter to plans), except the license's.
      secrets: mgr.cache(CORE_TYPES.secret, {
        scope: keyed,
        transform: (o) => (isLicense(o) ? o : { ...o, data: blankValues(o.data), stringData: undefined }),
        index: ownedIndex,
      }),
      configMaps: mgr.cache(CORE_TYPES.configMap, {
        scope: emitted,
        transform: (o) => ({ ...o, data: blankValues(o.data), binaryData: blankValues(o.binaryData) }),
        index: ownedIndex,
      }),
    };
    // Other platform kinds a plan reads (SqlCluster, Observability, PlatformConfig, ...), when their CRDs ship.
    const platformReadTypes = crds
      .filter((c) => (c.spec as { group?: string }).group === PLATFORM_GROUP)
      .flatMap(typesOf)
      .filter((t) => !primaryKindOf(t.kind));
    // /readyz waits for the primaries, Secrets and ConfigMaps (the workers wait for these too).
    this.platformInformers = platformReadTypes.map((t) => mgr.cache(t, { scope: watched, readiness: false }));
    this.informers = informers;
    const owned = mgr.owned({
      scope: emitted,
      view: gateCallerView,
      ownerOf: (child) => {
        const key = ownerKeyOf(child);
        if (!key) return undefined;
        const { kind, namespace, name } = parsePrimaryKey(key);
        return { kind, metadata: { namespace, name } };
      },
    });
    owned.caches.adopt(informers.secrets);
    owned.caches.adopt(informers.configMaps);
    const upstreamProxy = this.options.upstreamProxy;
    if (upstreamProxy) {
      // Gateways wait for it (or stop waiting) as soon as it goes or comes.
      this.upstreamCheck = new UpstreamControllerCheck(this.client, upstreamProxy, this.log.child({ check: 'upstream-controller' }), () => mgr.enqueue(this.primaries(GATEWAY_KIND)));
    }
    const upstreamCheck = this.upstreamCheck;
    const applier = new Applier(this.client, this.discovery, owned.caches, {
      applied: (kind) => this.metrics.applied.inc({ kind }),
      skipped: (kind) => this.metrics.skipped.inc({ kind }),
      pruned: (kind) => this.metrics.pruned.inc({ kind }),
    }, this.log);
    this.reconciler = new Reconciler({
      client: this.client,
      applier,
      owned: owned.caches,
      events: new EventRecorder(this.client, mgr.identity, this.log),
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
        secrets: this.lists.of(informers.secrets, namespace),
        configMaps: this.lists.of(informers.configMaps, namespace),
        platformObjects: this.caches.platformObjects(),
        // Built only for the plans that read it (see buildFacts).
        get primaries() {
          return [...informers.primaries.values()].flatMap((i) => i.list(namespace));
        },
      }),
      log: this.log,
      ...(upstreamCheck ? { upstreamController: () => upstreamCheck.fact() } : {}),
    });

    // The license Secret's own change re-reads the license (and maps to nothing else).
    const licenseChangedBy = (o: KubeObject) => isLicense(o) && void this.refreshLicense();
    informers.secrets.addHandlers({ onAdd: licenseChangedBy, onUpdate: (_old, o) => licenseChangedBy(o), onDelete: licenseChangedBy });
    const upstream = crds.filter((c) => (c.spec as { group?: string }).group !== PLATFORM_GROUP).flatMap(typesOf);
    for (const c of CONTROLLERS) {
      const mine = informers.primaries.get(c.kind)!;
      const builder = mgr
        .controller(c.kind.toLowerCase())
        .for(mine, { key: (ref) => primaryKey(ref.kind, ref.metadata.namespace ?? '', ref.metadata.name), predicates: { update: needsReconcile } })
        // Owns(...): a child's change queues its owner; children of every kind a plan emits are cached from the start.
        .owns(owned, [...BUILTIN_OWNED, ...upstream])
        // A shared child, whoever this controller says uses it; another primary's child, whoever waits on it.
        .watches(owned, ({ obj }) => [...(c.sharedChildChanged?.(obj, this.caches) ?? []), ...(c.childChanged?.(obj, this.caches) ?? [])])
        // A Secret or ConfigMap: new values of a Secret only the controller knows who reads; new key
        // names, the primaries whose spec names the object.
        .watches(informers.secrets, (change) => this.keyedChanged(c, mine, change, isLicense))
        .watches(informers.configMaps, (change) => this.keyedChanged(c, mine, change, isLicense))
        .withOptions({ queue: 'aigw-operator', workers: this.options.workers ?? 2, resyncMs: this.options.resyncMs ?? 300_000, onError: (e, failure) => this.failed(e, failure) });
      // What this kind's change means for the other primaries (a Guardrail's for the Gateways naming it).
      if (c.related) builder.watches(mine, (change) => c.related!(change, this.caches));
      for (const inf of this.platformInformers) {
        builder.watches(inf, ({ obj }) => (isClusterPlatformConfig(obj) ? mine.list() : mine.list().filter((p) => mentions(p.spec, obj.metadata.name))));
      }
      builder.complete(async (key) => {
        const { kind, namespace, name } = parsePrimaryKey(key);
        await this.reconciler!.reconcile(kind, namespace, name);
      });
    }
  }

  /** Watches(Secret, ConfigMap) of one controller. */
  private keyedChanged(c: Controller, mine: KindCache, { old, obj, deleted }: Change, isLicense: (o: KubeObject) => boolean): readonly KubeObject[] {
    if (isLicense(obj)) return [];
    const added = old === undefined && !deleted;
    const out = obj.kind === 'Secret' ? [...(c.secretChanged?.(obj, this.caches, added) ?? [])] : [];
    if (old && keyNames(old) === keyNames(obj)) return out;
    return [...out, ...mine.byIndex(mentionKey(obj.metadata.namespace ?? '', obj.metadata.name))];
  }

  /** A failed pass: waiting on something else (a Guardrail not Ready yet, a Lease) is a planned requeue, not an error. */
  private failed(e: unknown, failure: ReconcileFailure): ReconcileResult {
    const { namespace, name } = parsePrimaryKey(failure.key);
    const at = { controller: failure.controller, namespace, name, reconcileID: failure.reconcileID, retryInMs: failure.retryInMs };
    // Waits are normal at start-up (a Guardrail not Ready yet): quiet until one lasts.
    if (e instanceof RetryLater) {
      (failure.retries > QUIET_RETRIES ? this.log.info : this.log.debug)({ ...at, why: e.message }, 'waiting; retrying with backoff');
      return 'requeue_after';
    }
    this.log.warn({ ...at, err: String((e as Error).message ?? e) }, 'reconcile failed');
    return 'error';
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
    this.manager.enqueueAll();
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

