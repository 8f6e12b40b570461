import type { FastifyBaseLogger } from 'fastify';
import { MappingFullError } from '../core/name-mapping';
import type { EndpointLabel, PseudonymizerMetrics } from '../metrics';
import { DetectionDeadlineError, DetectorPoolClosedError } from '../pool/pool-errors';
import { StoreUnavailableError } from '../store/store-errors';

/** The reason given for a failure nobody foresaw: it names neither the text nor the error. */
export const UNEXPECTED_FAILURE_REASON = 'Pseudonymizer: the call could not be processed';

export interface FailureContext {
  readonly endpoint: EndpointLabel;
  readonly metrics: PseudonymizerMetrics;
  readonly log: FastifyBaseLogger;
  /** The call's texts, of which only the number and total length are ever logged. */
  readonly texts: readonly string[];
}

/**
 * Why a call that failed is blocked, after counting and logging the failure. Every failure of a
 * protocol call ends in a BLOCKED verdict, never in a 5xx: LiteLLM takes a 5xx for an unreachable
 * guardrail, and a guardrail set to fail_open would then send the unmasked text to the model.
 * Nothing logged or answered quotes the texts or an error's message (it may quote them), except
 * the store's, which is about the connection.
 */
export function blockReason(err: unknown, ctx: FailureContext): string {
  const size = { texts: ctx.texts.length, chars: ctx.texts.reduce((n, t) => n + t.length, 0) };
  if (err instanceof StoreUnavailableError) {
    ctx.metrics.storeErrors.inc();
    ctx.log.error({ err: err.message, ...size }, 'mapping store unavailable: blocking the call');
    return 'Pseudonymizer: the name mapping store is unavailable';
  }
  if (err instanceof MappingFullError) return `Pseudonymizer: ${err.message}`;
  if (err instanceof DetectionDeadlineError) {
    ctx.metrics.deadlineExceeded.inc({ endpoint: ctx.endpoint });
    ctx.log.warn({ ...size, budget_ms: err.budgetMs, queued: err.queued }, 'name detection exceeded its budget: blocking the call');
    return `Pseudonymizer: name detection exceeded its time budget (${err.budgetMs} ms)`;
  }
  if (err instanceof DetectorPoolClosedError) {
    ctx.log.warn(size, 'engine stopping during name detection: blocking the call');
    return 'Pseudonymizer: the engine is stopping';
  }
  ctx.metrics.internalErrors.inc({ endpoint: ctx.endpoint });
  ctx.log.error({ ...size, error: errorName(err), frames: stackFrames(err) }, 'unexpected failure: blocking the call');
  return UNEXPECTED_FAILURE_REASON;
}

function errorName(err: unknown): string {
  const name = err instanceof Error ? err.name : typeof err;
  return /^[A-Za-z_$][\w$]{0,63}$/.test(name) ? name : 'Error';
}

/**
 * Where the error was thrown: the stack's "at ..." lines. The stack starts with the message, which
 * may span lines and quote the text, so it is cut off exactly; a stack that does not start with it
 * is not logged at all.
 */
function stackFrames(err: unknown): string[] | undefined {
  if (!(err instanceof Error) || typeof err.stack !== 'string') return undefined;
  const head = err.message === '' ? err.name : `${err.name}: ${err.message}`;
  if (!err.stack.startsWith(`${head}\n`)) return undefined;
  return err.stack
    .slice(head.length + 1)
    .split('\n')
    .slice(0, 8)
    .map((l) => l.trim());
}
