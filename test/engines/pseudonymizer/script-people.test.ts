import { mask, people } from './support/detect';

describe('people named in scripts without case', () => {
  test('a given name and a surname in Arabic, Hebrew, Hindi, Bengali and Georgian', () => {
    expect(people('أرسل محمد حسن التقرير أمس.')).toContain('محمد حسن');
    expect(people('כתב אליעזר כהן את המסמך.')).toContain('אליעזר כהן');
    expect(people('कल अनिल गुप्ता मीटिंग में आएंगे।')).toContain('अनिल गुप्ता');
    expect(people('করিম চৌধুরী আজ আসবেন।')).toContain('করিম চৌধুরী');
    expect(people('ნინო აბაშიძე ხვალ მოვა.')).toContain('ნინო აბაშიძე');
  });

  test('one name after a title or a greeting, Thai titles glued on included', () => {
    expect(people('جناب آقای احمدی فردا می‌آید.')).toEqual(['احمدی']);
    expect(people('مرحبا خالد، كيف حالك؟')).toEqual(['خالد']);
    expect(people('שלום משה, הקובץ מוכן.')).toEqual(['משה']);
    expect(people('คุณกฤตพร โทรมาเมื่อเช้า')).toEqual(['กฤตพร']);
  });

  test('ordinary words that are also names stay unmasked without a second name or a cue', () => {
    expect(people('عندي أمل جديد في هذا المشروع.')).toEqual([]);
    expect(people('نحن سعداء، والرجل كريم جداً.')).toEqual([]);
    expect(people('יום טוב לכולם, הפגישה מחר.')).toEqual([]);
    expect(people('यह एक बड़ा काम है और सरकार इसे करेगी।')).toEqual([]);
    expect(people('राज्य सरकार ने नई योजना शुरू की।')).toEqual([]);
    expect(people('امروز روز جهانی کارگر است.')).toEqual([]);
    // "على" (on) is no "علی" (Ali): the alef maqsura is kept apart from the yeh.
    expect(people('اضغط على دليل المستخدم للمزيد.')).toEqual([]);
    expect(people('আজ আকাশ খুব সুন্দর, আশা করি বৃষ্টি হবে না।')).toEqual([]);
  });

  test('the mask restores the text exactly', () => {
    expect(mask('Translate to English: "राहुल शर्मा कल आएंगे।"')).not.toContain('राहुल');
    expect(mask('Translate to English: "سامي الخوري سيصل غداً."')).not.toContain('الخوري');
  });
});
