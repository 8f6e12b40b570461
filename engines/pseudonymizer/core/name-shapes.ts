/**
 * Shapes of people's names that the word-by-word scan would split: initials written with a full
 * stop ("Eric W. Biederman", "J. Ramón Palacios"), whose stop reads as a sentence end.
 */
import type { Token } from './names/tokens';

const UPPER_LETTER = /^\p{Lu}$/u;

/**
 * Per token, 1 when it is an initial inside or at the head of a name: one capital letter, then a
 * full stop and one space, then a capitalised word on the same line. The scan may carry a name
 * over it; whether the words around it name someone is still for the lexicon and the context to
 * say. One pass.
 */
export function initials(text: string, tokens: readonly Token[]): Uint8Array {
  const flags = new Uint8Array(tokens.length);
  for (let i = 0; i + 1 < tokens.length; i++) {
    const t = tokens[i];
    if (t.text.length !== 1 || !UPPER_LETTER.test(t.text)) continue;
    const next = tokens[i + 1];
    if (next.start !== t.end + 2 || text[t.end] !== '.' || (text[t.end + 1] !== ' ' && text[t.end + 1] !== '\t')) continue;
    if (!next.capitalized && !next.allCaps) continue;
    flags[i] = 1;
  }
  return flags;
}

/** Greetings that open a letter or a message with the addressee's name ("Hi Summer,", "Dear May,"). */
const GREETING_WORDS = new Set(['hi', 'hello', 'hey', 'dear', 'hiya', 'morning', 'bonjour', 'hola', 'hallo', 'ciao', 'hej', 'olá', 'ola', 'thanks', 'thx', 'cheers', 'congrats']);

/**
 * Whether a capitalised word stands between a greeting and a comma or an exclamation mark, the
 * place of the addressee's name: "Hi Summer, the schedule is attached". The detector asks it only
 * of words the lexicon also knows as given names, so "Hi Summer" masks a name that is also a
 * season or a month while "Hi team," is left alone.
 */
export function greetedByName(text: string, tokens: readonly Token[], i: number): boolean {
  const t = tokens[i];
  const greeting = tokens[i - 1];
  if (greeting === undefined || !t.joinedToPrevious || t.possessive || !t.capitalized || !GREETING_WORDS.has(greeting.key)) return false;
  const after = text[t.end] ?? '';
  return after === ',' || after === '!' || after === '\n' || after === '';
}
