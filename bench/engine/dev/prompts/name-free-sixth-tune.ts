import { prompt, type SourcePrompt } from '../../heldout/prompts/source';

/**
 * Name-free prompts of the same shapes as name-free-sixth-check.ts, worded apart from it: chat in
 * several languages, tickets, commit messages, e-mails, meeting notes, code comments, tables and
 * instructions. This half may be read and tuned on; the check half is only measured.
 */
export const NAME_FREE_SIXTH_TUNE: readonly SourcePrompt[] = [
  // Chat in English.
  prompt('chat', "I'll be late, the tram's stuck behind a delivery truck."),
  prompt('chat', "We'd better book the campsite now, it fills up by April."),
  prompt('chat', "Isn't there a shortcut to duplicate a slide?"),
  prompt('chat', "Haven't heard back from the landlord about the boiler."),
  prompt('chat', 'Summarize this article in two sentences for a newsletter.'),
  prompt('chat', 'Plan a three-day itinerary for a city break on a budget.'),
  prompt('chat', 'Rank these laptops by battery life and explain why.'),
  prompt('chat', 'Draft a cover letter for a junior data analyst role.'),
  prompt('chat', 'Generate ten interview questions about teamwork.'),
  prompt('chat', 'Compare renting and buying a flat over ten years.'),
  prompt('chat', 'Fix the tone of this message, it sounds too blunt.'),
  prompt('chat', 'Calculate the tip on a bill of 84 euros at 12 percent.'),
  prompt('chat', 'Recommend podcasts about the history of science.'),
  prompt('chat', 'Ugh, the update broke my printer driver again.'),
  prompt('chat', 'Honestly no idea why the cake sank in the middle.'),
  prompt('chat', 'Meanwhile the cat has learned to open the fridge.'),
  // Chat in other languages.
  prompt('mixed-language', 'Buenos días, ¿puedes resumir este informe en cinco puntos?'),
  prompt('mixed-language', 'Necesito una receta fácil con garbanzos y espinacas.'),
  prompt('mixed-language', 'Oi, tudo bem? Me ajuda a traduzir este e-mail para o inglês?'),
  prompt('mixed-language', 'Faz uma lista de tarefas para a mudança de casa.'),
  prompt('mixed-language', 'Coucou, tu as une idée de cadeau pour un anniversaire ?'),
  prompt('mixed-language', 'Rédige une courte annonce pour vendre un vélo.'),
  prompt('mixed-language', 'Moin! Kannst du mir ein Rezept für Linsensuppe geben?'),
  prompt('mixed-language', 'Formuliere diese E-Mail bitte etwas freundlicher.'),
  prompt('mixed-language', 'Salve, mi serve un riassunto del capitolo tre.'),
  prompt('mixed-language', 'Traduci questa frase in inglese, per favore.'),
  prompt('mixed-language', 'Goedemorgen, kun je deze tekst korter maken?'),
  prompt('mixed-language', 'Dzień dobry, jak napisać podanie o urlop?'),
  prompt('mixed-language', 'Tack för hjälpen, det fungerar nu.'),
  prompt('mixed-language', 'Merhaba, bu metni kısaca özetler misin?'),
  prompt('mixed-language', 'Tolong buatkan ringkasan rapat hari ini.'),
  prompt('mixed-language', 'Dobrý den, potřebuji pomoc s fakturou.'),
  // Tickets.
  prompt('ticket', 'Checkout fails with a 500 when the cart has more than 50 items.'),
  prompt('ticket', 'Summary: Search returns no results for accented words\nPriority: Low'),
  prompt('ticket', 'Mobile app crashes on launch after the latest update (Android 14).'),
  prompt('ticket', 'Feature Request: Bulk Edit for Product Tags'),
  prompt('ticket', 'Cannot attach files larger than 10 MB to a ticket reply.'),
  prompt('ticket', 'Outage: Status Page shows green but users report timeouts in the Singapore region.'),
  prompt('ticket', 'Error al guardar: el campo fecha es obligatorio.'),
  prompt('ticket', 'Impossible de se connecter depuis la mise à jour de ce matin.'),
  // Commits.
  prompt('commit', 'Add pagination to the audit log endpoint'),
  prompt('commit', 'Fix race condition in the session cleanup job'),
  prompt('commit', 'Replace Moment with date-fns in the scheduler'),
  prompt('commit', 'Upgrade Next.js to 14 and drop the legacy router'),
  prompt('commit', "Don't retry on 4xx responses"),
  prompt('commit', 'Switch container base image from Alpine to Distroless'),
  // E-mails.
  prompt('email', 'Hi all,\n\nThe kitchen will be cleaned on Friday, please take your food home.\n\nThanks'),
  prompt('email', 'Hello,\n\nI\'m afraid we can\'t make Thursday. Could we do next Monday instead?\n\nBest'),
  prompt('email', 'Subject: Invoice Overdue\n\nDear customer, your invoice is 14 days overdue. Please pay at your earliest convenience.'),
  prompt('email', 'Liebe Kolleginnen und Kollegen,\n\ndie Kantine bleibt morgen geschlossen.\n\nViele Grüße'),
  prompt('email', 'Hola equipo,\n\nrecordad que el viernes hay formación de seguridad.\n\nSaludos'),
  prompt('email', 'Cari colleghi,\n\nvi ricordo la riunione di domani alle nove.\n\nBuona giornata'),
  // Meetings.
  prompt('meeting', 'Weekly Sync\n- Metrics Review\n- Hiring Update\n- Open Questions'),
  prompt('meeting', 'Retro: Keep doing demos. Stop skipping planning. Start writing postmortems.'),
  prompt('meeting', 'Decisions: move the launch to May; freeze scope until then.'),
  prompt('meeting', 'Notulen: begroting goedgekeurd, volgende vergadering in juni.'),
  // Code.
  prompt('code', '// TODO: swap InMemoryQueue for the real broker before release'),
  prompt('code', '# WARNING: RateLimiter counts per process, not per cluster'),
  prompt('code', 'raise NotImplementedError("PaymentProvider must implement refund()")'),
  prompt('code', 'DEBUG  Loaded 42 routes from RouteTable in 3 ms'),
  prompt('code', '// Workaround for Safari: the Clipboard API needs a user gesture'),
  // Tables and headings.
  prompt('table', '| Stage | Duration | Status |\n|---|---|---|\n| Build | 4m | Passed |\n| Deploy | 2m | Failed |'),
  prompt('table', 'City, Population, Area\nPorto, 230000, 41\nBraga, 190000, 183'),
  prompt('table', 'Plan | Storage | Support\nBasic | 10 GB | Email\nBusiness | 1 TB | Phone'),
  prompt('chat', '## Troubleshooting\n\nIf the Sync Status stays red, sign out and back in.'),
  prompt('chat', 'Quarterly Business Review — Agenda and Key Metrics'),
  prompt('chat', 'Section 3: Data Retention. Logs are kept for 90 days.'),
  // Products and places.
  prompt('chat', 'Should we move from Jira to Linear for a team of eight?'),
  prompt('chat', 'Is Proxmox a good fit for a home lab?'),
  prompt('chat', 'Does Obsidian sync work with Syncthing?'),
  prompt('chat', 'Weekend hiking near Zermatt, which trails are open in June?'),
  prompt('chat', 'The night train from Vienna to Venice was fully booked.'),
  prompt('news', 'Storms disrupted ferries between Dover and Calais on Monday.'),
  prompt('chat', 'Any tips for a first visit to Kraków and Wrocław?'),
  // Instructions and other shapes.
  prompt('legal', 'The Supplier shall deliver the Goods to the Delivery Address within 30 days.'),
  prompt('medical', 'Apply the cream twice daily to the affected area for one week.'),
  prompt('hr', 'Remote Work Guidelines: core hours are 10 to 3 in your local time zone.'),
  prompt('allcaps', 'CAUTION: WET FLOOR. USE THE SIDE ENTRANCE.'),
  prompt('translation', 'Translate into German: The train is delayed by twenty minutes.'),
  prompt('translation', 'What is the Italian word for "spreadsheet"?'),
];
