/**
 * Non-profits named by their field or cause with a head word before or after the name: "the
 * Ramblers Association", "the Wildfowl and Wetlands Trust", "ONG Bem Querer", "l'association Les
 * Restos du Cœur". Their words are ordinary or unknown, so the head word, and the sentence around
 * it, is what makes them a name.
 */
import { LEADING_ARTICLES, NGO_ACRONYMS, NON_PROFIT_HEADS_LAST, NON_PROFIT_NOUNS } from './names/non-profit-heads';
import type { Token } from './names/tokens';
import { FUNCTION_WORDS, HONORIFICS, NOT_NAMES } from './names/word-lists';
import type { ClaimOrganisation } from './organisation-rules';
import { wordSet } from './names/word-set';

const words = wordSet;

/** Lower-case words inside such a name: "Hope for Tomorrow", "Wildfowl and Wetlands", "Restos du Cœur". */
const CONNECTORS = words('of for and the de du des da do dos das del della la le les y e et und van voor');
const MAX_WORDS = 6;
const ELIDED = /^[ldLD]['\u2019]/;

/** A capitalised word that may stand in a non-profit's name. */
const nameWord = (t: Token): boolean =>
  t.capitalized && !t.innerCaps && !t.hasDigit && !FUNCTION_WORDS.has(t.key) && !HONORIFICS.has(t.key) && !NOT_NAMES.has(t.key);

/**
 * From token `first`, capitalised words with lower-case connectors between them, the run closing
 * on a capitalised word, on one line. Answers the token after the run (`first` when empty).
 */
function run(tokens: readonly Token[], taken: Uint8Array, first: number, leadingArticle: boolean): number {
  let end = first;
  for (let k = first; k < tokens.length && k - first < MAX_WORDS && !taken[k]; k++) {
    const t = tokens[k];
    if (k > first && (!t.joinedToPrevious || tokens[k - 1].possessive)) break;
    if (k === first && leadingArticle && t.capitalized && LEADING_ARTICLES.has(t.key)) continue;
    if (nameWord(t)) end = k + 1;
    else if (!(k > first && t.lowerCase && CONNECTORS.has(t.key))) break;
  }
  return end;
}

/**
 * "the Ramblers Association met", "a small NGO, Hope for Tomorrow Foundation, seeks": inside a
 * sentence (not at its start, which a heading shares), capitalised words with connectors between
 * them closing on a head word, at least one of them no head word, and no capitalised word right
 * after the head. A Title Case heading ("The Housing Association Grant Review") goes on
 * capitalised and is left alone.
 */
function headLast(tokens: readonly Token[], taken: Uint8Array, i: number): number {
  if (tokens[i].sentenceStart) return i;
  // Never from the middle of a capitalised chain ("Python Software Foundation"): other rules read it whole.
  const prev = tokens[i - 1];
  if (tokens[i].joinedToPrevious && prev !== undefined && !prev.lowerCase && !(prev.sentenceStart && LEADING_ARTICLES.has(prev.key))) return i;
  const end = run(tokens, taken, i, false);
  // The head closes the run: "Royal Society for the Protection of Birds" goes on, and the
  // institution rules read it whole.
  if (end <= i + 1 || !NON_PROFIT_HEADS_LAST.has(tokens[end - 1].key) || NON_PROFIT_HEADS_LAST.has(tokens[i].key)) return i;
  const next = tokens[end];
  if (next !== undefined && next.joinedToPrevious && (next.allCaps || next.innerCaps)) return i;
  return inProse(tokens, i, end) ? end : i;
}

/** How far either side of a run `inProse` looks for a lower-case word. */
const PROSE_WINDOW = 12;

/**
 * Whether the sentence around tokens [first, end) holds a lower-case word that is no function
 * word: "The Ramblers Association met" is prose, "Building a Strong Foundation" a Title Case title.
 */
function inProse(tokens: readonly Token[], first: number, end: number): boolean {
  for (let k = first - 1; k >= 0 && k >= first - PROSE_WINDOW; k--) {
    if (tokens[k].lowerCase && !FUNCTION_WORDS.has(tokens[k].key)) return true;
    if (tokens[k].sentenceStart) break;
  }
  for (let k = end; k < tokens.length && k < end + PROSE_WINDOW && !tokens[k].sentenceStart; k++) {
    if (tokens[k].lowerCase && !FUNCTION_WORDS.has(tokens[k].key)) return true;
  }
  return false;
}

/** Whether token `i` follows a lower-case non-profit noun or "ONG" ("l'association", "la fondation", "l'ONG"). */
function nounBefore(tokens: readonly Token[], i: number): boolean {
  if (i === 0 || !tokens[i].joinedToPrevious) return false;
  const prev = tokens[i - 1];
  const bare = prev.text.replace(ELIDED, '');
  const key = bare.toLowerCase();
  if (NGO_ACRONYMS.has(key)) return bare === bare.toUpperCase();
  return NON_PROFIT_NOUNS.has(key.normalize('NFD').replace(/\p{M}/gu, '')) && bare === key;
}

/** Words right before a name in capitals that say one follows: "SPONSORED BY ... TRUST", "MEMBERS OF THE ...". */
const CAPITALS_OPENERS = words('the of by and to from with at for');
const MAX_CAPITAL_QUALIFIERS = 3;

/**
 * "SPONSORED BY HELIOS SOLAR AND GREEN EARTH TRUST", "MEMBERS OF THE RAMBLERS ASSOCIATION MEET":
 * in a line written in capitals, one to three words before a head word, right after "THE", a
 * preposition or "AND", are a non-profit's name. Case says nothing there, so the opener is what
 * sets the name off; each head looks back a bounded number of words.
 */
function capitalsHeadLast(tokens: readonly Token[], taken: Uint8Array, i: number): number {
  let first = i;
  while (first > 0 && i - first < MAX_CAPITAL_QUALIFIERS && tokens[first].joinedToPrevious && !taken[first - 1]) {
    const p = tokens[first - 1];
    if (!p.allCaps || p.hasDigit || p.key.length < 2 || FUNCTION_WORDS.has(p.key) || CAPITALS_OPENERS.has(p.key) || NOT_NAMES.has(p.key) || NON_PROFIT_HEADS_LAST.has(p.key)) break;
    first--;
  }
  const before = tokens[first - 1];
  if (first === i || before === undefined || !tokens[first].joinedToPrevious || !CAPITALS_OPENERS.has(before.key)) return i;
  return first;
}

/**
 * Both shapes above and the head-first one ("l'association Les Restos du Cœur", "ONG Bem
 * Querer"): after the noun, an optional capitalised article, then the run. Lines in one case say
 * nothing by case and are left to the rules for capitals. Each token starts at most one run.
 */
export function namedNonProfits(tokens: readonly Token[], taken: Uint8Array, claim: ClaimOrganisation): void {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (!taken[i] && t.caseless && t.allCaps && NON_PROFIT_HEADS_LAST.has(t.key)) {
      const first = capitalsHeadLast(tokens, taken, i);
      if (first < i) claim(first, i + 1, t.end);
      continue;
    }
    if (taken[i] || t.caseless || !t.capitalized) continue;
    let end = headLast(tokens, taken, i);
    let first = i;
    if (end === i && nounBefore(tokens, i)) {
      end = run(tokens, taken, i, true);
      // A bare "ONG" belongs to the name it opens ("ONG Bem Querer"); "l'ONG" is an article and a noun.
      if (!taken[i - 1] && NGO_ACRONYMS.has(tokens[i - 1].key)) first = i - 1;
    }
    if (end === i || (end === i + 1 && LEADING_ARTICLES.has(t.key))) continue;
    claim(first, end, tokens[end - 1].end);
    i = end - 1;
  }
}
