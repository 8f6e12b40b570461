/**
 * The feature names a license can grant, each unlocking what `plan()` checks for: `guardrail`
 * (Guardrails are released and wired), `multi-tenancy` (organization and teams), `observability`
 * (an Observability's trace export) and `custom-branding` (an alt Gateway's branding). A name not in
 * this list unlocks nothing, so `aigw license issue` refuses it.
 */
export const LICENSE_FEATURES = ['guardrail', 'multi-tenancy', 'observability', 'custom-branding'] as const;

export type LicenseFeature = (typeof LICENSE_FEATURES)[number];
