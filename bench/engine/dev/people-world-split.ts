/**
 * A tune/check pair built from text nobody in this project wrote, for the people classes the
 * hand-written sets cover thinly:
 *
 * - names: real people's names of many cultures, the copyright holders of the installed packages'
 *   machine-readable copyright files (dev-corpus.ts) past the 300 its name part samples, so the
 *   two sets of names are disjoint. Each name goes into one of a few frames: a lower-case given name
 *   after a verb of addressing ("tell jędrzej the build broke"), the full name in capitals
 *   ("Attn: MARIA GONZALEZ") or after a German or Spanish sentence start ("Hast du … gesehen?");
 * - negatives: man page paragraphs in de, fr, es, pt-br and en, sampled with another seed (5151)
 *   and a larger quota, every paragraph of the held-out and Debian tune samples left out.
 *
 * Names and paragraphs are split into halves by a seeded shuffle. Only the `tune` half is ever
 * listed (`EVAL_SHOW`); the `check` half is only counted, so a rule that lifts tune but not
 * check shows as overfitting.
 */
import { LANGUAGES, sampleManParagraphs, shuffled } from '../heldout/debian-corpus';
import { parseMarked, type HeldoutPrompt } from '../heldout/marks';
import { prompt } from '../heldout/prompts/source';
import { shuffledCopyrightPersonNames } from './dev-corpus';
type Shape = Parameters<typeof prompt>[0];

export type Half = 'tune' | 'check';

const SPLIT_SEED = 5151;
/** Copyright holders the dev corpus's name part already samples (copyrightNamePrompts' default). */
const COPYRIGHT_SAMPLED = 300;
const NAMES = 400;
const PARAGRAPH_QUOTA_FACTOR = 3;

type Frame = readonly [Shape, (given: string, full: string) => string];

const mark = (name: string): string => `{{P/deb:${name}}}`;
const low = (s: string): string => s.toLowerCase();
const up = (s: string): string => s.toUpperCase();

/** One frame per name, in turn: the failure classes named in the people backlog. */
const FRAMES: readonly Frame[] = [
  ['chat', (g) => `tell ${mark(low(g))} the build broke`],
  ['chat', (g) => `remind ${mark(low(g))} about friday`],
  ['chat', (g) => `ask ${mark(low(g))} if the tests pass now`],
  ['chat', (g) => `cc: ${mark(low(g))}`],
  ['chat', (g) => `ping ${mark(low(g))} when the deploy is done`],
  ['chat', (g) => `thanks ${mark(low(g))}, merged`],
  ['chat', (g) => `hey ${mark(low(g))} can you review this?`],
  ['chat', (g) => `danke ${mark(low(g))}, passt so`],
  ['email', (_g, f) => `Attn: ${mark(up(f))}`],
  ['legal', (_g, f) => `${mark(up(f))} SIGNED THE AGREEMENT ON 3 MAY.`],
  ['table', (_g, f) => `APPROVED BY: ${mark(up(f))}`],
  ['mixed-language', (_g, f) => `Hast du ${mark(f)} gestern gesehen?`],
  ['mixed-language', (_g, f) => `Unser Kunde ${mark(f)} hat heute angerufen.`],
  ['mixed-language', (_g, f) => `Ayer ${mark(f)} me escribió sobre el contrato.`],
  ['chat', (_g, f) => `${mark(f)} will send the report tomorrow.`],
];

/** A trailer name fit for the frames: two words or more, a given name of letters. */
function usable(name: string): boolean {
  const words = name.split(/\s+/);
  return words.length >= 2 && /^\p{Lu}[\p{L}\p{M}'’-]+$/u.test(words[0]) && !/[{}]/.test(name);
}

function half<T>(items: readonly T[], which: Half): T[] {
  const order = shuffled([...items], SPLIT_SEED);
  const cut = Math.floor(order.length / 2);
  return which === 'tune' ? order.slice(0, cut) : order.slice(cut);
}

/** People's names of one half, each in one frame; ids `world-people-<half>:<n>`. */
export function worldPeoplePrompts(which: Half): HeldoutPrompt[] {
  // Past the holders the copyright part of the dev corpus samples, so no name is in both.
  const names = shuffledCopyrightPersonNames().slice(COPYRIGHT_SAMPLED).filter(usable).slice(0, NAMES);
  return half(names, which).map((full, i) => {
    const [kind, frame] = FRAMES[i % FRAMES.length];
    return parseMarked(`world-people-${which}:${i}`, prompt(kind, frame(full.split(/\s+/)[0], full)));
  });
}

/** Name-free man paragraphs of one half; ids keep the sampler's language part. */
export function worldParagraphs(which: Half): HeldoutPrompt[] {
  const taken = new Set(
    [
      ...sampleManParagraphs(LANGUAGES, 2026, 'documentation', '').prompts,
      ...sampleManParagraphs(LANGUAGES, 4242, 'tune-documentation', '').prompts,
    ].map((p) => p.text),
  );
  const more = LANGUAGES.map((l) => ({ ...l, quota: l.quota * PARAGRAPH_QUOTA_FACTOR }));
  const fresh = sampleManParagraphs(more, SPLIT_SEED, `world-${which}`, '').prompts.filter((p) => !taken.has(p.text));
  return half(fresh, which);
}
