/**
 * Real text from Debian packages, sampled with a fixed seed: translated manual pages, package
 * changelogs (full of maintainers' names from every culture) and fortune cookies. The packages
 * come from scripts/robustness-corpus.sh; changelogs are whatever the machine has installed.
 */
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { roffParagraphs } from './roff-text';
import { SeededRandom } from '../support/seeded-random';

/** The manual pages' languages: /usr/share/man/<dir>, installed by the manpages-<lang> packages. */
export const MAN_LANGUAGES = ['de', 'fr', 'es', 'pt_BR', 'pl', 'it', 'ru', 'ja', 'uk', 'cs', 'nl', 'tr', 'el', 'vi'] as const;

const MAN_ROOT = '/usr/share/man';
const DOC_ROOT = '/usr/share/doc';
const FORTUNE_ROOT = '/usr/share/games/fortunes';

/** A paragraph longer than this is cut to it: the big texts test size, paragraphs test variety. */
const MAX_PARAGRAPH_CHARS = 8000;

/** A corpus as the tests send it: many small texts and one large text of whole documents. */
export interface Corpus {
  readonly name: string;
  readonly paragraphs: string[];
  /** Whole documents joined, at most `maxBigBytes` of UTF-8 (and so under the engine's 262144 characters). */
  readonly big: string;
}

function filesUnder(dir: string, keep: (path: string) => boolean): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    let names: string[];
    try {
      names = readdirSync(d).sort();
    } catch {
      return;
    }
    for (const name of names) {
      const path = join(d, name);
      const stat = lstatSync(path);
      if (stat.isDirectory()) walk(path);
      else if (stat.isFile() && keep(path)) out.push(path);
    }
  };
  walk(dir);
  return out;
}

function readText(path: string): string {
  const bytes = readFileSync(path);
  return (path.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
}

/**
 * Takes documents in seeded order until `count` paragraphs are collected, and joins whole
 * documents (in another seeded order) into the big text.
 */
function sample(name: string, files: string[], split: (text: string) => string[], seed: number, count: number, maxBigBytes: number): Corpus {
  const random = new SeededRandom(seed);
  const paragraphs: string[] = [];
  // Few paragraphs from each of many documents; a corpus of two files gives more from each.
  const perFile = Math.max(8, Math.ceil(count / Math.max(1, files.length)));
  for (const file of random.shuffled(files)) {
    if (paragraphs.length >= count) break;
    const parts = split(readText(file)).filter((p) => p.trim().length >= 20);
    for (const p of random.shuffled(parts).slice(0, perFile)) {
      if (paragraphs.length < count) paragraphs.push(p.slice(0, MAX_PARAGRAPH_CHARS));
    }
  }
  let big = '';
  let bigBytes = 0;
  for (const file of random.shuffled(files)) {
    const doc = split(readText(file)).join('\n\n');
    const size = Buffer.byteLength(doc) + 2;
    if (bigBytes + size > maxBigBytes) continue;
    big += (big === '' ? '' : '\n\n') + doc;
    bigBytes += size;
    if (bigBytes > maxBigBytes * 0.95) break;
  }
  return { name, paragraphs, big };
}

/** Translated manual pages of one language. */
export function manPages(language: string, count: number, maxBigBytes: number): Corpus {
  const files = filesUnder(join(MAN_ROOT, language), (p) => p.endsWith('.gz'));
  return sample(`man pages (${language})`, files, roffParagraphs, 0x6d616e00 + language.charCodeAt(0), count, maxBigBytes);
}

/** One entry per release: the package line, the changes, the maintainer's sign-off. */
function changelogEntries(text: string): string[] {
  return text.split(/\n(?=\S+ \([^)]*\) )/).map((e) => e.trim());
}

/** Debian changelogs of the installed packages. */
export function changelogs(count: number, maxBigBytes: number): Corpus {
  const files = readdirSync(DOC_ROOT)
    .sort()
    .map((pkg) => join(DOC_ROOT, pkg, 'changelog.Debian.gz'))
    .filter((p) => {
      try {
        return lstatSync(p).isFile();
      } catch {
        return false;
      }
    });
  return sample('Debian changelogs', files, changelogEntries, 0x63686700, count, maxBigBytes);
}

function fortunes(text: string): string[] {
  return text.split(/\n%\n/).map((f) => f.trim());
}

/**
 * Fortune cookies per collection: the top directory (English, with `brasil` and `chinese`) and
 * one per language directory. `.dat` indexes are skipped, and so are the `.u8` links to files read already.
 */
export function fortuneCollections(count: number, maxBigBytes: number): Corpus[] {
  const dirs = ['', ...readdirSync(FORTUNE_ROOT).filter((d) => lstatSync(join(FORTUNE_ROOT, d)).isDirectory()).sort()];
  return dirs.flatMap((dir, i) => {
    const root = join(FORTUNE_ROOT, dir);
    const files = readdirSync(root)
      .sort()
      .map((f) => join(root, f))
      .filter((p) => !p.endsWith('.dat') && lstatSync(p).isFile());
    if (files.length === 0) return [];
    return [sample(`fortunes (${dir === '' ? 'top level' : dir})`, files, fortunes, 0x666f7200 + i, count, maxBigBytes)];
  });
}
