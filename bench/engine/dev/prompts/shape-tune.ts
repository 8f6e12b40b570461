import { prompt, type SourcePrompt } from '../../heldout/prompts/source';

/**
 * People's names that no name list holds, in the shapes the lists alone catch least: lower-case
 * chat after a greeting or a verb that takes a person, translation prompts and sentences of other
 * languages, quotes, diacritics; and name-free prompts with the same cues before ordinary words
 * and jargon. Written fresh for the dev set; this half is tuned on, shape-check.ts (written at the
 * same time, with other names) is only measured.
 */
export const SHAPE_TUNE: readonly SourcePrompt[] = [
  // lower-case chat
  prompt('chat', 'hi {{P/et:hirut}}, can you send me the invoice again?'),
  prompt('chat', 'thanks {{P/ge:zurab}}, that fixed it'),
  prompt('chat', 'had lunch with {{P/kz:yerlan}} today, he says hi'),
  prompt('chat', 'morning {{P/ke:muthoni}}! is the demo still on?'),
  prompt('chat', 'i just talked to {{P/ke:chebet}} about the rota'),
  prompt('chat', 'hey {{P/mn:munkh}} did the parcel arrive'),
  prompt('chat', 'sorry {{P/am:narek}}, i missed your call'),
  prompt('chat', '{{P/ke:akinyi}} said the printer is jammed again'),
  prompt('chat', 'can you check with {{P/eu:garazi}} before friday'),
  prompt('chat', 'welcome {{P/kz:dauren}} to the team 🎉'),
  // translation prompts and other languages
  prompt('translation', 'Translate to French: "{{P/is:Kolbrún}} will present the results on Monday."'),
  prompt('translation', 'Traduce al inglés: Mañana {{P/ge:Shota}} llega a la oficina a las nueve.'),
  prompt('translation', 'Übersetze ins Englische: Gestern hat {{P/ke:Adhiambo}} die Präsentation gehalten.'),
  prompt('translation', "Traduis en anglais : j'ai parlé avec {{P/mn:Tsetseg}} hier soir."),
  prompt('mixed-language', 'Ontem a {{P/eu:Itziar}} enviou o relatório, podes rever?'),
  prompt('translation', 'Vertaal naar het Engels: morgen belt {{P/nz:Tamati}} de klant terug.'),
  // quotes
  prompt('email', 'The form was signed "{{P/ke:Kipchoge Wairimu}}" but the address is missing.'),
  prompt('chat', 'she signs her emails "{{P/nz:Anahera}}" so I was not sure who it was'),
  prompt('ticket', 'Customer name on the booking: "{{P/mn:Odgerel Sukhbaatar}}", please correct the spelling.'),
  // diacritics
  prompt('email', 'Please forward the contract to {{P/lt:Žydrūnas}} before noon.'),
  prompt('meeting', 'Action items: {{P/is:Eyjólfur}} to update the budget, {{P/eu:Iñaki}} to book the room.'),
  prompt('chat', 'Can {{P/is:Hrafnhildur}} join the call at three?'),
  // name-free: the same cues before ordinary words and jargon
  prompt('chat', 'hi all, can someone restart the kubectl proxy?'),
  prompt('chat', 'thanks everyone, the hotfix is out'),
  prompt('chat', 'had a look with grafana, the latency is fine'),
  prompt('chat', 'morning! standup moved to 10'),
  prompt('translation', 'Traduce al inglés: Mañana llega el informe de Contabilidad a las nueve.'),
  prompt('translation', 'Übersetze: Die Datei "config.yaml" enthält die Einstellungen für das Backend.'),
  prompt('chat', 'sorry, webhook was misconfigured, redeploying now'),
];
