import { BODY_PREFIXES, CYRILLIC_GENITIVE, CYRILLIC_HEADS, GERMAN_BODY_ENDS, GOVERNMENT_ONLY_ENDS, GOVERNMENT_PREFIXES, LOCAL_OFFICES, NORDIC_BODY_ENDS, SCHOOL_ADJECTIVES, SCHOOL_ENDS } from './names/public-body-words';
import type { Token } from './names/tokens';
import type { ClaimOrganisation, WordKnowledge } from './organisation-rules';

/** "Ehrenamt", "Lehramt", "Insgesamt": compounds on "-amt" that are no office. */
const NOT_OFFICES = /(?:^samt|gesamt|langsamt|ehrenamt|lehramt|hauptamt|nebenamt|beamt)$/;
const COMPOUND_MIN = 4;

/** Whether one word is a public body written as one compound ("Bundesnetzagentur", "Skatteverket"). */
export function isBodyCompound(key: string): boolean {
  if (key.length < 8 || NOT_OFFICES.test(key)) return false;
  for (const end of GERMAN_BODY_ENDS) {
    if (!key.endsWith(end) || key.length - end.length < COMPOUND_MIN) continue;
    const first = key.slice(0, key.length - end.length).replace(/s$/, '');
    if (end === 'ministerium') return true;
    const prefixes = GOVERNMENT_ONLY_ENDS.has(end) ? GOVERNMENT_PREFIXES : BODY_PREFIXES;
    if (prefixes.some((p) => key.startsWith(p) && key.length >= p.length + end.length)) return true;
    if ((end === 'amt' || end === 'gericht') && LOCAL_OFFICES.has(first)) return true;
  }
  return NORDIC_BODY_ENDS.some((end) => key.endsWith(end) && key.length - end.length >= COMPOUND_MIN);
}

/**
 * German and Nordic compounds that are a public body on their own ("das Bundesverwaltungsgericht",
 * "Finanzamt", "Skatteverket"), with the capitalized place or proper noun after one ("Landratsamt
 * München", "Oberlandesgericht Frankfurt"). Runs after the chains of capitalized words, so a
 * compound that opens a longer name ("Bundesministerium für Bildung") is left to them. One
 * look-up per word, so the pass stays linear.
 */
export function compoundBodies(tokens: readonly Token[], taken: Uint8Array, known: WordKnowledge & { isPlace(t: Token): boolean }, claim: ClaimOrganisation): void {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (taken[i] || t.hasDigit || !(t.capitalized || t.caseless) || t.innerCaps || !isBodyCompound(t.key)) continue;
    let end = i + 1;
    const next = tokens[end];
    if (next && next.joinedToPrevious && !taken[end] && (next.capitalized || next.caseless) && !t.possessive && (known.isPlace(next) || !known.isCommon(next))) end++;
    claim(i, end, tokens[end - 1].end);
    i = end - 1;
  }
}

/** Proper words a school's name may have after its head: "Bad Dürkheim", "Büelrain Winterthur". */
const MAX_SCHOOL_PROPER = 2;

/**
 * "Kantonsschule Büelrain Winterthur", "Gymnasium Dachsberg", "Werner-Heisenberg-Gymnasium Bad
 * Dürkheim", "UNIVERSITÄTSKLINIKUM BONN": a word ending in a school's or hospital's head
 * (`SCHOOL_ENDS`), followed by one or two places or words off the dictionary, or hyphenated with
 * an eponym before the head, is one school's name, with an adjective such as "Staatliche" before
 * it; in a line written in one case only places count after the head. A head with only ordinary
 * words after it stays a noun ("in die Grundschule und dann").
 * Each head reads at most two words after it and one before, so the pass stays linear.
 */
export function schoolCompounds(tokens: readonly Token[], taken: Uint8Array, known: WordKnowledge & { isPlace(t: Token): boolean }, claim: ClaimOrganisation): void {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (taken[i] || t.hasDigit || !(t.capitalized || t.caseless || t.allCaps) || t.possessive) continue;
    const key = t.parts[t.parts.length - 1];
    if (!SCHOOL_ENDS.some((end) => key.endsWith(end)) || (key === 'college' && t.parts.length === 1)) continue;
    let end = i + 1;
    // A place read as one already (taken 2) may still end a school's name.
    while (end < tokens.length && end - i <= MAX_SCHOOL_PROPER && taken[end] !== 1 && tokens[end].joinedToPrevious) {
      const next = tokens[end];
      // In a line of one case any word looks proper ("AN FACHHOCHSCHULE AACHEN VERSCHICKT"): only a place goes on.
      if (next.hasDigit || !(next.capitalized || next.caseless) || !(known.isPlace(next) || (!next.caseless && !known.isCommon(next)))) break;
      end++;
    }
    if (end === i + 1 && t.parts.length === 1) continue;
    const prev = tokens[i - 1];
    const first = prev !== undefined && t.joinedToPrevious && !taken[i - 1] && (prev.capitalized || prev.caseless) && SCHOOL_ADJECTIVES.has(prev.key) ? i - 1 : i;
    claim(first, end, tokens[end - 1].end);
    i = end - 1;
  }
}

/**
 * A Russian or Ukrainian head word in sentence case with the genitive words after it
 * ("Министерство здравоохранения", "Министерство финансов и налогов"), never the verb that
 * follows. Runs before the chains of capitalized words, which would take the capitalized word
 * before the head ("Вчера Министерство"). Each head reads at most five words after it and the scan
 * goes on after what it claims, so the pass stays linear.
 */
export function cyrillicBodies(tokens: readonly Token[], taken: Uint8Array, claim: ClaimOrganisation): void {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (taken[i] || !t.capitalized || !CYRILLIC_HEADS.has(t.key)) continue;
    let end = i + 1;
    let words = 0;
    for (let j = i + 1; j < tokens.length && j - i <= 5 && !taken[j] && tokens[j].joinedToPrevious; j++) {
      const u = tokens[j];
      if ((u.key === 'и' || u.key === 'і') && words > 0) continue;
      if (!/^\p{Script=Cyrillic}+$/u.test(u.text) || !(CYRILLIC_GENITIVE.test(u.text.toLowerCase()) || u.capitalized)) break;
      words++;
      end = j + 1;
    }
    if (words === 0) continue;
    claim(i, end, tokens[end - 1].end);
    i = end - 1;
  }
}
