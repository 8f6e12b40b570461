/**
 * Rotating the signing key: a public-key PEM holding the old and the new key one after the other
 * verifies licenses (and revocation lists) signed by either, and nothing signed by a third key.
 */
import { generateLicenseKeyPair, importLicensePublicKeys, issueLicense, issueRevocationList, verifyLicense, type LicenseKeyPair, type LicenseVerdict } from '../../lib/license';
import { HOUR, NOW, at } from './fixtures';

let old: LicenseKeyPair;
let next: LicenseKeyPair;
let other: LicenseKeyPair;

beforeAll(async () => {
  [old, next, other] = await Promise.all([generateLicenseKeyPair(), generateLicenseKeyPair(), generateLicenseKeyPair()]);
});

const issue = (pair: LicenseKeyPair, id = 'lic-1') => issueLicense(pair.privateKeyPem, { licensee: 'Acme Corp', features: ['guardrail'], expiresAt: at(HOUR), id, now: NOW });
const reason = (v: LicenseVerdict) => (v.valid ? 'valid' : v.reason);
const both = () => `${next.publicKeyPem.trim()}\n${old.publicKeyPem.trim()}\n`;

test('both keys in one PEM: a license of either verifies, one of a third key does not', async () => {
  expect(reason(await verifyLicense(await issue(old), both(), { now: NOW }))).toBe('valid');
  expect(reason(await verifyLicense(await issue(next), both(), { now: NOW }))).toBe('valid');
  const foreign = await verifyLicense(await issue(other), both(), { now: NOW });
  expect(foreign).toMatchObject({ valid: false, reason: 'bad-signature', message: 'the license signature does not match the public key (any of 2)' });
});

test('one key alone still verifies only its own licenses', async () => {
  expect(reason(await verifyLicense(await issue(next), old.publicKeyPem, { now: NOW }))).toBe('bad-signature');
  expect(reason(await verifyLicense(await issue(next), next.publicKeyPem, { now: NOW }))).toBe('valid');
});

test('a revocation list signed by either key is honoured', async () => {
  const token = await issue(next, 'lic-9');
  for (const signer of [old, next]) {
    const revocations = await issueRevocationList(signer.privateKeyPem, ['lic-9'], NOW);
    expect(reason(await verifyLicense(token, both(), { now: NOW, revocations }))).toBe('revoked');
  }
  const forged = await issueRevocationList(other.privateKeyPem, [], NOW);
  expect(reason(await verifyLicense(token, both(), { now: NOW, revocations: forged }))).toBe('bad-signature');
});

test('every key of the PEM must be a key: a broken one is named by its position', async () => {
  const broken = `${old.publicKeyPem.trim()}\n-----BEGIN PUBLIC KEY-----\nnot a key\n-----END PUBLIC KEY-----\n`;
  await expect(importLicensePublicKeys(broken)).rejects.toThrow(/^public key 2 of 2: the license public key is not an Ed25519 SPKI PEM key/);
  expect(await importLicensePublicKeys(both())).toHaveLength(2);
  expect(reason(await verifyLicense(await issue(old), broken, { now: NOW }))).toBe('bad-signature');
});
