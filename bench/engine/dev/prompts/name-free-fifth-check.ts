import { prompt, type SourcePrompt } from '../../heldout/prompts/source';

/**
 * Name-free prompts of the same shapes as name-free-fifth-tune.ts (contractions, sentence-initial
 * verbs, greetings and instructions in other languages, places, products, headings, table headers,
 * identifiers in comments), worded apart from it. This half is only measured, never tuned on, so it
 * shows how rules built on the other half carry over to text they were not shaped by.
 */
export const NAME_FREE_FIFTH_CHECK: readonly SourcePrompt[] = [
  // Contractions and sentence-initial verbs in chat.
  prompt('chat', "They'll ship the patch tomorrow, so don't rebuild tonight."),
  prompt('chat', "You'd think the cache would help, but it doesn't."),
  prompt('chat', "She'd rather we kept the old endpoint for a month."),
  prompt('chat', "It'll rain all weekend, shall we move the barbecue indoors?"),
  prompt('chat', "We've tried restarting twice. Nothing changed."),
  prompt('chat', 'Shouldn\'t the retry stop after three attempts?'),
  prompt('chat', 'Rewrite this paragraph so it sounds less formal.'),
  prompt('chat', 'Summarise the thread below in three bullet points.'),
  prompt('chat', 'Translate the following into plain English, keep the tone friendly.'),
  prompt('chat', 'Suggest five titles for a blog post about sourdough.'),
  prompt('chat', 'Pretend you are a tour guide and describe the old harbour.'),
  prompt('chat', 'Draft a polite reply declining the invitation.'),
  prompt('chat', 'Proofread: Their going to announce the results on friday.'),
  // Support tickets.
  prompt('ticket', 'Printer on floor 3 jams on every duplex job. Replaced the toner, no change.'),
  prompt('ticket', 'Unable to log in after password reset. Error: invalid grant.'),
  prompt('ticket', 'Steps to reproduce: open Settings, click Export, choose CSV. Expected: file downloads. Actual: spinner forever.'),
  prompt('ticket', 'VPN drops every 20 minutes on the hotel wifi. Laptop is on Windows 11.'),
  prompt('ticket', 'Customer reports double charge on the March invoice. Refund requested.'),
  prompt('ticket', 'Priority: High\nComponent: Billing\nSummary: Tax rounding differs between PDF and web view'),
  // Meeting minutes.
  prompt('meeting', 'Minutes, weekly sync\nAttendees: platform team\nDecisions: freeze on Thursday, release Monday.\nAction items: update runbook, rotate keys.'),
  prompt('meeting', 'Agenda\n1. Budget review\n2. Hiring plan\n3. Office move\nAOB: parking permits'),
  prompt('meeting', 'Retro notes. Went well: faster reviews. Went badly: flaky tests. Try next: pair on incidents.'),
  prompt('meeting', 'Outcome: the board approved the lease extension. Next meeting in September.'),
  // Commit messages.
  prompt('commit', 'Fix off-by-one in pagination when the last page is empty'),
  prompt('commit', 'Bump lodash from 4.17.20 to 4.17.21'),
  prompt('commit', 'Revert "Enable HTTP/2 on the ingress"\n\nThis reverts the change because health checks failed.'),
  prompt('commit', 'Refactor: move date parsing into its own module'),
  prompt('commit', 'Add Dockerfile healthcheck and document the port'),
  prompt('commit', 'Handle SIGTERM gracefully in the worker pool'),
  // Code comments and identifiers.
  prompt('code', '// TODO: replace RetryPolicy with ExponentialBackoff once the SDK supports it'),
  prompt('code', '# NOTE: UserSessionStore is not thread-safe, guard it with the lock'),
  prompt('code', '/* FetchInvoiceBatch returns at most PageSize rows */'),
  prompt('code', 'const MaxUploadBytes = 10 << 20 // matches the Nginx client_max_body_size'),
  prompt('code', 'def normalise_postcode(value):\n    """Strip spaces and upper-case the postcode."""'),
  prompt('code', 'SELECT OrderId, CustomerRef, TotalAmount FROM Orders WHERE Status = \'Open\';'),
  prompt('code', 'throw new ValidationError("ShippingAddress must not be empty");'),
  prompt('code', 'WARN [HikariPool-1] Connection is not available, request timed out after 30000ms.'),
  // Tables and headings.
  prompt('table', '| Region | Quarter | Revenue | Growth |\n|---|---|---|---|\n| North | Q1 | 1.2M | 4% |\n| South | Q1 | 0.9M | 2% |'),
  prompt('table', 'Item, Unit Price, Quantity, Line Total\nDesk Lamp, 24.00, 3, 72.00\nOffice Chair, 140.00, 1, 140.00'),
  prompt('table', 'Feature | Free Plan | Pro Plan\nSingle Sign-On | no | yes\nAudit Log | no | yes'),
  prompt('chat', '## Installation\n\nRun the installer, then open Preferences and enable Dark Mode.'),
  prompt('chat', 'Release Notes\n\nNew: Offline Sync. Improved: Search Filters. Fixed: Crash on Startup.'),
  prompt('email', 'Subject: Quarterly Security Review\n\nHi all, please complete the survey by Friday.'),
  // Products and features.
  prompt('chat', 'Does Excel have something like Power Query for Google Sheets?'),
  prompt('chat', 'Our Jenkins pipeline calls SonarQube before deploying to Heroku.'),
  prompt('chat', 'Is Firefox Focus faster than Safari on an iPhone?'),
  prompt('ticket', 'Zendesk macros stopped applying tags after the Salesforce sync was enabled.'),
  prompt('chat', 'Compare Kafka Streams and Flink for windowed joins.'),
  prompt('chat', 'How do I turn on Live Captions in Chrome?'),
  // Places.
  prompt('chat', 'We drove from Porto to Braga and stopped in Guimarães for lunch.'),
  prompt('chat', 'Is it cheaper to fly into Bergamo or Linate?'),
  prompt('email', 'Hello,\n\nThe warehouse in Rotterdam will close early; shipments go via Antwerp.\n\nThanks'),
  prompt('news', 'Heavy snow closed the pass between Innsbruck and Bolzano.'),
  prompt('chat', 'Ferries from Split to Hvar run twice a day in winter.'),
  prompt('chat', 'Recommend a day trip from Izmir, maybe Ephesus or Çeşme?'),
  // Greetings and instructions in other languages.
  prompt('mixed-language', 'Bom dia! Podes enviar o relatório até sexta-feira?'),
  prompt('mixed-language', 'Obrigado pela ajuda, ficou tudo resolvido.'),
  prompt('mixed-language', '¡Buenas tardes! Necesito cambiar la fecha de la reserva.'),
  prompt('mixed-language', 'Por favor, revisa el contrato y dime si falta algo.'),
  prompt('mixed-language', 'Bonsoir, pouvez-vous confirmer la livraison pour jeudi ?'),
  prompt('mixed-language', 'Merci d\'avance, je reste disponible pour toute question.'),
  prompt('mixed-language', 'Guten Morgen, bitte schicken Sie mir die Rechnung als PDF.'),
  prompt('mixed-language', 'Vielen Dank für die schnelle Antwort, das hilft uns sehr.'),
  prompt('mixed-language', 'Buongiorno, vorrei sapere se il negozio è aperto domenica.'),
  prompt('mixed-language', 'Grazie mille, ci sentiamo la settimana prossima.'),
  prompt('mixed-language', 'Goedemiddag, kunt u de bestelling naar mijn werkadres sturen?'),
  prompt('mixed-language', 'Bedankt voor het geduld, we lossen het morgen op.'),
  prompt('mixed-language', 'Dzień dobry, proszę o przesłanie faktury do końca tygodnia.'),
  prompt('mixed-language', 'Dziękuję, wszystko działa poprawnie.'),
  prompt('mixed-language', 'Merhaba, siparişim hâlâ kargoya verilmedi.'),
  prompt('mixed-language', 'Teşekkürler, yarın tekrar deneyeceğim.'),
  prompt('mixed-language', 'Selamat pagi, tolong kirim jadwal rapat minggu depan.'),
  prompt('mixed-language', 'Terima kasih atas bantuannya, semuanya sudah beres.'),
  prompt('translation', 'Translate to Spanish: Please close the window before you leave.'),
  prompt('translation', 'How do you say "see you tomorrow" in Polish?'),
  // E-mails.
  prompt('email', 'Hi team,\n\nI\'ll be out of office until Wednesday. Urgent requests go to the shared inbox.\n\nBest'),
  prompt('email', 'Dear customer,\n\nYour order has shipped and should arrive within three working days.\n\nKind regards,\nCustomer Service'),
  prompt('email', 'Good morning,\n\nAttached is the signed form. Let me know if anything is missing.\n\nCheers'),
  prompt('email', 'Hello,\n\nWe\'d like to reschedule the demo to next week. Would Tuesday afternoon work?\n\nThanks in advance'),
];
