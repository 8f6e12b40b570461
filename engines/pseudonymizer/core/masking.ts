import type { DetectedName } from './name-detector';
import { nameKey, type NameMapping } from './name-mapping';
import { NameMatcher } from './name-matcher';
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
  // Names are matched by their key, so the first kind given for a key is the one it keeps.
  const seen = new Set<string>();
  const matcher = new NameMatcher<EntityKind>();
  const consider = (name: string, kind: EntityKind): void => {
    const key = nameKey(name.trim());
    if (key === '' || allowed.has(key.toLowerCase()) || seen.has(key)) return;
    seen.add(key);
    matcher.add(key, kind);
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
  if (seen.size === 0) return { texts: [...texts], masked };
  const taken = literalPlaceholders(texts);
  const out = texts.map((text) => {
    const found = matcher.find(text);
    if (found.length === 0) return text;
    const parts: string[] = [];
    let from = 0;
    for (const { start, end, value: kind } of found) {
      masked[kind]++;
      parts.push(text.slice(from, start), mapping.assign(text.slice(start, end), kind, taken, maxNames));
      from = end;
    }
    parts.push(text.slice(from));
    return parts.join('');
  });
  return { texts: out, masked };
}

/** Writes every placeholder the mapping knows back to its original name; others stay as they are. */
export function restoreText(text: string, mapping: NameMapping): string {
  return text.replace(PLACEHOLDER_PATTERN, (p) => mapping.originalFor(p) ?? p);
}
