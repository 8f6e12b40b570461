import { foldKey } from './lexicon';

/** One word of a text, with what its surface says (case, position) before any list is consulted. */
export interface Token {
  readonly start: number;
  /** End of the word without a possessive `'s` ("Alice's" ends after "Alice"). */
  readonly end: number;
  readonly text: string;
  readonly key: string;
  /** Parts of a hyphenated word, folded ("jean-baptiste" -> ["jean", "baptiste"]). */
  readonly parts: readonly string[];
  readonly possessive: boolean;
  /** First letter upper case, some later letter lower case: "Anouk", "McCarthy", "O'Brien". */
  readonly capitalized: boolean;
  /** Two or more letters, all upper case: "API", "ANOUK". */
  readonly allCaps: boolean;
  /** No upper-case letter at all. */
  readonly lowerCase: boolean;
  /** An upper-case letter inside the word that no name shape explains: "PostgreSQL", "iOS", "GmbH". */
  readonly innerCaps: boolean;
  readonly hasDigit: boolean;
  /** Nothing but spacing (no line break, no punctuation) separates it from the previous token. */
  readonly joinedToPrevious: boolean;
  /** First word of a sentence, line, list item or quote. */
  readonly sentenceStart: boolean;
  /** The line is written in one case (all upper or all lower), so case says nothing about names. */
  readonly caseless: boolean;
}

const WORD = /[\p{L}\p{M}\p{N}]+(?:['\u2019\u02bc\u02bb\-][\p{L}\p{M}\p{N}]+)*|&/gu;
const POSSESSIVE = /['\u2019]s$/i;
const UPPER = /\p{Lu}/u;
const LOWER = /\p{Ll}/u;
const NAME_PREFIX = /^(?:Mc|Mac|De|Da|Di|Del|Della|Du|La|Le|Van|Von|Ter|Ten|Fitz)(?=\p{Lu})/u;

/** A capital inside a word that no name shape explains (McCarthy, O'Brien, Jean-Baptiste are names). */
function unexplainedInnerCaps(word: string): boolean {
  return word.split(/['\u2019\u02bc\u02bb\-]/).some((part) => UPPER.test(part.replace(NAME_PREFIX, '').slice(1)));
}
const SENTENCE_BREAK = /[.!?:;\n"\u201c\u201d()[\]|\u2014\u2013>*•]|(?:^|\s)-\s/;

/** Per line: whether its letters are all one case (ALL-CAPS or all lower case, at least 8 letters). */
function caselessLines(text: string): Array<{ end: number; caseless: boolean }> {
  const lines: Array<{ end: number; caseless: boolean }> = [];
  let from = 0;
  while (from <= text.length) {
    let end = text.indexOf('\n', from);
    if (end < 0) end = text.length;
    const line = text.slice(from, end);
    // Upper- and lower-case letters counted by comparing with the case-mapped line (native, fast).
    const lowered = line.toLowerCase();
    const uppered = line.toUpperCase();
    let upper = 0;
    let lower = 0;
    if (lowered.length === line.length && uppered.length === line.length) {
      for (let i = 0; i < line.length; i++) {
        const ch = line.charCodeAt(i);
        if (ch !== lowered.charCodeAt(i)) upper++;
        else if (ch !== uppered.charCodeAt(i)) lower++;
      }
    } else {
      upper = (line.match(/\p{Lu}/gu) ?? []).length;
      lower = (line.match(/\p{Ll}/gu) ?? []).length;
    }
    const letters = upper + lower;
    lines.push({ end, caseless: letters >= 8 && (upper === 0 || upper / letters > 0.8) });
    from = end + 1;
  }
  return lines;
}

type Shape = Pick<Token, 'capitalized' | 'allCaps' | 'lowerCase' | 'innerCaps' | 'hasDigit'>;

/** What a word's letters look like; plain ASCII words (most of them) without regular expressions. */
function wordShape(word: string): Shape {
  let upper = 0;
  let lower = 0;
  let innerUpper = false;
  let firstLetterUpper: boolean | undefined;
  let hasDigit = false;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    if (c > 0x7f) return wordShapeUnicode(word);
    if (c >= 65 && c <= 90) {
      upper++;
      if (firstLetterUpper === undefined) firstLetterUpper = true;
      else innerUpper = true;
    } else if (c >= 97 && c <= 122) {
      lower++;
      firstLetterUpper ??= false;
    } else if (c >= 48 && c <= 57) hasDigit = true;
  }
  return {
    capitalized: firstLetterUpper === true && lower > 0,
    allCaps: upper >= 2 && lower === 0,
    lowerCase: upper === 0,
    innerCaps: lower > 0 && innerUpper && unexplainedInnerCaps(word),
    hasDigit,
  };
}

function wordShapeUnicode(word: string): Shape {
  const letters = word.replace(/[^\p{L}]/gu, '');
  return {
    capitalized: UPPER.test(letters[0] ?? '') && LOWER.test(letters),
    allCaps: letters.length >= 2 && !LOWER.test(letters),
    lowerCase: !UPPER.test(letters),
    innerCaps: LOWER.test(letters) && unexplainedInnerCaps(word),
    hasDigit: /\p{N}/u.test(word),
  };
}

/** What a token holds that depends on its word alone, computed once per distinct word of a text. */
interface WordFacts extends Shape {
  readonly text: string;
  readonly key: string;
  readonly parts: readonly string[];
}

function wordFacts(word: string): WordFacts {
  const key = foldKey(word);
  return { text: word, key, parts: key.split('-'), ...wordShape(word) };
}

export function tokenize(text: string): Token[] {
  const lines = caselessLines(text);
  let line = 0;
  const tokens: Token[] = [];
  // Words repeat (a text of 250,000 characters has some 45,000 words, a few thousand distinct):
  // the tokens of one word share its strings and arrays. Every token of a text is alive until
  // the text is tagged, so each copy saved is memory the collector would otherwise move from
  // the young generation to the old one and mark there, a cost that grows faster than the text.
  const known = new Map<string, WordFacts>();
  let previousEnd = 0;
  for (const m of text.matchAll(WORD)) {
    const start = m.index ?? 0;
    let word = m[0];
    const possessive = POSSESSIVE.test(word) && word.length > 3;
    if (possessive) word = word.slice(0, -2);
    while (lines[line].end < start) line++;
    const gap = text.slice(previousEnd, start);
    let facts = known.get(word);
    if (facts === undefined) {
      facts = wordFacts(word);
      known.set(word, facts);
    }
    tokens.push({
      start,
      end: start + word.length,
      text: facts.text,
      key: facts.key,
      parts: facts.parts,
      possessive,
      capitalized: facts.capitalized,
      allCaps: facts.allCaps,
      lowerCase: facts.lowerCase,
      innerCaps: facts.innerCaps,
      hasDigit: facts.hasDigit,
      joinedToPrevious: tokens.length > 0 && /^[ \t\u00a0]+$/.test(gap),
      sentenceStart: tokens.length === 0 || SENTENCE_BREAK.test(gap),
      caseless: lines[line].caseless,
    });
    previousEnd = start + m[0].length;
  }
  return tokens;
}
