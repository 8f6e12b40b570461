/**
 * Whether an upstream gateway instance (ProxyInstance, AltInstance) reports ready. The upstream
 * operators own that status; aigw reads the conventions a Kubernetes operator uses: a `Ready`
 * condition first, else a boolean `status.ready`, else `status.phase`. Pure.
 */
import type { ResourceInput } from '../plan/types';
import { record } from './objects';

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

/** `true`/`false` when the instance says, `undefined` while it has no status to read. */
export function instanceReadyOf(instance: ResourceInput): boolean | undefined {
  const status = record(instance.status);
  const conditions = Array.isArray(status.conditions) ? status.conditions : [];
  const ready = conditions.map(record).find((c) => c.type === 'Ready');
  if (ready && typeof ready.status === 'string') return ready.status === 'True';
  if (typeof status.ready === 'boolean') return status.ready;
  if (typeof status.phase === 'string') return READY_PHASES.has(status.phase);
  return undefined;
}
