/**
 * Reads `action` and the block message (`blocked_reason` on LiteLLM's guardrail API, `reason` on the
 * alt guardrail protocol) from the top level of a JSON object without building the rest:
 * every other value is skipped over (strings by searching for their closing quote), so an answer of
 * masked texts costs a scan, not a parse into objects. For valid JSON the result is exactly what
 * `JSON.parse` would give (the last of repeated keys wins); a body whose top level is not an object,
 * or that breaks off, is no verdict. A malformed value the gate does not read is not looked into.
 */

/** `undefined` when the body is not a JSON object; else the two fields, each a string or undefined. */
export interface ScannedVerdict {
  readonly action: string | undefined;
  /** The value of the reason key the caller named. */
  readonly reason: string | undefined;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COLON = 0x3a;
const COMMA = 0x2c;

function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}

function skipSpace(body: Buffer, at: number): number {
  while (at < body.length && isSpace(body[at])) at++;
  return at;
}

/** The index of the closing quote of the string whose opening quote is at `at`, or -1. */
function stringEnd(body: Buffer, at: number): number {
  let from = at + 1;
  for (;;) {
    const quote = body.indexOf(QUOTE, from);
    if (quote === -1) return -1;
    let backslashes = 0;
    while (body[quote - 1 - backslashes] === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return quote;
    from = quote + 1;
  }
}

/** The string value of the JSON string from `start` to its closing quote `end`, escapes decoded. */
function stringValue(body: Buffer, start: number, end: number): string {
  const escape = body.indexOf(BACKSLASH, start + 1);
  if (escape === -1 || escape > end) return body.toString('utf8', start + 1, end);
  return JSON.parse(body.toString('utf8', start, end + 1)) as string;
}

/** The index just past the value starting at `at`, or -1 when it breaks off. */
function skipValue(body: Buffer, at: number): number {
  const c = body[at];
  if (c === QUOTE) {
    const end = stringEnd(body, at);
    return end === -1 ? -1 : end + 1;
  }
  if (c === OPEN_BRACE || c === OPEN_BRACKET) {
    let depth = 0;
    for (let i = at; i < body.length; i++) {
      const b = body[i];
      if (b === QUOTE) {
        i = stringEnd(body, i);
        if (i === -1) return -1;
      } else if (b === OPEN_BRACE || b === OPEN_BRACKET) {
        depth++;
      } else if (b === CLOSE_BRACE || b === CLOSE_BRACKET) {
        depth--;
        if (depth === 0) return i + 1;
      }
    }
    return -1;
  }
  // A number, true, false or null: up to the next delimiter.
  let i = at;
  while (i < body.length && body[i] !== COMMA && body[i] !== CLOSE_BRACE && !isSpace(body[i])) i++;
  return i === at ? -1 : i;
}

/** See the module comment; `reasonKey` is the top-level key holding the block message. */
export function scanVerdict(body: Buffer, reasonKey: string): ScannedVerdict | undefined {
  let at = skipSpace(body, 0);
  if (body[at] !== OPEN_BRACE) return undefined;
  let action: string | undefined;
  let reason: string | undefined;
  at = skipSpace(body, at + 1);
  if (body[at] === CLOSE_BRACE) return skipSpace(body, at + 1) === body.length ? { action, reason } : undefined;
  for (;;) {
    if (body[at] !== QUOTE) return undefined;
    const keyEnd = stringEnd(body, at);
    if (keyEnd === -1) return undefined;
    const key = stringValue(body, at, keyEnd);
    at = skipSpace(body, keyEnd + 1);
    if (body[at] !== COLON) return undefined;
    at = skipSpace(body, at + 1);
    if (at >= body.length) return undefined;
    const wanted = key === 'action' || key === reasonKey;
    let value: string | undefined;
    if (wanted && body[at] === QUOTE) {
      const end = stringEnd(body, at);
      if (end === -1) return undefined;
      value = stringValue(body, at, end);
      at = end + 1;
    } else {
      at = skipValue(body, at);
      if (at === -1) return undefined;
    }
    if (key === 'action') action = value;
    else if (key === reasonKey) reason = value;
    at = skipSpace(body, at);
    if (body[at] === COMMA) {
      at = skipSpace(body, at + 1);
      continue;
    }
    if (body[at] !== CLOSE_BRACE) return undefined;
    return skipSpace(body, at + 1) === body.length ? { action, reason } : undefined;
  }
}
