/**
 * The dev corpus: real text nobody in this project wrote, read at run time from what is installed
 * on the machine, from other sources than the held-out Debian parts (which use changelog trailers
 * and man pages in en, de, fr, es and pt-br):
 *
 * - name-free text: gettext translations (`/usr/share/locale/<lang>/LC_MESSAGES/*.mo`, read with
 *   `msgunfmt`; the English side is their msgids), man pages in Italian, Polish, Dutch and Czech,
 *   and the descriptions of installed packages (`/var/lib/dpkg/status`). Like the held-out documentation part, an
 *   approximate negative set: messages and paragraphs with an address, a credit or two
 *   capitalised words in a row that are not plainly a sentence start are left out;
 * - people's names from `/usr/share/doc/<pkg>/copyright` (`Copyright:` and `Upstream-Contact:`
 *   lines of machine-readable copyright files), each put into a sentence written for this set.
 *
 * Sampling is deterministic (sorted lists, fixed seeds, fixed quotas). Nothing of it is committed.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Mention } from '../eval/dataset';
import { sampleManParagraphs, shuffled, type ManLanguage } from '../heldout/debian-corpus';
import { caseOf, type HeldoutPrompt } from '../heldout/marks';

const SEED = 7331;
const MAN = '/usr/share/man';
const HINT = 'apt-get install -y --no-install-recommends manpages-it manpages-pl manpages-nl manpages-cs gettext';

/** Man page languages the held-out part does not sample. */
const MAN_LANGUAGES: readonly ManLanguage[] = [
  { language: 'it', dirs: [`${MAN}/it/man1`, `${MAN}/it/man5`, `${MAN}/it/man8`], sections: ['DESCRIZIONE', 'OPZIONI'], starters: ['Il', 'Lo', 'La', 'I', 'Gli', 'Le', 'Un', 'Una', 'Se', 'Quando', 'Questo', 'Questa', 'Con', 'Per', 'In', 'Nel', 'Tutti', 'Ogni', 'È'], quota: 60 },
  { language: 'pl', dirs: [`${MAN}/pl/man1`, `${MAN}/pl/man5`, `${MAN}/pl/man8`], sections: ['OPIS', 'OPCJE'], starters: ['Jeśli', 'Jeżeli', 'Gdy', 'Ten', 'Ta', 'To', 'Te', 'Z', 'W', 'Na', 'Do', 'Dla', 'Przy', 'Wszystkie', 'Każdy', 'Domyślnie', 'Opcja', 'Polecenie'], quota: 60 },
  { language: 'nl', dirs: [`${MAN}/nl/man1`, `${MAN}/nl/man5`, `${MAN}/nl/man8`], sections: ['BESCHRIJVING', 'OPTIES'], starters: ['De', 'Het', 'Een', 'Als', 'Wanneer', 'Deze', 'Dit', 'Met', 'Voor', 'In', 'Bij', 'Alle', 'Elke', 'Standaard'], quota: 60 },
  { language: 'cs', dirs: [`${MAN}/cs/man1`, `${MAN}/cs/man5`, `${MAN}/cs/man8`], sections: ['POPIS', 'VOLBY'], starters: ['Pokud', 'Když', 'Tento', 'Tato', 'To', 'V', 'Na', 'S', 'Pro', 'Při', 'Všechny', 'Každý', 'Výchozí'], quota: 60 },
];

/** gettext languages sampled; `en` is the msgids of the German catalogues. */
const GETTEXT_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pl', 'pt_BR', 'sv', 'tr', 'id', 'ru', 'uk', 'bg', 'el', 'ar', 'fa', 'he', 'hi', 'bn', 'th', 'ta', 'ka', 'ja', 'ko', 'zh_CN'] as const;
const GETTEXT_QUOTA = 60;

const CREDIT = /©|\(c\)|copyright|\bauthors?\b|\bautor|\bauteur|translator|übersetz|traduct|written by|maintained by|\S@\S|https?:|www\./i;

/** The name-free sources of the dev corpus, each a list of prompts without marks. */
export interface DevNegatives {
  readonly prompts: HeldoutPrompt[];
  /** Prompts per source and language (`gettext:de`, `man:it`, `dpkg:en`). */
  readonly counts: Record<string, number>;
}

