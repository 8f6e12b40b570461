/**
 * The upstream proxy controller: watches ProxyInstances and the Proxy* objects pointing at them and
 * keeps, for each instance, a LiteLLM ConfigMap, Deployment, Service and (when asked) Ingress applied,
 * prunes the children it no longer wants, and writes the instance's status. It reuses the operator's
 * machinery (informers, work queue, server-side apply that skips unchanged objects, prune, leader
 * election); what to write is decided by the pure
 * desired-objects.ts and instance-status.ts. It always holds the `aigw-upstream-proxy` Lease: only
 * the holder writes, and the aigw operator reads its renewals as "the upstream controller runs".
 */
import { PROXY_API_VERSION } from '../../lib/meta/groups';
import { MANAGED_BY } from '../../lib/meta/labels';
import { deploymentFactOf } from '../../lib/platform/deployment-status';
import { servingGuardrailsOf } from '../../lib/platform/instance-status';
import type { Plan, ResourceInput } from '../../lib/plan/types';
import { Applier, identityOf } from '../../runtime/apply';
import type { ObjectRef } from '../../runtime/controller';
import { EventRecorder } from '../../runtime/events';
import { canonicalJson, hashOf } from '../../runtime/hash';
import type { InformerOptions } from '../../runtime/informer';
import { unionScope, type KindCache } from '../../runtime/namespaced-informer';
import type { ClientLimits, KubeClient, KubeConnection } from '../../runtime/kube/client';
import { Manager } from '../../runtime/manager';
import { CORE_TYPES, type Discovery } from '../../runtime/kube/discovery';
import { isNotFound, type KubeObject, type ResourceType } from '../../runtime/kube/types';
import type { Logger } from '../../runtime/log';
import type { OwnedCaches } from '../../runtime/owned';
import { desiredStatus } from '../../runtime/status';
import { conditionEvents, liveConditions, type ConditionState } from './condition-events';
import { desiredObjects } from './desired-objects';
import { inputsFor, instanceKeyOf, REFERRING_KINDS, type ReferringKind } from './inputs';
import { instanceStatus } from './instance-status';
import { guardrailEndpoints, runsConfig, servingGuardrails } from './serving-guardrails';
import type { ManagementOutcome, ManagementSync } from './management-hook';
import { tenancyObjectStatus } from './management/object-status';
import { UpstreamProxyMetrics } from './metrics';
import {
  INSTANCE_LABEL,
  LITELLM_PORT,
  litellmObjectName,
  UPSTREAM_PROXY_FIELD_MANAGER,
  UPSTREAM_PROXY_LEASE,
  UPSTREAM_PROXY_MANAGED_BY,
  UPSTREAM_PROXY_REPORTING_CONTROLLER,
} from './names';

export interface UpstreamProxyControllerOptions {
  readonly connection: KubeConnection;
  /** Client-side QPS/burst and 429 retries. @default no client-side limit */
  readonly clientLimits?: ClientLimits;
  readonly log: Logger;
  /**
   * Serve ProxyInstances of these namespaces only; every cache then lists there, never across the
   * cluster (so it runs on Roles there). @default all namespaces
   */
  readonly namespace?: string | readonly string[];
  /** LiteLLM image for instances that name none. */
  readonly defaultImage?: string;
  /** The Lease `aigw-upstream-proxy` lives in this namespace (the controller's own). */
  readonly leaderElection: {
    readonly namespace: string;
    readonly leaseDurationMs?: number;
    readonly renewDeadlineMs?: number;
    readonly retryPeriodMs?: number;
  };
  /** @default '0.0.0.0' */
  readonly metricsHost?: string;
  /** 0 picks a free port (logged). @default 8081 */
  readonly metricsPort?: number;
  /** @default 2 */
  readonly workers?: number;
  /** Every instance is reconciled at least this often. @default 300_000 */
  readonly resyncMs?: number;
  readonly watch?: Pick<InformerOptions, 'watchTimeoutSeconds' | 'stallMs' | 'relistMs'>;
  /** Organizations, teams and budgets through LiteLLM's management API; called once the Deployment is available. */
  readonly management?: ManagementSync;
  /** Where the management API of instance `namespace/name` is reached. @default its Service, `http://<name>-litellm.<namespace>.svc:4000` */
  readonly litellmUrl?: (namespace: string, name: string) => string;
  readonly now?: () => Date;
}

