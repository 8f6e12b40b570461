import { createHash } from 'node:crypto';
import type { CallDetector, DetectedName, NameDetector } from './name-detector';
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
function cacheKey(text: string, kinds: ReadonlySet<EntityKind>): string {
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
 * What a detector found per text, least recently used first. A chat client re-sends the whole
 * history on every turn, so all but the newest message were already tagged; tagging is the
 * engine's main cost (about 1 ms per 2 KiB with the lexicon detector; more with a model), a
 * lookup is microseconds. Bounded by total characters.
 */
class DetectionCache {
  private readonly entries = new Map<string, CacheEntry>();
  private chars = 0;

  constructor(private readonly maxChars: number) {}

  /** A text larger than a quarter of the budget would evict too much: tag it, don't keep it. */
  keeps(text: string): boolean {
    return text.length * 4 <= this.maxChars;
  }

  get(key: string): DetectedName[] | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit?.found;
  }

  /** `text` is what `key` stands for: a digest key still counts the whole text against the budget. */
  set(key: string, text: string, found: DetectedName[]): void {
    if (this.entries.has(key)) return;
    const chars = Math.max(key.length, text.length);
    this.entries.set(key, { found, chars });
    this.chars += chars;
    for (const [k, entry] of this.entries) {
      if (this.chars <= this.maxChars) break;
      this.entries.delete(k);
      this.chars -= entry.chars;
    }
  }
}

/** A {@link NameDetector} that remembers what its inner detector found in a text. */
export class CachingNameDetector implements NameDetector {
  private readonly cache: DetectionCache;

  constructor(
    private readonly inner: NameDetector,
    props: CachingDetectorProps = {},
  ) {
    this.cache = new DetectionCache(props.maxChars ?? 4_000_000);
  }

  detect(text: string, kinds: ReadonlySet<EntityKind>): DetectedName[] {
    if (!this.cache.keeps(text)) return this.inner.detect(text, kinds);
    const key = cacheKey(text, kinds);
    const hit = this.cache.get(key);
    if (hit) return hit;
    const found = this.inner.detect(text, kinds);
    this.cache.set(key, text, found);
    return found;
  }
}

/**
 * A {@link CallDetector} that remembers what its inner detector found in a text. It lives on the
 * thread that answers HTTP, in front of the worker pool: a text seen before never waits for a
 * worker, and only the new texts of a call (each once) are sent to one.
 */
export class CachingCallDetector implements CallDetector {
  private readonly cache: DetectionCache;

  constructor(
    private readonly inner: CallDetector,
    props: CachingDetectorProps = {},
  ) {
    this.cache = new DetectionCache(props.maxChars ?? 4_000_000);
  }

  async detectAll(texts: readonly string[], kinds: ReadonlySet<EntityKind>): Promise<DetectedName[][]> {
    // Each key once per text: a long text's key is a digest over all of it, as costly as a copy.
    const keys = texts.map((t) => (this.cache.keeps(t) ? cacheKey(t, kinds) : undefined));
    const out: Array<DetectedName[] | undefined> = keys.map((key) => (key === undefined ? undefined : this.cache.get(key)));
    const missing = new Map<string, string | undefined>();
    texts.forEach((t, i) => {
      if (out[i] === undefined && !missing.has(t)) missing.set(t, keys[i]);
    });
    if (missing.size === 0) return out as DetectedName[][];
    const newTexts = [...missing.keys()];
    const found = await this.inner.detectAll(newTexts, kinds);
    const byText = new Map(newTexts.map((t, i) => [t, found[i]]));
    for (const [t, key] of missing) if (key !== undefined) this.cache.set(key, t, byText.get(t)!);
    return texts.map((t, i) => out[i] ?? byText.get(t)!);
  }
}
