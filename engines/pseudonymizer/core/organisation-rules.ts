import { SOFTWARE_HEADS } from './false-mask-rules';
import { CASELESS_STOPS, INSTITUTION_HEADS, NOT_QUALIFIERS, TWO_WORD_COMPANY_HEADS, STRONG_COMPANY_HEADS, WEAK_COMPANY_HEADS } from './names/organisation-heads';
import type { Token } from './names/tokens';
import { FUNCTION_WORDS, HONORIFICS, NOT_NAMES, ORG_BEFORE, PERSON_BEFORE } from './names/word-lists';

/** What the detector knows of single words, lent to the organisation rules. */
export interface WordKnowledge {
  /** An ordinary word of English or another language ("kestrel", "harbour"). */
  isCommon(t: Token): boolean;
  /** A given name of the lexicon ("Anna", "Kwame"). */
  isGiven(t: Token): boolean;
}

/** Marks tokens [first, last) as one organisation's name ending at character `end`. */
export type ClaimOrganisation = (first: number, last: number, end: number) => void;

const ARTICLES = new Set(['the', 'a', 'an', 'der', 'die', 'das', 'le', 'la', 'el', 'il', 'o', 'de']);
/** Words right before a lower-case name that say a name follows ("offer from", "works at"). */
const CASELESS_CUES = new Set(['at', 'from', 'with', 'for', 'to', 'on', 'by', 'joined', 'join', 'called', 'named', 'via', 'and', 'or', 'vs']);
/**
 * Cues in a line of one case that take an employer or a sender, not a subject ("good at data
 * analytics"): each with the words that must stand before it ("" for none).
 */
const EMPLOYER_CUES: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['at', new Set(['work', 'works', 'worked', 'working', 'job', 'intern', 'interning', 'account', 'shift', 'employed', 'hired', 'started', 'interview', 'interviews', 'interviewing', 'onsite', 'internship', 'round'])],
  ['from', new Set(['email', 'mail', 'letter', 'call', 'offer', 'message', 'text', 'invoice', 'reply', 'rejection', 'recruiter'])],
  ['joined', new Set([''])],
  ['join', new Set([''])],
  ['joining', new Set([''])],
]);

/**
 * Words that, right after "at" or "from", make an adverb of place or time with it, not an
 * employer: "i work at home", "works from home", "worked at night", "at least".
 */
const ADVERBIAL_OBJECTS = new Set(['home', 'night', 'nights', 'weekends', 'least', 'most', 'first', 'last', 'once', 'times', 'random', 'scale', 'speed', 'present', 'large', 'length']);

/** Whether the word before `first` is an employer's or a sender's cue, with what it needs before it. */
function employerCue(tokens: readonly Token[], first: number): boolean {
  const cue = first > 0 && tokens[first].joinedToPrevious ? EMPLOYER_CUES.get(tokens[first - 1].key) : undefined;
  if (cue === undefined || ADVERBIAL_OBJECTS.has(tokens[first].key)) return false;
  if (cue.has('')) return true;
  return first > 1 && tokens[first - 1].joinedToPrevious && cue.has(tokens[first - 2].key);
}
/** Institution heads that, in a line of one case, two ordinary words before name ("harbour light foundation"); "school" and "centre" end ordinary phrases. */
const NAMED_INSTITUTION_HEADS = new Set(['foundation', 'university', 'institute', 'hospital', 'hospice', 'infirmary', 'academy', 'trust']);
/** Possessives that belong inside an institution's name ("Children's Hospital", "Women's College"). */
const GROUP_POSSESSIVES = new Set(['children', 'women', 'men', 'people', 'veterans', 'workers', 'sailors', 'soldiers', 'teachers']);
const SAINTS = new Set(['st', 'saint', 'ste', 'san', 'santa', 'sankt']);
const MAX_QUALIFIERS = 4;
/** Institution heads that one capitalized word before them names: no ordinary phrase ends so. */
const ONE_WORD_INSTITUTION_HEADS = new Set(['foundation', 'university', 'institute', 'infirmary', 'hospice', 'academy', 'bank']);
/** Words before "Bank" that make it a store, a shore or a place, not a bank's name ("Blood Bank", "West Bank", "Power Bank"). */
const NOT_BANK_NAMES = new Set([
  'west', 'east', 'north', 'south', 'left', 'right', 'river', 'blood', 'data', 'power', 'piggy', 'memory', 'sperm', 'seed', 'gene',
  'question', 'test', 'word', 'image', 'photo', 'food', 'milk', 'tissue', 'organ', 'eye', 'time', 'bottle', 'clothing', 'sand', 'snow', 'fog', 'cloud',
]);

