/**
 * A word the text itself glosses as a short form, the way software and formats are introduced:
 * "Zstd, short for Zstandard", "Socat (for SOcket CAT)", "LeakSanitizer (Lsan)". Such a word
 * names a thing; a person's nickname is not spelt out letter by letter ("Robert (Bob)"), nor
 * taken from a word written in camel case. Each test reads the text right around the word.
 */
import type { Token } from './names/tokens';

/** ", short for Zstandard", " (short for Zstandard)", " (aka Zstandard)". */
const SHORT_FOR = /^,?\s*\(?\s*(?:short for|abbreviated from|aka)\s/i;

/** The capitals of "(for SOcket CAT)", "(SOcket CAT)", or undefined when no gloss follows. */
function spelledCapitals(after: string): string | undefined {
  const m = /^\s*\((?:for\s+)?([^)]{2,60})\)/.exec(after);
  return m ? m[1].replace(/[^\p{Lu}]/gu, '') : undefined;
}

/** Whether `short` keeps the first letter of `long` and the rest of its letters in order. */
function abbreviates(short: string, long: string): boolean {
  if (short[0] !== long[0] || short.length >= long.length) return false;
  let k = 1;
  for (let j = 1; j < long.length && k < short.length; j++) if (long[j] === short[k]) k++;
  return k === short.length;
}

/** Whether the one-word run `tokens[i]` is glossed as a short form in `text`. */
export function glossedShortForm(text: string, tokens: readonly Token[], i: number): boolean {
  const t = tokens[i];
  const after = text.slice(t.end, t.end + 80);
  if (SHORT_FOR.test(after)) return true;
  const capitals = spelledCapitals(after);
  if (capitals !== undefined && capitals.length >= 2 && capitals.toLowerCase() === t.key) return true;
  // "LeakSanitizer (Lsan)": in parentheses right after a word in camel case that it abbreviates.
  const p = tokens[i - 1];
  return p !== undefined && p.innerCaps && /^\s*\($/.test(text.slice(p.end, t.start)) && text[t.end] === ')' && abbreviates(t.key, p.key);
}
