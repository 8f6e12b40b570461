/**
 * Versions of the alt gateway image, compared as semantic versions with pre-releases
 * (1.0.0-rc.7 < 1.0.0-rc.9 < 1.0.0-rc.10 < 1.0.0), never as strings.
 */

/** The tag the alt operator (1.3.0) runs when `instance.image.tag` is not set. */
export const ALT_DEFAULT_IMAGE_TAG = '1.0.0-rc.9';
/** In-pod TLS needs this image or newer. */
export const ALT_TLS_MIN_VERSION = '1.0.0-rc.9';
/** Trace-export environment variables arrived after this image. */
export const ALT_TRACE_EXPORT_AFTER_VERSION = '1.0.0-rc.7';

export interface SemVer {
  readonly major: number;
  readonly minor: number;
  readonly patch: number;
  /** Dot-separated pre-release identifiers; empty for a release. */
  readonly prerelease: readonly string[];
}

const SEMVER = /^v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/;

/** Parses `1.0.0-rc.9` (a leading `v` and build metadata allowed); undefined for `latest`, digests, etc. */
export function parseSemVer(tag: string): SemVer | undefined {
  const m = SEMVER.exec(tag.trim());
  if (!m) return undefined;
  return {
    major: Number(m[1]),
    minor: Number(m[2]),
    patch: Number(m[3]),
    prerelease: m[4] ? m[4].split('.') : [],
  };
}

function compareIdentifier(a: string, b: string): number {
  const an = /^\d+$/.test(a);
  const bn = /^\d+$/.test(b);
  if (an && bn) return Math.sign(Number(a) - Number(b));
  // Numeric identifiers sort before alphanumeric ones (semver 2.0.0, rule 11.4.3).
  if (an) return -1;
  if (bn) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Negative when a < b, zero when equal (build metadata ignored), positive when a > b. */
export function compareSemVer(a: SemVer, b: SemVer): number {
  for (const k of ['major', 'minor', 'patch'] as const) {
    if (a[k] !== b[k]) return Math.sign(a[k] - b[k]);
  }
  // A release is newer than any of its pre-releases.
  if (a.prerelease.length === 0 || b.prerelease.length === 0) {
    return Math.sign(b.prerelease.length - a.prerelease.length);
  }
  const n = Math.min(a.prerelease.length, b.prerelease.length);
  for (let i = 0; i < n; i++) {
    const c = compareIdentifier(a.prerelease[i], b.prerelease[i]);
    if (c !== 0) return c;
  }
  return Math.sign(a.prerelease.length - b.prerelease.length);
}

/**
 * Whether `tag` is at least `min`. An unparsable tag (`latest`, a digest) is not known to be new
 * enough, so the answer is false: a feature the image may lack is never switched on blindly.
 */
export function tagAtLeast(tag: string, min: string): boolean {
  const v = parseSemVer(tag);
  const m = parseSemVer(min);
  return v !== undefined && m !== undefined && compareSemVer(v, m) >= 0;
}

/** Whether `tag` is strictly newer than `than`; false for an unparsable tag. */
export function tagNewerThan(tag: string, than: string): boolean {
  const v = parseSemVer(tag);
  const t = parseSemVer(than);
  return v !== undefined && t !== undefined && compareSemVer(v, t) > 0;
}
