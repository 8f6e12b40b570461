/**
 * Rules for words inside a sentence of another language than English that English rules would
 * read as a person's cue or name: an English cue word that is also an ordinary word of that
 * language ("to nagranie", "met niet-nul afsluiten", "det behövs"), a placeholder in capitals
 * opened by the sentence's first word ("Als BESTANDSNAAM", "Bez PŘÍKAZU", "Si le DOMAINE"), an
 * article and a noun ("la Festa"), the group a greeting greets ("Liebe Mitglieder") and a German
 * noun's genitive ("Beschreibung der Tabellenspalte"). Each rule reads only the run and the words
 * next to it, so the detector stays linear.
 */
import { GREETINGS, THANKS } from './names/other-languages';
import type { Token } from './names/tokens';

/** What a rule needs to know of a word from the lexicon. */
export interface ClauseKnowledge {
  /** A word of the English dictionary or an English function word ("to", "with", "met"). */
  isEnglishWord(t: Token): boolean;
  /** A frequent word of another language ("to" of Polish, "met" of Dutch, "det" of Swedish). */
  isOtherWord(t: Token): boolean;
}

/**
 * Whether a person's cue or title before a run is rather a word of the run's own sentence: in a
 * sentence of another language, "to" (Polish "this"), "met" (Dutch "with") or "det" (Swedish
 * "it", written as the title "Det." in English) is that language's word when it is written in
 * lower case as English writes it too. Greetings and thanks ("hola", "obrigado", "tack") are
 * cues in every language, so they stay cues.
 */
export function cueIsWordOfSentence(cue: Token, knowledge: ClauseKnowledge): boolean {
  if (!cue.lowerCase && !cue.caseless) return false;
  if (GREETINGS.has(cue.key) || THANKS.has(cue.key)) return false;
  return knowledge.isEnglishWord(cue) && knowledge.isOtherWord(cue);
}

/**
 * Whether a run inside a sentence of another language is a placeholder in capitals, with at most
 * the sentence's first word before it: "Als BESTANDSNAAM '-' is", "Bez PŘÍKAZU vypíše", "Si le
 * DOMAINE n'est pas". Help texts of other languages name their arguments so; a surname written in
 * capitals there comes after a title or a cue, which the caller asks first. `named` says which
 * words of the run the lexicon or the run's scan read as name words.
 */
export function capitalsPlaceholder(tokens: readonly Token[], first: number, last: number, named: (k: number) => boolean): boolean {
  let capitals = 0;
  for (let k = first; k < last; k++) {
    const t = tokens[k];
    if (t.caseless) return false;
    if (t.allCaps && t.key.length >= 2) capitals++;
    else if (named(k) && !(k === first && t.sentenceStart)) return false;
  }
  return capitals > 0;
}

/**
 * Articles and conjunctions that name lists also hold as particles ("La Fontaine", "Ortega y
 * Gasset"). The particles that mark a family name's origin ("de", "van", "von", "da", "di", "bin",
 * "el") are left out: "de Souza" and "van Dijk" are names whatever their second word means.
 */
const ARTICLES_AND_CONJUNCTIONS: ReadonlySet<string> = new Set(['la', 'le', 'il', 'lo', 'les', 'los', 'las', 'y', 'e', 'i', 'et', 'und', 'och']);

/**
 * Whether a run is an article and a noun of a sentence of another language: a lower-case article
 * or conjunction and one word that is a frequent word of some language and no given name ("per
 * la Festa della Repubblica", "y Nota de crédito"). A cue before the run is asked first by the
 * caller.
 */
export function articleAndNoun(
  tokens: readonly Token[],
  first: number,
  last: number,
  named: (k: number) => boolean,
  knowledge: ClauseKnowledge & { isGiven(t: Token): boolean },
): boolean {
  const particle = tokens[first];
  if (last - first !== 2 || named(first) || !particle.lowerCase || !ARTICLES_AND_CONJUNCTIONS.has(particle.key) || !named(first + 1)) return false;
  const noun = tokens[first + 1];
  return !noun.allCaps && knowledge.isOtherWord(noun) && !knowledge.isGiven(noun);
}

