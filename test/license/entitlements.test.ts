import { entitlementsOf, hasFeature, type LicenseClaims } from '../../lib/license';
import { COMMUNITY } from '../../lib/plan/types';

const claims: LicenseClaims = {
  iss: 'aigw.dev', sub: 'Acme', jti: 'lic-1', iat: 0, nbf: 0, exp: 10,
  tier: 'enterprise', features: ['guardrail', 'multi-tenancy'], limits: { gateways: 5 },
};

describe('entitlementsOf', () => {
  test('no license is Community: no features, one gateway', () => {
    expect(entitlementsOf(undefined)).toBe(COMMUNITY);
  });

  test('a license grants its tier, features and gateway limit', () => {
    expect(entitlementsOf(claims)).toEqual({ tier: 'enterprise', features: ['guardrail', 'multi-tenancy'], gateways: 5 });
  });

  test('the entitlements do not share the claims array', () => {
    const entitlements = entitlementsOf(claims);
    expect(entitlements.features).not.toBe(claims.features);
    expect(Object.isFrozen(entitlements.features)).toBe(true);
  });
});

describe('hasFeature', () => {
  test('is true only for a listed feature of present claims', () => {
    expect([hasFeature(claims, 'guardrail'), hasFeature(claims, 'custom-branding'), hasFeature(undefined, 'guardrail')]).toEqual([true, false, false]);
  });
});
