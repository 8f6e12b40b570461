import { generateLicenseKeyPair, issueLicense, issueRevocationList } from '../../lib/license';
import { COMMUNITY } from '../../lib/plan/types';
import type { KubeObject } from '../../runtime/kube/types';
import { evaluateLicense, licenseChanged, NO_LICENSE } from '../../operator/license-source';

const NOW = new Date('2026-06-01T00:00:00Z');

function secret(data: Record<string, string>): KubeObject {
  return { apiVersion: 'v1', kind: 'Secret', metadata: { name: 'lic', namespace: 'ops' }, data: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, Buffer.from(v).toString('base64')])) };
}

let keys: { privateKeyPem: string; publicKeyPem: string };
let token: string;

beforeAll(async () => {
  keys = await generateLicenseKeyPair();
  token = await issueLicense(keys.privateKeyPem, {
    licensee: 'acme',
    id: 'lic-1',
    features: ['guardrail'],
    gateways: 3,
    now: new Date('2026-01-01T00:00:00Z'),
    expiresAt: new Date('2027-01-01T00:00:00Z'),
  });
});

test('no Secret is Community', async () => {
  expect(await evaluateLicense(undefined, keys.publicKeyPem, NOW)).toEqual(NO_LICENSE);
});

test('a valid license grants its features and limit, and its material is passed on for the gates', async () => {
  const state = await evaluateLicense(secret({ 'license.jwt': token }), keys.publicKeyPem, NOW);
  expect(state.entitlements).toEqual({ tier: 'enterprise', features: ['guardrail'], gateways: 3 });
  expect(state.material).toEqual({ token, publicKey: keys.publicKeyPem });
  expect(state.problem).toBeUndefined();
});

test('an expired or revoked license is Community, with the reason and never the token in the problem', async () => {
  const expired = await evaluateLicense(secret({ 'license.jwt': token }), keys.publicKeyPem, new Date('2027-02-01T00:00:00Z'));
  expect(expired.entitlements).toEqual(COMMUNITY);
  expect(expired.problem).toMatch(/^expired/);
  const revocations = await issueRevocationList(keys.privateKeyPem, ['lic-1'], NOW);
  const revoked = await evaluateLicense(secret({ 'license.jwt': token, 'revocations.jwt': revocations }), keys.publicKeyPem, NOW);
  expect(revoked.entitlements).toEqual(COMMUNITY);
  expect(revoked.problem).toMatch(/^revoked/);
  expect(revoked.problem).not.toContain(token);
});

test('a license without a public key to verify it is Community', async () => {
  const state = await evaluateLicense(secret({ 'license.jwt': token }), undefined, NOW);
  expect(state.entitlements).toEqual(COMMUNITY);
  expect(state.problem).toMatch(/license-public-key/);
});

test('licenseChanged tells apart states that plan differently', async () => {
  const valid = await evaluateLicense(secret({ 'license.jwt': token }), keys.publicKeyPem, NOW);
  expect(licenseChanged(NO_LICENSE, valid)).toBe(true);
  expect(licenseChanged(valid, await evaluateLicense(secret({ 'license.jwt': token }), keys.publicKeyPem, NOW))).toBe(false);
});
