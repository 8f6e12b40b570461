/**
 * Deterministic, readable object names. Emitted names are built from the owner's name and a slug
 * of what they hold (`<gateway>-<model>`); a name too long for its kind is cut and suffixed with a
 * short hash of the full name, so it stays unique and stable across reconciles.
 */

/** Max length of a DNS-1123 label (Services, and a safe bound for everything else we name). */
export const DNS_LABEL_MAX = 63;

/** FNV-1a, 32 bit: a stable short hash (not for security). */
export function shortHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/** Lower-case letters, digits and single dashes: `GPT-4o mini` -> `gpt-4o-mini`. Empty -> `x`. */
export function slug(text: string): string {
  const s = text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return s.length > 0 ? s : 'x';
}

/** Joins the slugs of `parts` with '-' into a valid DNS label of at most `max` characters. */
export function dnsName(parts: readonly string[], max = DNS_LABEL_MAX): string {
  const full = parts.map(slug).join('-');
  if (full.length <= max) return full;
  const hash = shortHash(full);
  const head = full.slice(0, max - hash.length - 1).replace(/-+$/, '');
  return `${head}-${hash}`;
}

/** A label value Kubernetes accepts: at most 63 characters, alphanumeric at both ends. */
export const LABEL_VALUE = /^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$/;

/**
 * `text` as a label value: as is when valid, else cut and suffixed with a short hash of the whole
 * text (like {@link dnsName}), so two long names that share a prefix still label apart.
 */
export function labelValue(text: string): string {
  if (text.length <= DNS_LABEL_MAX && LABEL_VALUE.test(text)) return text;
  const hash = shortHash(text);
  const head = text
    .replace(/[^-A-Za-z0-9_.]+/g, '-')
    .slice(0, DNS_LABEL_MAX - hash.length - 1)
    .replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, '');
  return head.length > 0 ? `${head}-${hash}` : hash;
}

/** A DNS-1035 label (what a Service name must be): a lower-case letter first. */
export const DNS_1035_LABEL = /^[a-z]([-a-z0-9]*[a-z0-9])?$/;
