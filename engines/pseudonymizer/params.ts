import type { NamePolicy } from './core/masking';
import type { EntityKind } from './core/placeholder';

/** The guardrail params this engine reads, as validated by `paramsSchema`. */
export interface PseudonymizerParams {
  readonly allow_list?: string[] | null;
  readonly deny_list?: string[] | null;
  readonly deny_list_organizations?: string[] | null;
  readonly entities?: EntityKind[] | null;
}

const ALL_KINDS: readonly EntityKind[] = ['person', 'organization'];

/**
 * The name policy of one call: the call's params over the engine's defaults, list by list (a
 * list given on the call replaces the default list; an absent or null one keeps it).
 */
export function policyFrom(params: PseudonymizerParams | null | undefined, defaults: PseudonymizerParams = {}): NamePolicy {
  const pick = <K extends keyof PseudonymizerParams>(k: K): PseudonymizerParams[K] => params?.[k] ?? defaults[k];
  return {
    kinds: new Set(pick('entities') ?? ALL_KINDS),
    allow: pick('allow_list') ?? [],
    denyPeople: pick('deny_list') ?? [],
    denyOrganizations: pick('deny_list_organizations') ?? [],
  };
}

/**
 * Checks params that did not come through a request schema (the engine's default params file).
 * Returns the first problem as a sentence naming the field, or undefined when they are fine.
 */
export function paramsProblem(value: Record<string, unknown>): string | undefined {
  for (const key of ['allow_list', 'deny_list', 'deny_list_organizations'] as const) {
    const list = value[key];
    if (list === undefined || list === null) continue;
    if (!Array.isArray(list)) return `${key} must be a list of names`;
    const bad = list.findIndex((n) => typeof n !== 'string' || n.trim() === '');
    if (bad >= 0) return `${key}[${bad}] must be a non-empty string`;
  }
  const entities = value.entities;
  if (entities !== undefined && entities !== null) {
    if (!Array.isArray(entities)) return 'entities must be a list';
    const bad = entities.findIndex((e) => !(ALL_KINDS as readonly unknown[]).includes(e));
    if (bad >= 0) return `entities[${bad}] must be one of ${ALL_KINDS.join(', ')}`;
  }
  return undefined;
}
