/** Opening a compact JWS signed by the license key: the signature and the `typ`, nothing about time. */
import { compactVerify, errors, type CompactVerifyResult, type KeyLike } from 'jose';
import { LICENSE_ALG } from './keys';

export type Opened =
  | { ok: true; payload: unknown }
  | { ok: false; reason: 'garbled' | 'bad-signature'; message: string };

/** One public key, or several trusted at once (a key rotation): any of them may have signed. */
export type LicenseKeys = KeyLike | readonly KeyLike[];

/**
 * Checks the signature of `token` with `key` (with each key in turn until one matches) and that
 * its header says `typ`; parses the payload as JSON. `what` names the document in messages
 * ("license", "revocation list"); messages never quote the token.
 */
export async function openSigned(token: string, key: LicenseKeys, typ: string, what: string): Promise<Opened> {
  const keys: readonly KeyLike[] = Array.isArray(key) ? key : [key as KeyLike];
  let verified: CompactVerifyResult | undefined;
  for (const k of keys) {
    try {
      verified = await compactVerify(token.trim(), k, { algorithms: [LICENSE_ALG] });
      break;
    } catch (e) {
      // Another key may match; anything else is about the token, whatever the key.
      if (!(e instanceof errors.JWSSignatureVerificationFailed)) return unopened(e, what);
    }
  }
  if (!verified) {
    return { ok: false, reason: 'bad-signature', message: `the ${what} signature does not match the public key${keys.length > 1 ? ` (any of ${keys.length})` : ''}` };
  }
  return payloadOf(verified, typ, what);
}

/** Why a token could not be opened, whatever the key. */
function unopened(e: unknown, what: string): Opened {
  if (e instanceof errors.JOSEAlgNotAllowed) {
    return { ok: false, reason: 'bad-signature', message: `the ${what} is not signed with ${LICENSE_ALG}` };
  }
  return { ok: false, reason: 'garbled', message: `the ${what} is not a compact JWS` };
}

function payloadOf(verified: CompactVerifyResult, typ: string, what: string): Opened {
  if (verified.protectedHeader.typ !== typ) {
    return { ok: false, reason: 'garbled', message: `the ${what} has JWS type '${String(verified.protectedHeader.typ)}', expected '${typ}'` };
  }
  try {
    return { ok: true, payload: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(verified.payload)) };
  } catch {
    return { ok: false, reason: 'garbled', message: `the ${what} payload is not JSON` };
  }
}
