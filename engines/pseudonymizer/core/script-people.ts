/**
 * People's names in scripts whose letters have no case (Arabic, Persian, Hebrew, Devanagari,
 * Bengali, Tamil, Thai, Georgian and others), and in Japanese, Korean and Chinese (cjk-people.ts),
 * where no capital marks a name and the rest of the detector, which starts from capitals, finds none.
 *
 * Many given names there are ordinary words (Arabic "أمل" hope, "سعيد" happy; Hindi "आकाश" sky),
 * so a listed word alone is never a name: it takes a second name word ("राहुल शर्मा"), or a title or
 * greeting before it ("السيد", "श्री", "שלום"). The lists are Python Faker's
 * (scripts/build-script-names.py).
 */
import type { Token } from './names/tokens';
import { cjkPeople } from './cjk-people';
import lists from './names/script-names.json';

/**
 * The key a word is looked up by: NFC, Arabic and Hebrew vowel points and the tatweel dropped, the
 * Arabic alef forms and the Arabic and Persian yeh and kaf made one (build-script-names.py agrees).
 * The alef maqsura stays apart: "على" (on) is no "علی" (Ali).
 */
export function scriptKey(word: string): string {
  return word
    .normalize('NFC')
    .replace(/[\u0610-\u061a\u064b-\u065f\u0670\u0640\u0591-\u05bd\u05bf\u05c1\u05c2\u05c4\u05c5\u05c7]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ي/g, 'ی')
    .replace(/ك/g, 'ک');
}

/** A word written wholly in a script without case and with spaces between words. */
const SPACED_UNCASED =
  /^[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gujarati}\p{Script=Oriya}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}\p{Script=Sinhala}\p{Script=Thai}\p{Script=Georgian}\p{M}]+$/u;

const keys = (words: readonly string[]): ReadonlySet<string> => new Set(words.map(scriptKey));
const GIVEN = keys(lists.given);
const SURNAMES = keys(lists.surnames);
/** Listed names that are also among the most frequent words of their language ("كبير", "एक", "טוב"). */
const ORDINARY = keys(lists.ordinary);

/** Titles before a person's given name or surname: Mr, Mrs, Dr, engineer, Sheikh ... */
const TITLES = keys([
  'السيد', 'السيدة', 'الأستاذ', 'الأستاذة', 'الدكتور', 'الدكتورة', 'المهندس', 'المهندسة', 'الآنسة', 'الشيخ', 'السادة',
  'آقای', 'خانم', 'جناب', 'دکتر', 'مهندس', 'سرکار',
  'מר', 'גברת', 'הגברת', 'מרת', 'פרופסור', 'דוקטור',
  'श्री', 'श्रीमती', 'श्रीमान', 'सुश्री', 'डॉ', 'डॉक्टर', 'कुमारी',
  'জনাব', 'জনাবা', 'শ্রী', 'শ্রীমতী', 'মিসেস', 'মিস্টার', 'ডাঃ', 'ডক্টর',
  'คุณ', 'นาย', 'นาง', 'นางสาว', 'ดร',
  'திரு', 'திருமதி', 'செல்வி', 'டாக்டர்',
  'ბატონი', 'ბატონო', 'ქალბატონი', 'ქალბატონო',
]);
/** Greetings, thanks and verbs of speech before a person's given name ("مرحبا فاطمة", "שלום נועה"). */
const GREETINGS = keys([
  'عزيزي', 'عزيزتي', 'مرحبا', 'مرحباً', 'أهلا', 'أهلاً', 'شكرا', 'شكراً', 'يا', 'قال', 'قالت', 'أخبر', 'أخبرت', 'سأل', 'سألت',
  'سلام', 'عزیزم', 'گفت',
  'שלום', 'היי', 'תודה', 'לכבוד',
  'नमस्ते', 'प्रिय', 'धन्यवाद',
  'প্রিয়', 'নমস্কার', 'ধন্যবাদ',
  'สวัสดี', 'ขอบคุณ',
  'வணக்கம்', 'அன்புள்ள',
  'გამარჯობა', 'ძვირფასო',
]);
/** Honorifics after a name: Hindi "जी", "साहब", Bengali "সাহেব", "বাবু". */
const AFTER = keys(['जी', 'साहब', 'সাহেব', 'বাবু']);
/** Thai titles written glued to the name ("คุณสมชาย"), longest first. */
const THAI_GLUED_TITLES = ['นางสาว', 'คุณ', 'นาย', 'นาง'];
/** An Arabic family name of the form al-...-i ("الخوري", "الحلبي"), after a listed given name. */
const ARABIC_NISBA = /^ال[\u0621-\u064a\u067e-\u06cc]{2,}ی$/u;
/** How many words a full name runs to: given name, father's or middle name, surname. */
const MAX_WORDS = 4;

