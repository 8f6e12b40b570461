import { prompt, type SourcePrompt } from '../../heldout/prompts/source';

/**
 * The shapes people's names were missed in most often in text not tuned on: names in quotes,
 * names with diacritics from many alphabets, names in capitals (signatures, headers, forms) and
 * lower-case names in chat. Written in one go with people-weak-check.ts; this half may be tuned
 * on, the other is only measured. The name-free prompts have the same shapes.
 */
export const PEOPLE_WEAK_TUNE: readonly SourcePrompt[] = [
  // Quoted names
  prompt('chat', "Ask '{{P/pt:joão}}' about it, he set up the VPN"),
  prompt('chat', 'Just ask "{{P/de:Anja}}", she knows the password policy.'),
  prompt('email', 'Die Unterlagen hat „{{P/de:Anja Weiß}}" bereits unterschrieben.'),
  prompt('chat', 'who is "{{P/en:kyle}}" in the invoice thread?'),
  prompt('ticket', 'Assigned to "{{P/pl:Łukasz Wróbel}}" — please reassign, he left in May.'),
  prompt('email', 'Le dossier est suivi par « {{P/fr:Hélène Lefèvre}} » depuis janvier.'),
  prompt('chat', "call me '{{P/ng:Tunde}}', nobody uses my full name"),
  prompt('meeting', 'Action: forward the draft to "{{P/se:Björn Lindqvist}}" for sign-off.'),
  prompt('chat', 'the reviewer was listed as “{{P/tr:Şükrü Aydın}}” but he says he never saw it'),
  prompt('email', 'Please address the letter to "{{P/ie:Siobhán Ní Bhriain}}", not to the department.'),
  prompt('translation', 'Translate: „Bitte wende dich an {{P/de:Jörg}}, er hat den Schlüssel.“'),
  prompt('chat', "my manager is literally called '{{P/en:Candy}}' and nobody believes me"),
  // Diacritics and other alphabets written in Latin letters
  prompt('chat', '{{P/pl:Łukasz}} pushed the fix at midnight'),
  prompt('email', 'Hi {{P/vn:Nguyễn Thị Hương}},\n\nthank you for the quick reply. The contract is attached.\n\nBest,\n{{P/en:Megan Price}}'),
  prompt('ticket', 'Reporter: {{P/no:Øystein Bråten}}\nComponent: billing\nThe export drops the last row.'),
  prompt('meeting', 'Present: {{P/cz:Jiří Dvořák}}, {{P/hu:Zsófia Kovács}}, {{P/is:Þórður Guðmundsson}}\nApologies: {{P/lt:Rūta Žukauskienė}}'),
  prompt('chat', '{{P/tr:Şükrü}} is off today, his daughter is sick'),
  prompt('hr', 'Employee: {{P/ro:Ștefan Țurcanu}}\nStart date: 1 March\nManager: {{P/ro:Ioana Mărgineanu}}'),
  prompt('news', 'Coach {{P/hr:Dražen Šarić}} said the team had earned the win.'),
  prompt('email', 'Dear Ms {{P/vn:Trần Thị Mai}},\nyour visa appointment is confirmed for 12 June.'),
  prompt('chat', 'thx {{P/is:Guðrún}}! saved my day'),
  prompt('table', 'Name | Role | Office\n{{P/dk:Søren Kjærgaard}} | CTO | Aarhus\n{{P/fi:Päivi Mäkelä}} | CFO | Tampere\n{{P/pl:Małgorzata Źrebiec}} | COO | Łódź'),
  prompt('medical', 'Patient {{P/az:Gülnarə Məmmədova}}, 54, admitted with chest pain.'),
  prompt('chat', 'Has anyone heard from {{P/lv:Mārtiņš}}? His phone is off.'),
  // Capitals
  prompt('allcaps', 'SIGNED: {{P/pt:MARIA PEREIRA}}\nDATE: 14/03/2025'),
  prompt('allcaps', 'ATTN {{P/en:JOHN OKAFOR}} - YOUR PARCEL IS WAITING AT THE DEPOT'),
  prompt('allcaps', 'PASSENGER: {{P/de:MUELLER/KLAUS}} MR'),
  prompt('email', 'Regards,\n{{P/es:JAVIER RUIZ}}\nHead of Procurement'),
  prompt('allcaps', 'BENEFICIARY NAME: {{P/in:PRIYA NAIR}} ACCOUNT: 0041 2231 88'),
  prompt('allcaps', 'THANK YOU {{P/ke:WANJIKU}} FOR 20 YEARS OF SERVICE!'),
  prompt('table', 'SURNAME,GIVEN NAME,DOB\n{{P/pl:KOWALCZYK}},{{P/pl:AGNIESZKA}},1988-02-11\n{{P/tr:YILMAZ}},{{P/tr:EMRE}},1990-07-30'),
  prompt('allcaps', 'APPROVED BY {{P/fr:FRANÇOIS GIRAUD}} ON BEHALF OF THE BOARD'),
  prompt('legal', 'IN WITNESS WHEREOF the parties have signed.\n\n{{P/en:DAVID HARRIS}}\nDirector'),
  prompt('chat', 'LMAO {{P/en:JESSICA}} YOU DID NOT'),
  // Lower-case names in chat
  prompt('chat', 'lol {{P/en:tyler}} forgot the cake again'),
  prompt('chat', 'can {{P/br:joão}} cover my shift tmrw?'),
  prompt('chat', 'ask {{P/pl:łukasz}}, he wrote that script'),
  prompt('chat', 'i told {{P/in:rahul}} and {{P/in:sneha}} to wait for the build'),
  prompt('chat', '{{P/tr:ayşe}} said the office is closed friday'),
  prompt('chat', 'ping {{P/de:jörg}} when the deploy is done'),
  prompt('chat', 'me and {{P/mx:lupita}} are getting tacos, u want some?'),
  prompt('chat', 'did u see what {{P/en:brandon}} posted in general lmao'),
  prompt('chat', 'happy bday {{P/es:lucía}}!!'),
  prompt('chat', 'ok so {{P/ng:chidi}} is driving and {{P/ng:ngozi}} brings drinks'),
  prompt('chat', 'waiting on {{P/kr:jiwoo}} to approve the PR'),
  prompt('email', 'hi {{P/se:åsa}},\nthe numbers look fine to me.\n/{{P/se:mattias}}'),
  // Mixed
  prompt('translation', 'EN: Please call {{P/ru:Sergei}} back.\nDE: Bitte ruf {{P/ru:Sergei}} zurück.'),
  prompt('ticket', 'Customer {{P/gr:Geórgios Papadópoulos}} cannot log in since the password reset.'),
  prompt('code', '# maintainer: {{P/hu:Gergő Szűcs}} <gergo@example.org>'),
  prompt('chat', 'tell {{P/za:Sipho}} the cab is outside'),
  prompt('meeting', 'Next steps: {{P/ph:Ma. Cristina Dela Cruz}} to send the budget; {{P/ma:Youssef El Idrissi}} to book the venue.'),
  prompt('email', 'Thank you {{P/cn:Wang Xiuying}} and {{P/jp:Sato Haruka}} for joining the call.'),
  // Name-free prompts of the same shapes
  prompt('chat', "Ask 'support' about it, they own the VPN"),
  prompt('email', 'Die Unterlagen wurden „vollständig" eingereicht.'),
  prompt('allcaps', 'SIGNED: AUTHORISED OFFICER\nDATE: 14/03/2025'),
  prompt('allcaps', 'ATTN RECEIVING DEPT - YOUR PARCEL IS WAITING AT THE DEPOT'),
  prompt('chat', 'lol the cake got forgotten again'),
  prompt('chat', 'can someone cover my shift tmrw?'),
  prompt('table', 'SURNAME,GIVEN NAME,DOB\n(redacted),(redacted),1988-02-11'),
  prompt('chat', 'call me "later", I am on the train'),
];
