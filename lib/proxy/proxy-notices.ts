/** Warnings a `proxy` Gateway's configuration deserves although it is applied (raised as Events). */
import type { Gateway } from '../api/gateway';
import type { PlannedEvent } from '../plan/types';
import { inClusterUrl, PROXY_SSO_CALLBACK_PATH, publicOrigin } from './instance-settings';

export function proxyGatewayNotices(gateway: Gateway): PlannedEvent[] {
  const { spec, metadata } = gateway;
  const events: PlannedEvent[] = [];
  if (spec.sso) {
    const origin = publicOrigin(spec);
    if (!origin) {
      const fallback = `${inClusterUrl(metadata.name, metadata.namespace)}${PROXY_SSO_CALLBACK_PATH}`;
      events.push({
        type: 'Warning',
        reason: 'SSOCallbackUnavailable',
        message: `spec.sso: spec.ingress has no host (or is not enabled), so no public SSO callback can be emitted; the redirect falls back to the in-cluster ${fallback}, which a browser cannot reach. Set spec.ingress.enabled, spec.ingress.host and spec.ingress.tls`,
      });
    } else if (!spec.ingress.tls) {
      events.push({
        type: 'Warning',
        reason: 'SSOCallbackInsecure',
        message: `spec.sso: spec.ingress.tls is false, so the SSO redirect is the plain-http ${origin}${PROXY_SSO_CALLBACK_PATH} and the OAuth callback fails at most IdPs. Set spec.ingress.tls: true`,
      });
    }
  }
  const inst = spec.instance;
  const licensedSettings = [
    ...(inst.jwtAuth?.enabled ? ['spec.instance.jwtAuth'] : []),
    ...(Object.keys(inst.rolePermissions ?? {}).length > 0 ? ['spec.instance.rolePermissions'] : []),
  ];
  if (licensedSettings.length > 0 && !inst.licenseSecretRef) {
    events.push({
      type: 'Warning',
      reason: 'ProxyEnterpriseLicenseMissing',
      message: `${licensedSettings.join(' and ')} take effect only with the proxy's Enterprise license; set spec.instance.licenseSecretRef`,
    });
  }
  return events;
}