/** This controller's name in its metrics and log lines (controller-runtime names one by its kind). */
const CONTROLLER = 'proxyinstance';
const OWNED_SELECTOR = `${MANAGED_BY}=${UPSTREAM_PROXY_MANAGED_BY}`;
const INGRESS_TYPE: ResourceType = { group: 'networking.k8s.io', version: 'v1', kind: 'Ingress', plural: 'ingresses', namespaced: true };
/** The children of an instance. */
const OWNED_TYPES: ResourceType[] = [CORE_TYPES.configMap, CORE_TYPES.service, CORE_TYPES.deployment, INGRESS_TYPE];

/** `namespace/name` of an instance. */
const keyOf = (o: KubeObject) => `${o.metadata.namespace ?? 'default'}/${o.metadata.name}`;

/** The instance a `namespace/name` key names, for the manager to queue. */
function instanceRef(key: string): ObjectRef {
  const slash = key.indexOf('/');
  return { kind: 'ProxyInstance', metadata: { namespace: key.slice(0, slash), name: key.slice(slash + 1) } };
}

export class UpstreamProxyController {
  readonly metrics = new UpstreamProxyMetrics();
  private readonly manager: Manager;
  private readonly client: KubeClient;
  private readonly discovery: Discovery;
  private readonly log: Logger;
  private instances?: KindCache;
  private referring?: Record<ReferringKind, KindCache>;
  private secrets?: KindCache;
  /** instance key -> the Secrets (`namespace/name`) its env reads, so a rotated one brings it back. */
  private readonly instanceSecrets = new Map<string, Set<string>>();
  private owned?: OwnedCaches;
  private applier?: Applier;
  /** instance uid -> the status we last wrote and the resourceVersion it produced. */
  private readonly statusWritten = new Map<string, { hash: string; resourceVersion?: string }>();
  /**
   * object uid -> the conditions this controller last decided for it: what a transition is judged
   * against (the cache lags behind our own writes). After a restart, the live status is.
   */
  private readonly conditionsDecided = new Map<string, ConditionState[]>();
  private readonly events: EventRecorder;
  private wake?: () => void;
  /** Resolves with the exit code once stopped (stop() or lost leadership). */
  readonly done: Promise<number>;

  constructor(private readonly options: UpstreamProxyControllerOptions) {
    const ns = options.namespace;
    this.manager = new Manager({
      name: 'upstream proxy controller',
      connection: options.connection,
      clientLimits: options.clientLimits,
      log: options.log,
      metrics: this.metrics,
      metricsHost: options.metricsHost,
      metricsPort: options.metricsPort ?? 8081,
      leaseName: UPSTREAM_PROXY_LEASE,
      // It always holds its Lease: the operator reads the renewals as "the upstream controller runs".
      leaderElection: options.leaderElection,
      scope: ns === undefined ? undefined : unionScope(typeof ns === 'string' ? [ns] : ns),
      watch: options.watch,
    });
    this.client = this.manager.client;
    this.discovery = this.manager.discovery;
    this.log = this.manager.log;
    this.done = this.manager.done;
    this.events = new EventRecorder(this.client, this.manager.identity, this.log, UPSTREAM_PROXY_REPORTING_CONTROLLER);
    this.manager.onStop(() => this.wake?.());
    this.manager.onLeading(async () => {
      const types = await this.waitForCrds();
      if (types) this.register(types);
    });
    this.manager.onSynced(() => this.log.info({ instances: this.instances?.size ?? 0 }, 'caches synced'));
  }

  /** Starts serving health and metrics, then campaigns and runs in the background; resolves with the port. */
  start(): Promise<number> {
    return this.manager.start();
  }

  stop(code = 0): Promise<void> {
    return this.manager.stop(code);
  }

