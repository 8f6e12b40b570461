/**
 * One pass for one primary (any kind of lib/plan/kinds.ts), level-based: read it from the cache, gather
 * facts, call plan(), apply the shared release then the owned objects, prune the rest, write the
 * status and raise the plan's events. Deletion runs through a finalizer that removes what the
 * primary emitted. What differs by kind is in the kind's controller (operator/controllers.ts).
 */
import { ssoClientIdKey, ssoPublicSecretValues } from '../lib/alt/alt-sso-client-id';
import { PLATFORM_API_VERSION } from '../lib/meta/groups';
import { ownerOf, stampOwner } from '../lib/meta/labels';
import { columnstoreDatabaseFactKey } from '../lib/plan/columnstore-database';
import { databaseFactKey } from '../lib/plan/database';
import { decideApply, type ApplyDecision } from '../lib/plan/hold';
import { READY } from '../lib/plan/conditions';
import type { ClusterFacts, Plan, PlannedCondition, ResourceInput } from '../lib/plan/types';
import { reportedEvents } from '../lib/plan/rollout-events';
import type { Applier } from '../runtime/apply';
import { controllerFor, type Caches, type CleanupWait, type Controller, type ControllerContext } from './controllers';
import type { EventRecorder } from '../runtime/events';
import { buildFacts, type FactSources } from './facts';
import { hashOf } from '../runtime/hash';
import type { KubeClient } from '../runtime/kube/client';
import { CORE_TYPES } from '../runtime/kube/discovery';
import type { KubeObject, ResourceType } from '../runtime/kube/types';
import type { Logger } from '../runtime/log';
import type { OwnedCaches } from '../runtime/owned';
import { assembleAltStorage } from './platform/alt-storage';
import { readSecret } from './platform/secret-data';
import { provisionColumnstoreDatabase } from './platform/columnstore-step';
import { provisionGatewayDatabase } from './platform/database-step';
import { ensureGeneratedSecrets } from './platform/generated-secrets';
import { ReadyTransitions } from './ready-transitions';
import { desiredStatus } from '../runtime/status';

export const FINALIZER = 'aigw.dev/cleanup';
export const STATUS_FIELD_MANAGER = 'aigw-operator';

const primaryId = (kind: string, namespace: string, name: string) => `${kind}/${namespace}/${name}`;

export type PlanFunction = (input: ResourceInput, facts: ClusterFacts) => Plan;

export interface ReconcilerDeps {
  readonly client: KubeClient;
  readonly applier: Applier;
  readonly owned: OwnedCaches;
  readonly events: EventRecorder;
  readonly plan: PlanFunction;
  /** The served resource type of each primary kind. */
  readonly types: Readonly<Record<string, ResourceType>>;
  /** The cached primary, if it still exists. */
  readonly primary: (kind: string, namespace: string, name: string) => KubeObject | undefined;
  readonly caches: Caches;
  /**
   * What facts are built from. Secrets, ConfigMaps and primaries may be those of `namespace` alone
   * (buildFacts keeps no others), so a pass does not walk every namespace's objects.
   */
  readonly sources: (namespace?: string) => FactSources;
  readonly log: Logger;
  readonly now?: () => Date;
  /**
   * Whether the upstream controller of the `proxy` kinds runs (operator/upstream-controller.ts).
   * @default - not checked: assumed present
   */
  readonly upstreamController?: () => ClusterFacts['upstreamController'];
  /** Give up connecting to a SqlCluster after this long (DatabaseUnreachable). @default 10000 */
  readonly databaseConnectTimeoutMs?: number;
}

/**
 * A pass that did its work but must come back later: the database of a Gateway is not ready for a
 * reason that may pass (server down, credentials being fixed). The status already says why.
 */
export class RetryLater extends Error {
  override readonly name = 'RetryLater';
}

export class Reconciler {
  private readonly statusWritten = new Map<string, { hash: string; resourceVersion?: string }>();
  private readonly readiness = new ReadyTransitions();
  /** The uid of each primary a pass has seen, by kind/namespace/name: what to forget once it is gone. */
  private readonly uids = new Map<string, string>();

  constructor(private readonly deps: ReconcilerDeps) {}

