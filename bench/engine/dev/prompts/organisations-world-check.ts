import { prompt, type SourcePrompt } from '../../heldout/prompts/source';

/**
 * The same shapes as organisations-world-tune.ts, written at the same time: this half is only
 * measured, never tuned on, so it shows how rules built on the other half carry over.
 */
export const ORGANISATIONS_WORLD_CHECK: readonly SourcePrompt[] = [
  // Non-profits
  prompt('chat', 'my mom works for {{O/ngo:Fundación Carlos Slim}} in the health programme'),
  prompt('email', 'Liebe Kolleginnen und Kollegen,\ndie {{O/ngo:Robert Bosch Stiftung}} hat unseren Antrag bewilligt.'),
  prompt('chat', 'ran the 10k for {{O/ngo:gift of the givers}} last sunday'),
  prompt('news', 'The {{O/ngo:Fondation Mérieux}} opened a laboratory in Bamako.'),
  prompt('email', 'Beste vrijwilligers,\n{{O/ngo:Stichting Jarige Job}} zoekt begeleiders voor de zomer.'),
  prompt('meeting', 'Minutes, 4 May\n- The {{O/ngo:Asociación Española Contra el Cáncer}} sent the survey results.\n- AOB: none.'),
  prompt('ticket', 'Receipt for the {{O/ngo:Deutsches Komitee Katastrophenvorsorge}} shows last year\'s date.'),
  prompt('chat', 'anyone volunteered with {{O/ngo:Mercy Relief}}? is it legit'),
  prompt('translation', 'IT: La {{O/ngo:Fondazione Telethon}} ha raccolto 60 milioni.\nEN: The {{O/ngo:Fondazione Telethon}} raised 60 million.'),
  prompt('news', '{{O/ngo:Deutscher Alpenverein}} warned hikers about the avalanche risk.'),
  prompt('email', 'Dear members,\nthe {{O/ngo:Alliance for Financial Inclusion}} will publish the report next week.'),
  prompt('chat', 'we give monthly to {{O/ngo:direct relief}}, they ship medicine fast'),
  prompt('legal', 'This memorandum is signed by {{O/ngo:Fundação Bradesco}} and the Municipality.'),
  prompt('meeting', 'Attendees: board; one delegate of {{O/ngo:Federación Española de Bancos de Alimentos}}.'),
  prompt('allcaps', 'REMINDER: {{O/ngo:LIGA CONTRA EL CÁNCER}} COLLECTION ON SATURDAY'),
  // Government bodies
  prompt('translation', 'FR: L\'{{O/agency:Agence nationale de sécurité du médicament}} finance trois thèses.\nEN: The {{O/agency:Agence nationale de sécurité du médicament}} funds three theses.'),
  prompt('email', 'Guten Tag,\ndie Warnung des {{O/agency:Bundesamt für Sicherheit in der Informationstechnik}} betrifft unsere Router.'),
  prompt('ticket', 'Report for the {{O/ministry:Ministerio de Vivienda y Agenda Urbana}} is missing the VAT column.'),
  prompt('news', 'The {{O/agency:Instituto Colombiano de Bienestar Familiar}} ({{O/agency:ICBF}}) hired 5,000 teachers.'),
  prompt('chat', 'still no refund from {{O/agency:udbetaling danmark}}, 6 weeks now'),
  prompt('email', 'Madame,\nle {{O/ministry:Ministère de l\'Agriculture}} nous a demandé le bilan.'),
  prompt('meeting', 'Data source: {{O/agency:Instituto Nacional de Seguridad Social}}, figures of May.'),
  prompt('allcaps', 'NOTICE FROM {{O/agency:AGENZIA DELLE DOGANE E DEI MONOPOLI}} ABOUT THE TAX RETURN'),
  // Universities and hospitals
  prompt('ticket', 'VPN access denied for students of {{O/university:Universidad de Antioquia}}.'),
  prompt('email', 'Gentile dottoressa,\nsono un ricercatore dell\'{{O/university:Università di Bologna}}.'),
  prompt('chat', 'applied to {{O/university:universidad de concepción}} for the masters, fingers crossed'),
  prompt('hr', 'Education: BSc, {{O/university:Hochschule für Technik und Wirtschaft Berlin}}\nLanguages: German, English'),
  prompt('chat', 'my brother studies at {{O/university:Politechnika Warszawska}} now'),
  prompt('meeting', 'Action: ask {{O/hospital:Klinikum Stuttgart}} for the ethics approval.'),
  prompt('medical', 'Patient referred from {{O/hospital:Hospital Universitario Virgen del Rocío}} with the imaging report.'),
  prompt('email', 'Bonjour,\nles résultats arrivent de l\'{{O/hospital:Hôpital Bichat}} demain.'),
  // Cooperative and savings banks
  prompt('allcaps', 'TRANSFER FROM {{O/bank:SPARKASSE BREMEN}} REF 7731'),
  prompt('chat', 'just moved my savings to {{O/bank:caja de ingenieros}}, better rates'),
  prompt('email', 'Hallo,\ndie Überweisung an die {{O/bank:Kreissparkasse Tübingen}} ist nicht angekommen.'),
  prompt('news', '{{O/bank:Banco Agrícola}} raised its lending rates in El Salvador.'),
  prompt('ticket', 'Statement import from {{O/bank:Cooperativa JEP}} shows duplicate rows.'),
  prompt('table', 'Lender | Country\n{{O/bank:Raiffeisenkasse Bruneck}} | IT\n{{O/bank:Banco Caja Social}} | CO'),
  prompt('chat', 'does {{O/bank:kreissparkasse köln}} charge for apple pay?'),
  prompt('legal', 'Payments shall be made to the account of the Buyer held with {{O/bank:Caja Popular Mexicana}}.'),
  prompt('translation', 'ES: La hipoteca la concedió {{O/bank:Caja Rural del Sur}}.\nEN: The mortgage was granted by {{O/bank:Caja Rural del Sur}}.'),
  // Name-free prompts of the same shapes
  prompt('chat', 'my mom works for a foundation in the health programme'),
  prompt('email', 'Liebe Kolleginnen und Kollegen,\ndie Stiftung hat unseren Antrag bewilligt.'),
  prompt('news', 'The foundation opened a laboratory in the capital.'),
  prompt('meeting', 'Minutes, 4 May\n- The association sent the survey results.\n- AOB: none.'),
  prompt('translation', 'FR: L\'agence finance trois thèses.\nEN: The agency funds three theses.'),
  prompt('email', 'Madame,\nle ministère nous a demandé le bilan.'),
  prompt('chat', 'applied to the university for the masters, fingers crossed'),
  prompt('allcaps', 'TRANSFER FROM THE SAVINGS BANK REF 7731'),
  prompt('ticket', 'Statement import from the credit union shows duplicate rows.'),
  prompt('email', 'Dear members,\nthe relief fund and the league will publish the report next week.'),
];