  /** The proxy.aigw.dev kinds as served; the aigw operator installs their CRDs, so wait for them. */
  private async waitForCrds(): Promise<Record<'ProxyInstance' | ReferringKind, ResourceType> | undefined> {
    let said = false;
    while (!this.manager.isStopped) {
      try {
        const kinds = ['ProxyInstance', ...REFERRING_KINDS] as const;
        const resolved = await Promise.all(kinds.map((k) => this.discovery.resolve(PROXY_API_VERSION, k)));
        return Object.fromEntries(kinds.map((k, i) => [k, resolved[i]])) as Record<'ProxyInstance' | ReferringKind, ResourceType>;
      } catch (e) {
        if (!isNotFound(e)) throw e;
        if (!said) this.log.info({ group: PROXY_API_VERSION }, 'waiting for the proxy.aigw.dev CRDs to be served');
        said = true;
        await new Promise<void>((resolve) => {
          const t = setTimeout(resolve, 2000);
          this.wake = () => (clearTimeout(t), resolve());
        });
      }
    }
    return undefined;
  }

  /**
   * For(ProxyInstance), Owns(ConfigMap, Service, Deployment, Ingress) by the instance label,
   * Watches(Proxy* objects) by the instance each points at, Watches(Secret) by the env that reads it.
   */
  private register(types: Record<'ProxyInstance' | ReferringKind, ResourceType>): void {
    const mgr = this.manager;
    const instances = mgr.cache(types.ProxyInstance);
    // Indexed by the instance each points at: a pass reads its own instance's objects, not the namespace's.
    const referring = Object.fromEntries(REFERRING_KINDS.map((k) => [k, mgr.cache(types[k], { index: instanceIndex })])) as Record<ReferringKind, KindCache>;
    // Only key names and versions are kept: values never enter this process's memory beyond a list.
    // /readyz does not wait for it: the instances and what points at them are what a pass needs first.
    const secrets = mgr.cache(CORE_TYPES.secret, { transform: (o) => ({ ...o, data: blankValues(o.data), stringData: undefined }), readiness: false });
    this.instances = instances;
    this.referring = referring;
    this.secrets = secrets;
    instances.addHandlers({
      onDelete: (o) => {
        this.forget(o.metadata.uid ?? '');
        this.instanceSecrets.delete(keyOf(o));
      },
    });
    // A child changed (the Deployment's availability, or someone edited or deleted it): back to its instance.
    const owned = mgr.owned({
      selector: OWNED_SELECTOR,
      ownerOf: (o) => {
        const instance = o.metadata.labels?.[INSTANCE_LABEL];
        return instance ? { kind: 'ProxyInstance', metadata: { namespace: o.metadata.namespace ?? 'default', name: instance } } : undefined;
      },
    });
    this.owned = owned.caches;
    this.applier = new Applier(
      this.client,
      this.discovery,
      owned.caches,
      {
        applied: (kind) => this.metrics.applied.inc({ kind }),
        skipped: (kind) => this.metrics.skipped.inc({ kind }),
        pruned: (kind) => this.metrics.pruned.inc({ kind }),
      },
      this.log,
      { fieldManager: UPSTREAM_PROXY_FIELD_MANAGER, managedBy: UPSTREAM_PROXY_MANAGED_BY },
    );
    const builder = mgr
      .controller(CONTROLLER)
      .for(instances, {
        // Our own status writes echo back as updates: only a change of what we read is worth a reconcile.
        predicates: { update: (old, o) => canonicalJson(readOf(old)) !== canonicalJson(readOf(o)), delete: () => false },
      })
      // Cached from the start, so a child the desired set no longer holds (an Ingress whose field went)
      // is found by its owner-uid label and pruned, restarts included.
      .owns(owned, OWNED_TYPES)
      .watches(secrets, ({ obj }) => {
        const id = keyOf(obj);
        return [...this.instanceSecrets].filter(([, used]) => used.has(id)).map(([instance]) => instanceRef(instance));
      });
    for (const inf of Object.values(referring)) {
      builder.watches(inf, ({ old, obj, deleted }) => {
        if (deleted) this.forget(obj.metadata.uid ?? '');
        else if (old && canonicalJson(readOf(old)) === canonicalJson(readOf(obj))) return [];
        return (old && !deleted ? [old, obj] : [obj]).flatMap((o) => {
          const key = instanceKeyOf(o);
          return key ? [instanceRef(key)] : [];
        });
      });
    }
    builder.withOptions({ workers: this.options.workers ?? 2, resyncMs: this.options.resyncMs ?? 300_000 }).complete((key) => this.reconcile(key));
  }