/**
 * Whether the one word after a greeting of another language is the group greeted or the time of
 * day, not a person: a frequent word of some language ("Liebe Mitglieder", "Queridos Amigos",
 * "Guten Morgen"). The caller asks first that no given name list, and no other name list but as
 * an ordinary word too, holds it.
 */
export function greetedGroup(greeting: Token | undefined, word: Token, knowledge: ClauseKnowledge): boolean {
  return greeting !== undefined && GREETINGS.has(greeting.key) && !word.allCaps && knowledge.isOtherWord(word);
}

/** German articles that name lists also hold as particles ("van der Berg", "von dem Knesebeck"). */
const GERMAN_ARTICLES: ReadonlySet<string> = new Set(['der', 'des', 'dem', 'den']);

/** Particles after which a German article is part of a family name: "van der", "von dem", "ter". */
const ARTICLE_LEADS: ReadonlySet<string> = new Set(['van', 'von', 'vom', 'zu', 'ter', 'ten', 'de']);

/**
 * Whether a run holds a German article in lower case between two capitalised words, not after a
 * family name's particle: "Beschreibung der Tabellenspalte", "Sicherheitsstufe des Algorithmus"
 * are a noun and its genitive, while "van der Berg" and "Hans von dem Bussche" keep their
 * particles. Short messages of German are too short for the sentence's language to be told.
 */
export function genitiveArticle(tokens: readonly Token[], first: number, last: number): boolean {
  for (let k = first + 1; k < last - 1; k++) {
    const t = tokens[k];
    if (!t.lowerCase || !GERMAN_ARTICLES.has(t.key) || ARTICLE_LEADS.has(tokens[k - 1].key)) continue;
    if (tokens[k - 1].capitalized && tokens[k + 1].capitalized) return true;
  }
  return false;
}

/**
 * Whether a run opens right after such a genitive's article ("Beschreibung der Tabellenspalte"
 * read from "Tabellenspalte"): the article joins no name unless a family name's particle leads it
 * ("van der Berg"), so the noun after it is scanned on its own.
 */
export function afterGenitiveArticle(tokens: readonly Token[], first: number): boolean {
  if (first < 2 || !tokens[first].joinedToPrevious || !tokens[first - 1].joinedToPrevious) return false;
  const article = tokens[first - 1];
  const noun = tokens[first - 2];
  return article.lowerCase && GERMAN_ARTICLES.has(article.key) && noun.capitalized && !ARTICLE_LEADS.has(noun.key);
}

/**
 * Whether a run of a one-case line of another language names no one for want of a cue: it holds
 * a word no name list knows, and each word a name list holds is also a frequent word of some
 * language ("alfabéticos durante el descodificado", "durante" being a given name too). Lines of
 * manuals and messages of that language put such words side by side; a person there comes with a
 * cue, which the caller asks first ("con maria", "gracias josé"), or with a name no language uses
 * as a word. Where the line was not told to be of another language (`otherLanguage`), two words of
 * the run that no name list holds and that are frequent words of some language tell it ("ignora
 * caracteres não alfabéticos durante"); one may be a surname the lists lack ("sanne de jong",
 * Dutch "young"), and "maria okonkwo" holds none. `listed` and `unknown` say which words of the run
 * a name list holds and which none does.
 */
export function caselessWordsOfSentence(
  tokens: readonly Token[],
  first: number,
  last: number,
  otherLanguage: boolean,
  listed: (k: number) => boolean,
  unknown: (k: number) => boolean,
  knowledge: ClauseKnowledge,
): boolean {
  let offList = 0;
  let otherWords = 0;
  for (let k = first; k < last; k++) {
    if (unknown(k)) {
      offList++;
      if (knowledge.isOtherWord(tokens[k])) otherWords++;
    } else if (listed(k) && !knowledge.isOtherWord(tokens[k])) return false;
  }
  return offList > 0 && (otherLanguage || otherWords >= 2);
}
