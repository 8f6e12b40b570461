/**
 * The French and Italian articles and prepositions elided before a vowel ("l'Agence",
 * "dell'Istituto", "d'Économie"), which organisation names hold inside them.
 */
const ELIDED = "(?:l|d|dell|all|nell|dall|sull)['\u2019]";

/** A word after an elided article, as the whole match's first group ("l'agence" → "agence"). */
export const ELISION = new RegExp(`^${ELIDED}(.+)$`);

/** "l'Économie", "dell'Istruzione": a capitalized word after an elided article. */
export const ELIDED_CAPITAL = new RegExp(`^${ELIDED}\\p{Lu}`, 'u');

/** A key without its elided article: "l'agence" → "agence". */
export const withoutElision = (key: string): string => ELISION.exec(key)?.[1] ?? key;
