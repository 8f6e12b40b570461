import { createHash } from 'node:crypto';
import type { DetectedName, NameDetector } from './name-detector';
import type { EntityKind } from './placeholder';

/**
 * V8 hashes a string longer than this by its length alone, so long texts of one length would share
 * one bucket of the Map and a lookup would compare the text with every one of them.
 */
const LONGEST_HASHED_STRING = 16_383;

/**
 * A text's cache key: the kinds and the text itself, or for a long text its SHA-256 digest over its
 * UTF-16 code units (no two different texts share it; UTF-8 would merge lone surrogates).
 */
function cacheKey(kinds: ReadonlySet<EntityKind>, text: string): string {
  const prefix = [...kinds].sort().join(',');
  if (text.length <= LONGEST_HASHED_STRING) return `${prefix}\u0000${text}`;
  return `${prefix}\u0001${createHash('sha256').update(text, 'utf16le').digest('base64')}`;
}

interface CacheEntry {
  readonly found: DetectedName[];
  /** What the entry counts against the budget: the text's length (the names found are slices of it). */
  readonly chars: number;
}

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
  private readonly entries = new Map<string, CacheEntry>();
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
    const key = cacheKey(kinds, text);
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.found;
    }
    const found = this.inner.detect(text, kinds);
    const chars = Math.max(key.length, text.length);
    this.entries.set(key, { found, chars });
    this.chars += chars;
    for (const [k, entry] of this.entries) {
      if (this.chars <= this.maxChars) break;
      this.entries.delete(k);
      this.chars -= entry.chars;
    }
    return found;
  }
}
