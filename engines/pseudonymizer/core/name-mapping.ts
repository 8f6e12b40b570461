import { formatPlaceholder, type EntityKind } from './placeholder';

/** One masked name: the placeholder the model sees and the text it stands for. */
export interface MappingEntry {
  readonly placeholder: string;
  /** The name exactly as it first appeared; restoration writes this back. */
  readonly original: string;
  readonly kind: EntityKind;
}

/** The JSON form a store keeps (plain data, so a networked store can serialize it). */
export interface NameMappingJson {
  readonly entries: MappingEntry[];
  readonly next: Record<EntityKind, number>;
}

/** Raised when a conversation has more distinct names than the engine agreed to remember. */
export class MappingFullError extends Error {
  constructor(readonly limit: number) {
    super(`a conversation may hold at most ${limit} distinct names`);
  }
}

/**
 * Spacing inside a name does not make it a different name to find ("Alice  Smith" is found wherever
 * "Alice Smith" is): the key masking compares names by. The mapping itself keeps each spelling
 * apart, so every occurrence is restored exactly as it was written.
 */
export function nameKey(name: string): string {
  return name.replace(/\s+/g, ' ');
}

/**
 * The names of one conversation (or one request) and their placeholders. Numbers only grow, so a
 * placeholder never changes meaning within the conversation.
 */
export class NameMapping {
  private readonly byKey = new Map<string, MappingEntry>();
  private readonly byPlaceholder = new Map<string, MappingEntry>();
  private readonly next: Record<EntityKind, number>;

  constructor(json?: NameMappingJson) {
    this.next = { person: json?.next.person ?? 1, organization: json?.next.organization ?? 1 };
    for (const entry of json?.entries ?? []) this.remember(entry);
  }

  get size(): number {
    return this.byKey.size;
  }

  /** Every name this mapping knows, so later turns mask them even when the detector misses one. */
  entries(): MappingEntry[] {
    return [...this.byKey.values()];
  }

  placeholderFor(name: string): string | undefined {
    return this.byKey.get(name)?.placeholder;
  }

  originalFor(placeholder: string): string | undefined {
    return this.byPlaceholder.get(placeholder)?.original;
  }

  /**
   * The placeholder for `name`, allocating the next free number of its kind when it is new.
   * `taken` holds placeholder-shaped text already present in the content: those numbers are
   * skipped so a literal "[PERSON_1]" written by a user is never confused with a mask.
   */
  assign(name: string, kind: EntityKind, taken: ReadonlySet<string>, limit: number): string {
    // Keyed by the exact spelling: "Alice\nSmith" gets a placeholder of its own, or restoring it
    // would write back "Alice Smith" and the round trip would not be exact.
    const existing = this.byKey.get(name);
    if (existing) return existing.placeholder;
    if (this.byKey.size >= limit) throw new MappingFullError(limit);
    let n = this.next[kind];
    while (taken.has(formatPlaceholder(kind, n)) || this.byPlaceholder.has(formatPlaceholder(kind, n))) n++;
    this.next[kind] = n + 1;
    const entry: MappingEntry = { placeholder: formatPlaceholder(kind, n), original: name, kind };
    this.remember(entry);
    return entry.placeholder;
  }

  toJSON(): NameMappingJson {
    return { entries: this.entries(), next: { ...this.next } };
  }

  private remember(entry: MappingEntry): void {
    this.byKey.set(entry.original, entry);
    this.byPlaceholder.set(entry.placeholder, entry);
  }
}
