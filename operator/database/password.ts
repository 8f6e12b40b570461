/**
 * Passwords of provisioned roles: generation, and the SCRAM-SHA-256 verifier sent to the server in
 * their place so the plaintext never appears in a statement (statement logs, pg_stat_statements).
 */
import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';

/** Bytes of randomness in a generated password (256 bits). */
const PASSWORD_BYTES = 32;

/** The iteration count PostgreSQL itself uses for SCRAM-SHA-256 (`scram_iterations` default). */
export const SCRAM_ITERATIONS = 4096;

/** A new strong random password: 43 characters of base64url, safe in URLs and shells alike. */
export function generatePassword(): string {
  return randomBytes(PASSWORD_BYTES).toString('base64url');
}

/** Why `password` cannot be stored, or undefined when it can (PostgreSQL text holds no NUL). */
export function passwordProblem(password: string): string | undefined {
  if (password.length === 0) return 'the stored password is empty';
  if (password.includes('\0')) return 'the stored password contains a NUL character';
  return undefined;
}

/**
 * Whether the verifier computed here matches what the server and clients derive. Both apply
 * SASLprep to the password first; for printable ASCII it is the identity, so only such passwords
 * (every generated one) are pre-hashed and anything else is sent as is for the server to hash.
 */
export function canPrehash(password: string): boolean {
  return /^[\x20-\x7e]+$/.test(password);
}

/**
 * The SCRAM-SHA-256 verifier of `password` (RFC 5802, RFC 7677) in the form PostgreSQL stores in
 * `pg_authid.rolpassword`: `SCRAM-SHA-256$<iterations>:<salt>$<StoredKey>:<ServerKey>`.
 */
export function scramVerifier(password: string, salt: Buffer = randomBytes(16), iterations = SCRAM_ITERATIONS): string {
  const salted = pbkdf2Sync(Buffer.from(password, 'utf8'), salt, iterations, 32, 'sha256');
  const clientKey = createHmac('sha256', salted).update('Client Key').digest();
  const storedKey = createHash('sha256').update(clientKey).digest();
  const serverKey = createHmac('sha256', salted).update('Server Key').digest();
  return `SCRAM-SHA-256$${iterations}:${salt.toString('base64')}$${storedKey.toString('base64')}:${serverKey.toString('base64')}`;
}
