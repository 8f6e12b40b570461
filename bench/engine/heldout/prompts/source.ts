/**
 * The shape of a hand-written held-out prompt before its marks are parsed. Names are marked
 * inline: `{{P/culture:Full Name}}` for a person, `{{O/type:Organisation Name}}` for an
 * organisation. Only the marked letters are the name: titles (`Dr.`, `Frau`) and a possessive
 * `'s` stay outside the mark, as the detector is meant to leave them outside the placeholder.
 */
export type Shape =
  | 'email'
  | 'chat'
  | 'meeting'
  | 'ticket'
  | 'code'
  | 'commit'
  | 'table'
  | 'translation'
  | 'legal'
  | 'hr'
  | 'news'
  | 'medical'
  | 'allcaps'
  | 'mixed-language';

export interface SourcePrompt {
  readonly shape: Shape;
  readonly text: string;
}

/** One prompt, written the way a user would send it. */
export const prompt = (shape: Shape, text: string): SourcePrompt => ({ shape, text });
