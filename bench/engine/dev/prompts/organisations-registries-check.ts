import { prompt, type SourcePrompt } from '../../heldout/prompts/source';

/**
 * The same shapes as organisations-registries-tune.ts, written at the same time and before the
 * registry organisation list existed: banks of national bank registries and companies of stock
 * indices, of many countries, that no rule was written for, and name-free prompts holding words
 * that are also firms' names. This half is only measured, never tuned on.
 */
export const ORGANISATIONS_REGISTRIES_CHECK: readonly SourcePrompt[] = [
  // Banks
  prompt('email', 'Hi,\nthe loan from {{O/bank:Pareto Bank}} closes on Friday; please sign the term sheet.'),
  prompt('chat', 'does anyone bank with {{O/bank:Luminor}}? their app logged me out again'),
  prompt('ticket', 'SEPA transfer to {{O/bank:Citadele}} rejected with AM04.'),
  prompt('table', 'Bank | Country\n{{O/bank:Landsbankinn}} | IS\n{{O/bank:Kvika}} | IS\n{{O/bank:Bigbank}} | EE'),
  prompt('email', 'Bonjour,\nle virement vers {{O/bank:MoraBanc}} est bloqué depuis lundi.'),
  prompt('news', '{{O/bank:Tokuda Bank}} and {{O/bank:Pancreta Bank}} reported higher deposits.'),
  prompt('chat', 'switched my salary account to {{O/bank:yapeal}} last month'),
  prompt('translation', 'DE: Das Depot liegt bei der {{O/bank:Bank Frick}}.\nEN: The custody account is held at {{O/bank:Bank Frick}}.'),
  prompt('ticket', 'Statement import from {{O/bank:Ekobanken}} fails: unknown CAMT version.'),
  prompt('email', 'Buna ziua,\ncontul la {{O/bank:Banca Romaneasca}} a fost inchis.'),
  prompt('allcaps', 'BENEFICIARY BANK: {{O/bank:MOLDINDCONBANK}}\nACCOUNT: 2224 0000 1234'),
  prompt('chat', 'salary came from {{O/bank:Mizrahi Tefahot}} a day late'),
  prompt('meeting', 'Quotes: {{O/bank:Al Rajhi Bank}} 5.1 %, {{O/bank:Enpara}} 4.8 %.'),
  prompt('email', 'Hola,\nel préstamo de {{O/bank:Ibercaja}} se firma el martes y el de {{O/bank:Kutxabank}} el jueves.'),
  prompt('chat', 'opened an account with {{O/bank:monzo}} and {{O/bank:bunq}} for travel'),
  prompt('legal', 'The Borrower shall maintain its operating account with {{O/bank:Nottingham Building Society}}.'),
  prompt('ticket', 'Card payments via {{O/bank:Mollie}} show as pending for two days.'),
  prompt('email', 'Ciao,\nla fideiussione arriva da {{O/bank:Banca Sella}} entro venerdì.'),
  prompt('table', 'Lender;Rate\n{{O/bank:Cartu Bank}};11.5\n{{O/bank:TBC Bank}};10.9'),
  prompt('chat', '{{O/bank:fio banka}} or {{O/bank:prima banka}}? which is cheaper for a small business'),
  // Listed companies
  prompt('news', '{{O/company:Hensoldt}} won a radar contract worth 200 million euros.'),
  prompt('email', 'Hi team,\nthe forklift quote from {{O/company:Jungheinrich}} is attached.'),
  prompt('chat', 'got an interview at {{O/company:nemetschek}} next week'),
  prompt('ticket', 'Supplier {{O/company:Sandvik}}: invoice 4411 duplicated in the ERP.'),
  prompt('meeting', 'Heat pumps: we compare {{O/company:Daikin}} and {{O/company:Alfa Laval}} offers.'),
  prompt('table', 'Ticker | Company\nKNEBV | {{O/company:Kone}}\nFORTUM | {{O/company:Fortum}}\nKESKOB | {{O/company:Kesko}}'),
  prompt('news', '{{O/company:Shiseido}} and {{O/company:Kikkoman}} beat profit forecasts.'),
  prompt('email', 'Dear Sir,\nour order with {{O/company:Tokyo Tatemono}} has been confirmed.'),
  prompt('chat', 'my uncle worked at {{O/company:hino motors}} for 30 years'),
  prompt('allcaps', 'VENDOR: {{O/company:WOLTERS KLUWER}}\nSTATUS: APPROVED'),
  prompt('translation', 'FR: Le contrat avec {{O/company:Teleperformance}} est renouvelé.\nEN: The contract with {{O/company:Teleperformance}} is renewed.'),
  prompt('ticket', 'Webhook from {{O/company:Adyen}} not received since 02:00.'),
  prompt('news', '{{O/company:Grifols}} shares fell after the audit report; {{O/company:Naturgy}} rose.'),
  prompt('email', 'Hallo,\ndie Lieferung von {{O/company:Krones}} kommt eine Woche später.'),
  prompt('chat', 'anyone interviewed at {{O/company:umicore}}? how was it'),
  prompt('meeting', 'Next slide: {{O/company:Welltower}} and {{O/company:Nucor}} in the dividend portfolio.'),
  prompt('hr', 'Previous employer: {{O/company:Kadant}}\nRole: process engineer'),
  prompt('table', 'Supplier,Category\n{{O/company:Givaudan}},fragrance\n{{O/company:Edenred}},vouchers\n{{O/company:Virbac}},veterinary'),
  // Name-free
  prompt('chat', 'the kids want to see the orion nebula through the new telescope'),
  prompt('email', 'Hi,\nthe target for Q3 is a progressive rollout; please discover the edge cases first.'),
  prompt('ticket', 'Connection pool exhausted after the match job ran; crown moulding photos missing.'),
  prompt('news', 'The carnival and the marathon closed several regions of the city centre.'),
  prompt('meeting', 'Align the equity plan with the insight from the citizens panel.'),
  prompt('chat', 'the central bank raised rates again, first national news said'),
  prompt('email', 'Dear all,\nthe savings bank on the corner closes at four.'),
  prompt('translation', 'FI: Kone on rikki.\nEN: The machine is broken.'),
  prompt('chat', 'solar panels and a heat pump, that is the whole plan'),
  prompt('ticket', 'Mosaic tiles arrived cracked; universal adapter missing from the box.'),
];
