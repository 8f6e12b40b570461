/**
 * A given name cut short inside a list of people ("Thierry Vignaud, Alain Portal, Thomas Huriaux",
 * "créée par Jean Dupont, Anne Marché et David Prévot"): the word after the given name was left
 * out of the name because it is also an English word of another use ("Portal", "Support"), but
 * between full names, separated by commas or "and", a given name and one capitalised word that
 * ends its item are one more full name. The signal is the list of found full names around it,
 * which reads the same in every language.
 */
import type { Token } from './names/tokens';
import { FUNCTION_WORDS, HONORIFICS, NOT_NAMES, ORG_HEADS } from './names/word-lists';
import type { FoundSpan } from './coordinated-people';

/** What the rule needs of the lexicon. */
export interface ListedPeopleKnowledge {
  /** A given name of any culture the lexicon knows. */
  isGivenName(t: Token): boolean;
  /** A place, a product or another thing that is never a name alone. */
  isThing(t: Token): boolean;
}

/** "and" of the languages lists of people are written in; it separates items like a comma. */
const AND = new Set(['and', 'und', 'et', 'y', 'e', 'i', 'a', 'og', 'och', 'en', 've', 'és', 'oraz', 'ja']);

const capitalised = (t: Token): boolean => !t.caseless && t.capitalized && !t.allCaps && !t.innerCaps && !t.hasDigit;

/** Whether the text between two tokens separates two items of a list: a comma, or "and" alone. */
function separates(text: string, tokens: readonly Token[], left: number, right: number): boolean {
  if (right - left === 1) return /^\s*,\s*$/.test(text.slice(tokens[left].end, tokens[right].start));
  const link = tokens[left + 1];
  return right - left === 2 && AND.has(link.key) && link.lowerCase && link.joinedToPrevious && tokens[right].joinedToPrevious;
}

/**
 * Claims a given name found alone together with the capitalised word right after it, when that
 * word ends its list item and a found person's name of two words or more is the item before or
 * after it. Each span looks at its neighbours once, so the pass stays linear.
 */
export function listedPeople(text: string, tokens: readonly Token[], taken: Uint8Array, spans: readonly FoundSpan[], know: ListedPeopleKnowledge, claim: (first: number, last: number, end: number) => void): void {
  const fullNames = spans.filter((s) => s.kind === 'person' && s.last - s.first > 1);
  const endingAt = new Map(fullNames.map((s) => [s.last - 1, s]));
  const startingAt = new Map(fullNames.map((s) => [s.first, s]));
  const covered = new Set<number>();
  for (const s of fullNames) for (let k = s.first; k < s.last; k++) covered.add(k);
  for (const s of spans) {
    if (s.kind !== 'person' || s.last - s.first !== 1 || covered.has(s.first) || !know.isGivenName(tokens[s.first])) continue;
    const word = tokens[s.last];
    if (word === undefined || taken[s.last] || !word.joinedToPrevious || tokens[s.first].possessive || !capitalised(word) || word.key.length < 2) continue;
    if (FUNCTION_WORDS.has(word.key) || HONORIFICS.has(word.key) || NOT_NAMES.has(word.key) || ORG_HEADS.has(word.key) || know.isThing(word)) continue;
    // The word must end its item: a capitalised word right after it is one more word than the list's names have.
    const next = tokens[s.last + 1];
    if (next !== undefined && next.joinedToPrevious && capitalised(next)) continue;
    let listed = false;
    for (let gap = 1; gap <= 2 && !listed; gap++) {
      const before = endingAt.get(s.first - gap);
      if (before !== undefined && separates(text, tokens, s.first - gap, s.first)) listed = true;
      const after = startingAt.get(s.last + gap);
      if (after !== undefined && separates(text, tokens, s.last, s.last + gap)) listed = true;
    }
    if (listed) claim(s.first, s.last + 1, word.end);
  }
}
