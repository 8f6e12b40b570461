import type { DetectedName } from './name-detector';
import { nameKey, type NameMapping } from './name-mapping';
import { PLACEHOLDER_PATTERN, type EntityKind } from './placeholder';

/** What a guardrail's params say about names, already validated. */
export interface NamePolicy {
  /** Detect these kinds. */
  readonly kinds: ReadonlySet<EntityKind>;
  /** Never mask these (compared case-insensitively). */
  readonly allow: readonly string[];
  /** Always mask these people's names, detected or not. */
  readonly denyPeople: readonly string[];
  /** Always mask these organizations' names, detected or not. */
  readonly denyOrganizations: readonly string[];
}

const LETTER_BEFORE = '(?<![\\p{L}\\p{N}_])';
const LETTER_AFTER = '(?![\\p{L}\\p{N}_])';

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * One regular expression that finds every name to mask, longest first so "Alice Smith" wins over
 * "Alice". Names match whole words only (Unicode letters), and any run of spacing inside a name
 * matches any other.
 */
function namePattern(names: Iterable<string>): RegExp | undefined {
  const sorted = [...new Set(names)].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  if (sorted.length === 0) return undefined;
  const alternatives = sorted.map((n) => n.split(' ').map(escapeRegExp).join('\\s+'));
  return new RegExp(`${LETTER_BEFORE}(?:${alternatives.join('|')})${LETTER_AFTER}`, 'gu');
}

/** Placeholder-shaped text already present in the content, whose numbers must not be handed out. */
function literalPlaceholders(texts: readonly string[]): Set<string> {
  const taken = new Set<string>();
  for (const text of texts) for (const m of text.matchAll(PLACEHOLDER_PATTERN)) taken.add(m[0]);
  return taken;
}

/**
 * Replaces every name in `texts` with its placeholder, adding new names to `mapping`. The names
 * masked are: what the detector found, what the conversation already knows, and the deny lists;
 * minus the allow list. Returns the rewritten texts and how many occurrences were masked per kind.
 */
export function maskTexts(
  texts: readonly string[],
  detected: readonly DetectedName[],
  mapping: NameMapping,
  policy: NamePolicy,
  maxNames: number,
): { texts: string[]; masked: Record<EntityKind, number> } {
  const allowed = new Set(policy.allow.map((a) => nameKey(a.trim()).toLowerCase()));
  const kindOf = new Map<string, EntityKind>();
  const consider = (name: string, kind: EntityKind): void => {
    const key = nameKey(name.trim());
    if (key === '' || allowed.has(key.toLowerCase()) || kindOf.has(key)) return;
    kindOf.set(key, kind);
  };
  for (const e of mapping.entries()) consider(e.original, e.kind);
  for (const n of policy.denyPeople) consider(n, 'person');
  for (const n of policy.denyOrganizations) consider(n, 'organization');
  // A detector also reports the parts of a name ("Alice" of "Alice Johnson"); allowing a name
  // allows its parts, or "Alice Johnson" would come out as "[PERSON_1] [PERSON_2]".
  const allowedWords = new Set(policy.allow.flatMap((a) => a.trim().toLowerCase().split(/\s+/)));
  const partOfAllowed = (name: string): boolean => name.trim().toLowerCase().split(/\s+/).every((w) => allowedWords.has(w));
  for (const d of detected) if (!partOfAllowed(d.text)) consider(d.text, d.kind);

  const masked: Record<EntityKind, number> = { person: 0, organization: 0 };
  const pattern = namePattern(kindOf.keys());
  if (!pattern) return { texts: [...texts], masked };
  const taken = literalPlaceholders(texts);
  const out = texts.map((text) =>
    text.replace(pattern, (surface) => {
      const kind = kindOf.get(nameKey(surface)) ?? 'person';
      masked[kind]++;
      return mapping.assign(surface, kind, taken, maxNames);
    }),
  );
  return { texts: out, masked };
}

/** Writes every placeholder the mapping knows back to its original name; others stay as they are. */
export function restoreText(text: string, mapping: NameMapping): string {
  return text.replace(PLACEHOLDER_PATTERN, (p) => mapping.originalFor(p) ?? p);
}
