import { prompt, type SourcePrompt } from '../../heldout/prompts/source';

/**
 * Name-free prompts of the shapes that still get masked: contractions, sentence-initial verbs and
 * imperatives, greetings and instructions in other languages, places, products and features,
 * headings, table headers and identifiers in code comments. Rules may be tuned on this half;
 * name-free-fifth-check.ts holds the same shapes in other words and is only measured.
 */
export const NAME_FREE_FIFTH_TUNE: readonly SourcePrompt[] = [
  // Contractions and sentence-initial verbs in chat.
  prompt('chat', "I'll send the slides after lunch."),
  prompt('chat', "We'd prefer a shorter contract if possible."),
  prompt('chat', "He'll be late, the train is stuck outside the station."),
  prompt('chat', "You'll need admin rights to change that setting."),
  prompt('chat', "They've moved the stand-up to half past nine."),
  prompt('chat', "Isn't there a flag to skip the migrations?"),
  prompt('chat', "Wouldn't it be easier to cache the token?"),
  prompt('chat', 'Explain the difference between a mutex and a semaphore.'),
  prompt('chat', 'List the pros and cons of remote work for a small agency.'),
  prompt('chat', 'Convert this recipe to metric units, please.'),
  prompt('chat', 'Imagine a city with no cars and describe a morning commute.'),
  prompt('chat', 'Shorten this email to under a hundred words.'),
  prompt('chat', 'Check my grammar: me and my colleague was at the conference.'),
  // Support tickets.
  prompt('ticket', 'Scanner in the mail room shows a paper jam although the tray is empty.'),
  prompt('ticket', 'Cannot open shared calendar. Message: access denied. Started this morning.'),
  prompt('ticket', 'Steps: go to Reports, pick Last Month, press Download. Result: blank file.'),
  prompt('ticket', 'Laptop fan is loud and the battery drains in two hours.'),
  prompt('ticket', 'Client charged twice for the annual plan, please reverse one payment.'),
  prompt('ticket', 'Severity: Medium\nArea: Checkout\nTitle: Coupon field accepts expired codes'),
  // Meeting minutes.
  prompt('meeting', 'Meeting notes\nPresent: support and sales\nAgreed: new escalation path from next week.\nOpen: who owns the FAQ.'),
  prompt('meeting', 'Topics\n- Q3 targets\n- Vendor renewal\n- Holiday rota\nNext steps: circulate draft by Friday'),
  prompt('meeting', 'Sprint review: demo went fine, two stories carried over, velocity steady.'),
  prompt('meeting', 'Resolution: the committee accepted the revised budget. Adjourned at 16:40.'),
  // Commit messages.
  prompt('commit', 'Fix race condition when two workers claim the same job'),
  prompt('commit', 'Upgrade React to 18.3 and drop the legacy polyfills'),
  prompt('commit', 'Remove unused Webpack loaders'),
  prompt('commit', 'Add retry with jitter to the S3 uploader'),
  prompt('commit', 'Merge pull request from feature/dark-mode'),
  prompt('commit', 'Docs: explain how to run the migrations locally'),
  // Code comments and identifiers.
  prompt('code', '// FIXME: OrderValidator throws when LineItems is null'),
  prompt('code', '# HACK: TokenRefresher sleeps to dodge the rate limit'),
  prompt('code', '/** CustomerAccountService caches lookups for five minutes. */'),
  prompt('code', 'private static final int MaxRetryCount = 5; // see RetryHandler'),
  prompt('code', 'def parse_invoice_header(raw):\n    """Return the InvoiceHeader parsed from the first line."""'),
  prompt('code', 'UPDATE Products SET UnitPrice = UnitPrice * 1.05 WHERE CategoryId = 7;'),
  prompt('code', 'raise ConfigurationError("DatabaseUrl is missing from the environment")'),
  prompt('code', 'ERROR [main] SpringApplication: Application run failed'),
  // Tables and headings.
  prompt('table', '| Country | Month | Orders | Returns |\n|---|---|---|---|\n| Spain | Jan | 340 | 12 |\n| Italy | Jan | 290 | 9 |'),
  prompt('table', 'Product Code, Description, Unit Cost\nA-100, Steel Bracket, 2.40\nA-200, Wall Anchor, 0.15'),
  prompt('table', 'Capability | Basic | Enterprise\nRole Based Access | no | yes\nData Residency | no | yes'),
  prompt('chat', '# Getting Started\n\nClone the repository, copy the sample config and start the dev server.'),
  prompt('chat', 'Changelog\n\nAdded: Bulk Export. Changed: Default Timeout. Removed: Legacy Importer.'),
  prompt('email', 'Subject: Annual Compliance Training\n\nDear colleagues, the course closes at the end of the month.'),
  // Products and features.
  prompt('chat', 'Can Word track changes the way Google Docs suggestions do?'),
  prompt('chat', 'Our GitLab runners push images to Artifactory and deploy on Netlify.'),
  prompt('chat', 'Is Brave more private than Edge on Android?'),
  prompt('ticket', 'Freshdesk automations stopped firing after the HubSpot integration update.'),
  prompt('chat', 'Should I pick Spark Structured Streaming or Beam for this?'),
  prompt('chat', 'Where is Focus Assist in the new Windows settings?'),
  // Places.
  prompt('chat', 'We took the bus from Seville to Cordoba and then on to Granada.'),
  prompt('chat', 'Which is closer to the old town, Schiphol or Eindhoven airport?'),
  prompt('email', 'Hi,\n\nThe depot in Hamburg is full, so pallets will go through Bremen this week.\n\nBest'),
  prompt('news', 'A landslide blocked the road between Chamonix and Martigny.'),
  prompt('chat', 'Is the ferry from Piraeus to Naxos running in November?'),
  prompt('chat', 'Suggest a weekend in Cappadocia or Antalya.'),
  // Greetings and instructions in other languages.
  prompt('mixed-language', 'Boa tarde, consegue confirmar a reunião de amanhã?'),
  prompt('mixed-language', 'Muito obrigada, vou testar hoje à noite.'),
  prompt('mixed-language', 'Hola, ¿me puedes mandar la factura de octubre?'),
  prompt('mixed-language', 'Gracias por todo, nos vemos el lunes.'),
  prompt('mixed-language', 'Bonjour, merci de vérifier le devis avant midi.'),
  prompt('mixed-language', 'Je vous remercie pour votre retour rapide.'),
  prompt('mixed-language', 'Hallo zusammen, kann jemand die Präsentation hochladen?'),
  prompt('mixed-language', 'Danke schön, ich melde mich morgen wieder.'),
  prompt('mixed-language', 'Ciao a tutti, la riunione è spostata alle dieci.'),
  prompt('mixed-language', 'Salve, potrebbe inviarmi il preventivo aggiornato?'),
  prompt('mixed-language', 'Hoi, wil je het rooster voor volgende week delen?'),
  prompt('mixed-language', 'Groetjes en tot morgen op kantoor.'),
  prompt('mixed-language', 'Cześć, czy możesz sprawdzić ten raport?'),
  prompt('mixed-language', 'Pozdrawiam serdecznie i do zobaczenia.'),
  prompt('mixed-language', 'İyi günler, faturayı e-posta ile gönderebilir misiniz?'),
  prompt('mixed-language', 'Kolay gelsin, toplantı saat üçte.'),
  prompt('mixed-language', 'Halo, apakah laporan bulanan sudah selesai?'),
  prompt('mixed-language', 'Mohon maaf atas keterlambatan pengiriman.'),
  prompt('translation', 'Translate into German: The meeting room is on the second floor.'),
  prompt('translation', 'What is "thank you very much" in Turkish?'),
  // E-mails.
  prompt('email', 'Hi everyone,\n\nI\'m on leave next week; the on-call rota covers my tickets.\n\nThanks'),
  prompt('email', 'Dear applicant,\n\nThank you for your interest. We will contact you within two weeks.\n\nSincerely,\nRecruitment Team'),
  prompt('email', 'Morning,\n\nPlease find the revised quote attached. Shout if the numbers look off.\n\nRegards'),
  prompt('email', 'Hello,\n\nCould we push the call to Thursday? Something came up on our side.\n\nMany thanks'),
];
