/**
 * The plan of one Stack: its own ColumnstoreCluster and KvInstance, and its Gateway wired to them.
 * The Gateway goes through the same checks a Gateway of that spec would (parse, the `alt` rejected
 * combinations), reported with the Stack's field paths, and is then reconciled as a Gateway of its
 * own (AltGatewayStack for `alt`), so it also takes a license slot like any other. The Stack is Ready
 * when its Gateway reports Ready. Pure; never throws on bad input.
 */
import { parseStack, STACK_KIND, type Stack } from '../api/stack';
import { PLATFORM_API_VERSION } from '../meta/groups';
import { OWNER_KIND, OWNER_NAME, stampOwner, type Owner } from '../meta/labels';
import { labelValue } from '../meta/names';
import { StackResources } from '../platform/stack-resources';
import { stackColumnstoreName, stackKvName, stackStores } from '../platform/stack-gateway';
import { READY } from './conditions';
import { composeStackGateway, stackGatewayConflict } from './stack-rules';
import { newChart, synth } from './synth';
import type { ClusterFacts, Plan, PlannedCondition, PlannedEvent, ResourceInput } from './types';

/** Reasons of the Stack's Ready condition. */
export const StackReason = Object.freeze({
  /** The Stack's Gateway reports Ready. */
  GatewayReady: 'GatewayReady',
  /** The Stack's Gateway reports Ready=False; the message carries its reason and message. */
  GatewayNotReady: 'GatewayNotReady',
  /** Applied; the Gateway has reported no status yet. */
  Progressing: 'Progressing',
  InvalidSpec: 'InvalidSpec',
  /** A Gateway of the Stack's name exists that the Stack does not own: it is never taken over. */
  GatewayConflict: 'GatewayConflict',
  /** A datastore a proxy gateway does not use is enabled; it is not emitted. */
  DatastoreUnused: 'DatastoreUnused',
});

function ownerOf(s: { metadata: Stack['metadata'] }): Owner {
  return { apiVersion: PLATFORM_API_VERSION, kind: STACK_KIND, namespace: s.metadata.namespace, name: s.metadata.name, uid: s.metadata.uid };
}

function ready(status: 'True' | 'False', reason: string, message: string, gen: number | undefined): PlannedCondition {
  return { type: READY, status, reason, message, ...(gen !== undefined ? { observedGeneration: gen } : {}) };
}

function invalid(gen: number | undefined, message: string, reason: string = StackReason.InvalidSpec): Plan {
  return {
    objects: [],
    shared: [],
    status: { ...(gen !== undefined ? { observedGeneration: gen } : {}), conditions: [ready('False', reason, message, gen)] },
    events: [{ type: 'Warning', reason, message }],
    blocked: { reason, message },
  };
}

interface GatewayReport {
  readonly ready?: boolean;
  readonly reason?: string;
  readonly message?: string;
  readonly url?: string;
}

/** What the Stack's Gateway last reported (its own status, or the planned one offline). */
function gatewayReport(stack: Stack, facts: ClusterFacts): GatewayReport | undefined {
  const { namespace, name } = stack.metadata;
  const fact = (facts.gateways ?? []).find((g) => g.namespace === namespace && g.name === name);
  const status = fact?.resource.status as { url?: unknown; conditions?: unknown } | undefined;
  if (!status) return undefined;
  const conditions = Array.isArray(status.conditions) ? (status.conditions as { type?: unknown; status?: unknown; reason?: unknown; message?: unknown }[]) : [];
  const r = conditions.find((c) => c?.type === READY);
  const str = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : undefined);
  return {
    ...(r ? { ready: r.status === 'True' } : {}),
    ...(str(r?.reason) ? { reason: str(r?.reason) } : {}),
    ...(str(r?.message) ? { message: str(r?.message) } : {}),
    ...(str(status.url) ? { url: str(status.url) } : {}),
  };
}

export function planStack(resource: ResourceInput, facts: ClusterFacts): Plan {
  const parsed = parseStack(resource);
  const gen = parsed.metadata.generation;
  if (!parsed.value) return invalid(gen, `invalid spec: ${parsed.errors.toString()}`);
  const stack = parsed.value;
  const { namespace, name } = stack.metadata;
  const alt = stack.spec.gateway.type === 'alt';

  // The Gateway the Stack runs must be one a Gateway could be: same parser, same rejections.
  const checked = composeStackGateway(stack);
  if (checked.message !== undefined) return invalid(gen, checked.message);
  const { resource: composed, gateway } = checked;

  const existing = (facts.gateways ?? []).find((g) => g.namespace === namespace && g.name === name);
  const labels = (existing?.resource.metadata?.labels ?? {}) as Record<string, unknown>;
  if (existing && (labels[OWNER_KIND] !== STACK_KIND || labels[OWNER_NAME] !== labelValue(name))) {
    return invalid(gen, stackGatewayConflict(namespace, name), StackReason.GatewayConflict);
  }

  const events: PlannedEvent[] = [];
  const { columnstore, kv } = stack.spec.datastores;
  if (!alt) {
    const unused = [...(columnstore.enabled ? ['spec.datastores.columnstore'] : []), ...(kv.enabled ? ['spec.datastores.kv'] : [])];
    if (unused.length > 0) {
      events.push({ type: 'Warning', reason: StackReason.DatastoreUnused, message: `${unused.join(' and ')}: a proxy gateway does not use ${unused.length === 1 ? 'it' : 'them'}; not emitted` });
    }
  }
  const chart = newChart(namespace);
  new StackResources(chart, 'Stack', { stack: name, namespace, ...stackStores(stack), gateway: composed });

  const report = gatewayReport(stack, facts);
  const at = `Gateway ${namespace}/${name}`;
  const condition =
    report?.ready === true
      ? ready('True', StackReason.GatewayReady, `${at} is Ready${report.url ? ` at ${report.url}` : ''}`, gen)
      : report?.ready === false
        ? ready('False', StackReason.GatewayNotReady, `${at} is not Ready: ${report.reason ?? 'Unknown'}: ${report.message ?? ''}`.replace(/: $/, ''), gen)
        : ready('False', StackReason.Progressing, `${at} is applied and has reported no status yet`, gen);
  const database = gateway.spec.database;
  return {
    objects: stampOwner(synth(chart), ownerOf(stack)),
    shared: [],
    status: {
      gateway: { name, ready: report?.ready === true, ...(report?.url ? { url: report.url } : {}) },
      ...(alt && columnstore.enabled ? { columnstore: stackColumnstoreName(name) } : {}),
      ...(alt && kv.enabled ? { kv: stackKvName(name) } : {}),
      ...(database.mode === 'sqlCluster' && database.databaseName ? { databaseName: database.databaseName } : {}),
      ...(gen !== undefined ? { observedGeneration: gen } : {}),
      conditions: [condition],
    },
    events,
  };
}
