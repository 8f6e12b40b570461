import { prompt, type SourcePrompt } from '../../heldout/prompts/source';

/**
 * Harder shapes than organisations-structure-*.ts: one-word company names in an employer's or a
 * buyer's slot, lower-case chat, public bodies written in their own language (with lower-case
 * words inside), names in capitals after a form's label or a sender's line, and research
 * institutes. Written in one go with organisations-slots-check.ts; this half may be tuned on,
 * the other is only measured.
 */
export const ORGANISATIONS_SLOTS_TUNE: readonly SourcePrompt[] = [
  prompt('chat', 'i work at {{O/company:ridgeline dental}} now, the commute is killing me'),
  prompt('chat', 'interview at {{O/company:kestrel analytics}} tmrw, any tips?'),
  prompt('chat', 'my brother just joined {{O/company:Vantiq}} as a backend dev'),
  prompt('news', 'Shares of {{O/company:Ombra}} rose 6% after it won a contract with the {{O/agency:Dirección General de Tráfico}}.'),
  prompt('email', 'Hello,\nWe have a contract with {{O/company:Plexo}} for the warehouse scanners; {{O/company:Plexo}} support is unresponsive.'),
  prompt('news', '{{O/company:Zentara}}\'s headquarters in Leeds will close next year.'),
  prompt('translation', 'Translate to English: "O {{O/ministry:Ministério da Agricultura e Pecuária}} e a {{O/agency:Secretaria Municipal de Saúde}} de Recife assinaram o termo."'),
  prompt('translation', 'Traduis en anglais : « La {{O/agency:Direction générale des Finances publiques}} a écrit à l\'{{O/agency:Agence de l\'eau Seine-Normandie}}. »'),
  prompt('email', 'Sehr geehrte Damen und Herren,\ndie {{O/agency:Bundesanstalt für Arbeitsschutz und Arbeitsmedizin}} hat unseren Antrag geprüft.'),
  prompt('email', 'Dzień dobry,\nw załączniku decyzja {{O/agency:Urzędu Miasta Krakowa}} w sprawie parkowania.'),
  prompt('news', 'The {{O/agency:Agencia Estatal de Meteorología}} ({{O/agency:AEMET}}) issued a red alert; {{O/agency:AEMET}} expects 44 degrees in Córdoba.'),
  prompt('allcaps', 'FROM: {{O/company:KESTREL ANALYTICS}}\nRE: OVERDUE INVOICE 4471'),
  prompt('allcaps', 'EMPLOYER: {{O/company:RIDGELINE DENTAL}}\nPOSITION: HYGIENIST\nSTART DATE: 02/05'),
  prompt('allcaps', 'PLEASE REMIT PAYMENT TO {{O/bank:UNITED CREDIT BANK}} ACCOUNT 0091'),
  prompt('chat', 'applied to {{O/university:Universitas Gadjah Mada}} and {{O/university:Universiti Putra Malaysia}}, waiting to hear'),
  prompt('hr', 'Education: BSc, {{O/university:Politecnico di Bari}}; MSc, {{O/university:Hogeschool Utrecht}}.'),
  prompt('email', 'Dear Dr. {{P/ng:Okafor}},\nThe {{O/university:Leibniz-Institut für Troposphärenforschung}} would like to host your visit in May.'),
  prompt('news', 'Researchers at the {{O/university:Centre for Ecology and Hydrology}} found microplastics in every sample.'),
  prompt('medical', 'Transferred from {{O/hospital:Hôpital de la Croix-Rousse}} to {{O/hospital:Ospedale San Raffaele}} for surgery.'),
  prompt('ticket', 'Client {{O/company:Northwind Traders}} reports duplicate charges; their bank {{O/bank:Coastal Community Bank}} confirmed two debits.'),
  prompt('meeting', 'Notes: {{O/company:Bluefin}} will deliver the prototype; the {{O/agency:Port Authority}} permit is pending.'),
  prompt('chat', 'anyone else get a weird letter from the {{O/agency:Revenue Commissioners}}?'),
  prompt('email', 'Hi,\nI am the procurement lead at {{O/company:Sandpiper Health}}. We would like a quote for 200 licences.'),
  prompt('news', 'The deal makes {{O/company:Arkwright}} the largest customer of {{O/company:Lumen Forge}}.'),
  prompt('legal', 'The Supplier, {{O/company:Greyfriars Technical}}, shall deliver the goods to the Buyer, {{O/company:Tolland Marine}}.'),
  prompt('code', '// Exchange rates from the {{O/bank:Central Bank of Lesotho}}; fallback to the {{O/bank:Bank of Botswana}} feed.'),
  prompt('chat', 'just quit {{O/company:Fernwood Media}} after 4 years, feels weird'),
  prompt('table', 'Client;Sector;Since\n{{O/company:Alder Creek Farms}};agriculture;2019\n{{O/company:Brightpath Learning}};education;2021\n{{O/company:Cobalt Ferries}};transport;2022'),
  // name-free
  prompt('chat', 'i work at home most days now, the commute was killing me'),
  prompt('allcaps', 'FROM: ACCOUNTS PAYABLE\nRE: OVERDUE INVOICE 4471'),
  prompt('email', 'Hi,\nI am the procurement lead here. We would like a quote for 200 licences.'),
  prompt('news', 'Shares rose 6% after the company won a contract with the city.'),
  prompt('allcaps', 'EMPLOYER: SELF EMPLOYED\nPOSITION: CONSULTANT'),
  prompt('meeting', 'Notes: the Board will review the Annual Plan; the Finance Committee meets Friday.'),
];
