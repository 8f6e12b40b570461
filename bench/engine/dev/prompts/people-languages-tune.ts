import { prompt, type SourcePrompt } from '../../heldout/prompts/source';

/**
 * People's names in prompts written in, or translated from, other languages: German, French,
 * Spanish, Portuguese, Polish, Italian, Dutch and Turkish e-mails, chat, meeting notes and
 * translation requests, with titles, verbs of speech, greetings and sign-offs of each language,
 * inflected forms, lower case, quotes and colons. Written in one go with people-languages-check.ts;
 * this half may be tuned on, the other is only measured. The name-free prompts have the same
 * shapes: capitalised German nouns, sentence-initial verbs and greetings, months and places.
 */
export const PEOPLE_LANGUAGES_TUNE: readonly SourcePrompt[] = [
  // Titles and honorifics
  prompt('translation', 'Übersetze bitte: „Sprich morgen mit Frau {{P/pl:Nowak}} über das Budget.“'),
  prompt('email', 'Sehr geehrter Herr {{P/de:Brandt}},\n\nanbei die Rechnung für März.\n\nMit freundlichen Grüßen\n{{P/de:Sabine Kröger}}'),
  prompt('email', 'Bonjour Mme {{P/fr:Girard}},\nje vous confirme le rendez-vous de jeudi.\nCordialement,\n{{P/fr:Luc Marchand}}'),
  prompt('translation', 'Traduce al inglés: "La reunión con el Sr. {{P/es:Zubizarreta}} se pasó al lunes."'),
  prompt('email', 'Caro Sig. {{P/it:Bellandi}}, le invio in allegato il preventivo aggiornato.'),
  prompt('email', 'Geachte heer {{P/nl:Verhoeven}}, hierbij stuur ik u de offerte.'),
  prompt('meeting', 'Spotkanie z panem {{P/pl:Wójcikiem}} przeniesione na piątek.'),
  prompt('chat', 'Zadzwoń do pani {{P/pl:Krystyny}}, ona ma klucze do biura.'),
  prompt('email', 'Prezado Sr. {{P/br:Tavares}}, segue em anexo o contrato revisado.'),
  prompt('email', 'Sayın {{P/tr:Erdem Kaplan}}, toplantı saat 14:00’e alındı.'),
  prompt('translation', 'Translate to English: "M. {{P/fr:Dubreuil}} et Mme {{P/fr:Lacoste}} seront absents demain."'),
  prompt('meeting', 'Anwesend: Herr {{P/de:Oberhauser}}, Frau {{P/de:Lindner}}, Herr {{P/tr:Yıldız}}'),
  // Verbs of speech and contact
  prompt('translation', 'Translate: "{{P/es:Íñigo}} dijo que el informe estará listo el viernes."'),
  prompt('translation', 'Peux-tu traduire : « {{P/fr:Amélie}} a dit que le serveur était en panne » ?'),
  prompt('chat', '{{P/de:Jürgen}} hat gesagt, dass wir das Release verschieben.'),
  prompt('translation', 'Traduz: "{{P/pt:Gonçalo}} disse que chega amanhã de manhã."'),
  prompt('translation', 'Przetłumacz: „{{P/pl:Bartosz}} powiedział, że nie zdąży na spotkanie.”'),
  prompt('chat', 'Ieri {{P/it:Gianluca}} ha detto che il cliente è soddisfatto.'),
  prompt('chat', '{{P/nl:Sanne}} zei dat de bestelling vertraagd is.'),
  prompt('chat', '{{P/tr:Emine}} dedi ki toplantı iptal oldu.'),
  // Greetings and sign-offs
  prompt('email', 'Hola {{P/es:Marta}},\n¿puedes revisar el presupuesto antes del martes?\nGracias,\n{{P/es:Rodrigo}}'),
  prompt('email', 'Bonjour {{P/fr:Luc}},\nle devis est en pièce jointe.\nBien à vous,\n{{P/fr:Camille}}'),
  prompt('chat', 'Cześć {{P/pl:Ania}}, masz chwilę po obiedzie?'),
  prompt('email', 'Olá {{P/pt:Rui}},\njá tens os números de abril?\nAbraços,\n{{P/pt:Inês}}'),
  prompt('email', 'Hallo {{P/de:Katrin}},\nkurze Frage zum Urlaubsantrag.\nLG {{P/de:Moritz}}'),
  prompt('email', 'Ciao {{P/it:Federica}},\nti giro il file. A presto,\n{{P/it:Matteo}}'),
  prompt('email', 'Hoi {{P/nl:Joris}},\nkun jij morgen de demo doen?\nGroetjes, {{P/nl:Fleur}}'),
  prompt('email', 'Merhaba {{P/tr:Selin}},\ndosyayı ekte gönderiyorum.\nSaygılarımla,\n{{P/tr:Burak Öztürk}}'),
  // Lower case in chat
  prompt('chat', 'frag mal {{P/de:jörg}}, der kennt sich mit dem Drucker aus'),
  prompt('chat', 'pregunta a {{P/es:maría}} si viene a la cena'),
  prompt('chat', 'demande à {{P/fr:hélène}} pour les clés'),
  prompt('chat', 'ping {{P/pt:joão}} when the build is green'),
  prompt('chat', 'ask {{P/es:maria}} about it, she ran the numbers'),
  prompt('chat', 'napisz do {{P/pl:kasi}}, ona wie'),
  prompt('chat', 'chiedi a {{P/it:giulia}} se ha finito le slide'),
  prompt('chat', 'vraag het even aan {{P/nl:pieter}}'),
  prompt('chat', 'fala com o {{P/br:thiago}} sobre o acesso'),
  // Quotes and colons
  prompt('translation', 'Übersetze: „{{P/de:Günther Maaß}}“ ist der neue Ansprechpartner.'),
  prompt('ticket', 'Zugewiesen an: {{P/de:Annegret Vogt}}\nPriorität: hoch'),
  prompt('ticket', 'Responsable : {{P/fr:Benoît Chevalier}}\nStatut : en cours'),
  prompt('ticket', 'Asignado a: {{P/es:Ainhoa Etxeberria}}\nEstado: abierto'),
  prompt('chat', 'el cliente se llama "{{P/es:Begoña}}", no "Begonia"'),
  prompt('meeting', 'Protokół: {{P/pl:Grzegorz Wiśniewski}}\nObecni: {{P/pl:Dorota Zając}}, {{P/pl:Paweł Kamiński}}'),
  // Known cut points and time words
  prompt('email', 'Spotkałem {{P/pl:Jana Kowalskiego}} w Krakowie.'),
  prompt('news', 'Pani {{P/pl:Elżbieta Mazur}} w poniedziałek odebrała nagrodę.'),
  prompt('news', 'Mme {{P/fr:Claire Dumont}} et des représentants du syndicat ont signé l’accord.'),
  prompt('allcaps', 'FIRMADO: {{P/es:JAVIER SOTO}}\nAyer se envió la copia.'),
  prompt('allcaps', 'SIGNÉ : {{P/fr:PIERRE LAMBERT}}\nHier le document a été envoyé.'),
  prompt('allcaps', 'GEZEICHNET: {{P/de:KLAUS HEINRICH}}\nGestern wurde das Dokument verschickt.'),
  prompt('allcaps', 'ASSINADO: {{P/br:ANTÔNIO FERREIRA}}\nOntem o contrato foi enviado.'),
  // Single given names and surnames alone
  prompt('chat', 'Wo ist {{P/de:Hartmann}}? Das Meeting fängt gleich an.'),
  prompt('chat', '¿Has visto a {{P/es:Arantxa}} hoy?'),
  prompt('chat', 'Est-ce que {{P/fr:Gaëlle}} vient ce soir ?'),
  prompt('chat', 'Czy {{P/pl:Zbigniew}} już wrócił z urlopu?'),
  prompt('chat', '{{P/tr:Oğuz}} bugün izinli.'),
  // Name-free: capitalised nouns, sentence-initial verbs, greetings, months, places
  prompt('chat', 'Hallo zusammen, die Besprechung im Juni fällt aus.'),
  prompt('email', 'Sehr geehrte Damen und Herren,\n\nanbei die Unterlagen zur Steuererklärung.\n\nMit freundlichen Grüßen'),
  prompt('chat', 'Frag mal nach, ob der Drucker wieder geht.'),
  prompt('chat', 'Bonjour à tous, la réunion de mars est reportée.'),
  prompt('chat', 'Dijo que llegaría tarde por la lluvia en Sevilla.'),
  prompt('chat', 'Cześć wszystkim, spotkanie w Gdańsku w piątek.'),
  prompt('email', 'Olá a todos,\no relatório de maio já está no Drive.\nAbraços'),
  prompt('chat', 'Gestern war die Kantine geschlossen, Heute ist sie offen.'),
  prompt('chat', 'Ciao ragazzi, Venerdì si lavora da casa.'),
  prompt('ticket', 'Status: offen\nZugewiesen an: Support-Team\nKategorie: Netzwerk'),
  prompt('chat', 'Merhaba arkadaşlar, Pazartesi toplantı var.'),
  prompt('chat', 'Goedemorgen allemaal, Vergadering om tien uur in Utrecht.'),
];
