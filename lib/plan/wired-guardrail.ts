/** A Guardrail a Gateway references, resolved against the facts: what the wiring constructs consume. */
import type { Guardrail } from '../api/guardrail';
import type { ObjectRef } from '../api/refs';
import type { GuardrailStatusFact } from './types';

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
