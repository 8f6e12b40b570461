import { prompt, type SourcePrompt } from '../../heldout/prompts/source';

/**
 * People's names written in their own script where letters have no case (Arabic, Persian, Hebrew,
 * Devanagari, Bengali, Thai, Tamil, Telugu, Georgian, Japanese, Korean, Chinese), in translation
 * requests, mail and chat; with name-free prompts in the same scripts whose ordinary words are
 * also given names (Arabic "سعيد" happy, "كريم" generous, "أمل" hope).
 */
export const PEOPLE_SCRIPTS_TUNE: readonly SourcePrompt[] = [
  prompt('translation', 'Translate to English: "{{P/cn:王伟}}明天会把报告发给你。"'),
  prompt('translation', 'Translate to English: "{{P/kr:김민준}} 씨가 내일 회의에 참석합니다."'),
  prompt('translation', 'Translate to English: "{{P/jp:田中}}さんは明日来ます。"'),
  prompt('translation', 'Translate to English: "{{P/th:สมชาย ใจดี}} จะมาพรุ่งนี้"'),
  prompt('translation', 'Translate to English: "{{P/in:राहुल शर्मा}} कल आएंगे।"'),
  prompt('translation', 'Translate to English: "{{P/bd:রহিম আহমেদ}} আগামীকাল আসবেন।"'),
  prompt('translation', 'Translate to English: "{{P/lb:سامي الخوري}} سيصل غداً."'),
  prompt('translation', 'Translate to English: "{{P/il:יוסי כהן}} יגיע מחר."'),
  prompt('email', 'Translate to English:\n\nمرحباً {{P/sa:فاطمة}}،\nأرجو إرسال الفاتورة قبل الخميس.\nمع التحية'),
  prompt('translation', 'Translate to English: "قال {{P/eg:عمر حسن}} إن الاجتماع تأجل."'),
  prompt('translation', 'Translate to English: "{{P/ir:رضا کریمی}} گزارش را فرستاد."'),
  prompt('translation', 'Translate into English: "שלום {{P/il:נועה}}, המסמך מוכן."'),
  prompt('chat', 'what does this say? "{{P/in:सुनीता वर्मा}} ने रिपोर्ट भेज दी है"'),
  prompt('translation', 'Translate to English: "{{P/in:அருண் குமார்}} இன்று அலுவலகம் வரமாட்டார்."'),
  prompt('translation', 'Translate to English: "{{P/in:శ్రీనివాస్ రెడ్డి}} రేపు వస్తారు."'),
  prompt('translation', 'Translate to English: "{{P/ge:ნინო კაპანაძე}} დღეს არ მოვა."'),
  prompt('translation', 'Translate to English: "{{P/jp:山本}}様からお電話がありました。"'),
  prompt('translation', 'Translate to English: "{{P/jp:中村}}先生は今日休みです。"'),
  prompt('translation', 'Translate to English: "{{P/kr:최지우}}가 보고서를 보냈어요."'),
  prompt('translation', 'Translate to English: "{{P/kr:정}} 과장님께 전달해 주세요."'),
  prompt('translation', 'Translate to English: "{{P/cn:刘洋}}先生下午三点到。"'),
  prompt('translation', 'Translate to English: "سعيد بلقائكم، والمدير رجل كريم جداً."'),
  prompt('translation', 'Translate to English: "أمل الفريق أن يكتمل المشروع قبل نهاية الشهر."'),
  prompt('translation', 'Translate to English: "यह फ़ाइल बहुत बड़ी है, कृपया इसे छोटा करें।"'),
  prompt('translation', 'Translate to English: "המערכת תהיה זמינה שוב מחר בבוקר."'),
  prompt('translation', 'Translate to English: "ไฟล์นี้ใหญ่เกินไป กรุณาลดขนาด"'),
  prompt('translation', 'Translate to English: "設定を保存できませんでした。もう一度お試しください。"'),
  prompt('translation', 'Translate to English: "파일을 저장할 수 없습니다. 다시 시도하세요."'),
  prompt('translation', 'Translate to English: "无法保存文件，请稍后再试。"'),
];
