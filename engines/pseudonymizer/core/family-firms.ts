/**
 * Firms named for a family or its partners, with the word that says so at the end instead of a
 * legal form: "Pitcher Partners", "Transports Girard et Fils", "Rossi e Figli", "Müller und
 * Söhne", "Ruiz Hermanos", "Hartley Brothers". The tail says firm; a surname or a word no
 * dictionary holds before it says it is a name ("Business Partners" and "Channel Partners" are
 * ordinary phrases and stay).
 */
import type { Token } from './names/tokens';
import { FUNCTION_WORDS, HONORIFICS, NOT_NAMES } from './names/word-lists';
import type { ClaimOrganisation } from './organisation-rules';
import { wordSet } from './names/word-set';

const words = wordSet;

/** Words closing a family firm's or a partnership's name, folded: "Fils", "Söhne" as "sohne". */
const FAMILY_TAILS = words('partners fils freres figli fratelli sohne sons hermanos irmaos brothers bros');
/** "et", "e", "und", "y", "&", "and" between the family and the tail: "Girard et Fils". */
const TAIL_CONNECTORS = words('et e und y & and');
const MAX_WORDS = 3;

export interface FirmKnowledge {
  isSurname(t: Token): boolean;
  isCommon(t: Token): boolean;
}

const capital = (t: Token): boolean => t.capitalized && !t.innerCaps && !t.hasDigit && !FUNCTION_WORDS.has(t.key) && !HONORIFICS.has(t.key) && !NOT_NAMES.has(t.key);

/**
 * At each capitalised tail word, up to three capitalised words before it (a connector may stand
 * between them and the tail), one of them a surname or a word no dictionary holds. The tail looks
 * back a bounded number of words, so the pass is linear.
 */
export function familyFirms(tokens: readonly Token[], taken: Uint8Array, know: FirmKnowledge, claim: ClaimOrganisation): void {
  for (let i = 1; i < tokens.length; i++) {
    const tail = tokens[i];
    if (taken[i] || tail.caseless || !tail.capitalized || !FAMILY_TAILS.has(tail.key) || !tail.joinedToPrevious) continue;
    let last = i - 1;
    if (TAIL_CONNECTORS.has(tokens[last].key) && !tokens[last].capitalized) {
      if (!tokens[last].joinedToPrevious) continue;
      last--;
    }
    let first = last + 1;
    let named = false;
    while (first - 1 >= 0 && last - (first - 1) < MAX_WORDS && !taken[first - 1] && capital(tokens[first - 1])) {
      const t = tokens[first - 1];
      first--;
      if (know.isSurname(t) || !know.isCommon(t)) named = true;
      if (!t.joinedToPrevious || t.sentenceStart) break;
    }
    if (first > last || !named) continue;
    claim(first, i + 1, tail.end);
  }
}
