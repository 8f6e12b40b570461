/**
 * When a guardrail runs on a call (LiteLLM's guardrail modes): named by a Guardrail's spec
 * (lib/api/guardrail.ts) and by the catalog's engines (lib/guardrail/catalog.ts), which the spec
 * reader validates against, so it sits below both.
 */

/** The guardrail modes a Guardrail may name in `spec.modes`. */
export const EXECUTION_MODES = ['pre_call', 'post_call', 'during_call', 'logging_only'] as const;
export type ExecutionMode = (typeof EXECUTION_MODES)[number];
