import { READY } from '../../lib/plan/conditions';
import { condition, facts, one, ofKind, planAlt } from './support';

const INGRESS = { enabled: true, host: 'gw.example.com', tls: true };
const SSO = {
  provider: 'generic-oidc',
  issuerURL: 'https://idp.example.com',
  clientSecretRef: { name: 'oidc' },
  authorizationEndpoint: 'https://idp.example.com/authorize',
  tokenEndpoint: 'https://idp.example.com/token',
  userinfoEndpoint: 'https://idp.example.com/userinfo',
};
const CLIENT_ID = facts({ publicSecretValues: { 'team-a/oidc/client-id': 'console-app' } });
const JWT_AUTH = { enabled: true, publicKeyURL: 'https://idp.example.com/jwks', issuer: 'https://idp.example.com', audience: 'gateway', userIDJWTField: 'oid' };

describe('alt SSO through AltEnterpriseConfig', () => {
  test('SSO, SCIM and JWT together', () => {
    const p = planAlt(
      { scim: { tokenSecretRef: { name: 'scim' }, defaultRole: 'viewer', roleMap: { admins: 'admin' } }, jwt: { requireRegisteredApplication: true } },
      { sso: SSO, ingress: INGRESS, organization: { name: 'Acme' }, instance: { jwtAuth: JWT_AUTH, licenseSecretRef: { name: 'alt-ee' } } },
      CLIENT_ID,
    );
    expect(p).toMatchSnapshot();
  });

  test('client id is a plain field, the client secret reaches the pods as env ALT_EE_OIDC_CLIENT_SECRET, callback on the public origin', () => {
    const p = planAlt({}, { sso: SSO, ingress: INGRESS }, CLIENT_ID);
    const sso = one(p, 'AltEnterpriseConfig').spec.sso;
    expect(sso).toMatchObject({
      provider: 'generic-oidc',
      clientId: 'console-app',
      clientSecretEnv: 'ALT_EE_OIDC_CLIENT_SECRET',
      callbackUrl: 'https://gw.example.com/alt/ui/v1/ee/sso/callback',
      scopes: ['openid', 'profile', 'email'],
    });
    expect(JSON.stringify(sso)).not.toContain('client-secret');
    expect(one(p, 'AltInstance').spec.env).toEqual([{ name: 'ALT_EE_OIDC_CLIENT_SECRET', secretKeyRef: { name: 'oidc', key: 'client-secret' } }]);
  });

  test('the client id is referenced from its Secret key when its value is not among the facts', () => {
    const sso = one(planAlt({}, { sso: { ...SSO, clientSecretRef: { name: 'oidc', clientIDKey: 'id' } }, ingress: INGRESS }), 'AltEnterpriseConfig').spec.sso;
    expect(sso.clientId).toBeUndefined();
    expect(sso.clientIdSecretRef).toEqual({ name: 'oidc', key: 'id' });
  });

  test('without spec.ingress.host: a Warning event and no callback', () => {
    const p = planAlt({}, { sso: SSO }, CLIENT_ID);
    expect(one(p, 'AltEnterpriseConfig').spec.sso.callbackUrl).toBeUndefined();
    expect(p.events).toContainEqual(expect.objectContaining({ type: 'Warning', reason: 'SSOCallbackUnavailable' }));
  });

  test('no SSO and no SCIM: no AltEnterpriseConfig and no env', () => {
    const p = planAlt();
    expect(ofKind(p, 'AltEnterpriseConfig')).toEqual([]);
    expect(one(p, 'AltInstance').spec.env).toBeUndefined();
  });
});

