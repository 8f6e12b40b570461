/**
 * Manual pages (roff source) to plain text, enough to feed their prose to the engine without
 * groff: requests and macros dropped (their text arguments kept), font and size escapes removed,
 * common special characters written out. Paragraph macros and blank lines separate paragraphs;
 * lines inside one keep their line breaks, as text pasted from a terminal does.
 */

/** Macros whose arguments are text to keep (headings, font changes, tagged paragraphs). */
const TEXT_MACROS = new Set(['SH', 'SS', 'B', 'I', 'SM', 'SB', 'BI', 'BR', 'IB', 'IR', 'RB', 'RI', 'IP', 'TQ', 'UR', 'MT', 'Nm', 'Nd']);
/** Macros that start a new paragraph. */
const BREAK_MACROS = new Set(['SH', 'SS', 'PP', 'LP', 'P', 'TP', 'IP', 'HP', 'sp', 'bp', 'Pp', 'Sh', 'Ss', 'RS', 'RE', 'EX', 'EE', 'nf', 'fi']);
/** Alternating-font macros join their arguments without spaces ("\fBls\fR(1)"). */
const ALTERNATING = new Set(['BI', 'BR', 'IB', 'IR', 'RB', 'RI']);

const SPECIAL: Record<string, string> = {
  em: '—', en: '–', hy: '-', mi: '−', aq: "'", dq: '"', lq: '“', rq: '”', oq: '‘', cq: '’', bu: '•', co: '©',
  rg: '®', tm: '™', de: '°', ga: '`', ha: '^', ti: '~', rs: '\\', fo: '«', fc: '»', Fo: '«', Fc: '»', Eu: '€',
  ss: 'ß', ':a': 'ä', ':o': 'ö', ':u': 'ü', ':A': 'Ä', ':O': 'Ö', ':U': 'Ü', "'e": 'é', '`e': 'è', '`a': 'à',
  pl: '+', eq: '=', mu: '×', di: '÷', '->': '→', '<-': '←', 'lh': '☜', 'rh': '☞', sc: '§', ps: '¶',
};

function special(name: string): string {
  if (name in SPECIAL) return SPECIAL[name];
  const u = /^u([0-9A-Fa-f]{4,6})$/.exec(name);
  if (u) {
    const cp = parseInt(u[1], 16);
    return cp <= 0x10ffff ? String.fromCodePoint(cp) : '';
  }
  return '';
}

/** One line's escapes resolved. */
export function unescapeRoff(line: string): string {
  let out = '';
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c !== '\\') {
      out += c;
      continue;
    }
    const e = line[++i];
    if (e === undefined) break;
    // An argument written as `x`, `(xx` or `[name]`; returns it and moves past it.
    const arg = (): string => {
      const a = line[i + 1];
      if (a === '(') {
        i += 3;
        return line.slice(i - 1, i + 1);
      }
      if (a === '[') {
        const end = line.indexOf(']', i + 2);
        const name = line.slice(i + 2, end < 0 ? line.length : end);
        i = end < 0 ? line.length : end;
        return name;
      }
      i += 1;
      return a ?? '';
    };
    // An argument written between quotes (`\h'1n'`), skipped.
    const quoted = (): void => {
      const q = line[i + 1];
      const end = line.indexOf(q, i + 2);
      i = end < 0 ? line.length : end;
    };
    switch (e) {
      case '"':
        return out;
      case '#':
        return out;
      case 'f':
      case 'F':
      case 'n':
      case 'g':
      case 'k':
      case 'm':
      case 'M':
      case 'Y':
      case 'V':
      case '$':
        arg();
        break;
      case '*':
        arg();
        break;
      case '(':
        out += special(line.slice(i + 1, i + 3));
        i += 2;
        break;
      case '[':
        i -= 1;
        out += special(arg());
        break;
      case 's': {
        const m = /^[+-]?(?:\d\d?|\(\d\d|\[\d+\])/.exec(line.slice(i + 1));
        if (m) i += m[0].length;
        break;
      }
      case 'h':
      case 'v':
      case 'w':
      case 'l':
      case 'L':
      case 'N':
      case 'o':
      case 'X':
      case 'D':
      case 'b':
      case 'x':
      case 'Z':
      case 'A':
      case 'B':
      case 'R':
        quoted();
        break;
      case 'e':
      case '\\':
        out += '\\';
        break;
      case '-':
        out += '-';
        break;
      case ' ':
      case '~':
      case '0':
        out += ' ';
        break;
      case '&':
      case ':':
      case '|':
      case '^':
      case 'c':
      case '/':
      case ',':
      case ')':
      case '%':
      case 'd':
      case 'u':
      case 'p':
      case 'r':
      case 'z':
      case 'a':
      case 't':
        break;
      case '.':
        out += '.';
        break;
      default:
        out += e;
    }
  }
  return out;
}

/** A request line's arguments, honouring double quotes. */
function macroArgs(rest: string): string[] {
  const args: string[] = [];
  const re = /"((?:[^"]|"")*)"?|(\S+)/g;
  for (let m = re.exec(rest); m; m = re.exec(rest)) args.push(m[1] !== undefined ? m[1].replace(/""/g, '"') : m[2]);
  return args;
}

/** The paragraphs of a manual page's roff source, as plain text; empty for a `.so` link. */
export function roffParagraphs(source: string): string[] {
  const paragraphs: string[] = [];
  let current: string[] = [];
  const flush = (): void => {
    const text = current.join('\n').trim();
    if (text !== '') paragraphs.push(text);
    current = [];
  };
  const lines = source.split('\n');
  if (lines[0]?.startsWith('.so ')) return [];
  let skipping = false;
  for (const line of lines) {
    // Macro definitions (`.de` … `..`) are roff code, not text.
    if (skipping) {
      if (line.startsWith('..')) skipping = false;
      continue;
    }
    if (line.startsWith('.') || line.startsWith("'")) {
      const m = /^[.']\s*(\S+)\s*(.*)$/.exec(line);
      if (!m) continue;
      const [, name, rest] = m;
      if (name === 'de' || name === 'am' || name === 'ig') {
        skipping = true;
        continue;
      }
      if (BREAK_MACROS.has(name)) flush();
      if (TEXT_MACROS.has(name)) {
        let args = macroArgs(rest);
        if (name === 'IP') args = args.slice(0, 1);
        const text = args.map(unescapeRoff).join(ALTERNATING.has(name) ? '' : ' ').trim();
        if (text !== '') current.push(text);
        if (name === 'SH' || name === 'SS') flush();
      }
      continue;
    }
    if (line.trim() === '') {
      flush();
      continue;
    }
    current.push(unescapeRoff(line));
  }
  flush();
  return paragraphs;
}
