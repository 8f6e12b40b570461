/**
 * A name in quotes right after a verb of asking or calling ("Ask 'joão' about it", "call me
 * 'Tunde'", "ping “Gökhan” when it is done"): the verb wants a person as its object and the quotes
 * fill that slot, so a quoted given name, or a capitalised word no dictionary holds, is a person
 * even where the other rules would call it a term of another language. An ordinary word in the
 * same slot ("Ask 'support'", "call me 'later'") stays, as do quotes after any other word.
 */
import type { LowerCaseNameKnowledge } from './lower-case-people';
import type { Token } from './names/tokens';
import { QUOTES } from './quoted-names';
import { wordSet } from './names/word-set';

const words = wordSet;

/** Verbs whose object is the person addressed: "ask 'joão'", "tell „Anja“". */
const ADDRESSING_VERBS = words(`
  ask asked asking tell told telling ping pinged message messaged contact contacted email emailed
  cc remind reminded thank thanks
`);
/** Verbs of calling whose second object is what someone is called: "call me 'Tunde'". */
const CALLING_VERBS = words('call calls called calling');
const CALLED_ONES = words('me him her them us');
const MAX_WORDS = 3;

/** Whether the words before token `i` (whose quote opens right before it) are a verb wanting a person. */
function addressed(tokens: readonly Token[], i: number): boolean {
  const prev = tokens[i - 1];
  if (ADDRESSING_VERBS.has(prev.key)) return true;
  return i >= 2 && CALLED_ONES.has(prev.key) && prev.joinedToPrevious && CALLING_VERBS.has(tokens[i - 2].key);
}

/** A word that may be part of a quoted person's name: a known name, or a capitalised unknown word. */
function nameWord(t: Token, know: LowerCaseNameKnowledge): boolean {
  if (t.hasDigit || know.isExcluded(t) || t.allCaps) return false;
  if (know.isGiven(t) || know.isExtraName(t)) return !know.isCommon(t) || know.isSurname(t);
  return t.capitalized && !t.innerCaps && !know.isCommon(t);
}

/**
 * After one of the verbs above, an opening quote with only spaces around it, one to three name
 * words (see `nameWord`) separated by single spaces, and the matching closing quote right after
 * the last one. Each token is looked at once.
 */
export function addressedQuotedNames(text: string, tokens: readonly Token[], taken: Uint8Array, know: LowerCaseNameKnowledge, claim: (first: number, last: number, end: number) => void): void {
  for (let i = 1; i < tokens.length; i++) {
    const t = tokens[i];
    if (taken[i]) continue;
    const gap = text.slice(tokens[i - 1].end, t.start);
    const close = QUOTES.get(gap.trim());
    if (close === undefined || !/^\s+\S$/.test(gap) || !addressed(tokens, i)) continue;
    let last = i;
    while (last < tokens.length && last - i < MAX_WORDS && !taken[last] && nameWord(tokens[last], know)) {
      if (last > i && text.slice(tokens[last - 1].end, tokens[last].start) !== ' ') break;
      last++;
    }
    if (last === i || text[tokens[last - 1].end] !== close) continue;
    claim(i, last, tokens[last - 1].end);
    i = last - 1;
  }
}
