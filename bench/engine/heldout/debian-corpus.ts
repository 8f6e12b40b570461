/**
 * Real text nobody in this project wrote, read at run time from the Debian packages installed on
 * the machine (none of it is committed):
 *
 * - people's names from the trailer lines of /usr/share/doc/<pkg>/changelog.Debian.gz
 *   (` -- Full Name <email>  date`): real names from many cultures, with the ground truth given by
 *   the format. Each sampled name is put into one of a few neutral sentences, and the trailer
 *   line itself is kept as a second prompt;
 * - name-free text from man pages in English, German, French, Spanish and Brazilian Portuguese:
 *   paragraphs of the DESCRIPTION and OPTIONS sections only, leaving out every paragraph that
 *   holds an e-mail address, a URL, an author credit, or two capitalised words in a row that are
 *   not plainly a sentence start. What is left is an approximate negative set: a paragraph may
 *   still name a person or a project nobody filtered.
 *
 * Sampling is deterministic: sorted file lists, a fixed seed, fixed bounds. The same installed
 * packages give the same prompts; other packages give other (equally real) ones.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Mention } from '../eval/dataset';
import { caseOf, type HeldoutPrompt } from './marks';
import { seededRandom } from '../seeded-random';

/** Packages that provide the text; the changelogs come with every installed package. */
export const DEBIAN_PACKAGES = ['manpages', 'manpages-de', 'manpages-fr', 'manpages-es', 'manpages-pt-br'];

const INSTALL_HINT =
  `apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ${DEBIAN_PACKAGES.join(' ')}`;


