/**
 * Places named with a point of the compass in another language: "Amérique du Nord", "Géorgie du
 * Sud", "Noord-Gyeongsang", "Französische Süd- und Antarktisgebiete", "Noordelijke atol". Lists
 * of countries, regions and languages (locale pickers, address forms, time-zone menus) are full
 * of them, and no person's name holds such a word. English compass words are left to the word
 * lists: "West" and "North" are surnames too.
 */
import type { Token } from './names/tokens';

/** Folded compass words and their adjectives in French, Spanish, Portuguese, Italian, German, Dutch and the Nordic languages. */
const COMPASS_ELSEWHERE: ReadonlySet<string> = new Set([
  'nord', 'sud', 'est', 'ouest', 'nordeste', 'sudeste', 'noroeste', 'sudoeste', 'norte', 'sur', 'oeste', 'ovest',
  'settentrionale', 'meridionale', 'orientale', 'occidentale', 'septentrional', 'septentrionale', 'meridional',
  'oriental', 'occidental', 'nordlich', 'sudlich', 'ostlich', 'westlich', 'noord', 'zuid', 'oost', 'noordelijk',
  'noordelijke', 'zuidelijk', 'zuidelijke', 'oostelijk', 'oostelijke', 'westelijk', 'westelijke', 'norra', 'sodra',
  'ostra', 'vastra', 'nordre', 'sondre', 'pohjois', 'etela',
]);

const compass = (t: Token): boolean => COMPASS_ELSEWHERE.has(t.key) || t.parts.some((p) => COMPASS_ELSEWHERE.has(p));

/**
 * Whether a word of tokens [first, last), a part of a hyphenated one, or the word right before
 * them ("Noordelijke Miladhunmadulhu-atol") is such a compass word.
 */
export function namesCompassPlace(tokens: readonly Token[], first: number, last: number): boolean {
  if (first > 0 && tokens[first].joinedToPrevious && compass(tokens[first - 1])) return true;
  for (let k = first; k < last; k++) if (compass(tokens[k])) return true;
  return false;
}
