import { CompactSign } from 'jose';
import {
  generateLicenseKeyPair,
  importLicensePrivateKey,
  issueRevocationList,
  verifyLicense,
  type LicenseVerdict,
} from '../../lib/license';
import { HOUR, NOW, at, keys, license } from './fixtures';

function reasonOf(verdict: LicenseVerdict): string {
  return verdict.valid ? 'valid' : verdict.reason;
}

describe('verifyLicense', () => {
  test('a freshly issued license is valid and carries every claim', async () => {
    const { publicKeyPem } = await keys();
    const verdict = await verifyLicense(await license(), publicKeyPem, { now: NOW });
    expect(verdict).toEqual({
      valid: true,
      claims: {
        iss: 'aigw.dev',
        sub: 'Acme Corp',
        jti: 'lic-1',
        iat: NOW.getTime() / 1000,
        nbf: NOW.getTime() / 1000,
        exp: at(24 * HOUR).getTime() / 1000,
        tier: 'enterprise',
        features: ['guardrail', 'multi-tenancy'],
        limits: { gateways: 3 },
      },
    });
  });

  test('the license is valid from nbf inclusive until exp exclusive', async () => {
    const { publicKeyPem } = await keys();
    const token = await license({ notBefore: at(HOUR), expiresAt: at(2 * HOUR) });
    const reasons = await Promise.all(
      [at(HOUR - 1000), at(HOUR), at(2 * HOUR - 1), at(2 * HOUR)].map(async (now) => reasonOf(await verifyLicense(token, publicKeyPem, { now }))),
    );
    expect(reasons).toEqual(['not-yet-valid', 'valid', 'valid', 'expired']);
  });

  test('an expired license says when it expired', async () => {
    const { publicKeyPem } = await keys();
    const verdict = await verifyLicense(await license({ expiresAt: at(HOUR) }), publicKeyPem, { now: at(2 * HOUR) });
    expect(verdict).toEqual({ valid: false, reason: 'expired', message: 'license lic-1 expired at 2030-06-01T13:00:00.000Z' });
  });

  test('a license signed by another key has a bad signature', async () => {
    const other = await generateLicenseKeyPair();
    const verdict = await verifyLicense(await license(), other.publicKeyPem, { now: NOW });
    expect(reasonOf(verdict)).toBe('bad-signature');
  });

  test('a license whose payload was altered has a bad signature', async () => {
    const { publicKeyPem } = await keys();
    const [header, payload, signature] = (await license()).split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, limits: { gateways: 100 } })).toString('base64url');
    const verdict = await verifyLicense([header, forged, signature].join('.'), publicKeyPem, { now: NOW });
    expect(reasonOf(verdict)).toBe('bad-signature');
  });

  test.each([
    ['random text', 'not a license at all'],
    ['two segments', 'abc.def'],
    ['binary junk', '\u0000\u00ff.\u0001.\u0002'],
  ])('%s is garbled', async (_name, token) => {
    const { publicKeyPem } = await keys();
    const verdict = await verifyLicense(token, publicKeyPem, { now: NOW });
    expect(reasonOf(verdict)).toBe('garbled');
  });

  test('an empty license file is missing', async () => {
    const { publicKeyPem } = await keys();
    expect(await verifyLicense('  \n', publicKeyPem, { now: NOW })).toEqual({ valid: false, reason: 'missing', message: 'no license is installed' });
  });

  test('a correctly signed payload that lacks license claims is garbled, not valid', async () => {
    const { privateKeyPem, publicKeyPem } = await keys();
    const token = await new CompactSign(new TextEncoder().encode(JSON.stringify({ sub: 'x', exp: 9_999_999_999 })))
      .setProtectedHeader({ alg: 'EdDSA', typ: 'aigw-license+jwt' })
      .sign(await importLicensePrivateKey(privateKeyPem));
    const verdict = await verifyLicense(token, publicKeyPem, { now: NOW });
    expect(verdict).toEqual({ valid: false, reason: 'garbled', message: 'the license is malformed: claim iss must be a non-empty string' });
  });

  test('a revocation list never passes as a license, although the same key signed it', async () => {
    const { privateKeyPem, publicKeyPem } = await keys();
    const list = await issueRevocationList(privateKeyPem, ['lic-9'], NOW);
    expect(reasonOf(await verifyLicense(list, publicKeyPem, { now: NOW }))).toBe('garbled');
  });

  test('a license named in the revocation list is revoked', async () => {
    const { privateKeyPem, publicKeyPem } = await keys();
    const revocations = await issueRevocationList(privateKeyPem, ['lic-0', 'lic-1'], NOW);
    expect(await verifyLicense(await license(), publicKeyPem, { now: NOW, revocations })).toEqual({
      valid: false,
      reason: 'revoked',
      message: 'license lic-1 is revoked',
    });
  });

  test('a license absent from the revocation list stays valid', async () => {
    const { privateKeyPem, publicKeyPem } = await keys();
    const revocations = await issueRevocationList(privateKeyPem, ['lic-2'], NOW);
    expect(reasonOf(await verifyLicense(await license(), publicKeyPem, { now: NOW, revocations }))).toBe('valid');
  });

  test('a revocation list signed by another key fails closed instead of un-revoking', async () => {
    const { publicKeyPem } = await keys();
    const other = await generateLicenseKeyPair();
    const revocations = await issueRevocationList(other.privateKeyPem, [], NOW);
    const verdict = await verifyLicense(await license(), publicKeyPem, { now: NOW, revocations });
    expect(verdict).toEqual({ valid: false, reason: 'bad-signature', message: 'the revocation list signature does not match the public key' });
  });

  test('an unusable public key is reported, not thrown', async () => {
    const verdict = await verifyLicense(await license(), 'not a key', { now: NOW });
    expect(reasonOf(verdict)).toBe('bad-signature');
  });

  test('no message quotes the token', async () => {
    const { publicKeyPem } = await keys();
    const token = await license({ expiresAt: at(HOUR) });
    const verdicts = [
      await verifyLicense(token, publicKeyPem, { now: at(2 * HOUR) }),
      await verifyLicense(token, (await generateLicenseKeyPair()).publicKeyPem, { now: NOW }),
      await verifyLicense(token.slice(0, -5), publicKeyPem, { now: NOW }),
    ];
    for (const verdict of verdicts) {
      expect(verdict.valid).toBe(false);
      if (!verdict.valid) expect(verdict.message).not.toContain(token.split('.')[1].slice(0, 16));
    }
  });
});
