import fc from 'fast-check';
import { READY } from '../../lib/plan/conditions';
import { plan } from '../../lib/plan/plan';
import { facts, gateway } from './support';

const store = fc.oneof(
  fc.constant(undefined),
  fc.record({ mode: fc.constantFrom('ref', 'external', 'bogus'), ref: fc.option(fc.record({ name: fc.string() }), { nil: undefined }), connectionSecretRef: fc.option(fc.record({ name: fc.string() }), { nil: undefined }) }, { requiredKeys: [] }),
);

/** Mostly well-typed alt specs, with hostile values mixed in. */
const altSpec = fc.record(
  {
    topology: fc.constantFrom('AllInOne', 'Split', 'Other', 7),
    storageMode: fc.constantFrom('split', 'single', 'both'),
    columnstore: store,
    kv: store,
    worker: fc.option(fc.record({ enabled: fc.boolean(), replicas: fc.integer({ min: -1, max: 4 }) }), { nil: undefined }),
    jobWorkers: fc.option(fc.integer({ min: -1, max: 8 }), { nil: undefined }),
    autoscaling: fc.option(fc.record({ enabled: fc.boolean(), minReplicas: fc.integer({ min: 0, max: 3 }), maxReplicas: fc.integer({ min: 0, max: 6 }) }), { nil: undefined }),
    artifacts: fc.option(fc.oneof(fc.record({ mode: fc.constantFrom('emptyDir', 'pvc', 'none') }), fc.record({ pvc: fc.record({ claimName: fc.string() }) })), { nil: undefined }),
    authz: fc.option(fc.record({ apiUrl: fc.constantFrom('https://a.example', 'not a url', 'http://u:p@h') }, { requiredKeys: [] }), { nil: undefined }),
    modelAccess: fc.option(fc.record({ grants: fc.array(fc.record({ models: fc.array(fc.string()) })) }), { nil: undefined }),
    scim: fc.option(fc.record({ tokenSecretRef: fc.record({ name: fc.string() }), enabled: fc.boolean() }, { requiredKeys: [] }), { nil: undefined }),
    jwt: fc.option(fc.record({ allowMasterKey: fc.boolean(), allowVirtualKeys: fc.boolean(), insecureSkipVerify: fc.boolean(), appClaimFallbacks: fc.array(fc.string()) }, { requiredKeys: [] }), { nil: undefined }),
    brandingConfigMapRef: fc.option(fc.record({ name: fc.string() }), { nil: undefined }),
    defaultBranding: fc.boolean(),
    configYAML: fc.option(fc.string(), { nil: undefined }),
  },
  { requiredKeys: [] },
);

const gatewaySpec = fc.record({
  alt: fc.oneof(altSpec, fc.constant(undefined), fc.anything()),
  instance: fc.record(
    {
      replicas: fc.integer({ min: 0, max: 4 }),
      image: fc.record({ tag: fc.constantFrom('1.0.0-rc.7', '1.0.0-rc.9', '1.0.0-rc.10', 'latest', '') }),
      saltKey: fc.constant({ autoGenerate: true }),
      jwtAuth: fc.record({ enabled: fc.boolean(), publicKeyURL: fc.constant('https://idp/jwks'), audience: fc.string() }, { requiredKeys: [] }),
    },
    { requiredKeys: [] },
  ),
  organization: fc.option(fc.record({ name: fc.string(), budgetDuration: fc.constantFrom('30d', 'x') }), { nil: undefined }),
  models: fc.array(fc.record({ name: fc.string(), model: fc.string(), rpm: fc.option(fc.integer(), { nil: undefined }), providerName: fc.option(fc.string(), { nil: undefined }) }), { maxLength: 4 }),
  sso: fc.option(fc.record({ provider: fc.constant('idp-a'), clientSecretRef: fc.record({ name: fc.string() }) }), { nil: undefined }),
  ingress: fc.option(fc.record({ enabled: fc.boolean(), host: fc.constantFrom('gw.example.com', 'bad host') }), { nil: undefined }),
});

describe('plan() on alt Gateways (property)', () => {
  test('never throws, always returns a Ready condition, and emits nothing whenever Ready is InvalidTarget', () => {
    fc.assert(
      fc.property(gatewaySpec, fc.boolean(), (spec, withCA) => {
        const resource = gateway({ type: 'alt', ...JSON.parse(JSON.stringify(spec)) });
        const p = plan(resource, facts(withCA ? { platformCA: { secretName: 'ca', key: 'ca.crt' } } : {}));
        const ready = p.status.conditions.find((c) => c.type === READY);
        expect(ready).toBeDefined();
        expect(ready!.message.length).toBeGreaterThan(0);
        if (ready!.reason === 'InvalidTarget') expect(p.objects).toEqual([]);
        expect(JSON.stringify(p.objects)).not.toMatch(/:\/\/[^/"\s@]+:[^/"\s@]+@/);
      }),
      { numRuns: 300 },
    );
  });
});
