/**
 * Which mapping a request reads and writes. A conversation scope (identity and/or session id) keeps
 * names stable across turns; without either, the request id stitches only one request's call and
 * response together. The parts are JSON-encoded so no crafted id can reach into another scope.
 */
export interface ScopeParts {
  readonly identity?: string;
  readonly sessionId?: string;
  readonly requestId?: string;
}

export type ScopeKind = 'conversation' | 'request';

export function scopeOf(parts: ScopeParts): { key: string; kind: ScopeKind } | undefined {
  const identity = nonEmpty(parts.identity);
  const sessionId = nonEmpty(parts.sessionId);
  if (identity !== undefined || sessionId !== undefined) {
    return { key: `conversation:${JSON.stringify([identity ?? null, sessionId ?? null])}`, kind: 'conversation' };
  }
  const requestId = nonEmpty(parts.requestId);
  if (requestId !== undefined) return { key: `request:${JSON.stringify(requestId)}`, kind: 'request' };
  return undefined;
}

function nonEmpty(s: string | undefined): string | undefined {
  return typeof s === 'string' && s.trim() !== '' ? s : undefined;
}
