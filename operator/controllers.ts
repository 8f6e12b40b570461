/**
 * One controller per primary kind, in the manner of controller-runtime's builder:
 * `For(kind)` is {@link Controller.kind}; `Owns(...)` is implicit (every child carries owner labels
 * and comes back to its owner); `Watches(...)` are the mapping functions below, each turning a
 * change of another object into the primaries it concerns. The generic rules hold for every kind
 * without an entry here: a Secret, ConfigMap or platform object whose name a spec mentions
 * re-queues that primary, and the PlatformConfig `cluster` re-queues everything.
 *
 * Adding a primary kind is its entry in lib/plan/kinds.ts (kind, plural, plan); a controller
 * entry here only for what the generic rules miss.
 */
import { GATEWAY_KIND } from '../lib/api/gateway';
import { GUARDRAIL_KIND } from '../lib/api/guardrail';
import { CHATUI_KIND } from '../lib/api/chatui';
import { STACK_KIND } from '../lib/api/stack';
import { gateName } from '../lib/guardrail/guardrail-release';
import { SHARED_ENGINE } from '../lib/meta/labels';
import { databaseRequestOf, keptConnectionSecret } from '../lib/plan/database';
import { PRIMARY_KINDS } from '../lib/plan/kinds';
import { appliedGuardrailsOf, INSTANCE_KINDS } from '../lib/plan/wired-guardrail';
import type { ResourceInput, SqlClusterDatabaseRequest } from '../lib/plan/types';
import { deploymentFactOf } from '../lib/platform/deployment-status';
import { instanceFactOf } from '../lib/platform/instance-status';
import { identityOf } from '../runtime/apply';
import type { Caches, CleanupWait, Controller, ControllerContext } from './controller-hooks';
import { DatabaseError } from './database';
import { gatewaysReferencing } from './dependencies';
import { catalogEngineUsers, engineOf, holdsSlot, isDeleting } from './facts';
import { gatewaysStillWired, UNWIRING_KINDS } from './guardrail-unwiring';
import { canonicalJson } from '../runtime/hash';
import type { KubeObject } from '../runtime/kube/types';
import { chatUIsAwaitingKey, chatUIsReferencing, stacksOwning } from './platform/chatui-dependencies';
import { gatewaysForGeneratedSecret, gatewaysForPlatformCA, gatewaysUsingClusterSecret, gatewaysUsingColumnstoreSecret } from './platform/dependencies';
import { dropGatewayDatabase } from './platform/database-step';
import { identities, organizations, teams, tenantsOfGateway } from './tenancy-controllers';

export type { Caches, CleanupWait, Controller, ControllerContext } from './controller-hooks';

/** Reason of a deleted Guardrail's Ready condition while Gateways still route to its gate. */
export const GUARDRAIL_UNWIRING = 'WaitingForGatewaysToUnwire';

/**
 * A deleted Guardrail keeps its gate until no Gateway routes to it: the Gateways drop its wiring
 * first (they are re-queued by its deletion), so no request meets a gate that is gone.
 */
function awaitUnwiring(obj: KubeObject, ctx: ControllerContext): CleanupWait | undefined {
  const still = gatewaysStillWired(obj, ctx.caches.primaries(GATEWAY_KIND), ctx.owned);
  if (still.length === 0) return undefined;
  const list = still.map((s) => `Gateway ${s.gateway} (${s.why})`).join('; ');
  return {
    reason: GUARDRAIL_UNWIRING,
    message: `being deleted: its gate stays until no Gateway routes to it: ${list}`,
  };
}

/** Guardrails being deleted, which wait for what a change of a Gateway's upstream object may settle. */
function guardrailsAwaitingUnwiring(child: KubeObject, caches: Caches): KubeObject[] {
  if (!UNWIRING_KINDS.has(child.kind)) return [];
  return caches.primaries(GUARDRAIL_KIND).filter((g) => isDeleting(g));
}

