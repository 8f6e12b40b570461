import { prompt, type SourcePrompt } from '../../heldout/prompts/source';

/**
 * Organisations of many countries that the word lists do not hold: non-profits (foundations,
 * relief committees, leagues, associations), ministries and agencies named in their own
 * languages, universities and hospitals, cooperative and savings banks; with and without a legal
 * suffix, in lower-case chat, capitals and other languages' sentences. Written in one go with
 * organisations-world-check.ts; this half may be tuned on, the other is only measured. The
 * name-free prompts have the same shapes.
 */
export const ORGANISATIONS_WORLD_TUNE: readonly SourcePrompt[] = [
  // Non-profits
  prompt('chat', 'my cousin volunteers at {{O/ngo:Fundación Pies Descalzos}} in barranquilla, they need tutors'),
  prompt('email', 'Sehr geehrte Damen und Herren,\nanbei der Förderbescheid der {{O/ngo:Heinz Sielmann Stiftung}} für das Moorprojekt.'),
  prompt('chat', 'got the scholarship from the {{O/ngo:mo ibrahim foundation}} !!!'),
  prompt('news', 'The {{O/ngo:Edhi Foundation}} sent forty ambulances to the flooded districts.'),
  prompt('email', 'Beste leden,\nde {{O/ngo:Vereniging Natuurmonumenten}} opent in mei twee nieuwe wandelroutes.'),
  prompt('meeting', 'Minutes, 12 March\n- The {{O/ngo:Liga Portuguesa Contra o Cancro}} asked for the screening figures.\n- Next meeting in April.'),
  prompt('ticket', 'Invoice for the {{O/ngo:Komitee gegen den Vogelmord}} was sent to the wrong address.'),
  prompt('chat', 'anyone here worked with {{O/ngo:Hilfswerk Austria}}? thinking of applying'),
  prompt('translation', 'IT: La {{O/ngo:Fondazione con il Sud}} ha finanziato il restauro.\nEN: The {{O/ngo:Fondazione con il Sud}} funded the restoration.'),
  prompt('news', '{{O/ngo:Stiftung Lesen}} handed out 50,000 reading packs to families.'),
  prompt('email', 'Dear partners,\nthe {{O/ngo:Alliance for Rural Electrification}} will host the next workshop in Nairobi.'),
  prompt('chat', 'we donate every christmas to {{O/ngo:akshaya patra foundation}}, they feed school kids'),
  prompt('legal', 'This grant agreement is entered into by {{O/ngo:Fondation du Patrimoine}} and the Beneficiary.'),
  prompt('meeting', 'Attendees: finance team; two delegates of {{O/ngo:Federación Nacional de Cafeteros}}.'),
  prompt('allcaps', 'URGENT: {{O/ngo:WIKIMEDIA DEUTSCHLAND}} NEEDS THE SIGNED FORM BY FRIDAY'),
  // Government bodies
  prompt('translation', 'FR: L\'{{O/agency:Agence française de développement}} finance la station d\'épuration.\nEN: The {{O/agency:Agence française de développement}} funds the treatment plant.'),
  prompt('email', 'Guten Tag,\nder Bescheid des {{O/agency:Bundesamt für Migration und Flüchtlinge}} liegt bei.'),
  prompt('ticket', 'Export for the {{O/ministry:Ministerio de Desarrollo Social}} fails on the CSV step.'),
  prompt('news', 'The {{O/agency:Servicio de Impuestos Internos}} ({{O/agency:SII}}) extended the filing deadline.'),
  prompt('chat', 'waiting 3 months for {{O/agency:bundesamt für justiz}} to answer, typical'),
  prompt('email', 'Madame, Monsieur,\nle {{O/ministry:Ministère des Solidarités}} a validé notre dossier.'),
  prompt('meeting', 'Data source: {{O/agency:Instituto Brasileiro de Geografia e Estatística}}, release of June.'),
  prompt('allcaps', 'LETTER FROM {{O/agency:SERVICIO DE ADMINISTRACIÓN TRIBUTARIA}} ABOUT THE FINE'),
  // Universities and hospitals
  prompt('ticket', 'SSO login fails for staff of {{O/university:Universidad Nacional de Córdoba}}.'),
  prompt('email', 'Gentile professore,\nsono una dottoranda dell\'{{O/university:Università degli Studi di Trento}}.'),
  prompt('chat', 'i got into {{O/university:hochschule luzern}} for design!!'),
  prompt('hr', 'Education: MSc, {{O/university:University of Dar es Salaam}}\nLanguages: English, Swahili'),
  prompt('chat', 'my sister studies at {{O/university:Uniwersytet Wrocławski}} in wrocław'),
  prompt('meeting', 'Action: contact {{O/hospital:Klinikum Nürnberg}} about the data-sharing agreement.'),
  prompt('medical', 'Patient transferred from {{O/hospital:Hospital Italiano de Buenos Aires}} with the discharge summary.'),
  prompt('email', 'Hej,\nprøverne er sendt til {{O/hospital:Rigshospitalet}} i går.'),
  // Cooperative and savings banks
  prompt('allcaps', 'PAYMENT TO {{O/bank:CAJA RURAL DE ASTURIAS}} REF 2291'),
  prompt('chat', 'just opened an account at {{O/bank:caja laboral}}, app is ok'),
  prompt('email', 'Hallo,\ndie Lastschrift der {{O/bank:Sparkasse Göttingen}} ist zurückgekommen.'),
  prompt('news', '{{O/bank:Banco Pichincha}} posted record profits in Ecuador.'),
  prompt('ticket', 'Statement import from {{O/bank:Sicoob}} shows the wrong dates.'),
  prompt('table', 'Lender | Country\n{{O/bank:Caisse Desjardins}} | CA\n{{O/bank:Banca Popolare Etica}} | IT'),
  prompt('chat', 'does {{O/bank:raiffeisenbank im allgäuer land}} charge for paypal?'),
  prompt('legal', 'Payments shall be made to the account of the Seller held with {{O/bank:Cooperativa de Ahorro y Crédito Jardín Azuayo}}.'),
  prompt('translation', 'ES: El préstamo lo concedió {{O/bank:Caixa Ontinyent}}.\nEN: The loan was granted by {{O/bank:Caixa Ontinyent}}.'),
  // Name-free prompts of the same shapes
  prompt('chat', 'my cousin volunteers at a foundation in the city, they need tutors'),
  prompt('email', 'Sehr geehrte Damen und Herren,\nanbei der Förderbescheid der Stiftung für das Moorprojekt.'),
  prompt('news', 'The foundation sent forty ambulances to the flooded districts.'),
  prompt('meeting', 'Minutes, 12 March\n- The league asked for the screening figures.\n- Next meeting in April.'),
  prompt('translation', 'FR: L\'agence finance la station d\'épuration.\nEN: The agency funds the treatment plant.'),
  prompt('email', 'Madame, Monsieur,\nle ministère a validé notre dossier.'),
  prompt('chat', 'i got into the design school!!'),
  prompt('allcaps', 'PAYMENT TO THE SAVINGS BANK REF 2291'),
  prompt('ticket', 'Statement import from the cooperative bank shows the wrong dates.'),
  prompt('email', 'Dear partners,\nthe relief committee and the alliance will host the next workshop.'),
];
