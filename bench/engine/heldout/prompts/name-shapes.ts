/**
 * Held-out prompts chosen for the shape of their names: particles (van der, de la, bin, al-),
 * apostrophes, hyphens, one-word names, patronymics and titles, in ordinary requests.
 */
import { prompt, type SourcePrompt } from './source';

export const NAME_SHAPES: readonly SourcePrompt[] = [
  prompt('email', `Please reply to {{P/irish:Róisín O'Shaughnessy}} and {{P/irish:Conor MacDiarmada}} that the {{O/university:Trinity College Dublin}} room is booked for the 9th.`),
  prompt('email', `Dear Mr. {{P/goan:D'Souza}}, thank you for your payment to {{O/company:Goa Shipyard Limited}}. Your receipt number is 55102.

can you add a line about the next instalment`),
  prompt('chat', `how do i correctly write {{P/wolof:N'Diaye}} in a spreadsheet without excel turning the apostrophe weird`),
  prompt('email', `Hi {{P/dutch:Evert van der Linden}}, {{P/dutch:Sophie ter Horst}} asked me to send you the draft of the {{O/agency:Rijkswaterstaat}} tender. Could you review section 4?`),
  prompt('legal', `Summarise: "The estate of the late {{P/french:Charles-Henri de La Rochefoucauld}} is to be divided among his heirs, with the château passing to {{P/french:Anne-Sophie de La Rochefoucauld}}."`),
  prompt('chat', `who is {{P/arab-levantine:Omar al-Khatib}}? my colleague keeps citing him in meetings about water policy`),
  prompt('email', `Please draft an invitation to Tan Sri {{P/malay:Muhyiddin bin Mohd Yassin}}... actually just {{P/malay:Azlan bin Shah}}, our new chairman, to open the {{O/university:Universiti Malaya}} library wing.`),
  prompt('ticket', `User {{P/hawaiian:Kaʻiulani Kamakau}} says the ʻokina in her name shows up as a question mark on invoices. Write a bug report.`),
  prompt('hr', `Write a welcome note for {{P/german:Anna-Maria Schulte-Bockholt}} who joins {{O/company:Henkel AG & Co. KGaA}} as a chemist in Düsseldorf.`),
  prompt('chat', `my grandmother's name is {{P/portuguese:Maria da Conceição dos Santos}}, is "{{P/portuguese:dos Santos}}" her surname or just "{{P/portuguese:Santos}}"? filling out a form`),
  prompt('meeting', `Summarise: Sheikha {{P/arab-gulf:Moza Al-Thani}} opened the session; {{P/arab-gulf:Abdulaziz bin Khalid Al Saud}} presented the desalination study from {{O/university:King Abdullah University of Science and Technology}}.`),
  prompt('news', `Rewrite for a school paper: "{{P/indonesian:Soekarno}} and {{P/indonesian:Mohammad Hatta}} proclaimed Indonesian independence in Jakarta on 17 August 1945."`),
  prompt('chat', `what's the story of {{P/burmese:Aung San Suu Kyi}} in 5 sentences, keep it neutral`),
  prompt('email', `Write to {{P/icelandic:Ólafur Ragnar Grímsson}}'s office asking whether he can speak at our Arctic energy forum.`),
  prompt('hr', `Draft a reference for {{P/russian:Tatyana Viktorovna Orlova}}, who worked as an accountant at {{O/company:Sberbank}} Moscow from 2015 to 2021.`),
  prompt('email', `Hi, {{P/spanish:José Luis Rodríguez Zapatero}}'s assistant asked for our press kit. Draft a short cover email.`),
  prompt('ticket', `Customer {{P/hmong:Xiong Pa Nhia}} — our CRM puts "{{P/hmong:Xiong}}" as the first name but it's the clan name. How should we store this?`),
  prompt('chat', `is {{P/chinese:Ouyang}} one surname or two? my new coworker is {{P/chinese:Ouyang Xiaofei}}`),
  prompt('email', `To {{P/turkish:Ayşe Gül Erdoğan-Yıldız}}: your application to {{O/university:Boğaziçi Üniversitesi}} was received. The committee will reply in May.

-> make it warmer`),
  prompt('chat', `i'm writing a story about a character named {{P/fula:Hauwa'u}}, is that a real hausa/fulani name and how is it pronounced`),
  prompt('table', `Normalise these surnames:
{{P/scottish:MacDonald}}
{{P/scottish:Macdonald}}
{{P/scottish:McDonald}}
{{P/irish:O'Neill}}
{{P/irish:ONeill}}`),
  prompt('email', `Dear Ms. {{P/hebrew:Ben-Ami}}, dear Mr. {{P/lebanese:Abou-Jaoude}}, thank you both for attending the {{O/ngo:Mediterranean Water Forum}}.`),
  prompt('chat', `pls write a short speech for my friend {{P/igbo:Chimamanda}}'s graduation, she studied law at {{O/university:University of Nigeria, Nsukka}}`),
  prompt('meeting', `Minutes: {{P/vietnamese:Đỗ Quốc Bảo}} (chair) — agreed to hire {{P/vietnamese:Bùi Thị Thu Hằng}} as QA lead; {{O/company:FPT Software}} contract renewed.`),
  prompt('code', `// NOTE({{P/fijian:Jone Vakaloloma}}): the reef sensor in Suva reports in feet, not metres
Convert the readings below to metres.`),
  prompt('email', `Can you translate to Spanish: "Dear {{P/mexican:María de los Ángeles Zúñiga}}, the {{O/ngo:Fundación Telmex}} scholarship committee has approved your application."`),
  prompt('chat', `{{P/korean:Jiwoo}} wants me to call her unnie?? i'm older than her, what does that mean`),
  prompt('hr', `Announce that {{P/afrikaner:Jan-Hendrik du Plessis}} and {{P/afrikaner:Marietjie van der Merwe}} have been promoted to partners at {{O/company:Werksmans Attorneys}}.`),
  prompt('email', `Ask {{P/somali:Faadumo Xasan Cali}} if she can interpret at the {{O/hospital:Royal London Hospital}} appointment on Tuesday.`),
  prompt('news', `Summarise: "{{P/kurdish:Leyla Zana}}, the first Kurdish woman elected to the Turkish parliament, received the {{O/agency:European Parliament}}'s Sakharov Prize in 1995."`),
  prompt('chat', `my brother-in-law {{P/punjabi:Jaswinder Singh Dhillon}} and his wife {{P/punjabi:Manpreet Kaur}} are visiting, suggest a vegetarian dinner menu`),
  prompt('email', `Dear {{P/georgian:Tamar}}, please thank {{P/georgian:Lasha Gelashvili}} and {{P/georgian:Mariam Tsiklauri}} for the wine tasting at {{O/company:Tbilvino}}.`),
  prompt('chat', `what did {{P/ancient-roman:Cicero}} actually say about friendship`),
  prompt('legal', `Explain: "The claim by {{P/bengali:Debashis Bandyopadhyay}} against {{O/company:Larsen & Toubro Limited}} was dismissed by the {{O/agency:High Court of Calcutta}}."`),
  prompt('ticket', `Our signup form rejected "{{P/chinese:Lǚ Xiù}}" and "{{P/spanish:Núñez}}". List the characters we must allow.`),
  prompt('email', `Hi {{P/ukrainian:Yulia}}, can you ask {{P/ukrainian:Bohdan Khmelnytskyi-Lysenko}} whether the {{O/agency:State Emergency Service of Ukraine}} training is still on?`),
  prompt('chat', `write a toast for {{P/mongolian:Oyunchimeg}} and {{P/mongolian:Temuulen}}'s engagement, they're both vets`),
  prompt('commit', `Credit in NOTICE file: "Portions contributed by {{P/tongan:ʻAkosita Fonua}} and {{P/tongan:Sione Tupou}}, funded by the {{O/ngo:Pacific Islands Forum}}." Is the apostrophe-like mark in her name OK in plain ASCII files?`),
  prompt('chat', `help me remember: is it {{P/swiss-german:Ueli}} or {{P/swiss-german:Üli}} on the wedding card? my cousin from Bern`),
  prompt('email', `Dear {{P/fula:Hamadou Oumarou Bah}}, the {{O/ministry:Ministère de l'Agriculture}} of Niger has approved your cooperative's grant. Mme {{P/french:Claire Fontaine}} from {{O/ngo:Action contre la Faim}} will visit on the 14th.`),
];
