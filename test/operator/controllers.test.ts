/** The controllers' Watches mappings: which primaries a change of another object queues. Pure. */
import { PRIMARY_KINDS } from '../../lib/plan/kinds';
import { CONTROLLERS, controllerFor, type Caches } from '../../operator/controllers';
import { primariesMentioning } from '../../operator/dependencies';
import type { KubeObject } from '../../runtime/kube/types';

const API = 'platform.aigw.dev/v1alpha1';
const gw = (ns: string, name: string, spec: unknown, extra: Partial<KubeObject['metadata']> = {}): KubeObject => ({ apiVersion: API, kind: 'Gateway', metadata: { name, namespace: ns, ...extra }, spec });
const gr = (ns: string, name: string, spec: unknown, status?: unknown): KubeObject => ({ apiVersion: API, kind: 'Guardrail', metadata: { name, namespace: ns }, spec, ...(status ? { status } : {}) });

function caches(objects: KubeObject[], platformObjects: KubeObject[] = []): Caches {
  const primaries = (kind: string) => objects.filter((o) => o.kind === kind);
  return { primaries, platformObjects: () => platformObjects, mentioning: (kind, ns, name) => primariesMentioning(primaries(kind), ns, name) };
}
const names = (os: readonly KubeObject[]) => os.map((o) => o.metadata.name);

test('one controller per primary kind, in registry order', () => {
  expect(CONTROLLERS.map((c) => c.kind)).toEqual(PRIMARY_KINDS.map((k) => k.kind));
});

test('a Guardrail change queues the Gateways naming it, but not when only its metadata moved', () => {
  const pii = gr('a', 'pii', { mode: 'catalog', catalog: 'pseudonymizer' });
  const world = caches([pii, gw('a', 'one', { guardrailRefs: [{ name: 'pii' }] }), gw('a', 'two', {})]);
  const related = controllerFor('Guardrail')!.related!;
  expect(names(related({ obj: pii }, world))).toEqual(['one']);
  expect(names(related({ obj: pii, deleted: true }, world))).toEqual(['one']);
  expect(names(related({ old: pii, obj: { ...pii, metadata: { ...pii.metadata, resourceVersion: '9' } } }, world))).toEqual([]);
  expect(names(related({ old: pii, obj: { ...pii, status: { phase: 'Ready' } } }, world))).toEqual(['one']);
});

test('a Gateway leaving frees its license slot: every Gateway is queued; an edit queues none', () => {
  const one = gw('a', 'one', {});
  const world = caches([one, gw('b', 'two', {}), gr('a', 'pii', {})]);
  const related = controllerFor('Gateway')!.related!;
  expect(names(related({ obj: one }, world))).toEqual([]);
  expect(names(related({ old: one, obj: { ...one, spec: { x: 1 } } }, world))).toEqual([]);
  expect(names(related({ old: one, obj: gw('a', 'one', {}, { deletionTimestamp: '2026-01-01T00:00:00Z' }) }, world))).toEqual(['one', 'two']);
  expect(names(related({ obj: one, deleted: true }, world))).toEqual(['one', 'two']);
});

test('a Gateway giving up or taking back its license slot queues every Gateway', () => {
  const spec = { database: { mode: 'external', connectionSecretRef: { name: 'db' } }, models: [{ name: 'chat', model: 'openai/gpt-4o' }] };
  const valid = gw('a', 'one', spec, { generation: 1 });
  const world = caches([valid, gw('b', 'two', spec)]);
  const related = controllerFor('Gateway')!.related!;
  const invalid = gw('a', 'one', { ...spec, models: 'none' }, { generation: 2 });
  expect(names(related({ old: valid, obj: invalid }, world))).toEqual(['one', 'two']);
  expect(names(related({ old: invalid, obj: valid }, world))).toEqual(['one', 'two']);
  // Rejected by the plan (not the parser): its status for the current generation says so.
  const rejected = {
    ...valid,
    status: {
      conditions: [
        { type: 'Ready', status: 'False', reason: 'InvalidTarget', message: 'spec.alt: required', observedGeneration: 1 },
        { type: 'Held', status: 'False', reason: 'NothingEmitted', message: '' },
      ],
    },
  };
  expect(names(related({ old: valid, obj: rejected }, world))).toEqual(['one', 'two']);
  expect(names(related({ old: valid, obj: { ...valid, spec: { ...spec, models: [] } } }, world))).toEqual([]);
});

test('a Gateway reads back from its emitted instance the Guardrails its applied plan wired', () => {
  const main = gw('a', 'main', {}, { uid: 'u1' });
  const instance: KubeObject = { apiVersion: 'proxy.aigw.dev/v1alpha1', kind: 'ProxyInstance', metadata: { name: 'main', namespace: 'a', annotations: { 'aigw.dev/applied-guardrails': 'a/pii,b/tox' } } };
  const owned = { childrenOf: (uid: string) => (uid === 'u1' ? [{ obj: instance, type: { kind: 'ProxyInstance' } }] : []) } as never;
  expect(controllerFor('Gateway')!.observe!(main, owned)).toMatchObject({ appliedGuardrails: ['a/pii', 'b/tox'] });
  expect(controllerFor('Gateway')!.observe!(gw('a', 'new', {}, { uid: 'u2' }), owned).appliedGuardrails).toBeUndefined();
});

