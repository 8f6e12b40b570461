import { parseClaims } from '../../lib/license';

const good = {
  iss: 'aigw.dev', sub: 'Acme', jti: 'lic-1', iat: 1, nbf: 1, exp: 2,
  tier: 'community', features: ['guardrail'], limits: { gateways: 1 },
};

describe('parseClaims', () => {
  test('accepts a complete license payload and ignores extra claims', () => {
    expect(parseClaims({ ...good, extra: true })).toEqual({ claims: good });
  });

  test.each([
    [[], 'the payload is not a JSON object'],
    [{ ...good, sub: '' }, 'claim sub must be a non-empty string'],
    [{ ...good, exp: '2' }, 'claim exp must be a NumericDate'],
    [{ ...good, nbf: -1 }, 'claim nbf must be a NumericDate'],
    [{ ...good, tier: 'gold' }, 'claim tier must be one of community, enterprise'],
    [{ ...good, features: 'guardrail' }, 'claim features must be a list of feature names'],
    [{ ...good, features: [1] }, 'claim features must be a list of feature names'],
    [{ ...good, limits: {} }, 'claim limits.gateways must be an integer of at least 1'],
    [{ ...good, limits: { gateways: 0 } }, 'claim limits.gateways must be an integer of at least 1'],
  ])('given %j, reports "%s"', (payload, error) => {
    expect(parseClaims(payload)).toEqual({ error });
  });
});
