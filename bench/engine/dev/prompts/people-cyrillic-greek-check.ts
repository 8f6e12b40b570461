import { prompt, type SourcePrompt } from '../../heldout/prompts/source';

/**
 * People's names in Cyrillic (Russian, Ukrainian, Bulgarian, Serbian) and Greek, in the cases those
 * languages put them in after a verb or a preposition ("отправьте Ивану Петрову", "στον Γιώργο"),
 * inside translation requests, mail and chat; with name-free prompts in the same languages, some
 * holding ordinary words that are also given names (Russian "вера" faith, "надежда" hope). Only
 * measured, never tuned on.
 */
export const PEOPLE_CYRILLIC_GREEK_CHECK: readonly SourcePrompt[] = [
  prompt('translation', 'Translate to English: "Пожалуйста, отправьте отчёт {{P/ru:Ивану Петрову}} до пятницы."'),
  prompt('translation', 'Translate to English: "Вчера я говорил с {{P/ru:Алексеем Смирновым}} о бюджете."'),
  prompt('email', 'Please translate this:\n\nУважаемая {{P/ru:Екатерина Владимировна}},\nспасибо за быстрый ответ. Договор пришлём завтра.'),
  prompt('chat', 'what does this mean: "передай {{P/ru:Ольге}}, что встреча переносится"'),
  prompt('translation', 'Translate into English: "Мы ждём ответа от {{P/ru:Натальи Кузнецовой}}."'),
  prompt('translation', 'Translate to English: "Документы подписал {{P/ru:Сергей Волков}}, генеральный директор."'),
  prompt('translation', 'Translate to English: "Надішліть, будь ласка, звіт {{P/ua:Олені Шевченко}}."'),
  prompt('chat', 'Can you translate: "Я зустрівся з {{P/ua:Тарасом Бондаренком}} у Львові."'),
  prompt('translation', 'Translate to English: "{{P/ua:Оксана Мельник}} приїде завтра вранці."'),
  prompt('translation', 'Translate to English: "Срещата с {{P/bg:Димитър Георгиев}} е в понеделник."'),
  prompt('email', 'Translate please:\n\nЗдравейте, {{P/bg:Мария}},\nизпращам ви договора за подпис.'),
  prompt('translation', 'Translate to English: "Разговарао сам са {{P/rs:Милошем Јовановићем}} јуче."'),
  prompt('translation', 'Translate to English: "Παρακαλώ στείλτε την αναφορά στον {{P/gr:Γιώργο Παπαδόπουλο}}."'),
  prompt('translation', 'Translate to English: "Η {{P/gr:Ελένη Οικονόμου}} θα έρθει αύριο στη συνάντηση."'),
  prompt('chat', 'translate: "μίλησα με τον {{P/gr:Κώστα}} για το έργο"'),
  prompt('email', 'Can you translate this?\n\nΑγαπητέ κύριε {{P/gr:Αντωνίου}},\nσας ευχαριστούμε για την άμεση απάντηση.'),
  prompt('translation', 'Translate to English: "Το συμβόλαιο υπέγραψε ο {{P/gr:Δημήτρης Νικολάου}}."'),
  prompt('translation', 'Translate to English: "Спасибо, до встречи в понедельник!"'),
  prompt('translation', 'Translate to English: "Вера в успех проекта помогла команде закончить работу вовремя."'),
  prompt('translation', 'Translate to English: "Надежда есть всегда, даже когда сроки горят."'),
  prompt('translation', 'Translate to English: "Доброе утро! Отчёт готов, посмотрите, пожалуйста."'),
  prompt('translation', 'Translate to English: "Дякую за допомогу, все працює."'),
  prompt('translation', 'Translate to English: "Καλημέρα! Η αναφορά είναι έτοιμη."'),
  prompt('translation', 'Translate to English: "Ευχαριστώ πολύ, τα λέμε την Τρίτη."'),
  prompt('translation', 'Translate to English: "Благодаря, всичко е наред."'),
];
