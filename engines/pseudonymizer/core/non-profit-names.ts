/**
 * Charities named for their cause rather than by a head word ("Books for Africa", "Save the
 * Marsh", "Hands Across Borders", "Friends of Lake Malawi"): their words are ordinary, so only
 * what surrounds them (a donation, volunteering, "the charity") or their "Friends of" shape says
 * organisation.
 */
import type { Token } from './names/tokens';
import { FUNCTION_WORDS, HONORIFICS, NOT_NAMES } from './names/word-lists';
import type { ClaimOrganisation } from './organisation-rules';
import { wordSet } from './names/word-set';

const words = wordSet;

/** Verbs of giving and helping whose object, after "to", "with", "at", "for" or "from", is a charity. */
const GIVING_VERBS = words(`
  donate donated donates donating donation donations gave give giving volunteer volunteers
  volunteered volunteering fundraise fundraised fundraising fundraiser raised raising grant grants
  pledged sponsored
`);
const GIVING_PREPOSITIONS = words('to with at for from');
/** What is given, between a giving verb and its preposition: "raised money for". */
const GIVING_OBJECTS = words('money funds cash it them time food clothes blood');
/** Nouns that name what follows them: "the charity Books for Africa", "an NGO called Save the Marsh". */
const CHARITY_NOUNS = words('charity charities nonprofit non-profit ngo ngos foundation');
const NAMING = words('called named');
/** Lower-case words inside a cause's name: "for", "of the", "against", "across", "sans", "ohne". */
const CAUSE_CONNECTORS = words('of for the against across without to in on and with sans pour de du des la le les für ohne sin por para del contra');
const MAX_WORDS = 6;
/**
 * Spans of time that close a feature's or an award's title, not a cause: "Friends of the Week",
 * "Word of the Day", "Players of the Month".
 */
const TIME_NOUNS = words('day days week weeks weekend month months year years season seasons night nights hour century decade');

const capitalWord = (t: Token): boolean =>
  !t.caseless && (t.capitalized || t.allCaps) && !t.hasDigit && !FUNCTION_WORDS.has(t.key) && !HONORIFICS.has(t.key) && !NOT_NAMES.has(t.key);

/** Whether a name may start at token `i`: it follows a giving verb and its preposition, or a charity noun. */
function cued(tokens: readonly Token[], i: number): boolean {
  if (i === 0 || !tokens[i].joinedToPrevious) return false;
  const prev = tokens[i - 1];
  if (CHARITY_NOUNS.has(prev.key) && prev.lowerCase) return true;
  if (NAMING.has(prev.key) && i >= 2 && tokens[i - 1].joinedToPrevious && CHARITY_NOUNS.has(tokens[i - 2].key)) return true;
  if (!GIVING_PREPOSITIONS.has(prev.key) || i < 2 || !prev.joinedToPrevious) return false;
  if (GIVING_VERBS.has(tokens[i - 2].key)) return true;
  // "raised money for", "gave our time to": one object between the verb and its preposition.
  return i >= 3 && GIVING_OBJECTS.has(tokens[i - 2].key) && tokens[i - 2].joinedToPrevious && GIVING_VERBS.has(tokens[i - 3].key);
}

/**
 * From token `first`, capitalised words and the connectors between them; the run ends at its last
 * capitalised word. Answers the token after the run, or `first` when it holds fewer than two
 * capitalised words or no connector (a plain run is left to the other rules).
 */
function causeRun(tokens: readonly Token[], taken: Uint8Array, first: number): number {
  let last = first;
  let capitals = 0;
  let connectors = 0;
  for (let k = first; k < tokens.length && k - first < MAX_WORDS && !taken[k]; k++) {
    const t = tokens[k];
    if (k > first && (!t.joinedToPrevious || tokens[k - 1].possessive)) break;
    // "Hands Across Borders": a title-case name capitalises its connectors too.
    if (k > first && CAUSE_CONNECTORS.has(t.key) && (t.lowerCase || t.capitalized)) connectors++;
    else if (capitalWord(t)) {
      capitals++;
      last = k + 1;
    }
    else break;
  }
  return capitals >= 2 && connectors > 0 ? last : first;
}

/**
 * "i donated to Books for Africa", "volunteering with Hands Across Borders", "the charity Save the
 * Marsh", "an NGO called Mothers Against Hunger": after a cue, a run of up to six words, at least
 * two capitalised with lower-case connectors between them, ending in a capitalised word; and
 * "Friends of" before a capitalised word anywhere ("Friends of Lake Malawi"). "Save" and "Feed"
 * may open the run though they are verbs. Each token starts at most one run, so the pass is linear.
 */
export function nonProfitNames(tokens: readonly Token[], taken: Uint8Array, claim: ClaimOrganisation): void {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (taken[i] || t.caseless || !t.capitalized) continue;
    const friends = t.key === 'friends' && tokens[i + 1]?.key === 'of' && tokens[i + 1].lowerCase && tokens[i + 1].joinedToPrevious;
    if (!friends && !cued(tokens, i)) continue;
    const end = causeRun(tokens, taken, i);
    if (end === i || featureTitle(tokens, end)) continue;
    claim(i, end, tokens[end - 1].end);
    i = end - 1;
  }
}

/** Whether the run ending before `end` closes on "of the" and a span of time ("... of the Week"). */
function featureTitle(tokens: readonly Token[], end: number): boolean {
  return end >= 3 && TIME_NOUNS.has(tokens[end - 1].key) && tokens[end - 2].key === 'the' && tokens[end - 3].key === 'of';
}
