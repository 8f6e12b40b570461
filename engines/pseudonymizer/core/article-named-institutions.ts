/**
 * Institutions whose own name opens with an article of its language, after the word that says
 * what they are ("Association Les Petits Pas", "Fundación El Buen Samaritano", "Stichting De
 * Regenboog", "Verein Die Brücke"): the article, capitalised inside the name, would otherwise cut
 * the name in two, and the words after it read as a person's or as nothing.
 */
import { INSTITUTIONS } from './names/institutions';
import type { Token } from './names/tokens';
import { FUNCTION_WORDS, HONORIFICS } from './names/word-lists';
import type { ClaimOrganisation } from './organisation-rules';

/** Articles of French, Spanish, Portuguese, Italian, Catalan, Dutch and German, capitalised as a name's first word. */
const ARTICLES = new Set(['les', 'la', 'le', 'el', 'los', 'las', 'lo', 'il', 'os', 'as', 'de', 'het', 'die', 'der', 'das', 'els']);
/** Lower-case words inside the name after the article: "Les Enfants du Soleil". */
const CONNECTORS = new Set(['de', 'du', 'des', 'del', 'della', 'da', 'do', 'dos', 'das', 'di', 'et', 'y', 'e', 'i', 'en', 'van', 'von', 'und', 'la', 'le', 'les']);
const MAX_WORDS = 5;

/** More words for what such a body is, joined to the institution words: "Collectif Les Voisins". */
const MORE_HEADS = new Set(['collectif', 'colectivo', 'collettivo', 'coletivo', 'cooperative', 'cooperativa', 'asbl', 'ong']);

const nameWord = (t: Token): boolean => t.capitalized && !t.caseless && !t.hasDigit && !FUNCTION_WORDS.has(t.key) && !HONORIFICS.has(t.key);

/**
 * An institution word written capitalised, right after it a capitalised article, then one to five
 * capitalised words (lower-case connectors between them) ending the name. Each institution word
 * reads at most seven words after it, so the pass stays linear.
 */
export function articleNamedInstitutions(tokens: readonly Token[], taken: Uint8Array, claim: ClaimOrganisation): void {
  for (let i = 0; i + 2 < tokens.length; i++) {
    const head = tokens[i];
    if (taken[i] || !head.capitalized || head.caseless || !(INSTITUTIONS.has(head.key) || MORE_HEADS.has(head.key))) continue;
    const article = tokens[i + 1];
    if (taken[i + 1] || !article.joinedToPrevious || !article.capitalized || !ARTICLES.has(article.key)) continue;
    let last = i + 2;
    for (let k = i + 2; k < tokens.length && k - i - 2 < MAX_WORDS && !taken[k] && tokens[k].joinedToPrevious; k++) {
      if (nameWord(tokens[k])) last = k + 1;
      else if (!(k > i + 2 && tokens[k].lowerCase && CONNECTORS.has(tokens[k].key))) break;
    }
    if (last === i + 2) continue;
    claim(i, last, tokens[last - 1].end);
    i = last - 1;
  }
}
