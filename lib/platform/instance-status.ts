/**
 * Whether an upstream gateway instance (ProxyInstance, AltInstance) reports ready. The upstream
 * operators own that status; aigw reads the conventions a Kubernetes operator uses: a `Ready`
 * condition first, else a boolean `status.ready`, else `status.phase`. Pure.
 */
import type { InstanceFact, ReportedCondition, ResourceInput } from '../plan/types';
import { record, str } from './objects';

const READY = 'Ready';
const READY_PHASES = new Set(['Ready', 'Running', 'Available']);

/**
 * Whether an upstream object that mirrors itself into the gateway (an AltUser) reports Synced: its
 * `Synced` condition, else a boolean `status.synced`; `undefined` while it has no status to read.
 */
export function syncedOf(object: ResourceInput): boolean | undefined {
  const status = record(object.status);
  const conditions = Array.isArray(status.conditions) ? status.conditions : [];
  const synced = conditions.map(record).find((c) => c.type === 'Synced');
  if (synced && typeof synced.status === 'string') return synced.status === 'True';
  if (typeof status.synced === 'boolean') return status.synced;
  return undefined;
}

/**
 * The guardrail endpoints an instance's pods still call (`status.servingGuardrails`, written by
 * aigw's upstream controller until the rollout that drops one is complete); undefined when the
 * instance does not say.
 */
export function servingGuardrailsOf(instance: ResourceInput): string[] | undefined {
  const served = record(instance.status).servingGuardrails;
  return Array.isArray(served) ? served.filter((u): u is string => typeof u === 'string') : undefined;
}

/** `true`/`false` when the instance says, `undefined` while it has no status to read. */
export function instanceReadyOf(instance: ResourceInput): boolean | undefined {
  const status = record(instance.status);
  const conditions = Array.isArray(status.conditions) ? status.conditions : [];
  const ready = conditions.map(record).find((c) => c.type === READY);
  if (ready && typeof ready.status === 'string') return ready.status === 'True';
  if (typeof status.ready === 'boolean') return status.ready;
  if (typeof status.phase === 'string') return READY_PHASES.has(status.phase);
  return undefined;
}

/** Condition types the upstream controller of the `proxy` kinds writes beside `Ready`. */
export const FIELDS_HONOURED = 'FieldsHonoured';
export const MANAGEMENT_SYNCED = 'ManagementSynced';

/** A condition reason is one CamelCase word (`metav1.Condition`); anything else is not relayed. */
const REASON = /^[A-Za-z]([A-Za-z0-9_,:]*[A-Za-z0-9_])?$/;
/** Longest message relayed from an instance: it lands in a condition and an Event note. */
const MESSAGE_LIMIT = 1024;

function conditionOf(status: Record<string, unknown>, type: string): Record<string, unknown> | undefined {
  const conditions = Array.isArray(status.conditions) ? status.conditions : [];
  return conditions.map(record).find((c) => c.type === type);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value.slice(0, MESSAGE_LIMIT) : undefined;
}

function reported(c: Record<string, unknown> | undefined): ReportedCondition | undefined {
  if (!c || (c.status !== 'True' && c.status !== 'False' && c.status !== 'Unknown')) return undefined;
  const reason = typeof c.reason === 'string' && REASON.test(c.reason) ? c.reason : undefined;
  return { status: c.status, reason: reason ?? c.status, message: text(c.message) ?? '' };
}

/**
 * What a Gateway's instance says of itself, for the Gateway's status (see {@link InstanceFact}).
 * `kind` names it while it is not emitted yet. Relays reasons and messages only, which the upstream
 * controller writes without Secret values (names of missing Secret keys at most).
 */
export function instanceFactOf(kind: string, instance: ResourceInput | undefined): InstanceFact {
  if (!instance) return { kind };
  const status = record(instance.status);
  const name = str(record(instance.metadata).name);
  const ready = instanceReadyOf(instance);
  const readyCondition = reported(conditionOf(status, READY));
  const fields = reported(conditionOf(status, FIELDS_HONOURED));
  const listed = Array.isArray(status.unsupportedFields) ? status.unsupportedFields.filter((f): f is string => typeof f === 'string') : [];
  const management = reported(conditionOf(status, MANAGEMENT_SYNCED));
  return {
    kind,
    ...(name ? { name } : {}),
    ...(ready !== undefined ? { ready } : {}),
    ...(ready === false && readyCondition ? { reason: readyCondition.reason, message: readyCondition.message } : {}),
    ...(fields?.status === 'False' ? { notHonoured: listed.length > 0 ? listed.map((f) => f.slice(0, MESSAGE_LIMIT)) : [fields.message || fields.reason] } : {}),
    ...(management ? { managementSynced: management } : {}),
  };
}
