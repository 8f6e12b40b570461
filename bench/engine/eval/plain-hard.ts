/**
 * Prompts without names that are hard for a detector reading case and word lists: contractions
 * ("I'll", "We'd"), imperatives at a sentence start, greetings and instructions in other languages,
 * places, products and Title Case headings, ALL-CAPS lines, lower-case chat, code and tables.
 * Fills: `{X}` `{Y}` a product, `{C}` `{C2}` a place, `{M}` a month as in templates.ts; `{H}` a
 * greeting, `{T}` a thanks, `{F}` a sentence in another language, `{V}` an imperative.
 */
import type { Template } from './templates';

const t = (kind: Template['kind'], text: string): Template => ({ kind, text });

export const HARD_PLAIN_TEMPLATES: readonly Template[] = [
  t('email', "I'll send the {X} notes tomorrow. We'd like feedback before Friday. Don't forget the SLA review."),
  t('chat', "They're migrating to {X} next month. Shouldn't we wait? It's risky and you've seen the logs. I'd rather test first."),
  t('chat', '{H}, can you help me translate this menu for my trip to {C}? {T}!'),
  t('translation', 'Translate into English: "{F}"'),
  t('translation', 'What does "{F}" mean? A supplier wrote it in an email.'),
  t('chat', '{V} the thread below in three bullets. Keep the tone neutral.\n\n> The rollout to {C} slipped again. {X} needs another week.'),
  t('chat', "Proofread this paragraph. Rephrase the last sentence. Highlight anything unclear. Here's the text: our {X} migration finished early."),
  t('code', '// FIXME: breaks on Safari when the locale is pt-BR\n// Workaround: parse dates with {X} until upstream fixes it.\nconst parsed = parseDate(input);'),
  t('code', 'Refactor this function. Rename the variables, add type hints and explain why {X} is slower than {Y} here.\n\ndef load(path):\n    return open(path).read()'),
  t('code', '# Returns None when the cache is cold.\n# See RFC 7231, section 6.5.\n# Tested on {X} and {Y}.'),
  t('table', '| Country | Capital | Office |\n|---|---|---|\n| Portugal | Lisbon | yes |\n| Kenya | Nairobi | no |\n| Colombia | {C} | planned |'),
  t('table', 'Region,Quarter,Revenue\n{C},Q1,1.2M\n{C2},Q1,0.9M\nLatin America,Q2,2.0M\nMake a bar chart description.'),
  t('minutes', 'Minutes\nItem 1: Budget approved.\nItem 2: Office move to {C} postponed to {M}.\nItem 3: New Hire Onboarding Checklist adopted.\nAOB: None.'),
  t('email', '## Release Notes\n### New Features\n- Dark Mode for the Admin Console\n- Faster Sync with {X}\n### Known Issues\n- Export Wizard freezes on large files'),
  t('email', 'Quarterly Business Review: Key Takeaways and Next Steps\n\nPlease turn this heading into a one-page summary for the {C} office.'),
  t('ticket', 'WARNING: DO NOT RESTART THE {X} CLUSTER DURING BUSINESS HOURS. CHANGE FREEZE UNTIL {M}.'),
  t('chat', "ok so i'll push the fix tmrw, idk why {x} keeps failing lol. u think it's the cache?"),
  t('chat', 'we went to {C} last summer and loved it. any tips for {C2}? thx'),
  t('chat', 'Plan a road trip from {C} to {C2} with a stop in {C3}. We drive an electric car.'),
  t('email', '{H} team,\n\nKindly find attached the {X} report. Noted with thanks.\n\n{T}'),
  // Documentation and prose in other languages: every noun or heading capitalized, no name.
  t('code', 'Die Option --force überschreibt vorhandene Dateien ohne Rückfrage. Siehe auch Abschnitt BEISPIELE und die Umgebungsvariable LANG. Übersetze das ins Englische.'),
  t('code', 'Explique-moi ce passage : « Cette commande affiche la Liste des fichiers. Consultez la Section FICHIERS pour les Détails de Configuration. »'),
  t('translation', 'Traduce al inglés: "Este programa muestra la Ayuda si se invoca sin Argumentos. Véase también la Sección OPCIONES y el Manual de Usuario."'),
  t('translation', 'Traduza: "O Comando lê a Entrada padrão e escreve na Saída. Consulte a Página de Manual e o Guia de Instalação."'),
  // Foods, products and places that look like names.
  t('chat', 'Give me a recipe with Parmesan, Gruyère and a Granny Smith apple. Could I swap in Cheddar or Emmental?'),
  t('chat', 'Is Camembert safe during pregnancy? And what about Brie, Roquefort or Mozzarella di Bufala from {C}?'),
  t('chat', 'Write an out-of-office reply in French and Spanish: I am away until {M} 12 and will answer on my return.'),
  t('chat', 'Which is better for a small shop, {X} or {Y}? We sell coffee in {C} and use an iPad at the till.'),
  t('meeting', "Retro notes\nWhat went well: we'd fixed the flaky tests.\nWhat didn't: the {X} upgrade. Let's timebox it next sprint."),
  t('chat', 'Give me a packing list for hiking in Patagonia and the Scottish Highlands. Should I bring {X} maps offline?'),
  t('ticket', 'Customer in {C} says the checkout page shows prices in USD instead of EUR. Screenshot attached. Browser: Firefox.'),
  t('chat', 'Explain Kubernetes Operators vs Helm Charts. Use the Single Responsibility Principle as a lens.'),
  t('email', 'Subject: Holiday Schedule\n\nThe office closes on Good Friday and reopens on Easter Monday. Happy Holidays!'),
  t('translation', 'Rewrite in plain English: "Per our conversation, please revert at the earliest. Awaiting your kind response."'),
];

/** Fill words for the hard templates without names (the shared ones come from templates.ts). */
export const HARD_FILLS: Readonly<Record<'H' | 'T' | 'F' | 'V', readonly string[]>> = {
  H: ['Bonjour', 'Hola', 'Olá', 'Hallo', 'Ciao', 'Hej', 'Merhaba', 'Namaste', 'Salam', 'Jambo', 'Hoi', 'Buongiorno', 'Buenos días', 'Guten Tag', 'Dzień dobry', 'Good morning', 'Greetings'],
  T: ['Obrigado', 'Gracias', 'Merci', 'Danke', 'Grazie', 'Tack', 'Shukran', 'Asante', 'Dziękuję', 'Terima kasih', 'Arigato', 'Vielen Dank', 'Muchas gracias', 'Merci beaucoup', 'Muito obrigada', 'Dank je wel', 'Cheers'],
  F: [
    'Por favor, envie o relatório até sexta-feira.',
    'Vielen Dank für Ihre schnelle Antwort.',
    'Nous avons besoin du rapport avant lundi.',
    'Gracias por su paciencia, el pedido llegará pronto.',
    'Grazie per la collaborazione, ci vediamo domani.',
    'Bedankt voor je hulp, tot morgen!',
    'Dziękuję za szybką odpowiedź.',
    'Tack för hjälpen, vi hörs snart.',
    'Bitte schicken Sie mir die Rechnung noch heute.',
    'Pouvez-vous confirmer la livraison pour mardi?',
    'Buenos días, necesito ayuda con mi factura.',
    'Obrigado pela ajuda, até amanhã.',
    'Kiitos paljon, nähdään huomenna.',
    'Teşekkürler, yarın görüşürüz.',
    'Terima kasih atas bantuannya.',
  ],
  V: ['Summarise', 'Summarize', 'Condense', 'Paraphrase', 'Recap', 'Outline', 'Digest', 'Shorten', 'Prioritise', 'Analyse'],
};
