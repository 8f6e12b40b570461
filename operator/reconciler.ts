/**
 * One pass for one primary (Guardrail or Gateway), level-based: read it from the cache, gather
 * facts, call plan(), apply the shared release then the owned objects, prune the rest, write the
 * status and raise the plan's events. Deletion runs through a finalizer that removes what the
 * primary emitted (and a shared engine release with its last user).
 */
import { PLATFORM_API_VERSION } from '../lib/meta/groups';
import { ownerOf, stampOwner } from '../lib/meta/labels';
import type { ClusterFacts, Plan, ResourceInput } from '../lib/plan/types';
import type { Applier } from './apply';
import type { EventRecorder } from './events';
import { buildFacts, catalogEngineUsers, type FactSources } from './facts';
import { hashOf } from './hash';
import type { KubeClient } from './kube/client';
import type { KubeObject, ResourceType } from './kube/types';
import type { Logger } from './log';
import type { OwnedCaches } from './owned';
import { desiredStatus } from './status';

export const FINALIZER = 'aigw.dev/cleanup';
export const STATUS_FIELD_MANAGER = 'aigw-operator';

export type PlanFunction = (input: ResourceInput, facts: ClusterFacts) => Plan;

export interface ReconcilerDeps {
  readonly client: KubeClient;
  readonly applier: Applier;
  readonly owned: OwnedCaches;
  readonly events: EventRecorder;
  readonly plan: PlanFunction;
  readonly types: { readonly Guardrail: ResourceType; readonly Gateway: ResourceType };
  /** The cached primary, if it still exists. */
  readonly primary: (kind: string, namespace: string, name: string) => KubeObject | undefined;
  readonly sources: () => FactSources;
  readonly log: Logger;
  readonly now?: () => Date;
}

export class Reconciler {
  private readonly statusWritten = new Map<string, { hash: string; resourceVersion?: string }>();

  constructor(private readonly deps: ReconcilerDeps) {}

  async reconcile(kind: string, namespace: string, name: string): Promise<void> {
    const obj = this.deps.primary(kind, namespace, name);
    if (!obj) return; // gone: its finalizer already cleaned up (or it never had our finalizer)
    const type = kind === 'Guardrail' ? this.deps.types.Guardrail : this.deps.types.Gateway;
    if (obj.metadata.deletionTimestamp) return this.finalize(type, obj);
    await this.ensureFinalizer(type, obj);

    const sources = this.deps.sources();
    const facts = buildFacts(obj, sources);
    let plan: Plan;
    try {
      plan = this.deps.plan(obj as ResourceInput, facts);
    } catch (e) {
      // plan() promises never to throw; if it does, this object waits for a fix, the loop goes on.
      throw new Error(`plan() failed for ${kind} ${namespace}/${name}: ${(e as Error).message}`);
    }
    const owner = ownerOf(obj as ResourceInput, kind, PLATFORM_API_VERSION);
    await this.deps.applier.applyAll(plan.shared);
    const held = await this.deps.applier.applyAll(stampOwner(plan.objects, owner));
    if (obj.metadata.uid) await this.deps.applier.prune(obj.metadata.uid, held);
    if (kind === 'Guardrail') await this.collectUnusedShared(sources.guardrails);
    await this.writeStatus(type, obj, plan.status);
    await this.deps.events.record(obj, plan.events, 'Reconcile');
  }

  /** Removes what the primary emitted, then its finalizer, so the API server can delete it. */
  private async finalize(type: ResourceType, obj: KubeObject): Promise<void> {
    if (!obj.metadata.finalizers?.includes(FINALIZER)) return;
    const uid = obj.metadata.uid ?? '';
    await this.deps.applier.prune(uid, new Set());
    if (type.kind === 'Guardrail') await this.collectUnusedShared(this.deps.sources().guardrails);
    await this.deps.client.mergePatch(type, obj.metadata.namespace, obj.metadata.name, {
      metadata: { resourceVersion: obj.metadata.resourceVersion, finalizers: obj.metadata.finalizers.filter((f) => f !== FINALIZER) },
    });
    this.deps.events.forget(uid);
    this.statusWritten.delete(uid);
    this.deps.log.info({ kind: type.kind, namespace: obj.metadata.namespace, name: obj.metadata.name }, 'cleaned up');
  }

  /** Shared engine releases whose last Guardrail is gone (deleted, or switched engine) are deleted. */
  private async collectUnusedShared(guardrails: readonly KubeObject[]): Promise<void> {
    const users = catalogEngineUsers(guardrails);
    for (const engine of this.deps.owned.sharedEngines()) {
      if ((users[engine] ?? 0) > 0) continue;
      const n = await this.deps.applier.removeShared(engine);
      if (n > 0) this.deps.log.info({ engine, objects: n }, 'shared engine release removed with its last Guardrail');
    }
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

