/** One guardrail item of an alt gateway, as the wiring and the stack's props take it. */
import type { ExecutionMode } from '../api/guardrail';

export type AltGuardrailRole = 'transform' | 'policy';
export type AltOnError = 'fail_closed' | 'fail_open';

export interface AltGuardrailItemOptions {
  /** The guardrail's name upstream (`guardrailName`). */
  readonly name: string;
  /** The full URL of the alt guardrail protocol: the license gate's endpoint plus the alt path. */
  readonly url: string;
  /** Transform engines rewrite content; policy items only decide. @default 'policy' */
  readonly role?: AltGuardrailRole;
  /** What the gateway does when the guardrail is unreachable. @default 'fail_closed' */
  readonly onError?: AltOnError;
  /** Phases it runs in. @default ['pre_call'] */
  readonly phases?: readonly ExecutionMode[];
  /** Forward the caller's identity (per-session engines keep state by it). @default - the gateway's default */
  readonly forwardIdentity?: boolean;
  /** @default - the gateway's default */
  readonly forwardSessionId?: boolean;
  /** @default - the gateway's default */
  readonly timeoutMs?: number;
  /** Engine params. @default - none */
  readonly params?: Readonly<Record<string, unknown>>;
}
