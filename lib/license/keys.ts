/** Ed25519 key pairs for signing licenses, as PEM text (PKCS#8 private, SPKI public). */
import { exportPKCS8, exportSPKI, generateKeyPair, importPKCS8, importSPKI, type KeyLike } from 'jose';

export const LICENSE_ALG = 'EdDSA';

export interface LicenseKeyPair {
  /** PKCS#8 PEM; the vendor keeps it. */
  privateKeyPem: string;
  /** SPKI PEM; shipped beside every license. */
  publicKeyPem: string;
}

export async function generateLicenseKeyPair(): Promise<LicenseKeyPair> {
  const { privateKey, publicKey } = await generateKeyPair(LICENSE_ALG, { crv: 'Ed25519', extractable: true });
  return { privateKeyPem: await exportPKCS8(privateKey), publicKeyPem: await exportSPKI(publicKey) };
}

export async function importLicensePrivateKey(pem: string): Promise<KeyLike> {
  try {
    return await importPKCS8(pem.trim(), LICENSE_ALG);
  } catch (e) {
    throw new Error(`the license signing key is not an Ed25519 PKCS#8 PEM key: ${(e as Error).message}`, { cause: e });
  }
}

/** Every `-----BEGIN PUBLIC KEY-----` block of a PEM text, in order. */
const PUBLIC_KEY_BLOCK = /-----BEGIN PUBLIC KEY-----[\s\S]*?-----END PUBLIC KEY-----/g;

/**
 * The public keys of a PEM text holding one or more SPKI keys one after the other. A license
 * verifies when any of them verifies it: while the signing key is rotated, the operator and the
 * gates trust the old and the new key at once, so licenses of either keep working.
 */
export async function importLicensePublicKeys(pem: string): Promise<KeyLike[]> {
  const blocks = pem.match(PUBLIC_KEY_BLOCK) ?? [pem];
  return Promise.all(blocks.map((b, i) => importLicensePublicKey(b).catch((e: Error) => {
    throw blocks.length > 1 ? new Error(`public key ${i + 1} of ${blocks.length}: ${e.message}`, { cause: e }) : e;
  })));
}

export async function importLicensePublicKey(pem: string): Promise<KeyLike> {
  try {
    return await importSPKI(pem.trim(), LICENSE_ALG);
  } catch (e) {
    throw new Error(`the license public key is not an Ed25519 SPKI PEM key: ${(e as Error).message}`, { cause: e });
  }
}