  /** Makes one instance's ConfigMap, Service and Deployment match its Proxy* objects, then writes its status. */
  async reconcile(key: string): Promise<void> {
    const slash = key.indexOf('/');
    const namespace = key.slice(0, slash);
    const name = key.slice(slash + 1);
    const instance = this.instances!.get(namespace, name);
    // Gone or going: the children carry ownerReferences, so the garbage collector removes them.
    if (!instance || instance.metadata.deletionTimestamp) return;
    const lists = Object.fromEntries(REFERRING_KINDS.map((k) => [k, this.referring![k].byIndex(instanceIndexKey(key))])) as Record<ReferringKind, KubeObject[]>;
    const inputs = inputsFor(instance, lists);
    const build = desiredObjects(inputs, { defaultImage: this.options.defaultImage }).build;
    // The Secrets the env reads: their versions roll the pods on rotation; a missing key is reported.
    const secretVersions: Record<string, string> = {};
    const missingSecretKeys: string[] = [];
    for (const { secretKeyRef: ref } of build.secretEnv) {
      const secret = this.secrets!.get(namespace, ref.name);
      if (secret?.metadata.resourceVersion) secretVersions[ref.name] = secret.metadata.resourceVersion;
      if (!secret || !(ref.key in ((secret.data ?? {}) as Record<string, string>))) missingSecretKeys.push(`${ref.name}/${ref.key}`);
    }
    this.instanceSecrets.set(key, new Set(build.secretEnv.map((e) => `${namespace}/${e.secretKeyRef.name}`)));
    const desired = desiredObjects(inputs, { defaultImage: this.options.defaultImage, secretVersions });
    let rolled = false;
    const held = new Set<string>();
    for (const o of desired.objects) {
      const result = await this.applier!.applyOne(o);
      if (o.kind === 'Deployment' && result === 'applied') rolled = true;
      held.add(identityOf(o));
    }
    // Children of this instance the desired set no longer names (spec.ingress removed or disabled) go.
    if (instance.metadata.uid) await this.applier!.prune(instance.metadata.uid, held);
    const objectName = litellmObjectName(name);
    // Just applied: the cache may still hold the previous generation, which would look available.
    const live = rolled ? await this.client.get(CORE_TYPES.deployment, namespace, objectName) : this.owned!.get(CORE_TYPES.deployment, namespace, objectName);
    const deployment = deploymentFactOf(live);
    // Until the rollout of this config is complete, old pods may still call a guardrail it dropped.
    const serving = servingGuardrails(servingGuardrailsOf(instance as ResourceInput), guardrailEndpoints(desired.build.config), runsConfig(live, desired.configHash));

    let management: ManagementOutcome | undefined;
    const sync = this.options.management;
    const spec = inputs.instance.spec;
    // Without a database nothing is sent to LiteLLM, so the objects can say so before it is available.
    if (sync && (deployment.available || !spec.database)) {
      management = await sync
        .sync({
          namespace,
          instance,
          organizations: lists.ProxyOrganization.filter((o) => instanceKeyOf(o) === key),
          teams: lists.ProxyTeam.filter((o) => instanceKeyOf(o) === key),
          baseUrl: this.options.litellmUrl?.(namespace, name) ?? `http://${objectName}.${namespace}.svc:${LITELLM_PORT}`,
          masterKeySecretRef: spec.masterKey?.secretRef,
        })
        .catch((e: unknown) => ({ synced: [], problem: String((e as Error).message ?? e) }));
    }
    const status = instanceStatus({
      namespace,
      name,
      deployment,
      missingSecretKeys: [...new Set(missingSecretKeys)].sort(),
      unsupported: desired.build.unsupported,
      guardrailCollisions: desired.build.guardrailCollisions,
      configHash: desired.configHash,
      management,
      managementWired: !!sync,
      servingGuardrails: serving,
    });
    await this.writeStatus(instance, status);
    await this.writeTenancyStatus(namespace, management, [...lists.ProxyOrganization, ...lists.ProxyTeam]);
    // The status says what failed; the backoff retries it.
    if (management?.problem) throw new Error(`management sync: ${management.problem}`);
  }

