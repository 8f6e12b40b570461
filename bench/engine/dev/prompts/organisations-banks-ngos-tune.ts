import { prompt, type SourcePrompt } from '../../heldout/prompts/source';

/**
 * The organisations missed most often in text not tuned on: banks in many languages, non-profits
 * and NGOs (foundations, trusts, associations, societies, Stichting, e.V., ONG) and companies named
 * without a legal suffix. Written in one go with organisations-banks-ngos-check.ts; this half may
 * be tuned on, the other is only measured. The name-free prompts have the same shapes.
 */
export const ORGANISATIONS_BANKS_NGOS_TUNE: readonly SourcePrompt[] = [
  // Banks
  prompt('chat', 'my salary goes to {{O/bank:Banco Itaú}} but the rent comes out of my {{O/bank:Nubank}} account'),
  prompt('email', 'Bonjour,\nle virement a été refusé par le {{O/bank:Crédit Agricole}}. Pouvez-vous le relancer depuis la {{O/bank:Banque Populaire}} ?\nMerci'),
  prompt('ticket', 'SEPA returns from {{O/bank:Raiffeisenbank}} customers spiked after the IBAN change.'),
  prompt('chat', 'does {{O/bank:Sberbank}} still work with visa abroad?'),
  prompt('email', 'Dear team,\nthe collateral sits with {{O/bank:Bank Mandiri}} in Jakarta and the escrow with {{O/bank:HDFC Bank}} in Mumbai.'),
  prompt('table', 'Bank | Country | Rating\n{{O/bank:Türkiye İş Bankası}} | TR | B\n{{O/bank:Banco do Brasil}} | BR | BB\n{{O/bank:Bank Rakyat Indonesia}} | ID | BBB'),
  prompt('meeting', 'Item 3: refinancing. {{O/bank:Caixa Geral de Depósitos}} offered 4.1 %, {{O/bank:Banco Santander Totta}} 4.3 %.'),
  prompt('chat', 'lol {{O/bank:kotak}} blocked my card again'),
  prompt('news', '{{O/bank:Standard Bank}} cut its forecast for South African growth on Tuesday.'),
  prompt('email', 'Sehr geehrte Damen und Herren,\nbitte überweisen Sie den Betrag an die {{O/bank:Sparkasse Köln Bonn}}.'),
  prompt('chat', 'switching from {{O/bank:Barclays}} to {{O/bank:Monzo}}, any regrets anyone?'),
  prompt('translation', 'EN: The loan was granted by {{O/bank:Banca Intesa}}.\nIT: Il prestito è stato concesso da {{O/bank:Banca Intesa}}.'),
  prompt('ticket', 'Payment file rejected by {{O/bank:Vietcombank}}: field 32A malformed.'),
  prompt('legal', 'The Borrower shall maintain its operating accounts with {{O/bank:Banque Misr}} for the term of this Agreement.'),
  prompt('allcaps', 'PAY TO: {{O/bank:BANCO DE CHILE}} ACCOUNT 00-123-45678-09'),
  prompt('chat', 'anyone bank with {{O/bank:Bank of Ireland}}? their app is down'),
  prompt('email', 'Hi,\nour account at {{O/bank:Ecobank}} Ghana is frozen pending KYC. Can you send the certificate?'),
  prompt('news', '{{O/bank:Akbank}} and {{O/bank:Garanti BBVA}} raised deposit rates again.'),
  prompt('table', 'Lender,Amount\n{{O/bank:Banco Galicia}},2000000\n{{O/bank:Bancolombia}},1500000'),
  prompt('chat', 'got a mortgage offer from {{O/bank:Nordea}}, is 3.9 ok?'),
  // Non-profits and NGOs
  prompt('email', 'Dear colleagues,\nwe are partnering with {{O/ngo:Médecins Sans Frontières}} on the field clinics.'),
  prompt('meeting', 'The research grant from {{O/ngo:Fundação Getulio Vargas}} was renewed for two years.'),
  prompt('ticket', 'Donation receipt missing for {{O/ngo:Stichting Vluchtelingenwerk}}.'),
  prompt('email', 'Sehr geehrte Mitglieder,\nder {{O/ngo:Förderverein Stadtbibliothek e.V.}} lädt zur Jahresversammlung ein.'),
  prompt('chat', 'volunteering with {{O/ngo:ONG Bem Querer}} this weekend, want to come?'),
  prompt('news', 'The {{O/ngo:Wellcome Trust}} pledged £50m to vaccine research.'),
  prompt('email', 'Hi,\nthe {{O/ngo:Royal Society for the Protection of Birds}} asked to reuse our photos.'),
  prompt('chat', 'i donate monthly to {{O/ngo:Save the Children}} and {{O/ngo:Oxfam}}'),
  prompt('table', 'Partner | Type\n{{O/ngo:Fondation Abbé Pierre}} | foundation\n{{O/ngo:Fundación Vicente Ferrer}} | foundation\n{{O/ngo:Associazione Italiana Sclerosi Multipla}} | association'),
  prompt('meeting', 'Attendees from {{O/ngo:Friends of the Earth}} and the {{O/ngo:Sierra Club}} joined online.'),
  prompt('legal', 'This agreement is made between the University and the {{O/ngo:Gates Foundation}}.'),
  prompt('email', 'Bonjour,\nl\'association {{O/ngo:Les Restos du Cœur}} cherche des bénévoles.'),
  prompt('chat', 'my aunt runs the {{O/ngo:Alzheimer Society}} shop in town'),
  prompt('news', '{{O/ngo:Human Rights Watch}} called for an independent inquiry.'),
  prompt('translation', 'NL: De {{O/ngo:Stichting Kinderpostzegels}} zoekt vrijwilligers.\nEN: The {{O/ngo:Stichting Kinderpostzegels}} is looking for volunteers.'),
  prompt('ticket', 'Grant report for the {{O/ngo:Aga Khan Foundation}} is overdue.'),
  prompt('email', 'Hola,\nla {{O/ngo:Fundación ONCE}} nos ha enviado el convenio firmado.'),
  prompt('chat', 'the {{O/ngo:National Trust}} membership got us in for free'),
  prompt('hr', 'Previous employer: {{O/ngo:Deutsche Welthungerhilfe e.V.}}\nRole: field coordinator'),
  prompt('meeting', 'Update from the {{O/ngo:Kenya Red Cross Society}}: the appeal raised 40 % of the target.'),
  // Companies without a legal suffix
  prompt('chat', 'interviewing at {{O/company:Zalando}} next week'),
  prompt('email', 'Hi,\nour contract with {{O/company:Mercado Libre}} renews in March.'),
  prompt('ticket', 'Webhook from {{O/company:Razorpay}} times out after 30 s.'),
  prompt('news', '{{O/company:Tata Steel}} will close its coke ovens at Port Talbot.'),
  prompt('meeting', 'Quotes received from {{O/company:Hapag-Lloyd}} and {{O/company:Maersk}}.'),
  prompt('chat', 'i work for {{O/company:decathlon}} in lille'),
  prompt('table', 'Supplier | Status\n{{O/company:Bosch Rexroth}} | approved\n{{O/company:Grundfos}} | pending'),
  prompt('email', 'We signed with {{O/company:Gojek}} for last-mile delivery.'),
  // Name-free prompts of the same shapes
  prompt('chat', 'my salary goes to the bank but the rent comes out of my savings account'),
  prompt('email', 'Bonjour,\nle virement a été refusé par la banque. Pouvez-vous le relancer ?\nMerci'),
  prompt('ticket', 'SEPA returns from bank customers spiked after the IBAN change.'),
  prompt('table', 'Bank | Country | Rating\n(none) | TR | B'),
  prompt('email', 'Dear colleagues,\nwe are partnering with a medical charity on the field clinics.'),
  prompt('chat', 'volunteering with a local foundation this weekend, want to come?'),
  prompt('news', 'The trust pledged £50m to vaccine research.'),
  prompt('meeting', 'The association asked for a new meeting room; the society will pay the deposit.'),
  prompt('email', 'Sehr geehrte Mitglieder,\nder Verein lädt zur Jahresversammlung ein.'),
  prompt('chat', 'interviewing at a logistics startup next week'),
];
