import fc from 'fast-check';
import { plan } from '../../lib/plan/plan';
import type { ClusterFacts, ResourceInput } from '../../lib/plan/types';
import { findPlatformConfig } from '../../lib/platform/platform-config';
import { desiredStatus } from '../../runtime/status';
import { statusSchema, validate } from '../support/crd-schema';
import { hostile, json, fields, guardrailSpec, gatewaySpec, resource, MIRRORS, platformFacts, factSets } from './arbitraries';

const seen = new Map<string, number>();
afterAll(() => {
  // The generators must reach the emitting paths, not only the rejections.
  expect(seen.get('Guardrail:Deployed') ?? 0).toBeGreaterThan(0);
  expect(seen.get('Gateway:Reconciled') ?? 0).toBeGreaterThan(0);
});

function checkPlan(input: ResourceInput, f: ClusterFacts): void {
  const p = plan(input, f);
  const reason = p.status.conditions.find((c) => c.type === 'Ready')?.reason;
  seen.set(`${String(input.kind)}:${reason}`, (seen.get(`${String(input.kind)}:${reason}`) ?? 0) + 1);
  expect(Array.isArray(p.objects)).toBe(true);
  expect(Array.isArray(p.shared)).toBe(true);
  expect(Array.isArray(p.events)).toBe(true);
  expect(p.status.conditions.length).toBeGreaterThan(0);
  const ready = p.status.conditions.find((c) => c.type === 'Ready');
  expect(ready).toBeDefined();
  expect(['True', 'False', 'Unknown']).toContain(ready!.status);
  expect(ready!.reason).toMatch(/^[A-Z][A-Za-z]*$/);
  expect(ready!.message.length).toBeGreaterThan(0);
  // Nothing is emitted for a resource that is not Ready for a reason that rejects it outright.
  if (['InvalidTarget', 'InvalidSpec', 'GatewayLimitExceeded', 'GuardrailUnlicensed', 'UnknownKind'].includes(ready!.reason)) {
    expect(p.objects).toEqual([]);
  }
  // No bug escaped into a PlanFailed status either.
  expect(ready!.reason).not.toBe('PlanFailed');
  // The status the operator writes from it is one the CRD accepts unchanged.
  if (input.kind === 'Guardrail' || input.kind === 'Gateway') {
    const written = desiredStatus(undefined, p.status, undefined, new Date(0)).status;
    expect(validate(statusSchema(input.kind), written)).toEqual([]);
  }
  for (const o of p.objects) expect(o.metadata.name).toMatch(/^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$/);
  // Waiting for secrets or the database: nothing half-applied, no keys generated.
  if (['SecretsNotReady', 'SqlClusterNotFound', 'SqlClusterInvalid', 'InvalidDatabaseName', 'DatabaseUnreachable', 'DatabaseAuthFailed'].includes(ready!.reason)) {
    expect(p.objects).toEqual([]);
    expect(p.generatedSecrets).toBeUndefined();
  }
  // A sqlCluster Gateway emits only once the operator reported its database ready.
  if (p.database && p.objects.length > 0) seen.set('Gateway:sqlClusterEmitted', (seen.get('Gateway:sqlClusterEmitted') ?? 0) + 1);
  if (p.database && p.objects.length > 0) expect(f.databases?.[`${p.database.gateway.namespace}/${p.database.gateway.name}`]?.ready).toBe(true);
  // Generated Secrets carry no value, and everything emitted references them by name only.
  for (const g of p.generatedSecrets ?? []) {
    expect(g.manifest).not.toHaveProperty('data');
    expect(g.manifest).not.toHaveProperty('stringData');
    for (const k of g.keys) expect(k.bytes).toBeGreaterThanOrEqual(32);
  }
  // Every image the operator emits itself goes through the PlatformConfig mirror.
  const mirrored = JSON.stringify(findPlatformConfig(f.platformObjects)?.spec) === JSON.stringify({ registry: { mirrors: MIRRORS } });
  if (mirrored) {
    for (const o of [...p.objects, ...p.shared]) {
      for (const c of ((o.spec as any)?.template?.spec?.containers ?? []) as { image: string }[]) expect(c.image).not.toMatch(/^registry\.aigw\.dev\//);
    }
  }
}

describe('plan() under random and hostile input', () => {
  test('Guardrails: never throws, always a status with a Ready condition', () => {
    fc.assert(fc.property(resource('Guardrail', guardrailSpec), factSets, checkPlan), { numRuns: 400 });
  });

  test('Gateways: never throws, always a status with a Ready condition', () => {
    fc.assert(fc.property(resource('Gateway', gatewaySpec), factSets, checkPlan), { numRuns: 400 });
  });

  test('Gateways among random platform objects and database facts: never throws, waits emit nothing', () => {
    const sqlSpec = fc.record({
      database: fc.oneof(
        fc.constant({ mode: 'sqlCluster', sqlClusterRef: { name: 'pg' } }),
        fc.record({ mode: fc.constant('sqlCluster'), sqlClusterRef: fc.constant({ name: 'pg' }), databaseName: fc.oneof(fc.string(), hostile), dropOnDelete: fc.oneof(fc.boolean(), hostile) }, { requiredKeys: ['mode', 'sqlClusterRef'] }),
        fc.constant({ mode: 'external', connectionSecretRef: { name: 'main-db' } }),
      ),
      type: fc.constantFrom('proxy', 'alt'),
      alt: fc.constant({ columnstore: { mode: 'external', connectionSecretRef: { name: 'cs' } } }),
      secretsRef: fc.option(fc.oneof(fc.constant({ name: 'pg' }), json), { nil: undefined }),
      observabilityRef: fc.option(fc.oneof(fc.constant({ name: 'pg' }), json), { nil: undefined }),
      instance: fields(['masterKey', 'saltKey', 'image']),
    }, { requiredKeys: ['database'] });
    const gatewayAt = sqlSpec.map((spec) => ({ apiVersion: 'platform.aigw.dev/v1alpha1', kind: 'Gateway', metadata: { name: 'main', namespace: 'team-a' }, spec }) as ResourceInput);
    // A fixed seed: the reach check below must not depend on the luck of one run.
    fc.assert(fc.property(gatewayAt, platformFacts, checkPlan), { numRuns: 400, seed: 20261122 });
    // The generators reach the sqlCluster emitting path and the waits.
    for (const key of ['Gateway:sqlClusterEmitted', 'Gateway:SecretsNotReady', 'Gateway:DatabaseNotReady', 'Gateway:SqlClusterNotFound']) {
      expect({ key, seen: (seen.get(key) ?? 0) > 0 }).toEqual({ key, seen: true });
    }
  });

  test('Guardrails with a PlatformConfig: every operator image is mirrored', () => {
    fc.assert(fc.property(resource('Guardrail', guardrailSpec), platformFacts, checkPlan), { numRuns: 200 });
  });

  test('anything at all: never throws', () => {
    fc.assert(
      fc.property(json, factSets, (input, f) => {
        const p = plan(input as ResourceInput, f);
        expect(p.status.conditions.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });
});
