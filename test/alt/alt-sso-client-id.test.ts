import { ssoClientIdKey, ssoPublicSecretValues, type SecretValueLookup } from '../../lib/alt/alt-sso-client-id';
import { altGateway, gateway } from './support';

const SSO = { provider: 'idp-a', tenantID: 't', issuerURL: 'https://idp.example.com', clientSecretRef: { name: 'oidc' } };
const secret: Record<string, string> = { 'client-id': 'app-123\n', 'client-secret': 'hush', id: 'app-456' };
const read: SecretValueLookup = (ns, name, key) => (ns === 'team-a' && name === 'oidc' ? secret[key] : undefined);

describe('the SSO client id rule shared by the operator and aigw render', () => {
  test('the default key client-id: its value (trimmed), never the client secret', () => {
    const values = ssoPublicSecretValues(altGateway({}, { sso: SSO }), read);
    expect(values).toEqual({ 'team-a/oidc/client-id': 'app-123' });
    expect(JSON.stringify(values)).not.toContain('hush');
  });

  test('any key name given with clientIDKey is read the same way', () => {
    const g = altGateway({}, { sso: { ...SSO, clientSecretRef: { name: 'oidc', clientIDKey: 'id' } } });
    expect(ssoClientIdKey(g)).toEqual({ namespace: 'team-a', name: 'oidc', key: 'id' });
    expect(ssoPublicSecretValues(g, read)).toEqual({ 'team-a/oidc/id': 'app-456' });
  });

  test('a missing Secret, a missing or empty key: no value, so the config references the key', () => {
    expect(ssoPublicSecretValues(altGateway({}, { sso: { ...SSO, clientSecretRef: { name: 'other' } } }), read)).toEqual({});
    expect(ssoPublicSecretValues(altGateway({}, { sso: { ...SSO, clientSecretRef: { name: 'oidc', clientIDKey: 'nope' } } }), read)).toEqual({});
    expect(ssoPublicSecretValues(altGateway({}, { sso: SSO }), () => '  ')).toEqual({});
  });

  test('nothing is read for a proxy Gateway, a Gateway without SSO or an invalid spec', () => {
    const lookups: string[] = [];
    const spy: SecretValueLookup = (ns, name, key) => {
      lookups.push(`${ns}/${name}/${key}`);
      return 'app-123';
    };
    expect(ssoPublicSecretValues(gateway({ sso: SSO }), spy)).toEqual({});
    expect(ssoPublicSecretValues(altGateway(), spy)).toEqual({});
    expect(ssoPublicSecretValues(gateway({ type: 'alt', sso: { ...SSO, provider: 'no-such-idp' } }), spy)).toEqual({});
    expect(lookups).toEqual([]);
  });
});
