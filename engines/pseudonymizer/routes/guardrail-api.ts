import type { FastifyPluginAsync } from 'fastify';
import { splitSafeTail } from '../core/placeholder';
import type { Pseudonymizer } from '../core/pseudonymizer';
import { scopeOf } from '../core/scope';
import type { PseudonymizerMetrics } from '../metrics';
import { policyFrom, type PseudonymizerParams } from '../params';
import { guardrailApiBodySchema, type BodyLimits } from '../schemas';
import { blockReason } from './failures';

/** LiteLLM calls `{api_base}/beta/litellm_basic_guardrail_api`; the spec names the neutral path. */
export const GUARDRAIL_API_PATHS = ['/beta/litellm_basic_guardrail_api', '/beta/proxy_basic_guardrail_api'] as const;

/**
 * The admin identity LiteLLM gives every master-key call. It is one shared key, not a person, so
 * it never joins calls into a conversation.
 */
const SHARED_ADMIN_USER_ID = 'default_user_id';

/** The fields of LiteLLM's `GenericGuardrailAPIRequest` this engine reads. */
interface GuardrailApiRequest {
  readonly input_type: 'request' | 'response';
  readonly texts?: string[] | null;
  readonly litellm_call_id?: string | null;
  readonly litellm_trace_id?: string | null;
  readonly request_data?: { user_api_key_end_user_id?: string | null; user_api_key_user_id?: string | null } | null;
  readonly request_headers?: Record<string, string> | null;
  readonly additional_provider_specific_params?: PseudonymizerParams | null;
}

/** LiteLLM's `GenericGuardrailAPIResponse`. */
export interface GuardrailApiResponse {
  readonly action: 'NONE' | 'GUARDRAIL_INTERVENED' | 'BLOCKED';
  readonly blocked_reason?: string;
  readonly texts?: string[];
  /**
   * Responses only: per text, trailing characters that may be the start of a placeholder the next
   * chunk completes (`"… met [PERS"`). LiteLLM's streaming `incremental_diff` mode withholds them
   * from the client until a later round, so a restored name is always sent whole; a complete
   * (non-streamed) response ignores it.
   */
  readonly stream_holdback_chars?: number[];
}

export interface GuardrailApiRoutesOptions {
  readonly pseudonymizer: Pseudonymizer;
  readonly metrics: PseudonymizerMetrics;
  readonly limits: BodyLimits;
  readonly defaults: PseudonymizerParams;
}

function header(headers: Record<string, string> | null | undefined, name: string): string | undefined {
  if (!headers) return undefined;
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : headers[key];
  // LiteLLM sends "[present]" for headers whose value it does not forward.
  return value === '[present]' ? undefined : value;
}

/**
 * Who the conversation belongs to: the end user the client named (`user` in the OpenAI body),
 * else the key's user. Session: LiteLLM's own `x-litellm-session-id` header (its value is
 * forwarded; LiteLLM allow-lists `x-litellm-*`), else `x-litellm-trace-id`.
 */
function scopeFor(body: GuardrailApiRequest, requestId: string) {
  const data = body.request_data ?? {};
  const userId = data.user_api_key_user_id === SHARED_ADMIN_USER_ID ? undefined : data.user_api_key_user_id;
  return (
    scopeOf({
      identity: data.user_api_key_end_user_id ?? userId ?? undefined,
      sessionId: header(body.request_headers, 'x-litellm-session-id') ?? header(body.request_headers, 'x-litellm-trace-id'),
      requestId: body.litellm_call_id ?? body.litellm_trace_id ?? undefined,
    }) ?? scopeOf({ requestId })!
  );
}

/** The LiteLLM generic guardrail API: masks names in requests, restores them in responses. */
export const guardrailApiRoutes: FastifyPluginAsync<GuardrailApiRoutesOptions> = async (app, opts) => {
  const schema = { body: guardrailApiBodySchema(opts.limits) };
  for (const url of GUARDRAIL_API_PATHS) {
    app.post(url, { schema, config: { endpoint: 'guardrail_api' } }, async (request): Promise<GuardrailApiResponse> => {
      const body = request.body as GuardrailApiRequest;
      const texts = body.texts ?? [];
      const scope = scopeFor(body, request.id);
      let verdict: GuardrailApiResponse;
      let masked = 0;
      try {
        if (texts.length === 0) {
          verdict = { action: 'NONE' };
        } else if (body.input_type === 'request') {
          const result = await opts.pseudonymizer.mask(scope.key, texts, policyFrom(body.additional_provider_specific_params, opts.defaults));
          for (const [kind, n] of Object.entries(result.masked)) if (n > 0) opts.metrics.namesMasked.inc({ kind }, n);
          masked = result.masked.person + result.masked.organization;
          verdict = result.changed ? { action: 'GUARDRAIL_INTERVENED', texts: result.texts } : { action: 'NONE' };
        } else {
          const result = await opts.pseudonymizer.restore(scope.key, texts);
          verdict = result.changed ? { action: 'GUARDRAIL_INTERVENED', texts: result.texts } : { action: 'NONE' };
          // Restoring leaves an unfinished placeholder as it is, so its length is the same in the
          // restored text.
          const holdback = texts.map((t) => splitSafeTail(t).pending.length);
          if (holdback.some((n) => n > 0)) verdict = { ...verdict, stream_holdback_chars: holdback };
        }
      } catch (err) {
        verdict = { action: 'BLOCKED', blocked_reason: blockReason(err, { endpoint: 'guardrail_api', metrics: opts.metrics, log: request.log, texts }) };
      }
      opts.metrics.requests.inc({ endpoint: 'guardrail_api', action: verdict.action });
      // Never log the texts or names: they are what this engine exists to protect.
      request.log.debug(
        { input_type: body.input_type, scope: scope.kind, texts: texts.length, masked, action: verdict.action },
        'guardrail call',
      );
      return verdict;
    });
  }
};
