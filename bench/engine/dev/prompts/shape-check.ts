import { prompt, type SourcePrompt } from '../../heldout/prompts/source';

/**
 * The measured half of shape-tune.ts: the same shapes with other names no list holds, and
 * name-free prompts with the same cues. Never tuned on.
 */
export const SHAPE_CHECK: readonly SourcePrompt[] = [
  prompt('chat', 'hi {{P/ke:cherono}}, the keys are at reception'),
  prompt('chat', 'thanks {{P/kz:gulnara}}, got it'),
  prompt('chat', 'lunch with {{P/ge:ketevan}} moved to 1pm'),
  prompt('chat', 'hey {{P/mn:enkhjargal}} are you around?'),
  prompt('chat', '{{P/et:selamawit}} said the wifi is down on the 3rd floor'),
  prompt('translation', 'Translate into German: "{{P/ge:Tengiz}} cannot attend the workshop."'),
  prompt('translation', 'Traduza para o inglês: ontem a {{P/nz:Kahurangi}} ligou para o banco.'),
  prompt('translation', 'Traduci in inglese: domani {{P/ke:Jeptoo}} porta i documenti.'),
  prompt('email', 'The parcel was addressed to "{{P/et:Meseret}}" with no surname.'),
  prompt('chat', 'Ask {{P/kz:Tolkyn}} whether the visa came through.'),
  prompt('meeting', 'Present: {{P/nz:Ngaio}}, {{P/ge:Ketevan}}; apologies from {{P/ke:Kiprotich}}.'),
  prompt('chat', 'hi team, rollout paused until further notice'),
  prompt('chat', 'thanks, signoff done'),
  prompt('translation', 'Traduci in inglese: domani porto i documenti in Segreteria.'),
];