/** A copy of `xs` in an order fixed by `seed`. */
export function shuffled<T>(xs: readonly T[], seed: number): T[] {
  const random = seededRandom(seed);
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** A file's text, gunzipped when its name ends in `.gz`. */
export function readMaybeGzip(path: string): string {
  const raw = readFileSync(path);
  return (path.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8');
}

function sortedFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.gz'))
    .sort()
    .map((f) => join(dir, f));
}

// ---------------------------------------------------------------- names from changelog trailers

const TRAILER = /^ -- (.+?) <[^<>@\s]+@[^<>\s]+>  ?\S.*$/;

/** Maintainer fields that are teams, bots or projects rather than a person. */
const NOT_A_PERSON = /\b(?:debian|ubuntu|team|group|janitor|maintainers?|project|packagers?|bot|qa|developers?|release|security|installer|build|daemon|root|admin|support|list|automatic|upload|autobuilder|buildd)\b/i;

/**
 * Neutral sentences a name is put into. Written for this set; the name is the only thing taken
 * from Debian. The last one is lower case around the name, as chat often is.
 */
const FRAMES: ReadonlyArray<readonly [string, string]> = [
  ['Please forward this to ', ' before Friday.'],
  ['Can you summarise the attached report for ', '?'],
  ['', ' asked whether the meeting can move to Thursday.'],
  ['Draft a short thank-you note to ', ' for the review.'],
  ['The contract was signed by ', ' on 3 March.'],
  ['Reminder: ', ' is presenting the quarterly figures tomorrow.'],
  ['Translate into French: "I spoke with ', ' this morning."'],
  ['hi, can you check with ', ' if the build passed?'],
];

export interface DebianNames {
  /** Distinct person names found in the installed changelogs. */
  readonly found: number;
  readonly prompts: HeldoutPrompt[];
}

function nameTags(name: string, form: string): string[] {
  const tags = ['entity:person', `debian:${form}`, `case:${caseOf(name)}`];
  if (/[^\x00-\x7f]/.test(name)) tags.push('shape:diacritic');
  if (/[^\p{Script=Latin}\s\p{P}\p{M}]/u.test(name)) tags.push('shape:non-latin');
  if (/-/.test(name)) tags.push('shape:hyphen');
  if (/['\u2019]/.test(name)) tags.push('shape:apostrophe');
  tags.push(/\s/.test(name) ? 'form:multi-word' : 'form:single-word');
  return tags;
}

/**
 * Samples `count` distinct people's names from the installed changelogs and returns two prompts
 * per name: the name in a neutral sentence, and its trailer line as written.
 */
export function debianNamePrompts(count = 300, seed = 2026, docRoot = '/usr/share/doc'): DebianNames {
  const packages = existsSync(docRoot) ? readdirSync(docRoot).sort() : [];
  const trailers = new Map<string, string>();
  for (const pkg of packages) {
    const path = join(docRoot, pkg, 'changelog.Debian.gz');
    if (!existsSync(path)) continue;
    let text: string;
    try {
      text = readMaybeGzip(path);
    } catch {
      continue; // a symlink to another package's changelog that is not installed
    }
    for (const line of text.split('\n')) {
      const m = TRAILER.exec(line);
      if (!m) continue;
      const name = m[1].trim();
      if (!/\p{L}/u.test(name) || NOT_A_PERSON.test(name) || /[<>@]/.test(name)) continue;
      if (!trailers.has(name)) trailers.set(name, line);
    }
  }
  if (trailers.size === 0) throw new Error(`no Debian changelogs found under ${docRoot}; install packages first: ${INSTALL_HINT}`);
  const names = shuffled([...trailers.keys()].sort(), seed).slice(0, count);
  const prompts: HeldoutPrompt[] = [];
  names.forEach((name, i) => {
    const [before, after] = FRAMES[i % FRAMES.length];
    const framed: Mention = { start: before.length, end: before.length + name.length, kind: 'person', text: name, tags: nameTags(name, 'frame') };
    prompts.push({ id: `debian-name:${i}`, text: before + name + after, kind: 'chat', case: 'normal', mentions: [framed], shape: 'debian-frame' });
    const line = trailers.get(name) as string;
    const start = line.indexOf(name);
    const trailer: Mention = { start, end: start + name.length, kind: 'person', text: name, tags: nameTags(name, 'trailer') };
    prompts.push({ id: `debian-trailer:${i}`, text: line, kind: 'chat', case: 'normal', mentions: [trailer], shape: 'debian-trailer' });
  });
  return { found: trailers.size, prompts };
}

// ---------------------------------------------------------------- paragraphs from man pages

/** Where one language's man pages are and which of their paragraphs to keep. */
export interface ManLanguage {
  readonly language: string;
  readonly dirs: readonly string[];
  /** Section headings kept (upper case), in that language. */
  readonly sections: readonly string[];
  /** Sentence-start words that make a capitalised pair harmless (`Die Option`). */
  readonly starters: readonly string[];
  readonly quota: number;
}

const MAN = '/usr/share/man';
/** The held-out part's man page languages, quotas and filters (the Debian tune part reuses them). */
export const LANGUAGES: readonly ManLanguage[] = [
  {
    language: 'en',
    dirs: [`${MAN}/man1`, `${MAN}/man5`, `${MAN}/man8`],
    sections: ['DESCRIPTION', 'OPTIONS'],
    starters: ['The', 'This', 'These', 'That', 'If', 'When', 'A', 'An', 'In', 'On', 'For', 'With', 'By', 'It', 'See', 'Note', 'Use', 'All', 'Each', 'Some', 'Any', 'No', 'Only', 'Unless', 'Otherwise', 'As', 'To'],
    quota: 100,
  },
  {
    language: 'de',
    dirs: [`${MAN}/de/man1`, `${MAN}/de/man5`, `${MAN}/de/man8`],
    sections: ['BESCHREIBUNG', 'OPTIONEN'],
    starters: ['Die', 'Der', 'Das', 'Den', 'Dem', 'Des', 'Ein', 'Eine', 'Einen', 'Einem', 'Wenn', 'Falls', 'Diese', 'Dieser', 'Dieses', 'Mit', 'Bei', 'Im', 'In', 'Für', 'Alle', 'Jede', 'Jeder', 'Es', 'Sie', 'Als', 'Um', 'Zum', 'Zur', 'Auf', 'Von', 'Vom', 'Nach', 'Ohne', 'Standardmäßig'],
    quota: 50,
  },
  {
    language: 'fr',
    dirs: [`${MAN}/fr/man1`, `${MAN}/fr/man5`, `${MAN}/fr/man8`],
    sections: ['DESCRIPTION', 'OPTIONS'],
    starters: ['Le', 'La', 'Les', 'Un', 'Une', 'Des', 'Si', 'Lorsque', 'Quand', 'Ce', 'Cette', 'Ces', 'Avec', 'Pour', 'Par', 'Dans', 'En', 'Il', 'Elle', 'Tous', 'Toutes', 'Chaque'],
    quota: 50,
  },
  {
    language: 'es',
    dirs: [`${MAN}/es/man1`, `${MAN}/es/man5`, `${MAN}/es/man8`],
    sections: ['DESCRIPCIÓN', 'OPCIONES'],
    starters: ['El', 'La', 'Los', 'Las', 'Un', 'Una', 'Si', 'Cuando', 'Este', 'Esta', 'Estos', 'Con', 'Para', 'Por', 'En', 'Todos', 'Cada'],
    quota: 50,
  },
  {
    language: 'pt-br',
    dirs: [`${MAN}/pt_BR/man1`, `${MAN}/pt_BR/man5`, `${MAN}/pt_BR/man8`],
    sections: ['DESCRIÇÃO', 'OPÇÕES'],
    starters: ['O', 'A', 'Os', 'As', 'Um', 'Uma', 'Se', 'Quando', 'Este', 'Esta', 'Com', 'Para', 'Por', 'Em', 'No', 'Na', 'Todos', 'Cada'],
    quota: 50,
  },
];

const NAMED_GLYPHS: Record<string, string> = {
  aq: "'", cq: "'", oq: "'", dq: '"', lq: '"', rq: '"', em: '—', en: '–', bu: '•', co: '©', rg: '®', hy: '-', ti: '~', ha: '^', rs: '\\', ga: '`', aa: '´', Fo: '«', Fc: '»', fo: '‹', fc: '›', mu: '×', di: '÷', '<=': '≤', '>=': '≥', '->': '→', '<-': '←', pl: '+', mi: '-', eq: '=', sl: '/', ba: '|', at: '@', sh: '#', Do: '$', ct: '¢', Eu: '€', de: '°', ps: '¶', sc: '§', tm: '™',
};

/** Roff escapes to plain text: enough for man(7) pages, not a roff implementation. */
function unescape(line: string): string {
  return line
    .replace(/\\f(?:\[[^\]]*\]|\(..|.)/g, '')
    .replace(/\\s[+-]?(?:\d|\(\d\d|\[\d+\])/g, '')
    .replace(/\\\*(?:\[[^\]]*\]|\(..|.)/g, '')
    .replace(/\\n[+-]?(?:\[[^\]]*\]|\(..|.)/g, '')
    .replace(/\\[hvwoXZNDlLbxS]'[^']*'/g, '')
    .replace(/\\\(([^\s]{2})/g, (_, g: string) => NAMED_GLYPHS[g] ?? '')
    .replace(/\\\[([^\]]*)\]/g, (_, g: string) => NAMED_GLYPHS[g] ?? (/^u[0-9A-F]{4,5}$/.test(g) ? String.fromCodePoint(parseInt(g.slice(1), 16)) : ''))
    .replace(/\\-/g, '-')
    .replace(/\\e/g, '\\')
    .replace(/\\[ ~0]/g, ' ')
    .replace(/\\[&|^,/%c:!)]/g, '')
    .replace(/\\"/g, '')
    .replace(/\\(.)/g, '$1');
}

/** Macro arguments, honouring double quotes. */
function macroArgs(rest: string): string[] {
  const args: string[] = [];
  for (const m of rest.matchAll(/"((?:[^"]|"")*)"|(\S+)/g)) args.push((m[1] ?? m[2]).replace(/""/g, '"'));
  return args;
}

const FONT_JOINED = new Set(['BR', 'RB', 'IR', 'RI', 'BI', 'IB']);
const FONT_SPACED = new Set(['B', 'I', 'SM', 'SB']);
const BREAKS = new Set(['PP', 'P', 'LP', 'TP', 'IP', 'HP', 'sp', 'RS', 'RE', 'TQ', 'SS', 'nf', 'fi', 'EX', 'EE', 'in', 'ti', 'br']);

interface ManParagraph {
  readonly section: string;
  readonly text: string;
  /** The paragraph carried a URL or mail macro, whose text is dropped with the paragraph. */
  readonly link: boolean;
}

/** Paragraphs of a man(7) page with the section each sits in; mdoc pages and `.so` stubs give none. */
function manParagraphs(source: string): ManParagraph[] {
  const lines = source.split('\n');
  if (lines.some((l) => /^\.(?:so|Dd|Sh)\b/.test(l))) return [];
  const out: ManParagraph[] = [];
  let section = '';
  let current: string[] = [];
  let link = false;
  let ignoring = false;
  const flush = (): void => {
    const text = current.join(' ').replace(/\s+/g, ' ').trim();
    if (text) out.push({ section, text, link });
    current = [];
    link = false;
  };
  for (const raw of lines) {
    if (ignoring) {
      if (/^\.\.\s*$/.test(raw)) ignoring = false;
      continue;
    }
    if (/^['.]\s*\\"/.test(raw) || raw.startsWith('.\\"')) continue;
    const macro = /^[.']\s*(\S+)\s*(.*)$/.exec(raw);
    if (!macro) {
      if (raw.trim() === '') flush();
      else current.push(unescape(raw));
      continue;
    }
    const [, name, rest] = macro;
    if (name === 'SH') {
      flush();
      section = unescape(macroArgs(rest).join(' ')).toUpperCase().trim();
    } else if (name === 'ig' || name === 'de') {
      ignoring = true;
    } else if (BREAKS.has(name)) {
      flush();
    } else if (FONT_JOINED.has(name)) {
      current.push(unescape(macroArgs(rest).join('')));
    } else if (FONT_SPACED.has(name)) {
      current.push(unescape(macroArgs(rest).join(' ')));
    } else if (name === 'UR' || name === 'UE' || name === 'MT' || name === 'ME') {
      link = true;
    }
    // Every other request (.TH, .if, .ds, .nr, .ad ...) sets up formatting and holds no prose.
  }
  flush();
  return out;
}

const CREDIT = /©|\bcopyright\b|\b(?:written|maintained|contributed|translated|developed) by\b|\b(?:geschrieben|entwickelt|übersetzt) von\b|\b(?:écrit|développé|traduit) par\b|\b(?:escrito|desarrollado|traducido|traduzido|desenvolvido) por\b|\bautor|\bauthor/i;

/**
 * Whether a paragraph may be used as name-free text: long enough to be prose, no address or
 * credit, and every pair of capitalised words in a row explained by a sentence start.
 */
function usable(p: ManParagraph, starters: ReadonlySet<string>): boolean {
  if (p.link) return false;
  const letters = p.text.replace(/[^\p{L}]/gu, '').length;
  if (letters < 60 || p.text.length > 1200) return false;
  if (/\S@\S|https?:|www\.|ftp:/i.test(p.text) || CREDIT.test(p.text)) return false;
  const words = p.text.split(/[^\p{L}\p{M}'’-]+/u).filter(Boolean);
  const capitalised = (w: string): boolean => /^\p{Lu}\p{Ll}/u.test(w);
  for (let i = 0; i + 1 < words.length; i++) {
    if (capitalised(words[i]) && capitalised(words[i + 1]) && !starters.has(words[i])) return false;
  }
  return true;
}

/**
 * A page's command family (`gcloud` for `gcloud_compute_ssh.1.gz`, `dpkg` for
 * `dpkg-gencontrol.1.gz`): one family with thousands of pages (a cloud CLI) must not fill a
 * language's quota alone, so each family gives at most one paragraph.
 */
function family(file: string): string {
  return (file.split('/').pop() ?? file).split(/[-_.]/)[0].toLowerCase();
}

export interface DocumentationParagraphs {
  readonly prompts: HeldoutPrompt[];
  readonly perLanguage: Record<string, number>;
}

/**
 * Samples name-free paragraphs from installed man pages: files in sorted order then shuffled with
 * a fixed seed, at most one paragraph per command family and language, up to each language's
 * quota (300 in all).
 */
export function documentationParagraphs(seed = 2026): DocumentationParagraphs {
  return sampleManParagraphs(LANGUAGES, seed, 'documentation', INSTALL_HINT);
}

/**
 * The sampling behind documentationParagraphs, for any languages (the dev corpus samples others):
 * ids are `<idPrefix>:<language>:<n>`; a language without pages throws with `hint`.
 */
export function sampleManParagraphs(languages: readonly ManLanguage[], seed: number, idPrefix: string, hint: string): DocumentationParagraphs {
  const prompts: HeldoutPrompt[] = [];
  const perLanguage: Record<string, number> = {};
  // The same paragraph ships in many pages (help2man's "Mandatory arguments ..."): count it once.
  const seen = new Set<string>();
  for (const lang of languages) {
    const files = shuffled(lang.dirs.flatMap(sortedFiles), seed);
    const keep = new Set(lang.sections);
    const starters = new Set(lang.starters);
    const familiesUsed = new Set<string>();
    let taken = 0;
    for (const file of files) {
      if (taken >= lang.quota) break;
      if (familiesUsed.has(family(file))) continue;
      let paragraphs: ManParagraph[];
      try {
        paragraphs = manParagraphs(readMaybeGzip(file));
      } catch {
        continue;
      }
      const candidates = paragraphs.filter((p) => keep.has(p.section) && !seen.has(p.text) && usable(p, starters));
      if (candidates.length === 0) continue;
      // One paragraph per page, chosen by the page's position so the pick is stable.
      const p = candidates[taken % candidates.length];
      familiesUsed.add(family(file));
      seen.add(p.text);
      prompts.push({ id: `${idPrefix}:${lang.language}:${taken}`, text: p.text, kind: 'chat', case: caseOf(p.text), mentions: [], shape: 'documentation' });
      taken++;
    }
    perLanguage[lang.language] = taken;
    if (taken === 0) throw new Error(`no ${lang.language} man pages found; install packages first: ${hint}`);
  }
  return { prompts, perLanguage };
}