const isCue = (key: string): boolean => TITLES.has(key) || GREETINGS.has(key) || AFTER.has(key);
const isName = (key: string): boolean => (GIVEN.has(key) || SURNAMES.has(key)) && !isCue(key);

/** Names in a spaced script without case, as whole words of the text; the parts of each too. */
function spacedNames(text: string, tokens: readonly Token[], taken: Uint8Array, out: Set<string>): void {
  // Each token is tested and folded at most once, however many runs look at it.
  const keys: Array<string | null | undefined> = new Array(tokens.length);
  const keyAt = (k: number): string | null => {
    if (k < 0 || k >= tokens.length) return null;
    let key = keys[k];
    if (key === undefined) {
      const t = tokens[k];
      key = keys[k] = !taken[k] && t.text.charCodeAt(0) >= 0x590 && SPACED_UNCASED.test(t.text) ? scriptKey(t.text) : null;
    }
    return key;
  };
  /** The key of the word joined to the one before it, when it is an uncased word. */
  const joinedKey = (k: number): string | null => (k > 0 && k < tokens.length && tokens[k].joinedToPrevious ? keyAt(k) : null);
  for (let i = 0; i < tokens.length; i++) {
    const key = keyAt(i);
    if (key === null) continue;
    if (key.startsWith('ค') || key.startsWith('น')) thaiGlued(tokens, i, out);
    if (!isName(key)) continue;
    let last = i + 1;
    while (last - i < MAX_WORDS && isName(joinedKey(last) ?? '')) last++;
    const before = i > 0 && tokens[i].joinedToPrevious ? (keyAt(i - 1) ?? '') : '';
    let next = joinedKey(last) ?? '';
    if (last === i + 1 && GIVEN.has(key) && ARABIC_NISBA.test(next)) {
      last++;
      next = joinedKey(last) ?? '';
    }
    const words = last - i;
    const run = keys.slice(i, last) as string[];
    const cued = TITLES.has(before) || AFTER.has(next) || (GREETINGS.has(before) && GIVEN.has(key) && !ORDINARY.has(key));
    if (words < 2 && !cued) continue;
    // Two names in a row are a person when one of them is a given name ("رضا کریمی", "דני לוי") and
    // one is no ordinary word: "أمل كبير" is "great hope".
    if (words >= 2 && !cued && !(run.some((k) => GIVEN.has(k)) && run.some((k) => !ORDINARY.has(k)))) continue;
    out.add(text.slice(tokens[i].start, tokens[last - 1].end));
    // Each part alone too, for the later mentions of a surname; not one that is an ordinary word.
    if (words > 1) for (let k = i; k < last; k++) if (tokens[k].text.length >= 3 && !ORDINARY.has(run[k - i])) out.add(tokens[k].text);
    i = last - 1;
  }
}

/** "คุณสมชาย": a Thai title glued to a listed name, and the surname after it. */
function thaiGlued(tokens: readonly Token[], i: number, out: Set<string>): void {
  const word = tokens[i].text;
  const title = THAI_GLUED_TITLES.find((t) => word.startsWith(t) && word.length > t.length + 1);
  if (title === undefined || !isName(scriptKey(word.slice(title.length)))) return;
  const next = tokens[i + 1];
  const surname = next !== undefined && next.joinedToPrevious && SPACED_UNCASED.test(next.text) && SURNAMES.has(scriptKey(next.text)) ? ` ${next.text}` : '';
  out.add(word.slice(title.length) + surname);
}

/** The people's names found in these scripts, as the exact text they have in `text`. */
export function scriptPeople(text: string, tokens: readonly Token[], taken: Uint8Array): string[] {
  const out = new Set<string>();
  // Hebrew to Georgian (U+0590-U+10FF) hold every script read here: most texts have none of it.
  if (/[\u0590-\u10ff]/.test(text)) spacedNames(text, tokens, taken, out);
  cjkPeople(text, out);
  return [...out];
}
