/**
 * Just enough roff for the credit sections of manual pages: a page becomes its sections, each a
 * list of paragraphs of plain text, with a mail address kept the way a reader sees it
 * (`Jörg Müller <joerg@example.org>`), whichever macro wrote it (`.MT`/`.ME`, `.MTO`, inline).
 */

export interface ManSection {
  readonly title: string;
  readonly paragraphs: string[];
}

/** Macros that end a paragraph; every other macro line is dropped, keeping its text arguments only for font macros. */
const BREAK = /^\.(?:PP|P|LP|IP|TP|HP|sp|SH|SS|in|RS|RE|TH)\b/;
const FONT = /^\.(?:B|I|SM|SB|BI|BR|IB|IR|RB|RI|IR)\s+(.*)$/;

/** The named characters credit sections use; any other `\(xx` is dropped. */
const CHARS: Record<string, string> = { co: '©', aq: "'", at: '@', em: '—', en: '–', lq: '“', rq: '”', dq: '"', hy: '-', oq: '‘', cq: '’', bu: '•' };

/** Inline escapes to plain text: fonts, named characters, hyphens, unbreakable spaces. */
export function unescapeRoff(line: string): string {
  return line
    .replace(/\\f(?:\[[^\]]*\]|\(..|.)/g, '')
    .replace(/\\\*?\((..)/g, (_m, c: string) => CHARS[c] ?? '')
    .replace(/\\\*?\[([^\]]*)\]/g, (_m, c: string) => CHARS[c] ?? '')
    .replace(/\\s[+-]?\d/g, '')
    .replace(/\\[-]/g, '-')
    .replace(/\\[ ~0]/g, ' ')
    .replace(/\\[&%|^c:]/g, '')
    .replace(/\\e/g, '\\')
    .replace(/\\(.)/g, '$1');
}

/** The arguments of a macro line, quotes honoured (`"Mikhail Gusarov" ,` → two arguments). */
function macroArgs(rest: string): string[] {
  const out: string[] = [];
  for (const m of rest.matchAll(/"((?:[^"]|"")*)"|(\S+)/g)) out.push(m[1] !== undefined ? m[1].replace(/""/g, '"') : m[2]);
  return out;
}

/** A page's sections with their paragraphs of plain text; comments and other macros are dropped. */
export function manSections(roff: string): ManSection[] {
  const sections: ManSection[] = [];
  let current: ManSection | undefined;
  let words: string[] = [];
  let mailTo: string | undefined;
  let mailText: string[] = [];
  const flush = (): void => {
    const text = words.join(' ').replace(/\s+/g, ' ').replace(/\s+([,.;:])/g, '$1').trim();
    if (current && text !== '') current.paragraphs.push(text);
    words = [];
  };
  for (const raw of roff.split('\n')) {
    if (/^(?:\.|')\\"/.test(raw) || /^\.\s*$/.test(raw)) continue;
    if (raw.startsWith('.SH') || raw.startsWith('.SS')) {
      flush();
      if (raw.startsWith('.SH')) {
        current = { title: unescapeRoff(macroArgs(raw.slice(3)).join(' ')).toUpperCase(), paragraphs: [] };
        sections.push(current);
      }
      continue;
    }
    const mt = /^\.MT\s+(\S+)/.exec(raw);
    if (mt) {
      mailTo = unescapeRoff(mt[1]);
      mailText = [];
      continue;
    }
    const me = /^\.ME\b\s*(.*)$/.exec(raw);
    if (me) {
      const shown = mailText.join(' ').trim();
      words.push(`${shown}${shown === '' ? '' : ' '}<${mailTo ?? ''}>${unescapeRoff(me[1])}`);
      mailTo = undefined;
      continue;
    }
    const mto = /^\.MTO\s+(.*)$/.exec(raw);
    if (mto) {
      const [address, shown, punct] = macroArgs(mto[1]).map(unescapeRoff);
      words.push(`${shown ?? ''} <${address}>${punct ?? ''}`);
      continue;
    }
    if (/^\.(?:UR|UE)\b/.test(raw)) {
      const ue = /^\.UE\s+(.*)$/.exec(raw);
      if (ue) words.push(unescapeRoff(ue[1]));
      continue;
    }
    if (BREAK.test(raw)) {
      flush();
      continue;
    }
    const font = FONT.exec(raw);
    const text = font ? macroArgs(font[1]).join(/^\.(?:B|I|SM|SB)\s/.test(raw) ? ' ' : '') : raw.startsWith('.') ? '' : raw;
    if (mailTo !== undefined) mailText.push(unescapeRoff(text));
    else if (text.trim() === '') flush();
    else words.push(unescapeRoff(text));
  }
  flush();
  return sections;
}
