import { issueLicense, verifyLicense } from '../../lib/license';
import { HOUR, NOW, at, keys, license } from './fixtures';

async function claimsOf(token: string) {
  const { publicKeyPem } = await keys();
  const verdict = await verifyLicense(token, publicKeyPem, { now: NOW });
  if (!verdict.valid) throw new Error(verdict.message);
  return verdict.claims;
}

describe('issueLicense', () => {
  test('signs a compact JWS with alg EdDSA and the license type', async () => {
    const [header] = (await license()).split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ alg: 'EdDSA', typ: 'aigw-license+jwt' });
  });

  test('defaults: enterprise tier, one gateway, no features, valid from now, a random id', async () => {
    const { privateKeyPem } = await keys();
    const options = { licensee: 'Acme', expiresAt: at(HOUR), now: NOW };
    const first = await claimsOf(await issueLicense(privateKeyPem, options));
    const second = await claimsOf(await issueLicense(privateKeyPem, options));
    expect(first).toMatchObject({ tier: 'enterprise', limits: { gateways: 1 }, features: [], nbf: NOW.getTime() / 1000 });
    expect(first.jti).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.jti).not.toBe(first.jti);
  });

  test('drops repeated features', async () => {
    expect((await claimsOf(await license({ features: ['guardrail', 'guardrail'] }))).features).toEqual(['guardrail']);
  });

  test.each([
    [{ licensee: ' ' }, 'a license needs a licensee'],
    [{ features: ['Guard Rail'] }, "feature 'Guard Rail' is not a feature name (lower-case words joined by dashes)"],
    [{ gateways: 0 }, 'gateways must be an integer of at least 1, got 0'],
    [{ gateways: 1.5 }, 'gateways must be an integer of at least 1, got 1.5'],
    [{ expiresAt: NOW }, 'expiresAt (2030-06-01T12:00:00.000Z) must be after notBefore (2030-06-01T12:00:00.000Z)'],
    [{ expiresAt: new Date('garbage') }, 'expiresAt is not a valid date'],
    [{ id: '' }, 'a license id must not be empty'],
  ])('refuses %j: %s', async (overrides, message) => {
    await expect(license(overrides)).rejects.toThrow(message);
  });

  test('refuses a key that is not an Ed25519 PKCS#8 PEM', async () => {
    await expect(issueLicense('-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----', { licensee: 'a', expiresAt: at(HOUR), now: NOW }))
      .rejects.toThrow(/^the license signing key is not an Ed25519 PKCS#8 PEM key/);
  });
});
