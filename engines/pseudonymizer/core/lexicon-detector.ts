import { appositiveOrganisations } from './appositive-organisations';
import { signatureOrganisations } from './signature-organisations';
import { STREET_ENDS, STREET_LEADS } from './names/street-words';
import { acronymNamesTechnology, beforeTechnicalAcronym, definedAsSoftware, endsLikeCommonWord, EVENT_AND_STRUCTURE_HEADS, gluedToCode, inGeographyOf, endsSentenceBetween, isModifierCompound, isPhrasalNoun, namesCondition, opensSoftwareLibrary, PLACE_HEADS, PLACE_LEADS, setOffLikeName, SOFTWARE_COMPANIONS, SOFTWARE_HEADS, softwareWords, THING_HEADS, versionedSoftware } from './false-mask-rules';
import type { DetectedName, NameDetector } from './name-detector';
import { greetedByName, initials } from './name-shapes';
import { foldKey, lexicon, type Lexicon } from './names/lexicon';
import { INSTITUTION_CONNECTORS, INSTITUTION_FIELDS, INSTITUTIONS, LOWER_CASE_JOINS, NOUN_CAPITALISING_HEADS, WEAK_INSTITUTIONS } from './names/institutions';
import { GERMAN_MARKERS, OTHER_LANGUAGES, WEEKDAYS } from './names/other-languages';
import { tokenize, type Token } from './names/tokens';
import { PRODUCTS } from './names/products';
import { COMPANY_ACTS, productMention, type ProductKnowledge } from './product-mentions';
import { listedComplementEnd } from './listed-complements';
import { copyrightHolders, headedOrganisations, sentenceCaseInstitutions, type WordKnowledge } from './organisation-rules';
import { capitalsHeadFirst, capitalsOrganisations } from './capitals-organisations';
import { capitalsInText } from './capitals-in-text';
import { capitalsPeople } from './capitals-people';
import { labelledOrganisations } from './labelled-organisations';
import { columnOrganisations } from './column-organisations';
import { contractParties } from './contract-parties';
import { domainOrganisations } from './domain-organisations';
import { nonProfitNames } from './non-profit-names';
import { namedNonProfits } from './named-non-profits';
import { familyFirms } from './family-firms';
import { brandDomains } from './brand-domains';
import { bankingSlots } from './banking-slots';
import { quotedLowerCaseNames, quotedNames } from './quoted-names';
import { addressedQuotedNames } from './addressed-quoted-names';
import { bookingNames } from './booking-names';
import { displayNames } from './display-names';
import { fieldValueNames } from './field-value-names';
import { articleNamedInstitutions } from './article-named-institutions';
import { comparedWithThing, listedWithThing, onRoute, servedBySoftware, technologyShaped, TOOL_VERBS } from './thing-contexts';
import { acronymsInContext, ampersandFirms, cuedCompanyWords, type CueKnowledge } from './organisation-cues';
import { romanceSentenceCaseOrganisations } from './romance-organisations';
import { scriptOrganisations } from './script-organisations';
import { scriptPeople } from './script-people';
import { ELIDED_CAPITAL, ELISION, withoutElision } from './names/elision';
import { namesBeforeAddresses } from './address-names';
import { compoundBodies, cyrillicBodies, schoolCompounds } from './public-body-organisations';
import { titledPublicBodies } from './titled-public-bodies';
import { lowerCaseKnownOrganisations } from './lower-case-organisations';
import { lowerCasePeople, OTHER_LANGUAGE_PERSON_BEFORE, PERSON_CUES, PERSON_ONLY_CUES, type LowerCaseNameKnowledge } from './lower-case-people';
import { coordinatedKnownWords, lowerCaseInstitutions } from './context-organisations';
import { coordinatedPeople, withoutListedPlaces, type CoordinationKnowledge } from './coordinated-people';
import { listedPeople } from './listed-people';
import { trimHeadlineSpans, type HeadlineKnowledge } from './headline-spans';
import { acronymDefinedBodies, definedAcronyms } from './defined-acronyms';
import { nameShape } from './name-shape';
import { hasSurnameEnding } from './names/surname-endings';
import { glossedShortForm } from './short-forms';
import { takeHeaderRows } from './header-rows';
import { namesCompassPlace } from './compass-places';
import { placeSlots } from './place-slots';
import { abbreviatedTitle, inflectedName, invertedGermanSpeaker, opensWithSlavicTitle, OTHER_LANGUAGE_AGENTS, signsOff, slavicTitle, speechAfter, vietnameseTitle, type InflectionKnowledge } from './other-language-people';
import { afterGenitiveArticle, articleAndNoun, caselessWordsOfSentence, capitalsPlaceholder, cueIsWordOfSentence, genitiveArticle, greetedGroup, type ClauseKnowledge } from './other-language-clauses';
import {
  EPONYM_HEADS,
  FUNCTION_WORDS,
  HONORIFICS,
  LEGAL_SUFFIXES,
  INTERJECTIONS,
  MONTHS_AND_DAYS,
  NOT_NAMES,
  ORG_AFTER,
  ORG_BEFORE,
  ORG_CHAIN_CUES,
  ORG_POSSESSIONS,
  ORG_CONNECTORS,
  ORG_HEADS,
  PARTICLES,
  PERSON_AFTER,
  PERSON_BEFORE,
  ELIDED_WORDS,
} from './names/word-lists';
import type { EntityKind } from './placeholder';

/** How a word looks as a part of a person's name. */
const enum Evidence {
  /** Not a name part. */
  None,
  /** An ordinary English word that is also a name ("Will", "Rose", "Young"): needs more evidence. */
  Weak,
  /** A capitalized word no list knows, in ordinary text: a proper noun, likely a name. */
  Unknown,
  /** A given name or surname of the lexicon that is no ordinary word. */
  Strong,
}

