/**
 * The two guardrail protocols a gate speaks, told apart by the request's path: the alt guardrail
 * protocol on the one path the operator names (`--alt-path`), LiteLLM's generic guardrail API on
 * every other. Each has its own verdict values and its own block verdict, and the gate answers and
 * counts each in its own terms: a gateway that gets an `action` it does not know may let the
 * request through (an alt gateway with `onError: fail_open` does), so a block in the other
 * protocol's shape would not block.
 */

/** The protocol's name, as the gate's code refers to it. */
export type ProtocolName = 'litellm' | 'alt';

export interface GuardrailProtocol {
  readonly name: ProtocolName;
  /** Every `action` an engine's verdict may carry in this protocol. */
  readonly actions: readonly string[];
  /** The top-level key of the engine's message when it blocks. */
  readonly reasonKey: string;
  /** The JSON body of the block verdict the gate answers (HTTP 200) while the license does not allow guardrail. */
  blockVerdict(reason: string): string;
}

/** LiteLLM's generic guardrail API (`/beta/proxy_basic_guardrail_api` and every path but the alt one). */
export const LITELLM_PROTOCOL: GuardrailProtocol = Object.freeze({
  name: 'litellm',
  actions: Object.freeze(['NONE', 'GUARDRAIL_INTERVENED', 'BLOCKED']),
  reasonKey: 'blocked_reason',
  blockVerdict: (reason: string) => JSON.stringify({ action: 'BLOCKED', blocked_reason: reason }),
});

/** The alt guardrail protocol (`POST <alt path>`, `/v1/alt/check` on the catalog engines). */
export const ALT_PROTOCOL: GuardrailProtocol = Object.freeze({
  name: 'alt',
  actions: Object.freeze(['pass', 'rewrite', 'block']),
  reasonKey: 'reason',
  blockVerdict: (reason: string) => JSON.stringify({ action: 'block', reason }),
});

export const PROTOCOLS: readonly GuardrailProtocol[] = Object.freeze([LITELLM_PROTOCOL, ALT_PROTOCOL]);

/** The default of `--alt-path`: where the catalog engines serve the alt guardrail protocol. */
export const DEFAULT_ALT_PATH = '/v1/alt/check';

const QUESTION_MARK = 63;

/**
 * Which protocol a request target (path and query, as the caller sent it) speaks: the alt one when
 * its path is exactly `altPath`. A prefix test and one character, no split or decode: it runs on
 * every request.
 */
export function protocolFor(target: string, altPath: string): GuardrailProtocol {
  const alt = target.startsWith(altPath) && (target.length === altPath.length || target.charCodeAt(altPath.length) === QUESTION_MARK);
  return alt ? ALT_PROTOCOL : LITELLM_PROTOCOL;
}
