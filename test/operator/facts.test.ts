import { COMMUNITY } from '../../lib/plan/types';
import { defaultOperatorSettings } from '../../lib/meta/images';
import { buildFacts, catalogEngineUsers, keyedFacts, olderGateways } from '../../operator/facts';
import type { KubeObject } from '../../runtime/kube/types';

const VALID_SPEC = { database: { mode: 'external', connectionSecretRef: { name: 'db' } }, models: [{ name: 'chat', model: 'openai/gpt-4o' }] };

function gw(ns: string, name: string, created: string, extra: Partial<KubeObject['metadata']> = {}, spec: unknown = VALID_SPEC, status?: unknown): KubeObject {
  return { apiVersion: 'platform.aigw.dev/v1alpha1', kind: 'Gateway', metadata: { name, namespace: ns, uid: `${ns}-${name}`, creationTimestamp: created, ...extra }, spec, ...(status ? { status } : {}) };
}

function gr(ns: string, name: string, spec: unknown, extra: Partial<KubeObject['metadata']> = {}, status?: unknown): KubeObject {
  return { apiVersion: 'platform.aigw.dev/v1alpha1', kind: 'Guardrail', metadata: { name, namespace: ns, uid: `${ns}-${name}`, ...extra }, spec, status };
}

describe('olderGateways', () => {
  const all = [gw('b', 'x', '2026-01-01T00:00:02Z'), gw('a', 'y', '2026-01-01T00:00:01Z'), gw('a', 'z', '2026-01-01T00:00:02Z')];

  test('counts by creationTimestamp, then namespace/name', () => {
    expect(olderGateways(all[1], all)).toBe(0);
    expect(olderGateways(all[2], all)).toBe(1); // a/z before b/x on the same second
    expect(olderGateways(all[0], all)).toBe(2);
  });

  test('an older Gateway whose spec is rejected and that runs nothing holds no slot; a held, running one keeps it', () => {
    const invalid = gw('a', 'y', '2026-01-01T00:00:01Z', {}, { type: 'nonsense' });
    expect(olderGateways(all[2], [invalid, all[2], all[0]])).toBe(0);
    const rejected = (held: { status: string; reason: string }) => ({
      conditions: [
        { type: 'Ready', status: 'False', reason: 'InvalidTarget', message: 'spec.alt: required', observedGeneration: 1 },
        { type: 'Held', ...held, message: '' },
      ],
    });
    const notEmitted = gw('a', 'y', '2026-01-01T00:00:01Z', { generation: 1 }, { ...VALID_SPEC, type: 'alt' }, rejected({ status: 'False', reason: 'NothingEmitted' }));
    expect(olderGateways(all[2], [notEmitted, all[2]])).toBe(0);
    const held = gw('a', 'y', '2026-01-01T00:00:01Z', { generation: 1 }, { ...VALID_SPEC, type: 'alt' }, rejected({ status: 'True', reason: 'InvalidTarget' }));
    expect(olderGateways(all[2], [held, all[2]])).toBe(1);
  });

  test('a Gateway being deleted frees its slot', () => {
    const deleting = gw('a', 'y', '2026-01-01T00:00:01Z', { deletionTimestamp: '2026-01-02T00:00:00Z' });
    expect(olderGateways(all[2], [deleting, all[2], all[0]])).toBe(0);
  });
});

describe('catalogEngineUsers', () => {
  test('counts catalog Guardrails per engine, leaving out external ones and those being deleted', () => {
    const users = catalogEngineUsers([
      gr('a', 'p1', { mode: 'catalog', catalog: 'pseudonymizer' }),
      gr('b', 'p2', { mode: 'catalog', catalog: 'pseudonymizer' }),
      gr('b', 'p3', { mode: 'catalog', catalog: 'pseudonymizer' }, { deletionTimestamp: '2026-01-01T00:00:00Z' }),
      gr('a', 'ext', { mode: 'external', external: { apiBase: 'http://x' } }),
      gr('a', 'junk', 'not an object'),
    ]);
    expect(users).toEqual({ pseudonymizer: 2 });
  });
});

describe('keyedFacts', () => {
  test('lists key names of data, stringData and binaryData, never values', () => {
    const facts = keyedFacts([
      { apiVersion: 'v1', kind: 'Secret', metadata: { name: 's', namespace: 'n' }, data: { b: 'c2VjcmV0' }, stringData: { a: 'plain' } },
      { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'c', namespace: 'other' }, binaryData: { z: 'AA==' } },
    ], 'n');
    expect(facts).toEqual([{ namespace: 'n', name: 's', keys: ['a', 'b'] }]);
    expect(JSON.stringify(facts)).not.toContain('secret');
    expect(JSON.stringify(facts)).not.toContain('plain');
  });

  test('the same list gives the same facts, frozen; another list is read anew', () => {
    const list = [{ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'k', namespace: 'n' }, data: { key: 'YQ==' } }];
    const facts = keyedFacts(list, 'n');
    expect(keyedFacts(list, 'n')).toBe(facts);
    expect(Object.isFrozen(facts)).toBe(true);
    const changed = [{ ...list[0], data: { other: 'YQ==' } }];
    expect(keyedFacts(changed, 'n')).toEqual([{ namespace: 'n', name: 'k', keys: ['other'] }]);
  });

  test('carries the resourceVersion, which moves when a value changes', () => {
    const facts = keyedFacts([{ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'k', namespace: 'n', resourceVersion: '42' }, data: { key: 'YQ==' } }]);
    expect(facts).toEqual([{ namespace: 'n', name: 'k', keys: ['key'], resourceVersion: '42' }]);
  });
});

describe('buildFacts', () => {
  const sources = {
    entitlements: COMMUNITY,
    settings: defaultOperatorSettings(),
    guardrails: [gr('n', 'pii', { mode: 'catalog', catalog: 'pseudonymizer' }, {}, { phase: 'Ready', endpoint: 'http://pii-gate.n.svc:8080', guardrailNames: ['pseudonymizer', 7] })],
    gateways: [gw('n', 'old', '2026-01-01T00:00:00Z'), gw('n', 'new', '2026-01-02T00:00:00Z')],
    secrets: [{ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'db', namespace: 'n' }, data: { DATABASE_URL: '' } }],
    configMaps: [],
  };

  test('a Gateway sees the Guardrails with their status, its age rank and its namespace Secrets', () => {
    const facts = buildFacts(sources.gateways[1], sources);
    expect(facts.olderGateways).toBe(1);
    expect(facts.guardrails).toEqual([
      expect.objectContaining({ namespace: 'n', name: 'pii', status: { phase: 'Ready', endpoint: 'http://pii-gate.n.svc:8080', guardrailNames: ['pseudonymizer'], unreachableFallback: undefined } }),
    ]);
    expect(facts.secrets).toEqual([{ namespace: 'n', name: 'db', keys: ['DATABASE_URL'] }]);
    expect(facts.catalogEngineUsers).toEqual({ pseudonymizer: 1 });
  });

  test('a Guardrail is planned without Gateway facts', () => {
    const facts = buildFacts(sources.guardrails[0], sources);
    expect(facts.guardrails).toEqual([]);
    expect(facts.olderGateways).toBe(0);
  });
});

