/**
 * The header row of a table written in text ("Item,Qty,Price", "| Region | Quarter | Revenue |",
 * "Item, Unit Price, Quantity, Line Total"): its cells name columns, not people or organisations,
 * though some of its words are surnames or companies too ("Price", "Total"). A row is a header
 * when it opens a table (the next row, past a Markdown rule `|---|`, splits into as many cells)
 * and every word of it is an ordinary word or a short abbreviation no name list knows ("Qty"). A
 * header that names people ("Task | Anna | Ben") holds a name that is no ordinary word, so it is
 * read as before.
 */
import type { Token } from './names/tokens';

/** Cell separators, tried in this order. */
const SEPARATORS = ['|', '\t', ';', ','] as const;
/** Words in a cell at most: a column's name is short. */
const MAX_CELL_WORDS = 3;
/** Letters of an abbreviation no dictionary needs to know ("Qty", "Amt", "Ref"). */
const ABBREVIATION_LETTERS = 4;

const count = (line: string, sep: string): number => line.split(sep).length - 1;
/** A Markdown table's rule under the header: `|---|:--:|`. */
const RULE = /^[\s|:-]+$/;

/** The separator the line opens a table with, or undefined. */
function tableSeparator(line: string, next: string | undefined): string | undefined {
  if (next === undefined) return undefined;
  for (const sep of SEPARATORS) {
    const n = count(line, sep);
    if (n >= 1 && count(next, sep) === n) return sep;
  }
  return undefined;
}

/** What the rule needs to know of a word. */
export interface HeaderKnowledge {
  /** A word of the dictionary ("Price", "Total"), whatever the name lists say. */
  isOrdinary(t: Token): boolean;
  /** A given name of the lexicon ("Anna"), which no abbreviation is. */
  isGiven(t: Token): boolean;
}

/** Marks the tokens of header rows in `taken` (1: read, and no name), so no later rule reads them. */
export function takeHeaderRows(text: string, tokens: readonly Token[], taken: Uint8Array, knows: HeaderKnowledge): void {
  if (!text.includes('\n')) return;
  const lines = text.split('\n');
  let offset = 0;
  let k = 0;
  let previous: string | undefined;
  for (let l = 0; l < lines.length; l++) {
    const line = lines[l];
    const start = offset;
    const end = offset + line.length;
    offset = end + 1;
    const after = lines[l + 1] !== undefined && RULE.test(lines[l + 1]) && /[|-]/.test(lines[l + 1]) ? lines[l + 2] : lines[l + 1];
    const sep = tableSeparator(line, after);
    // A row after another of the same shape is a body row, not the header.
    const first = sep !== undefined && (previous === undefined || count(previous, sep) !== count(line, sep));
    previous = line;
    while (k < tokens.length && tokens[k].start < start) k++;
    if (!first || sep === undefined) continue;
    const cells = line.split(sep).map((c) => c.trim()).filter((c) => c !== '');
    if (cells.some((c) => c.split(/\s+/).length > MAX_CELL_WORDS)) continue;
    let j = k;
    let header = true;
    for (; j < tokens.length && tokens[j].start < end; j++) {
      const t = tokens[j];
      if (t.hasDigit || !(knows.isOrdinary(t) || (t.key.length <= ABBREVIATION_LETTERS && t.capitalized && !knows.isGiven(t)))) header = false;
    }
    if (header) for (let m = k; m < j; m++) if (!taken[m]) taken[m] = 1;
  }
}
