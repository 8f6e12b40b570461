/**
 * A large, fixed list of words kept as one string, looked up by binary search. A `Set` of 190 000
 * short strings costs some 25 MiB per worker thread and a second to build; one string and an
 * index of where each word starts cost about a tenth of that, and a look-up some twenty string
 * comparisons.
 */
export interface WordList {
  has(key: string): boolean;
}

/** Words joined by `\n`, sorted by UTF-16 code units (JavaScript's default string order). */
export class SortedWords implements WordList {
  private readonly text: string;
  private readonly starts: Uint32Array;

  constructor(joined: string) {
    this.text = joined;
    let count = joined.length === 0 ? 0 : 1;
    for (let i = 0; i < joined.length; i++) if (joined.charCodeAt(i) === 10) count++;
    this.starts = new Uint32Array(count);
    let k = 0;
    if (count > 0) this.starts[k++] = 0;
    for (let i = 0; i < joined.length; i++) if (joined.charCodeAt(i) === 10) this.starts[k++] = i + 1;
  }

  /** The number of words. */
  get size(): number {
    return this.starts.length;
  }

  has(key: string): boolean {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const start = this.starts[mid];
      const end = mid + 1 < this.starts.length ? this.starts[mid + 1] - 1 : this.text.length;
      const word = this.text.slice(start, end);
      if (word === key) return true;
      if (word < key) lo = mid + 1;
      else hi = mid - 1;
    }
    return false;
  }
}
