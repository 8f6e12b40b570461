import { maskTexts, restoreText, type NamePolicy } from './masking';
import type { CallDetector, DetectedName, NameDetector } from './name-detector';
import { NameMapping, type NameMappingJson } from './name-mapping';
import { splitSafeTail, type EntityKind } from './placeholder';
import type { TtlStore } from '../store/ttl-store';

export interface PseudonymizerDeps {
  /**
   * Finds the names. The server passes a {@link CallDetector} (the cache in front of the worker
   * pool); a plain {@link NameDetector} runs on the calling thread (tests, benchmarks).
   */
  readonly detector: NameDetector | CallDetector;
  /** Name mappings, one per conversation scope. */
  readonly mappings: TtlStore<NameMappingJson>;
  /** Text held back between the chunks of a stream, one per stream. */
  readonly streams: TtlStore<string>;
  /** Distinct names one scope may hold. */
  readonly maxNamesPerScope: number;
}

export interface MaskResult {
  readonly texts: string[];
  readonly changed: boolean;
  readonly masked: Record<EntityKind, number>;
}

export interface RestoreResult {
  readonly texts: string[];
  readonly changed: boolean;
}

export interface ChunkResult {
  /** Text that can be released to the client now. */
  readonly text: string;
  /** Characters kept for the next chunk because they may be the start of a placeholder. */
  readonly heldBack: number;
}

/**
 * Masks names on the way to the model and restores them on the way back, keeping the mapping of
 * each conversation scope in a store. The detector runs outside the store's atomic update (on a
 * worker thread, in the server); only the replacement runs inside it.
 *
 * The replacement stays on the calling thread on purpose. It must read the scope's mapping,
 * allocate placeholder numbers and write the mapping back as one step, and a store's `update`
 * takes a synchronous function for exactly that reason (the memory store is atomic because nothing
 * else runs in between; the Redis store re-runs it when another replica wrote first). Sending it to
 * a worker would make that step asynchronous and need a compare-and-retry of its own. Its cost is
 * linear in the text and the names to mask, like parsing the body, and bounded by the same body
 * limits, so it cannot hold the event loop the way an unbounded detector could.
 */
export class Pseudonymizer {
  constructor(private readonly deps: PseudonymizerDeps) {}

  async mask(scope: string, texts: readonly string[], policy: NamePolicy): Promise<MaskResult> {
    const detected = (await detectAll(this.deps.detector, texts, policy.kinds)).flat();
    return this.deps.mappings.update(scope, (current) => {
      const mapping = new NameMapping(current);
      const before = mapping.size;
      const { texts: out, masked } = maskTexts(texts, detected, mapping, policy, this.deps.maxNamesPerScope);
      const changed = out.some((t, i) => t !== texts[i]);
      // An untouched scope stays unstored: requests without names cost no memory.
      const next = mapping.size > before || current ? mapping.toJSON() : undefined;
      return { next, result: { texts: out, changed, masked } };
    });
  }

  async restore(scope: string, texts: readonly string[]): Promise<RestoreResult> {
    const json = await this.deps.mappings.get(scope);
    if (!json) return { texts: [...texts], changed: false };
    const mapping = new NameMapping(json);
    const out = texts.map((t) => restoreText(t, mapping));
    return { texts: out, changed: out.some((t, i) => t !== texts[i]) };
  }

  /**
   * Restores one chunk of a streamed response. A chunk may end in the middle of a placeholder
   * ("...met [PERS"); that tail is held back and joined to the next chunk of the same stream.
   * `done` marks the last chunk: everything held back is released.
   */
  async restoreChunk(scope: string, streamId: string, chunk: string, done: boolean): Promise<ChunkResult> {
    const key = `${scope}\u0000${streamId}`;
    const json = await this.deps.mappings.get(scope);
    const mapping = json ? new NameMapping(json) : undefined;
    return this.deps.streams.update(key, (pending) => {
      const text = (pending ?? '') + chunk;
      const { ready, pending: rest } = done ? { ready: text, pending: '' } : splitSafeTail(text);
      const out = mapping ? restoreText(ready, mapping) : ready;
      return { next: rest === '' ? undefined : rest, result: { text: out, heldBack: rest.length } };
    });
  }
}

function detectAll(detector: NameDetector | CallDetector, texts: readonly string[], kinds: NamePolicy['kinds']): Promise<DetectedName[][]> | DetectedName[][] {
  return 'detectAll' in detector ? detector.detectAll(texts, kinds) : texts.map((t) => detector.detect(t, kinds));
}
