/**
 * Finds names in a text in one pass, however many names there are: an Aho-Corasick automaton
 * over the names, built once per request. It replaces one alternation regular expression of every
 * name, whose cost grew with text size times name count and whose size grew with the input (a
 * name thousands of words long overflowed the regular expression compiler's stack).
 *
 * What matches is what that expression matched:
 * - a name matches whole words only: the character before and after the match is no Unicode
 *   letter, digit or underscore (compared by code point, not by UTF-16 unit);
 * - any run of whitespace inside a name matches any other run of whitespace;
 * - case-sensitively;
 * - leftmost first, and the longest name at that position ("Alice Smith" wins over "Alice").
 *
 * How: the text becomes a stream of symbols. A run of whitespace is one SPACE symbol; every
 * character that is no word character is preceded by a BOUNDARY symbol, and so is the end of the
 * text. A name then matches whole-word at its end exactly when its symbols followed by BOUNDARY
 * occur in the stream, so "ends on a word boundary" is part of what the automaton matches. The
 * automaton reads the stream backwards (over the names reversed): at each position it is in, the
 * longest name starting there is known in constant time. A forward pass then checks the boundary
 * before each candidate and takes matches leftmost first.
 */

import { EdgeTable } from './edge-table';

/** A run of whitespace, inside a name or a text. */
const SPACE = 0;
/** Stands before every character that is not a word character, and at the end of a text. */
const BOUNDARY = 1;
/** A code point's symbol is the code point plus this (after SPACE and BOUNDARY). */
const CODE_POINT_BASE = 2;
const ROOT = 0;
const NONE = -1;

/** JavaScript's `\s`: what a run of spacing inside a name is made of (`nameKey` and `trim` agree). */
function isSpace(c: number): boolean {
  if (c <= 0x20) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  if (c < 0xa0) return false;
  return (
    c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff
  );
}

const UNICODE_WORD = /^[\p{L}\p{N}_]$/u;
/**
 * Scripts written without spaces between words (Chinese, Japanese, Thai) or with particles glued
 * to the word before (Korean): a name there ends where its letters end, whatever follows.
 */
const UNSPACED = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]$/u;

/** A letter, digit or underscore (Unicode), the characters a name must not be glued to. */
function isWordChar(c: number): boolean {
  if (c < 0x80) return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x5f;
  const ch = String.fromCodePoint(c);
  return UNICODE_WORD.test(ch) && !UNSPACED.test(ch);
}

const enum CharClass {
  Word,
  Space,
  Other,
}

/** The class of each ASCII character, looked up instead of tested in the scan's hot loop. */
const ASCII_CLASS = Uint8Array.from({ length: 128 }, (_, c) => (isSpace(c) ? CharClass.Space : isWordChar(c) ? CharClass.Word : CharClass.Other));

function classOf(c: number): CharClass {
  if (c < 0x80) return ASCII_CLASS[c];
  return isSpace(c) ? CharClass.Space : isWordChar(c) ? CharClass.Word : CharClass.Other;
}

