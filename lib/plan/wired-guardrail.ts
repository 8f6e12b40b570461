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
 * each Guardrail its applied plan accounted for, wired or deleted after being wired, comma-separated.
 * It changes only when a plan is applied, so it is the Gateway's last applied state: a referenced
 * Guardrail missing from the cluster but listed here was deleted (its wiring is pruned, the rest of
 * the Gateway keeps reconciling); one never listed was never wired (the plan holds, as for a typo).
 */
export const APPLIED_GUARDRAILS_ANNOTATION = 'aigw.dev/applied-guardrails';

/** The kinds of a Gateway's emitted instance, which carries {@link APPLIED_GUARDRAILS_ANNOTATION}. */
export const INSTANCE_KINDS: ReadonlySet<string> = new Set(['ProxyInstance', 'AltInstance']);

/** `namespace/name` of a Guardrail reference. */
export function guardrailKey(ref: { readonly namespace: string; readonly name: string }): string {
  return `${ref.namespace}/${ref.name}`;
}

/** The Guardrails an emitted instance's annotation lists (none when absent or unreadable). */
export function appliedGuardrailsOf(instance: ResourceInput | undefined): string[] {
  const annotations = instance?.metadata?.annotations;
  if (typeof annotations !== 'object' || annotations === null) return [];
  const value = (annotations as Record<string, unknown>)[APPLIED_GUARDRAILS_ANNOTATION];
  return typeof value === 'string' ? value.split(',').filter((k) => k.length > 0) : [];
}

/** `objects` with the instance of Gateway `gateway` annotated with `keys` (left as is when empty). */
export function annotateAppliedGuardrails(objects: readonly ApiObjectJson[], gateway: string, keys: readonly string[]): ApiObjectJson[] {
  if (keys.length === 0) return [...objects];
  const value = [...new Set(keys)].sort().join(',');
  return objects.map((o) =>
    INSTANCE_KINDS.has(o.kind) && o.metadata.name === gateway
      ? { ...o, metadata: { ...o.metadata, annotations: { ...(o.metadata.annotations ?? {}), [APPLIED_GUARDRAILS_ANNOTATION]: value } } }
      : o,
  );
}
