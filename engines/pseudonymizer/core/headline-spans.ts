/**
 * Headlines and titles written in Title Case ("Heatwave Grips Southern Spain", "Lake Geneva Water
 * Levels Fall to Historic Low"): every word is capitalised, so capitals say nothing about names
 * there and the run rules read verbs, nouns and places as people. Inside such a stretch a person's
 * name is kept only as far as its words are names the lexicon knows.
 */
import type { Token } from './names/tokens';
import { FUNCTION_WORDS, HONORIFICS } from './names/word-lists';
import type { EntityKind } from './placeholder';

/** A found name, as the detector holds it: tokens `first` to before `last`, text up to `end`. */
export interface HeadlineSpan {
  readonly first: number;
  readonly last: number;
  readonly end: number;
  readonly kind: EntityKind;
}

/** What the rule needs of the lexicon. */
export interface HeadlineKnowledge {
  /** A given name or surname of any culture the lexicon knows that is no ordinary word and no place ("Ciarán", not "Storm" or "Geneva"). */
  isName(t: Token): boolean;
  /** An ordinary word of the dictionary that no name list holds ("Grips", "Levels", not "Baker" or "Grace"). */
  isPlainWord(t: Token): boolean;
}

/** Content words a stretch needs to read as a headline, and how many of them ordinary capitalised words. */
const MIN_CONTENT_WORDS = 4;
const MIN_ORDINARY_CAPITALS = 3;

/**
 * Per token, whether it stands in a Title Case stretch: a line, or the part of one after a colon,
 * a semicolon, a bracket, a CSV field's comma or a sentence's end, whose content words (not "to", "of", "as", not its
 * first word) are at least four, all capitalised, three of them ordinary words no name list
 * holds. Those words tell a headline ("Water Levels Fall to Historic Low") from a list of names,
 * whose surnames are often words too ("Grace Fox, Grégoire Cook"), and from a sentence naming
 * people and products ("Reproduced by Csilla Baker on Chrome and Firefox"). One pass.
 */
export function titleCaseStretches(text: string, tokens: readonly Token[], words: HeadlineKnowledge): Uint8Array {
  const flags = new Uint8Array(tokens.length);
  let start = 0;
  let content = 0;
  let capitals = 0;
  let ordinary = 0;
  const close = (end: number): void => {
    if (content >= MIN_CONTENT_WORDS && capitals === content && ordinary >= MIN_ORDINARY_CAPITALS) flags.fill(1, start, end);
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    // A comma with no space after it separates the fields of a CSV line, not a headline's clauses.
    if (i > 0 && /[\n:;.!?()"\u201c\u201d\u00ab\u00bb|]|^,$/.test(text.slice(tokens[i - 1].end, t.start))) {
      close(i);
      start = i;
      content = capitals = ordinary = 0;
    }
    // A sentence's first word and a title ("Mrs") are capitalised in any text.
    if (t.caseless || t.hasDigit || t.sentenceStart || FUNCTION_WORDS.has(t.key) || HONORIFICS.has(t.key)) continue;
    content++;
    if (t.capitalized && !t.allCaps) {
      capitals++;
      if (words.isPlainWord(t)) ordinary++;
    }
  }
  close(tokens.length);
  return flags;
}

/**
 * The spans with those inside a Title Case stretch cut down to what a headline can name: a
 * person's span keeps only its first unbroken run of names the lexicon knows and is dropped when
 * it holds none ("Storm Ciarán Leaves" keeps "Ciarán", "Heatwave Grips" goes). Organisations are left as
 * found: their names are written in Title Case anyway.
 */
export function trimHeadlineSpans<S extends HeadlineSpan>(
  text: string,
  tokens: readonly Token[],
  spans: readonly S[],
  words: HeadlineKnowledge,
  rebuild: (span: S, first: number, last: number, end: number) => S,
): S[] {
  if (spans.length === 0) return [];
  const stretch = titleCaseStretches(text, tokens, words);
  const out: S[] = [];
  for (const s of spans) {
    if (!stretch[s.first]) {
      out.push(s);
      continue;
    }
    // An organisation's name is Title Case by nature ("Centers for Disease Control and Prevention").
    if (s.kind === 'organization') {
      out.push(s);
      continue;
    }
    // The first unbroken run of names: "Angela Merkel Visits Paris" keeps "Angela Merkel".
    let first = s.first;
    while (first < s.last && !words.isName(tokens[first])) first++;
    let last = first;
    while (last < s.last && words.isName(tokens[last])) last++;
    if (last === first) continue;
    out.push(first === s.first && last === s.last ? s : rebuild(s, first, last, tokens[last - 1].end));
  }
  return out;
}
