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

/** A run of whitespace, inside a name or a text. */
const SPACE = 0;
/** Stands before every character that is not a word character, and at the end of a text. */
const BOUNDARY = 1;
const ROOT = 0;
const NO_NODE = -1;

/** JavaScript's `\s`: what a run of spacing inside a name is made of (`nameKey` and `trim` agree). */
function isSpace(c: number): boolean {
  if (c <= 0x20) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  if (c < 0xa0) return false;
  return (
    c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff
  );
}

const UNICODE_WORD = /^[\p{L}\p{N}_]$/u;

/** A letter, digit or underscore (Unicode), the characters a name must not be glued to. */
export function isWordChar(c: number): boolean {
  if (c < 0x80) return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x5f;
  return UNICODE_WORD.test(String.fromCodePoint(c));
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
  /** Code point -> symbol number; SPACE and BOUNDARY are 0 and 1. */
  private readonly alphabet = new Map<number, number>();
  /** Symbol numbers of ASCII code points (-1: in no name), so the common case skips the Map. */
  private readonly asciiSymbols = new Int32Array(128).fill(-1);
  /** Trie edges: `node * edgeStride + symbol` -> child node. */
  private readonly edges = new Map<number, number>();
  private edgeStride = 0;
  private readonly parent: number[] = [NO_NODE];
  private readonly symbolOf: number[] = [NO_NODE];
  private readonly depth: number[] = [0];
  /** Index into `values` of the name that ends at a node, or -1. */
  private readonly valueAt: number[] = [NO_NODE];
  private readonly values: T[] = [];
  private fail: Int32Array = new Int32Array(0);
  /** Per node: the deepest node on its fail chain (itself included) where a name ends, or -1. */
  private longest: Int32Array = new Int32Array(0);
  private built = false;
  private readonly pending: Array<{ symbols: number[]; value: T }> = [];

  /**
   * Adds a name (whitespace already collapsed or not: any run counts as one). A name already
   * present keeps its first value. Must be called before the first `find`.
   */
  add(name: string, value: T): void {
    if (this.built) throw new Error('NameMatcher: add() after find()');
    const symbols: number[] = [];
    this.symbolize(name, (s) => symbols.push(s));
    if (symbols.length > 0) this.pending.push({ symbols, value });
  }

  /** Every name in `text`, leftmost first, longest at a position, not overlapping. */
  find(text: string): Array<NameMatch<T>> {
    this.build();
    if (this.values.length === 0 || text.length === 0) return [];
    const { ends, nodes } = this.longestByStart(text);
    const found: Array<NameMatch<T>> = [];
    let p = 0;
    while (p < text.length) {
      const end = ends[p];
      if (end > p && (p === 0 || !isWordChar(codePointBefore(text, p)))) {
        found.push({ start: p, end, value: this.values[this.valueAt[nodes[p]]] });
        p = end;
      } else {
        // No name starts inside a surrogate pair: its second half has no entry in `ends`.
        p++;
      }
    }
    return found;
  }

  /**
   * Reads `text` backwards through the automaton. For every position where a code point starts,
   * the end of the longest name that starts there and ends on a word boundary (or -1), and the
   * trie node where that name ends.
   */
  private longestByStart(text: string): { ends: Int32Array; nodes: Int32Array } {
    const n = text.length;
    const ends = new Int32Array(n).fill(NO_NODE);
    const nodes = new Int32Array(n);
    // positionAfter[k]: the text position reached once k symbols of the reversed stream are read.
    const positionAfter = new Int32Array(2 * n + 2);
    let read = 0;
    let state = ROOT;
    const feed = (symbol: number): void => {
      read++;
      if (symbol < 0) {
        state = ROOT;
        return;
      }
      for (;;) {
        const next = this.edges.get(state * this.edgeStride + symbol);
        if (next !== undefined) {
          state = next;
          return;
        }
        if (state === ROOT) return;
        state = this.fail[state];
      }
    };
    feed(BOUNDARY);
    positionAfter[read] = n;
    let i = n;
    let inSpace = false;
    while (i > 0) {
      const c = codePointBefore(text, i);
      const start = i - (c > 0xffff ? 2 : 1);
      if (isSpace(c)) {
        // Reversed, a run is [SPACE, BOUNDARY] once; its later characters add nothing.
        if (!inSpace) {
          feed(SPACE);
          feed(BOUNDARY);
          inSpace = true;
        }
      } else {
        inSpace = false;
        feed(this.symbolFor(c));
        if (!isWordChar(c)) feed(BOUNDARY);
        const node = this.longest[state];
        if (node !== NO_NODE) {
          ends[start] = positionAfter[read - this.depth[node] + 1];
          nodes[start] = node;
        }
      }
      positionAfter[read] = start;
      i = start;
    }
    return { ends, nodes };
  }

  /** The symbol of a text's code point; -1 when no name contains it. */
  private symbolFor(c: number): number {
    if (c < 128) return this.asciiSymbols[c];
    return this.alphabet.get(c) ?? -1;
  }

  /**
   * The symbols of a name, in order: SPACE for a whitespace run, BOUNDARY before each character
   * that is no word character, and a final BOUNDARY (the name must end on a word boundary).
   * Leading and trailing whitespace is left out.
   */
  private symbolize(name: string, emit: (symbol: number) => void): void {
    let pendingSpace = false;
    let any = false;
    for (const ch of name) {
      const c = ch.codePointAt(0)!;
      if (isSpace(c)) {
        pendingSpace = any;
        continue;
      }
      if (pendingSpace) {
        emit(BOUNDARY);
        emit(SPACE);
        pendingSpace = false;
      }
      if (!isWordChar(c)) emit(BOUNDARY);
      emit(this.symbolOrNew(c));
      any = true;
    }
    if (any) emit(BOUNDARY);
  }

  private symbolOrNew(c: number): number {
    let s = this.symbolFor(c);
    if (s < 0) {
      s = this.alphabet.size + 2;
      this.alphabet.set(c, s);
      if (c < 128) this.asciiSymbols[c] = s;
    }
    return s;
  }

  /** Builds the trie of the reversed names, then its failure links, once. */
  private build(): void {
    if (this.built) return;
    this.built = true;
    this.edgeStride = this.alphabet.size + 2;
    for (const { symbols, value } of this.pending) {
      let node = ROOT;
      for (let k = symbols.length - 1; k >= 0; k--) {
        const key = node * this.edgeStride + symbols[k];
        let child = this.edges.get(key);
        if (child === undefined) {
          child = this.parent.length;
          this.parent.push(node);
          this.symbolOf.push(symbols[k]);
          this.depth.push(this.depth[node] + 1);
          this.valueAt.push(NO_NODE);
          this.edges.set(key, child);
        }
        node = child;
      }
      if (this.valueAt[node] === NO_NODE) {
        this.valueAt[node] = this.values.length;
        this.values.push(value);
      }
    }
    this.pending.length = 0;
    this.links();
  }

  /** Failure links and longest-name links, nodes taken in order of depth (a counting sort). */
  private links(): void {
    const count = this.parent.length;
    let maxDepth = 0;
    for (let v = 0; v < count; v++) if (this.depth[v] > maxDepth) maxDepth = this.depth[v];
    const perDepth = new Int32Array(maxDepth + 2);
    for (let v = 0; v < count; v++) perDepth[this.depth[v] + 1]++;
    for (let d = 1; d < perDepth.length; d++) perDepth[d] += perDepth[d - 1];
    const order = new Int32Array(count);
    for (let v = 0; v < count; v++) order[perDepth[this.depth[v]]++] = v;

    this.fail = new Int32Array(count);
    this.longest = new Int32Array(count).fill(NO_NODE);
    for (const v of order) {
      if (v === ROOT) continue;
      const up = this.parent[v];
      const symbol = this.symbolOf[v];
      let f = NO_NODE;
      if (up !== ROOT) {
        let g = this.fail[up];
        for (;;) {
          const next = this.edges.get(g * this.edgeStride + symbol);
          if (next !== undefined) {
            f = next;
            break;
          }
          if (g === ROOT) break;
          g = this.fail[g];
        }
      }
      this.fail[v] = f === NO_NODE ? ROOT : f;
      this.longest[v] = this.valueAt[v] !== NO_NODE ? v : this.longest[this.fail[v]];
    }
  }
}
