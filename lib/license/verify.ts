/**
 * Verifying licenses, in two steps so a long-running reader (the gate) pays for the signature only
 * when the files change: {@link readLicense} (signature and shape) then {@link judgeLicense}
 * (time and revocation, cheap). {@link verifyLicense} does both.
 */
import type { KeyLike } from 'jose';
import { LICENSE_TYP, parseClaims, type LicenseClaims, type LicenseVerdict } from './claims';
import { importLicensePublicKeys } from './keys';
import { readRevocations } from './revocation';
import { openSigned, type LicenseKeys } from './signed';

type Invalid = Extract<LicenseVerdict, { valid: false }>;

export type LicenseRead = { ok: true; claims: LicenseClaims } | Invalid;

/** Checks the signature and the shape of a license; says nothing about its dates. */
export async function readLicense(token: string | undefined, key: LicenseKeys): Promise<LicenseRead> {
  if (token === undefined || token.trim() === '') return { valid: false, reason: 'missing', message: 'no license is installed' };
  const opened = await openSigned(token, key, LICENSE_TYP, 'license');
  if (!opened.ok) return { valid: false, reason: opened.reason, message: opened.message };
  const parsed = parseClaims(opened.payload);
  if ('error' in parsed) return { valid: false, reason: 'garbled', message: `the license is malformed: ${parsed.error}` };
  return { ok: true, claims: parsed.claims };
}

/**
 * Decides whether verified claims hold at `nowMs`: valid from `nbf` (inclusive) until `exp`
 * (exclusive), and not revoked.
 */
export function judgeLicense(claims: LicenseClaims, nowMs: number, revoked: ReadonlySet<string>): LicenseVerdict {
  if (revoked.has(claims.jti)) {
    return { valid: false, reason: 'revoked', message: `license ${claims.jti} is revoked` };
  }
  if (nowMs < claims.nbf * 1000) {
    return { valid: false, reason: 'not-yet-valid', message: `license ${claims.jti} is not valid before ${new Date(claims.nbf * 1000).toISOString()}` };
  }
  if (nowMs >= claims.exp * 1000) {
    return { valid: false, reason: 'expired', message: `license ${claims.jti} expired at ${new Date(claims.exp * 1000).toISOString()}` };
  }
  return { valid: true, claims };
}

export interface VerifyOptions {
  /** The time to judge the license at. */
  now: Date;
  /** The revocation-list JWS, if any (absent or blank: nothing revoked). */
  revocations?: string;
}

/**
 * Verifies a license completely: signature, shape, revocation, `nbf` and `exp`. `publicKeyPem` may
 * hold several keys one after the other (a rotation): any of them may have signed. Never throws; an
 * unusable public key is reported as `bad-signature` (nothing it signs can be trusted).
 */
export async function verifyLicense(token: string, publicKeyPem: string, options: VerifyOptions): Promise<LicenseVerdict> {
  let key: KeyLike[];
  try {
    key = await importLicensePublicKeys(publicKeyPem);
  } catch (e) {
    return { valid: false, reason: 'bad-signature', message: (e as Error).message };
  }
  const read = await readLicense(token, key);
  if (!('ok' in read)) return read;
  const revocations = await readRevocations(options.revocations, key);
  if (!revocations.ok) return { valid: false, reason: revocations.reason, message: revocations.message };
  return judgeLicense(read.claims, options.now.getTime(), revocations.revoked);
}
