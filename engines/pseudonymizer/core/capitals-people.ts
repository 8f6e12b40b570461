/**
 * People's names written in capitals inside normal-case text ("signed by JOHN SMITH yesterday",
 * "Please contact MARIA GONZALEZ", "GRACE MILLER | Sales"), as forms, ledgers and signatures print
 * them. The word-by-word scan reads words in capitals as acronyms there; a given name of the
 * lexicon followed by a surname says person whatever the case.
 */
import type { Token } from './names/tokens';
import { FUNCTION_WORDS, HONORIFICS, NOT_NAMES, PERSON_BEFORE } from './names/word-lists';

/** What the rule needs to know of a word. */
export interface CapitalsNameKnowledge {
  /** A given name of the lexicon. */
  isGiven(t: Token): boolean;
  /** A surname of the lexicon. */
  isSurname(t: Token): boolean;
  /** An ordinary word of English or another language the detector lists. */
  isCommon(t: Token): boolean;
  /** A place, a technology or calendar word, an organisation's head: never a person's name. */
  isExcluded(t: Token): boolean;
}

/** Particles in capitals inside a name: "ANA DA SILVA", "JAN VAN DER BERG". */
const PARTICLES = new Set(['da', 'de', 'del', 'della', 'di', 'do', 'dos', 'das', 'du', 'van', 'von', 'der', 'den', 'ter', 'bin', 'binti', 'al', 'el', 'la', 'le']);
const MAX_WORDS = 4;
/**
 * What a person does right after a name in capitals ("JOHN SMITH signed the contract"): with one
 * of these after them, capitals that are also ordinary words ("JOHN", "SMITH") are a person.
 */
const PERSON_ACTS = new Set(['signed', 'said', 'says', 'wrote', 'approved', 'confirmed', 'agreed', 'called', 'replied', 'asked', 'told', 'witnessed', 'countersigned']);

const capital = (t: Token): boolean => t.allCaps && !t.caseless && !t.hasDigit && t.key.length >= 2 && !HONORIFICS.has(t.key) && !NOT_NAMES.has(t.key);

/**
 * In a line not all in capitals, two to four words in capitals (particles inside) whose first is a
 * given name and whose last is a surname, or a given name or word off the dictionary that is no
 * ordinary word ("GRACE PERIOD" is none), are a person's name, unless every word is an ordinary
 * word ("ROSE GARDEN") and no word that comes before a person ("by", "attn:") stands before them
 * nor a verb a person does ("signed") after them. No word may be excluded (a place,
 * a technology word, an organisation's head). One pass: each run is read once.
 */
export function capitalsPeople(text: string, tokens: readonly Token[], taken: Uint8Array, know: CapitalsNameKnowledge, claim: (first: number, last: number, end: number) => void): void {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (taken[i] || !capital(t) || FUNCTION_WORDS.has(t.key) || !know.isGiven(t) || know.isExcluded(t)) continue;
    let j = i + 1;
    let last = i + 1;
    while (j < tokens.length && j - i < MAX_WORDS && !taken[j] && tokens[j].joinedToPrevious && !tokens[j - 1].possessive && capital(tokens[j])) {
      const u = tokens[j];
      if (PARTICLES.has(u.key)) {
        j++;
        continue;
      }
      if (FUNCTION_WORDS.has(u.key) || know.isExcluded(u)) break;
      const nameLike = know.isSurname(u) || (!know.isCommon(u) && (know.isGiven(u) || u.key.length >= 3));
      if (!nameLike) break;
      last = ++j;
    }
    if (last === i + 1) continue;
    // "ROSE GARDEN": ordinary words only, each also a name, are a phrase unless a word that
    // comes before a person stands right before them ("signed by JOHN SMITH").
    let ordinary = true;
    for (let k = i; k < last; k++) if (!PARTICLES.has(tokens[k].key) && !know.isCommon(tokens[k])) ordinary = false;
    const next = tokens[last];
    const cued = (i > 0 && (t.joinedToPrevious || /^:[ \t]*$/.test(text.slice(tokens[i - 1].end, t.start))) && PERSON_BEFORE.has(tokens[i - 1].key)) || (next !== undefined && next.joinedToPrevious && PERSON_ACTS.has(next.key));
    if (ordinary && !cued) {
      i = last - 1;
      continue;
    }
    claim(i, last, tokens[last - 1].end);
    i = last - 1;
  }
}
