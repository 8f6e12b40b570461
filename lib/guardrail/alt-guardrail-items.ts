/**
 * Which Guardrails become alt guardrail items, and how: the pure decision behind
 * {@link AltGuardrailWiring}. The item's URL is always the Guardrail's license-gate endpoint plus the
 * alt path, never the engine: the gate is the only thing the gateway calls.
 */
import { modesFor, type Guardrail } from '../api/guardrail';
import type { AltGuardrailItemOptions } from './alt-guardrail-wiring';

/** A referenced Guardrail, ready to wire: parsed, with its gate endpoint from its status. */
export interface WirableGuardrail {
  readonly guardrail: Guardrail;
  /** `status.endpoint`: the license gate's URL. */
  readonly endpoint: string;
  /** `status.unreachableFallback`, when the Guardrail reports one. @default - the spec's */
  readonly unreachableFallback?: string;
}

export interface SkippedGuardrail {
  readonly namespace: string;
  readonly name: string;
  readonly reason: string;
}

export interface AltGuardrailItemsResult {
  /** In the order given (the order of `guardrailRefs`). */
  readonly items: readonly AltGuardrailItemOptions[];
  readonly skipped: readonly SkippedGuardrail[];
}

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

export function altGuardrailItems(guardrails: readonly WirableGuardrail[]): AltGuardrailItemsResult {
  const items: AltGuardrailItemOptions[] = [];
  const skipped: SkippedGuardrail[] = [];
  for (const { guardrail, endpoint, unreachableFallback } of guardrails) {
    const { spec, metadata } = guardrail;
    const path = spec.engine ? spec.engine.altPath : spec.alt?.path;
    if (!path) {
      skipped.push({
        namespace: metadata.namespace,
        name: metadata.name,
        reason: `external Guardrail ${metadata.namespace}/${metadata.name} has no spec.alt.path, the path at which it serves the alt guardrail protocol`,
      });
      continue;
    }
    const fallback = unreachableFallback === 'fail_open' || unreachableFallback === 'fail_closed' ? unreachableFallback : spec.unreachableFallback;
    items.push({
      name: spec.guardrailName,
      url: joinUrl(endpoint, path),
      // Catalog engines declare their own role; an external one says it in spec.alt.role.
      role: spec.engine ? spec.engine.role : (spec.alt?.role ?? 'policy'),
      onError: fallback,
      phases: modesFor(spec, 'alt'),
      ...(spec.alt?.forwardIdentity !== undefined ? { forwardIdentity: spec.alt.forwardIdentity } : {}),
      ...(spec.alt?.forwardSessionId !== undefined ? { forwardSessionId: spec.alt.forwardSessionId } : {}),
      ...(spec.alt?.timeoutMs !== undefined ? { timeoutMs: spec.alt.timeoutMs } : {}),
      ...(Object.keys(spec.params).length > 0 ? { params: spec.params } : {}),
    });
  }
  return { items, skipped };
}
