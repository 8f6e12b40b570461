/** What the gate did with one request, kept on the request for the per-request debug record. */
import type { Decision } from './metrics';

export interface RequestOutcome {
  decision: Decision;
  upstreamAction: string | null;
  upstreamBlockedReason: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the proxy route; null until it decides (and for requests refused before it, e.g. 413). */
    gateOutcome: RequestOutcome | null;
  }
}
