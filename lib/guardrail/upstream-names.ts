/**
 * The name a Guardrail gets upstream on a `proxy` gateway. One rule, used everywhere a name is
 * decided or shown: the ProxyGuardrail objects (`spec.guardrailName`), the Guardrail's
 * `status.guardrailNames`, the Gateway's check for two Guardrails claiming one name, and through the
 * ProxyGuardrails the `guardrail_name` LiteLLM runs.
 *
 * The name is the Guardrail's `guardrailName` (the field, else the catalog key, else the resource
 * name), the same for every mode. A Guardrail has one ProxyGuardrail per mode, all carrying that
 * name; the upstream controller merges ProxyGuardrails sharing a name into one LiteLLM guardrail whose
 * `mode` lists their modes (upstream/proxy/guardrail-entries.ts). A client opting into that one name
 * gets every mode, and adding or dropping a mode never renames what clients already use.
 */
import type { GuardrailSpec } from '../api/guardrail';

/** The upstream `guardrail_name` of a Guardrail, for every one of its modes. */
export function upstreamGuardrailName(spec: GuardrailSpec): string {
  return spec.guardrailName;
}

/**
 * The upstream names a Guardrail gets on a `proxy` gateway (`status.guardrailNames`): the one name
 * a client lists in a request's `guardrails: [...]` (or a key or team opts into) to run all its modes.
 */
export function upstreamGuardrailNames(spec: GuardrailSpec): string[] {
  return [upstreamGuardrailName(spec)];
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

/**
 * One message per set of Guardrails that would share upstream names (naming every shared name), as
 * the Gateway's status reports it: applying would make one guardrail silently replace the other.
 */
export function upstreamNameConflicts(guardrails: readonly NamedGuardrail[]): string[] {
  const bySet = new Map<string, { guardrails: readonly string[]; names: string[] }>();
  for (const c of upstreamNameClashes(guardrails)) {
    const key = c.guardrails.join(' ');
    const entry = bySet.get(key) ?? { guardrails: c.guardrails, names: [] };
    entry.names.push(c.name);
    bySet.set(key, entry);
  }
  return [...bySet.values()].map(
    ({ guardrails: ids, names }) =>
      `spec.guardrailRefs: Guardrails ${ids.join(' and ')} would all be named ${names.join(', ')} upstream, and a guardrail name must be unique; give each a distinct spec.guardrailName`,
  );
}
