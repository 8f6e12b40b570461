/**
 * Organisations in a table column whose header says what they are ("Supplier | Category | Spend",
 * "Client;Sector;Since", "Partner,Country"): as with a form's label, the header, not the words,
 * says organisation, so "Alder Creek Farms" or "Ridgeway Packaging" is read though no word of it
 * marks a company.
 */
import type { Token } from './names/tokens';
import { FUNCTION_WORDS, HONORIFICS, NOT_NAMES } from './names/word-lists';
import type { ClaimOrganisation, WordKnowledge } from './organisation-rules';
import { wordSet } from './names/word-set';

const words = wordSet;

/** Header cells whose column holds organisations ("Supplier", "Vendor name", "Institution"). */
const COLUMN_LABELS = words(`
  supplier suppliers vendor vendors client clients customer customers company companies employer
  employers partner partners institution institutions organisation organization organisations
  organizations bank banks funder funders insurer insurers carrier carriers university universities
  school schools hospital hospitals agency agencies manufacturer manufacturers distributor
  distributors sponsor sponsors lender lenders provider providers merchant merchants firm firms
  contractor contractors subcontractor subcontractors shipper consignee
`);
/** Cell separators of tables written in text, tried in this order. */
const SEPARATORS = ['|', ';', '\t', ','] as const;
/** Lower-case words inside a name in a cell: "Caisse d'Épargne", "Bank of Valdoria", "Harlow & Pike". */
const CONNECTORS = words('of for and & de du des da do di del della la le van von und the');
const MAX_WORDS = 6;

interface Cell {
  readonly start: number;
  readonly end: number;
}

/** The cells of one line split at `sep`, trimmed, as offsets into the text. */
function cells(text: string, from: number, to: number, sep: string): Cell[] {
  const out: Cell[] = [];
  let start = from;
  for (let k = from; k <= to; k++) {
    if (k < to && text[k] !== sep) continue;
    let s = start;
    let e = k;
    while (s < e && /\s/.test(text[s])) s++;
    while (e > s && /\s/.test(text[e - 1])) e--;
    out.push({ start: s, end: e });
    start = k + 1;
  }
  return out;
}

/** The columns of a header line whose cell is an organisation label, alone or before "name". */
function labelledColumns(text: string, row: readonly Cell[]): number[] {
  const found: number[] = [];
  row.forEach((c, k) => {
    const label = text.slice(c.start, c.end).toLowerCase().replace(/\s+name$/, '');
    if (COLUMN_LABELS.has(label)) found.push(k);
  });
  return found;
}

const nameWord = (t: Token): boolean => !t.hasDigit && (t.capitalized || t.allCaps || t.innerCaps) && !FUNCTION_WORDS.has(t.key) && !HONORIFICS.has(t.key) && !NOT_NAMES.has(t.key);

/**
 * Each line with a separator whose cells include an organisation label starts a table; in the
 * lines after it that split into as many cells, the cell under the label is claimed when it is one
 * to six words, all capitalised but for connectors, and not one ordinary word alone ("Rent",
 * "Internal"). A cell that starts like a person's name (`personStart`) is left to the rules for
 * people. Reads every line once and every token once, so the pass is linear.
 */
export function columnOrganisations(
  text: string,
  tokens: readonly Token[],
  taken: Uint8Array,
  known: WordKnowledge,
  personStart: (i: number) => boolean,
  claim: ClaimOrganisation,
): void {
  let t = 0;
  let sep = '';
  let width = 0;
  let columns: number[] = [];
  for (let lineStart = 0; lineStart <= text.length; ) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    const line = text.slice(lineStart, lineEnd);
    if (columns.length > 0 && line.includes(sep)) {
      const row = cells(text, lineStart, lineEnd, sep);
      if (row.length === width) {
        for (const k of columns) {
          while (t < tokens.length && tokens[t].start < row[k].start) t++;
          claimCell(tokens, taken, t, row[k], known, personStart, claim);
        }
      } else columns = [];
    } else {
      columns = [];
      sep = SEPARATORS.find((s) => line.includes(s)) ?? '';
      if (sep !== '') {
        const row = cells(text, lineStart, lineEnd, sep);
        if (row.length >= 2) {
          columns = labelledColumns(text, row);
          width = row.length;
        }
      }
    }
    lineStart = lineEnd + 1;
  }
}

/** Claims the tokens from `first` that fill `cell`, if they look like an organisation's name. */
function claimCell(tokens: readonly Token[], taken: Uint8Array, first: number, cell: Cell, known: WordKnowledge, personStart: (i: number) => boolean, claim: ClaimOrganisation): void {
  let last = first;
  while (last < tokens.length && tokens[last].end <= cell.end) last++;
  if (last === first || last - first > MAX_WORDS || tokens[first].start !== cell.start || tokens[last - 1].end !== cell.end) return;
  for (let k = first; k < last; k++) {
    const u = tokens[k];
    if (taken[k] === 1) return;
    if (!nameWord(u) && !(k > first && u.lowerCase && CONNECTORS.has(u.key)) && u.key !== '&') return;
  }
  if (last - first === 1 && known.isCommon(tokens[first])) return;
  if (personStart(first)) return;
  claim(first, last, tokens[last - 1].end);
}