/** Shared engine releases whose last Guardrail is gone (deleted, or switched engine) are deleted. */
async function collectUnusedShared(_obj: KubeObject, ctx: ControllerContext): Promise<void> {
  const users = catalogEngineUsers(ctx.caches.primaries(GUARDRAIL_KIND));
  for (const engine of ctx.owned.sharedEngines()) {
    if ((users[engine] ?? 0) > 0) continue;
    const n = await ctx.applier.removeShared(engine);
    if (n > 0) ctx.log.info({ engine, objects: n }, 'shared engine release removed with its last Guardrail');
  }
}

/** The database a Gateway's deletion drops (`dropOnDelete: true`), if any. */
function databaseToDrop(obj: KubeObject, caches: ControllerContext['caches']): SqlClusterDatabaseRequest | undefined {
  const request = databaseRequestOf(obj as ResourceInput, { platformObjects: caches.platformObjects() });
  return request?.dropOnDelete ? request : undefined;
}

/**
 * `dropOnDelete: true`: drops the Gateway's database and role before its finalizer goes (a failure
 * keeps the finalizer and retries). Without it the database is kept; its connection Secret goes
 * with the rest of what the Gateway emitted.
 */
async function dropDatabase(obj: KubeObject, ctx: ControllerContext): Promise<void> {
  const request = databaseToDrop(obj, ctx.caches);
  if (!request) return;
  const { namespace, name } = obj.metadata;
  try {
    const dropped = await dropGatewayDatabase(ctx.client, request, { connectTimeoutMs: ctx.databaseConnectTimeoutMs });
    ctx.log.info({ namespace, name, database: request.database, ...dropped }, 'database dropped with its Gateway');
  } catch (e) {
    // A database aigw did not provision for this Gateway is never dropped; waiting would not change that.
    if (e instanceof DatabaseError && !e.retryable) {
      ctx.log.warn({ namespace, name, database: request.database, reason: e.reason, message: e.message }, 'database kept');
      return;
    }
    throw e;
  }
}

const guardrails: Controller = {
  kind: GUARDRAIL_KIND,
  // Gateways read a Guardrail's spec and status; its deletion too.
  related: ({ old, obj }, caches) => {
    const changed = (o: KubeObject) => canonicalJson([o.spec, o.status, o.metadata.deletionTimestamp]);
    if (old && changed(old) === changed(obj)) return [];
    return gatewaysReferencing(obj, caches.primaries(GATEWAY_KIND));
  },
  // A rotated API key (new value, same key): the Guardrails that name it roll their gate.
  secretChanged: (secret, caches) => caches.mentioning(GUARDRAIL_KIND, secret.metadata.namespace ?? '', secret.metadata.name),
  sharedChildChanged: (child, caches) => {
    const engine = child.metadata.labels?.[SHARED_ENGINE];
    return engine ? caches.primaries(GUARDRAIL_KIND).filter((g) => engineOf(g) === engine) : [];
  },
  // Its gate Deployment and its catalog engine's shared Deployment, as facts.
  observe: (obj, owned) => {
    const uid = obj.metadata.uid;
    const gate = uid ? owned.childrenOf(uid).find((c) => c.type.kind === 'Deployment' && c.obj.metadata.name === gateName(obj.metadata.name)) : undefined;
    const engine = engineOf(obj);
    const engineDeployment = engine ? owned.sharedOf(engine).find((c) => c.type.kind === 'Deployment') : undefined;
    return {
      gateDeployment: deploymentFactOf(gate?.obj as ResourceInput | undefined),
      ...(engine ? { engineDeployment: deploymentFactOf(engineDeployment?.obj as ResourceInput | undefined) } : {}),
    };
  },
  childChanged: guardrailsAwaitingUnwiring,
  awaitBeforeCleanup: awaitUnwiring,
  afterApply: collectUnusedShared,
  afterCleanup: collectUnusedShared,
};

