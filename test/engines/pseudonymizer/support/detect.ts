/** What the detector rule tests share: the engine's detector, masking as the engine masks, and what it finds. */
import { LexiconNameDetector } from '../../../../engines/pseudonymizer/core/lexicon-detector';
import { maskTexts, restoreText, type NamePolicy } from '../../../../engines/pseudonymizer/core/masking';
import { NameMapping } from '../../../../engines/pseudonymizer/core/name-mapping';

/** One detector for a test file: building its word lists is the costly part. */
export const detector = new LexiconNameDetector();
const BOTH = new Set(['person', 'organization'] as const);
const POLICY: NamePolicy = { kinds: BOTH, allow: [], denyPeople: [], denyOrganizations: [] };

/** Masks one text as the engine does and checks that it restores exactly. */
export function mask(text: string): string {
  const mapping = new NameMapping();
  const [out] = maskTexts([text], detector.detect(text, BOTH), mapping, POLICY, 1000).texts;
  expect(restoreText(out, mapping)).toBe(text);
  return out;
}

/** The names of `kinds` (people and organisations unless told) the detector finds in `text`, as written. */
export function found(text: string, kinds: ReadonlySet<'person' | 'organization'> = BOTH): string[] {
  return detector.detect(text, kinds).map((d) => d.text);
}

/** The people the detector finds in `text`, as written. */
export const people = (text: string): string[] => found(text, new Set(['person'] as const));

/** The organisations the detector finds in `text`, as written. */
export const organisations = (text: string): string[] => found(text, new Set(['organization'] as const));