  async reconcile(kind: string, namespace: string, name: string): Promise<void> {
    const controller = controllerFor(kind);
    const type = this.deps.types[kind];
    if (!controller || !type) return; // not a kind this operator reconciles (a stale key)
    const obj = this.deps.primary(kind, namespace, name);
    if (!obj) return this.forget(kind, namespace, name); // gone: cleaned up by its finalizer, or by the garbage collector
    this.remember(kind, namespace, name, obj.metadata.uid ?? '');
    if (obj.metadata.deletionTimestamp) return this.finalize(controller, type, obj);
    // Before anything a deletion must undo is made (a database to drop): the finalizer first.
    const running = this.running(obj);
    let guarded = this.cleanupNeedsOperator(controller, obj, running);
    if (guarded) await this.ensureFinalizer(type, obj);

    const sources = this.deps.sources(obj.metadata.namespace);
    let facts: ClusterFacts = {
      ...buildFacts(obj, sources),
      ...controller.observe?.(obj, this.deps.owned),
      ...(kind === 'Gateway'
        ? { publicSecretValues: await this.publicSecretValues(obj), upstreamController: this.deps.upstreamController?.() }
        : {}),
    };
    const owner = ownerOf(obj as ResourceInput, kind, PLATFORM_API_VERSION);
    let plan = this.plan(kind, obj, facts);
    const held = new Set<string>(controller.kept?.(obj) ?? []);
    // What already runs keeps running while a server is away: status only, no apply, no prune.
    const wait = async (retry: string | undefined) => {
      const waiting = decideApply(plan, running);
      await this.writeStatus(type, obj, waiting.status);
      await this.raiseEvents(obj, waiting);
      if (retry) throw new RetryLater(retry);
    };
    if (plan.database) {
      // Provision first, then plan again with the outcome: nothing is applied before the database is there.
      const request = plan.database;
      const outcome = await provisionGatewayDatabase(this.deps.client, request, owner, { connectTimeoutMs: this.deps.databaseConnectTimeoutMs });
      const key = databaseFactKey(request.gateway);
      if (outcome.changes.length > 0) this.deps.log.info({ namespace, name, database: request.database, changes: outcome.changes }, 'database provisioned');
      if (!outcome.fact.ready) this.deps.log.warn({ namespace, name, database: request.database, reason: outcome.fact.reason, message: outcome.fact.message }, 'database not ready');
      facts = { ...facts, databases: { ...(facts.databases ?? {}), [key]: outcome.fact } };
      plan = this.plan(kind, obj, facts);
      if (!outcome.fact.ready) return wait(outcome.retry ? `database of Gateway ${namespace}/${name}: ${outcome.fact.reason}` : undefined);
    }
    let recheck: string | undefined;
    if (plan.columnstoreDatabase) {
      // The same for an alt gateway's columnstore database: created (or found) before anything is applied.
      const request = plan.columnstoreDatabase;
      const outcome = await provisionColumnstoreDatabase(this.deps.client, request, { timeoutMs: this.deps.databaseConnectTimeoutMs });
      const key = columnstoreDatabaseFactKey(request.gateway);
      if (outcome.created) this.deps.log.info({ namespace, name, columnstoreDatabase: request.database }, 'columnstore database created');
      if (!outcome.fact.ready) this.deps.log.warn({ namespace, name, columnstoreDatabase: request.database, reason: outcome.fact.reason, message: outcome.fact.message }, 'columnstore database not ready');
      facts = { ...facts, columnstoreDatabases: { ...(facts.columnstoreDatabases ?? {}), [key]: outcome.fact } };
      plan = this.plan(kind, obj, facts);
      const retry = outcome.retry ? `columnstore database of Gateway ${namespace}/${name}: ${outcome.fact.reason}` : undefined;
      // On a ColumnstoreCluster nothing is applied before the database is there. An external database is
      // the user's to make: the gateway is applied anyway, and the check comes back with the backoff.
      if (!outcome.fact.ready && (request.action === 'create' || plan.blocked)) return wait(retry);
      if (!outcome.fact.ready) recheck = retry;
    }
    // Hold, don't prune: a plan that cannot be applied leaves what runs exactly as last applied.
    const decision = decideApply(plan, running);
    if (plan.generatedSecrets?.length && !plan.blocked) {
      const written = await ensureGeneratedSecrets(this.deps.client, plan.generatedSecrets, (ns, n) => this.deps.owned.get(CORE_TYPES.secret, ns, n));
      if (written.length > 0) this.deps.log.info({ namespace, name, secrets: written }, 'generated key Secrets written');
    }
    await this.deps.applier.applyAll(decision.shared);
    const assembled = await assembleAltStorage(this.deps.client, stampOwner(decision.objects, owner));
    if (assembled.missing.length > 0) this.deps.log.warn({ namespace, name, missing: assembled.missing }, 'storage Secret sources missing; their keys are left out');
    // An object the garbage collector cannot reach (no ownerReference: another namespace) needs the finalizer before it exists.
    if (!guarded && assembled.objects.some((o) => !o.metadata.ownerReferences?.length)) {
      await this.ensureFinalizer(type, obj);
      guarded = true;
    }
    for (const id of await this.deps.applier.applyAll(assembled.objects)) held.add(id);
    if (decision.prune && obj.metadata.uid) await this.deps.applier.prune(obj.metadata.uid, held);
    if (decision.held && plan.blocked) this.deps.log.warn({ kind, namespace, name, reason: plan.blocked.reason, running: running.length }, 'plan not applicable; what runs is held as last applied');
    if (!decision.held) await controller.afterApply?.(obj, this.context());
    await this.writeStatus(type, obj, decision.status);
    await this.raiseEvents(obj, decision);
    if (recheck) throw new RetryLater(recheck);
  }