/** A text fit for a negative set: prose of some length, no credit, no run of capitalised words. */
function plainText(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '').length;
  if (letters < 30 || text.length > 1200 || CREDIT.test(text)) return false;
  const words = text.split(/[^\p{L}\p{M}'’-]+/u).filter(Boolean);
  const capitalised = (w: string): boolean => /^\p{Lu}\p{Ll}/u.test(w);
  // Two capitalised words in a row may be a name; at a sentence start they are usually not, but
  // the filter cannot tell, so it drops both (as the held-out filter does without its starters).
  for (let i = 1; i + 1 < words.length; i++) if (capitalised(words[i]) && capitalised(words[i + 1])) return false;
  return true;
}

/** The msgid/msgstr pairs of `msgunfmt` output; plural forms give their first form. */
function catalogue(po: string): Array<{ id: string; str: string }> {
  const out: Array<{ id: string; str: string }> = [];
  let field = '';
  let id = '';
  let str = '';
  const unquote = (s: string): string => s.slice(1, -1).replace(/\\n/g, '\n').replace(/\\t/g, ' ').replace(/\\"/g, '"').replace(/\\\\/g, '\\');
  const flush = (): void => {
    if (id !== '' && str !== '') out.push({ id, str });
    id = '';
    str = '';
  };
  for (const line of po.split('\n')) {
    const m = /^(msgctxt|msgid|msgid_plural|msgstr(?:\[\d+\])?)\s+(".*")$/.exec(line);
    if (m) {
      if (m[1] === 'msgid' || m[1] === 'msgctxt') {
        if (m[1] === 'msgctxt' || field.startsWith('msgstr')) flush();
      }
      field = m[1];
      const v = unquote(m[2]);
      if (field === 'msgid') id = v;
      else if (field === 'msgstr' || field === 'msgstr[0]') str = v;
    } else if (/^".*"$/.test(line)) {
      const v = unquote(line);
      if (field === 'msgid') id += v;
      else if (field === 'msgstr' || field === 'msgstr[0]') str += v;
    }
  }
  flush();
  return out;
}

function gettextSample(language: string): string[] {
  const dir = `/usr/share/locale/${language === 'en' ? 'de' : language}/LC_MESSAGES`;
  if (!existsSync(dir)) return [];
  const files = shuffled(readdirSync(dir).filter((f) => f.endsWith('.mo')).sort(), SEED);
  const picked: string[] = [];
  const seen = new Set<string>();
  // A few messages from each of many catalogues, so one program's wording cannot fill the quota.
  for (const file of files) {
    if (picked.length >= GETTEXT_QUOTA) break;
    let po: string;
    try {
      po = execFileSync('msgunfmt', [join(dir, file)], { encoding: 'utf8', maxBuffer: 64 << 20, stdio: ['ignore', 'pipe', 'ignore'] });
    } catch {
      continue;
    }
    const texts = catalogue(po)
      .filter((e) => !/credits|copyright/i.test(e.id))
      .map((e) => (language === 'en' ? e.id : e.str).replace(/_(?=\p{L})/gu, '').replace(/&(?=\p{L})/gu, '').trim())
      .filter((t) => !seen.has(t) && plainText(t));
    for (const t of shuffled(texts, SEED).slice(0, 3)) {
      seen.add(t);
      picked.push(t);
    }
  }
  return picked.slice(0, GETTEXT_QUOTA);
}

/**
 * English package descriptions of the installed packages (`/var/lib/dpkg/status`, which holds the
 * long descriptions; the apt cache has only the short ones unless Translation files are fetched).
 */
function packageDescriptions(quota = 120, status = '/var/lib/dpkg/status'): string[] {
  let dump: string;
  try {
    dump = readFileSync(status, 'utf8');
  } catch {
    return [];
  }
  const texts: string[] = [];
  for (const stanza of dump.split('\n\n')) {
    const m = /^Description: .*\n((?: .*\n?)+)/m.exec(stanza);
    if (!m) continue;
    // The first paragraph only: later ones are often lists of features or of included tools.
    const first = m[1].split(/\n \.\n/)[0].split('\n').map((l) => l.trim()).join(' ').trim();
    if (plainText(first)) texts.push(first);
  }
  return shuffled([...new Set(texts)].sort(), SEED).slice(0, quota);
}

const plain = (id: string, text: string, shape: HeldoutPrompt['shape'] = 'documentation'): HeldoutPrompt => ({ id, text, kind: 'chat', case: caseOf(text), mentions: [], shape });

/** Samples every name-free source; a source that is not installed is left out of `counts`. */
export function devNegatives(): DevNegatives {
  const prompts: HeldoutPrompt[] = [];
  const counts: Record<string, number> = {};
  for (const language of GETTEXT_LANGUAGES) {
    const texts = gettextSample(language);
    texts.forEach((t, i) => prompts.push(plain(`gettext:${language}:${i}`, t)));
    if (texts.length > 0) counts[`gettext:${language}`] = texts.length;
  }
  for (const lang of MAN_LANGUAGES) {
    try {
      const { prompts: paragraphs } = sampleManParagraphs([lang], SEED, 'man', HINT);
      prompts.push(...paragraphs);
      counts[`man:${lang.language}`] = paragraphs.length;
    } catch {
      // Not installed here: the other sources still count.
    }
  }
  const described = packageDescriptions();
  described.forEach((t, i) => prompts.push(plain(`dpkg:en:${i}`, t)));
  if (described.length > 0) counts['dpkg:en'] = described.length;
  return { prompts, counts };
}

/** Holders that are organisations, projects or collectives rather than one person. */
const NOT_A_PERSON = /\b(?:inc|ltd|llc|gmbh|corp|corporation|company|foundation|project|team|group|contributors?|authors?|developers?|others|university|institute|software|systems|technologies|association|consortium|debian|ubuntu|gnu|free|community|labs?|limited|the|et al|and|individual|various|unknown|see|upstream|copyright|holders?|members?|maintainers?|trust|council|society|org|com|net)\b/i;

/**
 * Sentences a copyright holder's name is put into, written for this set (not the held-out
 * frames). Two are lower case around the name, as chat often is.
 */
const FRAMES: ReadonlyArray<readonly [string, string]> = [
  ['Could you send the signed licence to ', ' by Monday?'],
  ['', ' will review the patch series next week.'],
  ['Summarise the feedback that ', ' left on the design doc.'],
  ['We need a reply from ', ' before the release branch is cut.'],
  ['ok so ', ' says the tests are flaky again'],
  ['Please add ', ' as a reviewer on the pull request.'],
  ['Meeting notes: ', ' presented the roadmap, questions to follow.'],
  ['pls ping ', ' about the license question'],
];

/** Every person named as a holder in the machine-readable copyright files under `docRoot`, sorted. */
export function copyrightPersonNames(docRoot = '/usr/share/doc'): string[] {
  const names = new Set<string>();
  const packages = existsSync(docRoot) ? readdirSync(docRoot).sort() : [];
  for (const pkg of packages) {
    const path = join(docRoot, pkg, 'copyright');
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch {
      continue;
    }
    if (!/^Format:/m.test(text)) continue; // only machine-readable files say which text is a holder
    for (const line of text.split('\n')) {
      const m = /^(?:Copyright:|Upstream-Contact:)?\s+(?:(?:\(c\)|©)\s*)?(?:[\d, -]+\s+)?([^<>\d,()]+?)\s*<[^<>@\s]+@[^<>\s]+>\s*$/i.exec(line);
      if (!m || !/^(?:Copyright:|Upstream-Contact:|\s)/.test(line)) continue;
      const name = m[1].trim().replace(/^(?:copyright|\(c\)|©)\s+/i, '');
      const words = name.split(/\s+/);
      if (words.length < 2 || words.length > 4 || NOT_A_PERSON.test(name) || /[^\p{L}\p{M}\s.'’-]/u.test(name)) continue;
      if (!words.every((w) => /^\p{Lu}/u.test(w) || /^(?:van|von|der|den|de|del|da|di|du|dos|le|la|bin|al|el|ter|ten)$/.test(w))) continue;
      names.add(name);
    }
  }
  return [...names].sort();
}

/** The copyright holders this set samples, in sample order: `copyrightNamePrompts` takes the first `count`. */
export function shuffledCopyrightPersonNames(docRoot = '/usr/share/doc'): string[] {
  return shuffled(copyrightPersonNames(docRoot), SEED);
}

/** People's names from copyright files, each in one sentence; `found` is how many there were. */
export function copyrightNamePrompts(count = 300, docRoot = '/usr/share/doc'): { found: number; prompts: HeldoutPrompt[] } {
  const names = shuffledCopyrightPersonNames(docRoot);
  const picked = names.slice(0, count);
  const prompts = picked.map((name, i): HeldoutPrompt => {
    const [before, after] = FRAMES[i % FRAMES.length];
    const tags = ['entity:person', 'source:copyright', `case:${caseOf(name)}`];
    if (/[^\x00-\x7f]/.test(name)) tags.push('shape:diacritic');
    if (/-/.test(name)) tags.push('shape:hyphen');
    if (/['\u2019]/.test(name)) tags.push('shape:apostrophe');
    if (/\s(?:van|von|der|den|de|del|da|di|du|dos|le|la|bin|al|el|ter|ten)\s/i.test(` ${name} `)) tags.push('shape:particle');
    tags.push(name.split(/\s+/).length > 2 ? 'form:three-words-or-more' : 'form:two-words');
    const mention: Mention = { start: before.length, end: before.length + name.length, kind: 'person', text: name, tags };
    return { id: `copyright-name:${i}`, text: before + name + after, kind: 'chat', case: 'normal', mentions: [mention], shape: 'debian-frame' };
  });
  return { found: names.length, prompts };
}

/** A legal form ending a company's name, written the way copyright lines write it. */
export const HOLDER_SUFFIX = /^(?:Inc|Ltd|LLC|L\.L\.C|GmbH|AG|AB|ASA|AS|A\/S|BV|B\.V|NV|N\.V|SA|S\.A|SAS|SARL|SpA|S\.p\.A|Srl|S\.r\.l|Oy|Oyj|KK|K\.K|Pty|PLC|plc|Corp|Corporation|Co|Company|Limited|e\.V|s\.r\.o)\.?$/;
/** Words that make a copyright holder an organisation rather than a person or a project. */
const ORGANISATION_WORD = /\b(?:Inc|Ltd|LLC|GmbH|AG|AB|BV|B\.V|NV|SA|S\.A|SpA|Srl|Oy|KK|Pty|PLC|plc|Corp|Corporation|Company|Limited|Foundation|University|Universit[äéà]t?|Institute|Institut|Consortium|Association|Society|Council|Laboratories|Laboratory|Labs|Regents|Agency|Academy|College|Trust|Bank|e\.V)\b\.?/;
/** Holders that are several parties or a crowd ("X and affiliates", "and others"), not one name. */
const NOT_ONE_HOLDER = /\b(?:AB|Oy|Inc|Ltd|GmbH) & |\b(?:and (?:affiliates|others|contributors|its)|et al|contributors|authors|developers|individual|various|see |all rights)\b|[<>@:/;()"]/i;

/**
 * The holder named by one copyright line ("Copyright (C) 1990 Sun Microsystems, Inc.", "Copyright:
 * 2015-2020 Siemens AG", "  1996 Hitachi, Ltd."): the text after the years, cut at the first comma
 * that does not open a legal form (", Maynard, Massachusetts" is an address), without "All rights
 * reserved" or a leading "The".
 */
export function copyrightHolder(line: string): string | undefined {
  const m = /^(?:\s*Copyright:?|\s)\s*(?:(?:\(c\)|©)\s*)?(?:\d{4}(?:\s*[-–,]\s*\d{2,4})*,?\s+)(.+)$/i.exec(line);
  if (!m) return undefined;
  let holder = m[1].replace(/\.?\s*All rights reserved.*$/i, '').trim();
  const parts = holder.split(/,\s*/);
  holder = parts[0];
  if (parts.length > 1 && HOLDER_SUFFIX.test(parts[1])) holder += `, ${parts[1]}`;
  holder = holder.replace(/^The\s+/, '').replace(/\s+$/, '');
  // "Sun Microsystems Inc. In addition ...": a sentence goes on after the legal form.
  holder = holder.replace(/^(.*?\b(?:Inc|Ltd|Corp|Co)\.)\s+\S.*$/, '$1');
  // A sentence's full stop after a name without a legal form is no part of it.
  if (!/\b(?:Inc|Ltd|Co|Corp|S\.A|B\.V|N\.V|e\.V|L\.L\.C|S\.p\.A|S\.r\.l|K\.K)\.$/.test(holder)) holder = holder.replace(/\.$/, '');
  const words = holder.split(/\s+/);
  // A line broken inside the name ("Regents of the University of") or two holders ("Jane Roe and
  // the GNOME Foundation", "Kristian Nielsen & MariaDB Corporation") is no one name.
  if (/\s(?:of|for|and|the|&|de|in|at)$/.test(holder) || /\sand the\s/.test(holder)) return undefined;
  if (!holder.includes(',') && words.length >= 4 && /^\S+\s\S+\s(?:and|&|for)\s/.test(holder)) return undefined;
  if (words.length < 2 || words.length > 8 || !/^\p{Lu}/u.test(holder) || NOT_ONE_HOLDER.test(holder) || !ORGANISATION_WORD.test(holder)) return undefined;
  if (/[^\p{L}\p{M}\p{N}\s.,&'’-]/u.test(holder)) return undefined;
  return holder;
}

/** Sentences an organisation's name is put into, written for this set. Two are lower-case chat. */
export const ORGANISATION_FRAMES: ReadonlyArray<readonly [string, string]> = [
  ['We signed the licence agreement with ', ' last spring.'],
  ['Please forward the invoice to ', ' and copy the legal team.'],
  ['', ' has published a security advisory for this driver.'],
  ['ok so ', ' wants the NDA back by friday'],
  ['The support contract with ', ' expires in June; should we renew?'],
  ['Who at ', ' owns this component?'],
  ['Summarise the changes ', ' made to the licence terms.'],
  ['anyone here worked with ', ' before? they sent us a quote'],
];

/**
 * Organisations' names from the copyright lines of `/usr/share/doc/<pkg>/copyright` (any format:
 * companies with their legal form, foundations, universities, institutes, consortia), each put
 * into one sentence; `found` is how many distinct names there were.
 */
export function copyrightOrganisationPrompts(count = 300, docRoot = '/usr/share/doc'): { found: number; prompts: HeldoutPrompt[] } {
  const names = new Map<string, string>();
  const packages = existsSync(docRoot) ? readdirSync(docRoot).sort() : [];
  for (const pkg of packages) {
    let text: string;
    try {
      text = readFileSync(join(docRoot, pkg, 'copyright'), 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n')) {
      const name = /copyright|^\s+(?:\(c\)|©)?\s*\d{4}/i.test(line) ? copyrightHolder(line.replace(/^.*?\bcopyright\b:?/i, 'Copyright')) : undefined;
      if (name !== undefined && !names.has(name.toLowerCase())) names.set(name.toLowerCase(), name);
    }
  }
  const picked = shuffled([...names.values()].sort(), SEED).slice(0, count);
  const prompts = picked.map((name, i): HeldoutPrompt => {
    const [before, after] = ORGANISATION_FRAMES[i % ORGANISATION_FRAMES.length];
    const tags = ['entity:organization', 'source:copyright', `case:${caseOf(name)}`];
    const last = name.split(/[\s,]+/).pop() ?? '';
    tags.push(HOLDER_SUFFIX.test(last) ? 'org:legal-suffix' : 'org:no-suffix');
    if (/[^\x00-\x7f]/.test(name)) tags.push('shape:diacritic');
    if (/\s(?:of|for|and|&|de|für)\s/.test(name)) tags.push('shape:joined');
    tags.push(name.split(/\s+/).length > 2 ? 'form:three-words-or-more' : 'form:two-words');
    const mention: Mention = { start: before.length, end: before.length + name.length, kind: 'organization', text: name, tags };
    return { id: `copyright-org:${i}`, text: before + name + after, kind: 'chat', case: 'normal', mentions: [mention], shape: 'debian-frame' };
  });
  return { found: names.size, prompts };
}