/** The code point that ends just before `end` (a surrogate pair counts as one). */
function codePointBefore(text: string, end: number): number {
  const low = text.charCodeAt(end - 1);
  if (low >= 0xdc00 && low <= 0xdfff && end >= 2) {
    const high = text.charCodeAt(end - 2);
    if (high >= 0xd800 && high <= 0xdbff) return (high - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000;
  }
  return low;
}

/** One name found: `text.slice(start, end)`, and the value it was added with. */
export interface NameMatch<T> {
  readonly start: number;
  readonly end: number;
  readonly value: T;
}

/**
 * A set of names, each with a value (its kind), that finds them in texts. Adding costs the
 * name's length; `find` costs the text's length, independent of how many names there are.
 */
export class NameMatcher<T> {
  /** The trie of the names' symbols, reversed. */
  private readonly edges = new EdgeTable();
  private readonly parent: number[] = [NONE];
  private readonly symbolOf: number[] = [NONE];
  private readonly depth: number[] = [0];
  /** Index into `values` of the name that ends at a node, or -1. */
  private readonly valueAt: number[] = [NONE];
  private readonly values: T[] = [];
  private fail = new Int32Array(0);
  /** Per node: the deepest node on its fail chain (itself included) where a name ends, or -1. */
  private longest = new Int32Array(0);
  /** Per node: the state after reading BOUNDARY there, the most frequent symbol, precomputed. */
  private afterBoundary = new Int32Array(0);
  /** A bit mask one less than a power of two above the deepest node: the scan's look-back window. */
  private window = 0;
  private linked = false;

  /**
   * Adds a name (whitespace already collapsed or not: any run counts as one). A name already
   * present keeps its first value. Must be called before the first `find`.
   */
  add(name: string, value: T): void {
    if (this.linked) throw new Error('NameMatcher: add() after find()');
    const symbols = symbolize(name);
    if (symbols.length === 0) return;
    let node = ROOT;
    for (let k = symbols.length - 1; k >= 0; k--) {
      let child = this.edges.get(node, symbols[k]);
      if (child === NONE) {
        child = this.parent.length;
        this.parent.push(node);
        this.symbolOf.push(symbols[k]);
        this.depth.push(this.depth[node] + 1);
        this.valueAt.push(NONE);
        this.edges.add(node, symbols[k], child);
      }
      node = child;
    }
    if (this.valueAt[node] === NONE) {
      this.valueAt[node] = this.values.length;
      this.values.push(value);
    }
  }

  /** Every name in `text`, leftmost first, longest at a position, not overlapping. */
  find(text: string): Array<NameMatch<T>> {
    this.link();
    if (this.values.length === 0 || text.length === 0) return [];
    const candidates = this.longestByStart(text);
    const found: Array<NameMatch<T>> = [];
    let p = 0;
    // Candidates come last position first: walking them backwards goes left to right.
    for (let k = candidates.starts.length - 1; k >= 0; k--) {
      const start = candidates.starts[k];
      if (start < p || (start > 0 && isWordChar(codePointBefore(text, start)))) continue;
      found.push({ start, end: candidates.ends[k], value: this.values[this.valueAt[candidates.nodes[k]]] });
      p = candidates.ends[k];
    }
    return found;
  }

  /**
   * Reads `text` backwards through the automaton. For every position where a name starts and
   * ends on a word boundary: the position, the end of the longest such name, and the trie node
   * where it ends; last position first. Memory: the candidates and a window as long as the
   * longest name, never a copy of the text.
   */
  private longestByStart(text: string): { starts: number[]; ends: number[]; nodes: number[] } {
    const starts: number[] = [];
    const ends: number[] = [];
    const nodes: number[] = [];
    // positionAfter[k & window]: the text position reached once k symbols of the reversed stream
    // are read. A name looks back at most its own length, so a window of the longest one is enough.
    const positionAfter = new Int32Array(this.window + 1);
    const window = this.window;
    const { afterBoundary, longest, depth } = this;
    let state = afterBoundary[ROOT];
    let read = 1;
    positionAfter[read & window] = text.length;
    let inSpace = false;
    for (let i = text.length; i > 0; ) {
      const c = codePointBefore(text, i);
      const start = i - (c > 0xffff ? 2 : 1);
      const cls = classOf(c);
      if (cls === CharClass.Space) {
        // Reversed, a run is [SPACE, BOUNDARY] once; its later characters add nothing.
        if (!inSpace) {
          state = afterBoundary[this.step(state, SPACE)];
          read += 2;
          inSpace = true;
        }
      } else {
        inSpace = false;
        state = this.step(state, c + CODE_POINT_BASE);
        read++;
        if (cls === CharClass.Other) {
          state = afterBoundary[state];
          read++;
        }
        const node = longest[state];
        if (node !== NONE) {
          starts.push(start);
          ends.push(positionAfter[(read - depth[node] + 1) & window]);
          nodes.push(node);
        }
      }
      positionAfter[read & window] = start;
      i = start;
    }
    return { starts, ends, nodes };
  }

  /** The state after reading `symbol` in `state`: its edge, else its fail state's, down to the root. */
  private step(state: number, symbol: number): number {
    for (;;) {
      const next = this.edges.get(state, symbol);
      if (next !== NONE) return next;
      if (state === ROOT) return ROOT;
      state = this.fail[state];
    }
  }

  /** Failure links, longest-name links and BOUNDARY moves, once, nodes in order of depth. */
  private link(): void {
    if (this.linked) return;
    this.linked = true;
    const count = this.parent.length;
    let maxDepth = 0;
    for (let v = 0; v < count; v++) if (this.depth[v] > maxDepth) maxDepth = this.depth[v];
    this.window = 2 ** Math.ceil(Math.log2(maxDepth + 2)) - 1;
    // A counting sort by depth: a node's fail state is shallower, so it is ready when needed.
    const firstAt = new Int32Array(maxDepth + 2);
    for (let v = 0; v < count; v++) firstAt[this.depth[v] + 1]++;
    for (let d = 1; d < firstAt.length; d++) firstAt[d] += firstAt[d - 1];
    const order = new Int32Array(count);
    for (let v = 0; v < count; v++) order[firstAt[this.depth[v]]++] = v;

    this.fail = new Int32Array(count);
    this.longest = new Int32Array(count).fill(NONE);
    this.afterBoundary = new Int32Array(count);
    for (const v of order) {
      if (v !== ROOT) {
        const up = this.parent[v];
        this.fail[v] = up === ROOT ? ROOT : this.step(this.fail[up], this.symbolOf[v]);
        this.longest[v] = this.valueAt[v] !== NONE ? v : this.longest[this.fail[v]];
      }
      const child = this.edges.get(v, BOUNDARY);
      this.afterBoundary[v] = child !== NONE ? child : v === ROOT ? ROOT : this.afterBoundary[this.fail[v]];
    }
  }
}

/**
 * The symbols of a name, in order: SPACE for a whitespace run, BOUNDARY before each character
 * that is no word character, and a final BOUNDARY (the name must end on a word boundary).
 * Leading and trailing whitespace is left out.
 */
function symbolize(name: string): number[] {
  const symbols: number[] = [];
  let pendingSpace = false;
  for (let i = 0; i < name.length; ) {
    const c = name.codePointAt(i)!;
    i += c > 0xffff ? 2 : 1;
    const cls = classOf(c);
    if (cls === CharClass.Space) {
      pendingSpace = symbols.length > 0;
      continue;
    }
    if (pendingSpace) {
      symbols.push(BOUNDARY, SPACE);
      pendingSpace = false;
    }
    if (cls === CharClass.Other) symbols.push(BOUNDARY);
    symbols.push(c + CODE_POINT_BASE);
  }
  if (symbols.length > 0) symbols.push(BOUNDARY);
  return symbols;
}
