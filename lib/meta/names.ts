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

/** Max length of a DNS-1123 subdomain: what most object names (Secret, ConfigMap, Deployment) must be. */
export const DNS_SUBDOMAIN_MAX = 253;

/**
 * `name` when it fits `max`, else cut (never ending in '-' or '.') and suffixed with a short hash of
 * the whole name. For names built from a DNS subdomain (`<gateway>-alt-storage`).
 */
export function boundedName(name: string, max = DNS_SUBDOMAIN_MAX): string {
  if (name.length <= max) return name;
  const hash = shortHash(name);
  return `${name.slice(0, max - hash.length - 1).replace(/[-.]+$/, '')}-${hash}`;
}

/** One entry of {@link stableNames}: the parts its name is built from and what makes it unique. */
export interface NamedEntry {
  /** What the name is built from (see `nameOf`). */
  readonly parts: readonly string[];
  /**
   * What the entry is (a model's name, a provider's name): entries with the same identity are
   * interchangeable, so which of them gets which name does not matter.
   */
  readonly identity: string;
}

/**
 * One name per entry that does not depend on the entries' order, so reordering a list never
 * renames (and so never deletes and recreates) what it emits. An entry whose `nameOf(parts)` no
 * other entry shares keeps it; entries that would share one each get the short hash of their
 * identity appended as a last part. Entries with the same identity are numbered `-2`, `-3`, ... in
 * order, which is safe because they are interchangeable. Names stay unique in every case.
 * @param nameOf builds a name from parts, e.g. `(parts) => dnsName(['gw', ...parts])`
 */
export function stableNames(entries: readonly NamedEntry[], nameOf: (parts: readonly string[]) => string): string[] {
  const names = entries.map((e) => nameOf(e.parts));
  // Rounds: a hashed name could (in theory) meet another entry's plain name; rehash the whole group.
  for (let round = 0; round < 8; round++) {
    const groups = new Map<string, number[]>();
    names.forEach((n, i) => groups.set(n, [...(groups.get(n) ?? []), i]));
    const clashing = [...groups.values()].filter((g) => g.length > 1);
    if (clashing.length === 0) return names;
    for (const group of clashing) {
      const identities = new Set(group.map((i) => entries[i].identity));
      if (identities.size === 1) {
        group.forEach((i, k) => (names[i] = k === 0 ? names[i] : nameOf([...entries[i].parts, String(k + 1)])));
        continue;
      }
      for (const i of group) {
        const salt = round === 0 ? entries[i].identity : `${entries[i].identity}#${round}`;
        names[i] = nameOf([...entries[i].parts, shortHash(salt)]);
      }
    }
  }
  // Unreachable for distinct identities; keep the promise of unique names regardless.
  const seen = new Set<string>();
  return names.map((n, i) => {
    let candidate = n;
    for (let k = 2; seen.has(candidate); k++) candidate = nameOf([...entries[i].parts, shortHash(entries[i].identity), String(k)]);
    seen.add(candidate);
    return candidate;
  });
}
