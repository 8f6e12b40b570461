import type { EntityKind } from './placeholder';

/** A name found in a text, exactly as it appears there (honorifics and possessive `'s` left out). */
export interface DetectedName {
  readonly text: string;
  readonly kind: EntityKind;
}

/**
 * Finds the names of people and organizations in free text. The engine's default is the
 * `LexiconNameDetector`; a user's own model (an NER service, a fine-tuned tagger) plugs in here by
 * returning each name as the exact text it has in `text`, which the engine then masks everywhere.
 * `detect` is synchronous and runs once per new text (results are cached per text).
 */
export interface NameDetector {
  detect(text: string, kinds: ReadonlySet<EntityKind>): DetectedName[];
}
