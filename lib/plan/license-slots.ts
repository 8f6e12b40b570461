/**
 * Which Gateways take one of the license's `gateways` slots. The oldest slot holders win
 * (`ClusterFacts.olderGateways` counts those older than the planned Gateway); a Gateway that emits
 * nothing because its own spec is rejected holds none, so an invalid Gateway never pushes a valid
 * one past the limit. A Gateway that runs keeps its slot whatever its spec now says: a bad edit is
 * held, not given away (see lib/plan/hold.ts). Pure.
 */
import { parseGateway } from '../api/gateway';
import { HELD, HeldReason } from './hold';
import { READY } from './conditions';
import type { ResourceInput } from './types';

/** The reason plan() gives a Gateway whose spec it rejects (GatewayReason.InvalidTarget). */
const INVALID_TARGET = 'InvalidTarget';

function record(v: unknown): Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

function conditionOf(status: Record<string, unknown>, type: string): Record<string, unknown> | undefined {
  const list = Array.isArray(status.conditions) ? status.conditions : [];
  return list.map(record).find((c) => c.type === type);
}

/**
 * Whether `gateway` (with its last status, as the operator caches it or a render planned it) holds
 * a license slot. It does not while its spec is rejected (it fails to parse, or its status says
 * `InvalidTarget` for its current generation) and nothing of it runs (no `Held` condition yet, or
 * `Held=False` reason `NothingEmitted`). Anything else holds one: a Gateway waiting on a dependency
 * will emit once it is there, and giving its slot away meanwhile would let two run on one slot.
 */
export function holdsGatewaySlot(gateway: ResourceInput): boolean {
  const status = record(gateway.status);
  const held = conditionOf(status, HELD);
  const runs = held !== undefined && held.reason !== HeldReason.NothingEmitted;
  if (runs) return true;
  return !specRejected(gateway, status);
}

function specRejected(gateway: ResourceInput, status: Record<string, unknown>): boolean {
  if (!parseGateway(gateway).value) return true;
  const ready = conditionOf(status, READY);
  if (ready?.reason !== INVALID_TARGET) return false;
  // A status written for an older generation says nothing of the spec as it is now.
  const generation = record(gateway.metadata).generation;
  return ready.observedGeneration === generation;
}
