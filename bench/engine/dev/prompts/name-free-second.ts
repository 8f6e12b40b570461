import { prompt, type SourcePrompt } from '../../heldout/prompts/source';

/**
 * A second batch of dev prompts without names, written after the first false-mask rules were in
 * place, so their first figures say how the rules carry over: one capitalised word opening a
 * sentence (imperatives and ordinary words of other languages, headings before a colon),
 * software and product names before the noun they qualify, command-line placeholders, months and
 * holidays, contractions and warnings in capitals.
 */
export const NAME_FREE_SECOND: readonly SourcePrompt[] = [
  // one word opening a sentence, in English and other languages
  prompt('chat', 'Übersetze bitte diesen Absatz ins Englische.'),
  prompt('chat', 'Résume ce texte en trois phrases maximum.'),
  prompt('chat', 'Riassumi il verbale della riunione di ieri.'),
  prompt('chat', 'Vertaal deze e-mail naar het Frans, graag formeel.'),
  prompt('chat', 'Przetłumacz ten akapit na angielski.'),
  prompt('chat', 'Özetle bu raporu ve riskleri listele.'),
  prompt('chat', 'Terjemahkan kalimat ini ke bahasa Inggris.'),
  prompt('chat', 'Sammanställ en lista över alla öppna ärenden.'),
  prompt('chat', 'Przeczytaj umowę i wypisz terminy płatności.'),
  prompt('ticket', 'Workaround: clear the cache and restart the sync agent.'),
  prompt('ticket', 'Symptom: uploads stall at 99 percent. Cause: proxy timeout.'),
  prompt('ticket', 'Repro steps below. Expected: a redirect. Actual: a blank page.'),
  prompt('chat', 'Quick question. Should we cache the tokens or fetch them each time?'),
  prompt('code', '# Fallback when the config file is missing\nretries = 3'),
  prompt('meeting', 'Takeaways: ship the beta, freeze scope, revisit pricing in Q3.'),
  prompt('chat', 'Obrigado! Funcionou perfeitamente depois da atualização.'),
  prompt('chat', 'Gracias, ya está resuelto. Cerramos el ticket.'),
  prompt('chat', 'Tak for hjælpen, det virker nu.'),
  prompt('chat', 'Kiitos, tämä auttoi paljon.'),
  prompt('email', 'Bitte beachten: Der Server wird am Samstag neu gestartet.'),
  prompt('email', 'Attenzione: il modulo va firmato entro venerdì.'),
  // software and products before the noun they qualify
  prompt('chat', 'Is the Brotli compression level worth tuning for JSON responses?'),
  prompt('chat', 'We replaced the Tk toolkit with a web front end last year.'),
  prompt('code', '// uses the Zstd library when present, gzip otherwise'),
  prompt('chat', 'How does Huffman coding differ from arithmetic coding?'),
  prompt('chat', 'Our build still links against the Expat parser and the Pango layout engine.'),
  prompt('chat', 'Which is faster for this workload, Redis streams or Kafka topics?'),
  prompt('ticket', 'The Grafana dashboard shows gaps whenever the Prometheus scraper restarts.'),
  // command-line placeholders and man-page style
  prompt('code', 'Usage: backup [OPTIONS] SOURCE DEST\n  -n, --dry-run   show what would be copied'),
  prompt('code', 'If FILE is -, read standard input. With no FILE, read the current directory.'),
  // months, holidays, contractions, capitals
  prompt('chat', "Ramadan starts early this year, so we'll move the offsite to April."),
  prompt('chat', "Happy Diwali everyone! We'll be closed on Monday."),
  prompt('email', "Who's on call over Thanksgiving? I'd rather not leave it to Friday."),
  prompt('ticket', 'WARNING: DO NOT RESTART THE PRIMARY DURING THE MIGRATION WINDOW.'),
  prompt('chat', "Y'all ready for the demo? Let's go."),
];
