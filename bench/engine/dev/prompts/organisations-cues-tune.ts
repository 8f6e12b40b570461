import { prompt, type SourcePrompt } from '../../heldout/prompts/source';

/**
 * Organisations known only from the words around them: companies named by an ordinary or invented
 * word, banks and non-profits in several languages, names in quotes, in lower-case chat and in
 * capitals. Most names are invented, so only the cues (verbs, prepositions, head words, signature
 * and column positions) can find them. Written in one go with organisations-cues-check.ts; this half
 * may be tuned on, the other is only measured. The name-free prompts reuse the same cues.
 */
export const ORGANISATIONS_CUES_TUNE: readonly SourcePrompt[] = [
  // Companies without a legal suffix, found by the verb or preposition around them
  prompt('email', 'Hi {{P/en:Sam}},\nwe finally signed with {{O/company:Tallowby}} for the warehouse software. Kick-off is on Monday.'),
  prompt('news', '{{O/company:Brightmoor Analytics}} announced a second round of layoffs on Thursday.'),
  prompt('chat', 'my cousin works at {{O/company:Quillfeather}} now, says the pay is decent'),
  prompt('ticket', 'Customer of {{O/company:Harbourline Freight}} reports duplicate invoices since the last release.'),
  prompt('meeting', 'Action: ask {{O/company:Norvale}} support whether the API limit can be raised.'),
  prompt('email', 'Dear all,\n{{O/company:Vantory}}\'s board approved the merger last night.'),
  prompt('news', 'Shares of {{O/company:Corveth Mining}} fell 12 % after the quarterly report.'),
  prompt('chat', 'i emailed {{O/company:plumly}} support twice and nobody answered'),
  prompt('ticket', 'Integration with {{O/company:Stackwise}} fails with HTTP 502 since 09:14 UTC.'),
  prompt('legal', 'This Agreement is entered into by and between {{O/company:Greyfield Systems}} and the Customer.'),
  prompt('email', 'Hello,\nI am writing on behalf of {{O/company:Lumenfold}} regarding your recent order.'),
  prompt('meeting', 'The team met {{O/company:Oakhurst Dynamics}} at their HQ in Leeds.'),
  prompt('hr', 'Employer: {{O/company:Pinecrest Robotics}}\nPosition: senior engineer\nFrom: 2019'),
  prompt('chat', 'anyone here ever used {{O/company:Shipwell}} for international parcels?'),
  prompt('news', '{{O/company:Redwater Energy}} said it would cut 400 jobs in Aberdeen.'),
  prompt('email', 'Best regards,\n{{P/de:Jonas Weber}}\nHead of Procurement\n{{O/company:Kestrel Logistics}}\n+49 30 1234567'),
  prompt('table', 'Vendor | Contract end | Owner\n{{O/company:Brambleworks}} | 2026-03-31 | IT\n{{O/company:Tidewell}} | 2025-12-31 | Finance'),
  prompt('translation', 'DE: Wir haben den Vertrag mit {{O/company:Feldmark}} gekündigt.\nEN: We terminated the contract with {{O/company:Feldmark}}.'),
  prompt('translation', 'FR: {{O/company:Verlaine Conseil}} a annoncé l\'ouverture d\'un bureau à Lyon.'),
  prompt('email', 'Hola,\nla empresa {{O/company:Solmarino}} nos ha enviado el presupuesto.'),
  prompt('chat', 'just got an offer from {{O/company:Duskfield}}, should i take it?'),
  prompt('ticket', 'Refund requested by a {{O/company:Crestmont}} customer: order 88412.'),
  // Banks and financial firms
  prompt('email', 'Dear Sir or Madam,\nplease transfer the deposit to our account at {{O/bank:Banco Meridional}}.'),
  prompt('chat', 'my card from {{O/bank:Fenwick Bank}} got declined at the airport'),
  prompt('email', 'Sehr geehrte Damen und Herren,\ndie {{O/bank:Volksbank Mittelrhein}} hat die Lastschrift zurückgegeben.'),
  prompt('translation', 'PT: O empréstimo foi aprovado pelo {{O/bank:Banco Atlântico Sul}}.\nEN: The loan was approved by {{O/bank:Banco Atlântico Sul}}.'),
  prompt('news', '{{O/bank:Caja Rural de Almenara}} reported a record profit for the year.'),
  prompt('ticket', 'Payment to {{O/bank:Banca Valtellina}} bounced: beneficiary IBAN invalid.'),
  prompt('chat', 'transferred everything to {{O/bank:trustmark credit union}} last week'),
  prompt('meeting', 'Financing: {{O/bank:Northgate Capital}} offered a bridge loan at 7 %.'),
  prompt('email', 'Bonjour,\nla {{O/bank:Caisse d\'Épargne Rhône-Alpes}} demande une copie du bail.'),
  prompt('allcaps', 'BENEFICIARY BANK: {{O/bank:BANK PERDANA}}\nSWIFT: BPERIDJA'),
  // Non-profits and foundations
  prompt('email', 'Dear friends,\nthe {{O/ngo:Harrow Hill Foundation}} has approved our grant application.'),
  prompt('translation', 'PT: A {{O/ngo:Fundação Luz do Vale}} abriu inscrições para bolsas.\nEN: The {{O/ngo:Fundação Luz do Vale}} opened applications for grants.'),
  prompt('chat', 'we volunteered for {{O/ngo:Open Hands}} at the food bank on sunday'),
  prompt('news', '{{O/ngo:Fondazione Lago Verde}} will fund three new scholarships.'),
  prompt('email', 'Beste collega,\n{{O/ngo:Stichting Groene Brug}} vraagt om een bijdrage voor het project.'),
  prompt('meeting', 'Donation of €5,000 from the {{O/ngo:Mercer Trust}} was confirmed.'),
  // Quotes, capitals and lower case
  prompt('chat', 'they said "{{O/company:Bluepine}}" would call back but they never did'),
  prompt('email', 'Our partner, "{{O/company:Westbrook Media}}", will host the launch event.'),
  prompt('allcaps', 'URGENT: {{O/company:ARDENT LOGISTICS}} HAS NOT CONFIRMED THE PICKUP. PLEASE CALL THEM.'),
  prompt('allcaps', 'CONTRACT TERMINATED WITH {{O/company:SILVERGATE SUPPLY}} EFFECTIVE IMMEDIATELY'),
  prompt('chat', 'anyone know if {{O/company:zentrico}} is hiring? their careers page is dead'),
  prompt('chat', 'called {{O/bank:banco solano}} again, still no refund'),
  // Name-free prompts with the same cues
  prompt('email', 'Hi,\nwe finally signed with the new vendor for the warehouse software. Kick-off is on Monday.'),
  prompt('chat', 'my cousin works at the hospital now, says the pay is decent'),
  prompt('ticket', 'Customer reports duplicate invoices since the last release.'),
  prompt('meeting', 'Action: ask support whether the API limit can be raised.'),
  prompt('chat', 'i emailed customer support twice and nobody answered'),
  prompt('email', 'Best regards,\nHead of Procurement\n+49 30 1234567'),
  prompt('chat', 'just got an offer from another team, should i take it?'),
  prompt('allcaps', 'URGENT: THE CARRIER HAS NOT CONFIRMED THE PICKUP. PLEASE CALL THEM.'),
  prompt('chat', 'they said "soon" would call back but they never did'),
  prompt('news', 'Shares fell 12 % after the quarterly report.'),
];
