import { generateLicenseKeyPair, importLicensePublicKey, issueRevocationList, readRevocations } from '../../lib/license';
import { NOW, keys } from './fixtures';

describe('revocation lists', () => {
  test('round-trip the revoked ids, without repeats', async () => {
    const { privateKeyPem, publicKeyPem } = await keys();
    const list = await issueRevocationList(privateKeyPem, ['a', 'b', 'a'], NOW);
    const read = await readRevocations(list, await importLicensePublicKey(publicKeyPem));
    expect(read.ok && [...read.revoked]).toEqual(['a', 'b']);
  });

  test('no list at all revokes nothing', async () => {
    const key = await importLicensePublicKey((await keys()).publicKeyPem);
    for (const token of [undefined, '', '\n']) {
      const read = await readRevocations(token, key);
      expect(read.ok && read.revoked.size).toBe(0);
    }
  });

  test('a garbled list is an error, not an empty list', async () => {
    const key = await importLicensePublicKey((await keys()).publicKeyPem);
    expect(await readRevocations('x.y.z', key)).toEqual({ ok: false, reason: 'garbled', message: 'the revocation list is not a compact JWS' });
  });

  test('a list signed by another key is a bad signature', async () => {
    const other = await generateLicenseKeyPair();
    const key = await importLicensePublicKey((await keys()).publicKeyPem);
    const read = await readRevocations(await issueRevocationList(other.privateKeyPem, ['a'], NOW), key);
    expect(read.ok ? 'ok' : read.reason).toBe('bad-signature');
  });

  test('refuses an empty id', async () => {
    await expect(issueRevocationList((await keys()).privateKeyPem, [' '], NOW)).rejects.toThrow('a revoked license id must be a non-empty string');
  });
});
