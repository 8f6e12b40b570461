import type { Token } from './names/tokens';

/** Heads of public bodies whose complement is often a list of fields ("Department of Environment, Food and Rural Affairs"). */
const LIST_HEADS: ReadonlySet<string> = new Set([
  'department', 'ministry', 'ministerie', 'ministerio', 'ministere', 'ministero', 'ministerium', 'ministerstvo',
  'departamento', 'secretaria', 'secretariat', 'commission', 'comision', 'comissao', 'commissione', 'committee',
]);
/** Connectors between such a head and its complement. */
const COMPLEMENT_CONNECTORS: ReadonlySet<string> = new Set(['of', 'for', 'van', 'voor', 'de', 'del', 'des', 'du', 'della', 'delle', 'dei', 'da', 'do', 'für', 'fur']);
/** Words that join the last field of the list, in the languages whose bodies are named this way. */
const CONJUNCTIONS: ReadonlySet<string> = new Set(['and', '&', 'en', 'y', 'e', 'et', 'und', 'i', 'og', 'och']);

const titled = (t: Token): boolean => (t.capitalized || t.allCaps) && !t.hasDigit;

/**
 * "Ministerie van Volksgezondheid, Welzijn en Sport", "Department of Environment, Food and Rural
 * Affairs": a public body's name whose complement lists its fields, commas between them and a
 * conjunction before the last. Given a chain [first, end) already read as such a body, returns
 * the index after the listed fields, or `end` when no list closed by a conjunction follows.
 * Looks at each token after the chain at most once.
 */
export function listedComplementEnd(text: string, tokens: readonly Token[], taken: Uint8Array, first: number, end: number): number {
  let head = -1;
  for (let k = first; k < end - 2; k++) {
    if (LIST_HEADS.has(tokens[k].key) && COMPLEMENT_CONNECTORS.has(tokens[k + 1].key)) {
      head = k;
      break;
    }
  }
  if (head < 0 || !titled(tokens[end - 1])) return end;
  let j = end;
  let closed = end;
  // At most four more fields: a longer list is a sentence, not a name.
  for (let fields = 0; fields < 4 && j < tokens.length; fields++) {
    const sep = text.slice(tokens[j - 1].end, tokens[j].start);
    const comma = /^,[ \t]?$/.test(sep);
    let k = j;
    if (!comma && !/^[ \t]$/.test(sep)) break;
    // ", and Sport" (a serial comma) or " en Sport": the conjunction closes the list.
    const conjunction = CONJUNCTIONS.has(tokens[k].key) && !titled(tokens[k]) && k + 1 < tokens.length && tokens[k + 1].joinedToPrevious;
    if (!comma && !conjunction) break;
    if (conjunction) k++;
    if (k >= tokens.length || taken[k] || !titled(tokens[k])) break;
    let e = k + 1;
    while (e < tokens.length && !taken[e] && tokens[e].joinedToPrevious && titled(tokens[e]) && e - k < 3) e++;
    j = e;
    if (conjunction) {
      closed = e;
      break;
    }
  }
  return closed;
}
