/** The alt gateway construct library. */
export { AltGatewayStack, type AltGatewayStackProps, type AltBrandingOptions } from './alt-gateway-stack';
export * from './alt-gateway-instance';
export * from './alt-storage-secret';
export * from './alt-authz-service';
export * from './alt-tenancy';
export * from './alt-chat-application';
export { AltModelCatalog, resolveAltModel, findProviderConflict, DEFAULT_PROVIDER_DRIVER, type AltModelCatalogProps, type AltModelOptions, type ResolvedAltModel } from './alt-model-catalog';
export * from './alt-model-access-policy';
export * from './alt-enterprise';
export * from './alt-sso-client-id';
export * from './alt-branding';
export * from './alt-conditions';
export { altUnsupportedFeatures, UNSUPPORTED_REASONS, UNSUPPORTED_JWT_FIELDS, type UnsupportedFeature } from './alt-unsupported';
export { altRejections, altJwtHardeningViolations, type RuleViolation } from './alt-rules';
export { altStackProps, altGatewayUrl, altModelOptions, storeSource, ALT_API_PORT, CUSTOM_BRANDING_FEATURE, type AltTraceExport } from './alt-gateway-props';
export * from './version';
export { AltGuardrailWiring, type AltGuardrailWiringProps, type AltGuardrailItemOptions } from '../guardrail/alt-guardrail-wiring';
export { altGuardrailItems, type WirableGuardrail } from '../guardrail/alt-guardrail-items';
