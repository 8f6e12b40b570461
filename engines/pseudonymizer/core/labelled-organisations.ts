/**
 * Organisations listed after a label that says what they are ("Previous employers: Amazon
 * (2018-2021), Sage", "Vendor: Lakeshore Medical Supply", "Bank: Halifax"), as forms, CVs and
 * tickets write them: the label, not the words, says organisation.
 */
import type { Token } from './names/tokens';
import { FUNCTION_WORDS, HONORIFICS, NOT_NAMES } from './names/word-lists';
import type { ClaimOrganisation } from './organisation-rules';

/** Labels whose values are organisations; "customer" and "client" name people as often, and are left out. */
const LABELS = new Set([
  'employer', 'employers', 'vendor', 'vendors', 'supplier', 'suppliers', 'company', 'companies', 'bank', 'insurer', 'carrier',
  'merchant', 'organisation', 'organization', 'organisations', 'organizations', 'school', 'university', 'institution', 'agency',
  'firm', 'lender', 'provider', 'registrar', 'sponsor', 'sponsors', 'manufacturer', 'distributor', 'broker', 'bidder', 'bidders',
]);
const MAX_WORDS = 4;
const MAX_ITEMS = 8;

const nameWord = (t: Token): boolean => !t.caseless && (t.capitalized || t.allCaps || t.innerCaps) && !t.hasDigit && !FUNCTION_WORDS.has(t.key) && !HONORIFICS.has(t.key) && !NOT_NAMES.has(t.key);

/**
 * After "label:" (one of LABELS, on the same line), each item of a list separated by commas,
 * "and" or "&" that is a run of one to four capitalised words is claimed; "the" may open an item.
 * A run that starts like a person's name (`personStart`: a given name before a surname) is left
 * to the rules for people. Reads each label's line once, at most eight items.
 */
export function labelledOrganisations(text: string, tokens: readonly Token[], taken: Uint8Array, personStart: (i: number) => boolean, claim: ClaimOrganisation): void {
  for (let i = 0; i + 1 < tokens.length; i++) {
    if (!LABELS.has(tokens[i].key) || !/^:[ \t]*$/.test(text.slice(tokens[i].end, tokens[i + 1].start))) continue;
    let k = i + 1;
    for (let item = 0; item < MAX_ITEMS && k < tokens.length; item++) {
      if (tokens[k].key === 'the' && tokens[k + 1]?.joinedToPrevious) k++;
      let end = k;
      while (end < tokens.length && end - k < MAX_WORDS && !taken[end] && nameWord(tokens[end]) && (end === k || (tokens[end].joinedToPrevious && !tokens[end - 1].possessive))) end++;
      if (end === k || (end < tokens.length && tokens[end].joinedToPrevious && nameWord(tokens[end]))) break;
      if (!personStart(k)) claim(k, end, tokens[end - 1].end);
      // The next item: after a comma, "and" or "&" on the same line, past a bracket ("Amazon (2018-2021), Sage").
      const from = tokens[end - 1].end;
      const m = /^(?:[ \t]*\([^()\n]{0,40}\))?(?:[ \t]*,[ \t]*(?:and[ \t]+)?|[ \t]+(?:and|&)[ \t]+)/.exec(text.slice(from, from + 60));
      if (!m) break;
      k = end;
      while (k < tokens.length && tokens[k].start < from + m[0].length) k++;
    }
  }
}
