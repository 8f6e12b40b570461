/**
 * Head words of non-profits' names, lower case and folded. An association, society, trust or
 * foundation is often named by the field or the people it serves ("the Ramblers Association",
 * "the Wildfowl and Wetlands Trust", "the Hope for Tomorrow Foundation"), words no list of names
 * holds, so the head word is what says organisation.
 */
import { wordSet } from './word-set';

const words = wordSet;

/**
 * Heads that close an English non-profit's name: "the Anglers Society", "the National Trust".
 * "Fund" is left out: "the Pension Fund", "the Emergency Fund" are most often no one's name.
 */
export const NON_PROFIT_HEADS_LAST = words('association society trust foundation charity');

/**
 * Nouns for a non-profit that, in lower case, say what the capitalised words right after them name,
 * in the languages users write most: "l'association Les Restos du Cœur", "die Stiftung Warentest",
 * "la fundación Vicente Ferrer", "de stichting Natuurmonumenten".
 */
export const NON_PROFIT_NOUNS = words(`
  association associations charity foundation trust society nonprofit non-profit ngo ong
  fondation fundacion fundacao fondazione stiftung fundacja stichting asociacion associacao associazione
  verein vereniging
`);

/** "ONG": the Romance languages' word for an NGO, written in capitals before the name ("ONG Bem Querer"). */
export const NGO_ACRONYMS = words('ong');

/** Articles a name of another language may open with ("Les Restos du Cœur", "Los Niños de la Calle"). */
export const LEADING_ARTICLES = words('les la le los las el os as o a die der das de het the');