  /** Each ProxyOrganization/ProxyTeam the sync reported on gets its own `Synced` condition and LiteLLM id. */
  private async writeTenancyStatus(namespace: string, management: ManagementOutcome | undefined, objects: readonly KubeObject[]): Promise<void> {
    for (const line of management?.report?.objects ?? []) {
      const [kind, name] = line.object.split('/');
      const obj = objects.find((o) => o.kind === kind && o.metadata.name === name && (o.metadata.namespace ?? namespace) === namespace);
      if (obj) await this.writeStatus(obj, tenancyObjectStatus(line));
    }
  }

  /** Writes the status `planned` asks for, if it changed, and raises an Event for each condition that turned. */
  private async writeStatus(obj: KubeObject, planned: Plan['status']): Promise<void> {
    const uid = obj.metadata.uid ?? '';
    const transitions = conditionEvents(this.conditionsDecided.get(uid) ?? liveConditions(obj.status), planned.conditions);
    await this.applyStatus(obj, planned);
    if (transitions.length) await this.raise(obj, transitions);
    this.conditionsDecided.set(uid, planned.conditions.map(({ type, status, reason }) => ({ type, status, reason })));
  }

  private async applyStatus(obj: KubeObject, planned: Plan['status']): Promise<void> {
    const generation = typeof obj.metadata.generation === 'number' ? obj.metadata.generation : undefined;
    const { status, changed } = desiredStatus(obj.status, planned, generation, this.options.now?.() ?? new Date());
    if (!changed) return;
    const uid = obj.metadata.uid ?? '';
    // What we wrote last, with the object unchanged since, is settled even if the cache lags.
    const hash = hashOf(status);
    const last = this.statusWritten.get(uid);
    if (last && last.hash === hash && last.resourceVersion === obj.metadata.resourceVersion) return;
    const type = await this.discovery.resolve(obj.apiVersion, obj.kind);
    const written = await this.client.apply(
      type,
      { apiVersion: obj.apiVersion, kind: obj.kind, metadata: { name: obj.metadata.name, namespace: obj.metadata.namespace }, status },
      { fieldManager: UPSTREAM_PROXY_FIELD_MANAGER, force: true, subresource: 'status' },
    );
    this.statusWritten.set(uid, { hash, resourceVersion: written.metadata.resourceVersion });
    this.log.debug({ namespace: obj.metadata.namespace, name: obj.metadata.name }, 'status written');
  }

  /**
   * An Event tells; the status is what counts. One that cannot be written (an install whose role
   * predates Events) is logged, and never holds up the reconcile.
   */
  private async raise(obj: KubeObject, events: Plan['events']): Promise<void> {
    try {
      await this.events.record(obj, events, 'Reconcile', { repeat: true });
    } catch (e) {
      this.log.warn({ kind: obj.kind, namespace: obj.metadata.namespace, name: obj.metadata.name, err: String((e as Error).message ?? e) }, 'event not written');
    }
  }

  /** Drops what is remembered of an object that is gone. */
  private forget(uid: string): void {
    this.statusWritten.delete(uid);
    this.conditionsDecided.delete(uid);
    this.events.forget(uid);
  }
}

/** The index value of the objects pointing at instance `namespace/name`. */
function instanceIndexKey(key: string): string {
  return `instance:${key}`;
}

function instanceIndex(o: KubeObject): string[] {
  const key = instanceKeyOf(o);
  return key ? [instanceIndexKey(key)] : [];
}

/** Keeps the key names of a Secret's `data`, never its values. */
function blankValues(data: unknown): Record<string, string> | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  return Object.fromEntries(Object.keys(data).map((k) => [k, '']));
}

/** What the controller reads of a Proxy* object: a change elsewhere (its status, our own writes) is not worth a reconcile. */
function readOf(o: KubeObject): unknown[] {
  return [o.metadata.generation, o.metadata.deletionTimestamp, o.metadata.uid, o.spec];
}
