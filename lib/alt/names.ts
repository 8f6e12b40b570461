/**
 * Names of the objects an alt gateway emits. They derive from the gateway name and the user's own
 * names so they are stable across reconciles, and they stay valid DNS labels (63 characters).
 */
import { createHash } from 'node:crypto';
import { boundedName } from '../meta/names';

const MAX = 63;

/** Lower-cases and replaces anything outside `[a-z0-9-]` so `GPT-4o mini` becomes `gpt-4o-mini`. */
export function slug(value: string): string {
  const s = value
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  return s.length > 0 ? s : 'x';
}

/**
 * `<gateway>-<part>-<part>`, each part slugged. Names longer than 63 characters are cut and end in a
 * short hash of the full name, so two long names never collide.
 */
export function childName(gateway: string, ...parts: string[]): string {
  const full = [gateway, ...parts.map(slug)].join('-');
  if (full.length <= MAX) return full;
  const hash = createHash('sha256').update(full).digest('hex').slice(0, 8);
  return `${full.slice(0, MAX - hash.length - 1).replace(/[-.]+$/, '')}-${hash}`;
}

/** The owned Secret holding every connection string of the gateway. */
export function storageSecretName(gateway: string): string {
  return boundedName(`${gateway}-alt-storage`);
}

/** The ConfigMap holding the built-in theme pack. */
export function brandingConfigMapName(gateway: string): string {
  return boundedName(`${gateway}-branding`);
}

/** The ConfigMap holding `configYAML`. */
export function configSeedConfigMapName(gateway: string): string {
  return boundedName(`${gateway}-alt-config`);
}

/**
 * Names for items that must be unique: the first keeps `childName(...)`, later duplicates get
 * `-2`, `-3`, ... in order of appearance.
 */
export class UniqueNames {
  private readonly used = new Set<string>();

  constructor(private readonly gateway: string) {}

  next(...parts: string[]): string {
    const base = childName(this.gateway, ...parts);
    let name = base;
    for (let i = 2; this.used.has(name); i++) name = childName(this.gateway, ...parts, String(i));
    this.used.add(name);
    return name;
  }
}
