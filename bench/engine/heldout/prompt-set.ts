/**
 * The hand-written held-out set: every prompt file, parsed from its marks. Ids name the file and
 * the prompt's position in it (`emails:3`), so a reported miss can be found in the source.
 */
import { parseMarked, type HeldoutPrompt } from './marks';
import { CHATS } from './prompts/chats';
import { CODE_AND_TABLES } from './prompts/code-and-tables';
import { DOCUMENTS } from './prompts/documents';
import { EMAILS } from './prompts/emails';
import { LANGUAGES } from './prompts/languages';
import { NAME_FREE } from './prompts/name-free';
import { NAME_SHAPES } from './prompts/name-shapes';
import { WORK } from './prompts/work';
import type { SourcePrompt } from './prompts/source';

const FILES: ReadonlyArray<readonly [string, readonly SourcePrompt[]]> = [
  ['emails', EMAILS],
  ['chats', CHATS],
  ['work', WORK],
  ['code-and-tables', CODE_AND_TABLES],
  ['documents', DOCUMENTS],
  ['languages', LANGUAGES],
  ['name-shapes', NAME_SHAPES],
  ['name-free', NAME_FREE],
];

/** All hand-written held-out prompts, in file order. */
export function handWrittenPrompts(): HeldoutPrompt[] {
  return FILES.flatMap(([file, prompts]) => prompts.map((p, i) => parseMarked(`${file}:${i}`, p)));
}
