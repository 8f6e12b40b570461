import { prompt, type SourcePrompt } from '../../heldout/prompts/source';

/**
 * Banks of national bank registries and companies of stock indices, of many countries, and
 * name-free prompts holding words that are also firms' names. The list that finds them
 * (core/names/registry-organisations.json) is filtered while reading this half; the check half
 * (organisations-registries-check.ts) is only measured.
 */
export const ORGANISATIONS_REGISTRIES_TUNE: readonly SourcePrompt[] = [
  // Banks
  prompt('email', 'Hi,\nthe guarantee from {{O/bank:Podravska Banka}} arrived this morning.'),
  prompt('chat', 'is {{O/bank:Rietumu}} still open for non-residents?'),
  prompt('ticket', 'IBAN validation fails for {{O/bank:Coop Pank}} accounts.'),
  prompt('table', 'Bank | Country\n{{O/bank:Arion Banki}} | IS\n{{O/bank:Vivabank}} | GR\n{{O/bank:Bank Cler}} | CH'),
  prompt('email', 'Hej,\nlånet från {{O/bank:JAK Medlemsbank}} är godkänt.'),
  prompt('news', '{{O/bank:Zapad Banka}} and {{O/bank:Enpara Bank}} cut fees.'),
  prompt('chat', 'moved my savings to {{O/bank:bankinter}} for the rate'),
  prompt('translation', 'PT: A conta está no {{O/bank:Banco CTT}}.\nEN: The account is at {{O/bank:Banco CTT}}.'),
  prompt('ticket', 'Direct debit via {{O/bank:Triodos}} returned with MD07.'),
  prompt('email', 'Hola,\nla hipoteca con {{O/bank:Unicaja}} se renueva en junio; {{O/bank:Abanca}} ofrece menos.'),
  prompt('allcaps', 'PAYING BANK: {{O/bank:METRO BANK}}\nSORT CODE: 23-05-80'),
  prompt('chat', 'knab or {{O/bank:holvi}} for a freelancer account?'),
  prompt('meeting', 'Custody offers: {{O/bank:Mediobanca}} and {{O/bank:BPER Banca}}.'),
  prompt('legal', 'Payments shall be made to the account held with {{O/bank:Evenlode Investment Management}}.'),
  prompt('email', 'Dear client,\n{{O/bank:Brevan Howard}} will call you about the fund.'),
  prompt('chat', 'my card from {{O/bank:fio banka}} stopped working abroad'),
  prompt('ticket', 'Reconciliation with {{O/bank:Banca Ifis}} shows 3 open items.'),
  prompt('table', 'Lender;Rate\n{{O/bank:Montepio}};3.9\n{{O/bank:Kvika}};8.2'),
  // Listed companies
  prompt('news', '{{O/company:Aixtron}} raised its outlook; {{O/company:Vossloh}} kept it.'),
  prompt('email', 'Hi,\nthe insurance renewal with {{O/company:Talanx}} is due in March.'),
  prompt('chat', 'just got an offer from {{O/company:sixt}}, in munich'),
  prompt('ticket', 'Vendor {{O/company:Boliden}}: PO 7781 blocked.'),
  prompt('meeting', 'Packaging: {{O/company:Essity}} versus {{O/company:Wärtsilä}} service contracts.'),
  prompt('table', 'Ticker | Company\n6367 | {{O/company:Daikin Industries}}\n6954 | {{O/company:Fanuc}}\n9843 | {{O/company:Nitori}}'),
  prompt('news', '{{O/company:Kubota}} cut prices on small tractors.'),
  prompt('email', 'Dear Madam,\nthe audit of {{O/company:Landsec}} begins on Monday.'),
  prompt('chat', 'my sister works at {{O/company:imcd}} in rotterdam'),
  prompt('allcaps', 'CUSTOMER: {{O/company:ACCIONA}}\nREGION: SPAIN'),
  prompt('translation', 'ES: {{O/company:Indra Sistemas}} firmó el contrato.\nEN: {{O/company:Indra Sistemas}} signed the contract.'),
  prompt('ticket', 'SSO with {{O/company:Sopra Steria}} tenant fails since the update.'),
  prompt('news', '{{O/company:Legrand}} and {{O/company:Kering}} led the CAC 40 higher.'),
  prompt('email', 'Hallo,\ndie Rechnung von {{O/company:Geberit}} fehlt noch.'),
  prompt('chat', 'anyone worked for {{O/company:sofina}}? asking for a friend'),
  prompt('meeting', 'Portfolio: {{O/company:Eurofins Scientific}}, {{O/company:Lonza Group}}, {{O/company:Randstad}}.'),
  prompt('hr', 'Previous employer: {{O/company:Pacira BioSciences}}\nRole: sales manager'),
  // Without a cue word before the name
  prompt('table', 'Counterparty\tExposure\n{{O/bank:Handelsbanken}}\t9.0\n{{O/bank:Alandsbanken}}\t1.2\n{{O/bank:Cecabank}}\t2.5'),
  prompt('news', '{{O/bank:OakNorth}} raised capital while {{O/bank:Allica}} cut jobs.'),
  prompt('chat', '{{O/bank:bawag}} or {{O/bank:oberbank}} for a mortgage?'),
  prompt('email', 'Hi,\n{{O/bank:Aareal}} confirmed; {{O/bank:Berenberg}} has not replied.'),
  prompt('allcaps', 'CORRESPONDENT: {{O/bank:HALKBANK}} / {{O/bank:EUROBANK}}'),
  prompt('ticket', '{{O/bank:Clearbank}} FPS callbacks arrive twice.'),
  prompt('news', '{{O/company:Bilfinger}}, {{O/company:Encavis}} and {{O/company:Cancom}} rose in Frankfurt.'),
  prompt('table', 'Holding | Weight\n{{O/company:Diageo}} | 2.9\n{{O/company:Centrica}} | 1.3\n{{O/company:Convatec}} | 0.7'),
  prompt('email', 'Bonjour,\n{{O/company:Covivio}} et {{O/company:Carmila}} ont publié leurs comptes.'),
  prompt('chat', '{{O/company:advantest}} or {{O/company:dentsu}} for the japan basket?'),
  prompt('meeting', '{{O/company:Corteva}} and {{O/company:Chemours}} reported before the open.'),
  prompt('translation', 'ES: {{O/company:Endesa}} y {{O/company:Sonae}} bajan.\nEN: {{O/company:Endesa}} and {{O/company:Sonae}} are down.'),
  // Name-free
  prompt('chat', 'the sixth solaria exhibition opens on friday'),
  prompt('email', 'Hi,\nwe need a ball park figure for the pool cover; snap a photo please.'),
  prompt('ticket', 'Progressive loading breaks on the target device; discover mode hangs.'),
  prompt('news', 'Citizens of the coastal regions crowded the carnival.'),
  prompt('meeting', 'Insight: align the marathon budget with the equity review.'),
  prompt('chat', 'the savings bank and the central bank both close early today'),
  prompt('email', 'Dear all,\nthe first national holiday of the year is on Monday.'),
  prompt('translation', 'FI: Kone pysähtyi.\nEN: The machine stopped.'),
  prompt('ticket', 'Universal search returns a mosaic of thumbnails; crown icon missing.'),
  prompt('email', 'Hi,\nthe starling nest is back under the roof; the tide is low at six.'),
  prompt('chat', 'the argenta reserve and the attica hills, what a trip'),
];
