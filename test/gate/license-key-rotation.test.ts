/**
 * The gate while the license signing key is rotated: with the old and the new public key mounted
 * together it forwards under a license of either; with the old key alone a license of the new key
 * blocks.
 */
import { generateLicenseKeyPair, issueLicense } from '../../lib/license';
import { licenseBecomes, post, useGateTestbed } from './helpers';

const GUARDRAIL_PATH = '/beta/proxy_basic_guardrail_api';

const bed = useGateTestbed({ gate: {} });

test('old and new public keys mounted together: licenses of either forward, the old key alone blocks a new license', async () => {
  const next = await generateLicenseKeyPair();
  const now = new Date();
  const newLicense = await issueLicense(next.privateKeyPem, { licensee: 'Acme Corp', features: ['guardrail'], expiresAt: new Date(now.getTime() + 3_600_000), id: 'lic-new', now });
  const bothKeys = `${bed.volume.keys.publicKeyPem.trim()}\n${next.publicKeyPem.trim()}\n`;

  // Each step passes through a blocked state first, so "valid" below is the gate's reading of the new files.
  await bed.volume.mount({ license: newLicense });
  await licenseBecomes(bed.gate.metricsUrl, false);
  expect((await post(`${bed.gate.url}${GUARDRAIL_PATH}`)).json.action).toBe('BLOCKED');

  await bed.volume.mount({ license: newLicense, publicKey: bothKeys });
  await licenseBecomes(bed.gate.metricsUrl, true);
  expect((await post(`${bed.gate.url}${GUARDRAIL_PATH}`)).json).toEqual({ action: 'NONE' });

  await bed.volume.mount({ license: newLicense });
  await licenseBecomes(bed.gate.metricsUrl, false);
  await bed.volume.mount({ license: await bed.volume.license(), publicKey: bothKeys });
  await licenseBecomes(bed.gate.metricsUrl, true);
  expect((await post(`${bed.gate.url}${GUARDRAIL_PATH}`)).json).toEqual({ action: 'NONE' });
});
