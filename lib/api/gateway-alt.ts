/**
 * `spec.alt` of a Gateway: the settings of the `alt` implementation. This first version keeps the
 * block as given; the typed, defaulted parse of every `spec.alt` field replaces it.
 */
import type { SpecReader } from './reader';

export interface AltSpec {
  readonly [field: string]: unknown;
}

/** `r` reads `spec.alt`; absent -> undefined (type `alt` then rejects the Gateway). */
export function parseAltSpec(r: SpecReader): AltSpec | undefined {
  if (!r.present) return undefined;
  const out: Record<string, unknown> = {};
  for (const key of r.keys()) out[key] = r.raw(key);
  return out;
}
