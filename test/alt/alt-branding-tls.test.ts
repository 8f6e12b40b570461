import { CUSTOM_BRANDING } from '../../lib/plan/conditions';
import { condition, facts, one, ofKind, planAlt } from './support';

const LICENSED = { instance: { licenseSecretRef: { name: 'alt-ee' } } };
const REF = { brandingConfigMapRef: { name: 'acme-theme' } };
const withFeatures = (...features: string[]) => facts({ entitlements: { tier: 'enterprise', features: ['multi-tenancy', ...features], gateways: 3 } });

describe('alt branding', () => {
  test('your pack with custom-branding licensed: CustomBranding=True and no ConfigMap of ours', () => {
    const p = planAlt(REF, LICENSED, withFeatures('custom-branding'));
    expect(p).toMatchSnapshot();
    expect(condition(p, CUSTOM_BRANDING)).toMatchObject({ status: 'True' });
    expect(ofKind(p, 'ConfigMap')).toEqual([]);
    expect(one(p, 'AltInstance').spec.branding).toEqual({ configMapRef: { name: 'acme-theme', key: 'theme-pack.json' } });
  });

  test('your pack without custom-branding: CustomBranding=False/CustomBrandingUnlicensed and the built-in pack', () => {
    const p = planAlt(REF, LICENSED, withFeatures());
    expect(p).toMatchSnapshot();
    expect(condition(p, CUSTOM_BRANDING)).toMatchObject({ status: 'False', reason: 'CustomBrandingUnlicensed' });
    const cm = one(p, 'ConfigMap') as any;
    expect(cm.metadata.name).toBe('main-branding');
    expect(JSON.parse(cm.data['theme-pack.json']).name).toBe('aigw-default');
    expect(one(p, 'AltInstance').spec.branding).toEqual({ builtin: true, configMapRef: { name: 'main-branding', key: 'theme-pack.json' } });
  });

  test('an Enterprise-licensed gateway with no ref gets the built-in pack as <gateway>-branding key theme-pack.json', () => {
    const p = planAlt({}, LICENSED);
    expect(one(p, 'ConfigMap').metadata.name).toBe('main-branding');
    expect(condition(p, CUSTOM_BRANDING)).toBeUndefined();
  });

  test('your pack without custom-branding and no built-in pack emitted: the message says no pack applies, and why', () => {
    const unlicensedGateway = planAlt(REF, {}, withFeatures());
    expect(ofKind(unlicensedGateway, 'ConfigMap')).toEqual([]);
    expect(one(unlicensedGateway, 'AltInstance').spec.branding).toBeUndefined();
    const message = condition(unlicensedGateway, CUSTOM_BRANDING)!.message;
    expect(condition(unlicensedGateway, CUSTOM_BRANDING)).toMatchObject({ status: 'False', reason: 'CustomBrandingUnlicensed' });
    expect(message).not.toContain('built-in theme pack applies');
    expect(message).toContain('no theme pack applies');
    expect(message).toContain('spec.instance.licenseSecretRef');

    const optedOut = condition(planAlt({ ...REF, defaultBranding: false }, LICENSED, withFeatures()), CUSTOM_BRANDING)!.message;
    expect(optedOut).toContain('no theme pack applies (spec.alt.defaultBranding is false)');
    // Where the built-in pack is emitted, the message still says so.
    expect(condition(planAlt(REF, LICENSED, withFeatures()), CUSTOM_BRANDING)!.message).toContain('the built-in theme pack applies');
  });

  test('defaultBranding: false or no gateway license: no theme pack', () => {
    expect(ofKind(planAlt({ defaultBranding: false }, LICENSED), 'ConfigMap')).toEqual([]);
    expect(ofKind(planAlt(), 'ConfigMap')).toEqual([]);
    expect(one(planAlt(), 'AltInstance').spec.branding).toBeUndefined();
  });
});

describe('alt in-pod TLS', () => {
  const ca = facts({ platformCA: { secretName: 'platform-ca', key: 'ca.crt' } });

  test.each(['1.0.0-rc.9', '1.0.0-rc.10', '1.0.0', undefined])('image %s with the platform CA: AltInstance.spec.tls with the CA bundle', (tag) => {
    const p = planAlt({}, tag ? { instance: { image: { tag } } } : {}, ca);
    expect(one(p, 'AltInstance').spec.tls).toEqual({ enabled: true, caBundleSecretRef: { name: 'platform-ca', key: 'ca.crt' } });
    expect(condition(p, 'InPodTLS')).toMatchObject({ status: 'True' });
    expect(p.status.url).toBe('https://main.team-a.svc.cluster.local:8080');
  });

  test.each(['1.0.0-rc.8', '1.0.0-rc.7', '0.9.0', 'latest'])('image %s is refused TLS (TLSUnsupportedGateway) and stays plaintext', (tag) => {
    const p = planAlt({}, { instance: { image: { tag } } }, ca);
    expect(one(p, 'AltInstance').spec.tls).toBeUndefined();
    expect(condition(p, 'InPodTLS')).toMatchObject({ status: 'False', reason: 'TLSUnsupportedGateway' });
  });

  test('without the platform CA there is no TLS and no TLS condition', () => {
    const p = planAlt();
    expect(one(p, 'AltInstance').spec.tls).toBeUndefined();
    expect(condition(p, 'InPodTLS')).toBeUndefined();
  });
});

describe('alt trace export', () => {
  const OBS = { observability: { host: 'https://traces.example.com', callbackSecretRef: { name: 'trace-keys' } } };

  test.each(['1.0.0-rc.7', '1.0.0-rc.6'])('image %s (not newer than rc.7): TraceExportRequiresNewerGateway, nothing wired', (tag) => {
    const p = planAlt({}, { ...OBS, instance: { image: { tag } } });
    expect(condition(p, 'TraceExport')).toMatchObject({ status: 'False', reason: 'TraceExportRequiresNewerGateway' });
    expect(one(p, 'AltInstance').spec.traceExport).toBeUndefined();
  });

  test('image rc.8 exports traces with the keys referenced from the Secret', () => {
    const p = planAlt({}, { ...OBS, instance: { image: { tag: '1.0.0-rc.8' } } });
    expect(condition(p, 'TraceExport')).toMatchObject({ status: 'True' });
    expect(one(p, 'AltInstance').spec.traceExport).toEqual({
      host: 'https://traces.example.com',
      publicKeySecretRef: { name: 'trace-keys', key: 'publicKey' },
      secretKeySecretRef: { name: 'trace-keys', key: 'secretKey' },
    });
  });
});
