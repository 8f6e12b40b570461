import nlp from 'compromise';
import type { EntityKind } from './placeholder';

/** A name found in a text, as it appears there (honorifics and possessive `'s` left out). */
export interface DetectedName {
  readonly text: string;
  readonly kind: EntityKind;
}

/** Finds the names of people and organizations in free text. */
export interface NameDetector {
  detect(text: string, kinds: ReadonlySet<EntityKind>): DetectedName[];
}

interface CompromiseTerm {
  readonly text: string;
  readonly post: string;
  readonly tags: readonly string[];
}

const POSSESSIVE = /['\u2019]s$/;
const SELECTORS: ReadonlyArray<[EntityKind, 'people' | 'organizations']> = [
  ['person', 'people'],
  ['organization', 'organizations'],
];

/**
 * The `compromise` tagger: a rule-and-lexicon English NLP library, fast enough for the request
 * path (no model download, no native code). It misses names it has no evidence for; the deny
 * list of a guardrail covers those.
 */
export class CompromiseNameDetector implements NameDetector {
  detect(text: string, kinds: ReadonlySet<EntityKind>): DetectedName[] {
    if (text.trim() === '') return [];
    const doc = nlp(text);
    const found: DetectedName[] = [];
    for (const [kind, selector] of SELECTORS) {
      if (!kinds.has(kind)) continue;
      for (const match of doc[selector]().json() as Array<{ terms: CompromiseTerm[] }>) {
        const name = joinTerms(match.terms);
        if (name !== '') found.push({ text: name, kind });
      }
    }
    return found;
  }
}

/**
 * Rebuilds a name from compromise's terms: drops honorifics ("Dr", "Ms") so the title stays
 * readable to the model, and a trailing possessive so "Alice's" masks as "[PERSON_1]'s".
 */
function joinTerms(terms: readonly CompromiseTerm[]): string {
  const kept = terms.filter((t) => !t.tags.includes('Honorific') && t.text !== '');
  return kept
    .map((t, i) => (i === kept.length - 1 ? t.text.replace(POSSESSIVE, '') : t.text))
    .join(' ')
    .trim();
}
