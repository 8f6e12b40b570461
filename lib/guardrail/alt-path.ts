/** Where a Guardrail serves the alt guardrail protocol, as both its gate and the alt gateway see it. */
import type { GuardrailSpec } from '../api/guardrail';

/**
 * The path of the alt guardrail protocol behind a Guardrail's gate: the catalog engine's own
 * (`engine.altPath`), or an external guardrail's `spec.alt.path`; `undefined` when an external
 * guardrail names none (an alt gateway then skips it). The alt gateway calls the gate on this path,
 * and the gate answers it in the alt protocol's shape, so both read it from here.
 */
export function altPathOf(spec: GuardrailSpec): string | undefined {
  return spec.engine ? spec.engine.altPath : spec.alt?.path;
}
