/**
 * Caches of everything a controller emitted (by default the operator's label
 * `app.kubernetes.io/managed-by: aigw`), one informer per kind, indexed by owner uid and by shared
 * engine. They tell apply what is live (so unchanged objects are skipped), tell prune what to remove,
 * and bring drift back to the owner.
 */
import { MANAGED_BY, MANAGED_BY_VALUE, OWNER_UID, SHARED_ENGINE } from '../lib/meta/labels';
import type { InformerHandlers, InformerOptions } from './informer';
import type { KubeClient } from './kube/client';
import { scopedInformer, type KindCache, type NamespaceScope } from './namespaced-informer';
import { apiVersionOf, type KubeObject, type ResourceType } from './kube/types';
import type { Logger } from './log';

export const MANAGED_SELECTOR = `${MANAGED_BY}=${MANAGED_BY_VALUE}`;

export function ownedIndex(obj: KubeObject): string[] {
  const l = obj.metadata.labels ?? {};
  const out: string[] = [];
  if (l[OWNER_UID]) out.push(`uid:${l[OWNER_UID]}`);
  if (l[SHARED_ENGINE]) out.push(`shared:${l[SHARED_ENGINE]}`);
  return out;
}

/**
 * What an owned cache keeps of a child by default: its metadata and status, and of a Deployment its
 * replica count and pod-template annotations. Apply tells our writes from others' by the hash
 * annotation and generation, prune and the owner mapping read labels, facts read status (an
 * instance's readiness, a Deployment's availability against its replicas, and which config its pods
 * run, from the pod template's annotations): the rest of a spec (a LiteLLM config, a pod template)
 * is never read back, so it is not held for every child of every primary. A controller that reads
 * one more field of a child extends this view ({@link OwnedCacheOptions.view}).
 */
export function ownedView(obj: KubeObject): KubeObject {
  const view: KubeObject = { apiVersion: obj.apiVersion, kind: obj.kind, metadata: obj.metadata };
  if (obj.status !== undefined) view.status = obj.status;
  if (obj.kind === 'Deployment') {
    const spec = obj.spec as { replicas?: unknown; template?: { metadata?: { annotations?: unknown } } } | undefined;
    // The pod template's annotations say which config the pods run (the upstream controller's
    // rollout check, upstream/proxy/serving-guardrails.ts); the rest of the template is not kept.
    const annotations = spec?.template?.metadata?.annotations;
    view.spec = {
      ...(spec?.replicas === undefined ? {} : { replicas: spec.replicas }),
      ...(annotations === undefined ? {} : { template: { metadata: { annotations } } }),
    };
  }
  return view;
}

function typeId(rt: Pick<ResourceType, 'group' | 'version' | 'kind'>): string {
  return `${apiVersionOf(rt)}/${rt.kind}`;
}

/** Which children a controller owns and what it keeps of them. */
export interface OwnedCacheOptions {
  /** Which objects are ours; another controller (the upstream proxy controller) passes its own. @default MANAGED_SELECTOR */
  readonly selector?: string;
  /** Namespaces the emitted objects live in (where the process may list them). @default all */
  readonly scope?: NamespaceScope;
  /** What is kept of each child. @default ownedView */
  readonly view?: (obj: KubeObject) => KubeObject;
}

export class OwnedCaches {
  private readonly informers = new Map<string, KindCache>();
  private readonly selector: string;
  private readonly scope: NamespaceScope;
  private readonly view: (obj: KubeObject) => KubeObject;

  constructor(
    private readonly client: KubeClient,
    private readonly log: Logger,
    private readonly informerDefaults: Partial<InformerOptions>,
    private readonly handlers: InformerHandlers,
    options: OwnedCacheOptions = {},
  ) {
    this.selector = options.selector ?? MANAGED_SELECTOR;
    this.scope = options.scope;
    this.view = options.view ?? ownedView;
  }

  /** Uses an informer that already caches the whole kind (Secrets, ConfigMaps) instead of a new one. */
  adopt(informer: KindCache): void {
    this.informers.set(typeId(informer.type), informer);
    informer.addHandlers(this.handlers);
  }

  /** The cache of a kind, started on first use; resolves once it has listed. */
  async ensure(rt: ResourceType): Promise<KindCache> {
    const id = typeId(rt);
    let inf = this.informers.get(id);
    if (!inf) {
      inf = scopedInformer(
        this.client,
        { ...this.informerDefaults, type: rt, labelSelector: this.selector, index: ownedIndex, transform: this.view },
        this.scope,
        this.log.child({ informer: rt.plural }),
      );
      inf.addHandlers(this.handlers);
      this.informers.set(id, inf);
      inf.start();
    }
    await inf.synced();
    return inf;
  }

  get(rt: ResourceType, namespace: string | undefined, name: string): KubeObject | undefined {
    return this.informers.get(typeId(rt))?.get(namespace, name);
  }

  /** Every cached object emitted for the owner with this uid. */
  childrenOf(uid: string): { type: ResourceType; obj: KubeObject }[] {
    return this.find(`uid:${uid}`);
  }

  /** Every cached object of a shared engine release. */
  sharedOf(engine: string): { type: ResourceType; obj: KubeObject }[] {
    return this.find(`shared:${engine}`);
  }

  /** Engines with a shared release object still live (Namespaces aside: they are kept). */
  sharedEngines(): string[] {
    const engines = new Set<string>();
    for (const inf of this.informers.values()) {
      if (inf.type.kind === 'Namespace') continue;
      for (const o of inf.list()) {
        const e = o.metadata.labels?.[SHARED_ENGINE];
        if (e && !o.metadata.deletionTimestamp) engines.add(e);
      }
    }
    return [...engines];
  }

  get allSynced(): boolean {
    return [...this.informers.values()].every((i) => i.hasSynced);
  }

  stop(): void {
    for (const i of this.informers.values()) i.stop();
  }

  private find(index: string): { type: ResourceType; obj: KubeObject }[] {
    const out: { type: ResourceType; obj: KubeObject }[] = [];
    for (const inf of this.informers.values()) for (const obj of inf.byIndex(index)) out.push({ type: inf.type, obj });
    return out;
  }
}
