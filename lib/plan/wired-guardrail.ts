/** A Guardrail a Gateway references, resolved against the facts: what the wiring constructs consume. */
import type { Guardrail } from '../api/guardrail';
import type { ObjectRef } from '../api/refs';
import type { ApiObjectJson, GuardrailStatusFact, ResourceInput } from './types';

export interface WiredGuardrail {
  /** The entry of `spec.guardrailRefs` (namespace defaulted to the Gateway's). */
  readonly ref: ObjectRef;
  /** The referenced Guardrail, parsed and defaulted. */
  readonly guardrail: Guardrail;
  /** Its planned status (phase `Ready`). */
  readonly status: GuardrailStatusFact;
  /** `status.endpoint`: the license-gate proxy's URL. The wiring points here, never at the engine. */
  readonly endpoint: string;
}

/**
 * Annotation on a Gateway's emitted instance (ProxyInstance / AltInstance): the `namespace/name` of
 * each Guardrail its applied plan wired, comma-separated. It changes only when a plan is applied, so
 * it is the Gateway's last applied state, and what a Guardrail being deleted waits on: its gate goes
 * only once no instance names it here.
 */
export const APPLIED_GUARDRAILS_ANNOTATION = 'aigw.dev/applied-guardrails';

/**
 * Annotation beside {@link APPLIED_GUARDRAILS_ANNOTATION}: the Guardrails the Gateway still references
 * whose wiring its applied plan removed because they were deleted. Together the two tell a referenced
 * Guardrail missing from the cluster that was deleted (its wiring is pruned, the rest of the Gateway
 * keeps reconciling) from one never wired (the plan holds, as for a typo).
 */
export const UNWIRED_GUARDRAILS_ANNOTATION = 'aigw.dev/unwired-guardrails';

/** The kinds of a Gateway's emitted instance, which carries {@link APPLIED_GUARDRAILS_ANNOTATION}. */
export const INSTANCE_KINDS: ReadonlySet<string> = new Set(['ProxyInstance', 'AltInstance']);

/** `namespace/name` of a Guardrail reference. */
export function guardrailKey(ref: { readonly namespace: string; readonly name: string }): string {
  return `${ref.namespace}/${ref.name}`;
}

function listed(instance: ResourceInput | undefined, annotation: string): string[] {
  const annotations = instance?.metadata?.annotations;
  if (typeof annotations !== 'object' || annotations === null) return [];
  const value = (annotations as Record<string, unknown>)[annotation];
  return typeof value === 'string' ? value.split(',').filter((k) => k.length > 0) : [];
}

/** The Guardrails an emitted instance's last applied plan wires (none when absent or unreadable). */
export function wiredGuardrailsOf(instance: ResourceInput | undefined): string[] {
  return listed(instance, APPLIED_GUARDRAILS_ANNOTATION);
}

/**
 * The Guardrails an emitted instance's last applied plan accounted for: those it wires and those it
 * unwired after their deletion, sorted.
 */
export function appliedGuardrailsOf(instance: ResourceInput | undefined): string[] {
  return [...new Set([...listed(instance, APPLIED_GUARDRAILS_ANNOTATION), ...listed(instance, UNWIRED_GUARDRAILS_ANNOTATION)])].sort();
}

/** What an applied Gateway plan records on its instance. */
export interface AppliedGuardrails {
  /** `namespace/name` of each Guardrail wired. */
  readonly wired: readonly string[];
  /** `namespace/name` of each Guardrail still referenced whose wiring was removed as it was deleted. */
  readonly unwired: readonly string[];
}

/** `objects` with the instance of Gateway `gateway` annotated with what it wires (annotations left out when empty). */
export function annotateAppliedGuardrails(objects: readonly ApiObjectJson[], gateway: string, applied: AppliedGuardrails): ApiObjectJson[] {
  const value = (keys: readonly string[]) => [...new Set(keys)].sort().join(',');
  const added: Record<string, string> = {
    ...(applied.wired.length > 0 ? { [APPLIED_GUARDRAILS_ANNOTATION]: value(applied.wired) } : {}),
    ...(applied.unwired.length > 0 ? { [UNWIRED_GUARDRAILS_ANNOTATION]: value(applied.unwired) } : {}),
  };
  if (Object.keys(added).length === 0) return [...objects];
  return objects.map((o) =>
    INSTANCE_KINDS.has(o.kind) && o.metadata.name === gateway ? { ...o, metadata: { ...o.metadata, annotations: { ...(o.metadata.annotations ?? {}), ...added } } } : o,
  );
}