  /**
   * The SSO client id of an alt Gateway, read from the API server (the cache holds no values): the one
   * public Secret value a plan reads (lib/alt/alt-sso-client-id.ts), never the client secret.
   */
  private async publicSecretValues(obj: KubeObject): Promise<Record<string, string>> {
    const ref = ssoClientIdKey(obj as ResourceInput);
    if (!ref) return {};
    const secret = await readSecret(this.deps.client, ref.namespace, ref.name);
    return ssoPublicSecretValues(obj as ResourceInput, (_ns, _name, key) => secret?.values[key]);
  }

  /** What runs for the primary: its live owned children (shared engine objects aside). */
  private running(obj: KubeObject): { kind: string; name: string; namespace?: string }[] {
    const uid = obj.metadata.uid;
    if (!uid) return [];
    return this.deps.owned
      .childrenOf(uid)
      .filter((c) => !c.obj.metadata.deletionTimestamp)
      .map((c) => ({ kind: c.obj.kind || c.type.kind, name: c.obj.metadata.name, namespace: c.obj.metadata.namespace }))
      .sort((a, b) => `${a.kind}/${a.name}`.localeCompare(`${b.kind}/${b.name}`));
  }

  /**
   * After the status is written: the Event of a Ready transition (raised again on every transition),
   * then the plan's Events but a routine rollout's, each raised once.
   */
  private async raiseEvents(obj: KubeObject, decision: ApplyDecision): Promise<void> {
    const transition = this.readiness.next(obj, decision.status.conditions, decision.events);
    if (transition) await this.deps.events.record(obj, [transition], 'Reconcile', { repeat: true });
    await this.deps.events.record(obj, reportedEvents(decision.events), 'Reconcile');
  }

  private plan(kind: string, obj: KubeObject, facts: ClusterFacts): Plan {
    try {
      return this.deps.plan(obj as ResourceInput, facts);
    } catch (e) {
      // plan() promises never to throw; if it does, this object waits for a fix, the loop goes on.
      throw new Error(`plan() failed for ${kind} ${obj.metadata.namespace}/${obj.metadata.name}: ${(e as Error).message}`);
    }
  }

  /** Removes what the primary emitted, then its finalizer, so the API server can delete it. */
  private async finalize(controller: Controller, type: ResourceType, obj: KubeObject): Promise<void> {
    if (!obj.metadata.finalizers?.includes(FINALIZER)) return;
    const uid = obj.metadata.uid ?? '';
    const wait = controller.awaitBeforeCleanup?.(obj, this.context());
    if (wait) return this.awaitCleanup(type, obj, wait);
    await controller.beforeCleanup?.(obj, this.context());
    await this.deps.applier.prune(uid, new Set());
    await controller.afterCleanup?.(obj, this.context());
    await this.deps.client.mergePatch(type, obj.metadata.namespace, obj.metadata.name, {
      metadata: { resourceVersion: obj.metadata.resourceVersion, finalizers: obj.metadata.finalizers.filter((f) => f !== FINALIZER) },
    });
    this.forget(type.kind, obj.metadata.namespace ?? '', obj.metadata.name);
    this.deps.log.info({ kind: type.kind, namespace: obj.metadata.namespace, name: obj.metadata.name }, 'cleaned up');
  }

