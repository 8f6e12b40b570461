/**
 * Placeholders stand in for names while text is with the model: `[PERSON_1]`, `[ORG_3]`.
 * Square brackets and an upper-case label survive a model's paraphrasing well, and the
 * numbered form lets restoration be an exact lookup, never a guess.
 */

/** The kinds of entity the engine masks, and the label each one's placeholders carry. */
export type EntityKind = 'person' | 'organization';

export const PLACEHOLDER_LABELS: Readonly<Record<EntityKind, string>> = {
  person: 'PERSON',
  organization: 'ORG',
};

/** Up to nine digits keeps every placeholder short enough to hold back in a stream. */
const MAX_DIGITS = 9;

/** Matches every well-formed placeholder in a text (global; reset `lastIndex` or use `replace`). */
export const PLACEHOLDER_PATTERN = new RegExp(
  `\\[(?:${Object.values(PLACEHOLDER_LABELS).join('|')})_[1-9][0-9]{0,${MAX_DIGITS - 1}}\\]`,
  'g',
);

/** The number part of a placeholder, after its label: `_1` to `_999999999`. */
const NUMBER_PART = new RegExp(`^_[1-9][0-9]{0,${MAX_DIGITS - 1}}$`);

/** The longest text a placeholder can be; a stream never needs to hold back more than this. */
export const MAX_PLACEHOLDER_LENGTH =
  Math.max(...Object.values(PLACEHOLDER_LABELS).map((l) => l.length)) + MAX_DIGITS + 3;

export function formatPlaceholder(kind: EntityKind, n: number): string {
  return `[${PLACEHOLDER_LABELS[kind]}_${n}]`;
}

/**
 * True when `s` could be the start of a placeholder that the next chunk completes: `[`, `[PE`,
 * `[ORG_`, `[PERSON_12`. A complete placeholder is not a prefix (it has its closing bracket).
 */
export function isPlaceholderPrefix(s: string): boolean {
  if (!s.startsWith('[') || s.length >= MAX_PLACEHOLDER_LENGTH) return false;
  const rest = s.slice(1);
  for (const label of Object.values(PLACEHOLDER_LABELS)) {
    if (label.startsWith(rest)) return true;
    if (rest.startsWith(label)) {
      const tail = rest.slice(label.length);
      if (tail === '' || tail === '_') return true;
      if (NUMBER_PART.test(tail)) return true;
    }
  }
  return false;
}

/**
 * Splits a streamed text into what can be released now and what must wait for the next chunk:
 * the tail from the last `[` when it could still grow into a placeholder.
 */
export function splitSafeTail(text: string): { ready: string; pending: string } {
  const from = Math.max(0, text.length - MAX_PLACEHOLDER_LENGTH);
  const open = text.lastIndexOf('[');
  if (open >= from && isPlaceholderPrefix(text.slice(open))) {
    return { ready: text.slice(0, open), pending: text.slice(open) };
  }
  return { ready: text, pending: '' };
}
