/**
 * A person's name as the quoted value of a field that holds one, in code, JSON, YAML or logs:
 * `{"name": "ravi kumar", "role": "admin"}`, `author: 'Ana Souza'`, `assignee="lukasz"`. The key
 * says a name is meant, so the value is read whatever language the line seems to be in; a
 * service's or an account's name in the same field (`"name": "nginx"`, `"name": "admin"`) starts
 * with no given name or surname and stays.
 */
import type { LowerCaseNameKnowledge } from './lower-case-people';
import type { Token } from './names/tokens';

/** A field that holds a person's name, then `:` or `=`, then a quoted value on the same line. */
const NAME_FIELD = /(?<![\w-])["']?(?:name|full_?name|fullName|first_?name|firstName|last_?name|lastName|display_?name|displayName|author|owner|assignee|reporter|contact)["']?[ \t]*[:=][ \t]*(["'])([^"'\n]{2,60})\1/g;
const MAX_WORDS = 4;

/** A word of the value: a known name, or a word no dictionary holds; never a word kept from names. */
function nameWord(t: Token, know: LowerCaseNameKnowledge): boolean {
  if (t.hasDigit || t.innerCaps || know.isExcluded(t)) return false;
  return know.isGiven(t) || know.isSurname(t) || !know.isCommon(t);
}

/** Claims each field value of one to four name words, the first a given name or a surname that is no ordinary word. */
export function fieldValueNames(text: string, tokens: readonly Token[], taken: Uint8Array, know: LowerCaseNameKnowledge, claim: (first: number, last: number, end: number) => void): void {
  if (!/[:=]/.test(text)) return;
  let k = 0;
  for (const m of text.matchAll(NAME_FIELD)) {
    const end = (m.index ?? 0) + m[0].length - 1;
    const start = end - m[2].length;
    while (k < tokens.length && tokens[k].start < start) k++;
    let last = k;
    while (last < tokens.length && tokens[last].end <= end) last++;
    const words = tokens.slice(k, last);
    if (words.length === 0 || words.length > MAX_WORDS || words[0].start !== start || words[words.length - 1].end !== end) continue;
    if (words.some((t, i) => taken[k + i] === 1 || !nameWord(t, know) || (i > 0 && text.slice(words[i - 1].end, t.start) !== ' '))) continue;
    const head = words[0];
    if (!(know.isGiven(head) || know.isSurname(head)) || know.isCommon(head)) continue;
    claim(k, last, end);
    k = last;
  }
}
