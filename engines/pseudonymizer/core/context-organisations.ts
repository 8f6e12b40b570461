import { INSTITUTIONS } from './names/institutions';
import type { Token } from './names/tokens';
import { FUNCTION_WORDS } from './names/word-lists';
import type { ClaimOrganisation, WordKnowledge } from './organisation-rules';

/** Words right before a name in chat that say one follows ("i study at", "results from"). */
const CUES = new Set(['at', 'from', 'with', 'joined', 'join', 'called', 'contacted', 'emailed', 'left', 'leaving', 'visited']);
/** Institution heads a lower-case name in chat ends in ("kenyatta university", "apollo hospitals", "cape fear community college"). */
const LOWER_CASE_HEADS = new Set(['university', 'hospital', 'hospitals', 'clinic', 'college', 'institute', 'bank', 'polytechnic', 'academy', 'foundation', 'infirmary', 'school', 'schools']);
const JOINS = new Set(['and', 'or', '&']);
/** Words a lower-case name may hold before its head: "hills road sixth form college" has four. */
const MAX_WORDS_BEFORE_HEAD = 4;
/** Words that say what kind of school or hospital it is, not which: "at public high school", "at law school". */
const KIND_WORDS = new Set([
  'public', 'high', 'middle', 'primary', 'secondary', 'elementary', 'junior', 'senior', 'community', 'state', 'local', 'private',
  'medical', 'law', 'business', 'grad', 'graduate', 'night', 'summer', 'sunday', 'boarding', 'driving', 'art', 'arts', 'technical',
  'city', 'national', 'regional', 'general', 'dental', 'nursing', 'language', 'music', 'dance', 'cooking', 'film', 'flight',
  'military', 'teaching', 'research', 'vet', 'veterinary', 'children', "children's", 'womens', "women's", 'big', 'new', 'old', 'small', 'same', 'other',
]);

/**
 * "Bloods taken at apollo hospitals", "my brother is at moi university", "a contact at abbey park
 * school": after a cue, lower-case words then an institution head in lower case, in a line of
 * normal case or one all in lower case, as chat is typed. One word off every dictionary before the
 * head will do; ordinary words must be two or more, one of them no kind of school ("at public high
 * school", "at law school" name none). Each cue reads at most five words forward, so the pass
 * stays linear.
 */
export function lowerCaseInstitutions(tokens: readonly Token[], taken: Uint8Array, words: WordKnowledge, claim: ClaimOrganisation): void {
  for (let i = 1; i < tokens.length; i++) {
    const cue = tokens[i - 1];
    if (taken[i] || !CUES.has(cue.key) || !tokens[i].joinedToPrevious) continue;
    let proper = false;
    let which = false;
    for (let j = i; j < tokens.length && j - i <= MAX_WORDS_BEFORE_HEAD && !taken[j] && (j === i || tokens[j].joinedToPrevious); j++) {
      const t = tokens[j];
      if (!t.lowerCase || t.hasDigit || FUNCTION_WORDS.has(t.key)) break;
      if (j > i && LOWER_CASE_HEADS.has(t.key)) {
        if (proper || (which && j - i >= 2)) {
          claim(i, j + 1, t.end);
          i = j;
        }
        break;
      }
      if (INSTITUTIONS.has(t.key)) break;
      if (!words.isCommon(t)) proper = true;
      if (!KIND_WORDS.has(t.key)) which = true;
    }
  }
}

/**
 * "Target, Gap and the Census Bureau", "Orange and Bouygues Telecom were fined": a known
 * organisation that is also an ordinary word ("Target", "Orange") is taken when written with its
 * capital and joined by a comma, "and", "or" or "&" to an organisation already found (right to
 * left, so a list of such words chains). The organisation it is joined to must have two words or
 * more ("Visa and Mastercard both fail" names two card schemes, no party). Reads a few tokens
 * around each candidate, so the pass stays linear. `organisationTokens` holds 2 for the tokens of
 * organisations of two words or more found so far (1 for those of one word), and is updated.
 */
export function coordinatedKnownWords(text: string, tokens: readonly Token[], taken: Uint8Array, organisationTokens: Uint8Array, known: { has(key: string): boolean }, claim: ClaimOrganisation): void {
  const isOrg = (k: number): boolean => k >= 0 && k < tokens.length && organisationTokens[k] === 2;
  /** An organisation at k, or "the" and one after it. */
  const orgAt = (k: number, dir: 1 | -1): boolean => isOrg(k) || (dir === 1 && tokens[k]?.key === 'the' && isOrg(k + 1));
  const comma = (a: Token, b: Token): boolean => /^[ \t]*,[ \t]*$/.test(text.slice(a.end, b.start));
  for (let i = tokens.length - 1; i >= 0; i--) {
    const t = tokens[i];
    // An organisation of one word found already ("Orange" by another rule) passes the chain on.
    const found = organisationTokens[i] === 1 && (i === 0 || organisationTokens[i - 1] === 0) && organisationTokens[i + 1] !== 1;
    if (!found && (taken[i] || !t.capitalized || t.possessive || t.innerCaps || !known.has(t.key))) continue;
    const next = tokens[i + 1];
    const prev = tokens[i - 1];
    const after = next !== undefined && ((comma(t, next) && orgAt(i + 1, 1)) || (next.joinedToPrevious && JOINS.has(next.key) && orgAt(i + 2, 1)));
    const before = prev !== undefined && ((comma(prev, t) && isOrg(i - 1)) || (t.joinedToPrevious && JOINS.has(prev.key) && isOrg(i - 2)));
    if (!after && !before) continue;
    if (!found) claim(i, i + 1, t.end);
    organisationTokens[i] = 2;
  }
}
