/**
 * The rules of an `alt` Gateway that span several fields. Rejected combinations emit nothing
 * (Ready=False/InvalidTarget); the JWT hardening rules leave the objects in place but keep the
 * Gateway not Ready with a message saying what the gateway will refuse.
 */
import type { Gateway } from '../api/gateway';
import type { AltSpec } from '../api/gateway-alt';
import type { PlatformEnvironment } from '../platform/platform-config';

export interface RuleViolation {
  /** The field path the user should look at. */
  readonly field: string;
  readonly message: string;
}

/** How many API replicas the gateway may run: the autoscaler's maximum when it is on. */
export function maxApiReplicas(gateway: Gateway, alt: AltSpec): number {
  const a = alt.autoscaling;
  if (a?.enabled) return a.maxReplicas ?? a.minReplicas ?? 1;
  return gateway.spec.instance.replicas;
}

/**
 * The spec's "Rejected up front" list for `alt` (and `spec.alt` itself being required), plus
 * `insecureSkipVerify` in a cluster whose PlatformConfig declares `environment: production`.
 */
export function altRejections(gateway: Gateway, environment?: PlatformEnvironment): RuleViolation[] {
  const alt = gateway.spec.alt;
  if (alt === undefined) {
    return [{ field: 'spec.alt', message: 'spec.alt: is required when spec.type is alt' }];
  }
  const out: RuleViolation[] = [];
  if (alt.storageMode === 'split' && alt.columnstore === undefined) {
    out.push({
      field: 'spec.alt.columnstore',
      message: 'spec.alt.columnstore: is required when spec.alt.storageMode is split (the default); set a columnstore or use storageMode single',
    });
  }
  if (alt.worker?.enabled && alt.topology === 'AllInOne') {
    out.push({
      field: 'spec.alt.worker.enabled',
      message: 'spec.alt.worker.enabled: a dedicated worker requires spec.alt.topology Split, got AllInOne',
    });
  }
  const replicas = maxApiReplicas(gateway, alt);
  if (replicas > 1 && alt.kv === undefined) {
    const source = alt.autoscaling?.enabled ? 'spec.alt.autoscaling.maxReplicas' : 'spec.instance.replicas';
    out.push({
      field: 'spec.alt.kv',
      message: `spec.alt.kv: is required when the API serves more than one replica (${source}: ${replicas})`,
    });
  }
  if (alt.modelAccess !== undefined && gateway.spec.organization === undefined) {
    out.push({
      field: 'spec.alt.modelAccess',
      message: 'spec.alt.modelAccess: requires spec.organization (model access is org-rooted)',
    });
  }
  if (alt.jwt?.insecureSkipVerify && environment === 'production') {
    out.push({
      field: 'spec.alt.jwt.insecureSkipVerify',
      message: 'spec.alt.jwt.insecureSkipVerify: is refused in a production environment (PlatformConfig cluster spec.environment: production); token signatures must be verified',
    });
  }
  return out;
}

/**
 * JWT-only data plane (`allowMasterKey: false` and `allowVirtualKeys: false`) needs the full JWT
 * configuration, and `insecureSkipVerify` is refused next to any hardening flag: the gateway would
 * refuse to start.
 */
export function altJwtHardeningViolations(gateway: Gateway): RuleViolation[] {
  const jwt = gateway.spec.alt?.jwt;
  if (!jwt) return [];
  const out: RuleViolation[] = [];
  const hardening: string[] = [];
  if (!jwt.allowMasterKey) hardening.push('allowMasterKey: false');
  if (!jwt.allowVirtualKeys) hardening.push('allowVirtualKeys: false');
  if (jwt.insecureSkipVerify && hardening.length > 0) {
    out.push({
      field: 'spec.alt.jwt.insecureSkipVerify',
      message: `spec.alt.jwt.insecureSkipVerify: is refused alongside the hardening flag(s) ${hardening.join(', ')}; it is not applied`,
    });
  }
  if (!jwt.allowMasterKey && !jwt.allowVirtualKeys) {
    const auth = gateway.spec.instance.jwtAuth;
    const missing: string[] = [];
    if (!auth?.enabled) missing.push('spec.instance.jwtAuth.enabled: true');
    if (!auth?.publicKeyURL) missing.push('spec.instance.jwtAuth.publicKeyURL');
    if (!auth?.audience) missing.push('spec.instance.jwtAuth.audience');
    if (jwt.insecureSkipVerify) missing.push('spec.alt.jwt.insecureSkipVerify: false');
    if (missing.length > 0) {
      out.push({
        field: 'spec.alt.jwt',
        message: `spec.alt.jwt: with allowMasterKey and allowVirtualKeys both false the data plane accepts JWTs only, and the gateway refuses to start without ${missing.join(', ')}`,
      });
    }
  }
  return out;
}
