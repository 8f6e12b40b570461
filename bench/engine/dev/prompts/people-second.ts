import { prompt, type SourcePrompt } from '../../heldout/prompts/source';

/**
 * A second batch of dev prompts naming people, written with the first false-mask rules in
 * place: a given name alone where only its position says it is a name (a mention, a to-do's
 * owner, a vocative, a table cell, a signature), names that are also ordinary words with a cue,
 * lower-case chat and names in capitals.
 */
export const PEOPLE_SECOND: readonly SourcePrompt[] = [
  prompt('chat', '@{{P/ig:Chinonso}} can you take the on-call swap this weekend?'),
  prompt('code', '// FIXME({{P/mn:Oyunbileg}}): the retry budget ignores clock skew'),
  prompt('email', '{{P/fi:Aino}}, the slides look great. One typo on page four.'),
  prompt('email', '{{P/ka:Nino}} — quick note: the venue moved to the second floor.'),
  prompt('table', 'Owner | Task\n{{P/ta:Kavitha}} | data export\n{{P/eu:Iñaki}} | load test'),
  prompt('email', 'Thanks for covering the release.\n\nBest,\n{{P/sm:Losa}}'),
  prompt('chat', 'Can you send the contract to {{P/qu:Wayra}} before noon?'),
  prompt('chat', 'I asked {{P/ak:Kwabena}} about the budget and he said no.'),
  prompt('chat', '{{P/tg:Firuza}} said the visa came through.'),
  prompt('chat', 'Dear {{P/en:Grace}}, thank you for the flowers.'),
  prompt('chat', '{{P/en:Rose}} will run the workshop on Friday.'),
  prompt('email', 'Please cc {{P/ar:Said}} on the reply.'),
  prompt('chat', 'lunch with {{P/ko:minji kang}} tomorrow, want to join?'),
  prompt('chat', 'ok so {{P/pl:kasia nowak}} says the build is green now'),
  prompt('table', 'NAME,ROLE\n{{P/hu:ZSÓFIA HORVÁTH}},auditor\n{{P/tr:EMRE YILMAZ}},analyst'),
  prompt('email', 'Sehr geehrte Frau {{P/de:Weidemann}}, anbei die Unterlagen.'),
  prompt('chat', 'Pregunta a {{P/es:Lucía Ferrández}} si la factura está pagada.'),
  prompt('chat', 'Demande à {{P/fr:Aurélien Marchetti}} de valider le devis.'),
];
