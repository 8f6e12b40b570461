/**
 * The Debian tune part: text from the same Debian sources as the held-out Debian figures
 * (changelog trailers, man pages in en, de, fr, es and pt-br), split so that tuning never sees
 * what the held-out figures are computed on:
 *
 * - names: the held-out part shuffles every distinct trailer name with seed 2026 and takes the
 *   first 300. The tune part takes the next 300 of that same order (positions 300-599), so the
 *   two sets of names are disjoint by construction;
 * - man paragraphs: sampled with the held-out filters and quotas but another seed (4242), and
 *   every paragraph the held-out sampler picks is dropped from the tune part (compared by text,
 *   in memory, never printed).
 *
 * The tune part may be printed (`EVAL_SHOW`) and read while tuning; the held-out part may not.
 */
import { debianNamePrompts, LANGUAGES, sampleManParagraphs } from '../heldout/debian-corpus';
import type { HeldoutPrompt } from '../heldout/marks';

const HELD_NAMES = 300;
const TUNE_NAMES = 300;
const TUNE_SEED = 4242;

/** Tune names: positions 300-599 of the held-out shuffle, two prompts each (frame and trailer). */
export function debianTuneNames(): HeldoutPrompt[] {
  const all = debianNamePrompts(Number.MAX_SAFE_INTEGER).prompts;
  // Two prompts per name, in shuffle order: the first 600 belong to the held-out names.
  return all.slice(2 * HELD_NAMES, 2 * (HELD_NAMES + TUNE_NAMES)).map((p) => ({ ...p, id: `tune-${p.id}` }));
}

/** Tune man paragraphs: another seed, held-out paragraphs left out. */
export function debianTuneParagraphs(): HeldoutPrompt[] {
  const held = new Set(sampleManParagraphs(LANGUAGES, 2026, 'documentation', '').prompts.map((p) => p.text));
  return sampleManParagraphs(LANGUAGES, TUNE_SEED, 'tune-documentation', '').prompts.filter((p) => !held.has(p.text));
}
