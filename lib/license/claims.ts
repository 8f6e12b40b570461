/**
 * What a platform license says, and the one place that decides whether a signed payload is a
 * well-formed license. Pure: no clock, no I/O.
 */

export type LicenseTier = 'community' | 'enterprise';
export const LICENSE_TIERS: readonly LicenseTier[] = ['community', 'enterprise'];

/** The claims of a license JWS. Times are NumericDate (seconds since the epoch). */
export interface LicenseClaims {
  /** Who issued the license. */
  iss: string;
  /** The licensee. */
  sub: string;
  /** The license id; a revocation list names licenses by it. */
  jti: string;
  iat: number;
  nbf: number;
  exp: number;
  tier: LicenseTier;
  /** Licensed features, e.g. `guardrail`, `multi-tenancy`, `custom-branding`. */
  features: string[];
  limits: { gateways: number };
}

/** Why a license is not valid. */
export type LicenseProblem = 'garbled' | 'bad-signature' | 'expired' | 'not-yet-valid' | 'revoked' | 'missing';

export type LicenseVerdict =
  | { valid: true; claims: LicenseClaims }
  | { valid: false; reason: LicenseProblem; message: string };

/** The issuer every license and revocation list of this platform carries. */
export const LICENSE_ISSUER = 'aigw.dev';

/** JWS `typ` headers: they keep a revocation list from ever passing as a license and vice versa. */
export const LICENSE_TYP = 'aigw-license+jwt';
export const REVOCATIONS_TYP = 'aigw-revocations+jwt';

/** A feature name: lower-case words joined by dashes (`guardrail`, `multi-tenancy`). */
export const FEATURE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function isNumericDate(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v) && v >= 0;
}

/**
 * Checks a signed payload's shape. Returns the claims, or the first thing wrong with them
 * (a correctly signed payload of the wrong shape is still not a license).
 */
export function parseClaims(payload: unknown): { claims: LicenseClaims } | { error: string } {
  if (!isObject(payload)) return { error: 'the payload is not a JSON object' };
  const { iss, sub, jti, iat, nbf, exp, tier, features, limits } = payload;
  for (const [name, value] of [['iss', iss], ['sub', sub], ['jti', jti]] as const) {
    if (typeof value !== 'string' || value === '') return { error: `claim ${name} must be a non-empty string` };
  }
  for (const [name, value] of [['iat', iat], ['nbf', nbf], ['exp', exp]] as const) {
    if (!isNumericDate(value)) return { error: `claim ${name} must be a NumericDate` };
  }
  if (!LICENSE_TIERS.includes(tier as LicenseTier)) {
    return { error: `claim tier must be one of ${LICENSE_TIERS.join(', ')}` };
  }
  if (!Array.isArray(features) || !features.every((f) => typeof f === 'string' && FEATURE_PATTERN.test(f))) {
    return { error: 'claim features must be a list of feature names' };
  }
  if (!isObject(limits) || !Number.isInteger(limits.gateways) || (limits.gateways as number) < 1) {
    return { error: 'claim limits.gateways must be an integer of at least 1' };
  }
  return {
    claims: {
      iss: iss as string,
      sub: sub as string,
      jti: jti as string,
      iat: iat as number,
      nbf: nbf as number,
      exp: exp as number,
      tier: tier as LicenseTier,
      features: [...(features as string[])],
      limits: { gateways: limits.gateways as number },
    },
  };
}
