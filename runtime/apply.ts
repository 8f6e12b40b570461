/**
 * Makes the cluster hold the desired objects: server-side apply (one field manager, force) of each
 * object whose desired hash differs from what is live, and delete of what an owner no longer
 * wants. A steady state writes nothing: the hash of the applied object rides in an annotation and
 * the generation (or resourceVersion) seen after our own apply tells our writes from someone else's.
 */
import { FIELD_MANAGER } from '../lib/meta/groups';
import { MANAGED_BY, MANAGED_BY_VALUE, SHARED_ENGINE } from '../lib/meta/labels';
import type { ApiObjectJson } from '../lib/plan/types';
import { APPLIED_HASH, hashOf } from './hash';
import type { KubeClient } from './kube/client';
import type { Discovery } from './kube/discovery';
import { apiVersionOf, type KubeObject, type ResourceType } from './kube/types';
import type { Logger } from './log';
import type { OwnedCaches } from './owned';

export interface ApplyCounters {
  applied(kind: string): void;
  skipped(kind: string): void;
  pruned(kind: string): void;
}

/** What tells a change by someone else from ours: spec generation when the kind has one. */
function marker(obj: KubeObject): number | undefined {
  if (typeof obj.metadata.generation === 'number') return obj.metadata.generation;
  const rv = Number(obj.metadata.resourceVersion);
  return Number.isFinite(rv) ? rv : undefined;
}

function identity(apiVersion: string, kind: string, namespace: string | undefined, name: string): string {
  return `${apiVersion}/${kind}/${namespace ?? ''}/${name}`;
}

/** The identity prune knows an object by: add it to a held set to keep an object written outside applyAll. */
export function identityOf(o: { apiVersion: string; kind: string; metadata: { namespace?: string; name: string } }): string {
  return identity(o.apiVersion, o.kind, o.metadata.namespace, o.metadata.name);
}

/** Who writes: the field manager of every apply and the `app.kubernetes.io/managed-by` value stamped on each object. */
export interface ApplierIdentity {
  readonly fieldManager: string;
  readonly managedBy: string;
}

/** Applies of one pass in flight at once (the client holds up to 64 connections). */
export const APPLY_CONCURRENCY = 8;

const OPERATOR_IDENTITY: ApplierIdentity = { fieldManager: FIELD_MANAGER, managedBy: MANAGED_BY_VALUE };

export class Applier {
  /** identity -> what our last apply produced. */
  private readonly lastApplied = new Map<string, { hash: string; marker?: number }>();

  constructor(
    private readonly client: KubeClient,
    private readonly discovery: Discovery,
    private readonly owned: OwnedCaches,
    private readonly counters: ApplyCounters,
    private readonly log: Logger,
    private readonly writer: ApplierIdentity = OPERATOR_IDENTITY,
  ) {}

  /**
   * Applies `objects`, Namespaces first, then the rest up to {@link APPLY_CONCURRENCY} at a time: a
   * pass is bound by the API server's round trips, not by CPU, and one after another they made a
   * Gateway of 14 children wait 14 round trips. Everything else is level-based (a ProxyModel
   * applied before its ProxyInstance is read when the instance comes), so only a Namespace must
   * exist before what lives in it. Every apply is awaited; the first failure is thrown after.
   * Returns the identities it holds (for prune).
   */
  async applyAll(objects: readonly ApiObjectJson[]): Promise<Set<string>> {
    const held = new Set<string>();
    for (const o of objects) held.add(identity(o.apiVersion, o.kind, o.metadata.namespace, o.metadata.name));
    const namespaces = objects.filter((o) => o.kind === 'Namespace' && o.apiVersion === 'v1');
    for (const o of namespaces) await this.applyOne(o);
    const rest = objects.filter((o) => !namespaces.includes(o));
    let next = 0;
    const failures: unknown[] = [];
    const lane = async (): Promise<void> => {
      while (next < rest.length) {
        const o = rest[next++];
        await this.applyOne(o).catch((e: unknown) => void failures.push(e));
      }
    };
    await Promise.all(Array.from({ length: Math.min(APPLY_CONCURRENCY, rest.length) }, lane));
    if (failures.length > 0) throw failures[0];
    return held;
  }

