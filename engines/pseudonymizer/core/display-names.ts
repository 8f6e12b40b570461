/**
 * The quoted name before an e-mail address in a header ("From: "Rafiqul Islam" <rafiq@…>"): the
 * slot holds whoever sends or receives, so the quoted words are one name even when one of them is
 * an ordinary word ("Islam", "Rose"). A team or a service in the same slot ("Support Team",
 * "GitHub") is made of ordinary words or product names and is left alone.
 */
import type { LowerCaseNameKnowledge } from './lower-case-people';
import type { Token } from './names/tokens';

/** A quoted display name right before an address in angle brackets. */
const DISPLAY_NAME = /(["\u201c])([^"\u201c\u201d<>\n]{2,60})["\u201d][ \t]*<[^<>\s@]+@[^<>\s]+>/gu;
const MAX_WORDS = 4;

/** A word of a person's display name: a known name, or a capitalised word no dictionary holds. */
function nameWord(t: Token, know: LowerCaseNameKnowledge): boolean {
  if (t.hasDigit || t.innerCaps || !(t.capitalized || t.allCaps)) return false;
  // A name the lists hold counts here even where it is also a word kept from names elsewhere ("Islam").
  return know.isGiven(t) || know.isSurname(t) || (!know.isExcluded(t) && !know.isCommon(t));
}

/** Claims each display name of two to four name words whose first or last is a known given name or surname. */
export function displayNames(text: string, tokens: readonly Token[], taken: Uint8Array, know: LowerCaseNameKnowledge, claim: (first: number, last: number, end: number) => void): void {
  if (!text.includes('@')) return;
  let k = 0;
  for (const m of text.matchAll(DISPLAY_NAME)) {
    const start = (m.index ?? 0) + m[1].length;
    const end = start + m[2].length;
    while (k < tokens.length && tokens[k].start < start) k++;
    let last = k;
    while (last < tokens.length && tokens[last].end <= end) last++;
    const words = tokens.slice(k, last);
    if (words.length < 2 || words.length > MAX_WORDS || words[0].start !== start || words[words.length - 1].end !== end) continue;
    if (words.some((t, i) => taken[k + i] === 1 || !nameWord(t, know) || (i > 0 && text.slice(words[i - 1].end, t.start) !== ' '))) continue;
    const [head, tail] = [words[0], words[words.length - 1]];
    if (!(know.isGiven(head) || know.isSurname(head) || know.isGiven(tail) || know.isSurname(tail))) continue;
    claim(k, last, end);
    k = last;
  }
}
