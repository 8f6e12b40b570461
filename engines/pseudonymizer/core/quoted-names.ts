/**
 * Names in quotes right after a noun that says what they name ('a company called "Kestrel"',
 * 'our supplier "Harbour"', 'a patient named "Hope"'): the quotes set the words off and the noun
 * says organisation or person, so even ordinary words are a name there.
 */
import type { LowerCaseNameKnowledge } from './lower-case-people';
import type { Token } from './names/tokens';
import { FUNCTION_WORDS, NOT_NAMES } from './names/word-lists';
import type { EntityKind } from './placeholder';
import { wordSet } from './names/word-set';

const words = wordSet;

/** Nouns whose quoted complement is an organisation; "client" and "partner" name people as often. */
const ORGANISATION_NOUNS = words(`
  company companies firm vendor supplier brand startup start-up business employer charity
  nonprofit ngo bank agency organisation organization insurer lender carrier manufacturer
  distributor retailer shop store merchant subsidiary
`);
/** Nouns whose quoted complement is a person. */
const PERSON_NOUNS = words(`
  man woman guy girl boy person someone somebody patient colleague coworker friend neighbour
  neighbor driver tenant landlord applicant candidate employee manager
`);
const NAMING = words('called named');
/** Opening quotes and the closing quotes each pairs with. */
export const QUOTES: ReadonlyMap<string, string> = new Map([
  ['"', '"'],
  ["'", "'"],
  ['\u201c', '\u201d'],
  ['\u2018', '\u2019'],
  ['\u201e', '\u201c'],
  ['\u00ab', '\u00bb'],
]);
const MAX_WORDS = 5;

/**
 * The kind a quoted span starting at token `i` names, from the noun before its quote (with
 * "called"/"named" between them or not), or undefined.
 */
function kindBefore(tokens: readonly Token[], i: number): EntityKind | undefined {
  let k = i - 1;
  if (k >= 0 && NAMING.has(tokens[k].key)) k--;
  if (k < 0 || (k < i - 1 && !tokens[k + 1].joinedToPrevious)) return undefined;
  if (ORGANISATION_NOUNS.has(tokens[k].key)) return 'organization';
  if (PERSON_NOUNS.has(tokens[k].key)) return 'person';
  return undefined;
}

/**
 * 'a company called "Kestrel"', 'the vendor „Halden Group“', 'a patient named "Hope"': after one
 * of the nouns above (and "called"/"named"), a quote, one to five words each capitalised (or a
 * lower-case connector inside), and the matching closing quote right after the last word. Each
 * token is looked at once, with the quote characters either side of the span.
 */
export function quotedNames(text: string, tokens: readonly Token[], taken: Uint8Array, claim: (first: number, last: number, end: number, kind: EntityKind) => void): void {
  for (let i = 1; i < tokens.length; i++) {
    const t = tokens[i];
    if (taken[i] || !(t.capitalized || t.allCaps || t.innerCaps)) continue;
    const gap = text.slice(tokens[i - 1].end, t.start);
    const open = gap.trimStart();
    const close = QUOTES.get(open);
    if (close === undefined || !/^\s+$/.test(gap.slice(0, gap.length - open.length))) continue;
    const kind = kindBefore(tokens, i);
    if (kind === undefined) continue;
    let last = i;
    for (let k = i; k < tokens.length && k - i < MAX_WORDS && !taken[k]; k++) {
      const w = tokens[k];
      if (k > i && !/^[ \t]+$/.test(text.slice(tokens[k - 1].end, w.start))) break;
      if ((w.capitalized || w.allCaps || w.innerCaps) && !NOT_NAMES.has(w.key)) last = k + 1;
      else if (!(k > i && w.lowerCase && FUNCTION_WORDS.has(w.key))) break;
    }
    if (last === i || text[tokens[last - 1].end] !== close) continue;
    claim(i, last, tokens[last - 1].end, kind);
    i = last - 1;
  }
}

/** A lower-case quoted name has at most this many words. */
const MAX_LOWER_CASE_WORDS = 3;

/**
 * 'the field shows "oluwatobi adeyemi"', "rename 'priya' to ...": one to three lower-case words
 * that fill a pair of quotes, the first a given name of any culture the lists know that is no
 * ordinary word, the others no ordinary words, are a person's name written in lower case; one
 * word alone must be no frequent word of another language, and a sentence of another language
 * is left alone. The
 * quotes set the words off as a value; the given name says whose. Each token is looked at once.
 */
export function quotedLowerCaseNames(text: string, tokens: readonly Token[], taken: Uint8Array, foreign: Uint8Array, know: LowerCaseNameKnowledge, claim: (first: number, last: number, end: number) => void): void {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    // A quoted word in a sentence of another language ("Clique em "não acelerado"") is a term, not
    // a value. The quote opens a sentence of its own, so the language is the words' before it.
    if (taken[i] || foreign[i > 0 ? i - 1 : i] || !t.lowerCase || t.hasDigit) continue;
    const close = QUOTES.get(text[t.start - 1] ?? '');
    if (close === undefined || !(know.isGiven(t) || know.isExtraName(t)) || know.isCommon(t) || know.isExcluded(t)) continue;
    let last = i + 1;
    while (last < tokens.length && last - i < MAX_LOWER_CASE_WORDS && text[tokens[last - 1].end] !== close) {
      const w = tokens[last];
      if (taken[last] || !w.lowerCase || w.hasDigit || !/^ $/.test(text.slice(tokens[last - 1].end, w.start)) || know.isCommon(w) || know.isExcluded(w)) break;
      last++;
    }
    if (text[tokens[last - 1].end] !== close) continue;
    // One quoted word that some language uses as a word ("série") is a term; a surname after it says name.
    if (last === i + 1 && know.isOtherWord(t)) continue;
    claim(i, last, tokens[last - 1].end);
    i = last - 1;
  }
}
