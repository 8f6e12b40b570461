/**
 * The gate while the license signing key is rotated: with the old and the new public key mounted
 * together it forwards under a license of either; with the old key alone a license of the new key
 * blocks.
 */
import { generateLicenseKeyPair, issueLicense } from '../../lib/license';
import { LicenseVolume, Upstream, licenseBecomes, post, startTestGate, type TestGate } from './helpers';

const GUARDRAIL_PATH = '/beta/proxy_basic_guardrail_api';

let volume: LicenseVolume;
let upstream: Upstream;
let gate: TestGate;

beforeEach(async () => {
  volume = await LicenseVolume.create();
  await volume.mountValid();
  upstream = await Upstream.start();
  gate = await startTestGate(volume, upstream.url);
});

afterEach(async () => {
  await gate.close();
  await upstream.close();
  await volume.destroy();
});

test('old and new public keys mounted together: licenses of either forward, the old key alone blocks a new license', async () => {
  const next = await generateLicenseKeyPair();
  const now = new Date();
  const newLicense = await issueLicense(next.privateKeyPem, { licensee: 'Acme Corp', features: ['guardrail'], expiresAt: new Date(now.getTime() + 3_600_000), id: 'lic-new', now });
  const bothKeys = `${volume.keys.publicKeyPem.trim()}\n${next.publicKeyPem.trim()}\n`;

  // Each step passes through a blocked state first, so "valid" below is the gate's reading of the new files.
  await volume.mount({ license: newLicense });
  await licenseBecomes(gate.metricsUrl, false);
  expect((await post(`${gate.url}${GUARDRAIL_PATH}`)).json.action).toBe('BLOCKED');

  await volume.mount({ license: newLicense, publicKey: bothKeys });
  await licenseBecomes(gate.metricsUrl, true);
  expect((await post(`${gate.url}${GUARDRAIL_PATH}`)).json).toEqual({ action: 'NONE' });

  await volume.mount({ license: newLicense });
  await licenseBecomes(gate.metricsUrl, false);
  await volume.mount({ license: await volume.license(), publicKey: bothKeys });
  await licenseBecomes(gate.metricsUrl, true);
  expect((await post(`${gate.url}${GUARDRAIL_PATH}`)).json).toEqual({ action: 'NONE' });
});