  /** Applies one object unless what is live already carries its hash and nobody changed it since. */
  async applyOne(desired: ApiObjectJson): Promise<'applied' | 'unchanged'> {
    const rt = await this.discovery.resolve(desired.apiVersion, desired.kind);
    const cache = await this.owned.ensure(rt);
    const withLabels = {
      ...desired,
      metadata: { ...desired.metadata, labels: { ...(desired.metadata.labels ?? {}), [MANAGED_BY]: this.writer.managedBy } },
    };
    const hash = hashOf(withLabels);
    const id = identity(desired.apiVersion, desired.kind, desired.metadata.namespace, desired.metadata.name);
    const live = cache.get(desired.metadata.namespace, desired.metadata.name);
    if (live && live.metadata.annotations?.[APPLIED_HASH] === hash) {
      const mine = this.lastApplied.get(id);
      const m = marker(live);
      // Unknown to this process (e.g. after a restart): trust the hash and remember what is live.
      if (!mine || mine.hash !== hash) {
        this.lastApplied.set(id, { hash, marker: m });
        this.counters.skipped(desired.kind);
        return 'unchanged';
      }
      // Ours, unchanged since (or the cache has not caught up with our own write yet).
      if (mine.marker === undefined || m === undefined || m <= mine.marker) {
        this.counters.skipped(desired.kind);
        return 'unchanged';
      }
      this.log.info({ kind: desired.kind, namespace: desired.metadata.namespace, name: desired.metadata.name }, 'drift detected; re-applying');
    }
    const body = {
      ...withLabels,
      metadata: { ...withLabels.metadata, annotations: { ...(withLabels.metadata.annotations ?? {}), [APPLIED_HASH]: hash } },
    } as KubeObject;
    const result = await this.client.apply(rt, body, { fieldManager: this.writer.fieldManager, force: true });
    this.lastApplied.set(id, { hash, marker: marker(result) });
    this.counters.applied(desired.kind);
    return 'applied';
  }

  /** Deletes the owner's children that `held` does not name (shared releases are never pruned here). */
  async prune(ownerUid: string, held: ReadonlySet<string>): Promise<number> {
    let n = 0;
    for (const { type, obj } of this.owned.childrenOf(ownerUid)) {
      if (obj.metadata.labels?.[SHARED_ENGINE]) continue;
      if (held.has(identity(apiVersionOf(type), type.kind, obj.metadata.namespace, obj.metadata.name))) continue;
      if (await this.remove(type, obj)) n++;
    }
    return n;
  }

  /**
   * Deletes every object of a shared engine release, except its Namespace: other engines may live
   * there, and deleting a namespace deletes everything in it, whoever made it.
   */
  async removeShared(engine: string): Promise<number> {
    let n = 0;
    for (const { type, obj } of this.owned.sharedOf(engine)) {
      if (type.kind === 'Namespace' && type.group === '') continue;
      if (await this.remove(type, obj)) n++;
    }
    return n;
  }

  private async remove(type: ResourceType, obj: KubeObject): Promise<boolean> {
    if (obj.metadata.deletionTimestamp) return false;
    const deleted = await this.client.delete(type, obj.metadata.namespace, obj.metadata.name, obj.metadata.uid);
    this.lastApplied.delete(identity(apiVersionOf(type), type.kind, obj.metadata.namespace, obj.metadata.name));
    if (deleted) {
      this.counters.pruned(type.kind);
      this.log.info({ kind: type.kind, namespace: obj.metadata.namespace, name: obj.metadata.name }, 'pruned');
    }
    return deleted;
  }
}