const isHead = (key: string): boolean => STRONG_COMPANY_HEADS.has(key) || WEAK_COMPANY_HEADS.has(key) || INSTITUTION_HEADS.has(key);

/** "Thomas' Hospital": a plural possessive apostrophe and spaces only between two words. */
function apostropheGap(text: string, before: Token, after: Token): boolean {
  return /^['\u2019][ \t]+$/.test(text.slice(before.end, after.start)) && before.key.endsWith('s');
}

/** A head word written as part of a name: capitalized in ordinary text, any case in a one-case line. */
function headShape(t: Token): boolean {
  if (t.hasDigit) return false;
  return t.caseless || t.capitalized || t.allCaps;
}

/**
 * "Kestrel Aviation Services", "Harbour Lane Consulting", "Quest Diagnostics", "Northside
 * Children's Hospital": a short chain of words ending in a word that ends organisations' names.
 * A strong head ("Airlines", "Technologies") takes any word before it; a weak one ("Services",
 * "Group") needs a word off the dictionary or two words; in a line of one case the chain must hold
 * a word off the dictionary or follow a cue ("works at", "offer from"). Each head looks back at
 * most four words, and the scan goes on after what it claims, so the pass stays linear.
 */
export function headedOrganisations(text: string, tokens: readonly Token[], taken: Uint8Array, words: WordKnowledge, claim: ClaimOrganisation): void {
  for (let i = 1; i < tokens.length; i++) {
    const head = tokens[i];
    if (taken[i] || !isHead(head.key) || !headShape(head)) continue;
    const caseless = head.caseless;
    const institution = INSTITUTION_HEADS.has(head.key);
    let first = i;
    let qualifiers = 0;
    let off = 0;
    let possessive = false;
    while (first > 0 && qualifiers < MAX_QUALIFIERS) {
      const p = tokens[first - 1];
      const joined = (tokens[first].joinedToPrevious && (!p.possessive || institution)) || (institution && apostropheGap(text, p, tokens[first]));
      if (!joined || taken[first - 1] || !qualifierShape(p)) break;
      if (p.possessive || (institution && apostropheGap(text, p, tokens[first]))) {
        possessive = true;
        const saint = first - 2 >= 0 && SAINTS.has(tokens[first - 2].key) && tokens[first - 1].joinedToPrevious;
        if (!GROUP_POSSESSIVES.has(p.key) && !saint) break;
      }
      first--;
      if (p.key !== '&') {
        qualifiers++;
        if (!words.isCommon(p) && !NOT_NAMES.has(p.key)) off++;
      }
      if (p.sentenceStart) break;
    }
    while (first < i && tokens[first].key === '&') first++;
    if (qualifiers === 0) continue;
    if (!accepts(tokens, first, i, qualifiers, off, possessive, caseless, words)) continue;
    // Only a name found reads on ("Aviation Services"): the scan then goes on after it, so no
    // word is read forward twice.
    let last = i + 1;
    while (last < tokens.length && !taken[last] && tokens[last].joinedToPrevious && !tokens[last - 1].possessive && isHead(tokens[last].key) && headShape(tokens[last])) last++;
    claim(first, last, tokens[last - 1].end);
    i = last - 1;
  }
}

/** A word that may stand in an organisation's name before its head. */
function qualifierShape(p: Token): boolean {
  if (p.key === '&') return true;
  if (p.hasDigit || p.key.length < 2) return false;
  // "Brightstar IT Services": "IT" in capitals is no pronoun.
  if ((FUNCTION_WORDS.has(p.key) && !(p.allCaps && !p.caseless)) || HONORIFICS.has(p.key) || NOT_QUALIFIERS.has(p.key) || ORG_BEFORE.has(p.key)) return false;
  // "Dear", "Thanks", "Customer" open a sentence before a name; "Care" inside one is part of it.
  if (PERSON_BEFORE.has(p.key) && (p.sentenceStart || p.caseless || !p.joinedToPrevious)) return false;
  if (p.caseless) return !CASELESS_STOPS.has(p.key);
  return p.capitalized || p.allCaps || p.innerCaps;
}

/**
 * "charset detection library", "fdisk partitioning library", "computation pipeline library": a
 * library named after what it does (a word of action, a software noun or a hyphenated compound
 * right before it) is code; a library that is a body is named after a person or place ("bodleian
 * library"). A cue of an employer still makes it a body ("i work at the ... library").
 */
function namesSoftwareLibrary(tokens: readonly Token[], headIndex: number): boolean {
  const head = tokens[headIndex];
  const p = tokens[headIndex - 1];
  if ((head.key !== 'library' && head.key !== 'libraries') || p === undefined || !head.joinedToPrevious) return false;
  return /(?:ing|tion|sion)$/.test(p.key) || SOFTWARE_HEADS.has(p.key) || p.text.includes('-');
}

/** Whether the chain [first, headIndex] with its counted qualifiers names an organisation. */
function accepts(tokens: readonly Token[], first: number, headIndex: number, qualifiers: number, off: number, possessive: boolean, caseless: boolean, words: WordKnowledge): boolean {
  const key = tokens[headIndex].key;
  const strong = STRONG_COMPANY_HEADS.has(key);
  const institution = INSTITUTION_HEADS.has(key);
  const before = first > 0 ? tokens[first - 1] : undefined;
  const afterArticle = before !== undefined && tokens[first].joinedToPrevious && ARTICLES.has(before.key);
  let allNotNames = true;
  for (let k = first; k < headIndex; k++) if (tokens[k].key !== '&' && !NOT_NAMES.has(tokens[k].key)) allNotNames = false;
  if (allNotNames) return false;
  if (caseless) {
    if (namesSoftwareLibrary(tokens, headIndex) && !employerCue(tokens, first)) return false;
    if (off > 0) return true;
    // "PAY TO THE ORDER OF EVERGREEN LANDSCAPING SERVICES": capitals keep a company's shape.
    if (tokens[headIndex].allCaps && qualifiers >= 2 && TWO_WORD_COMPANY_HEADS.has(key) && !afterArticle) return true;
    // "working at harbour lane consulting": ordinary words only after a cue or at a clause's start.
    const cued = before === undefined || !tokens[first].joinedToPrevious || CASELESS_CUES.has(before.key);
    // "i work at kestrel logistics", "an email from harbour light foundation": after a cue that
    // takes an employer or a sender, one word before a strong head, two before a named institution.
    if (employerCue(tokens, first) && ((strong && qualifiers === 1) || (NAMED_INSTITUTION_HEADS.has(key) && qualifiers >= 2))) return true;
    return strong && qualifiers >= 2 && cued;
  }
  if (off > 0) return true;
  // "Gnome Foundation", "Cranfield Institute": one word inside a sentence, not after "a"/"an".
  const indefinite = before !== undefined && (before.key === 'a' || before.key === 'an');
  if (institution && key === 'bank' && qualifiers === 1 && NOT_BANK_NAMES.has(tokens[first].key)) return false;
  if (institution) return qualifiers >= 2 || possessive || (ONE_WORD_INSTITUTION_HEADS.has(key) && !tokens[first].sentenceStart && !indefinite);
  const lone = tokens[first];
  // "Joint Ventures are ...", "the Clinical Laboratories": one ordinary word opening a sentence or after an article.
  if (strong) return qualifiers >= 2 || !(lone.sentenceStart || afterArticle);
  // "Harbor Point Marine Insurance": three ordinary words before any company head.
  return (qualifiers >= 3 || (qualifiers >= 2 && TWO_WORD_COMPANY_HEADS.has(key))) && !afterArticle;
}

/**
 * Institution words written in lower case inside a name, in languages that capitalize only a
 * name's first word: "Московский государственный университет", "Helsingin yliopisto".
 */
const SENTENCE_CASE_HEADS = new Set(['университет', 'университета', 'университете', 'институт', 'банк', 'yliopisto', 'yliopiston', 'korkeakoulu', 'universitet', 'universitetet', 'högskola', 'hogskola']);

/**
 * "Московский государственный университет", "Helsingin yliopisto": a capitalized word, at most
 * two lower-case words, then a lower-case institution word of a language that writes names so.
 * Each head looks back at most three words.
 */
export function sentenceCaseInstitutions(tokens: readonly Token[], taken: Uint8Array, claim: ClaimOrganisation): void {
  for (let i = 1; i < tokens.length; i++) {
    const head = tokens[i];
    if (taken[i] || head.caseless || !head.lowerCase || !SENTENCE_CASE_HEADS.has(head.key)) continue;
    let first = i;
    while (first > 0 && i - first < 3 && tokens[first].joinedToPrevious && !taken[first - 1]) {
      const p = tokens[first - 1];
      if (p.hasDigit || FUNCTION_WORDS.has(p.key)) break;
      first--;
      if (p.capitalized) break;
      if (!p.lowerCase) {
        first = i;
        break;
      }
    }
    if (first < i && tokens[first].capitalized && !FUNCTION_WORDS.has(tokens[first].key)) claim(first, i + 1, head.end);
  }
}

/** Lower-case words inside a copyright holder's name ("Software in the Public Interest"). */
const HOLDER_CONNECTORS = new Set(['of', 'for', 'in', 'the', 'de', 'du', 'des', 'der', 'für', 'at', '&']);
const MAX_HOLDER_WORDS = 7;

/**
 * "Copyright (C) 1995-2011 Software in the Public Interest", "Copyright 2003 Internet Software
 * Consortium": after "Copyright", its sign and its years, two capitalized words or more name the
 * holder. One that opens with a given name ("Copyright 2010 Anna Berg") is left to the rules for
 * people. Each "Copyright" reads at most a dozen words after it.
 */
export function copyrightHolders(tokens: readonly Token[], taken: Uint8Array, words: WordKnowledge, claim: ClaimOrganisation): void {
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i].key !== 'copyright') continue;
    let j = i + 1;
    // "(C)", "©" is no word; years ("1995-2011", "2003,") and "by" may come before the holder.
    while (j < tokens.length && j - i <= 6 && (tokens[j].hasDigit || tokens[j].key === 'c' || tokens[j].key === 'by')) j++;
    if (j >= tokens.length || j === i + 1 || taken[j]) continue;
    const first = j;
    let last = j;
    let capitals = 0;
    while (j < tokens.length && j - first < MAX_HOLDER_WORDS && !taken[j] && (j === first || (tokens[j].joinedToPrevious && !tokens[j - 1].possessive))) {
      const t = tokens[j];
      if (!t.hasDigit && (t.capitalized || t.allCaps || t.innerCaps) && !FUNCTION_WORDS.has(t.key)) {
        capitals++;
        last = ++j;
      } else if (j > first && HOLDER_CONNECTORS.has(t.key) && (t.lowerCase || t.key === '&')) j++;
      else break;
    }
    if (capitals < 2 || words.isGiven(tokens[first])) continue;
    claim(first, last, tokens[last - 1].end);
    i = last - 1;
  }
}
