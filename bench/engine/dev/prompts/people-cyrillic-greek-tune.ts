import { prompt, type SourcePrompt } from '../../heldout/prompts/source';

/**
 * People's names in Cyrillic and Greek, in nominative and oblique cases, with name-free prompts in
 * the same languages: the half the detector is tuned on (people-cyrillic-greek-check.ts is only
 * measured).
 */
export const PEOPLE_CYRILLIC_GREEK_TUNE: readonly SourcePrompt[] = [
  prompt('translation', 'Translate to English: "Пожалуйста, отправьте отчёт {{P/ru:Анне Смирновой}}."'),
  prompt('translation', 'Translate to English: "Я позвоню {{P/ru:Дмитрию}} завтра утром."'),
  prompt('translation', 'Translate to English: "Договор согласован с {{P/ru:Игорем Соколовым}}."'),
  prompt('chat', 'what does this say: "спроси у {{P/ru:Марии Ивановой}} про счёт"'),
  prompt('translation', 'Translate to English: "{{P/ru:Павел Морозов}} будет на встрече в среду."'),
  prompt('translation', 'Translate to English: "Мы отправили письмо {{P/ru:Николаю Попову}}."'),
  prompt('translation', 'Translate to English: "Надішліть звіт {{P/ua:Андрію Коваленку}}, будь ласка."'),
  prompt('translation', 'Translate to English: "Зустріч з {{P/ua:Іриною Ткаченко}} перенесли."'),
  prompt('translation', 'Translate to English: "Изпратете доклада на {{P/bg:Иван Димитров}}."'),
  prompt('translation', 'Translate to English: "Ο {{P/gr:Νίκος Παπαδάκης}} υπέγραψε τη σύμβαση."'),
  prompt('translation', 'Translate to English: "Στείλτε το email στη {{P/gr:Μαρία Γεωργίου}}."'),
  prompt('translation', 'Translate to English: "Μίλησα με τον {{P/gr:Γιάννη}} χθες."'),
  prompt('translation', 'Translate to English: "Привет, {{P/ru:Дмитрий}}! Как дела?"'),
  prompt('translation', 'Translate to English: "Пожалуйста, проверьте счёт до пятницы."'),
  prompt('translation', 'Translate to English: "Привет! Всё готово, можно отправлять."'),
  prompt('translation', 'Translate to English: "Любовь к деталям видна в каждом отчёте."'),
  prompt('translation', 'Translate to English: "Γεια σας! Τα έγγραφα είναι έτοιμα."'),
  prompt('translation', 'Translate to English: "Добрый день! Спасибо за письмо."'),
];
