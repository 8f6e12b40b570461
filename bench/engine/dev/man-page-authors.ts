/**
 * People named in the credit sections of Debian's manual pages, in English and in translation
 * (fetched by fetch-man-pages.sh, never installed or committed): AUTHOR, AUTOREN, AUTEUR, AUTOR,
 * and the translators' sections (ÜBERSETZUNG, TRADUCTION, TRADUCCIÓN, TRADUÇÃO, TŁUMACZENIE, …),
 * whose paragraphs name people inside sentences of the page's language that nobody in this
 * project wrote: "Die deutsche Übersetzung dieser Handbuchseite wurde von Jörg Müller <…> erstellt."
 *
 * Silver labels (`mark:` tags):
 * - `address`: the name written right before a personal mail address in angle brackets or
 *   parentheses (`Name <a@b>`, `Name (a@b)`), its words capitalised (a particle such as "van" or
 *   "de" may stand before the last one), a leading title ("Dr.") and a nickname in parentheses
 *   left outside; addresses of mailing lists and teams label nothing;
 * - `written-by`: in an author section, a name the English page of the same name lists in its
 *   "Written by A, B, and C." sentence, found letter for letter in the paragraph (the
 *   translations copy the names: "Geschrieben von A, B und C."). These names have no address.
 *
 * Each labelled paragraph is
 * scored twice: as written, and with the addresses removed, so the name has only its sentence
 * around it. Masked spans outside the labels count as false masks; some of them are people
 * named without an address, which the labels do not cover.
 *
 * Pages are split by a seeded hash of their name (the same page is in the same half in every
 * language). A paragraph written the same way on several pages counts once, in the half of the
 * first page (sorted) that holds it. Translators sign many pages, so a name of the `check` half
 * may also stand in a `tune` paragraph: such names are tagged `name:also-in-tune`, the others
 * `name:only-here`, and the latter are the figure that shows whether a change carries over.
 * Only the `tune` half may be listed (`EVAL_SHOW`); the `check` half is only counted.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Mention } from '../eval/dataset';
import { caseOf, type HeldoutPrompt } from '../heldout/marks';
import { manSections, type ManSection } from './man-page-roff';

/** Where fetch-man-pages.sh unpacks the pages (`<dir>/usr/share/man/<lang>/man1/…`). */
export const MAN_PAGES_DIR = process.env.DEV_MAN_PAGES_DIR ?? '/tmp/aigw-dev-man-pages';
const SPLIT_SEED = 'man-page-authors:2026';

export type Half = 'tune' | 'check';

/** Section titles that credit people: authors and translators, in the languages fetched. */
const CREDIT_SECTION =
  /^(?:AUTHORS?|AUTOR(?:EN|ES|E|I|ZY)?|AUTEURS?|AUTEUR|TRANSLATION|ÜBERSETZUNG|TRADUCTION|TRADUCCIÓN|TRADUÇÃO|TRADUZIONE|TŁUMACZENIE|VERTALING|PŘEKLAD|TRADUCERE|FORDÍTÁS|KÄÄNNÖS|OVERSÆTTELSE|ÖVERSÄTTNING|OVERSETTELSE|PENERJEMAH|TERJEMAHAN|FORFATTERE?|SZERZŐK?|TEKIJÄ(?:T)?|TEKIJÄT|AUTORZY|AUTOŘI|AUTEURS|UPHOVSMAN|PENULIS)$/;
const TRANSLATION_SECTION = /^(?:TRANSLATION|ÜBERSETZUNG|TRADU|TŁUMACZENIE|VERTALING|PŘEKLAD|FORDÍTÁS|KÄÄNNÖS|OVERSÆTTELSE|ÖVERSÄTTNING|OVERSETTELSE|PENERJEMAH|TERJEMAHAN)/;

