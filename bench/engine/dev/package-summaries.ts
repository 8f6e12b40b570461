/**
 * Name-free text full of software, product and technology names: the one-line summaries of the
 * packages the apt cache knows (`apt-cache dumpavail`, every package of the configured archive,
 * installed or not), written by Debian maintainers, not by this project.
 *
 * A summary that may name a person or a company is left out by a simple filter, so that any mask
 * left is a false one: a credit or an address (`©`, `by`, `@`, a URL), a legal-form word (Inc,
 * Ltd, GmbH, Corporation, ...), or two capitalised words in a row (the shape of a full name).
 * Company names of one word that pass the filter ("Google Drive client") remain; the report lists
 * the masked spans with their class so they can be told apart.
 *
 * Distinct summaries are shuffled with a fixed seed and split into a tune half, which may be read
 * while tuning, and a check half of the same size, which is only counted (its texts are never
 * printed). Nothing of it is committed.
 */
import { execFileSync } from 'node:child_process';
import { shuffled } from '../heldout/debian-corpus';
import { caseOf, type HeldoutPrompt } from '../heldout/marks';

const SEED = 5151;
const HALF = 800;

const CREDIT = /©|\(c\)|copyright|\bauthors?\b|\bby\b|\S@\S|https?:|www\./i;
const LEGAL_FORM = /\b(?:Inc|Ltd|LLC|GmbH|AG|SA|Corp|Corporation|Company|Co|Foundation|Consortium|Labs?)\b\.?/;
const TWO_CAPITALISED = /\p{Lu}\p{Ll}+[ -]\p{Lu}\p{Ll}/u;

/** A summary fit for the negative set: some letters, and nothing that may name a person or company. */
export function nameFreeSummary(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '').length;
  return letters >= 12 && !CREDIT.test(text) && !LEGAL_FORM.test(text) && !TWO_CAPITALISED.test(text);
}

/** The distinct `Description:` lines of the apt cache, sorted; empty when apt is not there. */
function summaries(): string[] {
  let dump: string;
  try {
    dump = execFileSync('apt-cache', ['dumpavail'], { encoding: 'utf8', maxBuffer: 1 << 30, stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return [];
  }
  const out = new Set<string>();
  for (const line of dump.split('\n')) {
    if (!line.startsWith('Description: ')) continue;
    const text = line.slice('Description: '.length).trim();
    if (nameFreeSummary(text)) out.add(text);
  }
  return [...out].sort();
}

/** One half of the package summaries, as name-free prompts (`pkg-tune:<i>` or `pkg-check:<i>`). */
export function packageSummaryPrompts(half: 'tune' | 'check'): HeldoutPrompt[] {
  const picked = shuffled(summaries(), SEED);
  const slice = half === 'tune' ? picked.slice(0, HALF) : picked.slice(HALF, 2 * HALF);
  return slice.map((text, i) => ({ id: `pkg-${half}:${i}`, text, kind: 'chat', case: caseOf(text), mentions: [], shape: 'documentation' }));
}
