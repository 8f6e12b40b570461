/** Revocation lists: a JWS signed by the license key with `{"revoked": [jti, ...]}`. */
import { LICENSE_ISSUER, REVOCATIONS_TYP } from './claims';
import { numericDate, signPayload } from './issue';
import { openSigned, type LicenseKeys } from './signed';

/** Signs a revocation list naming license ids (`jti`). */
export async function issueRevocationList(privateKeyPem: string, revokedIds: string[], now: Date): Promise<string> {
  const bad = revokedIds.find((id) => typeof id !== 'string' || id.trim() === '');
  if (bad !== undefined) throw new Error('a revoked license id must be a non-empty string');
  return signPayload(privateKeyPem, REVOCATIONS_TYP, {
    iss: LICENSE_ISSUER,
    iat: numericDate('now', now),
    revoked: [...new Set(revokedIds)],
  });
}

export type RevocationsRead =
  | { ok: true; revoked: ReadonlySet<string> }
  | { ok: false; reason: 'garbled' | 'bad-signature'; message: string };

/**
 * Reads a revocation list. No list (undefined or blank) means nothing is revoked; a list that is
 * present but garbled or wrongly signed is an error, so a tampered list never un-revokes a license.
 */
export async function readRevocations(token: string | undefined, key: LicenseKeys): Promise<RevocationsRead> {
  if (token === undefined || token.trim() === '') return { ok: true, revoked: new Set() };
  const opened = await openSigned(token, key, REVOCATIONS_TYP, 'revocation list');
  if (!opened.ok) return opened;
  const payload = opened.payload as { revoked?: unknown } | null;
  const revoked = typeof payload === 'object' && payload !== null ? payload.revoked : undefined;
  if (!Array.isArray(revoked) || !revoked.every((id) => typeof id === 'string')) {
    return { ok: false, reason: 'garbled', message: 'the revocation list has no list of revoked license ids' };
  }
  return { ok: true, revoked: new Set(revoked as string[]) };
}
