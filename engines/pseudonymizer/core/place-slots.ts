/**
 * Slots that hold a place whatever its words: the value of a place's label ("PLACE: NAPOLI",
 * "City: Sevilla") and the cells of a table column whose header names a place ("CITY", "Region",
 * "Ciudad"). Cities of other languages ("Napoli", "Sevilla", "Milano") are often given names or
 * surnames of some culture too; the slot says which they are. One pass over the text.
 */
import { foldKey } from './names/lexicon';
import type { Token } from './names/tokens';

/** Labels and column headers of a place, folded like the lexicon's keys, in the languages the detector reads. */
const PLACE_LABELS: ReadonlySet<string> = new Set([
  'place', 'city', 'town', 'location', 'region', 'country', 'venue', 'destination', 'origin', 'county', 'province', 'state',
  'ciudad', 'localidad', 'pais', 'provincia', 'citta', 'luogo', 'paese', 'regione', 'comune', 'localita', 'ville', 'lieu',
  'pays', 'stadt', 'ort', 'land', 'plaats', 'stad', 'miasto', 'cidade', 'local', 'kraj', 'sehir', 'kota',
]);

/** Cell separators of a table written as text, in the order a header line is tried for them. */
const SEPARATORS = ['|', ';', '\t', ','];

/**
 * Per token, whether it stands in a place's slot: right after a place label and its colon or
 * equals sign, or in a later line's cell under a place column of the text's first line, a header
 * cut by `|`, `;`, a tab or a comma. Reads the text once.
 */
export function placeSlots(text: string, tokens: readonly Token[]): Uint8Array {
  const flags = new Uint8Array(tokens.length);
  for (let i = 1; i < tokens.length; i++) {
    if (PLACE_LABELS.has(tokens[i - 1].key) && /^[ \t]*[:=][ \t]*$/.test(text.slice(tokens[i - 1].end, tokens[i].start))) flags[i] = 1;
  }
  const columns = headerPlaceColumns(text);
  if (columns === undefined) return flags;
  const { separator, places, headerEnd } = columns;
  let cell = 0;
  let k = 0;
  while (k < tokens.length && tokens[k].start < headerEnd) k++;
  for (let c = headerEnd; c < text.length && k < tokens.length; c++) {
    // Every token starting here takes the cell counted so far on its line.
    while (k < tokens.length && tokens[k].start === c) {
      if (places.has(cell)) flags[k] = 1;
      k++;
    }
    const ch = text[c];
    if (ch === '\n') cell = 0;
    else if (ch === separator) cell++;
  }
  return flags;
}

/** The first line's separator, which of its cells name a place, and where the line ends. */
function headerPlaceColumns(text: string): { separator: string; places: ReadonlySet<number>; headerEnd: number } | undefined {
  const start = text.search(/\S/);
  if (start < 0) return undefined;
  const newline = text.indexOf('\n', start);
  const headerEnd = newline < 0 ? text.length : newline;
  // A header is short; a long first line is prose, not a table's head.
  if (headerEnd - start > 200) return undefined;
  const line = text.slice(start, headerEnd);
  const separator = SEPARATORS.find((s) => line.includes(s));
  if (separator === undefined) return undefined;
  const cells = line.split(separator);
  // A Markdown row opens on its separator: its empty first cell is counted in every row alike.
  const places = new Set<number>();
  cells.forEach((cellText, index) => {
    if (PLACE_LABELS.has(foldKey(cellText.trim()))) places.add(index);
  });
  return places.size > 0 ? { separator, places, headerEnd } : undefined;
}
