import type { DetectedName } from '../core/name-detector';
import type { EntityKind } from '../core/placeholder';

/** What a detector worker is started with. */
export interface DetectorWorkerData {
  /** Absolute path of a module exporting `createDetector()`; absent: the lexicon detector. */
  readonly detectorModule?: string;
}

/** Main thread to worker: find the names of these texts. */
export interface DetectRequest {
  readonly id: number;
  readonly texts: readonly string[];
  readonly kinds: readonly EntityKind[];
}

/**
 * Worker to main thread. `ready` once the detector is loaded and warmed up; `failed` when it
 * could not be (the message names the module, never user text); `result` per request, where a
 * detector that threw is reported by its error's name only (a message may quote the text).
 */
export type WorkerMessage =
  | { readonly type: 'ready' }
  | { readonly type: 'failed'; readonly message: string }
  | { readonly type: 'result'; readonly id: number; readonly found: DetectedName[][] }
  | { readonly type: 'error'; readonly id: number; readonly errorName: string };

/** A sentence with names of both kinds, tagged once by every worker before it takes calls. */
export const WARM_UP_TEXT = 'Warm-up: Ada Lovelace wrote to the Royal Society.';
