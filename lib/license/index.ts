/** The platform license: Ed25519-signed compact JWS claims, revocation lists, and what they grant. */
export {
  LICENSE_ISSUER,
  LICENSE_TIERS,
  LICENSE_TYP,
  REVOCATIONS_TYP,
  parseClaims,
  type LicenseClaims,
  type LicenseProblem,
  type LicenseTier,
  type LicenseVerdict,
} from './claims';
export { generateLicenseKeyPair, importLicensePrivateKey, importLicensePublicKey, importLicensePublicKeys, type LicenseKeyPair } from './keys';
export type { LicenseKeys } from './signed';
export { issueLicense, type IssueOptions } from './issue';
export { issueRevocationList, readRevocations, type RevocationsRead } from './revocation';
export { judgeLicense, readLicense, verifyLicense, type LicenseRead, type VerifyOptions } from './verify';
export { entitlementsOf, hasFeature } from './entitlements';
export { LICENSE_FEATURES, type LicenseFeature } from './features';
