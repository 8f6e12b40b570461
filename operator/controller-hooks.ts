/**
 * What an operator controller is: the hooks one primary kind adds to the generic sync loop (see
 * operator/controllers.ts for the controllers themselves, operator/operator.ts for how they are
 * registered with the manager). Its own file, so the controllers of one group of kinds
 * (tenancy-controllers.ts) and the list of them all (controllers.ts) both read it without importing
 * each other.
 */
import type { ClusterFacts } from '../lib/plan/types';
import type { Applier } from '../runtime/apply';
import type { KubeClient } from '../runtime/kube/client';
import type { KubeObject } from '../runtime/kube/types';
import type { Logger } from '../runtime/log';
import type { OwnedCaches } from '../runtime/owned';

/** The operator's caches as the mapping functions see them. */
export interface Caches {
  /** Cached primaries of one kind ([] for a kind without a controller). */
  primaries(kind: string): readonly KubeObject[];
  /** Other platform objects (SqlCluster, PlatformConfig, ...). */
  platformObjects(): readonly KubeObject[];
  /** Cached primaries of one kind in `namespace` whose spec names `name` (see primariesMentioning). */
  mentioning(kind: string, namespace: string, name: string): readonly KubeObject[];
}

/** What a hook may use to do its own I/O (a database drop, a shared release removal). */
export interface ControllerContext {
  readonly client: KubeClient;
  readonly applier: Applier;
  readonly owned: OwnedCaches;
  readonly caches: Caches;
  readonly log: Logger;
  readonly databaseConnectTimeoutMs?: number;
}

export interface Controller {
  /** For(kind): the primary kind reconciled; an entry of PRIMARY_KINDS. */
  readonly kind: string;
  /**
   * Watches(For kind): other primaries to re-queue when one of this kind is added (`old`
   * undefined), updated or deleted (`deleted`). A Guardrail concerns the Gateways naming it.
   */
  readonly related?: (change: { old?: KubeObject; obj: KubeObject; deleted?: boolean }, caches: Caches) => readonly KubeObject[];
  /**
   * Watches(Secret): primaries of this kind a Secret's new values concern, beyond the generic
   * "its spec names the Secret and the key names changed". `added`: the Secret is new to the cache.
   */
  readonly secretChanged?: (secret: KubeObject, caches: Caches, added: boolean) => readonly KubeObject[];
  /** Watches(shared child): primaries of this kind an owner-less shared child (label `aigw.dev/shared-engine`) concerns. */
  readonly sharedChildChanged?: (child: KubeObject, caches: Caches) => readonly KubeObject[];
  /** Facts read from what the primary owns (its children's status), added to those of facts.ts. */
  readonly observe?: (obj: KubeObject, owned: OwnedCaches) => Partial<ClusterFacts>;
  /** Identities (see apply.ts) never pruned for this primary even while its plan leaves them out. */
  readonly kept?: (obj: KubeObject) => readonly string[];
  /** After a pass that applied (was not held). */
  readonly afterApply?: (obj: KubeObject, ctx: ControllerContext) => Promise<void>;
  /**
   * Watches(another primary's child): primaries of this kind a change of an object another primary
   * emitted concerns (a Guardrail being deleted waits for the Gateways' upstream objects).
   */
  readonly childChanged?: (child: KubeObject, caches: Caches) => readonly KubeObject[];
  /**
   * What a deleted primary waits for before anything of it is removed; `undefined` when nothing.
   * While it waits the finalizer stays, the status says why (condition Ready, this reason) and the
   * pass comes back with the backoff.
   */
  readonly awaitBeforeCleanup?: (obj: KubeObject, ctx: ControllerContext) => CleanupWait | undefined;
  /**
   * Whether {@link beforeCleanup} has work for this object (a database to drop), so its deletion needs
   * the finalizer. @default - yes whenever the controller has a `beforeCleanup`
   */
  readonly cleansUp?: (obj: KubeObject, caches: Caches) => boolean;
  /** Before the children of a deleted primary are removed (a failure keeps the finalizer). */
  readonly beforeCleanup?: (obj: KubeObject, ctx: ControllerContext) => Promise<void>;
  /** After the children of a deleted primary are removed. */
  readonly afterCleanup?: (obj: KubeObject, ctx: ControllerContext) => Promise<void>;
}

/** Why a deleted primary keeps its finalizer for now (see {@link Controller.awaitBeforeCleanup}). */
export interface CleanupWait {
  /** CamelCase reason of the Ready condition and the Event. */
  readonly reason: string;
  readonly message: string;
}
