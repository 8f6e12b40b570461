import type { FastifyPluginAsync } from 'fastify';
import type { Pseudonymizer } from '../core/pseudonymizer';
import { scopeOf } from '../core/scope';
import { BadCheckRequestError } from '../errors';
import type { PseudonymizerMetrics } from '../metrics';
import { policyFrom, type PseudonymizerParams } from '../params';
import { altCheckBodySchema, type BodyLimits } from '../schemas';
import { blockReason } from './failures';

export const ALT_CHECK_PATH = '/v1/alt/check';

/** A call of the alt guardrail protocol (described in docs/engine.md, "Alt guardrail protocol"). */
interface AltCheckRequest {
  readonly phase: 'pre_call' | 'during_call' | 'post_call';
  readonly content: string | string[];
  readonly identity?: string | null;
  readonly session_id?: string | null;
  readonly request_id: string;
  readonly stream_done?: boolean;
  readonly params?: PseudonymizerParams | null;
}

export interface AltCheckResponse {
  readonly action: 'pass' | 'rewrite' | 'block';
  /** The content to use, in the shape it was sent (string or list); absent on `block`. */
  readonly content?: string | string[];
  readonly reason?: string;
  /** `during_call`: characters kept back for the next chunk. */
  readonly held_back?: number;
  /** Whether names are kept for the conversation or only for this request. */
  readonly scope: 'conversation' | 'request';
}

export interface AltCheckRoutesOptions {
  readonly pseudonymizer: Pseudonymizer;
  readonly metrics: PseudonymizerMetrics;
  readonly limits: BodyLimits;
  readonly defaults: PseudonymizerParams;
}

/** The alt guardrail protocol, served against the same mapping store as the LiteLLM API. */
export const altCheckRoutes: FastifyPluginAsync<AltCheckRoutesOptions> = async (app, opts) => {
  const schema = { body: altCheckBodySchema(opts.limits) };
  app.post(ALT_CHECK_PATH, { schema, config: { endpoint: 'alt_check' } }, async (request): Promise<AltCheckResponse> => {
    const body = request.body as AltCheckRequest;
    const scope = scopeOf({ identity: body.identity ?? undefined, sessionId: body.session_id ?? undefined, requestId: body.request_id });
    if (!scope) throw new BadCheckRequestError('request_id must not be blank');
    const single = typeof body.content === 'string';
    const texts = single ? [body.content as string] : (body.content as string[]);
    const shaped = (out: string[]): string | string[] => (single ? out[0] : out);

    let answer: AltCheckResponse;
    try {
      if (body.phase === 'pre_call') {
        const result = await opts.pseudonymizer.mask(scope.key, texts, policyFrom(body.params, opts.defaults));
        for (const [kind, n] of Object.entries(result.masked)) if (n > 0) opts.metrics.namesMasked.inc({ kind }, n);
        answer = { action: result.changed ? 'rewrite' : 'pass', content: shaped(result.texts), scope: scope.kind };
      } else if (body.phase === 'post_call') {
        const result = await opts.pseudonymizer.restore(scope.key, texts);
        answer = { action: result.changed ? 'rewrite' : 'pass', content: shaped(result.texts), scope: scope.kind };
      } else {
        if (!single) throw new BadCheckRequestError('content must be one string (a chunk) in phase during_call');
        const chunk = await opts.pseudonymizer.restoreChunk(scope.key, body.request_id, texts[0], body.stream_done === true);
        answer = {
          action: chunk.text === texts[0] ? 'pass' : 'rewrite',
          content: chunk.text,
          held_back: chunk.heldBack,
          scope: scope.kind,
        };
      }
    } catch (err) {
      // A malformed call stays a 400; every other failure is a verdict.
      if (err instanceof BadCheckRequestError) throw err;
      const reason = blockReason(err, { endpoint: 'alt_check', metrics: opts.metrics, log: request.log, texts });
      answer = { action: 'block', reason, scope: scope.kind };
    }
    opts.metrics.requests.inc({ endpoint: 'alt_check', action: answer.action });
    request.log.debug({ phase: body.phase, scope: scope.kind, action: answer.action }, 'alt check');
    return answer;
  });
};
