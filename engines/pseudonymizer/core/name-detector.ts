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
 * `detect` is synchronous and runs once per new text (results are cached per text); the engine
 * calls it on a worker thread under a time budget, so a slow or stuck detector costs one call a
 * BLOCKED verdict, never the engine.
 */
export interface NameDetector {
  detect(text: string, kinds: ReadonlySet<EntityKind>): DetectedName[];
}

/**
 * Finds the names in every text of one call, answering one list per text. The server's detector
 * has this shape: it runs `NameDetector`s on worker threads, away from the thread that answers
 * HTTP, and may reject (a budget exceeded, a detector that threw).
 */
export interface CallDetector {
  detectAll(texts: readonly string[], kinds: ReadonlySet<EntityKind>): Promise<DetectedName[][]>;
}

/**
 * What a detector module (`detectorModule`, `--detector-module`) exports: a function that builds
 * the detector. Each worker thread calls it once.
 */
export type NameDetectorFactory = () => NameDetector | Promise<NameDetector>;