test('a shared engine object concerns the Guardrails using that engine', () => {
  const world = caches([gr('a', 'p1', { mode: 'catalog', catalog: 'pseudonymizer' }), gr('b', 'ext', { mode: 'external' })]);
  const child: KubeObject = { apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'e', namespace: 'platform-guardrail-system', labels: { 'aigw.dev/shared-engine': 'pseudonymizer' } } };
  expect(names(controllerFor('Guardrail')!.sharedChildChanged!(child, world))).toEqual(['p1']);
});

test('a rotated Secret value concerns the Guardrails naming it and the Gateway it was generated for', () => {
  const world = caches([gr('a', 'ext', { mode: 'external', apiKeySecretRef: { name: 'key' } }), gw('a', 'main', {}), gw('a', 'other', {})]);
  const key: KubeObject = { apiVersion: 'v1', kind: 'Secret', metadata: { name: 'key', namespace: 'a' } };
  expect(names(controllerFor('Guardrail')!.secretChanged!(key, world, false))).toEqual(['ext']);
  const generated: KubeObject = { apiVersion: 'v1', kind: 'Secret', metadata: { name: 'main-keys', namespace: 'a', labels: { 'aigw.dev/generated-for': 'main' } } };
  expect(names(controllerFor('Gateway')!.secretChanged!(generated, world, false))).toEqual(['main']);
});

test("a generated key Secret appearing is its Gateway's own pass at work: only a later change or deletion re-queues it", () => {
  const world = caches([gw('a', 'main', {}), gw('a', 'other', {})]);
  const generated: KubeObject = { apiVersion: 'v1', kind: 'Secret', metadata: { name: 'main-master-key', namespace: 'a', labels: { 'aigw.dev/generated-for': 'main' } } };
  expect(names(controllerFor('Gateway')!.secretChanged!(generated, world, true))).toEqual([]);
  expect(names(controllerFor('Gateway')!.secretChanged!(generated, world, false))).toEqual(['main']);
});

describe('Organization, Team and Identity', () => {
  const t = (kind: string, name: string, spec: Record<string, unknown>, ns = 'a'): KubeObject => ({ apiVersion: API, kind, metadata: { name, namespace: ns }, spec: { gatewayRef: { name: 'gw' }, ...spec } });
  const org = t('Organization', 'lab', {});
  const ada = t('Identity', 'ada', { email: 'a@x', organizationRef: { name: 'lab' } });
  const nlp = t('Team', 'nlp', { members: ['ada', 'bob'] });
  const other = t('Team', 'other', { gatewayRef: { name: 'elsewhere' }, members: [] });
  const far = t('Identity', 'far', { email: 'f@x' }, 'b');
  const world = caches([gw('a', 'gw', { type: 'alt' }), org, ada, nlp, other, far]);

  test("a Gateway's spec change or deletion queues the tenants pointing at it, in its namespace; its status does not", () => {
    const related = controllerFor('Gateway')!.related!;
    const g = gw('a', 'gw', { type: 'alt' });
    expect(names(related({ old: g, obj: { ...g, spec: { type: 'alt', models: [] } } }, world))).toEqual(['lab', 'nlp', 'ada']);
    expect(names(related({ obj: g, deleted: true }, world))).toEqual(['gw', 'lab', 'nlp', 'ada']);
    expect(names(related({ old: g, obj: { ...g, status: { url: 'x' } } }, world))).toEqual([]);
  });

  test('an Organization queues the Teams and Identities naming it; an Identity the Teams listing it', () => {
    expect(names(controllerFor('Organization')!.related!({ obj: org }, world))).toEqual(['ada']);
    expect(names(controllerFor('Identity')!.related!({ obj: ada, deleted: true }, world))).toEqual(['nlp']);
    expect(names(controllerFor('Identity')!.related!({ old: ada, obj: { ...ada, status: { synced: true } } }, world))).toEqual([]);
  });

  test('a console password Secret concerns its Identity only', () => {
    const secret = (name: string, ns = 'a'): KubeObject => ({ apiVersion: 'v1', kind: 'Secret', metadata: { name, namespace: ns } });
    expect(names(controllerFor('Identity')!.secretChanged!(secret('ada-console-password'), world, false))).toEqual(['ada']);
    expect(names(controllerFor('Identity')!.secretChanged!(secret('ada-console-password', 'b'), world, false))).toEqual([]);
    expect(names(controllerFor('Identity')!.secretChanged!(secret('far-console-password', 'b'), world, false))).toEqual(['far']);
  });
});
