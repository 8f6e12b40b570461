/** What a license grants, in the terms `plan()` reads. */
import { COMMUNITY, type Entitlements } from '../plan/types';
import type { LicenseClaims } from './claims';

/**
 * Claims -> entitlements. No claims (no license, or an invalid one: callers pass only the claims of
 * a valid verdict) -> {@link COMMUNITY}. A license never grants fewer Gateways than Community.
 */
export function entitlementsOf(claims: LicenseClaims | undefined): Entitlements {
  if (claims === undefined) return COMMUNITY;
  return Object.freeze({
    tier: claims.tier,
    features: Object.freeze([...new Set(claims.features)]),
    gateways: Math.max(COMMUNITY.gateways, claims.limits.gateways),
  });
}

/** Whether valid claims grant `feature`. */
export function hasFeature(claims: LicenseClaims | undefined, feature: string): boolean {
  return claims !== undefined && claims.features.includes(feature);
}
