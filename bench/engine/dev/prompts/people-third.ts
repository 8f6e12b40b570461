import { prompt, type SourcePrompt } from '../../heldout/prompts/source';

/**
 * A third batch of dev prompts naming people, written before the rules it was used to tune: the
 * shapes the detector missed on text it had not seen. Names in lower-case chat, names in
 * capitals, given names alone after a greeting or a thanks, names in signatures and in mail
 * headers, and names from cultures with few entries in the first lexicon (West, East and
 * Southern African, South and South-East Asian, Pacific, Central Asian).
 */
export const PEOPLE_THIRD: readonly SourcePrompt[] = [
  prompt('chat', 'thanks, {{P/yo:Oluwaseun}}! that fixed it'),
  prompt('chat', 'cheers {{P/sn:Tendai}}, see you monday'),
  prompt('email', 'Hi {{P/zu:Thandeka}},\n\nThe invoice is attached.\n\nRegards,\n{{P/st:Lerato Mokoena}}'),
  prompt('email', 'From: {{P/ig:Chukwuemeka Eze}} <c.eze@example.org>\nTo: {{P/sw:Wanjiru Kamau}} <wk@example.org>\nSubject: budget'),
  prompt('chat', 'can you ask {{P/luo:otieno}} whether the server is back up'),
  prompt('chat', 'pls loop in {{P/km:sokha chea}} on the vendor thread'),
  prompt('chat', 'i talked to {{P/kk:aigerim nurlanovna}} yesterday, she agrees'),
  prompt('email', 'Dear {{P/to:Tevita Fifita}},\nThank you for your application.'),
  prompt('email', 'Kind regards,\n{{P/sm:Sione Tuilagi}}\nOperations'),
  prompt('table', 'ASSIGNEE | STATUS\n{{P/am:ABEBE TESFAYE}} | done\n{{P/th:SOMCHAI WONGSAWAT}} | blocked'),
  prompt('email', 'MEMO FROM {{P/kk:YERLAN DAUREN}} TO ALL STAFF'),
  prompt('chat', 'Thank you {{P/ta:Venkatesh}}, the numbers add up now.'),
  prompt('chat', 'Good morning {{P/mi:Aroha}}! Did the courier arrive?'),
  prompt('chat', 'merci {{P/wo:Moussa}}, je regarde ça demain'),
  prompt('chat', 'gracias {{P/qu:Yupanqui}}, lo reviso hoy'),
  prompt('chat', 'danke {{P/tr:Emine}}, passt so'),
  prompt('chat', 'Salamat po, {{P/tl:Maricel}}.'),
  prompt('chat', 'Terima kasih {{P/id:Wahyuni}}, sudah saya terima.'),
  prompt('email', '-- \n{{P/vi:Trần Thị Hoa}}\nKế toán trưởng'),
  prompt('email', 'From: "{{P/bn:Rafiqul Islam}}" <rafiq@example.com>\nSent: Tuesday'),
  prompt('chat', 'meeting w/ {{P/uz:dilnoza karimova}} moved to 3pm'),
  prompt('chat', 'is {{P/ha:aminu bello}} still on leave?'),
  prompt('chat', '{{P/ak:kwame}} said he would bring the projector'),
  prompt('meeting', 'Attendees: {{P/ee:Kofi Mensah}}, {{P/zu:Sipho Dlamini}}, {{P/hi:Priyanka Iyer}}'),
  prompt('meeting', 'Action: {{P/ms:Nurul Huda}} to circulate the minutes by Friday.'),
  prompt('ticket', 'Reported by {{P/ne:Bishnu Shrestha}}: login fails after reset.'),
  prompt('ticket', 'Assigned to {{P/si:Chaminda Perera}}. Reopened by {{P/pa:Gurpreet Sandhu}}.'),
  prompt('chat', 'Hey {{P/fj:Litia}}, are you free at 4?'),
  prompt('chat', 'ok {{P/ky:Aibek}}, sending it now'),
  prompt('email', 'Best wishes,\n{{P/mg:Haingo Rakotomalala}}'),
  prompt('chat', 'PLEASE CALL {{P/zu:NOMVULA KHUMALO}} ABOUT THE LEASE'),
  prompt('chat', 'Ask {{P/lo:Souksavanh Phommachanh}} for the shipping manifest.'),
  prompt('chat', 'Could {{P/my:Aung Kyaw Moe}} review the translation?'),
  prompt('email', 'Hello {{P/tn:Kagiso}},\nPlease find the draft below.'),
  prompt('chat', 'thx {{P/ml:anoop}} 👍'),
  prompt('chat', 'Congrats {{P/ff:Amadou Diallo}} on the promotion!'),
  prompt('email', 'Signed: {{P/rw:Jean-Paul Habimana}}, Treasurer'),
  prompt('chat', 'Ping {{P/ceb:Jhunrey Alcantara}} if the deploy fails.'),
  prompt('chat', '{{P/tk:Gulnara}}, could you double-check the totals?'),
  prompt('chat', 'Shoutout to {{P/te:Sravani Reddy}} for the quick fix.'),
];
