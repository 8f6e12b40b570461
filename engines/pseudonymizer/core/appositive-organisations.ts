import type { Token } from './names/tokens';
import { FUNCTION_WORDS, HONORIFICS, NOT_NAMES } from './names/word-lists';
import type { ClaimOrganisation, WordKnowledge } from './organisation-rules';
import { wordSet } from './names/word-set';

const words = wordSet;

/**
 * Nouns that say what kind of organisation the name after them is, in languages that write nouns
 * in lower case: "la empresa Solmarino", "l'entreprise Verlaine", "a empresa Altamar", "la
 * società Brezza", "het bedrijf Feldmark", "le cabinet Marchal", "the carrier Tidewell". The
 * English ones the detector already reads as cues ("company", "firm", "startup") are left to it.
 */
const KIND_NOUNS = words(`
  empresa compania firma startup aseguradora consultora constructora operadora distribuidora
  financiera marca cadena companhia seguradora consultoria construtora distribuidora financeira
  rede entreprise societe firme start-up marque enseigne cabinet assureur compagnie azienda
  societa ditta impresa compagnia catena bedrijf onderneming organisatie verzekeraar keten merk
  banco banca banque spolka przedsiebiorstwo koncern ubezpieczyciel siec ong
`);

/**
 * English nouns of the same kind that the detector does not read as cues yet: "the carrier
 * Tidewell", "our insurer Corvalis", "the lender Fenmoor".
 */
const ENGLISH_KIND_NOUNS = words(`
  carrier insurer retailer lender manufacturer broker provider operator airline publisher
  distributor wholesaler brand chain nonprofit non-profit ngo fintech
`);

/** German nouns of the same kind, which German writes with a capital after its article. */
const GERMAN_KIND_NOUNS = words('firma unternehmen konzern hersteller anbieter dienstleister lieferant zulieferer versicherer versicherung marke kette startup');

/** Articles and determiners before such a noun ("la", "het", "notre", "the", "our"). */
const DETERMINERS = words(`
  the a an our their your my its this that la el le les los las un una une um uma o os as il lo
  gli i het de een onze hun deze die dat notre votre leur cette ce nuestra nuestro su nossa nosso
  sua nostra nostro questa questo del al do da no na pela pelo della dalla alla nella dal nel
  du au des
`);
const GERMAN_ARTICLES = words('die der den dem des das eine einer einem einen ein unsere unserer unserem unseren ihre ihrer ihrem ihren diese dieser diesem diesen');
/** "l'entreprise", "l'azienda", "dell'impresa": the noun with its elided article. */
const ELIDED = /^(?:l|dell|all|nell|dall|sull)['\u2019](.+)$/;

/** Words inside the name, between its capitalized words: "Banco do Sul", "Harbour & Lane". */
const JOINS = words('& de do da del di van von');
const MAX_WORDS = 4;

/** The kind noun's folded key, without an elided article. */
const kindKey = (t: Token): string => ELIDED.exec(t.key)?.[1] ?? t.key;

/** A capitalized word that may be part of a name: no function word, title, or jargon. */
const nameWord = (t: Token): boolean =>
  t.capitalized && !t.caseless && !t.hasDigit && t.key.length > 1 && !FUNCTION_WORDS.has(t.key) && !NOT_NAMES.has(t.key) && !HONORIFICS.has(t.key);

/**
 * A kind noun in lower case after an article or a determiner (or its own elided article), or a
 * German one after a German article, followed by capitalized words: those words name an
 * organisation of that kind. A language that writes its nouns in lower case capitalizes the word
 * after the noun only because it is a name; in English and German, where it may be a noun or a
 * heading, the name's first word must be off the dictionary or a brand's camel case. A place
 * ("the airline Lisbon flights") or a given name ("our provider Anna") is left to the other rules.
 * Each noun reads at most four words forward and the scan goes on after what it claims, so the
 * pass stays linear.
 */
export function appositiveOrganisations(
  tokens: readonly Token[],
  taken: Uint8Array,
  known: WordKnowledge & { isPlace(t: Token): boolean; isOtherWord(t: Token): boolean },
  claim: ClaimOrganisation,
): void {
  for (let i = 0; i + 1 < tokens.length; i++) {
    const noun = tokens[i];
    if (taken[i + 1] || noun.caseless || noun.possessive || !tokens[i + 1].joinedToPrevious) continue;
    const before = i > 0 && noun.joinedToPrevious ? tokens[i - 1] : undefined;
    const elided = ELIDED.test(noun.key) && noun.lowerCase;
    const determined = elided || (before !== undefined && before.lowerCase && DETERMINERS.has(before.key));
    const english = noun.lowerCase && determined && !elided && ENGLISH_KIND_NOUNS.has(noun.key);
    const lower = noun.lowerCase && determined && KIND_NOUNS.has(kindKey(noun));
    const german = noun.capitalized && before !== undefined && before.lowerCase && GERMAN_ARTICLES.has(before.key) && GERMAN_KIND_NOUNS.has(noun.key);
    if (!lower && !german && !english) continue;
    const first = i + 1;
    const lead = tokens[first];
    if (!nameWord(lead) && !lead.innerCaps) continue;
    if (known.isPlace(lead) || known.isGiven(lead)) continue;
    // English or German: a capitalized dictionary word after the noun may be a heading or a noun.
    if ((german || english) && !lead.innerCaps && known.isCommon(lead)) continue;
    // German capitalizes every noun: "das Unternehmen Kosten spart" holds no name.
    if (german && !lead.innerCaps && known.isOtherWord(lead)) continue;
    let last = first + 1;
    while (last < tokens.length && last - first < MAX_WORDS && !taken[last] && tokens[last].joinedToPrevious && !tokens[last - 1].possessive) {
      const t = tokens[last];
      if (nameWord(t) || t.innerCaps) last++;
      else if (JOINS.has(t.key) && !t.capitalized && tokens[last + 1] !== undefined && tokens[last + 1].joinedToPrevious && nameWord(tokens[last + 1])) last += 2;
      else break;
    }
    if (taken.subarray(first, last).some((x) => x !== 0)) continue;
    claim(first, last, tokens[last - 1].end);
    // The kind noun is no name, though German writes it with a capital ("die Firma Feldmark").
    if (!taken[i]) taken[i] = 1;
    i = last - 1;
  }
}
