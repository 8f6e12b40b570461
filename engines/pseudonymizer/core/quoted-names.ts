/**
 * Names in quotes right after a noun that says what they name ('a company called "Kestrel"',
 * 'our supplier "Harbour"', 'a patient named "Hope"'): the quotes set the words off and the noun
 * says organisation or person, so even ordinary words are a name there.
 */
import type { Token } from './names/tokens';
import { FUNCTION_WORDS, NOT_NAMES } from './names/word-lists';
import type { EntityKind } from './placeholder';

const words = (s: string): Set<string> => new Set(s.trim().split(/\s+/));

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
const QUOTES: ReadonlyMap<string, string> = new Map([
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
