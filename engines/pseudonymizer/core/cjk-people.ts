/**
 * People's names in Japanese, Korean and Chinese, where words are not spaced apart (or particles are
 * glued on) and no capital marks a name: a listed surname and given name beside an honorific
 * ("田中さん", "김민준 씨"), a particle ("최지우가") or a title or verb of speech ("李娜女士", "张伟说").
 * The lists are Python Faker's (scripts/build-script-names.py). Every expression is bounded (a
 * name runs to a few characters before its cue), so a scan costs time linear in the text.
 */
import lists from './names/script-names.json';

const JA_SURNAMES: readonly string[] = lists.japaneseSurnames;
const JA_GIVEN: ReadonlySet<string> = new Set(lists.japaneseGiven);
/** Japanese honorifics after a name: Mr/Ms, formal, the press's, teacher/doctor, familiar. */
const JA_HONORIFIC = /([\p{Script=Han}\p{Script=Katakana}ー]{1,8})(?:さん|さま|様|氏|先生|くん|君|ちゃん|殿)/gu;

/**
 * "田中さん", "山本様", "佐藤花子先生": a run of kanji or katakana before an honorific holds the name
 * at its end; the name starts where a listed surname does and runs to the honorific, through a
 * listed given name at most. The run before it ("昨日" in "昨日田中さん") is left out.
 */
function japaneseNames(text: string, out: Set<string>): void {
  for (const m of text.matchAll(JA_HONORIFIC)) {
    const run = m[1];
    for (let p = 0; p < run.length; p++) {
      const rest = run.slice(p);
      const surname = JA_SURNAMES.find((s) => rest.startsWith(s) && (rest.length === s.length || JA_GIVEN.has(rest.slice(s.length))));
      if (surname !== undefined) {
        out.add(rest);
        break;
      }
    }
  }
}

const KO_SURNAMES: ReadonlySet<string> = new Set(lists.koreanSurnames);
const KO_GIVEN: ReadonlySet<string> = new Set(lists.koreanGiven);
/** Korean honorifics and titles after a name: Mr/Ms, sir, teacher, CEO, manager, team lead ... */
const KO_HONORIFICS = ['선생님', '대표님', '과장님', '부장님', '팀장님', '사장님', '교수님', '실장님', '차장님', '대리님', '님', '씨'];
/** Particles glued to a full name: subject, topic, object, "to", "with", possessive. */
const KO_PARTICLES = ['에게서', '에게', '한테', '께서', '가', '이', '는', '은', '를', '을', '와', '과', '의', '도', '랑', '이랑'];
const HANGUL_WORD = /[\p{Script=Hangul}]+/gu;

/**
 * "김민준 씨", "이서연님", "최지우가": a Hangul word that is a listed surname and a listed given name,
 * before an honorific (as the next word or glued on) or a particle; before an honorific written as
 * a word of its own, a given name the list lacks will do. A surname alone is never taken: "정" is
 * inside "일정".
 */
function koreanNames(text: string, out: Set<string>): void {
  for (const m of text.matchAll(HANGUL_WORD)) {
    const word = m[0];
    const start = m.index ?? 0;
    const nextWord = /^[ \t]+([\p{Script=Hangul}]+)/u.exec(text.slice(start + word.length, start + word.length + 12))?.[1] ?? '';
    const honorificNext = KO_HONORIFICS.some((h) => nextWord.startsWith(h));
    for (let len = Math.min(4, word.length); len >= 2; len--) {
      const name = word.slice(0, len);
      const tail = word.slice(len);
      if (!KO_SURNAMES.has(name[0])) continue;
      // A given name ending in 자 before a particle alone is more often a noun of the agent suffix
      // -자 ("지정자" specifier, "서명자" signer): it takes an honorific.
      const listed = KO_GIVEN.has(name.slice(1)) && !(name.endsWith('자') && !honorificNext && !KO_HONORIFICS.some((h) => tail.startsWith(h)));
      const honorificGlued = KO_HONORIFICS.some((h) => tail.startsWith(h));
      const particle = tail !== '' && KO_PARTICLES.includes(tail);
      // A given name the list lacks only before a separate honorific: "이용자님" (user) is no name.
      if ((listed && (particle || honorificGlued || (tail === '' && honorificNext))) || (len >= 3 && tail === '' && honorificNext)) {
        out.add(name);
        break;
      }
    }
  }
}

const ZH_SURNAMES: ReadonlySet<string> = new Set(lists.chineseSurnames);
const ZH_GIVEN: ReadonlySet<string> = new Set(lists.chineseGiven);
/** Chinese titles and verbs of speech after a full name: Mr, Ms, teacher, manager, boss, said. */
const ZH_CUE = /(?:先生|女士|小姐|老师|老師|经理|經理|总|總|说|說|表示)/gu;
const HAN = /^\p{Script=Han}$/u;

/**
 * "李娜女士", "张伟说": a listed surname and a listed given name (one or two characters) right before
 * a title or a verb of speech. Three characters are tried before two, so "欧阳娜" is not cut.
 */
function chineseNames(text: string, out: Set<string>): void {
  for (const m of text.matchAll(ZH_CUE)) {
    const at = m.index ?? 0;
    for (const len of [3, 2]) {
      const name = text.slice(at - len, at);
      if (name.length !== len || ![...name].every((c) => HAN.test(c))) continue;
      const fullName = [1, 2].some((s) => ZH_SURNAMES.has(name.slice(0, s)) && (ZH_GIVEN.has(name.slice(s)) || (name.length - s === 2 && [...name.slice(s)].every((c) => ZH_GIVEN.has(c)))));
      if (fullName) {
        out.add(name);
        break;
      }
    }
  }
}

/** The people's names of Japanese, Korean and Chinese text, added to `out` as written. */
export function cjkPeople(text: string, out: Set<string>): void {
  if (/[\p{Script=Han}\p{Script=Katakana}]/u.test(text)) {
    japaneseNames(text, out);
    chineseNames(text, out);
  }
  if (/\p{Script=Hangul}/u.test(text)) koreanNames(text, out);
}
