/**
 * Parties of a contract named with the role the contract gives them: "The Supplier, Greyfriars
 * Technical, shall ...", "Tolland Marine (the "Buyer")", "Whitlock Software (hereinafter the
 * "Licensor")"; and in prose, a name set off after what the organisation is ("the insurer, Star
 * Health Insurance, refused"). The role, not the words of the name, says organisation; a name that starts like
 * a person's is left to the rules for people. The defined term itself is no name.
 */
import type { Token } from './names/tokens';
import { FUNCTION_WORDS, HONORIFICS, NOT_NAMES } from './names/word-lists';
import type { ClaimOrganisation, WordKnowledge } from './organisation-rules';
import { wordSet } from './names/word-set';

const words = wordSet;

/** Roles a contract gives a party that is a company far more often than a person. */
/**
 * Nouns for what an organisation is, which prose sets a name off after in the same way, written in
 * lower case after a determiner: "the insurer, Star Health Insurance, refused", "my employer,
 * Tallow Brook, pays".
 */
const ORGANISATION_NOUNS = words(`
  insurer bank employer supplier vendor carrier lender company firm provider university school
  hospital agency charity manufacturer distributor airline broker regulator
`);
const DETERMINERS = words('the our my your their its his her');
const PARTY_ROLES = words(`
  supplier vendor licensor licensee company employer provider processor controller distributor
  manufacturer lender purchaser buyer customer client contractor seller reseller partner
`);
/** Lower-case words inside a party's name: "Bank of Valdoria", "Harlow & Pike". */
const CONNECTORS = words('of for and & de du des da do di del la le van von und');
const MAX_WORDS = 6;
/** Prepositions before a place that may stand right before the bracket: "incorporated in England and Wales". */
const PLACE_PREPOSITIONS = words('in at under of within');
/** "(the "Buyer")", "(hereinafter referred to as the 'Licensor')": what may stand between the bracket and the role. */
const DEFINING = /\([ \t]*(?:hereinafter[ \t]+(?:referred[ \t]+to[ \t]+as[ \t]+|called[ \t]+)?)?(?:the[ \t]+)?["'\u201c\u2018]?(?:the[ \t]+)?$/i;
const DEFINED = /^["'\u201d\u2019]?[ \t]*\)/;

const nameWord = (t: Token): boolean => !t.caseless && !t.hasDigit && (t.capitalized || t.allCaps || t.innerCaps) && !FUNCTION_WORDS.has(t.key) && !HONORIFICS.has(t.key) && !NOT_NAMES.has(t.key) && !PARTY_ROLES.has(t.key);

/** From `first`, the end of a run of name words and connectors, ending on a name word; `first` if none. */
function runForward(tokens: readonly Token[], taken: Uint8Array, first: number): number {
  let end = first;
  for (let k = first; k < tokens.length && k - first < MAX_WORDS && !taken[k] && (k === first || tokens[k].joinedToPrevious); k++) {
    if (nameWord(tokens[k])) end = k + 1;
    else if (!(k > first && (tokens[k].lowerCase || tokens[k].key === '&') && CONNECTORS.has(tokens[k].key))) break;
  }
  return end;
}

/** Back from `last` (exclusive), the start of a run of name words and connectors, starting on a name word; `last` if none. */
function runBackward(tokens: readonly Token[], taken: Uint8Array, last: number): number {
  let start = last;
  for (let k = last - 1; k >= 0 && last - k <= MAX_WORDS && !taken[k]; k--) {
    if (nameWord(tokens[k])) start = k;
    else if (!((tokens[k].lowerCase || tokens[k].key === '&') && CONNECTORS.has(tokens[k].key))) break;
    if (!tokens[k].joinedToPrevious || tokens[k].sentenceStart) break;
  }
  return start;
}

/**
 * Each capitalised role word is read with a few tokens around it: after "the" and a comma, the
 * name set off by commas after it; inside brackets that define it, the name right before the
 * bracket. Linear in the text.
 */
export function contractParties(text: string, tokens: readonly Token[], taken: Uint8Array, known: WordKnowledge, personStart: (i: number) => boolean, claim: ClaimOrganisation): void {
  for (let i = 1; i < tokens.length; i++) {
    const role = tokens[i];
    if (role.caseless) continue;
    const noun = role.lowerCase && ORGANISATION_NOUNS.has(role.key) && DETERMINERS.has(tokens[i - 1].key);
    if (!noun && !(role.capitalized && PARTY_ROLES.has(role.key))) continue;
    const next = tokens[i + 1];
    // "The Supplier, Greyfriars Technical, shall": the role, a comma, the name, a comma or the
    // sentence's end; "the insurer, Star Health Insurance, refused" in prose.
    if ((noun || tokens[i - 1].key === 'the') && role.joinedToPrevious && next && /^,[ \t]*$/.test(text.slice(role.end, next.start)) && !taken[i + 1]) {
      const end = runForward(tokens, taken, i + 1);
      // "I called my bank, Anna, who": a given name alone set off so is a person spoken to.
      const given = end === i + 2 && known.isGiven(tokens[i + 1]);
      if (end > i + 1 && !given && /^[ \t]*(?:[,;)]|\.(?:\s|$)|$)/.test(text.slice(tokens[end - 1].end, tokens[end - 1].end + 3)) && !personStart(i + 1)) {
        claim(i + 1, end, tokens[end - 1].end);
        i = end - 1;
        continue;
      }
    }
    if (noun) continue;
    // "Tolland Marine (the "Buyer")": the name right before a bracket that defines the role.
    const opening = DEFINING.exec(text.slice(Math.max(0, role.start - 60), role.start));
    if (!opening || !DEFINED.test(text.slice(role.end))) continue;
    // The defined term itself ("Licensor" in quotes) is a role, no one's name: it is marked as the
    // detector marks words that are no name, so the rules for quoted names pass it by.
    if (!taken[i]) taken[i] = 2;
    const bracket = role.start - opening[0].length;
    let last = i;
    while (last > 0 && tokens[last - 1].end > bracket) last--;
    if (last === 0 || !/^,?[ \t]*$/.test(text.slice(tokens[last - 1].end, bracket))) continue;
    const start = runBackward(tokens, taken, last);
    // "a company incorporated in England and Wales ("Licensee")": a place after a preposition, not the party.
    const placed = start > 0 && tokens[start].joinedToPrevious && PLACE_PREPOSITIONS.has(tokens[start - 1].key);
    if (start < last && !placed && !personStart(start)) claim(start, last, tokens[last - 1].end);
  }
}
