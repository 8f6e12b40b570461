/**
 * One JSON POST to the engine with a safety-net timeout. The timeout is no timing assertion: it
 * is long enough for a busy machine and only turns a call that never returns into a failure
 * instead of a suite that never ends.
 */

import { Agent, fetch } from 'undici';

/**
 * A new connection per call: a kept-alive socket the engine closed while the suite was busy
 * building its next input would fail that call for a reason that is not the engine's.
 */
const noKeepAlive = new Agent({ pipelining: 0 });

/** Generous for 2 shared cores; a healthy engine answers the largest input here in well under it. */
export const CALL_TIMEOUT_MS = 30_000;

export type CallOutcome =
  | { readonly kind: 'answered'; readonly status: number; readonly body: unknown; readonly raw: string }
  | { readonly kind: 'timed-out' }
  | { readonly kind: 'failed'; readonly error: string };

/** POSTs `payload` (already JSON or an object to serialize) and reads the whole answer. */
export async function postJson(url: string, payload: unknown): Promise<CallOutcome> {
  const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      dispatcher: noKeepAlive,
    });
    const raw = await res.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = undefined;
    }
    return { kind: 'answered', status: res.status, body: parsed, raw };
  } catch (e) {
    const err = e as Error;
    if (err.name === 'TimeoutError' || err.name === 'AbortError') return { kind: 'timed-out' };
    return { kind: 'failed', error: `${err.name}: ${err.message}${(err.cause as Error | undefined)?.message ? ` (${(err.cause as Error).message})` : ''}` };
  }
}
