/**
 * The character n-grams a word's name-likeness is read from, as indices of a hashed table: the
 * one definition both the scorer (name-shape.ts) and its trainer (scripts/build-name-shape.js)
 * use, so the two never read a word differently.
 */
/** The n-gram lengths the model reads. */
export const MIN_GRAM = 2;
export const MAX_GRAM = 5;
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/**
 * Calls `visit` with the table index of each n-gram of `key` (already folded: lower case, no
 * diacritics), framed by `^` and `$`. Shared with the trainer, so both read words alike.
 */
export function forEachGram(key: string, buckets: number, visit: (bucket: number) => void): void {
  const framed = `^${key}$`;
  const mask = buckets - 1;
  for (let i = 0; i + MIN_GRAM <= framed.length; i++) {
    let h = FNV_OFFSET;
    for (let n = 0; n < MAX_GRAM && i + n < framed.length; n++) {
      h = Math.imul(h ^ framed.charCodeAt(i + n), FNV_PRIME);
      if (n + 1 >= MIN_GRAM) visit((h >>> 0) & mask);
    }
  }
}
