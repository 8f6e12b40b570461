/** Shared test material: one key pair per test file, and a clock fixed in the tests' own terms. */
import { generateLicenseKeyPair, issueLicense, type IssueOptions, type LicenseKeyPair } from '../../lib/license';

export const NOW = new Date('2030-06-01T12:00:00Z');
export const HOUR = 3_600_000;

export function at(offsetMs: number): Date {
  return new Date(NOW.getTime() + offsetMs);
}

let pair: Promise<LicenseKeyPair> | undefined;

/** The same key pair for every test in one file (keys are cheap, but identical keys keep failures readable). */
export function keys(): Promise<LicenseKeyPair> {
  pair ??= generateLicenseKeyPair();
  return pair;
}

export async function license(overrides: Partial<IssueOptions> = {}): Promise<string> {
  const { privateKeyPem } = await keys();
  return issueLicense(privateKeyPem, {
    licensee: 'Acme Corp',
    features: ['guardrail', 'multi-tenancy'],
    gateways: 3,
    tier: 'enterprise',
    expiresAt: at(24 * HOUR),
    id: 'lic-1',
    now: NOW,
    ...overrides,
  });
}
