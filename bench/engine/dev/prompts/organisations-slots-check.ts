import { prompt, type SourcePrompt } from '../../heldout/prompts/source';

/**
 * The same shapes as organisations-slots-tune.ts, written at the same time with other names: this
 * half is only measured, never tuned on.
 */
export const ORGANISATIONS_SLOTS_CHECK: readonly SourcePrompt[] = [
  prompt('chat', 'i work at {{O/company:harbourview logistics}} since march, pay is ok'),
  prompt('chat', 'final round at {{O/company:quarry lane capital}} on friday, so nervous'),
  prompt('chat', 'my friend just joined {{O/company:Tessaly}} as a designer'),
  prompt('news', 'Shares of {{O/company:Verdane}} fell 4% after it lost a contract with the {{O/agency:Agencia de Protección Ambiental}}.'),
  prompt('email', 'Hi,\nWe signed a deal with {{O/company:Korvo}} for the fleet trackers; {{O/company:Korvo}} invoices monthly.'),
  prompt('news', '{{O/company:Bramblecote}}\'s shareholders rejected the offer.'),
  prompt('translation', 'Traduza: "A {{O/agency:Secretaria de Estado da Fazenda}} e o {{O/agency:Instituto Nacional do Seguro Social}} publicaram a portaria."'),
  prompt('translation', 'Traduis : « La {{O/agency:Direction départementale des territoires}} a consulté l\'{{O/agency:Office français de la biodiversité}}. »'),
  prompt('email', 'Sehr geehrte Damen und Herren,\ndas {{O/agency:Bundesinstitut für Risikobewertung}} hat die Studie veröffentlicht.'),
  prompt('email', 'Dzień dobry,\nprzesyłam pismo {{O/agency:Urzędu Marszałkowskiego Województwa Małopolskiego}}.'),
  prompt('news', 'The {{O/agency:Instituto Português do Mar e da Atmosfera}} ({{O/agency:IPMA}}) raised the warning level; {{O/agency:IPMA}} expects strong winds.'),
  prompt('allcaps', 'FROM: {{O/company:HARBOURVIEW LOGISTICS}}\nRE: DELIVERY SCHEDULE'),
  prompt('allcaps', 'EMPLOYER: {{O/company:QUARRY LANE CAPITAL}}\nROLE: ANALYST'),
  prompt('allcaps', 'FUNDS WILL BE SENT TO {{O/bank:PEOPLES TRUST BANK}} ON MONDAY'),
  prompt('chat', 'got into {{O/university:Universitas Airlangga}} and {{O/university:Universiti Sains Malaysia}}!!'),
  prompt('hr', 'Education: BA, {{O/university:Università di Pavia}}; MA, {{O/university:Hogeschool Rotterdam}}.'),
  prompt('email', 'Dear colleague,\nThe {{O/university:Helmholtz-Zentrum für Umweltforschung}} invites you to the May workshop.'),
  prompt('news', 'Scientists at the {{O/university:Institute for Marine and Antarctic Studies}} tagged forty seals.'),
  prompt('medical', 'Referred from {{O/hospital:Hôpital de la Pitié-Salpêtrière}} to {{O/hospital:Ospedale Niguarda}} for follow-up.'),
  prompt('ticket', 'Client {{O/company:Westbrook Provisions}} was billed twice; their bank {{O/bank:Lakeland Savings Bank}} shows both debits.'),
  prompt('meeting', 'Notes: {{O/company:Larkspur}} ships the samples; the {{O/agency:Water Services Authority}} licence is pending.'),
  prompt('chat', 'got a scary letter from the {{O/agency:Tax Administration}} today, is this normal?'),
  prompt('email', 'Hello,\nI am the operations manager at {{O/company:Heronsgate Care}}. Could you send the updated price list?'),
  prompt('news', 'The merger makes {{O/company:Castellan}} the biggest supplier of {{O/company:Ironbridge Rail}}.'),
  prompt('legal', 'The Licensor, {{O/company:Whitlock Software}}, grants the Licensee, {{O/company:Dunmore Retail}}, a licence.'),
  prompt('code', '# Reference rates: {{O/bank:Central Bank of Iceland}}, with {{O/bank:Danmarks Nationalbank}} as fallback.'),
  prompt('chat', 'finally left {{O/company:Copperline Studios}}, new job starts monday'),
  prompt('table', 'Customer;Sector\n{{O/company:Millbrook Orchards}};farming\n{{O/company:Silverline Tutors}};education\n{{O/company:Redwater Ferries}};transport'),
  // name-free
  prompt('chat', 'i work at night mostly, the pay is ok'),
  prompt('allcaps', 'FROM: HUMAN RESOURCES\nRE: HOLIDAY SCHEDULE'),
  prompt('email', 'Hello,\nI am the operations manager here. Could you send the updated price list?'),
  prompt('news', 'The merger makes the group the biggest supplier in the region.'),
  prompt('allcaps', 'EMPLOYER: NOT PROVIDED\nROLE: ANALYST'),
  prompt('meeting', 'Notes: the Steering Committee approved the Travel Policy; the Audit Panel meets Monday.'),
];
