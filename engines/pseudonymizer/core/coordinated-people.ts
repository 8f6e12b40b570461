/**
 * Names joined by "and" to a person's name already found ("Nilufar Rashidova und Temirlan Abenov",
 * "Wang Fang and Park Ji-hoon"): a list of people is rarely a person and a thing, so capitalised
 * words no dictionary holds on the other side of the conjunction are a person too, in the languages
 * of translation prompts as in English. This reads across cultures where the name lists cannot:
 * the signal is the found name, holding a given name the lexicon knows, not the new one.
 */
import type { Token } from './names/tokens';
import { FUNCTION_WORDS, HONORIFICS, NOT_NAMES, ORG_HEADS, PERSON_AFTER } from './names/word-lists';
import type { EntityKind } from './placeholder';

/** "and" in the languages prompts are translated from and into ("i" and "a" are English words too). */
const AND = new Set(['and', '&', 'und', 'et', 'y', 'e', 'og', 'och', 'en', 've', 'és', 'oraz', 'ja', 'и', 'та', 'і']);
/** A name has at most this many words. */
const MAX_WORDS = 3;

/** A found name as the detector holds it. */
export interface FoundSpan {
  readonly first: number;
  readonly last: number;
  readonly kind: EntityKind;
}

/** What the rule needs of the lexicon. */
export interface CoordinationKnowledge {
  /** An ordinary word of English or of another language the detector lists. */
  isCommon(t: Token): boolean;
  /** A place, a product or another thing that is never a name alone. */
  isThing(t: Token): boolean;
  /** A given name of any culture the lexicon knows that is no ordinary word: the found name is a person's. */
  isGivenName(t: Token): boolean;
  /** A surname the lexicon knows that is no ordinary word. */
  isSurname(t: Token): boolean;
}

const capitalised = (t: Token): boolean => !t.caseless && t.capitalized && !t.allCaps && !t.innerCaps && !t.hasDigit && !t.possessive;

/** A capitalised word that may be part of a name: no function word, title, thing or organisation's head. */
function nameWord(t: Token, know: CoordinationKnowledge): boolean {
  if (!capitalised(t) || t.key.length < 2) return false;
  if (FUNCTION_WORDS.has(t.key) || HONORIFICS.has(t.key) || NOT_NAMES.has(t.key) || ORG_HEADS.has(t.key)) return false;
  return !know.isThing(t);
}

/** Whether tokens `first` to before `last` hold a word off the dictionary: "Park Ji-hoon", not "Park Lane". */
function holdsName(tokens: readonly Token[], first: number, last: number, know: CoordinationKnowledge): boolean {
  for (let k = first; k < last; k++) if (!know.isCommon(tokens[k])) return true;
  return false;
}

/** Words before a place that say a list of places follows: "in Milan and Cortina", "visited Lyon, Nice". */
const PLACE_CUES = new Set(['in', 'from', 'to', 'at', 'near', 'between', 'across', 'via', 'around', 'through', 'visit', 'visited', 'visiting']);

/**
 * The spans without a one-word person's name that is listed after a place the lexicon knows,
 * itself after a word that takes a place ("in Milan and Cortina", "from Lyon or Annecy"): the
 * word is one more place. Its tokens are freed for the rules after.
 */
export function withoutListedPlaces<S extends FoundSpan>(tokens: readonly Token[], taken: Uint8Array, spans: readonly S[], know: CoordinationKnowledge & { isPlace(t: Token): boolean }): S[] {
  return spans.filter((s) => {
    if (s.kind !== 'person' || s.last - s.first !== 1 || s.first < 3) return true;
    const link = tokens[s.first - 1];
    const place = tokens[s.first - 2];
    const cue = tokens[s.first - 3];
    // "in Paris and Kowalczyk said": a verb a person does still says person.
    const next = tokens[s.last];
    if (next !== undefined && next.joinedToPrevious && PERSON_AFTER.has(next.key)) return true;
    const listed = (AND.has(link.key) || link.key === 'or') && tokens[s.first].joinedToPrevious && link.joinedToPrevious && know.isPlace(place) && place.joinedToPrevious && PLACE_CUES.has(cue.key);
    if (listed) taken[s.first] = 0;
    return !listed;
  });
}

/**
 * Claims, for each person's span found so far, the run of up to three capitalised words that are
 * no thing, one of them off the dictionary, right after "and" following it, or right before "and"
 * preceding it. Each span looks at most four words either side, so the pass stays linear.
 */
export function coordinatedPeople(tokens: readonly Token[], taken: Uint8Array, spans: readonly FoundSpan[], know: CoordinationKnowledge, claim: (first: number, last: number, end: number) => void): void {
  // A copy: the names claimed here are not read on from.
  const people = spans.filter((s) => s.kind === 'person');
  for (const s of people) {
    // Only a name that holds a known given name, or two words one of them a known surname ("Wang
    // Fang"), vouches for its neighbour ("between Lucerne and Interlaken" holds neither).
    let known = false;
    for (let k = s.first; k < s.last && !known; k++) known = know.isGivenName(tokens[k]) || (s.last - s.first > 1 && know.isSurname(tokens[k]));
    if (!known) continue;
    const after = tokens[s.last];
    if (after !== undefined && AND.has(after.key) && (after.lowerCase || after.key === '&') && after.joinedToPrevious && !tokens[s.last - 1].possessive) {
      let j = s.last + 1;
      while (j < tokens.length && j - s.last - 1 < MAX_WORDS && !taken[j] && tokens[j].joinedToPrevious && nameWord(tokens[j], know)) j++;
      // The run must end the name: a capitalised word right after it is one more name word than a name has.
      const ends = !(tokens[j] !== undefined && tokens[j].joinedToPrevious && capitalised(tokens[j]));
      if (j > s.last + 1 && ends && holdsName(tokens, s.last + 1, j, know)) claim(s.last + 1, j, tokens[j - 1].end);
    }
    const before = tokens[s.first - 1];
    if (before !== undefined && AND.has(before.key) && (before.lowerCase || before.key === '&') && tokens[s.first].joinedToPrevious && s.first >= 2) {
      let k = s.first - 1;
      while (k > 0 && s.first - 1 - k < MAX_WORDS && !taken[k - 1] && tokens[k].joinedToPrevious && nameWord(tokens[k - 1], know)) k--;
      // The run must start the name: at a sentence's start or after a word that is not capitalised.
      const opens = k === 0 || !tokens[k].joinedToPrevious || !capitalised(tokens[k - 1]) || tokens[k].sentenceStart;
      if (k < s.first - 1 && opens && holdsName(tokens, k, s.first - 1, know)) claim(k, s.first - 1, tokens[s.first - 2].end);
    }
  }
}
