/** Signing licenses: the vendor's side. Throws on options that would make a useless license. */
import { CompactSign } from 'jose';
import { FEATURE_PATTERN, LICENSE_ISSUER, LICENSE_TIERS, LICENSE_TYP, type LicenseClaims, type LicenseTier } from './claims';
import { importLicensePrivateKey, LICENSE_ALG } from './keys';
import { randomUUID } from 'node:crypto';

export interface IssueOptions {
  /** The licensee (claim `sub`). */
  readonly licensee: string;
  /**
   * Licensed features.
   *
   * @default []
   */
  readonly features?: readonly string[];
  /**
   * How many Gateways the cluster may run (claim `limits.gateways`).
   *
   * @default 1
   */
  readonly gateways?: number;
  /**
   * @default 'enterprise'
   */
  readonly tier?: LicenseTier;
  /** When the license stops being valid (claim `exp`). */
  readonly expiresAt: Date;
  /**
   * When the license starts being valid (claim `nbf`).
   *
   * @default - `now`
   */
  readonly notBefore?: Date;
  /**
   * The license id (claim `jti`), used to revoke it.
   *
   * @default - a random UUID
   */
  readonly id?: string;
  /** The issue time (claim `iat`). */
  readonly now: Date;
}

/** Seconds since the epoch, rounded down, of a date that must be valid. */
export function numericDate(name: string, date: Date): number {
  const ms = date.getTime();
  if (!Number.isFinite(ms)) throw new Error(`${name} is not a valid date`);
  return Math.floor(ms / 1000);
}

export function claimsFor(options: IssueOptions): LicenseClaims {
  const licensee = options.licensee.trim();
  if (licensee === '') throw new Error('a license needs a licensee');
  const features = [...new Set(options.features ?? [])];
  const bad = features.find((f) => !FEATURE_PATTERN.test(f));
  if (bad !== undefined) throw new Error(`feature '${bad}' is not a feature name (lower-case words joined by dashes)`);
  const gateways = options.gateways ?? 1;
  if (!Number.isInteger(gateways) || gateways < 1) throw new Error(`gateways must be an integer of at least 1, got ${gateways}`);
  const tier = options.tier ?? 'enterprise';
  if (!LICENSE_TIERS.includes(tier)) throw new Error(`tier must be one of ${LICENSE_TIERS.join(', ')}, got '${tier}'`);
  const iat = numericDate('now', options.now);
  const nbf = numericDate('notBefore', options.notBefore ?? options.now);
  const exp = numericDate('expiresAt', options.expiresAt);
  if (exp <= nbf) {
    throw new Error(`expiresAt (${options.expiresAt.toISOString()}) must be after notBefore (${new Date(nbf * 1000).toISOString()})`);
  }
  const jti = options.id ?? randomUUID();
  if (jti.trim() === '') throw new Error('a license id must not be empty');
  return { iss: LICENSE_ISSUER, sub: licensee, jti, iat, nbf, exp, tier, features, limits: { gateways } };
}

/** Signs `payload` as a compact JWS of type `typ` with the PKCS#8 PEM key. */
export async function signPayload(privateKeyPem: string, typ: string, payload: object): Promise<string> {
  const key = await importLicensePrivateKey(privateKeyPem);
  return new CompactSign(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: LICENSE_ALG, typ })
    .sign(key);
}

/** Issues a license: a compact JWS (EdDSA) over {@link LicenseClaims}. */
export async function issueLicense(privateKeyPem: string, options: IssueOptions): Promise<string> {
  return signPayload(privateKeyPem, LICENSE_TYP, claimsFor(options));
}
