/**
 * The names a Guardrail gets upstream on a `proxy` gateway. One rule, used everywhere a name is
 * decided or shown: the ProxyGuardrail objects (`spec.guardrailName`), the Guardrail's
 * `status.guardrailNames`, the Gateway's check for two Guardrails claiming one name, and through the
 * ProxyGuardrail the `guardrail_name` LiteLLM stores.
 *
 * LiteLLM keeps `guardrail_name` unique (its guardrail table has a UNIQUE column) and a guardrail
 * entry has one mode, so each (guardrail, mode) needs its own name. The name is
 * `<guardrailName>-<mode>` with the mode's underscores as dashes (`pseudonymizer-pre-call`), also
 * for a single mode: adding a mode later never renames what a client already opts into.
 */
import { modesFor, type ExecutionMode, type GuardrailSpec } from '../api/guardrail';

/** The upstream `guardrail_name` of one (guardrail, mode). Stable: only the name and mode go in. */
export function upstreamGuardrailName(guardrailName: string, mode: ExecutionMode | string): string {
  return `${guardrailName}-${mode.replace(/_/g, '-')}`;
}

/**
 * Every upstream name a Guardrail gets on a `proxy` gateway, in the order its modes are wired: the
 * names a client lists in a request's `guardrails: [...]` (or a key or team opts into).
 */
export function upstreamGuardrailNames(spec: GuardrailSpec): string[] {
  return modesFor(spec, 'proxy').map((mode) => upstreamGuardrailName(spec.guardrailName, mode));
}

/** A Guardrail referenced by one Gateway, as the name check needs it. */
export interface NamedGuardrail {
  /** How the Gateway refers to it, e.g. `team-a/pii`. */
  readonly id: string;
  readonly spec: GuardrailSpec;
}

/** One upstream name more than one referenced Guardrail would produce. */
export interface UpstreamNameClash {
  readonly name: string;
  /** The Guardrails producing it, in `guardrailRefs` order. */
  readonly guardrails: readonly string[];
}

/** The upstream names two or more of `guardrails` would share on one Gateway (empty when none). */
export function upstreamNameClashes(guardrails: readonly NamedGuardrail[]): UpstreamNameClash[] {
  const owners = new Map<string, string[]>();
  for (const g of guardrails) {
    for (const name of new Set(upstreamGuardrailNames(g.spec))) {
      const ids = owners.get(name) ?? [];
      if (!ids.includes(g.id)) ids.push(g.id);
      owners.set(name, ids);
    }
  }
  return [...owners.entries()].filter(([, ids]) => ids.length > 1).map(([name, ids]) => ({ name, guardrails: ids }));
}
