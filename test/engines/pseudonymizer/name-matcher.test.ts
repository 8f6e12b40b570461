import fc from 'fast-check';
import { maskTexts, type NamePolicy } from '../../../engines/pseudonymizer/core/masking';
import type { DetectedName } from '../../../engines/pseudonymizer/core/name-detector';
import { nameKey, NameMapping } from '../../../engines/pseudonymizer/core/name-mapping';
import { NameMatcher } from '../../../engines/pseudonymizer/core/name-matcher';
import { PLACEHOLDER_PATTERN, type EntityKind } from '../../../engines/pseudonymizer/core/placeholder';

/**
 * The reference: masking as one alternation regular expression of every name, longest first,
 * whole words (Unicode letters, digits, underscore), any whitespace run for any other, flags 'gu'.
 * Fine for the few short names of a generated case; the engine must agree with it exactly.
 */
function referenceMask(
  texts: readonly string[],
  detected: readonly DetectedName[],
  mapping: NameMapping,
  policy: NamePolicy,
  maxNames: number,
): { texts: string[]; masked: Record<EntityKind, number> } {
  const allowed = new Set(policy.allow.map((a) => nameKey(a.trim()).toLowerCase()));
  const kindOf = new Map<string, EntityKind>();
  const consider = (name: string, kind: EntityKind): void => {
    const key = nameKey(name.trim());
    if (key === '' || allowed.has(key.toLowerCase()) || kindOf.has(key)) return;
    kindOf.set(key, kind);
  };
  for (const e of mapping.entries()) consider(e.original, e.kind);
  for (const n of policy.denyPeople) consider(n, 'person');
  for (const n of policy.denyOrganizations) consider(n, 'organization');
  const allowedWords = new Set(policy.allow.flatMap((a) => a.trim().toLowerCase().split(/\s+/)));
  for (const d of detected) if (!d.text.trim().toLowerCase().split(/\s+/).every((w) => allowedWords.has(w))) consider(d.text, d.kind);
  const masked: Record<EntityKind, number> = { person: 0, organization: 0 };
  if (kindOf.size === 0) return { texts: [...texts], masked };
  const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const sorted = [...kindOf.keys()].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  // A word character is one a name must not be glued to; letters of unspaced scripts are none.
  const word = '(?![\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}\\p{Script=Thai}])[\\p{L}\\p{N}_]';
  const pattern = new RegExp(`(?<!${word})(?:${sorted.map((n) => n.split(' ').map(escape).join('\\s+')).join('|')})(?!${word})`, 'gu');
  const taken = new Set<string>();
  for (const text of texts) for (const m of text.matchAll(PLACEHOLDER_PATTERN)) taken.add(m[0]);
  const out = texts.map((text) =>
    text.replace(pattern, (surface) => {
      const kind = kindOf.get(nameKey(surface))!;
      masked[kind]++;
      return mapping.assign(surface, kind, taken, maxNames);
    }),
  );
  return { texts: out, masked };
}

// Few characters, so names overlap, nest and touch often: letters of both cases, a letter outside
// the BMP and its surrogate halves alone, digits, underscore, punctuation, several kinds of space,
// letters of scripts written without spaces (Han, Hangul).
const CHARS = ['a', 'b', 'A', 'é', 'ß', '1', '_', '-', '.', "'", ' ', ' ', '\t', '\n', '\u00a0', '\u200b', '\ud835', '\udc00', '𝐀', '[', ']', '大', '学', '는'];
const textArb = (maxLength: number) => fc.string({ unit: fc.constantFrom(...CHARS), maxLength });
const nameArb = fc.oneof(textArb(8), fc.constantFrom('a', 'a b', 'ab', 'A', 'a-b', '𝐀', 'é a', '[PERSON_1]'));
const kindArb = fc.constantFrom<EntityKind>('person', 'organization');
const caseArb = fc.record({
  texts: fc.array(textArb(40), { minLength: 1, maxLength: 3 }),
  detected: fc.array(fc.record({ text: nameArb, kind: kindArb }), { maxLength: 6 }),
  known: fc.array(fc.record({ text: nameArb, kind: kindArb }), { maxLength: 3 }),
  allow: fc.array(nameArb, { maxLength: 2 }),
  denyPeople: fc.array(nameArb, { maxLength: 3 }),
  denyOrganizations: fc.array(nameArb, { maxLength: 3 }),
  maxNames: fc.integer({ min: 1, max: 8 }),
});

type Case = typeof caseArb extends fc.Arbitrary<infer T> ? T : never;

/** Runs one masking function on a fresh copy of the case's mapping; an error is part of the outcome. */
function outcome(mask: typeof maskTexts, c: Case) {
  const mapping = new NameMapping();
  for (const k of c.known) if (k.text.trim() !== '') mapping.assign(k.text, k.kind, new Set(), 100);
  const policy: NamePolicy = { kinds: new Set(['person', 'organization']), allow: c.allow, denyPeople: c.denyPeople, denyOrganizations: c.denyOrganizations };
  try {
    return { result: mask(c.texts, c.detected, mapping, policy, c.maxNames), mapping: mapping.toJSON() };
  } catch (err) {
    return { error: (err as Error).constructor.name, mapping: mapping.toJSON() };
  }
}

describe('NameMatcher', () => {
  test('masks exactly what one alternation regular expression of the names masked', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        expect(outcome(maskTexts, c)).toEqual(outcome(referenceMask, c));
      }),
      { numRuns: 2000 },
    );
  });

  test('finds the longest name at the leftmost position, by UTF-16 offsets', () => {
    const matcher = new NameMatcher<string>();
    for (const name of ['Alice', 'Alice Smith', 'Smith', '𝐀da']) matcher.add(name, name);
    const text = 'Alice\t\tSmith met Smithers, 𝐀da and Alice.';
    expect(matcher.find(text).map((m) => [text.slice(m.start, m.end), m.value])).toEqual([
      ['Alice\t\tSmith', 'Alice Smith'],
      ['𝐀da', '𝐀da'],
      ['Alice', 'Alice'],
    ]);
  });

  test('a name that is only whitespace matches nothing', () => {
    const matcher = new NameMatcher<string>();
    matcher.add(' \t', 'blank');
    expect(matcher.find('a  b')).toEqual([]);
  });
});