describe('alt SCIM', () => {
  test('enabled by default, token key scim-token projected as env ALT_EE_SCIM_TOKEN, default org is the Gateway’s', () => {
    const p = planAlt({ scim: { tokenSecretRef: { name: 'scim' } } }, { organization: { name: 'Acme' } });
    expect(one(p, 'AltEnterpriseConfig').spec.scim).toEqual({ enabled: true, tokenEnv: 'ALT_EE_SCIM_TOKEN', defaultOrgId: 'main-org', roleMap: {}, orgMap: {} });
    expect(one(p, 'AltInstance').spec.env).toEqual([{ name: 'ALT_EE_SCIM_TOKEN', secretKeyRef: { name: 'scim', key: 'scim-token' } }]);
  });

  test('explicit values win; the maps are written whole; no org means no default org id', () => {
    const scim = one(
      planAlt({ scim: { enabled: false, tokenSecretRef: { name: 'scim', key: 't' }, defaultRole: 'operator', defaultOrgID: 'o-1', orgSource: 'enterprise', roleMap: { ops: 'operator' }, orgMap: { eu: 'o-2' } } }),
      'AltEnterpriseConfig',
    ).spec.scim;
    expect(scim).toEqual({ enabled: false, tokenEnv: 'ALT_EE_SCIM_TOKEN', defaultRole: 'operator', defaultOrgId: 'o-1', orgSource: 'enterprise', roleMap: { ops: 'operator' }, orgMap: { eu: 'o-2' } });
    expect(one(planAlt({ scim: { tokenSecretRef: { name: 'scim' } } }), 'AltEnterpriseConfig').spec.scim.defaultOrgId).toBeUndefined();
  });

  test('the token Secret’s resourceVersion is on the pod template, so a rotated token rolls the pods; never its value', () => {
    const withVersion = (rv: string) =>
      facts({ secrets: [...facts().secrets, { namespace: 'team-a', name: 'scim', keys: ['scim-token'], resourceVersion: rv }, { namespace: 'team-a', name: 'oidc', keys: ['client-id', 'client-secret'], resourceVersion: '7' }] });
    const spec = (rv: string) => one(planAlt({ scim: { tokenSecretRef: { name: 'scim' } } }, { sso: SSO, ingress: INGRESS }, withVersion(rv)), 'AltInstance').spec;
    expect(spec('41').podAnnotations).toEqual({ 'aigw.dev/scim-token-version': '41', 'aigw.dev/oidc-client-secret-version': '7' });
    expect(spec('42').podAnnotations['aigw.dev/scim-token-version']).toBe('42');
  });

  test('offline (no resourceVersion) and without SCIM or SSO there is no pod annotation', () => {
    expect(one(planAlt({ scim: { tokenSecretRef: { name: 'scim' } } }), 'AltInstance').spec.podAnnotations).toBeUndefined();
    const versioned = facts({ secrets: [...facts().secrets, { namespace: 'team-a', name: 'scim', keys: ['scim-token'], resourceVersion: '41' }] });
    expect(one(planAlt({}, {}, versioned), 'AltInstance').spec.podAnnotations).toBeUndefined();
  });

  test('tokenSecretRef is required', () => {
    const p = planAlt({ scim: { enabled: true } });
    expect(p.objects).toEqual([]);
    expect(condition(p, READY)!.message).toContain('spec.alt.scim.tokenSecretRef: is required');
  });
});

