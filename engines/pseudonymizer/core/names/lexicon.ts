import data from './lexicon.json';
import extra from './extra-names.json';
import other from './other-words.json';
import rare from './rare-words.json';
import gazetteer from './places.json';
import languageNames from './languages.json';
import subdivisions from './regions.json';
import world from './world-names.json';
import registry from './registry-organisations.json';
import lowerCase from './lower-case-names.json';
import { SortedWords, type WordList } from './sorted-words';
import { KNOWN_ORGANIZATIONS } from './organizations';
import { WELL_KNOWN_ORGANISATIONS } from './well-known-organisations';
import { MORE_PLACES } from './word-lists';

/** Lower case, composed, without diacritics: "Kraków", "KRAKOW" and "krakow" are one key. */
export function foldKey(s: string): string {
  // Most words are plain ASCII: skip Unicode normalization for them (the detector's hot path).
  if (/^[\x00-\x7f]*$/.test(s)) return s.toLowerCase();
  return s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u2019\u02bc\u02bb]/g, "'")
    .toLowerCase()
    // Greek's final sigma is the one letter σ wherever it stands, as in the word lists ("Νίκος").
    .replace(/ς/g, 'σ');
}

/** The word lists the lexicon detector looks words up in, keyed by `foldKey`. */
export interface Lexicon {
  readonly given: ReadonlySet<string>;
  readonly surnames: ReadonlySet<string>;
  /** Organization names of one or more words, keyed by the folded words joined by one space. */
  readonly organizations: ReadonlySet<string>;
  /** Longest organization name in words. */
  readonly maxOrganizationWords: number;
  /**
   * One-word organisations that only the generated, uncurated lists hold ("Ayer", "Avon",
   * "Belfius"): many are also words of some language, so a detector may ask more of them than of
   * a curated name.
   */
  readonly uncuratedOrganizationWords: ReadonlySet<string>;
  readonly places: ReadonlySet<string>;
  /**
   * Every run of leading words of a multi-word organization or place ("banco", "banco do"): a
   * look-up that grows a phrase word by word stops as soon as its words open none.
   */
  readonly phrasePrefixes: ReadonlySet<string>;
  /**
   * Towns, regions and countries of the GeoNames gazetteer (places.json) and the provinces, states
   * and prefectures of ISO 3166-2 (regions.json) that no name list knows ("Harrogate", "Annecy",
   * "Milano", "Toscana", "Hokkaido"): weaker than `places`, since a person may still bear one,
   * so such a word is a name only where a person's context says so.
   */
  readonly towns: ReadonlySet<string>;
  /**
   * Names of languages (languages.json: "Bengali", "Swahili", "Sanskrit") that no name list knows:
   * like a town, such a word alone is the language ("Translate this into Tatar"), and a name only
   * where a person's context says so.
   */
  readonly languages: ReadonlySet<string>;
  /** Ordinary English words ("will", "rose", "baker"): a name that is one needs more evidence. */
  readonly commonWords: ReadonlySet<string>;
  /**
   * Frequent words of other languages written in the Latin script ("erkläre", "contiennent",
   * "laporan"): a capitalised word that no curated name list knows and that is one of these is
   * an ordinary word, not a name.
   */
  readonly otherWords: WordList;
  /**
   * People's names from a larger, uncurated list (given names and surnames mixed, many cultures):
   * weaker than `given` and `surnames`, read only where neither an English nor another
   * language's ordinary word explains the word.
   */
  readonly extraNames: WordList;
  /**
   * English words past `commonWords` (rare-words.json: "radix", "lexer", "tahini"), no name of the
   * curated lists: in a line of one case, where case cannot set a name apart, such a word is a word.
   */
  readonly rareWords: WordList;
  /**
   * Given names of some country that are rare as words in every language the detector
   * lists (lower-case-names.json: "henrik", "wojciech", "ludovica"), even where the frequent-word
   * lists hold them as the tokens they are: written in lower case they are still names.
   */
  readonly lowerCaseGiven: WordList;
  /** The surnames of that list that are no given name of it ("yilmaz", "santoso"). */
  readonly lowerCaseSurnames: WordList;
}

let loaded: Lexicon | undefined;

/** Words of a name as the detector tokenizes them ("Ernst & Young" is three words). */
export function nameWords(name: string): string[] {
  return foldKey(name).match(/[\p{L}\p{N}]+(?:['.\-][\p{L}\p{N}]+)*|&/gu) ?? [];
}

/** The runs of leading words, short of the whole, of each phrase of words joined by one space. */
function leadingRuns(phrases: Iterable<string>): Set<string> {
  const runs = new Set<string>();
  for (const phrase of phrases) {
    for (let at = phrase.indexOf(' '); at > 0; at = phrase.indexOf(' ', at + 1)) runs.add(phrase.slice(0, at));
  }
  return runs;
}

/** The lexicon, built once per process (about 230 000 names, 65 000 English and 190 000 other words). */
export function lexicon(): Lexicon {
  if (loaded) return loaded;
  const organizations = new Set<string>();
  let maxOrganizationWords = 1;
  for (const name of [...data.organizations, ...KNOWN_ORGANIZATIONS, ...WELL_KNOWN_ORGANISATIONS]) {
    const ws = nameWords(name);
    if (ws.length === 0) continue;
    organizations.add(ws.join(' '));
    maxOrganizationWords = Math.max(maxOrganizationWords, ws.length);
  }
  const uncuratedOrganizationWords = new Set(data.organizations.map(nameWords).filter((ws) => ws.length === 1).map((ws) => ws[0]));
  // Banks of national registries and index companies, generated already folded with their words
  // joined by one space (scripts/build-registry-organisations.py): uncurated like the list above.
  for (const key of registry.organizations) {
    organizations.add(key);
    if (key.includes(' ')) maxOrganizationWords = Math.max(maxOrganizationWords, key.split(' ').length);
    else uncuratedOrganizationWords.add(key);
  }
  for (const name of [...KNOWN_ORGANIZATIONS, ...WELL_KNOWN_ORGANISATIONS]) uncuratedOrganizationWords.delete(nameWords(name).join(' '));
  const places = new Set([...data.places, ...MORE_PLACES].map((p) => nameWords(p).join(' ')));
  loaded = {
    // world-names.json is generated already folded (scripts/build-world-names.py).
    given: new Set([...data.given.map(foldKey), ...world.given]),
    surnames: new Set([...data.surnames.map(foldKey), ...world.surnames]),
    organizations,
    maxOrganizationWords: Math.min(maxOrganizationWords, 6),
    uncuratedOrganizationWords,
    places,
    phrasePrefixes: leadingRuns([...organizations, ...places]),
    // Generated already folded (scripts/build-places.py, build-regions.py).
    towns: new Set([...gazetteer.places, ...subdivisions.regions]),
    // Generated already folded (scripts/build-languages.py).
    languages: new Set(languageNames.languages),
    commonWords: new Set(data.commonWords),
    // Both files are generated already folded (scripts/build-other-words.py, build-extra-names.js).
    otherWords: new SortedWords(other.words),
    extraNames: new SortedWords(extra.names),
    // Generated already folded (scripts/build-rare-words.py).
    rareWords: new SortedWords(rare.words),
    // Generated already folded (scripts/build-lower-case-names.py).
    lowerCaseGiven: new SortedWords(lowerCase.given),
    lowerCaseSurnames: new SortedWords(lowerCase.surnames),
  };
  return loaded;
}