  /**
   * A deleted primary that must wait: its Ready condition says why, a Normal Event once per distinct
   * wait, and the pass comes back with the backoff (and sooner on a change the controller watches).
   */
  private async awaitCleanup(type: ResourceType, obj: KubeObject, wait: CleanupWait): Promise<never> {
    const live = typeof obj.status === 'object' && obj.status !== null ? (obj.status as Record<string, unknown>) : {};
    const others = Array.isArray(live.conditions) ? (live.conditions as PlannedCondition[]).filter((c) => c.type !== READY) : [];
    const ready: PlannedCondition = { type: READY, status: 'False', reason: wait.reason, message: wait.message };
    await this.writeStatus(type, obj, { ...live, conditions: [...others, ready] } as Plan['status']);
    await this.deps.events.record(obj, [{ type: 'Normal', reason: wait.reason, message: wait.message }], 'Delete');
    throw new RetryLater(`${type.kind} ${obj.metadata.namespace}/${obj.metadata.name} ${wait.message}`);
  }

  /**
   * Whether deleting `obj` needs this operator, so it carries the finalizer: its controller has a
   * cleanup step with work to do, or something it emitted (`running`) lies outside its namespace. Otherwise every
   * child holds an ownerReference and the API server's garbage collector removes them with it, as it
   * does while the operator is down.
   */
  private cleanupNeedsOperator(controller: Controller, obj: KubeObject, running: readonly { readonly namespace?: string }[]): boolean {
    if (obj.metadata.finalizers?.includes(FINALIZER)) return true;
    if (controller.awaitBeforeCleanup || controller.afterCleanup) return true;
    if (controller.beforeCleanup && (controller.cleansUp?.(obj, this.deps.caches) ?? true)) return true;
    return running.some((c) => c.namespace !== obj.metadata.namespace);
  }

  /** Notes the uid a primary has now; what was remembered of an earlier object of that name is dropped. */
  private remember(kind: string, namespace: string, name: string, uid: string): void {
    const id = primaryId(kind, namespace, name);
    const before = this.uids.get(id);
    if (before === uid) return;
    if (before !== undefined) this.forgetUid(before);
    this.uids.set(id, uid);
  }

  /** Drops what is remembered of a primary that is gone. */
  private forget(kind: string, namespace: string, name: string): void {
    const id = primaryId(kind, namespace, name);
    const uid = this.uids.get(id);
    if (uid === undefined) return;
    this.uids.delete(id);
    this.forgetUid(uid);
  }

  private forgetUid(uid: string): void {
    this.deps.events.forget(uid);
    this.readiness.forget(uid);
    this.statusWritten.delete(uid);
  }

  private context(): ControllerContext {
    const { client, applier, owned, caches, log, databaseConnectTimeoutMs } = this.deps;
    return { client, applier, owned, caches, log, databaseConnectTimeoutMs };
  }

  private async ensureFinalizer(type: ResourceType, obj: KubeObject): Promise<void> {
    const finalizers = obj.metadata.finalizers ?? [];
    if (finalizers.includes(FINALIZER)) return;
    // The resourceVersion makes this a compare-and-swap: a 409 retries from the fresh cache.
    await this.deps.client.mergePatch(type, obj.metadata.namespace, obj.metadata.name, {
      metadata: { resourceVersion: obj.metadata.resourceVersion, finalizers: [...finalizers, FINALIZER] },
    });
  }

  private async writeStatus(type: ResourceType, obj: KubeObject, planned: Plan['status']): Promise<void> {
    const generation = typeof obj.metadata.generation === 'number' ? obj.metadata.generation : undefined;
    const now = this.deps.now?.() ?? new Date();
    const { status, changed } = desiredStatus(obj.status, planned, generation, now);
    if (!changed) return;
    const uid = obj.metadata.uid ?? '';
    // The API server drops fields its schema does not know, so live may never equal desired: what we
    // wrote last, with the object unchanged since, is settled.
    const hash = hashOf(status);
    const last = this.statusWritten.get(uid);
    if (last && last.hash === hash && last.resourceVersion === obj.metadata.resourceVersion) return;
    const written = await this.deps.client.apply(
      type,
      { apiVersion: obj.apiVersion, kind: obj.kind, metadata: { name: obj.metadata.name, namespace: obj.metadata.namespace }, status },
      { fieldManager: STATUS_FIELD_MANAGER, force: true, subresource: 'status' },
    );
    this.statusWritten.set(uid, { hash, resourceVersion: written.metadata.resourceVersion });
    this.deps.log.debug({ kind: obj.kind, namespace: obj.metadata.namespace, name: obj.metadata.name }, 'status written');
  }
}

