import { prompt, type SourcePrompt } from '../../heldout/prompts/source';

/**
 * People's names typed in lower case in chat, e-mails and tickets, in English and in German,
 * French, Spanish, Portuguese, Italian, Dutch, Polish, Turkish, Indonesian and Swedish: given names
 * and surnames of many cultures, alone and as full names, before and after verbs and in lists. The
 * name-free prompts are lower case too and use words that are also names ("will", "mark", "grace",
 * "rose", "may", "bill", "art", "rich"). Written in one go with people-lower-world-check.ts; this
 * half may be tuned on, the other is only measured.
 */
export const PEOPLE_LOWER_WORLD_TUNE: readonly SourcePrompt[] = [
  // English chat: after verbs of contact
  prompt('chat', 'can you ping {{P/ke:wanjiru}} about the invoice before friday'),
  prompt('chat', 'asked {{P/ua:oksana}} and {{P/cn:jiahui}} to review the migration pr'),
  prompt('chat', 'meeting with {{P/ir:dariush}} moved to 3pm'),
  prompt('chat', 'lunch w {{P/kr:minji}} and {{P/kr:seojun}} tomorrow?'),
  prompt('chat', 'i told {{P/ph:marites}} the laptop will arrive monday'),
  prompt('chat', 'can you forward the quote to {{P/za:thandiwe}}? she handles procurement'),
  prompt('chat', 'spoke to {{P/gr:eleni papadopoulou}} from legal, she is fine with clause 4'),
  prompt('chat', 'can someone add {{P/hu:zoltan kiss}} to the oncall rota'),
  prompt('chat', 'who is covering for {{P/gh:akosua}} while she is on leave'),
  prompt('chat', 'thanks {{P/eg:youssef}}, that fixed it'),
  // English chat: before verbs
  prompt('chat', '{{P/ng:chidi}} said the deploy is blocked on the dns change'),
  prompt('chat', 'i think {{P/it:giacomo}} has the admin password'),
  prompt('chat', '{{P/in:ananya}} and {{P/in:rohan}} will present the q3 numbers'),
  prompt('chat', 'did {{P/br:thiago}} merge the hotfix yet?'),
  prompt('chat', 'fyi {{P/pe:rosario quispe}} is taking over the billing tickets'),
  prompt('chat', '{{P/ro:andrei popescu}} starts on monday, can someone set up his accounts'),
  // E-mails and tickets
  prompt('email', 'hi {{P/fi:aino}},\nthe contract is attached, let me know if anything is missing.\nbest,\n{{P/au:liam}}'),
  prompt('ticket', 'reporter: {{P/cz:jakub novotny}}\nstatus: open\nthe export button does nothing on safari'),
  prompt('ticket', 'escalated by {{P/pk:ayesha}} after the second outage'),
  prompt('email', 'please cc {{P/ma:karim benali}} on the reply'),
  prompt('ticket', 'assignee: {{P/vn:thanh nguyen}}, due next sprint'),
  // Lists
  prompt('meeting', 'attendees: {{P/us:megan}}, {{P/jp:haruto}}, {{P/ng:ifeoma}}, {{P/ar:santiago}}'),
  prompt('chat', 'on call this week: {{P/no:eirik}}, {{P/ie:aoife}} and {{P/tw:yuting}}'),
  // Other languages
  prompt('chat', 'kannst du {{P/de:henrik}} fragen, ob der server wieder läuft?'),
  prompt('chat', 'ich habe gestern mit {{P/de:mareike}} telefoniert, sie schickt das angebot'),
  prompt('email', 'laut {{P/de:torsten becker}} ist die rechnung schon bezahlt'),
  prompt('chat', 'j’ai parlé avec {{P/fr:gaëlle}} ce matin, elle valide le devis'),
  prompt('chat', 'merci {{P/fr:baptiste}}, je regarde ça demain'),
  prompt('chat', 'hablé con {{P/es:nerea}} y dice que el pedido llega el lunes'),
  prompt('chat', 'pregúntale a {{P/mx:ximena}} si ya firmó el contrato'),
  prompt('chat', 'o {{P/br:caio}} disse que o servidor caiu de novo'),
  prompt('chat', 'falei com a {{P/pt:inês}} sobre as férias'),
  prompt('chat', 'ho sentito {{P/it:ludovica}} stamattina, arriva alle dieci'),
  prompt('chat', 'grazie {{P/it:federico}}, ci vediamo lunedì'),
  prompt('chat', 'ik heb {{P/nl:joost}} gevraagd om de factuur te sturen'),
  prompt('email', 'volgens {{P/nl:femke de graaf}} is de vergadering verplaatst'),
  prompt('chat', 'rozmawiałem z {{P/pl:agnieszką}} o fakturze'),
  prompt('chat', 'dzięki {{P/pl:wojciech}}, działa'),
  prompt('chat', '{{P/tr:emre}} toplantıya geç kalacağını söyledi'),
  prompt('chat', 'selam {{P/tr:zeynep}}, raporu gönderebilir misin?'),
  prompt('chat', 'tolong kabari {{P/id:budi santoso}} soal jadwal rapat'),
  prompt('chat', 'makasih {{P/id:siti}}, filenya sudah saya terima'),
  prompt('chat', 'jag pratade med {{P/se:linnea}} igår om budgeten'),
  // Name-free, with words that are also names
  prompt('chat', 'will you mark the invoice as paid and bill the client in may'),
  prompt('chat', 'the art team wants rich colours and a rose gold theme'),
  prompt('chat', 'the grace period for the bill ends in june, we may need to pay the late fee'),
  prompt('chat', 'can you mark this ticket as done, i will check it tomorrow'),
  prompt('chat', 'may i ask why the build failed again'),
  prompt('email', 'add a will and a grace clause to the contract template'),
  prompt('ticket', 'the bill of materials is missing the rose sensor'),
  prompt('chat', 'ich habe die rechnung gestern bezahlt, alles gut'),
  prompt('chat', 'merci pour le retour, on en parle demain'),
  prompt('chat', 'hablé con el proveedor y dice que el pedido llega el lunes'),
  prompt('chat', 'falei com o suporte sobre a fatura de março'),
];
