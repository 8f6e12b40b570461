/**
 * The desired-state hash that lets a resync skip unchanged objects: canonical JSON (keys sorted at
 * every depth, so key order never changes the hash) through SHA-256.
 */
import { createHash } from 'node:crypto';

/** Annotation carrying the hash of what the operator last applied to an object. */
export const APPLIED_HASH = 'aigw.dev/applied-hash';

export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  const entries = Object.keys(value as object)
    .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`);
  return `{${entries.join(',')}}`;
}

export function hashOf(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex').slice(0, 32);
}
