import { prompt, type SourcePrompt } from '../../heldout/prompts/source';

/**
 * People's names written in their own script where letters have no case (Arabic, Persian, Hebrew,
 * Devanagari, Bengali, Thai, Tamil, Georgian, Japanese, Korean, Chinese), inside translation
 * requests, mail and chat; with name-free prompts in the same scripts, some holding ordinary words
 * that are also given names (Arabic "أمل" hope, "سعيد" happy, "كريم" generous). Only measured,
 * never tuned on.
 */
export const PEOPLE_SCRIPTS_CHECK: readonly SourcePrompt[] = [
  prompt('translation', 'Translate to English: "اتصلت {{P/jo:ليلى حداد}} بالمكتب صباح اليوم."'),
  prompt('translation', 'Please translate into French: "سيقدم {{P/eg:أحمد منصور}} العرض يوم الأحد."'),
  prompt('email', 'Can you translate this reply for me?\n\nعزيزي {{P/sa:خالد}}،\nشكراً على ردك السريع، سنرسل العقد غداً.'),
  prompt('translation', 'Translate to English: "{{P/ir:علی رضایی}} فردا به جلسه می‌آید."'),
  prompt('chat', 'What does this mean? "با {{P/ir:مریم احمدی}} صحبت کردم و قرار شد گزارش را بفرستد."'),
  prompt('translation', 'Translate to English: "{{P/il:דני לוי}} שלח את המסמכים אתמול."'),
  prompt('translation', 'Translate into English please: "נפגשתי עם {{P/il:מיכל אברהם}} בתל אביב."'),
  prompt('translation', 'Translate to English: "{{P/in:अमित कुमार}} आज दफ़्तर नहीं आएंगे।"'),
  prompt('chat', 'how do I say this in English: "मैंने {{P/in:प्रिया सिंह}} को ईमेल भेजा है"'),
  prompt('translation', 'Translate to English: "{{P/bd:করিম হোসেন}} কাল ঢাকায় যাবেন।"'),
  prompt('translation', 'Translate to English: "{{P/th:สมศักดิ์ รักดี}} ส่งอีเมลแล้ว"'),
  prompt('translation', 'Translate to English: "{{P/in:முருகன் செல்வம்}} நாளை வருவார்."'),
  prompt('translation', 'Translate to English: "{{P/ge:გიორგი ბერიძე}} ხვალ ჩამოვა თბილისში."'),
  prompt('email', 'Please translate to English:\n\n{{P/jp:佐藤}}様\n\nいつもお世話になっております。資料を添付いたします。'),
  prompt('translation', 'Translate to English: "昨日、{{P/jp:鈴木}}先生に相談しました。"'),
  prompt('translation', 'Translate to English: "{{P/kr:이서연}} 님이 자료를 보내 주셨습니다."'),
  prompt('chat', 'Can you translate: "{{P/kr:박지훈}}이 내일 출근합니다."'),
  prompt('translation', 'Translate to English: "{{P/cn:李娜}}女士明天到北京。"'),
  prompt('chat', 'What does "{{P/cn:张伟}}说会议改到周五" mean?'),
  prompt('translation', 'Translate to English: "لدي أمل كبير أن ينجح المشروع هذا العام."'),
  prompt('translation', 'Translate to English: "كان يوماً سعيداً، والجميع كانوا كرماء معنا."'),
  prompt('translation', 'Translate to English: "कल बारिश होगी, इसलिए छाता साथ रखें।"'),
  prompt('translation', 'Translate to English: "הפגישה נדחתה ליום שלישי בגלל מזג האוויר."'),
  prompt('translation', 'แปลเป็นภาษาอังกฤษ: "วันนี้อากาศดีมาก เราจะไปเที่ยวทะเล"'),
  prompt('translation', 'Translate to English: "明日は雨が降るので、傘を持ってきてください。"'),
  prompt('translation', 'Translate to English: "이 문서는 다음 주까지 검토가 필요합니다."'),
  prompt('translation', 'Translate to English: "请在周五之前提交报告，谢谢。"'),
  prompt('translation', 'ترجمه کن: "امروز هوا خیلی خوب است و همه خوشحال هستند."'),
  prompt('translation', 'Translate to English: "আজ আকাশ পরিষ্কার, তাই আমরা হাঁটতে যাব।"'),
];