interface Span {
  readonly first: number;
  /** Index after the last token. */
  readonly last: number;
  readonly end: number;
  readonly kind: EntityKind;
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/**
 * A legal suffix right after a name: ", Ltd." / " GmbH" / " S.A. de C.V.", case as written. A
 * dotted form's last dot is often left off ("Co., Ltd", "S.A"): it is optional where another dot
 * marks the form.
 */
const suffixPattern = (x: string): string => (/\..*\.$/.test(x) ? `${escape(x.slice(0, -1))}\\.?` : escape(x));
const SUFFIX = new RegExp(`^,?[ \\t]+(?:${LEGAL_SUFFIXES.map(suffixPattern).join('|')})(?![\\p{L}\\p{N}])`, 'u');
/** The same in a line written in one case, without the suffixes that are also words ("as", "se"). */
const SUFFIX_CASELESS = new RegExp(
  `^,?[ \\t]+(?:${LEGAL_SUFFIXES.filter((s) => !/^(?:AS|SE|SA|SL|AB|KK|Co\.|Corp|Inc|SCA|Bhd)$/i.test(s)).map(escape).join('|')})(?![\\p{L}\\p{N}])`,
  'iu',
);
const WEAK_AFTER = new Set(['to', 'and', 'is', 'was', 'will', 'would', 'has', 'had', 'have', 'who', 'whose']);
const SUFFIX_WORDS = new Set(LEGAL_SUFFIXES.map((x) => foldKey(x).replace(/[.,]/g, '')).filter((x) => !/\s/.test(x)));
const PREPOSITIONS = new Set(['to', 'with', 'and', 'by', 'from', 'for', 'at', 'in']);
/** Verbs that, right after one word, say a company acts: "Tallowby announced", "Corveth recalls". */
/** German articles a sentence may open with before an institution's name ("Die Sparkasse Lindenau"). */
const LEADING_GERMAN_ARTICLES = new Set(['der', 'die', 'das', 'dem', 'des']);
/** Words after a name that no person has: "plumly support", "the Tallowby hotline". */
const ONLY_ORGANISATIONS_AFTER = new Set(['support', 'helpdesk', 'hotline', 'customer', 'customers', 'headquarters', 'hq', 'careers', 'layoffs', 'ipo', 'shareholders']);
const ORGANISATION_ACTS = new Set(['announced', 'announces', 'unveiled', 'unveils', 'launched', 'launches', 'recalled', 'recalls']);
const EPONYM_AFTER = /^(?:['\u2019]s?)?\s+([\p{L}]+)/iu;
/** "I'll", "We'd", "They're", "Shouldn't", "You've": a word with an English clitic after its apostrophe. */
const CONTRACTION = /^([\p{L}]+?)(n?)['\u2019](?:ll|d|ve|re|m|t|s)$/u;
/** Verbs that start a sentence before an organization's name ("Contact Ministry of Health"). */
const VERBS_BEFORE_ORGANIZATION = new Set(['contact', 'visit', 'write', 'inform', 'notify', 'ask', 'call', 'email', 'phone', 'apply', 'join', 'sue', 'pay', 'invoice', 'bill', 'forward', 'cc', 'dear']);
/** Head words of the institutions whose names go on with a campus ("… at Austin"). */
const CAMPUS_HEADS = new Set(['university', 'college', 'institute', 'polytechnic']);
/** An institution word, strong or weak, also after an elided article. */
const isInstitution = (t: Token): boolean => INSTITUTIONS.has(withoutElision(t.key)) || WEAK_INSTITUTIONS.has(withoutElision(t.key)) || institutionCompound(t);
/** "Fraunhofer-Institut", "Ludwig-Maximilians-Universität": a hyphenated word ending in an institution word. */
const institutionCompound = (t: Token): boolean => t.parts.length > 1 && INSTITUTIONS.has(t.parts[t.parts.length - 1]);
/** A letter of a script without case (Hebrew to Georgian, kana, Han, Hangul): most texts have none. */
const UNCASED_SCRIPT = /[\u0590-\u10ff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\p{Script=Han}\p{Script=Hangul}\p{Script=Katakana}]/u;

/** Heads of courts, which a word of rank alone names ("High Court", "Upper Tribunal"). */
const COURT_HEADS = new Set(['court', 'tribunal', 'tribunale', 'tribunal', 'gerichtshof']);

/** Prepositions before a place, not a person ("near", "via"); "in" comes before organizations too. */
const PLACE_PREPOSITIONS = new Set(['near', 'around', 'across', 'via', 'outside', 'towards', 'toward', 'throughout', 'nearby']);
/**
 * Words of travel before "to" ("going to Santorini", "a ferry to Mykonos", "moving to Yosemite"):
 * what follows is a destination. A person after "to" follows a verb of giving or speaking instead.
 * "Ticket" is left out: a support ticket is passed to a person ("assign the ticket to Wairimu").
 */
const TRAVEL_BEFORE_TO = new Set([
  'going', 'go', 'goes', 'went', 'travel', 'travelling', 'traveling', 'travelled', 'traveled', 'fly', 'flying', 'flew', 'flight',
  'flights', 'trip', 'trips', 'drive', 'driving', 'drove', 'move', 'moving', 'moved', 'relocate', 'relocating', 'relocated', 'ferry',
  'ferries', 'train', 'trains', 'holiday', 'holidays', 'vacation', 'honeymoon', 'cruise', 'commute', 'commuting', 'journey',
  'emigrate', 'emigrating', 'emigrated', 'hike', 'hiking',
]);
const ARTICLES = new Set(['the', 'a', 'an']);
/** Possessive determiners: the capitalized word after one is a noun in Title Case ("your Buddy"). */
const DETERMINERS = new Set(['my', 'your', 'our', 'their', 'its']);
/** German articles and possessives: the capitalized word after one is a noun ("Ihre Nachricht"). */
const GERMAN_ARTICLES = new Set(['der', 'die', 'das', 'den', 'dem', 'des', 'ein', 'eine', 'einen', 'einem', 'einer', 'eines', 'ihre', 'ihrer', 'ihren', 'ihrem', 'meine', 'meinen', 'unsere', 'unseren', 'keine', 'diese', 'dieser', 'diesen', 'jede', 'jeden']);
/** German articles, possessives and other determiners: the word after them is a noun ("Unser Kunde"). */
const GERMAN_DETERMINERS = new Set([
  ...GERMAN_ARTICLES, 'unser', 'unserem', 'unserer', 'unseres', 'mein', 'meinem', 'meiner', 'meines', 'dein', 'deine', 'deinen', 'deinem',
  'sein', 'seine', 'seinen', 'seinem', 'seiner', 'ihr', 'ihres', 'euer', 'eure', 'euren', 'kein', 'keinen', 'keinem', 'jeder', 'jedem',
  // A preposition fused with the article: "im Feld", "zur Laufzeit", "beim Start".
  'im', 'am', 'vom', 'zum', 'zur', 'beim', 'ins', 'ans', 'aufs',
]);
/** Words that end a lower-case organization's name read after a cue: "i work at acme logistics now". */
const CLAUSE_ENDS = new Set(['now', 'today', 'tomorrow', 'tmrw', 'yesterday', 'since', 'until', 'till', 'then', 'too', 'also', 'already', 'still', 'again', 'anymore', 'lol', 'btw', 'pls', 'please', 'thanks', 'though', 'tho', 'currently', 'remotely', 'fulltime', 'ok']);
/** The short-hand of English chat: English words, though other languages' frequent-word lists hold some. */
const CHAT_SHORTHAND = new Set(['cc', 'bcc', 'pls', 'plz', 'thx', 'lol', 'btw', 'brb', 'imo', 'imho', 'tbh', 'fyi', 'asap', 'idk', 'lgtm', 'ty', 'np', 'tmrw', 'ok', 'dm', 'wfh', 'eod', 'afaik', 'iirc']);

/** What only an organisation owns: "Halvard's CEO", "Corvane's headquarters", "Tarsus's shareholders". */
const CORPORATE_POSSESSIONS = new Set(['ceo', 'cfo', 'cto', 'coo', 'shareholders', 'stock', 'headquarters', 'hq', 'spokesperson', 'spokeswoman', 'spokesman', 'subsidiary', 'subsidiaries', 'earnings', 'workforce']);

/**
 * How name-like (name-shape.ts) one capitalised word no list knows must look to be a name inside
 * a clause of another language, where capitalised nouns and titles ("la Ayuda") are as common as
 * names. The frequent words of those languages are already known (other-words.json), so the words
 * asked are rarer ones, product names inflected like words ("Javy") among them: at 0.75 about one
 * held-out ordinary word in fifty passes, and about half of the held-out names (name-shape.json's
 * heldOut).
 */
const SHAPE_IN_OTHER_LANGUAGE = 0.75;
/**
 * The same right after a word of that language that stands before a person ("con", "laut"): a
 * name's letters need only lean towards a name's, as after an English greeting.
 */
const SHAPE_AFTER_OTHER_LANGUAGE_CUE = 0;

/**
 * How clearly one word no list knows must read as an ordinary word (name-shape.ts) to keep a
 * lower-case run of such words with no cue from being a name ("per mantenere", "w trybie
 * automatycznym"). At -1.5 no lower-case name of the dev set is lost, while about one word in
 * four of those short messages of other languages falls below it.
 */
const WORD_SHAPE_IN_ONE_CASE = -1.5;

/** Words before the given name of a weather system: "Storm Ciarán", "Hurricane Katrina". */
const STORM_WORDS = new Set(['storm', 'hurricane', 'typhoon', 'cyclone', 'tornado']);

/** Directions are in many organizations' names ("Northern Trust", "Southern Water"). */
const COMPASS = new Set(['north', 'south', 'east', 'west', 'northern', 'southern', 'eastern', 'western', 'central']);
/** Words that follow a verb, hardly ever a noun: "sign the form", "test it". */
const VERB_OBJECTS = new Set(['the', 'this', 'that', 'these', 'those', 'my', 'our', 'your', 'their', 'it', 'them', 'me', 'us', 'him', 'her']);
const OBJECTS = new Set(['the', 'this', 'that', 'these', 'those', 'my', 'our', 'your', 'it', 'them', 'me', 'us', 'a', 'an', 'all', 'each', 'every', 'any', 'some']);

/**
 * The default detector: word lists and rules, no model. A name is a run of words that look like
 * name parts (lexicon given names and surnames across cultures, capitalized words no dictionary
 * knows, particles such as "van der" or "bin" inside), confirmed by what surrounds it (titles,
 * greetings, verbs like "said", legal suffixes, organization words). Places, months, technology
 * terms and eponyms ("Murphy's law") are left alone. Every name is reported exactly as written,
 * and so are its parts ("Amira Benali" also reports "Amira" and "Benali") so a later mention of
 * one part alone is masked too.
 */
export class LexiconNameDetector implements NameDetector {
  private readonly lex: Lexicon;
  private readonly knowledge: WordKnowledge = { isCommon: (t) => this.isCommon(t), isGiven: (t) => this.isGiven(t) };
  private readonly cueKnowledge: CueKnowledge & { isSurname(t: Token): boolean } = {
    ...this.knowledge,
    isPlace: (t) => this.lex.places.has(t.key),
    isSurname: (t) => this.isSurname(t),
  };

  private readonly lowerCaseKnowledge: LowerCaseNameKnowledge = {
    isGiven: (t) => this.lex.given.has(t.key),
    isSurname: (t) => this.lex.surnames.has(t.key),
    isExtraName: (t) => this.lex.extraNames.has(t.key),
    isPlainGiven: (t) => this.lex.lowerCaseGiven.has(t.key),
    isPlainSurname: (t) => this.lex.lowerCaseSurnames.has(t.key),
    isCommon: (t) => this.isCommon(t),
    isOtherWord: (t) => this.lex.otherWords.has(t.key),
    nameShape: (t) => nameShape(t.key),
    isExcluded: (t) =>
      this.lex.places.has(t.key) || NOT_NAMES.has(t.key) || FUNCTION_WORDS.has(t.key) || HONORIFICS.has(t.key) || PARTICLES.has(t.key) || ORG_HEADS.has(t.key) || PERSON_BEFORE.has(t.key) || (t.key.endsWith('s') && NOT_NAMES.has(t.key.slice(0, -1))),
  };

  private readonly coordinationKnowledge: CoordinationKnowledge = {
    isCommon: (t) => this.isCommon(t),
    isThing: (t) => PRODUCTS.has(t.key) || this.isPlace(t) || this.lex.organizations.has(t.key),
    isGivenName: (t) => this.isGiven(t) && !this.isCommon(t),
    isSurname: (t) => this.isSurname(t) && !this.isCommon(t),
  };

  private readonly headlineKnowledge: HeadlineKnowledge = {
    isName: (t) => (this.isGiven(t) || this.isSurname(t)) && !this.isCommon(t) && !this.isPlace(t),
    isPlainWord: (t) => this.isCommon(t) && !this.isGiven(t) && !this.isSurname(t),
  };

  private readonly productKnowledge: ProductKnowledge = {
    isProduct: (t) => PRODUCTS.has(t.key),
    isProductOrCompany: (t) => (PRODUCTS.has(t.key) || this.lex.organizations.has(t.key)) && (t.capitalized || t.innerCaps),
    isNameOrHead: (t) => ORG_HEADS.has(t.key) || SUFFIX_WORDS.has(t.key) || this.isPlace(t) || this.isGiven(t) || this.isSurname(t) || this.lex.organizations.has(t.key),
    hasOrganisationCue: (tokens, first, last) => {
      const before = tokens[first - 1];
      const after = tokens[last];
      const tail = tokens[last - 1];
      if (before !== undefined && tokens[first].joinedToPrevious && ORG_BEFORE.has(before.key)) return true;
      if (tail.possessive) return true;
      return after !== undefined && after.joinedToPrevious && (ORG_AFTER.has(after.key) || COMPANY_ACTS.has(after.key) || (PERSON_AFTER.has(after.key) && !WEAK_AFTER.has(after.key)));
    },
  };

  private readonly clauseKnowledge: ClauseKnowledge = {
    // A title counts as English here: English writes it capitalised or with its dot ("Det.").
    isEnglishWord: (t) => this.lex.commonWords.has(t.key) || FUNCTION_WORDS.has(t.key) || HONORIFICS.has(t.key),
    isOtherWord: (t) => this.lex.otherWords.has(t.key),
  };

  private readonly inflectionKnowledge: InflectionKnowledge = { isGivenKey: (k) => this.lex.given.has(k), isSurnameKey: (k) => this.lex.surnames.has(k) };
  private readonly articleKnowledge = { ...this.clauseKnowledge, isGiven: (t: Token) => this.isGiven(t) };

  constructor(lex: Lexicon = lexicon()) {
    this.lex = lex;
  }

  detect(text: string, kinds: ReadonlySet<EntityKind>): DetectedName[] {
    if (text.trim() === '') return [];
    const tokens = tokenize(text);
    // Per token: 0 free, 1 part of a found name, 2 part of a place (a name may still take it).
    const taken = new Uint8Array(tokens.length);
    const spans: Span[] = [];
    const claim = (first: number, last: number, end: number, kind: EntityKind): void => {
      for (let i = first; i < last; i++) taken[i] = 1;
      spans.push({ first, last, end, kind });
    };

    bookingNames(text, tokens, taken, (first, last, end) => claim(first, last, end, 'person'));
    displayNames(text, tokens, taken, this.lowerCaseKnowledge, (first, last, end) => claim(first, last, end, 'person'));
    fieldValueNames(text, tokens, taken, this.lowerCaseKnowledge, (first, last, end) => claim(first, last, end, 'person'));
    this.organizationsBySuffix(text, tokens, taken, claim);
    copyrightHolders(tokens, taken, this.knowledge, (first, last, end) => claim(first, last, end, 'organization'));
    const organisation = (first: number, last: number, end: number): void => claim(first, last, end, 'organization');
    romanceSentenceCaseOrganisations(tokens, taken, organisation);
    ampersandFirms(tokens, taken, this.cueKnowledge, organisation);
    capitalsOrganisations(text, tokens, taken, this.knowledge, organisation);
    capitalsInText(text, tokens, taken, (t) => this.isGiven(t), organisation);
    capitalsPeople(text, tokens, taken, { ...this.lowerCaseKnowledge, isGiven: (t) => this.isGiven(t), isSurname: (t) => this.isSurname(t) }, (first, last, end) => claim(first, last, end, 'person'));
    const personStart = (k: number): boolean => this.isGiven(tokens[k]) && tokens[k + 1] !== undefined && tokens[k + 1].joinedToPrevious && this.isSurname(tokens[k + 1]);
    labelledOrganisations(text, tokens, taken, personStart, organisation, this.knowledge);
    columnOrganisations(text, tokens, taken, this.knowledge, personStart, organisation);
    takeHeaderRows(text, tokens, taken, { isOrdinary: (t) => this.isCommon(t), isGiven: (t) => this.isGiven(t) });
    contractParties(text, tokens, taken, this.knowledge, personStart, organisation);
    domainOrganisations(text, tokens, taken, personStart, organisation);
    articleNamedInstitutions(tokens, taken, organisation);
    nonProfitNames(tokens, taken, organisation);
    namedNonProfits(tokens, taken, organisation);
    familyFirms(tokens, taken, this.cueKnowledge, organisation);
    brandDomains(text, tokens, taken, organisation);
    bankingSlots(tokens, taken, this.cueKnowledge, organisation);
    appositiveOrganisations(tokens, taken, { ...this.cueKnowledge, isOtherWord: (t) => this.lex.otherWords.has(t.key) }, organisation);
    signatureOrganisations(text, tokens, taken, { ...this.cueKnowledge, personStart }, organisation);
    quotedNames(text, tokens, taken, claim);
    addressedQuotedNames(text, tokens, taken, this.lowerCaseKnowledge, (first, last, end) => claim(first, last, end, 'person'));
    cyrillicBodies(tokens, taken, organisation);
    this.institutions(text, tokens, taken, claim);
    headedOrganisations(text, tokens, taken, this.knowledge, (first, last, end) => claim(first, last, end, 'organization'));
    sentenceCaseInstitutions(tokens, taken, (first, last, end) => claim(first, last, end, 'organization'));
    capitalsHeadFirst(tokens, taken, organisation);
    // Sentence openers the organisation list alone names (see opensOnListAlone).
    const openers: number[] = [];
    this.phrases(text, tokens, taken, claim, openers);
    compoundBodies(tokens, taken, this.cueKnowledge, organisation);
    schoolCompounds(tokens, taken, this.cueKnowledge, organisation);
    titledPublicBodies(tokens, taken, organisation);
    lowerCaseKnownOrganisations(text, tokens, taken, this.lex, this.knowledge, organisation);
    this.cuedOrganizations(text, tokens, taken, claim);
    cuedCompanyWords(tokens, taken, this.cueKnowledge, organisation);
    acronymsInContext(tokens, taken, this.cueKnowledge, organisation);
    this.possessiveOrganizations(text, tokens, taken, claim);
    namesBeforeAddresses(text, tokens, taken, claim, (t) => this.isCommon(t) && !this.isGiven(t) && !this.isSurname(t));
    lowerCaseInstitutions(tokens, taken, this.knowledge, organisation);
    const foreign = this.otherLanguageSentences(tokens, taken);
    // In a sentence of another language such an opener is that language's word ("Ayer", Spanish
    // "yesterday"), not the brand; it stays taken so that no rule reads it as a name either.
    for (const i of openers) if (!foreign[i]) claim(i, i + 1, tokens[i].end, 'organization');
    this.runs(text, tokens, taken, foreign, placeSlots(text, tokens), claim);
    lowerCasePeople(text, tokens, taken, foreign, this.lowerCaseKnowledge, (first, last, end) => claim(first, last, end, 'person'));
    quotedLowerCaseNames(text, tokens, taken, foreign, this.lowerCaseKnowledge, (first, last, end) => claim(first, last, end, 'person'));
    const listed = withoutListedPlaces(tokens, taken, spans, { ...this.coordinationKnowledge, isPlace: (t) => this.isPlace(t) });
    // In place, element by element: a spread of a long text's spans would overflow the call's arguments.
    spans.length = 0;
    for (const span of listed) spans.push(span);
    coordinatedPeople(tokens, taken, spans, this.coordinationKnowledge, (first, last, end) => claim(first, last, end, 'person'));
    listedPeople(text, tokens, taken, spans, this.coordinationKnowledge, (first, last, end) => claim(first, last, end, 'person'));
    acronymDefinedBodies(text, tokens, taken, organisation);
    definedAcronyms(text, tokens, taken, spans.filter((s) => s.kind === 'organization'), organisation);
    const organisationTokens = new Uint8Array(tokens.length);
    for (const s of spans) if (s.kind === 'organization') organisationTokens.fill(s.last - s.first > 1 ? 2 : 1, s.first, s.last);
    coordinatedKnownWords(text, tokens, taken, organisationTokens, this.lex.organizations, organisation);

    const found = new Map<string, DetectedName>();
    const add = (t: string, kind: EntityKind): void => {
      if (kinds.has(kind) && t.trim() !== '' && !found.has(t)) found.set(t, { text: t, kind });
    };
    for (const s of trimHeadlineSpans(text, tokens, spans, this.headlineKnowledge, (span, first, last, end) => ({ ...span, first, last, end }))) {
      add(text.slice(tokens[s.first].start, s.end), s.kind);
      if (s.kind === 'person') this.parts(text, tokens, s, add);
    }
    // Names in scripts without case come last, on the tokens no rule took, and straight into the
    // findings: their parts are chosen by lists of those scripts' ordinary words, which parts() lacks.
    if (UNCASED_SCRIPT.test(text)) {
      for (const name of scriptPeople(text, tokens, taken)) add(name, 'person');
      for (const name of scriptOrganisations(text)) add(name, 'organization');
    }
    return [...found.values()];
  }

  /** "Veltrona GmbH", "Okoro & Partners LLP": capitalized words before a legal suffix. */
  private organizationsBySuffix(text: string, tokens: Token[], taken: Uint8Array, claim: ClaimFn): void {
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i];
      const after = text.slice(t.end + (t.possessive ? 2 : 0), t.end + 40);
      const m = (t.caseless ? SUFFIX_CASELESS : SUFFIX).exec(after);
      if (!m || t.possessive || !this.orgWord(t)) continue;
      let first = i;
      while (first > 0 && i - first < 4 && !taken[first - 1] && tokens[first].joinedToPrevious && !tokens[first].sentenceStart) {
        const p = tokens[first - 1];
        const connector = ORG_CONNECTORS.has(p.key) && first - 1 > 0 && tokens[first - 1].joinedToPrevious;
        if (!connector && !this.orgWord(p)) break;
        first--;
      }
      while (first < i && ORG_CONNECTORS.has(tokens[first].key)) first++;
      const end = t.end + m[0].length;
      let last = i + 1;
      while (last < tokens.length && tokens[last].start < end) last++;
      claim(first, last, end, 'organization');
      i = last - 1;
    }
  }

  /**
   * "Ministry of Finance", "Kenya Revenue Authority", "Universidade de São Paulo": a chain of
   * capitalized words (lower-case connectors such as "of" or "de la" between them) with an
   * institution word in it. Each token is looked at once: a chain is judged as a whole, then the
   * scan goes on after it.
   */
  private institutions(text: string, tokens: Token[], taken: Uint8Array, claim: ClaimFn): void {
    let i = 0;
    while (i < tokens.length) {
      if (taken[i] || !this.titleWord(tokens, i)) {
        i++;
        continue;
      }
      let j = i + 1;
      let end = i + 1;
      let connectors = 0;
      while (j < tokens.length && !taken[j] && tokens[j].joinedToPrevious && !tokens[j - 1].possessive) {
        if (this.titleWord(tokens, j)) {
          connectors = 0;
          end = ++j;
        } else if (connectors < 2 && this.institutionConnector(tokens, j)) {
          connectors++;
          j++;
        } else break;
      }
      const first = this.institutionStart(tokens, i, end);
      if (first < end && this.namesInstitution(tokens, first, end)) {
        const listed = listedComplementEnd(text, tokens, taken, first, end);
        claim(first, listed, tokens[listed - 1].end, 'organization');
        j = Math.max(j, listed);
      }
      i = Math.max(j, i + 1);
    }
  }

  /** A capitalized word of an institution's name; in a one-case line, a word off the dictionary. */
  private titleWord(tokens: Token[], i: number): boolean {
    const t = tokens[i];
    // Most words of ordinary text are lower case: the cheapest test first.
    if (!t.caseless && !((t.capitalized || t.allCaps) && !t.innerCaps) && !(ELISION.test(t.key) && (isInstitution(t) || ELIDED_CAPITAL.test(t.text)))) return false;
    // "Department of Justice", "Queen Mary University": a title that is also what a body is of or named for.
    // "University of Notre Dame", "Dame Street": a title closing a name after a capitalized word titles nobody.
    const honorific = HONORIFICS.has(t.key) && !INSTITUTION_FIELDS.has(t.key) && !this.closingTitle(tokens, i);
    if (t.hasDigit || t.key.length < 2 || FUNCTION_WORDS.has(t.key) || INSTITUTION_CONNECTORS.has(t.key) || honorific || this.isContraction(t)) return false;
    if (!t.caseless) return true;
    if (isInstitution(t) || INSTITUTION_FIELDS.has(t.key) || this.lex.places.has(t.key)) return true;
    // "são paulo", "cape town": a word of a place of two words.
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    if ((prev && this.lex.places.has(`${prev.key} ${t.key}`)) || (next && this.lex.places.has(`${t.key} ${next.key}`))) return true;
    // "phylogeny-based association": a modifier compound describes a thing.
    return !this.isCommon(t) && !NOT_NAMES.has(t.key) && !isModifierCompound(t);
  }

  /** A title after a capitalized word of the same line with no capitalized word after it: "Notre Dame", not "Dame Judi". */
  private closingTitle(tokens: Token[], i: number): boolean {
    const t = tokens[i];
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    if (t.caseless || !t.capitalized || prev === undefined || !t.joinedToPrevious || !prev.capitalized || HONORIFICS.has(prev.key)) return false;
    return next === undefined || !next.joinedToPrevious || !(next.capitalized || next.allCaps);
  }

  /**
   * "Delhi Institute Of Higher Education", "Charotar University Of Science And Technology": a name
   * written all in Title Case capitalises its connectors too. "Of" and "For" right after a head
   * word, and "And" right after a word that follows such an "Of", before a field ("Technology").
   */
  private titleCaseConnector(tokens: Token[], j: number): boolean {
    const u = tokens[j];
    const next = tokens[j + 1];
    if (!u.capitalized || next === undefined || !next.joinedToPrevious || !next.capitalized || FUNCTION_WORDS.has(next.key)) return false;
    if (u.key === 'of' || u.key === 'for') return j > 0 && isInstitution(tokens[j - 1]);
    // "And" goes on only before a field a body is of ("Of Justice And Everyone Else" ends at "Justice").
    return u.key === 'and' && j > 1 && tokens[j - 2].capitalized && (tokens[j - 2].key === 'of' || tokens[j - 2].key === 'for') && INSTITUTION_FIELDS.has(next.key);
  }

  /** "of", "de la", "für" between two words of a name; "and" only between ordinary words ("Food and Drug"). */
  private institutionConnector(tokens: Token[], j: number): boolean {
    const u = tokens[j];
    // "University of Texas at Austin": the campus is part of a university's name.
    if (u.key === 'at') return u.lowerCase && this.campusAfter(tokens, j);
    if ((u.lowerCase || u.caseless) && LOWER_CASE_JOINS.has(u.key)) return true;
    if (!INSTITUTION_CONNECTORS.has(u.key) && u.key !== 'and' && u.key !== 'the' && u.key !== 'on') return false;
    if (!u.lowerCase && !u.caseless && u.key !== '&' && !this.titleCaseConnector(tokens, j)) return false;
    // "Council on Foreign Relations", "Committee on Climate Change": "on" right after a head word,
    // before a field, not a day ("the Council on Friday").
    if (u.key === 'on') return j > 0 && isInstitution(tokens[j - 1]) && this.titleWord(tokens, j + 1) && tokens[j + 1].joinedToPrevious && !NOT_NAMES.has(tokens[j + 1].key);
    // "Court of Justice of the European Union": "the" only right after "of" or "for".
    if (u.key === 'the') return j > 0 && (tokens[j - 1].key === 'of' || tokens[j - 1].key === 'for');
    if (u.key !== 'and') return true;
    const next = tokens[j + 1];
    if (next === undefined || !next.joinedToPrevious || !this.titleWord(tokens, j + 1)) return false;
    const then = tokens[j + 2];
    // "School of Oriental and African Studies": a word off the dictionary that is no name, with
    // the name going on after it.
    if (!this.isCommon(next)) return !this.isGiven(next) && !this.isSurname(next) && then !== undefined && then.joinedToPrevious && this.titleWord(tokens, j + 2);
    // "Fisheries and Marine Resources": a word that is also a given name is the body's field when
    // an ordinary word that is no name follows it ("Health and Grace Smith" is two names).
    return !this.isGiven(next) || (then !== undefined && then.joinedToPrevious && this.titleWord(tokens, j + 2) && this.isCommon(then) && !this.isGiven(then) && !this.isSurname(then));
  }

  /**
   * "at" then a capitalized word, within four words after a university's or college's head word:
   * its campus ("University of California at Berkeley", "Texas A&M University at Qatar").
   */
  private campusAfter(tokens: Token[], j: number): boolean {
    const next = tokens[j + 1];
    if (next === undefined || !next.joinedToPrevious || !tokens[j].joinedToPrevious || !this.titleWord(tokens, j + 1)) return false;
    for (let k = j - 1; k >= 0 && k >= j - 4; k--) {
      if (CAMPUS_HEADS.has(tokens[k].key)) return true;
      if (!tokens[k].joinedToPrevious) return false;
    }
    return false;
  }

  /** Where the institution's name starts: a verb or cue word before it ("Contact", "Dear") is no part. */
  private institutionStart(tokens: Token[], first: number, end: number): number {
    // "Austin von Deutsche Bank": a connector before the first institution word ends what is before.
    let head = first;
    while (head < end && !isInstitution(tokens[head])) head++;
    for (let k = head - 1; k > first; k--) {
      // "Hope for Tomorrow Foundation": an ordinary word before "for" or "of" opens the name.
      const ordinaryBefore = this.isCommon(tokens[k - 1]) && !this.isGiven(tokens[k - 1]) && (tokens[k].key === 'for' || tokens[k].key === 'of');
      if (INSTITUTION_CONNECTORS.has(tokens[k].key) && tokens[k].key !== '&' && !ordinaryBefore) {
        first = k + 1;
        break;
      }
    }
    while (first < end) {
      const t = tokens[first];
      if (isInstitution(t)) break;
      // "Die Deutsche Bank hat angerufen": a German article opening the sentence is no part of the name.
      const article = t.capitalized && LEADING_GERMAN_ARTICLES.has(t.key);
      // "Invoice for the Ministry of Finance": the lower-case words left after the verb open no name.
      const linking = t.lowerCase && (INSTITUTION_CONNECTORS.has(t.key) || t.key === 'the');
      if (!PERSON_BEFORE.has(t.key) && !ORG_BEFORE.has(t.key) && !VERBS_BEFORE_ORGANIZATION.has(t.key) && !article && !linking) break;
      first++;
    }
    return first;
  }

  /**
   * Whether a chain names an institution: it holds an institution word and a qualifier that is a
   * proper noun ("Makerere", "Nacional"; a place only before a strong institution word), or follows "of"/"de" after the institution word
   * ("Ministry of Finance"), or is two ordinary words before the institution word ending the chain
   * ("Environmental Protection Agency"). "Bank Holiday" and "Hospital Visit Checklist" are none.
   */
  private namesInstitution(tokens: Token[], first: number, end: number): boolean {
    if (opensSoftwareLibrary(tokens, first)) return false;
    let head = -1;
    let strong = false;
    let others = 0;
    let proper = 0;
    let places = 0;
    let connectorAfterHead = false;
    let fields = 0;
    for (let k = first; k < end; k++) {
      const t = tokens[k];
      if (INSTITUTION_CONNECTORS.has(t.key) || t.key === 'and' || t.key === 'the' || (t.key === 'on' && t.lowerCase) || ((t.lowerCase || t.caseless) && LOWER_CASE_JOINS.has(t.key))) {
        if (head >= 0 && t.key !== 'and' && t.key !== '&') connectorAfterHead = true;
        continue;
      }
      // "Financial Services Commission": a weak institution word before a strong one is a qualifier.
      if (isInstitution(t) && !(WEAK_INSTITUTIONS.has(withoutElision(t.key)) && !INSTITUTIONS.has(withoutElision(t.key)) && this.strongHeadAfter(tokens, k + 1, end))) {
        if (head < 0) head = k;
        strong ||= INSTITUTIONS.has(withoutElision(t.key));
        continue;
      }
      others++;
      if (INSTITUTION_FIELDS.has(t.key)) fields++;
      if (this.lex.places.has(t.key)) places++;
      else if (!this.isCommon(t) || t.allCaps) proper++;
    }
    if (head < 0 || others === 0) return false;
    // "Seoul National University" names one; "the Seoul office" is a place's office.
    if (proper > 0 || (places > 0 && strong)) return true;
    if (this.foreignHeadFirst(tokens, head, first, end)) return true;
    const lastIsHead = isInstitution(tokens[end - 1]);
    // "Internal Revenue Service": a weak head ("Service", "Office") after two words, one a public field.
    // "Board of Directors", "Office of the President": a weak head's complement must say more.
    const complemented = connectorAfterHead && (strong || places > 0 || fields > 0 || others >= 2);
    // "Supreme Court", "Upper Tribunal": a court named by its rank alone.
    const rankedCourt = lastIsHead && others === 1 && fields === 1 && COURT_HEADS.has(tokens[end - 1].key);
    return complemented || rankedCourt || (lastIsHead && others >= 2 && (strong || places > 0 || fields > 0));
  }

  /**
   * "Fondazione Telethon", "Fundación Mar Azul": a strong head word of another language (no
   * English word) opening the chain, then a capitalized word of the same line. Those languages
   * write no ordinary word in capitals inside a sentence, so the word names the body even when it
   * is also an English word; "Bank Holiday" and "Hospital Visit" open on English heads.
   */
  private foreignHeadFirst(tokens: Token[], head: number, first: number, end: number): boolean {
    const t = tokens[head];
    const next = tokens[head + 1];
    if (head !== first || head + 1 >= end || t.caseless || !t.capitalized || !INSTITUTIONS.has(withoutElision(t.key))) return false;
    if (this.lex.commonWords.has(withoutElision(t.key)) || NOUN_CAPITALISING_HEADS.has(withoutElision(t.key)) || !next.capitalized || next.innerCaps) return false;
    return !NOT_NAMES.has(next.key) && !FUNCTION_WORDS.has(next.key);
  }

  /** Whether a strong institution word ("Commission", "University") stands in tokens [from, end). */
  private strongHeadAfter(tokens: Token[], from: number, end: number): boolean {
    for (let k = from; k < end; k++) if (INSTITUTIONS.has(withoutElision(tokens[k].key))) return true;
    return false;
  }

  /** A word that can be part of an organization's name before a suffix. */
  private orgWord(t: Token): boolean {
    // "VIA Technologies", "BalaBit IT Ltd.", "F5 Networks": in a normal-case line a word in
    // capitals or of letters and digits is a name's word, whatever it means in lower case.
    const coded = t.hasDigit && /^\p{Lu}[\p{L}\p{N}]*$/u.test(t.text) && /\p{L}\p{N}|\p{N}\p{L}/u.test(t.text);
    if (!t.caseless && (t.allCaps || coded)) return !HONORIFICS.has(t.key);
    if (t.hasDigit || FUNCTION_WORDS.has(t.key) || PERSON_BEFORE.has(t.key) || ORG_BEFORE.has(t.key)) return false;
    return t.caseless ? !HONORIFICS.has(t.key) : t.capitalized || t.allCaps || t.innerCaps || t.key === '&';
  }

  /** Known organizations and places of one or more words ("Banco do Brasil", "Cape Town", "UNICEF"). */
  private phrases(text: string, tokens: Token[], taken: Uint8Array, claim: ClaimFn, openers: number[]): void {
    const max = this.lex.maxOrganizationWords;
    for (let i = 0; i < tokens.length; i++) {
      if (taken[i]) continue;
      const t = tokens[i];
      if (!t.caseless && t.lowerCase) continue;
      let key = '';
      let hit: { n: number; kind: EntityKind | 'place' } | undefined;
      for (let n = 1; n <= max && i + n <= tokens.length; n++) {
        const u = tokens[i + n - 1];
        if (n > 1 && (!u.joinedToPrevious || taken[i + n - 1] || tokens[i + n - 2].possessive)) break;
        key = n === 1 ? u.key : `${key} ${u.key}`;
        if (this.lex.organizations.has(key) && this.plausibleOrganization(tokens, i, n)) hit = { n, kind: 'organization' };
        else if (this.lex.places.has(key) && (n > 1 || !(this.isGiven(t) || this.isSurname(t)))) hit = { n, kind: 'place' };
        if (!this.lex.phrasePrefixes.has(key)) break;
      }
      if (!hit) continue;
      const product = hit.kind === 'organization' ? productMention(text, tokens, i, i + hit.n, this.productKnowledge) : 0;
      if (hit.kind === 'place') {
        for (let k = i; k < i + hit.n; k++) taken[k] = 2;
      } else if (product > 0) {
        // A product's name, no one's: no later rule may read its words as a name either.
        for (let k = i; k < i + product; k++) taken[k] = 1;
        i += product - hit.n;
      } else if (hit.n === 1 && this.opensOnListAlone(tokens, i)) {
        // Held until the sentence's language is known; no other rule reads the word meanwhile.
        taken[i] = 1;
        openers.push(i);
      } else {
        claim(i, i + hit.n, tokens[i + hit.n - 1].end, 'organization');
      }
      i += hit.n - 1;
    }
  }

  /**
   * A sentence's first word that only the uncurated organisation list holds and that is a
   * frequent word of another language ("Ayer me escribió el cliente", "ayer me escribió" in a
   * lower-case line), with no organisation cue next to it: its case says nothing there, so
   * whether it is the brand depends on the sentence's language, known only later. Brands written
   * mid-sentence ("trabajo en Motorola") or with a cue ("Avon shares fell") are claimed at once.
   */
  private opensOnListAlone(tokens: Token[], i: number): boolean {
    const t = tokens[i];
    if (!t.sentenceStart || !(t.capitalized || t.caseless) || !this.lex.uncuratedOrganizationWords.has(t.key) || !this.lex.otherWords.has(t.key)) return false;
    return !this.productKnowledge.hasOrganisationCue(tokens, i, i + 1);
  }

  /** A list entry that is also a word ("Target", "Orange", "WHO") counts only where it looks like a name. */
  private plausibleOrganization(tokens: Token[], i: number, n: number): boolean {
    const t = tokens[i];
    if (n > 1) return t.caseless || t.capitalized || t.allCaps;
    // "ECB mode", "the GSK 4 library", "network UPS tools": letters of a technology, not the body's.
    if (acronymNamesTechnology(tokens, i)) return false;
    // "Nestlé" is not the English word "nestle": written with its accents it is the name.
    const accented = t.text.normalize('NFD') !== t.text.normalize('NFD').replace(/\p{M}/gu, '');
    // "omw to the dmv", "CALL THE IRS": three letters are enough for an entry no word list knows.
    if (t.caseless) return t.key.length >= 3 && (accented || !this.isCommon(t)) && !NOT_NAMES.has(t.key) && !FUNCTION_WORDS.has(t.key);
    if (t.key.length <= 3) return t.allCaps && !NOT_NAMES.has(t.key);
    if (NOT_NAMES.has(t.key)) return false;
    if (accented) return true;
    // "Ayer fui al cine": a frequent word of another language opens its sentences too.
    if (this.lex.commonWords.has(t.key) || t.key === 'who') return !t.sentenceStart && (t.capitalized || t.allCaps) && !/^the$/.test(tokens[i - 1]?.key ?? '');
    return t.capitalized || t.allCaps || t.innerCaps;
  }

  /**
   * A sentence's first word that is a frequent word of another language and no curated name
   * ("Oggi", "Hast", "Ayer"), right before a given name of the lexicon (`name`): the sentence
   * starts with an adverb or a verb, the name after it. A name that opens the sentence is curated
   * ("Maria José"), has a surname rather than a given name second ("Zbigniew Nowak") or two given
   * names after the first ("Zbigniew Jan Maria").
   */
  private opensBeforeName(tokens: readonly Token[], opener: number, name: number): boolean {
    const o = tokens[opener];
    const n = tokens[name];
    if (n === undefined || !o.sentenceStart || !o.capitalized || !this.lex.otherWords.has(o.key)) return false;
    if (this.lex.given.has(o.key) || this.lex.surnames.has(o.key) || this.lex.commonWords.has(o.key)) return false;
    if (!n.capitalized || !this.lex.given.has(n.key)) return false;
    // "Zbigniew Jan Kowalski": a name goes on after the given name with one more given name.
    const after = tokens[name + 1];
    return after === undefined || !after.joinedToPrevious || !(after.capitalized || after.allCaps) || !this.lex.given.has(after.key);
  }

  private isGiven(t: Token): boolean {
    return this.lex.given.has(t.key) || (t.parts.length > 1 && t.parts.some((p) => this.lex.given.has(p)));
  }

  private isSurname(t: Token): boolean {
    if (this.lex.surnames.has(t.key)) return true;
    // "Guðmundsson", "Petrović": an ending only family names have, on a word no dictionary holds.
    if (hasSurnameEnding(t.key) && !this.isCommon(t)) return true;
    if (t.parts.length < 2) return false;
    // Al-Mansouri, El-Sayed, Abdel-Rahman, Abou-Jaoude, Ben-David: an Arabic or Hebrew surname's shape.
    if (/^(?:al|el|abdel|abdul|abu|abou|ben|bin|ibn|ould)$/.test(t.parts[0])) return true;
    return t.parts.some((p) => this.lex.surnames.has(p));
  }

  /**
   * A place of the curated list, a town of the gazetteer ("Leeds", "Harrogate") or a language
   * ("Bengali", "Swahili"): a proper noun that names no person, weighed the same way in a sentence
   * ("into Tatar", "Hindi, Tamil and Telugu").
   */
  private isPlace(t: Token): boolean {
    return this.lex.places.has(t.key) || this.lex.towns.has(t.key) || this.lex.languages.has(t.key);
  }

  private isCommon(t: Token): boolean {
    if (this.lex.commonWords.has(t.key) || OTHER_LANGUAGES.has(t.key)) return true;
    if (t.key.endsWith('s') && this.lex.commonWords.has(t.key.slice(0, -1))) return true;
    return t.parts.length > 1 && t.parts.every((p) => this.lex.commonWords.has(p) || p.length < 2);
  }

  private evidence(t: Token): Evidence {
    if (t.hasDigit || t.key === '&' || t.key.length < 2) return Evidence.None;
    if (NOT_NAMES.has(t.key) || FUNCTION_WORDS.has(t.key) || HONORIFICS.has(t.key) || INTERJECTIONS.has(t.key) || vietnameseTitle(t)) return Evidence.None;
    if (t.key.endsWith('s') && NOT_NAMES.has(t.key.slice(0, -1))) return Evidence.None;
    // "eslint-disable-next-line", "state-of-the-art": a name has at most two hyphenated parts.
    if (t.parts.length > 2 || isModifierCompound(t)) return Evidence.None;
    // "Kick-off", "Roll-out": a verb and its particle name an event.
    if (isPhrasalNoun(t, this.lex)) return Evidence.None;
    if (!t.caseless && t.allCaps) return this.capitalsEvidence(t);
    if (!t.caseless && (!t.capitalized || t.innerCaps)) return Evidence.None;
    if (this.isContraction(t)) return Evidence.None;
    const known = this.isGiven(t) || this.isSurname(t);
    // "Sofia", "Florence", "Mendoza": a place that is also a name needs a person's context.
    if (this.lex.places.has(t.key)) return known ? Evidence.Weak : Evidence.None;
    // "am Montag", "ci vediamo Domenica": so does another language's day of the week.
    if (WEEKDAYS.has(t.key)) return known ? Evidence.Weak : Evidence.None;
    // "moving to Harrogate": a town of the gazetteer alone is a place; "Dear Harrogate" still reads as a name.
    // "translate this into Bengali": so is a language.
    if (!known && (this.lex.towns.has(t.key) || this.lex.languages.has(t.key))) return Evidence.Weak;
    // "can u explain radix sort", "the lexer chokes": in a line of one case, an English word past
    // the dictionary that no curated name list holds is a word; one the uncurated list also holds
    // ("gripper", "croft") is a word of unknown kind, a name only where a cue says so.
    if (t.caseless && !known && this.lex.rareWords.has(t.key)) return this.lex.extraNames.has(t.key) ? Evidence.Unknown : Evidence.None;
    const common = this.isCommon(t);
    // "Olá", "Cheers", "Dear": a greeting or cue that is also a name, before a name, is the cue.
    // "Congrats", "Shoutout": a cue word no list knows is the cue too.
    if ((common || !known) && PERSON_BEFORE.has(t.key)) return Evidence.None;
    if (known && !common) return Evidence.Strong;
    if (known) return Evidence.Weak;
    if (common || this.derivedFromCommon(t.key) || endsLikeCommonWord(t) || PLACE_LEADS.has(t.key)) return Evidence.None;
    return this.offListEvidence(t);
  }

  /**
   * Per token, whether its sentence is written in another language than English (1), or in
   * German (2), where every noun is capitalized: more of its words are ordinary words of other
   * languages or lower-case words off the English dictionary than English words, at least two.
   * In a line of one case, where names are lower case too, words off the dictionary count only
   * from four on and when they are more than twice the dictionary words ("nao foi possivel criar
   * o arquivo", not "btw dilani jayasuriya from kpmg is joining tmrw"). A sentence with no word
   * either way ("Sección", "Fehler:") takes the language of the whole text. Words already found
   * to be an organization or a place (`taken`) count for neither. Two passes.
   */
  private otherLanguageSentences(tokens: Token[], taken: Uint8Array): Uint8Array {
    const flags = new Uint8Array(tokens.length);
    let start = 0;
    let other = 0;
    let german = 0;
    let english = 0;
    let caselessOther = 0;
    let caselessEnglish = 0;
    const text = { other: 0, english: 0, german: 0 };
    // The last word read as part of a name after a person's cue, which counts for neither language.
    let neutral = -1;
    // Sentences that gave no evidence either way or lean away from English, as [start, end) pairs.
    const silent: number[] = [];
    for (let i = 0; i <= tokens.length; i++) {
      if (i === tokens.length || (i > start && tokens[i].sentenceStart)) {
        const caseless = (other + caselessOther >= 4 && other + caselessOther > 2 * (english + caselessEnglish)) || (other + caselessOther >= 3 && english + caselessEnglish === 0);
        if ((other >= 2 && other > english) || caseless) flags.fill(german >= 2 ? 2 : 1, start, i);
        // A sentence with no word either way, or too few to decide but leaning away from English
        // ("suprime avisos"), takes the language of the whole text.
        if (other + caselessOther >= english + caselessEnglish) silent.push(start, i);
        text.other += other + caselessOther;
        text.english += english + caselessEnglish;
        text.german += german;
        start = i;
        other = 0;
        german = 0;
        english = 0;
        caselessOther = 0;
        caselessEnglish = 0;
        if (i === tokens.length) break;
      }
      const t = tokens[i];
      const key = t.key;
      if (taken[i] === 1) continue;
      if (FUNCTION_WORDS.has(key)) english++;
      else if (OTHER_LANGUAGES.has(key)) {
        // "la", "sin", "die": words of both languages say nothing either way.
        if (this.lex.commonWords.has(key)) continue;
        other++;
        if (GERMAN_MARKERS.has(key)) german++;
      } else if (t.lowerCase && !t.hasDigit) {
        // "cc", "pls", "btw": the short-hand of English chat, whatever other languages' lists say.
        // "he'd", "don't", "we'll": an English word with an English clitic is English.
        if (CHAT_SHORTHAND.has(key) || this.isContraction(t)) {
          english++;
          continue;
        }
        // "cc jonas and camille", "ping marta": a given name right after a cue that takes a person
        // says no language, though some language's frequent words hold it; after a cue that takes
        // only a person ("ping selam and aizada"), no word of the name does.
        if (i > 0 && t.joinedToPrevious && PERSON_CUES.has(tokens[i - 1].key) && this.isGiven(t)) continue;
        if (i > 0 && t.joinedToPrevious && (PERSON_ONLY_CUES.has(tokens[i - 1].key) || (i > 1 && neutral === i - 1) || (i > 2 && neutral === i - 2 && tokens[i - 1].key === 'and'))) {
          neutral = i;
          continue;
        }
        // A lower-case word of English text is nearly always in the dictionary; of another
        // language ("Tunaomba radhi kwa kuchelewa"), seldom. Names known to the lexicon count for
        // neither.
        // A frequent word of another language counts there even when some culture's name list
        // holds it too ("cada", "inga", "stan").
        const elsewhere = this.lex.otherWords.has(key) && !this.isCommon(t);
        // "para", "dos", "via": English words that are as frequent in another language say neither.
        if (this.lex.otherWords.has(key) && this.lex.commonWords.has(key)) continue;
        const offDictionary = elsewhere || (!this.isCommon(t) && key.length >= 3 && !this.isGiven(t) && !this.isSurname(t) && !this.derivedFromCommon(key));
        if (t.caseless) {
          if (this.isCommon(t)) caselessEnglish++;
          else if (offDictionary) caselessOther++;
        } else if (this.isCommon(t)) english++;
        // A word off the dictionary with letters outside ASCII ("możesz", "özetle") is all but
        // never English: it counts twice.
        else if (offDictionary) other += /[^\x00-\x7f]/.test(t.text) ? 2 : 1;
      }
    }
    if (text.other >= 3 && text.other > 2 * text.english) {
      for (let k = 0; k < silent.length; k += 2) flags.fill(text.german >= 2 ? 2 : 1, silent[k], silent[k + 1]);
    }
    return flags;
  }

  /**
   * An English word the dictionary lacks in this form but whose stem it has: "assignee",
   * "onboarding" ("board"), "hydration" ("hydrate"). Only asked of words no name list knows.
   */
  private derivedFromCommon(key: string): boolean {
    const common = this.lex.commonWords;
    const stem = (suffix: string): string | undefined => (key.length > suffix.length + 3 && key.endsWith(suffix) ? key.slice(0, -suffix.length) : undefined);
    const ee = stem('ees') ?? stem('ee');
    if (ee !== undefined && common.has(ee)) return true;
    const ing = stem('ing');
    if (ing !== undefined && (common.has(ing) || common.has(`${ing}e`) || common.has(ing.slice(0, -1)) || (ing.startsWith('on') && common.has(ing.slice(2))))) return true;
    const ion = stem('ion');
    if (ion !== undefined && common.has(`${ion}e`)) return true;
    if (this.compound(key)) return true;
    // "Stoicism", "Buddhism", "Marxists": schools and their followers, no people's names.
    return /(?:isms?|ists?)$/.test(key) && key.length > 6;
  }

  /**
   * "Timesheets", "Playbooks": two dictionary words of four letters or more, joined, in the plural.
   * Only plurals: surnames are often such compounds too ("Whitfield", "Blackwood").
   */
  private compound(key: string): boolean {
    if (key.length < 9 || key.length > 24 || !key.endsWith('s')) return false;
    const common = this.lex.commonWords;
    const plural = key.slice(0, -1);
    for (let cut = 4; cut <= plural.length - 4; cut++) {
      if (common.has(plural.slice(0, cut)) && common.has(plural.slice(cut))) return true;
    }
    return false;
  }

  /**
   * A word in capitals in a line of mixed case: a surname written so ("Dear Mr NGUYEN", a SURNAME
   * column) or an acronym ("SLA", "NGINX"). A lexicon name of four letters or more is one, and so
   * is an unknown word of five or more with the vowels of a spoken word; shorter ones and words of
   * the dictionary are acronyms or emphasis.
   */
  private capitalsEvidence(t: Token): Evidence {
    if (t.key.length < 4 || this.isCommon(t) || this.lex.places.has(t.key) || this.lex.organizations.has(t.key)) return Evidence.None;
    if (this.isGiven(t) || this.isSurname(t)) return Evidence.Strong;
    if (!this.spoken(t.key) || endsLikeCommonWord(t)) return Evidence.None;
    return this.offListEvidence(t);
  }

  /**
   * A word neither curated name list nor the English dictionary knows: a name of the larger
   * uncurated list ("Otieno", "Kamau") is one, unless it is also a frequent word of another
   * language ("Glaser", "Kang"), which leaves it a proper noun of unknown kind like any other.
   */
  private offListEvidence(t: Token): Evidence {
    // "Tomaszem", "Krystyny", "Kowalskiego": a curated name in a Polish case, no frequent word anywhere.
    if (!this.lex.otherWords.has(t.key) && !PRODUCTS.has(t.key) && inflectedName(t.key, this.inflectionKnowledge)) return Evidence.Strong;
    // "Gradle", "Luxon", "Mongo": the uncurated list also holds some products' names; those are the products.
    return this.lex.extraNames.has(t.key) && !this.lex.otherWords.has(t.key) && !PRODUCTS.has(t.key) ? Evidence.Strong : Evidence.Unknown;
  }

  /**
   * Whether every word of a run that no list knows is a frequent word of another language and no
   * name of any list ("Erkläre den Unterschied", "Ringkas Laporan Keuangan", "Contiennent"): the
   * run is ordinary text of that language unless a cue says otherwise. With `setAside` (where the
   * caller finds a name unlikely) the name lists do not count: their many-culture entries hold
   * common words of many languages too ("cada", "ange").
   */
  private ordinaryElsewhere(tokens: Token[], first: number, last: number, ev: Evidence[], setAside: boolean, lowerRun: boolean): boolean {
    let words = 0;
    let elsewhere = 0;
    for (let k = first; k < last; k++) {
      const e = ev[k - first];
      if (e === Evidence.None) continue;
      const t = tokens[k];
      words++;
      if (!this.otherWord(t)) continue;
      if (!setAside && (e === Evidence.Strong || this.lex.extraNames.has(t.key) || this.isGiven(t) || this.isSurname(t))) return false;
      elsewhere++;
    }
    // A lower-case run of a sentence in another language ("misslyckades vid skrivning av fil")
    // also holds that language's rarer words and compounds: half of its words are enough.
    return words > 0 && (elsewhere === words || (setAside && lowerRun && 2 * elsewhere >= words));
  }

  /**
   * "wurde von Helge Kreutzmann erstellt", "créée par Jade Alglave": the doer after another
   * language's "by" is a person when two or three capitalised words stand there, none an ordinary
   * English word, and either the first is a given name and the others are no frequent word of
   * that language, or the letters of one such word lean towards a name's ("Kreutzmann"). A thing
   * there is one noun ("von Dateien") or has its article.
   */
  private namedAgent(tokens: Token[], first: number, last: number, ev: Evidence[]): boolean {
    if (last - first < 2 || last - first > 3) return false;
    let shape = -Infinity;
    let offLists = 0;
    for (let k = first; k < last; k++) {
      const t = tokens[k];
      const e = ev[k - first];
      if (!t.capitalized || t.allCaps || t.innerCaps || e === Evidence.None || e === Evidence.Strong) return false;
      if (e === Evidence.Unknown && !this.otherWord(t)) {
        offLists++;
        shape = Math.max(shape, nameShape(t.key));
      }
    }
    // "par Jade Alglave": a given name the lexicon knows, then a surname no list knows.
    const givenFirst = this.isGiven(tokens[first]) && offLists === last - first - 1;
    return givenFirst || shape > SHAPE_AFTER_OTHER_LANGUAGE_CUE;
  }

  /** A frequent word of another language, or a hyphenated word all of whose parts are ("baris-baris"). */
  private otherWord(t: Token): boolean {
    return this.lex.otherWords.has(t.key) || (t.parts.length > 1 && t.parts.every((p) => this.lex.otherWords.has(p)));
  }

  /**
   * Whether the word before is a capitalized ordinary word inside the sentence ("Annual" of
   * "Annual General Meeting") or a possessive determiner ("your Buddy"): the word is part of a
   * Title Case phrase, not a name.
   */
  private inTitleCase(text: string, tokens: Token[], i: number): boolean {
    const t = tokens[i];
    const p = tokens[i - 1];
    if (!p || !t.joinedToPrevious || p.possessive) return false;
    // "your Buddy", "our Mission": a capitalized noun after a possessive determiner.
    if (DETERMINERS.has(p.key) && !t.caseless) return true;
    // "Changed: Default Timeout.": two words after a label's colon that close there are a value,
    // not the start of a sentence ("Traduce al inglés: Mañana Shota llega").
    const closes = tokens[i + 1] === undefined || !tokens[i + 1].joinedToPrevious;
    const value = p.sentenceStart && closes && i > 1 && /^:[ \t]+$/.test(text.slice(tokens[i - 2].end, p.start));
    // "Governing Law: the laws of", "Next Steps:": a Title Case label opening its sentence, closed by a colon.
    const label = p.sentenceStart && /^:/.test(text.slice(t.end, t.end + 1));
    if ((p.sentenceStart && !value && !label) || !p.capitalized || p.caseless) return false;
    if (PERSON_BEFORE.has(p.key) || HONORIFICS.has(p.key) || ORG_BEFORE.has(p.key) || PARTICLES.has(p.key) || FUNCTION_WORDS.has(p.key)) return false;
    return this.evidence(p) === Evidence.None && (this.isCommon(p) || this.derivedFromCommon(p.key));
  }

  /** A word with punctuation or a line break on both sides, not a call or a member in code. */
  private standsAlone(text: string, tokens: Token[], first: number, last: number): boolean {
    const next = tokens[last];
    if (tokens[first].joinedToPrevious || (next !== undefined && next.joinedToPrevious)) return false;
    return !/^(?:\(|\.[\p{L}_]|_)/u.test(text.slice(tokens[last - 1].end, tokens[last - 1].end + 2));
  }

  /** Five letters or more, a third of them vowels: a word one says, not an acronym ("NGINX", "HTTPS"). */
  private spoken(key: string): boolean {
    if (key.length < 5) return false;
    const letters = key.replace(/[^\p{L}]/gu, '');
    const vowels = letters.replace(/[^aeiouy]/g, '').length;
    return vowels / letters.length >= 0.3;
  }

  /** "I'll", "We'd", "Don't", "Can't": an ordinary word with a clitic ("O'Brien" and "D'Souza" are no such). */
  private isContraction(t: Token): boolean {
    if (!t.key.includes("'") && !t.key.includes('\u2019')) return false;
    if (ELIDED_WORDS.has(t.key.replace(/\u2019/g, "'"))) return true;
    const m = CONTRACTION.exec(t.key);
    if (!m) return false;
    const stem = m[1] + m[2];
    return FUNCTION_WORDS.has(stem) || this.lex.commonWords.has(stem) || FUNCTION_WORDS.has(m[1]) || this.lex.commonWords.has(m[1]);
  }

  /**
   * Per token, whether it is a name particle ("van", "de", "bin") leading into a name: a run of
   * particles counts when the word after the run is a name part. Computed right to left in one
   * pass, so a text of nothing but particles costs no more than any other text.
   */
  private particles(tokens: Token[]): Uint8Array {
    const particle = new Uint8Array(tokens.length);
    for (let i = tokens.length - 2; i >= 0; i--) {
      const t = tokens[i];
      const next = tokens[i + 1];
      if (!PARTICLES.has(t.key) || !next.joinedToPrevious || t.possessive) continue;
      if (!t.caseless && !t.lowerCase && !t.capitalized && t.text.length > 1) continue;
      // "van der Berg", "von der Leyen": "der" is a name's only after another particle; alone it
      // is the German article ("Hat der Kunde schon bezahlt?", "Geht der Bauer zum Markt").
      if (t.key === 'der' && (i === 0 || !tokens[i].joinedToPrevious || !PARTICLES.has(tokens[i - 1].key))) continue;
      if (this.agentPreposition(tokens, i)) continue;
      const leads = PARTICLES.has(next.key) ? particle[i + 1] === 1 : this.evidence(next) !== Evidence.None;
      if (leads) particle[i] = 1;
    }
    return particle;
  }

  /**
   * "wurde von Helge Kreutzmann erstellt": after a lower-case word, "von" before two name words is
   * the preposition "by", not a name's particle, which stands before the surname alone ("John von
   * Neumann", "ein Brief an Otto von Bismarck"). So are "af" and "av" ("Skrevet af Paul Rubin").
   */
  private agentPreposition(tokens: Token[], i: number): boolean {
    const t = tokens[i];
    const [a, b] = [tokens[i + 1], tokens[i + 2]];
    if (!t.lowerCase || a === undefined || b === undefined || !b.joinedToPrevious || PARTICLES.has(b.key)) return false;
    const twoNameWords = a.capitalized && b.capitalized && this.evidence(a) !== Evidence.None && this.evidence(b) !== Evidence.None;
    // "Juan Piernas y Marcos Fouces": "y" before a given name and one more name word joins two
    // people; a compound surname's "y" stands before the second surname alone ("Ortega y Gasset").
    if (t.key === 'y') return twoNameWords && this.lex.given.has(a.key);
    if (!OTHER_LANGUAGE_AGENTS.has(t.key)) return false;
    // "Geschrieben von David MacKenzie": a sentence may open on the verb, a frequent word of its
    // language that no name list holds.
    const p = tokens[i - 1];
    const verbBefore = p === undefined || p.lowerCase || (p.sentenceStart && this.lex.otherWords.has(p.key) && !this.isGiven(p) && !this.isSurname(p));
    return verbBefore && twoNameWords;
  }

  /** Runs of name-like words, kept when the words or their context say they name someone. */
  private runs(text: string, tokens: Token[], taken: Uint8Array, foreign: Uint8Array, places: Uint8Array, claim: ClaimFn): void {
    const particle = this.particles(tokens);
    const code = gluedToCode(text, tokens);
    // "Eric W. Biederman": the scan carries a name over an initial and its full stop.
    const initial = initials(text, tokens);
    const software = softwareWords(tokens, (t) => this.isGiven(t));
    for (let i = 0; i < tokens.length; i++) {
      if (taken[i] || code[i]) continue;
      const ev: Evidence[] = [];
      let j = i;
      let named = false;
      while (j < tokens.length && (j === i || ((tokens[j].joinedToPrevious || initial[j - 1]) && !tokens[j - 1].possessive))) {
        // A place or a word right after a name part is a surname ("Kristine Mendoza", "Brandon Fox").
        if (taken[j] === 1 || code[j] || (taken[j] === 2 && !named && !this.leadsName(tokens, j))) break;
        if (particle[j] || initial[j]) {
          ev.push(Evidence.None);
          j++;
          continue;
        }
        let e = taken[j] === 2 ? Evidence.None : this.evidence(tokens[j]);
        // After a lexicon name a word ending like a common noun is a surname ("João Conceição");
        // after a word no list knows it is one more noun ("Vorabveröffentlichte Aktualisierungen").
        const u = tokens[j];
        if (e === Evidence.None && named && endsLikeCommonWord(u)) {
          if (ev[ev.length - 1] === Evidence.Strong && (u.capitalized || u.allCaps) && !u.sentenceStart && !u.innerCaps) e = Evidence.Weak;
        } else if (e === Evidence.None && named && this.continuesName(u)) e = Evidence.Weak;
        // "Nguyen Thi Thu Trang", "Anna May Wong": a month or a day between two names is a middle name.
        if (e === Evidence.None && named && MONTHS_AND_DAYS.has(u.key) && u.capitalized && !u.allCaps && this.nameFollows(tokens, j, taken)) e = Evidence.Weak;
        // "Sun Li", "Ma Jun", "Jan Kowalski": one that the name lists hold as a given name or a
        // surname, before a listed name or after one (where no number of a date follows).
        if (e === Evidence.None && this.calendarName(tokens, j, taken, named && ev[ev.length - 1] !== Evidence.None)) e = Evidence.Weak;
        // "Hi Summer,": a given name that is also a word, greeted. "Dear Sir," greets by a title, no name.
        if (e === Evidence.None && j === i && this.isGiven(tokens[j]) && !HONORIFICS.has(tokens[j].key) && greetedByName(text, tokens, j)) e = Evidence.Weak;
        if (e === Evidence.None && j === i && (this.leadsName(tokens, j) || this.afterTitle(tokens, j) || this.foreignLead(tokens, j))) e = Evidence.Weak;
        if (e === Evidence.None) break;
        ev.push(e);
        named = true;
        j++;
      }
      if (j === i) continue;
      // "Sultan bin Rashid": a capitalized word right before a name's particle is its given name.
      // The run then starts one word back, but the scan goes on after it: it always advances.
      let first = i;
      if (ev[0] === Evidence.None && i > 0 && !taken[i - 1] && tokens[i].joinedToPrevious && this.beforeParticle(tokens[i - 1])) {
        first = i - 1;
        ev.unshift(Evidence.Weak);
      }
      // A run never ends on a particle ("van" of "van der Berg" is only kept with "Berg").
      let last = j;
      while (last > first && ev[last - first - 1] === Evidence.None) last--;
      if (last === first) continue;
      // "Grupo Financiero Banorte" with "Banorte" already found: the words before it are its name too.
      const nextToName = last < tokens.length && taken[last] === 1 && tokens[last].joinedToPrevious && !tokens[last - 1].possessive;
      const kind = this.judge(text, tokens, first, last, ev.slice(0, last - first), foreign[first], nextToName, places[first] === 1, software);
      // "Oggi Marco non c'è", "Hast du Maria gesehen?": the sentence's first word, and a "du" that
      // is "you" after it, are no part of the person's name.
      if (kind === 'person') {
        let name = first + 1;
        while (name < last && particle[name]) name++;
        if (name < last && this.opensBeforeName(tokens, first, name)) first = name;
        // "Pani Bożena dzwoniła": the title opening the sentence stays readable.
        else if (last - first > 1 && opensWithSlavicTitle(tokens, first, (t) => this.isGiven(t))) first++;
      }
      if (kind === 'organization') {
        // "Orvanta Health", "Kinzoku Labs": the organization word belongs to the name.
        while (last < tokens.length && !taken[last] && tokens[last].joinedToPrevious && !tokens[last - 1].possessive && ORG_HEADS.has(tokens[last].key)) last++;
      }
      if (kind) claim(first, last, tokens[last - 1].end, kind);
      i = Math.max(i, last - 1);
    }
  }

  /**
   * "works at Royal Mail", "acquired Copper Kettle Roasters", "banks with Meals on Wheels": a Title
   * Case phrase of two words or more right after an employer's or owner's cue is an organization,
   * whatever its words; in a line of one case, up to three words of which one is off the
   * dictionary. One pass: each phrase is read once and the scan goes on after it.
   */
  private cuedOrganizations(text: string, tokens: Token[], taken: Uint8Array, claim: ClaimFn): void {
    for (let i = 1; i < tokens.length; i++) {
      const cue = tokens[i - 1];
      const t = tokens[i];
      if (taken[i] || !t.joinedToPrevious || cue.possessive || t.sentenceStart) continue;
      // "At Lunetta Foods we ...": a sentence opening on "At" and a name the writer speaks for.
      const speaksFor = cue.key === 'at' && cue.sentenceStart && cue.capitalized;
      if (!speaksFor && !this.chainCued(tokens, i)) continue;
      let j = i;
      let end = i;
      let words = 0;
      let offDictionary = 0;
      while (j < tokens.length && j - i < 6 && !taken[j] && (j === i || (tokens[j].joinedToPrevious && !tokens[j - 1].possessive))) {
        const u = tokens[j];
        if (u.hasDigit || HONORIFICS.has(u.key) || this.isContraction(u) || (t.caseless && CLAUSE_ENDS.has(u.key))) break;
        // "joined Christmas Eve dinner": a month, holiday or jargon word is in no organization's name.
        // A lower-case word after the phrase ("At Tallow Brook we care") is past it, not in it.
        if (!t.caseless && u.lowerCase && j > i && !INSTITUTION_CONNECTORS.has(u.key) && !FUNCTION_WORDS.has(u.key)) break;
        if (NOT_NAMES.has(u.key) && !COMPASS.has(u.key)) {
          end = i;
          break;
        }
        const capital = t.caseless ? !FUNCTION_WORDS.has(u.key) && !INSTITUTION_CONNECTORS.has(u.key) : (u.capitalized || u.allCaps) && !u.innerCaps;
        if (capital && (t.caseless || !FUNCTION_WORDS.has(u.key) || j > i)) {
          words++;
          if (!this.isCommon(u)) offDictionary++;
          end = ++j;
        } else if (j > i && (INSTITUTION_CONNECTORS.has(u.key) || FUNCTION_WORDS.has(u.key)) && words > 0 && u.key.length <= 7) {
          j++;
        } else break;
        if (t.caseless && words >= 3) break;
      }
      const enough = (t.caseless ? offDictionary > 0 && end - i <= 3 : words >= 2) && (!speaksFor || this.weAfter(text, tokens, end));
      // "at Glastonbury Festival", "joined the Ryder Cup": an event or a structure, no employer.
      if (end > i && enough && !EVENT_AND_STRUCTURE_HEADS.has(tokens[end - 1].key)) {
        claim(i, end, tokens[end - 1].end, 'organization');
        i = end - 1;
      }
    }
  }

  /** "shares of Ombra", "a spokesperson for Ombra": a chain cue and the word it needs before it. */
  private chainCued(tokens: Token[], first: number): boolean {
    const before = first > 0 ? ORG_CHAIN_CUES.get(tokens[first - 1].key) : undefined;
    if (before === undefined) return false;
    if (before.has('')) return true;
    if (first < 2 || !tokens[first - 1].joinedToPrevious) return false;
    // "Invoice #4411 from", "order 5521 from": the number of the document stands between.
    const numbered = first > 2 && tokens[first - 2].hasDigit;
    return before.has(tokens[numbered ? first - 3 : first - 2].key);
  }

  /** "At Lunetta Foods we ...", "At Lunetta Foods, our ...": "we" or "our" right after the name. */
  private weAfter(text: string, tokens: Token[], end: number): boolean {
    const next = tokens[end];
    return next !== undefined && (next.key === 'we' || next.key === 'our') && /^,?[ \t]+$/.test(text.slice(tokens[end - 1].end, next.start));
  }

  /**
   * "Royal Mail's finance team", "Meals on Wheels' board": a Title Case phrase of ordinary words
   * that owns a board, staff or shares is an organization. Phrases with a word off the dictionary
   * or a given name are left to the runs, which tell people from organizations. Each possessive
   * looks back at most five words, so the pass stays linear.
   */
  private possessiveOrganizations(text: string, tokens: Token[], taken: Uint8Array, claim: ClaimFn): void {
    for (let i = 1; i + 1 < tokens.length; i++) {
      const t = tokens[i];
      const next = tokens[i + 1];
      const plural = !t.possessive && /^['\u2019]\s/.test(text.slice(t.end, t.end + 2)) && t.key.endsWith('s');
      if ((!t.possessive && !plural) || taken[i] || t.caseless || !t.capitalized || !ORG_POSSESSIONS.has(next.key)) continue;
      let first = i;
      let words = 1;
      while (first > 0 && i - first < 5 && tokens[first].joinedToPrevious && !tokens[first].sentenceStart && !taken[first - 1]) {
        const p = tokens[first - 1];
        if (p.possessive) break;
        if (p.capitalized && !p.innerCaps && !FUNCTION_WORDS.has(p.key)) words++;
        else if (!(p.lowerCase && (INSTITUTION_CONNECTORS.has(p.key) || (FUNCTION_WORDS.has(p.key) && p.key.length <= 7)))) break;
        first--;
      }
      while (first < i && !tokens[first].capitalized) first++;
      if (words < 2) continue;
      let ordinary = true;
      for (let k = first; k <= i && ordinary; k++) {
        const u = tokens[k];
        if (!u.capitalized) continue;
        // "Royal" may be a given name too, but "Rose King's team" is a given name and a surname.
        const e = this.evidence(u);
        if (e === Evidence.Strong || e === Evidence.Unknown || NOT_NAMES.has(u.key)) ordinary = false;
      }
      if (ordinary && this.isGiven(tokens[first]) && this.isSurname(t)) ordinary = false;
      if (ordinary) claim(first, i + 1, t.end, 'organization');
    }
  }

  /** A capitalized ordinary word or place after a name part, in ordinary text: "Fox" of "Brandon Fox". */
  private continuesName(t: Token): boolean {
    if (t.caseless || !t.capitalized || t.innerCaps || t.hasDigit || t.sentenceStart) return false;
    // "Nguyen Van An": a capitalized "An" after a name part is a name when the lexicon has it.
    if (FUNCTION_WORDS.has(t.key)) return this.isGiven(t) || this.isSurname(t);
    if (HONORIFICS.has(t.key) || ORG_HEADS.has(t.key) || ORG_AFTER.has(t.key)) return false;
    if (!this.isSurname(t) && this.derivedFromCommon(t.key)) return false;
    return !NOT_NAMES.has(t.key) || this.isSurname(t);
  }

  /**
   * "Deutsche Bahn", "Crédit Agricole": inside a sentence, a capitalized word of another language
   * (or an English word written with its foreign accents) right before a proper noun is part of
   * the name.
   */
  private foreignLead(tokens: Token[], i: number): boolean {
    const t = tokens[i];
    const next = tokens[i + 1];
    if (!next || !next.joinedToPrevious || t.sentenceStart || t.caseless || !t.capitalized || t.possessive) return false;
    if (FUNCTION_WORDS.has(t.key) || PERSON_BEFORE.has(t.key) || PARTICLES.has(t.key) || NOT_NAMES.has(t.key)) return false;
    const foreign = (OTHER_LANGUAGES.has(t.key) && !this.lex.commonWords.has(t.key)) || /[^\x00-\x7f]/.test(t.text);
    if (!foreign) return false;
    const e = this.evidence(next);
    return e === Evidence.Unknown || e === Evidence.Strong;
  }

  /** "Dr. Black", "Mrs. Young": any capitalized word right after a title, but another title ("Frau Dr. Weber"). */
  /**
   * Whether the month or day at `j` is a name part: the name lists hold it, it is capitalised, and
   * a listed name stands right after it, or right before it (`afterName`) with no number after it.
   */
  private calendarName(tokens: Token[], j: number, taken: Uint8Array, afterName: boolean): boolean {
    const t = tokens[j];
    if (!MONTHS_AND_DAYS.has(t.key) || !t.capitalized || t.allCaps || !(this.isGiven(t) || this.isSurname(t))) return false;
    const next = tokens[j + 1];
    const joined = next !== undefined && next.joinedToPrevious && !t.possessive;
    if (joined && !taken[j + 1] && this.evidence(next) === Evidence.Strong) return true;
    return afterName && !(joined && next.hasDigit);
  }

  /** Whether the word after `j`, joined to it and not taken, is a listed name or a word no list knows. */
  private nameFollows(tokens: Token[], j: number, taken: Uint8Array): boolean {
    const next = tokens[j + 1];
    return next !== undefined && next.joinedToPrevious && !taken[j + 1] && !tokens[j].possessive && this.evidence(next) >= Evidence.Unknown;
  }

  private afterTitle(tokens: Token[], i: number): boolean {
    const t = tokens[i];
    const before = tokens[i - 1];
    if (!before || !(HONORIFICS.has(before.key) || vietnameseTitle(before)) || HONORIFICS.has(t.key) || FUNCTION_WORDS.has(t.key) || t.hasDigit || this.isContraction(t)) return false;
    return t.caseless || t.allCaps || (t.capitalized && !t.innerCaps);
  }

  private beforeParticle(t: Token): boolean {
    if (t.possessive || t.hasDigit || (!t.capitalized && !t.caseless) || vietnameseTitle(t)) return false;
    return !FUNCTION_WORDS.has(t.key) && !HONORIFICS.has(t.key) && !PERSON_BEFORE.has(t.key) && !NOT_NAMES.has(t.key) && !ORG_BEFORE.has(t.key);
  }

  /**
   * "Sultan Al-Qahtani", "Panel: Davit Gelashvili": an ordinary capitalized word right before a
   * surname the lexicon knows is a given name it lacks, inside a sentence or after a person cue.
   */
  private wordBeforeSurname(tokens: Token[], i: number, e: Evidence): boolean {
    const t = tokens[i];
    const next = tokens[i + 1];
    if (e !== Evidence.Strong || t.caseless || !t.capitalized || t.innerCaps || !this.isSurname(next)) return false;
    if (NOT_NAMES.has(t.key) || FUNCTION_WORDS.has(t.key) || PERSON_BEFORE.has(t.key) || ORG_BEFORE.has(t.key) || HONORIFICS.has(t.key)) return false;
    if (INSTITUTIONS.has(t.key) || WEAK_INSTITUTIONS.has(t.key) || ORG_HEADS.has(t.key) || this.isContraction(t)) return false;
    const before = tokens[i - 1];
    return !t.sentenceStart || (before !== undefined && PERSON_BEFORE.has(before.key)) || /^(?:al|el)-/.test(next.key);
  }

  /** A given name that is also a word or month ("Will", "Summer", "May") right before a clear name part. */
  private leadsName(tokens: Token[], i: number): boolean {
    const t = tokens[i];
    const next = tokens[i + 1];
    if (!next || !next.joinedToPrevious || t.possessive || (!t.capitalized && !t.caseless) || vietnameseTitle(t)) return false;
    if (PERSON_BEFORE.has(t.key) && this.isCommon(t)) return false;
    const e = this.evidence(next);
    // A place before a clear name part is a given name too ("Montserrat Puig").
    if (!this.isGiven(t)) {
      if (this.lex.places.has(t.key)) return !t.caseless && (e === Evidence.Strong || e === Evidence.Unknown);
      return this.wordBeforeSurname(tokens, i, e);
    }
    return e === Evidence.Strong || e === Evidence.Unknown || (e === Evidence.Weak && this.isSurname(next) && !t.caseless);
  }

  /** Whether tokens [first, last) name a person, an organization, or nothing. */
  private judge(text: string, tokens: Token[], first: number, last: number, ev: Evidence[], language: number, nextToName = false, placeSlot = false, software: ReadonlySet<string> = new Set()): EntityKind | undefined {
    const otherLanguage = language > 0;
    const head = tokens[first];
    const tail = tokens[last - 1];
    const words = ev.filter((e) => e !== Evidence.None);
    const strong = words.filter((e) => e === Evidence.Strong).length;
    const unknown = words.filter((e) => e === Evidence.Unknown).length;
    const caseless = head.caseless;

    // "Murphy's law", "Down syndrome", "Graves' disease": the name of a thing, not a person.
    // "did Jean-Baptiste Moreau sign the form": a head word followed by its object is a verb.
    // ("Is Murphy's law a real law?": "a" follows a noun as often as a verb.)
    const eponymVerb = !tail.possessive && tokens[last + 1] !== undefined && tokens[last + 1].joinedToPrevious && VERB_OBJECTS.has(tokens[last + 1].key);
    const eponym = eponymVerb ? null : EPONYM_AFTER.exec(text.slice(tail.end, tail.end + 30));
    if (eponym && (EPONYM_HEADS.has(foldKey(eponym[1])) || THING_HEADS.has(foldKey(eponym[1])))) return undefined;
    // "Huffman coding", "the Expat parser", "Brotli compression": a word before a software noun names the software.
    if (eponym && !tail.possessive && !/^['\u2019]/.test(eponym[0]) && SOFTWARE_HEADS.has(foldKey(eponym[1]))) return undefined;
    if (!tail.possessive && definedAsSoftware(tokens, last)) return undefined;
    // "GNU Fortran 95 compiler", "the Qt 6 library": a version number before the software noun.
    if (!tail.possessive && versionedSoftware(tokens, last)) return undefined;
    // "the Cyrus SASL API implementation", "Fujifilm RAW files": a word before a technical acronym.
    if (!tail.possessive && beforeTechnicalAcronym(tokens, last, (t) => NOT_NAMES.has(t.key) && t.allCaps)) return undefined;
    // "Zstd, short for Zstandard", "Socat (for SOcket CAT)", "LeakSanitizer (Lsan)".
    if (last - first === 1 && !tail.possessive && glossedShortForm(text, tokens, first)) return undefined;
    // "Douro Valley": a word before a geography word names a place ("Amara's valley" is hers).
    if (eponym && !tail.possessive && PLACE_HEADS.has(foldKey(eponym[1]))) return undefined;
    // "Notting Hill Carnival", "Kumbh Mela": a word before an event's or a structure's head word.
    if (eponym && !tail.possessive && !/^['\u2019]/.test(eponym[0]) && EVENT_AND_STRUCTURE_HEADS.has(foldKey(eponym[1])) && /^\s+\p{Lu}/u.test(eponym[0])) return undefined;

    const before = this.previousWord(tokens, first);
    // "Unser Kunde hat", "Der Kunde hat angerufen", "die Softwareversion", "im Feld": in a sentence
    // of another language, one word after a German determiner is a noun when it is a frequent word
    // of that language, even where a surname list holds it ("Kunde", "Koch"), or when no curated
    // name list holds it (a compound: "das Mac-Dateisystem"). A given name keeps it a person ("die
    // Maria hat angerufen"), and so does a surname that is no frequent word ("der Schmidt").
    const determined = last - first === 2 && GERMAN_DETERMINERS.has(head.key) ? tail : last - first === 1 && before !== undefined && head.joinedToPrevious && GERMAN_DETERMINERS.has(before.key) ? head : undefined;
    if (otherLanguage && determined !== undefined && !determined.possessive && !this.lex.given.has(determined.key) && (this.lex.otherWords.has(determined.key) || !this.lex.surnames.has(determined.key))) return undefined;
    const after = tokens[last];
    const afterKey = after && !tail.possessive && /^[ \t]+$/.test(text.slice(tail.end, after.start)) ? after.key : '';
    // "Liebe Mitglieder", "Queridos Amigos": the group a greeting of another language greets, and
    // "Guten Morgen": the time of day it names, a word only a surname list holds besides.
    const groupWord = words[0] === Evidence.Unknown || (words[0] === Evidence.Weak && !this.isGiven(tail));
    const group = otherLanguage && words.length === 1 && groupWord && greetedGroup(before, tail, this.clauseKnowledge);
    // "to nagranie", "met niet-nul afsluiten", "det behövs": in a sentence of another language an
    // English cue that is also that language's word is its word, unless the lexicon names the run.
    const cueInSentence = otherLanguage && ((strong === 0 && before !== undefined && cueIsWordOfSentence(before, this.clauseKnowledge)) || group);
    // "SIGNED: AUTHORISED OFFICER\nDATE:": a title closing its line titles nothing on the next.
    // "z panem Wójcikiem", "do pani Krystyny": a West Slavic title, the name in the title's case;
    // "Sig.ra Colombo", "Dott.ssa Ferraro": an Italian title with its ending.
    const titled = (before !== undefined && HONORIFICS.has(before.key) && !cueInSentence && !text.slice(before.end, head.start).includes('\n')) || slavicTitle(before, head) || abbreviatedTitle(text, before, head) || (head.joinedToPrevious && vietnameseTitle(before));
    // In a one-case line "to" and "and" follow any word; only verbs of speech and action count there.
    // "Standaard is dat": so is a verb after a run of that language's words that is its word too
    // (Dutch "is"); "Keoni is ziek" keeps its cue.
    const afterInSentence = otherLanguage && strong === 0 && after !== undefined && afterKey !== '' && cueIsWordOfSentence(after, this.clauseKnowledge) && this.allOtherWords(tokens, first, last, ev);
    // "Íñigo dijo", "Amélie a dit", "Jürgen hat gesagt": another language's verb of speech.
    // "Heute hat Dörte angerufen": one bare word between German "hat" and a participle of speech.
    const inverted = otherLanguage && !tail.possessive && words.length === 1 && invertedGermanSpeaker(tokens, first, last);
    const spoke = (!tail.possessive && speechAfter(tokens, first, last)) || inverted;
    const afterCue = (PERSON_AFTER.has(afterKey) && !(caseless && WEAK_AFTER.has(afterKey)) && !afterInSentence) || spoke;
    // In a one-case line "and" comes before any word ("insulin and hydration"): no cue there.
    // "Obrigado! Funcionou perfeitamente", "Hej! Kan du": a greeting or thanks closing its own
    // sentence cues no word of the next one, unless that word is set off like a name.
    const cueClosed = before !== undefined && endsSentenceBetween(text, before, head) && !setOffLikeName(text, tokens, first);
    const beforeCue = before !== undefined && PERSON_BEFORE.has(before.key) && !(caseless && before.key === 'and') && !cueClosed && !cueInSentence;
    const personCue = titled || beforeCue || afterCue || tail.possessive;
    // "diagnosed with Parkinson's", "Crohn's flare": a condition called after a person.
    if (last - first === 1 && !titled && namesCondition(tokens, first, this.lex.surnames.has(head.key))) return undefined;
    // "Coq plugin to extract dependencies between Coq objects": a word the same text shows to be
    // software (softwareWords) is the software wherever no cue makes it a person.
    if (last - first === 1 && !personCue && software.has(head.key)) return undefined;
    // "Lake Victoria", "Islas Georgias", "Isole del Pacifico": words after a geography word.
    // A weak cue after it ("Lake Como is lovely") does not undo that; a verb of speech or action does.
    if (before !== undefined && head.joinedToPrevious && PLACE_LEADS.has(before.key) && !(afterCue && !WEAK_AFTER.has(afterKey)) && !tail.possessive) return undefined;
    // "Rue de Rivoli", "Via del Corso", "along Calle Mayor": a capitalised street word of another
    // language opens a street's name, before the run or as its first word.
    const street = (t: Token | undefined): boolean => t !== undefined && t.capitalized && STREET_LEADS.has(t.key);
    const streetRun = (before !== undefined && head.joinedToPrevious && street(before)) || (last - first > 1 && street(head));
    // "Hope Street", "Kingsley Road": a word that closes a street's name, as the run's last word or right after it.
    const streetEnd = (t: Token | undefined): boolean => t !== undefined && t.capitalized && STREET_ENDS.has(t.key);
    const streetNamed = (last - first > 1 && streetEnd(tail)) || (after !== undefined && after.joinedToPrevious && !tail.possessive && streetEnd(after));
    if ((streetRun || streetNamed) && !titled && !(afterCue && !WEAK_AFTER.has(afterKey)) && !tail.possessive) return undefined;
    // "Lake Bunyonyi", "Santa Rosa", "Douro Valley", "Isole del Pacifico": the geography word inside
    // the run. "Ryder Cup", "Brenner Pass", "George Washington Bridge": an event, a structure or a
    // route. A preposition before it or a weak cue after it ("near Santa Rosa and ...", "on the
    // George Washington Bridge was") does not undo that, unless the run may be a given name and a
    // surname ("met with Anna Fair", "Anna Fair will join us"). A title, a possessive, a greeting
    // or a verb of speech or action still makes it a person's name.
    const leadPlace = last - first > 1 && PLACE_LEADS.has(head.key);
    const headedPlace = last - first > 1 && (PLACE_HEADS.has(tail.key) || EVENT_AND_STRUCTURE_HEADS.has(tail.key));
    const noFullName = leadPlace || last - first > 2;
    const weakBefore = noFullName && before !== undefined && PREPOSITIONS.has(before.key);
    const weakAfter = noFullName && WEAK_AFTER.has(afterKey);
    if ((leadPlace || headedPlace) && !titled && !(beforeCue && !weakBefore) && !(afterCue && !weakAfter) && !tail.possessive) return undefined;
    // "the Mekong Delta", "the Rhine Valley": a geography word alone right after a place names it too.
    const placeHeadAfterPlace = last - first === 1 && PLACE_HEADS.has(head.key) && before !== undefined && head.joinedToPrevious && this.isPlace(before);
    if (placeHeadAfterPlace && !titled && !(afterCue && !WEAK_AFTER.has(afterKey)) && !tail.possessive) return undefined;
    // "PLACE: NAPOLI", a CITY column's "SEVILLA": a place's slot holds a place.
    if (placeSlot && !titled && !(afterCue && !WEAK_AFTER.has(afterKey)) && !tail.possessive) return undefined;
    // "the Bay of Bengal", "Cape of Good Hope and ...": a geography word, "of" and a proper noun,
    // unless a verb of speech or action follows ("Hope said").
    if (!titled && !(afterCue && !WEAK_AFTER.has(afterKey)) && !tail.possessive && inGeographyOf(tokens, first, last)) return undefined;
    // "Amérique du Nord", "Noord-Gyeongsang": a compass word of another language names a place.
    if (namesCompassPlace(tokens, first, last) && !titled && !beforeCue && !afterCue && !tail.possessive) return undefined;
    // "Storm Ciarán", "Hurricane Katrina", "Typhoon Haiyan": a weather system's given name.
    const storm = STORM_WORDS.has(head.key) ? last - first > 1 : before !== undefined && head.joinedToPrevious && STORM_WORDS.has(before.key) && before.capitalized;
    if (storm && !titled && !(afterCue && !WEAK_AFTER.has(afterKey)) && !tail.possessive) return undefined;
    const orgHead = after !== undefined && after.joinedToPrevious && !tail.possessive && ORG_HEADS.has(after.key) && (after.capitalized || after.caseless);
    const orgCue =
      orgHead ||
      (before !== undefined && ORG_BEFORE.has(before.key)) ||
      (head.joinedToPrevious && this.chainCued(tokens, first)) ||
      ORG_AFTER.has(afterKey) ||
      // "Tallowby announced a recall": one word no list knows, then what only a company does in
      // the news; a known name ("Macron announced") stays a person.
      (strong === 0 && words.length === 1 && ORGANISATION_ACTS.has(afterKey)) ||
      (tail.possessive && (ORG_AFTER.has(tokens[last]?.key ?? '') || CORPORATE_POSSESSIONS.has(tokens[last]?.key ?? '')));

    // "die Umgebungsvariable LANG": in a sentence of another language a word in capitals is a
    // constant or a heading, not a surname, unless a title or a person cue stands before it.
    const capitalsName = ev.some((e, k) => e === Evidence.Strong && tokens[first + k].allCaps);
    if (otherLanguage && !caseless && capitalsName && !titled && !beforeCue) return undefined;
    // "Als BESTANDSNAAM '-' is", "Bez PŘÍKAZU vypíše": so are words in capitals no list knows,
    // after the sentence's first word at most.
    if (otherLanguage && strong === 0 && !titled && !beforeCue && capitalsPlaceholder(tokens, first, last, (k) => ev[k - first] !== Evidence.None)) return undefined;
    // "per la Festa della Repubblica", "y Nota de crédito": an article and a noun of that language.
    if (otherLanguage && !personCue && !orgCue && !orgHead && articleAndNoun(tokens, first, last, (k) => ev[k - first] !== Evidence.None, this.articleKnowledge)) return undefined;
    // "Beschreibung der Tabellenspalte": a German noun and its genitive, whatever the text's language reads as.
    if (strong === 0 && !personCue && !orgCue && !orgHead && (genitiveArticle(tokens, first, last) || afterGenitiveArticle(tokens, first))) return undefined;
    // In German every noun is capitalized: only the lexicon or a title ("Frau", "Herr") says name.
    // A verb of speech after one word that some name list holds ("Jürgen hat gesagt") says name too.
    const namedSpeaker = (spoke && words.length === 1 && (this.isGiven(head) || this.lowerCaseKnowledge.isExtraName(head))) || inverted;
    // "wurde von Helge Kreutzmann erstellt": two name words after another language's "by".
    const namedAgent = otherLanguage && strong === 0 && before !== undefined && head.joinedToPrevious && before.lowerCase && OTHER_LANGUAGE_AGENTS.has(before.key) && this.namedAgent(tokens, first, last, ev);
    if (language === 2 && strong === 0 && !titled && !namedSpeaker && !namedAgent) return undefined;
    // "near Kilimanjaro", "via Ngorongoro", "5 Miles": one word after a place preposition or a
    // number is a place or a unit, unless a verb of speech or action follows.
    // A year is no quantity: "Copyright 2024 Halcyra" names the holder.
    const quantity = before !== undefined && before.hasDigit && !/^(?:19|20)\d\d$/.test(before.key);
    const travelled = before !== undefined && before.key === 'to' && first >= 2 && before.joinedToPrevious && TRAVEL_BEFORE_TO.has(tokens[first - 2].key);
    const placed = before !== undefined && head.joinedToPrevious && (PLACE_PREPOSITIONS.has(before.key) || quantity || travelled);
    const actionAfter = afterCue && !WEAK_AFTER.has(afterKey);
    if (placed && words.length === 1 && strong === 0 && !titled && !actionAfter && !tail.possessive) return undefined;
    // "install Homebrew", "in Harrogate", "from Zermatt to Saas-Fee", "Redis or Memcached": one word
    // off the name lists used as a tool, a place or a route's end, or listed with a known one.
    if (words.length === 1 && strong === 0 && !titled && !actionAfter && !tail.possessive) {
      const used = before !== undefined && head.joinedToPrevious && (TOOL_VERBS.has(before.key) || before.key === 'in');
      const thing = (t: Token): boolean => NOT_NAMES.has(t.key) || ((this.isPlace(t) || PRODUCTS.has(t.key)) && !this.isGiven(t)) || technologyShaped(t);
      // "Is Vercel or Netlify cheaper?": a well-known product or service with no cue is the thing.
      // "deploy to Heroku", "build with Gradle": a preposition alone is no person's cue for a product.
      const prepositionOnly = beforeCue && PREPOSITIONS.has(before.key) && !afterCue && !tail.possessive;
      const product = PRODUCTS.has(head.key) && (!personCue || prepositionOnly) && !orgCue && !orgHead;
      // "Thanks Peter, Monday works": a word greeted by name is no member of a list.
      const listed = !greetedByName(text, tokens, first) && listedWithThing(text, tokens, first, last, thing);
      if (used || product || onRoute(tokens, first, last, (t) => this.isGiven(t)) || listed) return undefined;
    }
    // "plugin for Certbot", "macro plugin for Geany", "language files for Tatar": the software or
    // the language a software noun serves, though a surname list holds the word; a given name
    // there is left to the other rules.
    if (words.length === 1 && !titled && !actionAfter && !tail.possessive && !this.isGiven(head) && servedBySoftware(tokens, first, (t) => SOFTWARE_HEADS.has(t.key) || SOFTWARE_COMPANIONS.has(t.key))) return undefined;
    // "Postgres or Cassandra": a word weighed against a technology is one, though a given name too.
    const technology = (t: Token): boolean => (NOT_NAMES.has(t.key) || PRODUCTS.has(t.key)) && !this.isGiven(t) && !this.isPlace(t);
    if (words.length === 1 && !titled && !personCue && !orgCue && !orgHead && comparedWithThing(tokens, first, last, technology)) return undefined;
    // "your Buddy", "our Mission": a capitalized noun after a possessive determiner; "the Runbook",
    // "the Offsite": one word off the lexicon after an article, with no cue, is a noun too.
    // In a lower-case line so is one word off the lexicon after it ("lol my uni sent the wrong timetable").
    if (strong === 0 && (!caseless || words.length === 1) && before !== undefined && head.joinedToPrevious && DETERMINERS.has(before.key)) return undefined;
    const article = before !== undefined && head.joinedToPrevious && ARTICLES.has(before.key) && !caseless;
    if (article && words.length === 1 && words[0] === Evidence.Unknown && !personCue && !orgCue && !orgHead) return undefined;
    // "for the Admin Console", "the Uptime Commitment": a Title Case phrase after an article, with
    // no lexicon name and no cue, is a thing's name; people are seldom written after "the".
    if (article && words.length > 1 && strong === 0 && !personCue && !orgCue && !orgHead && this.holdsOrdinaryWord(tokens, first, last)) return undefined;
    // "Section 4.2 Uptime Commitment", "Product Roadmap Review": without an
    // article too, a Title Case phrase ending in an ordinary noun no name list holds ends in its
    // head noun, as a thing's name does; a person's name ends in a surname.
    // Words before it that read as a name's ("Ridgeline Property Management", "Chanho Review")
    // leave it to the rules below.
    if (words.length > 1 && strong === 0 && !personCue && !orgCue && !orgHead && this.endsInPlainWord(tail) && !this.holdsNameShape(tokens, first, last - 1)) return undefined;
    let isName: boolean;
    if (caseless) {
      // Case says nothing here: only the lexicon and the context can.
      // Two words off the dictionary side by side, or one beside a name that is also a word ("csilla
      // baker", "will whitfield"), are a name far more often than anything else in lower-case text.
      const weak = words.filter((e) => e === Evidence.Weak).length;
      // "alfabéticos durante el descodificado": without a cue, a lexicon name that is a frequent
      // word of some language, beside a word no list knows, is one more word of that sentence.
      const sentenceWords =
        !personCue && caselessWordsOfSentence(tokens, first, last, otherLanguage, (k) => ev[k - first] === Evidence.Strong, (k) => ev[k - first] === Evidence.Unknown, this.clauseKnowledge);
      // In a sentence of another language two unknown words side by side are its ordinary words.
      isName =
        (strong > 0 && !sentenceWords) ||
        ((unknown > 0 || words.length > 1) && personCue) ||
        (unknown > 0 && orgCue && !titled) ||
        (words.length > 1 && !otherLanguage && (unknown >= 2 || (unknown >= 1 && weak >= 1)) && !this.holdsWordShape(tokens, first, last, ev) && !this.allOtherWords(tokens, first, last, ev)) ||
        // In capitals every word looks the same, but one off the dictionary that reads as a spoken
        // word ("HOSSEINI", not "NGINX") and stands alone (a table cell, a signature, "HI DACE,")
        // is a proper noun; one inside a phrase or code ("REFACTOR THIS", "FETCHQUOTES()") is not.
        (words.length === 1 && unknown === 1 && head.allCaps && !otherLanguage && this.spoken(head.key) && this.standsAlone(text, tokens, first, last));
    } else if (otherLanguage && strong === 0 && !personCue && !orgCue && !orgHead && head.joinedToPrevious && before !== undefined && before.lowerCase) {
      // In a sentence of another language its nouns may be capitalized mid-clause ("la Ayuda",
      // "el Manual de Usuario"): only the lexicon, a cue or a word whose letters read as a name
      // ("Mañana Shota llega") says name there. A clause's first word ("ajuda, Harika vai
      // ligar") may still be a name.
      // Right after that language's "with", greeting or "according to" ("la reunión con Begoña",
      // "laut Dörte") a person is likely already, so the letters need say less.
      const cued = head.joinedToPrevious && OTHER_LANGUAGE_PERSON_BEFORE.has(before.key);
      isName =
        (words.length === 1 && words[0] === Evidence.Unknown && !this.otherWord(head) && nameShape(head.key) > (cued ? SHAPE_AFTER_OTHER_LANGUAGE_CUE : SHAPE_IN_OTHER_LANGUAGE)) ||
        namedAgent;
    } else if (words.length > 1) {
      // "Finchley Dental Care": a town of the gazetteer is weak alone, but leading a longer proper
      // name it counts as the word off the lists it was before the gazetteer knew it.
      const town = tokens.slice(first, last).some((t) => !this.lex.places.has(t.key) && this.lex.towns.has(t.key) && !this.isGiven(t) && !this.isSurname(t));
      isName = strong + unknown > 0 || town || this.looksLikeFullName(tokens, first, last, ev) || personCue;
    } else if (words[0] === Evidence.Weak && this.isPlace(head)) {
      // "Sofia said" is a person, "to Sofia" a trip.
      // "the Courts of London have", "Germany, France and Spain": after "of" or "in", or with a
      // cue as weak as "and" or "have", it is the place.
      const inPlace = before !== undefined && ((head.joinedToPrevious && (PREPOSITIONS.has(before.key) || before.key === 'of')) || (!head.sentenceStart && this.isPlace(before)));
      isName = titled || (afterCue && !(inPlace && WEAK_AFTER.has(afterKey))) || (before !== undefined && PERSON_BEFORE.has(before.key) && !PREPOSITIONS.has(before.key));
    } else if (words[0] === Evidence.Weak) {
      // "Will", "Grace", "Young" alone: a name mid-sentence or with a cue, a word at a sentence start.
      // "Christmas Eve", "Easter Monday": a word after a holiday or month is part of a date.
      // "New Year's Eve": so is one after the year's possessive.
      const dated = before !== undefined && tokens[first].joinedToPrevious && (NOT_NAMES.has(before.key) || (before.key === 'year' && before.possessive));
      // "our Annual General Meeting": a word that is also a name, inside a Title Case phrase.
      const titleCase = !personCue && this.inTitleCase(text, tokens, first);
      isName = !dated && !titleCase && (personCue || (!head.sentenceStart && !head.possessive));
    } else if (words[0] === Evidence.Unknown && !personCue && !orgCue && this.inTitleCase(text, tokens, first)) {
      // "a Pivot Table", "the Quarterly Zorblat Review": one word inside a Title Case phrase.
      isName = false;
    } else if (words[0] === Evidence.Unknown && head.allCaps && !titled && !this.standsAlone(text, tokens, first, last)) {
      // "VLOOKUP vs XLOOKUP": a word in capitals inside a sentence is an acronym unless alone.
      isName = false;
    } else if (words[0] === Evidence.Unknown && !personCue && !orgCue) {
      // One capitalized word off every list. At a sentence start before "the"/"this" it is a verb
      // ("Refactor this function"); in a sentence of another language, one of its ordinary words
      // at its start or after an article ("Traduza", "Ihre Nachricht"): the lexicon or a cue must
      // then say it is a name.
      const imperative = head.sentenceStart && after !== undefined && after.joinedToPrevious && OBJECTS.has(after.key);
      const noun = otherLanguage && (head.sentenceStart || language === 2 || (before !== undefined && head.joinedToPrevious && GERMAN_ARTICLES.has(before.key)));
      // One word off every list opening a sentence, with no cue, is an imperative, a heading or
      // a word of another language ("Sammanfatta", "Workaround:", "Jeśli") far more often than a
      // name, unless it is set off the way a name is ("@Tendai", "TODO(Bopha)", a vocative).
      const lone = head.sentenceStart && !setOffLikeName(text, tokens, first);
      isName = !imperative && !noun && !lone;
    } else {
      isName = true;
    }
    if (!isName) return undefined;
    // Words in capitals ("ANATEL", "O'BRIEN") are acronyms and surnames as often as words of another
    // language: only inside a sentence of another language ("Se MAIOR") are they taken as its words.
    // Name lists are set aside only where a name is least likely: a lower-case run, or one word
    // opening a sentence of another language and not set off like a name ("Ange ett tal", "Aby
    // zmienić"). Elsewhere "Mark Brown" stays a name though both words are frequent in some language.
    const lowerRun = tokens.slice(first, last).every((t) => t.lowerCase);
    const opener = last - first === 1 && head.sentenceStart && !setOffLikeName(text, tokens, first);
    // "Se FORMATO", "Als HOOFD": a sentence's first word and a placeholder in capitals.
    // A name alone on the line under a sign-off ("Bien à vous,\nCamille") is the writer, no placeholder.
    const placeholder = tokens.slice(first, last).every((t, k) => t.allCaps || (k === 0 && t.sentenceStart)) && !(last - first === 1 && !head.allCaps && signsOff(text, tokens, first));
    const setAside = otherLanguage && (lowerRun || opener || placeholder);
    const ordinary = !nextToName && (!head.allCaps || otherLanguage) && this.ordinaryElsewhere(tokens, first, last, ev, setAside, lowerRun);
    if (ordinary && !personCue && !orgCue && !orgHead) return undefined;
    if (orgHead && !titled) return 'organization';
    if (strong > 0) return 'person';
    if (titled) return 'person';
    // A preposition before ("an email from", "talk to") takes a person or an organisation alike:
    // what only an organisation has right after ("from Tallowby support") decides; so does a
    // support line or a helpdesk after any cue ("i emailed plumly support").
    const ownedAfter = ORG_AFTER.has(afterKey) && before !== undefined && (PREPOSITIONS.has(before.key) || ONLY_ORGANISATIONS_AFTER.has(afterKey));
    return orgCue && !(before !== undefined && PERSON_BEFORE.has(before.key) && !ORG_BEFORE.has(before.key) && !ownedAfter) ? 'organization' : 'person';
  }

  /**
   * Whether a word of the run that no list knows has letters that read clearly as an ordinary
   * word ("mantenere", "automatycznym", "iletilerini"): a lower-case message of another language
   * too short to be told from English, not two names side by side.
   */
  private holdsWordShape(tokens: Token[], first: number, last: number, ev: Evidence[]): boolean {
    for (let k = first; k < last; k++) if (ev[k - first] === Evidence.Unknown && nameShape(tokens[k].key) < WORD_SHAPE_IN_ONE_CASE) return true;
    return false;
  }

  /**
   * Whether every name word of a run is a frequent word of another language ("deve haver",
   * "Standaard"): a short message of that language, too short for its sentence to be told from
   * English, not a name.
   */
  private allOtherWords(tokens: Token[], first: number, last: number, ev: Evidence[]): boolean {
    for (let k = first; k < last; k++) if (ev[k - first] !== Evidence.None && !this.otherWord(tokens[k])) return false;
    return true;
  }

  /** Whether a run holds an English dictionary word that no name list knows ("Console" of "Admin Console"). */
  private holdsOrdinaryWord(tokens: Token[], first: number, last: number): boolean {
    for (let k = first; k < last; k++) {
      const t = tokens[k];
      if (this.lex.commonWords.has(t.key) && !FUNCTION_WORDS.has(t.key) && !this.isGiven(t) && !this.isSurname(t)) return true;
    }
    return false;
  }

  /**
   * "Review", "Store", "Tears": an ordinary English word that no name list, curated or not, holds,
   * and that ends no organisation's name ("Management", "Partners"). Of five letters or more:
   * shorter ones ("Park", "Song", "Long") are also East Asian surnames the lists may lack.
   */
  private endsInPlainWord(t: Token): boolean {
    if (t.key.length < 5 || !this.lex.commonWords.has(t.key) || FUNCTION_WORDS.has(t.key)) return false;
    if (ORG_HEADS.has(t.key) || SUFFIX_WORDS.has(t.key) || isInstitution(t)) return false;
    return !this.isGiven(t) && !this.isSurname(t) && !this.lex.extraNames.has(t.key);
  }

  /** Whether a word of tokens[first, last) off the dictionary has letters that read as a name's. */
  private holdsNameShape(tokens: Token[], first: number, last: number): boolean {
    for (let k = first; k < last; k++) if (!this.lex.commonWords.has(tokens[k].key) && nameShape(tokens[k].key) > 0) return true;
    return false;
  }

  /** "Rose King", "Will Baker": a given name then a surname, both also ordinary words. */
  private looksLikeFullName(tokens: Token[], first: number, last: number, ev: Evidence[]): boolean {
    const lastWord = ev.lastIndexOf(Evidence.Weak);
    const end = tokens[first + lastWord];
    return this.isGiven(tokens[first]) && lastWord > 0 && (this.isSurname(end) || this.isGiven(end)) && last - first <= 4;
  }

  /** The word before a token, whatever separates them ("Regards,\nAnouk", "Attendees: Ji-woo"). */
  private previousWord(tokens: Token[], i: number): Token | undefined {
    return i > 0 ? tokens[i - 1] : undefined;
  }

  /** A person's name also masks its parts alone: "Benali", "Amira", "van der Berg". */
  private parts(text: string, tokens: Token[], s: Span, add: (t: string, kind: EntityKind) => void): void {
    const count = s.last - s.first;
    if (count < 2) return;
    for (let k = s.first; k < s.last; k++) {
      const t = tokens[k];
      if ((PARTICLES.has(t.key) && k < s.last - 1) || t.key.length === 1) continue;
      // "will" alone in a lower-case line is a verb far more often than a name; "AB" a legal form.
      if ((t.lowerCase && this.isCommon(t)) || SUFFIX_WORDS.has(t.key)) continue;
      add(t.text, 'person');
    }
    // The surname with its particles: "van der Berg", "bin Rashid", "de la Fontaine".
    let from = s.first + 1;
    if (from < s.last - 1) add(text.slice(tokens[from].start, s.end), 'person');
    while (from < s.last - 1 && !PARTICLES.has(tokens[from].key)) from++;
    if (from < s.last - 1) add(text.slice(tokens[from].start, s.end), 'person');
  }
}

type ClaimFn = (first: number, last: number, end: number, kind: EntityKind) => void;
