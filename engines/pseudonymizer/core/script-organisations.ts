/**
 * Organisations in scripts written without spaces between words (Chinese, Japanese) or without
 * capitals (Korean, Arabic), where the word tokens the rest of the detector reads say nothing:
 * the name is found from its last word ("大学", "은행") or, in Arabic, its first ("جامعة").
 * Every expression here is fixed and bounded (at most twelve characters before a head, five
 * words after an Arabic head), so a scan costs time linear in the text.
 */

/** Last characters of organisations' names in Chinese and Japanese. */
const CJK_HEADS = [
  '有限公司', '股份公司', '株式会社', '大学', '大學', '銀行', '银行', '病院', '医院', '醫院', '公司', '集团', '集團',
  '自動車', '汽车', '電機', '電気', '製作所', '商事', '物産', '証券', '证券', '保険', '保险', '研究所', '研究院',
  '学院', '學院', '協会', '协会', '基金会', '財団', '委员会', '委員会',
  // Public bodies: courts, agencies, offices, police and tax bureaus, governments.
  '法院', '裁判所', '検察庁', '庁', '役所', '役場', '税務署', '警察署', '公安局', '税务局', '管理局', '人民政府', '政府',
];
/**
 * A run of Han or Katakana characters ending in a head. Hiragana (Japanese particles), punctuation
 * and common Chinese function characters end the run before the name.
 */
const CJK = new RegExp(`[\\p{Script=Han}\\p{Script=Katakana}\\u30fc]{1,12}?(?:${CJK_HEADS.join('|')})`, 'gu');
/** Chinese characters that join or govern words and are no part of a name: "与", "和", "在", "的". */
const CJK_FUNCTION = /[与和及在是的了向对從从被把同跟由将將于於对對给給我你他她它们們这這那本该該此贵貴]/u;

/** Last syllables of organisations' names in Korean, and the particles that may follow them. */
const HANGUL = /(?<![\p{Script=Hangul}])([\p{Script=Hangul}]{1,10}?(?:대학교|대학원|은행|병원|전자|그룹|재단|협회|자동차|증권|보험|공사|연구원|위원회|법원|시청|구청|세무서|경찰서|공단))(?:은|는|이|가|을|를|에서|에게|에|와|과|의|으로|로|도|만)?(?![\p{Script=Hangul}])/gu;

/** Arabic words that open an organisation's name: university, ministry, bank, hospital, company ... */
const ARABIC_HEADS = new Set(['جامعة', 'وزارة', 'بنك', 'مصرف', 'مستشفى', 'شركة', 'هيئة', 'منظمة', 'مؤسسة', 'جمعية', 'معهد', 'كلية', 'مجلس', 'صندوق']);
/** Arabic words that end the name after a head: prepositions, conjunctions, verbs of reporting. */
const ARABIC_STOPS = new Set(['في', 'من', 'على', 'إلى', 'الى', 'مع', 'عن', 'و', 'أو', 'ثم', 'التي', 'الذي', 'قد', 'كان', 'هو', 'هي', 'مع', 'بين', 'بعد', 'قبل']);
const ARABIC_WORD = /[\p{Script=Arabic}]+/gu;

/** Names of organisations written in Chinese, Japanese, Korean or Arabic, exactly as written. */
export function scriptOrganisations(text: string): string[] {
  // Most texts hold none of these scripts: one cheap test first.
  if (!/[\u0600-\u06ff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u.test(text)) return [];
  const found: string[] = [];
  for (const m of text.matchAll(CJK)) {
    let name = m[0];
    // Cut at the last function character: "与清华大学" names "清华大学".
    for (let k = name.length - 1; k >= 0; k--) {
      if (CJK_FUNCTION.test(name[k])) {
        name = name.slice(k + 1);
        break;
      }
    }
    const head = CJK_HEADS.find((h) => name.endsWith(h)) ?? '';
    const before = name.length - head.length;
    if (before < 1) continue;
    found.push(name);
  }
  for (const m of text.matchAll(HANGUL)) found.push(m[1]);
  const words = [...text.matchAll(ARABIC_WORD)];
  for (let i = 0; i < words.length; i++) {
    if (!ARABIC_HEADS.has(words[i][0])) continue;
    const start = words[i].index ?? 0;
    let end = start + words[i][0].length;
    let j = i + 1;
    // Words of the name follow the head separated by single spaces only; punctuation ends it.
    while (j < words.length && j - i <= 5 && !ARABIC_STOPS.has(words[j][0]) && /^ $/.test(text.slice(end, words[j].index ?? 0))) {
      end = (words[j].index ?? 0) + words[j][0].length;
      j++;
    }
    if (j > i + 1) found.push(text.slice(start, end));
    i = j - 1;
  }
  return found;
}
