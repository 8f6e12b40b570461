import type { DetectedName, NameDetector } from './name-detector';
import type { EntityKind } from './placeholder';

export interface CachingDetectorProps {
  /**
   * Characters of text remembered in total; the least recently used texts go first.
   *
   * @default 4000000
   */
  readonly maxChars?: number;
}

/**
 * Remembers what the detector found in a text. A chat client re-sends the whole history on every
 * turn, so all but the newest message were already tagged; tagging is the engine's main cost
 * (about 1 ms per 2 KiB with the lexicon detector; more with a model), a lookup is microseconds. Bounded by total characters.
 */
export class CachingNameDetector implements NameDetector {
  private readonly maxChars: number;
  private readonly entries = new Map<string, DetectedName[]>();
  private chars = 0;

  constructor(
    private readonly inner: NameDetector,
    props: CachingDetectorProps = {},
  ) {
    this.maxChars = props.maxChars ?? 4_000_000;
  }

  detect(text: string, kinds: ReadonlySet<EntityKind>): DetectedName[] {
    // A text larger than a quarter of the budget would evict too much: tag it, don't keep it.
    if (text.length * 4 > this.maxChars) return this.inner.detect(text, kinds);
    const key = `${[...kinds].sort().join(',')}\u0000${text}`;
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const found = this.inner.detect(text, kinds);
    this.entries.set(key, found);
    this.chars += key.length;
    for (const [k] of this.entries) {
      if (this.chars <= this.maxChars) break;
      this.entries.delete(k);
      this.chars -= k.length;
    }
    return found;
  }
}
