/**
 * Travellers' names as airline and hotel bookings write them: "MUELLER/KLAUS MR", "DUBOIS/MARIE
 * CLAIRE MRS" (surname, a slash, given names, a title). The shape says person whatever the words
 * are, so no list is asked; the title keeps codes with a slash ("TCP/IP", "A/B") out.
 */
import type { Token } from './names/tokens';
import { FUNCTION_WORDS } from './names/word-lists';

/** A name's word has a vowel and is no function word: "TCP/IP MR" and "AND/OR MS" are no travellers. */
const nameLike = (word: string): boolean => /[AEIOUYÀ-ÖØ-Ý]/u.test(word) && !FUNCTION_WORDS.has(word.toLowerCase());

/** Surname, slash, one or two given names, then the title a booking adds (child and infant codes too). */
const BOOKING_NAME = /(?<![\p{L}\p{N}/])(\p{Lu}[\p{Lu}'\u2019-]+)\/(\p{Lu}[\p{Lu}'\u2019-]+(?: \p{Lu}[\p{Lu}'\u2019-]+)?) (?:MR|MRS|MS|MISS|MSTR|DR|CHD|INF)(?![\p{L}\p{N}])/gu;

/** Claims each booking name's words, from the surname to the last given name. */
export function bookingNames(text: string, tokens: readonly Token[], taken: Uint8Array, claim: (first: number, last: number, end: number) => void): void {
  if (!text.includes('/')) return;
  let k = 0;
  for (const m of text.matchAll(BOOKING_NAME)) {
    const start = m.index ?? 0;
    const end = start + m[1].length + 1 + m[2].length;
    if (![m[1], ...m[2].split(' ')].every(nameLike)) continue;
    while (k < tokens.length && tokens[k].start < start) k++;
    if (k === tokens.length || tokens[k].start !== start) continue;
    let last = k;
    while (last < tokens.length && tokens[last].end <= end) last++;
    if (last === k || tokens[last - 1].end !== end || taken.subarray(k, last).some((x) => x === 1)) continue;
    claim(k, last, end);
    k = last;
  }
}
