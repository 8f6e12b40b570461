/** Condition types and reasons only an `alt` Gateway reports (Ready, FeaturesSupported and CustomBranding are shared). */

/** In-pod TLS with the platform CA bundle; reported once the platform CA is issued. */
export const IN_POD_TLS = 'InPodTLS';
/** Trace export to the observability backend; reported when trace export is configured. */
export const TRACE_EXPORT = 'TraceExport';

export const REASONS = Object.freeze({
  tlsEnabled: 'PlatformCAApplied',
  tlsUnsupported: 'TLSUnsupportedGateway',
  traceExportEnabled: 'TraceExportConfigured',
  traceExportTooOld: 'TraceExportRequiresNewerGateway',
  customBrandingApplied: 'CustomBrandingApplied',
  customBrandingUnlicensed: 'CustomBrandingUnlicensed',
  jwtHardeningIncomplete: 'JWTHardeningIncomplete',
  insecureSkipVerifyRefused: 'InsecureSkipVerifyRefused',
  invalidTarget: 'InvalidTarget',
  ssoCallbackUnavailable: 'SSOCallbackUnavailable',
  ssoCallbackInsecure: 'SSOCallbackInsecure',
  guardrailSkipped: 'GuardrailSkipped',
  /** A transform item's `modes` lacked `during_call` next to `post_call`: it was added (Normal event). */
  guardrailDuringCallAdded: 'GuardrailDuringCallAdded',
  /** A transform item runs neither `during_call` nor `post_call`: streamed responses are not rewritten. */
  guardrailStreamNotRewritten: 'GuardrailStreamNotRewritten',
  jobWorkersIgnored: 'JobWorkersIgnored',
});
