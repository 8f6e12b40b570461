import { prompt, type SourcePrompt } from '../../heldout/prompts/source';

/**
 * A third batch of name-free dev prompts, written before the rules it was used to tune: the
 * false-mask classes seen on text the detector had not been tuned on. Contractions at a sentence
 * start, capitalised imperatives and sentence-initial verbs, greetings and instructions in other
 * languages, place names, product and technology words, headings and table headers.
 */
export const NAME_FREE_THIRD: readonly SourcePrompt[] = [
  prompt('chat', "I'll send the report tonight. We'd rather wait until Monday."),
  prompt('chat', "They're late again. Shouldn't we start without the slides?"),
  prompt('chat', "You've got mail. It'll arrive by noon, won't it?"),
  prompt('chat', 'Rewrite this paragraph so it sounds friendlier.'),
  prompt('chat', 'Proofread the following text and fix any typos.'),
  prompt('chat', 'Outline a plan for migrating the database next quarter.'),
  prompt('chat', 'Brainstorm ten slogans for a bakery.'),
  prompt('chat', 'Paraphrase: the committee postponed its decision.'),
  prompt('chat', 'Bonjour, pouvez-vous résumer ce document en trois points ?'),
  prompt('chat', 'Hola, ¿puedes traducir este correo al inglés?'),
  prompt('chat', 'Guten Morgen! Bitte fasse den Text kurz zusammen.'),
  prompt('chat', 'Olá! Escreva um resumo curto deste relatório.'),
  prompt('chat', 'Ciao, riassumi questo articolo in due frasi.'),
  prompt('chat', 'Hallo, kun je deze tekst vertalen naar het Engels?'),
  prompt('chat', 'Cześć, przetłumacz proszę ten akapit.'),
  prompt('chat', 'Merhaba, bu metni özetler misin?'),
  prompt('chat', 'Habari, tafadhali fupisha ripoti hii.'),
  prompt('chat', 'Xin chào, hãy dịch đoạn văn này sang tiếng Anh.'),
  prompt('chat', 'Plan a three-day trip to Kyoto, Osaka and Nara.'),
  prompt('chat', 'What is the best time to visit Patagonia or Tasmania?'),
  prompt('chat', 'Compare rents in Lisbon, Porto and Coimbra.'),
  prompt('chat', 'We flew from Nairobi to Kigali and then drove to Gisenyi.'),
  prompt('chat', 'Explain how Kubernetes schedules pods compared with Nomad.'),
  prompt('chat', 'Should I use Postgres or Cassandra for time series?'),
  prompt('chat', 'Convert this Jupyter notebook into a Streamlit app.'),
  prompt('chat', 'Our Grafana alerts fire when Prometheus scrapes fail.'),
  prompt('chat', 'Write a Dockerfile that installs Terraform and Ansible.'),
  prompt('table', 'Quarter | Revenue | Margin\nQ1 | 1.2M | 14%\nQ2 | 1.4M | 15%'),
  prompt('table', 'Region,Owner,Status\nEMEA,sales,open\nAPAC,support,closed'),
  prompt('chat', '## Background\nThe service was migrated last year.\n\n## Proposal\nSplit the monolith.'),
  prompt('email', 'Summary\n\nRevenue grew in every region.\n\nNext Steps\n\nConfirm the budget.'),
  prompt('chat', 'Overview: the pipeline has three stages. Caveats: none so far.'),
  prompt('chat', "Let's sync tomorrow. Can't make it today, sorry!"),
  prompt('chat', 'Wir treffen uns morgen. Könntest du die Folien vorbereiten?'),
  prompt('chat', 'Pouvez-vous vérifier les chiffres avant jeudi ?'),
  prompt('chat', 'Necesito ayuda con una hoja de cálculo de gastos.'),
  prompt('chat', 'Podes rever este contrato de arrendamento?'),
  prompt('chat', 'Draft a LinkedIn post announcing our new Shopify integration.'),
  prompt('chat', 'Translate the README into Japanese and Korean.'),
  prompt('ticket', 'Steps to reproduce: open Settings, click Export, choose CSV.'),
];
