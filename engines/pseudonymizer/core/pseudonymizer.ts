import { maskTexts, restoreText, type NamePolicy } from './masking';
import type { NameDetector } from './name-detector';
import { NameMapping, type NameMappingJson } from './name-mapping';
import { splitSafeTail, type EntityKind } from './placeholder';
import type { TtlStore } from '../store/ttl-store';

export interface PseudonymizerDeps {
  readonly detector: NameDetector;
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
 * each conversation scope in a store. The detector runs outside the store's atomic update; only
 * the cheap replacement runs inside it.
 */
export class Pseudonymizer {
  constructor(private readonly deps: PseudonymizerDeps) {}

  async mask(scope: string, texts: readonly string[], policy: NamePolicy): Promise<MaskResult> {
    const detected = texts.flatMap((t) => this.deps.detector.detect(t, policy.kinds));
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