/** A word of a name: capitalised letters, inner hyphens, apostrophes and a full stop of an initial. */
const NAME_WORD = /^(?:\p{Lu}[\p{L}\p{M}'’-]*\.?|(?:\p{Lu}\.){2,3})$/u;
/** French and Italian elide "de" into the name ("d'Olaf Kirch"): the name starts after the apostrophe. */
const ELIDED = /^[dl]['’](?=\p{Lu})/u;
/** Addresses of mailing lists and teams, not of one person ("debian-l10n-german@lists.debian.org"). */
const NOT_A_PERSON_ADDRESS = /@lists\.|l10n|^[<(]?(?:[^@]*[-.])?(?:list|lists|team|bugs|devel|users|info|support|help|noreply|maintainers?|webmaster)[-.@]/i;
const PARTICLE = /^(?:van|von|der|den|de|del|della|da|di|du|dos|das|le|la|ter|ten|bin|al|el|zu)$/;
const TITLE = /^(?:Dr|Prof|Mr|Mrs|Ms|Dipl\.-Ing)\.$/;
/** A mail address in angle brackets or, as older pages write it, in parentheses. */
const ADDRESS = /\s*(?:<[^<>\s@]+@[^<>\s]+>|\([^()\s@]+@[^()\s]+\))/g;

interface Labelled {
  readonly page: string;
  readonly language: string;
  readonly section: 'author' | 'translation';
  readonly text: string;
  readonly names: Span[];
}

/** A labelled name: where it is, and which mark says it is a name. */
interface Span {
  readonly start: number;
  readonly end: number;
  readonly mark?: 'address' | 'written-by';
}

function fnv(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Which half a page is in: a seeded hash of its name, so the split never moves. */
export function manPageHalf(page: string): Half {
  return fnv(`${SPLIT_SEED}:${page}`) % 2 === 0 ? 'tune' : 'check';
}

/**
 * The name written right before the address that starts at `at`, as a span, or undefined when
 * the words there are not plainly a name (a lower-case word, one letter, more than five words).
 */
export function nameBefore(text: string, at: number): { start: number; end: number } | undefined {
  let end = at;
  let before = text.slice(0, end);
  // "Jean-Luc Coulon (f5ibh) <…>": the nickname stays outside the name.
  const nick = /\s*\([^()]{1,30}\)\s*$/.exec(before);
  if (nick) before = before.slice(0, nick.index);
  before = before.replace(/\s+$/, '');
  end = before.length;
  const words = [...before.matchAll(/\S+/g)];
  const taken: RegExpMatchArray[] = [];
  for (let i = words.length - 1; i >= 0 && taken.length < 5; i--) {
    const w = words[i][0];
    if (NAME_WORD.test(w)) {
      taken.unshift(words[i]);
      continue;
    }
    const elided = ELIDED.exec(w);
    if (elided && NAME_WORD.test(w.slice(elided[0].length))) {
      const rest = w.slice(elided[0].length);
      taken.unshift(Object.assign([rest], { index: (words[i].index ?? 0) + elided[0].length }) as RegExpMatchArray);
      break;
    }
    // A particle only before the last word and after a capitalised one: "Miquel van Smoorenburg",
    // never "Geschrieben von Richard Stallman".
    if (PARTICLE.test(w) && taken.length === 1 && i > 0 && NAME_WORD.test(words[i - 1][0])) {
      taken.unshift(words[i]);
      continue;
    }
    break;
  }
  while (taken.length > 0 && TITLE.test(taken[0][0])) taken.shift();
  if (taken.length === 0) return undefined;
  // "Sean 'Shaleh' Perry": a quoted nickname inside the name leaves its start unclear.
  const first = taken[0].index ?? 0;
  if (/['‘"“]\S*['’"”]\s*$/.test(text.slice(0, first))) return undefined;
  const last = taken[taken.length - 1][0];
  // A single initial or a word ending in a full stop is no name's end ("Maintained by J.").
  if (/\.$/.test(last) || taken.every((t) => t[0].replace(/[.-]/g, '').length <= 1)) return undefined;
  return { start: first, end: taken[taken.length - 1].index! + last.length };
}

/** Labelled names of one paragraph: one per personal address with a plain name before it. */
export function labelParagraph(text: string): Span[] {
  const names: Span[] = [];
  for (const m of text.matchAll(/<[^<>\s@]+@[^<>\s]+>|\([^()\s@]+@[^()\s]+\)/g)) {
    if (NOT_A_PERSON_ADDRESS.test(m[0])) continue;
    const span = nameBefore(text, m.index ?? 0);
    if (span === undefined) continue;
    names.push({ ...span, mark: 'address' });
  }
  return names;
}

/**
 * The people an English page's AUTHOR section lists in its "Written by A, B, and C." sentence (GNU
 * pages write it so), each of two to four capitalised words: the translations copy those names
 * letter for letter into their own sentence ("Geschrieben von A, B und C.", "Écrit par A, B et C.").
 */
export function writtenBy(paragraph: string): string[] {
  const m = /^Written by (.+?)\.?$/.exec(paragraph);
  if (!m) return [];
  return m[1]
    .split(/,\s*(?:and\s+)?|\s+and\s+/)
    .map((item) => item.trim())
    .filter((item) => {
      const words = item.split(/\s+/);
      const last = words[words.length - 1];
      return words.length >= 2 && words.length <= 4 && NAME_WORD.test(words[0]) && NAME_WORD.test(last) && !/\.$/.test(last) && words.every((w) => NAME_WORD.test(w) || PARTICLE.test(w));
    });
}

/** Each whole-word occurrence of `names` in `text` that no span of `taken` overlaps. */
function occurrences(text: string, names: readonly string[], taken: readonly Span[]): Span[] {
  const out: Span[] = [];
  for (const name of names) {
    for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + name.length)) {
      const end = at + name.length;
      if (/[\p{L}\p{M}]/u.test(text[at - 1] ?? '') || /[\p{L}\p{M}]/u.test(text[end] ?? '')) continue;
      if ([...taken, ...out].some((t) => t.start < end && at < t.end)) continue;
      out.push({ start: at, end, mark: 'written-by' });
    }
  }
  return out;
}

/** The paragraph without its addresses, the labelled spans moved with the text. */
export function withoutAddresses(text: string, names: readonly Span[]): { text: string; names: Span[] } {
  const cuts = [...text.matchAll(ADDRESS)].map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
  const shift = (pos: number): number => cuts.filter((c) => c.end <= pos).reduce((n, c) => n + (c.end - c.start), 0);
  return { text: text.replace(ADDRESS, ''), names: names.map((n) => ({ ...n, start: n.start - shift(n.start), end: n.end - shift(n.end) })) };
}

function languageDirs(root: string): Array<{ language: string; dirs: string[] }> {
  const man = join(root, 'usr/share/man');
  if (!existsSync(man)) return [];
  const entries = readdirSync(man).sort();
  const out = [{ language: 'en', dirs: entries.filter((e) => /^man\d$/.test(e)).map((e) => join(man, e)) }];
  for (const e of entries) {
    if (/^man\d$/.test(e)) continue;
    const sub = join(man, e);
    out.push({ language: e.toLowerCase().replace('_', '-'), dirs: readdirSync(sub).filter((d) => /^man\d$/.test(d)).sort().map((d) => join(sub, d)) });
  }
  return out;
}

/** Every labelled credit paragraph under `root`, each distinct text once (first page, sorted). */
export function creditParagraphs(root = MAN_PAGES_DIR): Labelled[] {
  const out: Labelled[] = [];
  const seen = new Set<string>();
  const files: Array<{ page: string; language: string; path: string }> = [];
  for (const { language, dirs } of languageDirs(root)) {
    for (const dir of dirs) for (const f of readdirSync(dir)) if (f.endsWith('.gz')) files.push({ page: f.replace(/\.\w+\.gz$/, ''), language, path: join(dir, f) });
  }
  files.sort((a, b) => (a.page === b.page ? (a.path < b.path ? -1 : 1) : a.page < b.page ? -1 : 1));
  const sections = (path: string): ManSection[] => {
    try {
      return manSections(gunzipSync(readFileSync(path)).toString('utf8'));
    } catch {
      return []; // a symlink to a page of another section, or not roff
    }
  };
  // The English pages first: the people their "Written by" sentence names, per page.
  const authors = new Map<string, string[]>();
  for (const f of files) {
    if (f.language !== 'en') continue;
    for (const s of sections(f.path)) if (/^AUTHORS?$/.test(s.title)) for (const p of s.paragraphs) authors.set(f.page, [...(authors.get(f.page) ?? []), ...writtenBy(p)]);
  }
  for (const f of files) {
    for (const s of sections(f.path)) {
      if (!CREDIT_SECTION.test(s.title)) continue;
      const translation = TRANSLATION_SECTION.test(s.title);
      for (const text of s.paragraphs) {
        const key = `${f.language}\u0000${text}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const byAddress = labelParagraph(text);
        const names = [...byAddress, ...(translation ? [] : occurrences(text, authors.get(f.page) ?? [], byAddress))].sort((a, b) => a.start - b.start);
        if (names.length === 0 || text.length > 1500) continue;
        out.push({ page: f.page, language: f.language, section: translation ? 'translation' : 'author', text, names });
      }
    }
  }
  return out;
}

function shapeTags(name: string): string[] {
  const tags: string[] = [];
  if (/[^\x00-\x7f]/.test(name)) tags.push('shape:diacritic');
  if (/\s(?:van|von|der|den|de|del|della|da|di|du|dos|das|le|la|ter|ten|bin|al|el|zu)\s/.test(` ${name} `)) tags.push('shape:particle');
  if (!/\s/.test(name)) tags.push('shape:single-word');
  if (/-/.test(name)) tags.push('shape:hyphen');
  if (/\b\p{Lu}\./u.test(name)) tags.push('shape:initial');
  if (/\p{Lu}{3,}/u.test(name)) tags.push('shape:capitals-word');
  return tags;
}

/** What stands right before the name: a lower-case word ("von", "par", "by"), a comma of a list, or nothing. */
function contextTag(text: string, start: number): string {
  const before = text.slice(0, start).trimEnd();
  if (before === '') return 'context:paragraph-start';
  if (/[,;]$/.test(before)) return 'context:after-comma';
  if (/(?:^|\s)\p{Ll}+$/u.test(before)) return 'context:after-lower-word';
  return 'context:other';
}

function toPrompt(id: string, p: Labelled, text: string, names: readonly Span[], form: string, seen: readonly string[]): HeldoutPrompt {
  const mentions = names.map((n, i): Mention => {
    const name = text.slice(n.start, n.end);
    const tags = ['entity:person', `lang:${p.language}`, `section:${p.section}`, `form:${form}`, `case:${caseOf(name)}`, contextTag(text, n.start), seen[i], `mark:${n.mark ?? 'address'}`, ...shapeTags(name)];
    return { start: n.start, end: n.end, kind: 'person', text: name, tags };
  });
  return { id, text, kind: 'chat', case: 'normal', mentions, shape: 'translation' };
}

/**
 * The prompts of one half: every labelled paragraph as written (`form:as-written`) and without
 * its addresses (`form:no-address`); ids `man-authors-<half>:<lang>:<page>:<n>:<form>`.
 */
export function manPageAuthorPrompts(half: Half, root = MAN_PAGES_DIR): { pages: number; prompts: HeldoutPrompt[] } {
  const all = creditParagraphs(root);
  const nameOf = (p: Labelled, n: Span): string => p.text.slice(n.start, n.end).toLowerCase();
  const tuneNames = new Set(all.filter((p) => manPageHalf(p.page) === 'tune').flatMap((p) => p.names.map((n) => nameOf(p, n))));
  const mine = all.filter((p) => manPageHalf(p.page) === half);
  const prompts: HeldoutPrompt[] = [];
  mine.forEach((p, i) => {
    const base = `man-authors-${half}:${p.language}:${p.page}:${i}`;
    const seen = p.names.map((n) => (half === 'check' && tuneNames.has(nameOf(p, n)) ? 'name:also-in-tune' : 'name:only-here'));
    prompts.push(toPrompt(`${base}:as-written`, p, p.text, p.names, 'as-written', seen));
    const bare = withoutAddresses(p.text, p.names);
    prompts.push(toPrompt(`${base}:no-address`, p, bare.text, bare.names, 'no-address', seen));
  });
  return { pages: new Set(mine.map((p) => p.page)).size, prompts };
}
