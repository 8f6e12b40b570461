/**
 * Word forms that name public bodies and institutions in languages that glue a body's name into
 * one word (German, Swedish, Danish, Norwegian) or inflect its head word (Polish, Czech, Russian,
 * Ukrainian). Lower case, folded as the tokenizer folds keys (diacritics removed; "ł" stays).
 */
import { wordSet } from './word-set';

const words = wordSet;

/**
 * Ends of German compounds that are a public body on their own ("Bundesnetzagentur",
 * "Bundesverwaltungsgericht", "Landeskriminalamt", "Wirtschaftsministerium"). Most need a prefix
 * that says "federal", "state" or "district" (`BODY_PREFIXES`); `-ministerium` does not.
 */
export const GERMAN_BODY_ENDS: readonly string[] = [
  'ministerium', 'amt', 'agentur', 'anstalt', 'behorde', 'gericht', 'gerichtshof', 'rechnungshof', 'bank', 'kammer',
  'polizei', 'institut', 'zentrale', 'verwaltung', 'kanzleramt', 'archiv', 'rat', 'tag', 'wehr', 'kasse',
];
/** Prefixes that make such a compound a body: "Bundes-", "Landes-", "Ober-", "Amts-" and the like. */
export const BODY_PREFIXES: readonly string[] = ['bundes', 'landes', 'staats', 'ober', 'amts', 'land', 'kreis', 'stadt', 'landrats', 'verwaltungs', 'arbeits', 'sozial', 'finanz', 'verfassungs', 'umwelt'];
/**
 * Ends that are ordinary words after most prefixes ("Arbeitstag" is a working day, "Stadtarchiv"
 * is one): only "Bundes-", "Landes-", "Staats-", "Kreis-" and "Stadt-" make them a body.
 */
export const GOVERNMENT_ONLY_ENDS = new Set(['tag', 'rat', 'wehr', 'kasse', 'bank', 'kammer', 'archiv', 'polizei', 'zentrale', 'verwaltung', 'institut']);
export const GOVERNMENT_PREFIXES: readonly string[] = ['bundes', 'landes', 'staats', 'kreis', 'stadt'];
/**
 * Compounds ending in "-amt" or "-gericht" that name the local office whatever comes before
 * ("Finanzamt", "Jugendamt", "Standesamt"): the first part of the word.
 */
export const LOCAL_OFFICES = words(`
  finanz jugend standes gesundheits ordnungs sozial burger einwohnermelde auslander zoll arbeits
  versorgungs vermessungs bau grundbuch pfarr kataster landrats
`);

/** Swedish, Danish and Norwegian agencies end so ("Skatteverket", "Finanstilsynet", "Sjöfartsverket"). */
export const NORDIC_BODY_ENDS: readonly string[] = [
  'verket', 'myndigheten', 'inspektionen', 'styrelsen', 'direktoratet', 'tilsynet', 'etaten', 'namnden', 'kassan',
  'formedlingen', 'ombudsmannen', 'domstolen', 'departementet', 'sykehuset', 'sjukhuset', 'hospitalet', 'sygehus', 'sygehuset',
];

/**
 * Head words of Polish, Czech, Slovak, Russian and Ukrainian bodies in the cases a sentence puts
 * them in ("z Urzędu Skarbowego", "Zakładu Ubezpieczeń Społecznych", "Ministerstva financí",
 * "Министерства финансов"): they open an institution's name as the nominative does.
 */
export const INFLECTED_HEADS = words(`
  urzad urzedu urzedzie urzedem zakład zakładu zakładzie zakładem ministerstwa ministerstwie
  ministerstwem uniwersytetu uniwersytecie uniwersytetem sadu sadzie sadem szpitala szpitalu
  instytutu instytucie fundacji agencji komisji rady inspektoratu inspektorat izby
  politechniki politechnika akademii akademia banku
  urad uradu uradem ministerstvo ministerstva ministerstvu univerzity univerzite univerzitou
  sprava spravy sprave soud soudu soudem nemocnice nemocnici banka banky bance fakulta fakulty
  министерство министерства министерству министерством университет университета университете
  университетом банк банка банке банком служба службы службе агентство агентства комитет комитета
  суд суда суде фонд фонда больница больницы институт института академия академии управление
  управления инспекция инспекции палата палаты прокуратура прокуратуры казначейство казначейства
  міністерство міністерства університет університету служба служби агентство агентства
`);

/** Cyrillic head words that a name in sentence case follows ("Министерство здравоохранения"). */
export const CYRILLIC_HEADS = words(`
  министерство министерства министерству министерством служба службы службе агентство агентства
  комитет комитета управление управления инспекция инспекции палата палаты прокуратура прокуратуры
  казначейство казначейства банк банка фонд фонда университет университета институт института
  академия академии суд суда больница больницы міністерство міністерства служба служби агентство
  агентства університет університету
`);
/** Endings of the genitive nouns and adjectives that complete such a name ("финансов", "здравоохранения"). */
export const CYRILLIC_GENITIVE = /(?:ия|ии|ний|ения|ства|ого|его|ой|ей|ых|их|ов|ев|ки|ти|ры|ты|цы|ды|ии|ціі|ції|ння|ва)$/u;

/**
 * Ends of German and Dutch compounds that name a school, college or hospital ("Kantonsschule",
 * "Berufskolleg", "Werner-Heisenberg-Gymnasium", "Universitätsklinikum"), and those heads alone
 * ("Gymnasium", "Lyceum"): with a place or a proper noun after them, or an eponym hyphenated in,
 * they are one school's name. Folded as keys are.
 */
export const SCHOOL_ENDS: readonly string[] = ['schule', 'gymnasium', 'kolleg', 'lyzeum', 'lyceum', 'liceum', 'akademie', 'klinikum', 'klinik', 'college'];
/** Adjectives that open such a name: "Staatliche Berufsschule Erlangen", "Alte Kantonsschule Aarau". */
export const SCHOOL_ADJECTIVES = words(`
  staatliche stadtische private katholische evangelische bischofliche technische kaufmannische
  gewerbliche berufsbildende freie alte neue internationale offentliche stedelijk christelijk
`);
