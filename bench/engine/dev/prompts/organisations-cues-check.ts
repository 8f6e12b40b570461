import { prompt, type SourcePrompt } from '../../heldout/prompts/source';

/**
 * The measured half of organisations-cues-tune.ts: same classes and cues, other invented names.
 * Never tuned on.
 */
export const ORGANISATIONS_CUES_CHECK: readonly SourcePrompt[] = [
  // Companies without a legal suffix
  prompt('email', 'Hi {{P/in:Priya}},\nwe signed with {{O/company:Marlowe Freight}} yesterday; the pilot starts in May.'),
  prompt('news', '{{O/company:Ironleaf}} announced a recall of 20,000 e-bikes.'),
  prompt('chat', 'my brother works for {{O/company:Glimmerstone}} in their Berlin office'),
  prompt('ticket', 'Login via {{O/company:Keyhaven}} SSO fails for all users in the EU tenant.'),
  prompt('meeting', 'Decision: move the CRM from {{O/company:Pellucid}} to an in-house tool.'),
  prompt('email', 'Dear team,\n{{O/company:Thornbury Labs}}\' CEO will join the call on Friday.'),
  prompt('news', 'Investors in {{O/company:Sablecrest}} pushed for a new chair.'),
  prompt('chat', 'ugh {{O/company:fastlane}} support is useless, third ticket this month'),
  prompt('legal', 'The Supplier, {{O/company:Copperline Solutions}}, shall deliver the goods within 30 days.'),
  prompt('email', 'Kind regards,\n{{P/pt:Maria Lopes}}\nAccount Manager\n{{O/company:Saltmarsh Digital}}\nmaria@saltmarsh.example'),
  prompt('table', 'Client,Region,ARR\n{{O/company:Wrenfield}},EMEA,120000\n{{O/company:Oxbow Health}},NA,98000'),
  prompt('translation', 'ES: {{O/company:Altamar Logística}} firmó un acuerdo con el puerto.\nEN: {{O/company:Altamar Logística}} signed an agreement with the port.'),
  prompt('translation', 'IT: Ho lavorato per {{O/company:Brezza Digitale}} per tre anni.'),
  prompt('email', 'Hallo,\ndie Firma {{O/company:Hagedorn Technik}} hat das Angebot angenommen.'),
  prompt('chat', 'got rejected by {{O/company:Northwind}} after the final round lol'),
  prompt('ticket', 'Escalation from {{O/company:Bellhaven}}: SLA breach on priority 1 incidents.'),
  prompt('hr', 'Previous employer: {{O/company:Quarry Lane Studios}}\nReason for leaving: relocation'),
  prompt('news', '{{O/company:Driftwood Games}} confirmed the studio will close in June.'),
  // Banks and financial firms
  prompt('email', 'Dear Mr {{P/gh:Osei}},\nthe funds were received at {{O/bank:Banco del Pacífico Norte}} this morning.'),
  prompt('chat', 'my {{O/bank:Harlow Bank}} app keeps logging me out'),
  prompt('email', 'Sehr geehrte Frau {{P/de:Krause}},\ndie {{O/bank:Sparkasse Oberland}} hat die Kreditzusage erteilt.'),
  prompt('translation', 'FR: Le prêt a été accordé par la {{O/bank:Banque du Val}}.\nEN: The loan was granted by {{O/bank:Banque du Val}}.'),
  prompt('news', '{{O/bank:Crédit Montagnard}} raised its mortgage rates again.'),
  prompt('ticket', 'Direct debit rejected by {{O/bank:Caixa Serrana}}: mandate not found.'),
  prompt('chat', 'opened an account with {{O/bank:bank kaliwa}} because the fees are lower'),
  prompt('meeting', 'Funding: {{O/bank:Ashford Capital Partners}} will lead the Series B.'),
  prompt('allcaps', 'PAYMENT TO {{O/bank:BANCO ESTRELA}} FAILED - PLEASE RETRY'),
  // Non-profits and foundations
  prompt('email', 'Dear Ms {{P/in:Patel}},\nthe {{O/ngo:Whitcombe Foundation}} is pleased to support your project.'),
  prompt('translation', 'ES: La {{O/ngo:Fundación Horizonte Claro}} donó mil libros a la escuela.'),
  prompt('chat', 'we raised 2k for {{O/ngo:Little Lanterns}} at the school fair'),
  prompt('news', 'The charity {{O/ngo:Bread and Roses}} warned of rising demand this winter.'),
  prompt('email', 'Dzień dobry,\n{{O/ngo:Fundacja Zielony Most}} przesłała umowę do podpisu.'),
  prompt('meeting', 'The {{O/ngo:Ellery Trust}} asked for the final report by March.'),
  // Quotes, capitals and lower case
  prompt('chat', 'the guy from "{{O/company:Pinewood Partners}}" never showed up'),
  prompt('email', 'We have chosen "{{O/company:Clearpath}}" as our payroll provider.'),
  prompt('allcaps', 'REMINDER: {{O/company:HALCYON FREIGHT}} INVOICE IS OVERDUE'),
  prompt('allcaps', 'WE SIGNED WITH {{O/company:BRIGHTWAVE}} FOR THE NEW OFFICE NETWORK'),
  prompt('chat', 'does anyone work at {{O/company:tallgrass}}? need a referral'),
  prompt('chat', 'my salary from {{O/company:meadowlark}} came in late again'),
  // Name-free prompts with the same cues
  prompt('email', 'Hi,\nwe signed with a new carrier yesterday; the pilot starts in May.'),
  prompt('chat', 'my brother works for a startup in their Berlin office'),
  prompt('ticket', 'Login via SSO fails for all users in the EU tenant.'),
  prompt('chat', 'ugh support is useless, third ticket this month'),
  prompt('email', 'Kind regards,\nAccount Manager\nSales team'),
  prompt('chat', 'got rejected after the final round lol'),
  prompt('allcaps', 'REMINDER: THE INVOICE IS OVERDUE'),
  prompt('chat', 'does anyone work at night? need advice'),
  prompt('email', 'We have chosen "monthly" as our payroll cycle.'),
  prompt('news', 'The charity warned of rising demand this winter.'),
];
