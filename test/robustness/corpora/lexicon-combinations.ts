/**
 * Adversarial inputs built from the detector's own word lists: every particle, title, known
 * organization, multi-word place and legal suffix, in the sequences that once sent the name scan
 * back to where it started (`<word> <particle>+ <organization|place|suffixed organization>`), and
 * seeded random runs of lexicon words of 10 to 250 kB.
 */
import { lexicon } from '../../../engines/pseudonymizer/core/names/lexicon';
import { HONORIFICS, LEGAL_SUFFIXES, PARTICLES } from '../../../engines/pseudonymizer/core/names/word-lists';
import { SeededRandom } from '../support/seeded-random';

/** "banco do brasil" -> "Banco Do Brasil": the lexicon keys are folded to lower case. */
function titled(key: string): string {
  return key.replace(/(^|\s)(\p{L})/gu, (_m, space: string, first: string) => space + first.toUpperCase());
}

/** Words before the particles: given names that are ordinary words too, a title, plain lower case. */
const LEAD_WORDS = ['Maria', 'Rose', 'Florence', 'Austin', 'ab', 'We flew to', 'Yesterday Sultan', 'Will', 'Ana', 'ANA'];

export interface Target {
  readonly kind: 'organization' | 'place' | 'suffixed organization';
  readonly text: string;
}

/** Every known organization (as folded and title-cased), multi-word place and legal suffix. */
export function targets(): Target[] {
  const lex = lexicon();
  const orgs = [...lex.organizations].sort();
  const places = [...lex.places].filter((p) => p.includes(' ')).sort();
  return [
    ...orgs.flatMap((o) => [{ kind: 'organization' as const, text: o }, { kind: 'organization' as const, text: titled(o) }]),
    ...places.map((p) => ({ kind: 'place' as const, text: titled(p) })),
    ...LEGAL_SUFFIXES.map((s) => ({ kind: 'suffixed organization' as const, text: `Quorvia ${s}` })),
  ];
}

export const SORTED_PARTICLES = [...PARTICLES].sort();
export const SORTED_HONORIFICS = [...HONORIFICS].sort();

/**
 * One sentence per target and per each of three particle runs (one, two and three particles),
 * so every target meets three particles and every particle and title meets many targets.
 */
export function particleSentences(): string[] {
  const out: string[] = [];
  targets().forEach((target, i) => {
    for (let j = 0; j < 3; j++) {
      const particle = SORTED_PARTICLES[(3 * i + j) % SORTED_PARTICLES.length];
      const lead = LEAD_WORDS[(i + j) % LEAD_WORDS.length];
      const title = j === 2 ? `${titled(SORTED_HONORIFICS[i % SORTED_HONORIFICS.length])}. ` : '';
      out.push(`${title}${lead} ${`${particle} `.repeat(j + 1)}${target.text}`);
    }
  });
  return out;
}

/** Every particle with the organizations and places that once hung the scan, and a suffixed one. */
export function particleCrossProduct(): string[] {
  const hard = ['Itaú', 'itau', 'Petrobras', 'Siemens', 'Deutsche Bank', 'Banco do Brasil', 'Quorvia S.A. de C.V.', 'Dar es Salaam', 'Ernst & Young'];
  return SORTED_PARTICLES.flatMap((p) => hard.map((h, i) => `${LEAD_WORDS[i % LEAD_WORDS.length]} ${p} ${h} called.`));
}

let wordPools: string[][] | undefined;

/** The words random runs draw from, built once (shuffling the lexicon is the costly part). */
function pools(): string[][] {
  if (wordPools) return wordPools;
  const lex = lexicon();
  const random = new SeededRandom(0x6c6578);
  wordPools = [
    random.shuffled([...lex.given]).slice(0, 3000).map(titled),
    random.shuffled([...lex.surnames]).slice(0, 3000).map(titled),
    [...lex.organizations].sort().map(titled),
    [...lex.places].sort().map(titled),
    SORTED_PARTICLES,
    SORTED_HONORIFICS.map((h) => `${titled(h)}.`),
    [...LEGAL_SUFFIXES],
    random.shuffled([...lex.commonWords].sort()).slice(0, 3000),
    [',', '.', '&', '-', "'s", '\n', 'said', 'and', 'at', 'joined'],
  ];
  return wordPools;
}

/** Seeded runs of lexicon words (names, organizations, places, particles, titles, suffixes, punctuation) of `chars` characters. */
export function lexiconRun(seed: number, chars: number): string {
  const random = new SeededRandom(seed);
  const from = pools();
  const parts: string[] = [];
  let length = 0;
  while (length < chars) {
    const word = random.pick(random.pick(from));
    parts.push(word);
    length += word.length + 1;
  }
  return parts.join(' ').slice(0, chars);
}
