/**
 * Organisations listed after a label that says what they are ("Previous employers: Amazon
 * (2018-2021), Sage", "Vendor: Lakeshore Medical Supply", "Bank: Halifax"), as forms, CVs and
 * tickets write them: the label, not the words, says organisation.
 */
import type { Token } from './names/tokens';
import { FUNCTION_WORDS, HONORIFICS, NOT_NAMES } from './names/word-lists';
import type { ClaimOrganisation, WordKnowledge } from './organisation-rules';

/** Labels whose values are organisations; "customer" and "client" name people as often, and are left out. */
const LABELS = new Set([
  'employer', 'employers', 'vendor', 'vendors', 'supplier', 'suppliers', 'company', 'companies', 'bank', 'insurer', 'carrier',
  'merchant', 'organisation', 'organization', 'organisations', 'organizations', 'school', 'university', 'institution', 'agency',
  'firm', 'lender', 'provider', 'registrar', 'sponsor', 'sponsors', 'manufacturer', 'distributor', 'broker', 'bidder', 'bidders',
  'shipper', 'consignee', 'exporter', 'importer', 'charity',
]);
/**
 * Values a form leaves in a field instead of a name ("BANK: NOT PROVIDED", "SUPPLIER: SEE
 * ATTACHED", "EMPLOYER: SELF EMPLOYED"): in a line in capitals case cannot tell them from a name
 * of ordinary words.
 */
const PLACEHOLDER_VALUES = new Set([
  'not', 'none', 'no', 'n', 'a', 'na', 'nil', 'tbd', 'tba', 'tbc', 'unknown', 'pending', 'provided', 'given', 'applicable',
  'see', 'attached', 'above', 'below', 'same', 'various', 'other', 'others', 'multiple', 'required', 'optional', 'yes',
  'details', 'name', 'names', 'your', 'our', 'my', 'their', 'any', 'all', 'new', 'local', 'cash', 'transfer', 'card',
  'self', 'employed', 'unemployed', 'retired', 'student', 'freelance', 'freelancer', 'independent', 'private', 'individual',
]);
/** "INVOICE TO:", "Bill to:", "Ship to:": "to" after these is a label whose value is the customer. */
const BILLED = new Set(['invoice', 'bill', 'billed', 'ship', 'shipped', 'sold', 'deliver', 'remit']);
const billedTo = (tokens: readonly Token[], i: number): boolean => tokens[i].key === 'to' && i > 0 && tokens[i].joinedToPrevious && BILLED.has(tokens[i - 1].key);
const MAX_WORDS = 4;
const MAX_ITEMS = 8;

const nameWord = (t: Token): boolean => !t.caseless && (t.capitalized || t.allCaps || t.innerCaps) && !t.hasDigit && !FUNCTION_WORDS.has(t.key) && !HONORIFICS.has(t.key) && !NOT_NAMES.has(t.key);
/** A word of a value in a line in capitals, where every word is in capitals: any word but a function word. */
const capitalsWord = (t: Token): boolean => t.caseless && t.allCaps && !t.hasDigit && t.key.length > 1 && !FUNCTION_WORDS.has(t.key) && !HONORIFICS.has(t.key) && !NOT_NAMES.has(t.key) && !PLACEHOLDER_VALUES.has(t.key);

/**
 * After "label:" (one of LABELS, on the same line), each item of a list separated by commas,
 * "and" or "&" that is a run of one to four capitalised words is claimed; "the" may open an item.
 * A run that starts like a person's name (`personStart`: a given name before a surname) is left
 * to the rules for people. Reads each label's line once, at most eight items.
 */
export function labelledOrganisations(
  text: string,
  tokens: readonly Token[],
  taken: Uint8Array,
  personStart: (i: number) => boolean,
  claim: ClaimOrganisation,
  known?: WordKnowledge,
): void {
  for (let i = 0; i + 1 < tokens.length; i++) {
    if (!(LABELS.has(tokens[i].key) || billedTo(tokens, i)) || !/^:[ \t]*$/.test(text.slice(tokens[i].end, tokens[i + 1].start))) continue;
    // "Bill to:" is a label, not a man called Bill: marked as the detector marks words that are no name.
    if (tokens[i].key === 'to' && !taken[i - 1]) taken[i - 1] = 2;
    if (tokens[i].caseless && tokens[i].allCaps) {
      if (known) capitalsValue(text, tokens, taken, i + 1, personStart, known, claim);
      continue;
    }
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

/**
 * "BANK: FIRST COASTAL BANK", "SUPPLIER: IRONWOOD FURNITURE": after a label in a line in
 * capitals, case cannot mark a name, so only a whole value is claimed: one to four words that
 * fill the field up to the end of its line, a comma, a bar or a semicolon; a single word only if
 * it is off the dictionary ("SUPPLIER: PENDING" is none), and no value a form puts instead of a
 * name ("NOT PROVIDED", "SEE ATTACHED").
 */
function capitalsValue(
  text: string,
  tokens: readonly Token[],
  taken: Uint8Array,
  k: number,
  personStart: (i: number) => boolean,
  known: WordKnowledge,
  claim: ClaimOrganisation,
): void {
  if (tokens[k].key === 'the' && tokens[k + 1]?.joinedToPrevious) k++;
  let end = k;
  let common = 0;
  while (end < tokens.length && end - k < MAX_WORDS && !taken[end] && capitalsWord(tokens[end]) && (end === k || (tokens[end].joinedToPrevious && !tokens[end - 1].possessive))) {
    if (known.isCommon(tokens[end])) common++;
    end++;
  }
  if (end === k) return;
  // The value must fill its field: what follows on the line is nothing, or a separator.
  const after = text.slice(tokens[end - 1].end, tokens[end - 1].end + 2);
  if (!/^(?:[ \t]*(?:$|\r?\n|[,;|]))/.test(after)) return;
  if (end - k === 1 && common === 1) return;
  if (!personStart(k)) claim(k, end, tokens[end - 1].end);
}
