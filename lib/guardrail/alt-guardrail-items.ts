/**
 * Which Guardrails become alt guardrail items, and how: the pure decision behind
 * {@link AltGuardrailWiring}. The item's URL is always the Guardrail's license-gate endpoint plus the
 * alt path, never the engine: the gate is the only thing the gateway calls.
 */
import { modesFor, type ExecutionMode, type Guardrail } from '../api/guardrail';
import type { AltGuardrailItemOptions } from './alt-guardrail-item-options';
import { altPathOf } from './alt-path';

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

/** The order a request meets the phases in. */
const PHASE_ORDER: readonly ExecutionMode[] = ['pre_call', 'during_call', 'post_call', 'logging_only'];

/** A transform item whose phases were completed, or cannot rewrite streamed responses. */
export interface PhaseNote {
  readonly namespace: string;
  readonly name: string;
  /** `added`: `during_call` was added next to `post_call`; `unstreamed`: neither runs, nothing was added. */
  readonly kind: 'added' | 'unstreamed';
  readonly message: string;
}

export interface AltGuardrailItemsResult {
  /** In the order given (the order of `guardrailRefs`). */
  readonly items: readonly AltGuardrailItemOptions[];
  readonly skipped: readonly SkippedGuardrail[];
  /** One per transform item whose `modes` lack `during_call` (see {@link transformPhases}). */
  readonly phaseNotes: readonly PhaseNote[];
}

/**
 * The phases a transform item runs on `alt`. A transform rewrites a streamed response only in
 * `during_call` (the spec: "A transform engine needs it for streamed responses to be rewritten"), so
 * `modes` written for a `proxy` gateway (`[pre_call, post_call]`, where `during_call` cannot rewrite)
 * would leave streamed answers unrewritten on `alt`: `during_call` is added next to `post_call`. A
 * transform without `post_call` keeps its modes (the response was deliberately left alone), with a note.
 */
export function transformPhases(modes: readonly ExecutionMode[], label: string): { phases: readonly ExecutionMode[]; note?: Omit<PhaseNote, 'namespace' | 'name'> } {
  if (modes.includes('during_call')) return { phases: modes };
  const given = `[${modes.join(', ')}]`;
  if (modes.includes('post_call')) {
    return {
      phases: PHASE_ORDER.filter((m) => m === 'during_call' || modes.includes(m)),
      note: {
        kind: 'added',
        message: `${label} is a transform: during_call is added to its modes ${given} on this alt gateway, so streamed responses are rewritten as well`,
      },
    };
  }
  return {
    phases: modes,
    note: {
      kind: 'unstreamed',
      message: `${label} is a transform whose modes ${given} hold neither during_call nor post_call: streamed responses are not rewritten on this alt gateway`,
    },
  };
}

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

export function altGuardrailItems(guardrails: readonly WirableGuardrail[]): AltGuardrailItemsResult {
  const items: AltGuardrailItemOptions[] = [];
  const skipped: SkippedGuardrail[] = [];
  const phaseNotes: PhaseNote[] = [];
  for (const { guardrail, endpoint, unreachableFallback } of guardrails) {
    const { spec, metadata } = guardrail;
    const path = altPathOf(spec);
    if (!path) {
      skipped.push({
        namespace: metadata.namespace,
        name: metadata.name,
        reason: `external Guardrail ${metadata.namespace}/${metadata.name} has no spec.alt.path, the path at which it serves the alt guardrail protocol`,
      });
      continue;
    }
    // Catalog engines declare their own role; an external one says it in spec.alt.role.
    const role = spec.engine ? spec.engine.role : (spec.alt?.role ?? 'policy');
    let phases = modesFor(spec, 'alt');
    if (role === 'transform') {
      const decided = transformPhases(phases, `Guardrail ${metadata.namespace}/${metadata.name}`);
      phases = decided.phases;
      if (decided.note) phaseNotes.push({ namespace: metadata.namespace, name: metadata.name, ...decided.note });
    }
    const fallback = unreachableFallback === 'fail_open' || unreachableFallback === 'fail_closed' ? unreachableFallback : spec.unreachableFallback;
    items.push({
      name: spec.guardrailName,
      url: joinUrl(endpoint, path),
      role,
      onError: fallback,
      phases,
      ...(spec.alt?.forwardIdentity !== undefined ? { forwardIdentity: spec.alt.forwardIdentity } : {}),
      ...(spec.alt?.forwardSessionId !== undefined ? { forwardSessionId: spec.alt.forwardSessionId } : {}),
      ...(spec.alt?.timeoutMs !== undefined ? { timeoutMs: spec.alt.timeoutMs } : {}),
      ...(Object.keys(spec.params).length > 0 ? { params: spec.params } : {}),
    });
  }
  return { items, skipped, phaseNotes };
}