describe('alt JWT', () => {
  test('jwtAuth maps to the alt column; the alt knobs default azp, allow both keys, verify signatures', () => {
    const jwt = one(planAlt({ jwt: {} }, { instance: { jwtAuth: JWT_AUTH } }), 'AltInstance').spec.jwt;
    expect(jwt).toEqual({
      enabled: true,
      jwksUrl: 'https://idp.example.com/jwks',
      issuer: 'https://idp.example.com',
      audience: 'gateway',
      subjectClaim: 'oid',
      appClaim: 'azp',
      requireRegisteredApplication: false,
      allowMasterKey: true,
      allowVirtualKeys: true,
      insecureSkipVerify: false,
    });
  });

  test('appClaimFallbacks replaces the list whole: an empty list is kept (it clears the defaults), absent keeps the gateway’s', () => {
    expect(one(planAlt({ jwt: { appClaimFallbacks: [] } }), 'AltInstance').spec.jwt.appClaimFallbacks).toEqual([]);
    expect(one(planAlt({ jwt: { appClaimFallbacks: ['cid'] } }), 'AltInstance').spec.jwt.appClaimFallbacks).toEqual(['cid']);
    expect(one(planAlt({ jwt: {} }), 'AltInstance').spec.jwt).not.toHaveProperty('appClaimFallbacks');
  });

  test('JWT-only with the full configuration is Ready', () => {
    const p = planAlt({ jwt: { allowMasterKey: false, allowVirtualKeys: false } }, { instance: { jwtAuth: JWT_AUTH } });
    expect(condition(p, READY)).toMatchObject({ status: 'True' });
    expect(one(p, 'AltInstance').spec.jwt).toMatchObject({ allowMasterKey: false, allowVirtualKeys: false });
  });

  test.each([
    ['jwtAuth unset', {}, 'spec.instance.jwtAuth.enabled: true, spec.instance.jwtAuth.publicKeyURL, spec.instance.jwtAuth.audience'],
    ['no audience', { jwtAuth: { ...JWT_AUTH, audience: undefined } }, 'refuses to start without spec.instance.jwtAuth.audience'],
    ['jwtAuth disabled', { jwtAuth: { enabled: false, publicKeyURL: 'https://idp/jwks', audience: 'gw' } }, 'refuses to start without spec.instance.jwtAuth.enabled: true'],
  ])('JWT-only with %s is not Ready: the gateway would refuse to start', (_what, instance, message) => {
    const p = planAlt({ jwt: { allowMasterKey: false, allowVirtualKeys: false } }, { instance });
    expect(condition(p, READY)).toMatchObject({ status: 'False', reason: 'JWTHardeningIncomplete' });
    expect(condition(p, READY)!.message).toContain(message);
  });

  test('one hardening flag alone needs no JWT configuration', () => {
    expect(condition(planAlt({ jwt: { allowMasterKey: false } }), READY)).toMatchObject({ status: 'True' });
  });

  test('insecureSkipVerify alongside a hardening flag is refused and not applied', () => {
    const p = planAlt({ jwt: { allowMasterKey: false, insecureSkipVerify: true } }, { instance: { jwtAuth: JWT_AUTH } });
    expect(condition(p, READY)).toMatchObject({ status: 'False', reason: 'InsecureSkipVerifyRefused' });
    expect(one(p, 'AltInstance').spec.jwt.insecureSkipVerify).toBe(false);
  });

  test('insecureSkipVerify without hardening flags is applied as asked (development)', () => {
    const p = planAlt({ jwt: { insecureSkipVerify: true } });
    expect(condition(p, READY)).toMatchObject({ status: 'True' });
    expect(one(p, 'AltInstance').spec.jwt.insecureSkipVerify).toBe(true);
  });

  const platformConfig = (environment?: string) =>
    facts({ platformObjects: [{ apiVersion: 'platform.aigw.dev/v1alpha1', kind: 'PlatformConfig', metadata: { name: 'cluster' }, spec: environment ? { environment } : {} }] });

  test('insecureSkipVerify in a production environment is Invalid, naming the field and the PlatformConfig; nothing is emitted', () => {
    const p = planAlt({ jwt: { insecureSkipVerify: true } }, {}, platformConfig('production'));
    expect(p.objects).toEqual([]);
    const ready = condition(p, READY)!;
    expect(ready).toMatchObject({ status: 'False', reason: 'InvalidTarget' });
    expect(ready.message).toContain('spec.alt.jwt.insecureSkipVerify: is refused in a production environment');
    expect(ready.message).toContain('spec.environment: production');
  });

  test.each([undefined, 'development', 'staging'])('insecureSkipVerify with PlatformConfig environment %s is applied as asked', (environment) => {
    const p = planAlt({ jwt: { insecureSkipVerify: true } }, {}, platformConfig(environment));
    expect(condition(p, READY)).toMatchObject({ status: 'True' });
    expect(one(p, 'AltInstance').spec.jwt.insecureSkipVerify).toBe(true);
  });

  test('production without insecureSkipVerify changes nothing', () => {
    const p = planAlt({ jwt: { insecureSkipVerify: false } }, {}, platformConfig('production'));
    expect(condition(p, READY)).toMatchObject({ status: 'True' });
    expect(one(p, 'AltInstance').spec.jwt.insecureSkipVerify).toBe(false);
  });

  test('a PlatformConfig of another name does not declare the environment', () => {
    const f = facts({ platformObjects: [{ kind: 'PlatformConfig', metadata: { name: 'other' }, spec: { environment: 'production' } }] });
    expect(condition(planAlt({ jwt: { insecureSkipVerify: true } }, {}, f), READY)).toMatchObject({ status: 'True' });
  });
});
