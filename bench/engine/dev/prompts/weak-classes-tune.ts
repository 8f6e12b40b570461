import { prompt, type SourcePrompt } from '../../heldout/prompts/source';

/**
 * The classes the detector catches least: charities and other non-profits, banks, public bodies
 * and universities, organisations on lines written in capitals, names with diacritics and names
 * in quotes. Written fresh for the dev set; this half is tuned on, weak-classes-check.ts (written
 * at the same time) is only measured.
 */
export const WEAK_CLASSES_TUNE: readonly SourcePrompt[] = [
  // non-profits
  prompt('email', 'We applied for a grant from the {{O/ngo:Lindqvist Family Foundation}} last spring.'),
  prompt('news', '{{O/ngo:Doctors of the World}} sent two mobile clinics to the border town.'),
  prompt('chat', 'i volunteer with {{O/ngo:Habitat for Humanity}} on weekends'),
  prompt('email', 'The {{O/ngo:Fundación Amigos del Río}} has confirmed the workshop dates.'),
  prompt('news', 'The {{O/ngo:Stiftung Warentest}} rated the new heaters as poor.'),
  prompt('legal', 'Donations are received by {{O/ngo:Association Les Petits Pas}}, registered in Lyon.'),
  prompt('email', 'Our partners at the {{O/ngo:Coastal Wildlife Rescue Society}} need the volunteer list.'),
  prompt('meeting', 'Agenda: 1. Report from {{O/ngo:Youth Futures Network}} 2. Budget'),
  prompt('chat', 'did {{O/ngo:Oxfam}} reply about the shop volunteers?'),
  prompt('news', 'The {{O/ngo:Norwegian Refugee Council}} warned of food shortages.'),
  // banks
  prompt('email', 'Please wire the deposit to our account at {{O/bank:Banco Atlántico del Sur}}.'),
  prompt('chat', 'my card from {{O/bank:Kestrel Savings Bank}} got blocked again'),
  prompt('ticket', 'Refund failed: issuing bank {{O/bank:First Prairie Credit Union}} declined the reversal.'),
  prompt('news', 'The {{O/bank:Bank of Valdoria}} left its main rate unchanged at 4%.'),
  prompt('email', 'Statement enclosed from {{O/bank:Raiffeisenbank Oberland}} for March.'),
  prompt('table', 'Payee | Bank\nRent | {{O/bank:Caisse d\'Épargne Normandie}}\nPower | {{O/bank:Banca Popolare di Sondrio}}'),
  prompt('chat', 'switching my mortgage to {{O/bank:Monzo}} maybe'),
  prompt('legal', 'The loan is granted by {{O/bank:Northbridge Building Society}} to the borrower.'),
  // public bodies
  prompt('email', 'The {{O/agency:Federal Office for Migration and Refugees}} asked for a certified copy.'),
  prompt('legal', 'An appeal lies to the {{O/agency:Office of the Data Protection Commissioner}}.'),
  prompt('news', 'The {{O/agency:Agencia Estatal de Meteorología}} issued an orange warning.'),
  prompt('email', 'I have written to the {{O/agency:Ministère de la Transition écologique}} twice.'),
  prompt('chat', 'the {{O/agency:Environment Agency}} closed the footpath by the river'),
  prompt('ticket', 'Request from {{O/agency:Kreisverwaltung Lindenau}} about the invoice format.'),
  prompt('news', 'The {{O/agency:National Audit Office}} criticised the rollout.'),
  prompt('email', 'Your case has been passed to the {{O/agency:Valdoria Revenue Authority}}.'),
  // universities and schools
  prompt('hr', 'She holds a master\'s degree from {{O/university:Universidad Autónoma de Querétaro}}.'),
  prompt('email', 'The {{O/university:Westbrook Institute of Technology}} will host the conference.'),
  prompt('chat', 'he teaches at {{O/university:Politecnico di Torino}} now'),
  prompt('hr', 'Education: {{O/university:Uniwersytet Jagielloński}} (2012-2016)'),
  prompt('news', 'Researchers at {{O/university:Hallsworth College}} found traces of lead.'),
  // lines in capitals
  prompt('allcaps', 'DONATION RECEIPT - {{O/ngo:RIVERBEND FOOD BANK}}'),
  prompt('allcaps', 'ACCOUNT HOLDER: J. MARSH\nBANK: {{O/bank:FIRST COASTAL BANK}}\nSORT CODE: 20-00-00'),
  prompt('allcaps', 'NOTICE FROM {{O/agency:MINISTRY OF LABOUR}}: OFFICES CLOSED FRIDAY'),
  prompt('allcaps', 'SHIPPER: {{O/company:GRANITE PEAK OUTDOOR}}\nCONSIGNEE: {{O/company:LAKESHORE SPORTS}}'),
  prompt('allcaps', 'MEMBERS OF THE {{O/ngo:RAMBLERS ASSOCIATION}} MEET AT 9AM'),
  prompt('allcaps', 'TRANSCRIPT ISSUED BY {{O/university:UNIVERSITY OF WESTMOOR}}'),
  prompt('allcaps', 'INVOICE TO: {{O/company:BLUE HERON DESIGN}}'),
  // diacritics
  prompt('email', 'Thank you, {{P/cz:Radka Dvořáková}}, for the translation.'),
  prompt('chat', 'ask {{P/tr:Şükrü Öztürk}} about the tender'),
  prompt('meeting', 'Present: {{P/is:Guðrún Sigurðardóttir}}, {{P/pl:Łukasz Wróbel}}'),
  prompt('email', 'Contract signed by {{P/ro:Ștefan Bălănescu}} on behalf of the buyer.'),
  prompt('chat', '{{P/vn:Trần Thị Hương}} is out sick today'),
  prompt('ticket', 'Reporter: {{P/hu:Gergő Szőke}}'),
  // quoted names
  prompt('email', 'The new contact is "{{P/en:Margaret Ellery}}", not the one listed on the form.'),
  prompt('chat', 'the driver said his name was \'{{P/pl:Tomasz}}\''),
  prompt('ticket', 'Customer name on the order: "{{P/de:Jürgen Haas}}"'),
  prompt('news', 'A spokeswoman, “{{P/fr:Amélie Roussel}}”, declined to comment.'),
  prompt('code', 'const owner = "{{P/es:Lucía Benítez}}";'),
  prompt('email', 'The account is registered to “{{O/company:Harbourside Print}}”.'),
];
