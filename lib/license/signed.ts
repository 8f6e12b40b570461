/** Opening a compact JWS signed by the license key: the signature and the `typ`, nothing about time. */
import { compactVerify, errors, type CompactVerifyResult, type KeyLike } from 'jose';
import { LICENSE_ALG } from './keys';

export type Opened =
  | { ok: true; payload: unknown }
  | { ok: false; reason: 'garbled' | 'bad-signature'; message: string };

/**
 * Checks the signature of `token` with `key` and that its header says `typ`; parses the payload as
 * JSON. `what` names the document in messages ("license", "revocation list"); messages never quote
 * the token.
 */
export async function openSigned(token: string, key: KeyLike, typ: string, what: string): Promise<Opened> {
  let verified: CompactVerifyResult;
  try {
    verified = await compactVerify(token.trim(), key, { algorithms: [LICENSE_ALG] });
  } catch (e) {
    if (e instanceof errors.JWSSignatureVerificationFailed) {
      return { ok: false, reason: 'bad-signature', message: `the ${what} signature does not match the public key` };
    }
    if (e instanceof errors.JOSEAlgNotAllowed) {
      return { ok: false, reason: 'bad-signature', message: `the ${what} is not signed with ${LICENSE_ALG}` };
    }
    return { ok: false, reason: 'garbled', message: `the ${what} is not a compact JWS` };
  }
  if (verified.protectedHeader.typ !== typ) {
    return { ok: false, reason: 'garbled', message: `the ${what} has JWS type '${String(verified.protectedHeader.typ)}', expected '${typ}'` };
  }
  try {
    return { ok: true, payload: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(verified.payload)) };
  } catch {
    return { ok: false, reason: 'garbled', message: `the ${what} payload is not JSON` };
  }
}
