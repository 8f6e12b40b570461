/**
 * The cluster license: the Secret named by `--license-secret` (keys `license.jwt`, optional
 * `revocations.jwt`), verified with the key of `--license-public-key`. No Secret, no key, or an
 * invalid license = Community. Verified when the Secret changes and re-judged on a timer, since a
 * license expires without any object changing.
 */
import { entitlementsOf, verifyLicense, type LicenseVerdict } from '../lib/license';
import { COMMUNITY, type Entitlements, type LicenseMaterial } from '../lib/plan/types';
import { canonicalJson } from '../runtime/hash';
import type { KubeObject } from '../runtime/kube/types';

export const LICENSE_KEY = 'license.jwt';
export const REVOCATIONS_KEY = 'revocations.jwt';

export interface LicenseState {
  readonly entitlements: Entitlements;
  readonly material?: LicenseMaterial;
  /** Why the cluster is Community when a license Secret exists (for logs; never the token). */
  readonly problem?: string;
}

export const NO_LICENSE: LicenseState = { entitlements: COMMUNITY };

function decode(secret: KubeObject, key: string): string | undefined {
  const data = secret.data as Record<string, string> | undefined;
  const stringData = secret.stringData as Record<string, string> | undefined;
  if (typeof stringData?.[key] === 'string') return stringData[key];
  if (typeof data?.[key] === 'string') return Buffer.from(data[key], 'base64').toString('utf8').trim();
  return undefined;
}

/** Reads and verifies the license Secret; pure apart from the signature check (async crypto). */
export async function evaluateLicense(secret: KubeObject | undefined, publicKeyPem: string | undefined, now: Date): Promise<LicenseState> {
  if (!secret) return NO_LICENSE;
  const token = decode(secret, LICENSE_KEY);
  if (!token) return { ...NO_LICENSE, problem: `the license Secret has no key ${LICENSE_KEY}` };
  if (!publicKeyPem) return { ...NO_LICENSE, problem: 'no --license-public-key was given, so no license can be verified' };
  const revocations = decode(secret, REVOCATIONS_KEY);
  const verdict: LicenseVerdict = await verifyLicense(token, publicKeyPem, { now, revocations });
  const material: LicenseMaterial = { token, publicKey: publicKeyPem, ...(revocations ? { revocations } : {}) };
  if (!verdict.valid) return { ...NO_LICENSE, material, problem: `${verdict.reason}: ${verdict.message}` };
  return { entitlements: entitlementsOf(verdict.claims), material };
}

/** Whether two states plan differently (the trigger to re-reconcile everything). */
export function licenseChanged(a: LicenseState, b: LicenseState): boolean {
  return canonicalJson({ e: a.entitlements, m: a.material }) !== canonicalJson({ e: b.entitlements, m: b.material });
}
