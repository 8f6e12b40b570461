import { found, people } from './support/detect';
import { lexicon } from '../../../engines/pseudonymizer/core/names/lexicon';
import { caseOfName } from '../../../engines/pseudonymizer/core/names/name-cases';

describe('word lists of the Cyrillic and Greek languages', () => {
  test("their frequent words are other languages' words, their people's names are names", () => {
    const lex = lexicon();
    for (const word of ['привет', 'спасибо', 'вера', 'надежда', 'καλημερα']) expect(lex.otherWords.has(word)).toBe(true);
    for (const name of ['иван', 'мария', 'петров']) expect(lex.otherWords.has(name)).toBe(false);
    for (const name of ['иван', 'олена', 'νικοσ', 'γιαννησ']) expect(lex.given.has(name)).toBe(true);
  });

  test("Greek's final sigma folds to the plain one, in text and in lists", () => {
    expect(lexicon().given.has('νικοσ')).toBe(true);
    expect(found('Η Τράπεζα της Ελλάδος ανακοίνωσε νέα μέτρα.')).toContain('Τράπεζα της Ελλάδος');
  });
});

describe("a name in one of its cases is the name's", () => {
  const listed = new Set(['иван', 'анна', 'мария', 'дмитрии', 'коваленко', 'тарас', 'олена', 'γιωργοσ', 'γιαννησ', 'κωστασ']);
  const isBase = (key: string): boolean => listed.has(key);

  test('Russian, Ukrainian and Greek cases lead back to the base form', () => {
    for (const key of ['ивану', 'иваном', 'анне', 'анну', 'аннои', 'марии', 'дмитрию', 'дмитрием', 'коваленку', 'тарасові', 'олені', 'оленою', 'γιωργο', 'γιωργου', 'γιαννη', 'κωστα']) {
      expect([key, caseOfName(key, isBase)]).toEqual([key, true]);
    }
  });

  test('an ending on a word of no listed base, or on a Latin word, is nothing', () => {
    for (const key of ['отчёту', 'договора', 'ivanu', 'anne', 'γραφειο']) expect([key, caseOfName(key, isBase)]).toEqual([key, false]);
  });

  test('in text, people in the dative, instrumental and accusative are found whole', () => {
    expect(people('Пожалуйста, отправьте отчёт Ивану Петрову до пятницы.')).toContain('Ивану Петрову');
    expect(people('Я позвоню Дмитрию завтра утром.')).toContain('Дмитрию');
    expect(people('Надішліть звіт Андрію Коваленку, будь ласка.')).toContain('Андрію Коваленку');
    expect(people('Παρακαλώ στείλτε την αναφορά στον Γιώργο Παπαδόπουλο.')).toContain('Γιώργο Παπαδόπουλο');
  });

  test('a greeting, and a word that is also a name, stay words', () => {
    expect(found('Привет, Дмитрий! Как дела?')).toEqual(['Дмитрий']);
    expect(found('Вера в успех проекта помогла команде.')).toEqual([]);
    expect(found('Спасибо, до встречи в понедельник!')).toEqual([]);
  });
});
