import { prompt, type SourcePrompt } from '../../heldout/prompts/source';

/**
 * The measured half of people-lower-world-tune.ts: the same shapes (lower-case chat, e-mails and
 * tickets in English and other languages, names of many cultures alone, in full and in lists, and
 * name-free prompts with words that are also names), other names and words. Never tuned on.
 */
export const PEOPLE_LOWER_WORLD_CHECK: readonly SourcePrompt[] = [
  // English chat: after verbs of contact
  prompt('chat', 'ping {{P/ng:tunde}} about the staging db'),
  prompt('chat', 'asked {{P/ru:svetlana}} and {{P/cn:haoran}} to check the logs'),
  prompt('chat', 'call with {{P/tr:burak}} at 4, he wants to talk about pricing'),
  prompt('chat', 'sync w {{P/jp:sakura}} after standup'),
  prompt('chat', 'i reminded {{P/ke:njeri}} that the report is due today'),
  prompt('chat', 'send the slides to {{P/co:valentina ospina}} please'),
  prompt('chat', 'talked to {{P/pl:krzysztof}} yesterday, he agrees with the plan'),
  prompt('chat', 'can you loop {{P/vn:linh tran}} into the hiring thread'),
  prompt('chat', 'who is replacing {{P/et:abebe}} on the support desk'),
  prompt('chat', 'cheers {{P/sa:faisal}}, works now'),
  // English chat: before verbs
  prompt('chat', '{{P/ke:otieno}} says the vpn is down again'),
  prompt('chat', 'i think {{P/es:lucía}} has the keys to the server room'),
  prompt('chat', '{{P/bd:tahmina}} and {{P/np:prakash}} will handle the audit'),
  prompt('chat', 'has {{P/fi:juha}} signed the nda?'),
  prompt('chat', 'heads up, {{P/cl:camila reyes}} is out until the 12th'),
  prompt('chat', '{{P/hr:ivana horvat}} joins the team next week, please order her a laptop'),
  // E-mails and tickets
  prompt('email', 'hello {{P/dk:mette}},\nthe signed copy is in the shared folder.\nregards,\n{{P/nz:aroha}}'),
  prompt('ticket', 'opened by: {{P/sk:marek kovac}}\npriority: high\nlogin fails after the password reset'),
  prompt('ticket', 'reassigned to {{P/lk:nimal}} because of the holiday'),
  prompt('email', 'please add {{P/dz:samir haddad}} to the distribution list'),
  prompt('ticket', 'owner: {{P/th:somchai}}, blocked on vendor'),
  // Lists
  prompt('meeting', 'present: {{P/us:brittany}}, {{P/cn:zhiwei}}, {{P/gh:kwabena}}, {{P/ru:anastasia}}'),
  prompt('chat', 'interview panel: {{P/se:oskar}}, {{P/in:meera}} and {{P/ng:emeka}}'),
  // Other languages
  prompt('chat', 'frag mal {{P/de:dörte}}, ob sie morgen im büro ist'),
  prompt('chat', 'ich war heute mit {{P/de:lennart}} beim kunden'),
  prompt('email', 'laut {{P/at:gerlinde huber}} fehlt noch eine unterschrift'),
  prompt('chat', 'j’ai déjeuné avec {{P/fr:solène}}, elle passe au bureau jeudi'),
  prompt('chat', 'merci {{P/fr:mathis}}, c’est corrigé'),
  prompt('chat', 'quedé con {{P/es:ainhoa}} para revisar el presupuesto'),
  prompt('chat', 'pregunta a {{P/ar:agustina}} si ya pagó la factura'),
  prompt('chat', 'a {{P/br:larissa}} falou que a reunião foi cancelada'),
  prompt('chat', 'obrigado {{P/pt:tiago}}, já recebi'),
  prompt('chat', 'ho parlato con {{P/it:gianluca}} del contratto'),
  prompt('chat', 'ciao {{P/it:benedetta}}, mi mandi il file?'),
  prompt('chat', 'ik heb met {{P/nl:sanne}} gebeld over de planning'),
  prompt('email', 'volgens {{P/be:pieter claes}} is het budget goedgekeurd'),
  prompt('chat', 'napisz do {{P/pl:małgorzaty}} w sprawie urlopu'),
  prompt('chat', '{{P/tr:elif}} raporu yarın gönderecek'),
  prompt('chat', 'teşekkürler {{P/tr:kerem}}, sorun çözüldü'),
  prompt('chat', 'tolong tanya {{P/id:dewi lestari}} soal anggaran'),
  prompt('chat', 'terima kasih {{P/id:agus}}, sudah beres'),
  prompt('chat', 'jag har mejlat {{P/se:ebba}} om fakturan'),
  // Name-free, with words that are also names
  prompt('chat', 'mark the rich text editor as deprecated, it may break in june'),
  prompt('chat', 'i will pay the bill after the art fair'),
  prompt('chat', 'the rose bush needs water before the art show in may'),
  prompt('chat', 'can you bill the hours to the art project and mark them as billable'),
  prompt('chat', 'we may ship the fix tomorrow if the tests pass'),
  prompt('email', 'the will was signed in april, the grace period ends in may'),
  prompt('ticket', 'prices rose again, the bill is rich in surcharges'),
  prompt('chat', 'kannst du die rechnung bis freitag schicken?'),
  prompt('chat', 'je regarde ça avec le support demain'),
  prompt('chat', 'ho parlato con il fornitore del contratto'),
  prompt('chat', 'hablé con soporte y la factura ya está pagada'),
];
