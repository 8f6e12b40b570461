/**
 * Display names in front of a mail address: "From: Rob Browning <rob@example.org>", a changelog
 * trailer " -- Julien LEMOINE <jl@example.org>", "Cc: Abhijith PA <abhijith@example.org>". The
 * address says a name stands there, so its words are taken whatever the word lists say of them
 * ("Rob", "Browning" and "Drew Parsons" are also English words; "PA" looks like an acronym),
 * unless every word is an ordinary word and none a name ("Support Desk").
 */
import type { Token } from './names/tokens';
import { FUNCTION_WORDS, ORG_HEADS, PARTICLES } from './names/word-lists';
import type { EntityKind } from './placeholder';

/**
 * Spacing, then an address in angle brackets or, as older credits write it, alone in parentheses
 * ("Colin Watson (cjwatson@debian.org)"); read on a slice of bounded length after each word.
 */
const ADDRESS_AFTER = /^[ \t]*(?:<[^\s<>@]+@[^\s<>]+>|\([^\s()<>@]+@[^\s()<>]+\))/;
/** The longest display name taken, in words. */
const MAX_WORDS = 5;

/**
 * Claims the words of each display name right before an address: capitalised words (or words in
 * capitals) on the same line, particles ("van der") between them, at most five words, stopping at
 * a sentence start. A name with an organisation word ("Acme Support") is an organisation. Each
 * address looks back at most five words, so the pass stays linear.
 */
export function namesBeforeAddresses(
  text: string,
  tokens: readonly Token[],
  taken: Uint8Array,
  claim: (first: number, last: number, end: number, kind: EntityKind) => void,
  isOrdinary: (t: Token) => boolean,
): void {
  for (let i = 0; i < tokens.length; i++) {
    const tail = tokens[i];
    if (taken[i] || tail.possessive) continue;
    // Most words have no "<" after them: look for it before slicing the text for the full test.
    let k = tail.end;
    while (text[k] === ' ' || text[k] === '\t') k++;
    if ((text[k] !== '<' && text[k] !== '(') || !ADDRESS_AFTER.test(text.slice(tail.end, tail.end + 256))) continue;
    if (!nameWord(tail)) continue;
    let first = i;
    while (first > 0 && i - first + 1 < MAX_WORDS && !taken[first - 1]) {
      const p = tokens[first - 1];
      // "Steve M. Robbins": an initial's full stop reads as a sentence end; the name goes on over it.
      const overInitial = p.text.length === 1 && /^\p{Lu}$/u.test(p.text) && text.slice(p.end, tokens[first].start) === '. ';
      if (!overInitial && (tokens[first].sentenceStart || !tokens[first].joinedToPrevious)) break;
      if (!nameWord(p) && !(PARTICLES.has(p.key) && p.lowerCase)) break;
      first--;
    }
    // A run never starts on a particle.
    while (first < i && PARTICLES.has(tokens[first].key) && tokens[first].lowerCase) first++;
    let organisation = false;
    let ordinary = true;
    for (let k = first; k <= i; k++) {
      organisation ||= ORG_HEADS.has(tokens[k].key);
      ordinary &&= isOrdinary(tokens[k]) || PARTICLES.has(tokens[k].key);
    }
    // "Support Desk <help@...>", "Build Daemon <buildd@...>": ordinary words name a role, not someone.
    if (ordinary && !organisation) continue;
    claim(first, i + 1, tail.end, organisation ? 'organization' : 'person');
  }
}

/** A capitalised word or one in capitals, no digit, no function word ("The", "And"). */
function nameWord(t: Token): boolean {
  if (t.text.length === 1) return /^\p{Lu}$/u.test(t.text);
  if (t.hasDigit || t.key === '&' || FUNCTION_WORDS.has(t.key)) return false;
  return t.capitalized || t.allCaps || (t.innerCaps && !t.lowerCase);
}