const gateways: Controller = {
  kind: GATEWAY_KIND,
  related: (change, caches) => {
    const { old, obj, deleted } = change;
    // A Gateway on its way out frees its license slot for the next oldest; one whose spec is now
    // rejected (or valid again) gives up (or takes back) its slot.
    const leaving = deleted || (old && !old.metadata.deletionTimestamp && obj.metadata.deletionTimestamp);
    const slotChanged = old !== undefined && holdsSlot(old) !== holdsSlot(obj);
    // The ChatUIs naming it read its spec (type, organization) and status (url); a Stack reports its own
    // Gateway's status; Organizations, Teams and Identities read its spec.
    return [
      ...(leaving || slotChanged ? caches.primaries(GATEWAY_KIND) : []),
      ...chatUIsReferencing(obj, caches.primaries(CHATUI_KIND)),
      ...stacksOwning(obj, caches.primaries(STACK_KIND)),
      ...tenantsOfGateway(change, caches),
    ];
  },
  // A SqlCluster's admin Secret fixed (new values, same keys), a generated key Secret changed, or a
  // new value in a Secret its spec names (an alt SSO client id; a rotated SCIM token rolls the pods).
  secretChanged: (secret, caches, added) => {
    const all = caches.primaries(GATEWAY_KIND);
    return [
      ...gatewaysUsingClusterSecret(secret, caches.platformObjects(), all),
      ...gatewaysUsingColumnstoreSecret(secret, caches.platformObjects(), all),
      // A generated key Secret appears because its Gateway's pass wrote it (or one that pass finds
      // in the cache): only a change or a deletion afterwards asks the Gateway for another pass.
      ...(added ? [] : gatewaysForGeneratedSecret(secret, all)),
      ...caches.mentioning(GATEWAY_KIND, secret.metadata.namespace ?? '', secret.metadata.name),
      // The platform CA bundle issued (or gone) in a namespace: its Gateways turn in-pod TLS on (or off).
      ...gatewaysForPlatformCA(secret, caches.platformObjects(), all),
    ];
  },
  // What its emitted instance (ProxyInstance / AltInstance) says of itself. Always a fact, even before
  // the instance is in the cache: an instance that has not reported is not ready.
  observe: (obj, owned) => {
    const uid = obj.metadata.uid;
    const instance = uid ? owned.childrenOf(uid).find((c) => INSTANCE_KINDS.has(c.obj.kind || c.type.kind)) : undefined;
    const kind = instance?.type.kind ?? ((obj.spec as { type?: string } | undefined)?.type === 'alt' ? 'AltInstance' : 'ProxyInstance');
    // The Guardrails its last applied plan wired, as the instance records them: a deleted one is told
    // from one that never existed.
    const applied = appliedGuardrailsOf(instance?.obj as ResourceInput | undefined);
    return { instance: instanceFactOf(kind, instance?.obj as ResourceInput | undefined), ...(applied.length > 0 ? { appliedGuardrails: applied } : {}) };
  },
  // The connection Secret holds the role's password: kept through waits where no request can be made.
  kept: (obj) => {
    const kept = keptConnectionSecret(obj as ResourceInput);
    return kept ? [identityOf({ apiVersion: 'v1', kind: 'Secret', metadata: kept })] : [];
  },
  cleansUp: (obj, caches) => databaseToDrop(obj, caches) !== undefined,
  beforeCleanup: dropDatabase,
};

const chatuis: Controller = {
  kind: CHATUI_KIND,
  // The key the gateway mints lands in a Secret no spec names: its arrival makes the ChatUI Ready
  // and, during a rotation, lets the previous key go.
  secretChanged: (secret, caches) => chatUIsAwaitingKey(secret, caches.primaries(CHATUI_KIND)),
};

/** Hooks by kind; a primary kind without an entry runs on the generic rules alone. */
const HOOKS: readonly Controller[] = [guardrails, gateways, chatuis, organizations, teams, identities];

/** Every controller the operator runs: one per primary kind of lib/plan/kinds.ts, in its order. */
export const CONTROLLERS: readonly Controller[] = Object.freeze(PRIMARY_KINDS.map((k) => HOOKS.find((h) => h.kind === k.kind) ?? { kind: k.kind }));

export function controllerFor(kind: string): Controller | undefined {
  return CONTROLLERS.find((c) => c.kind === kind);
}
