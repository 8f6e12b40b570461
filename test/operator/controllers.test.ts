/** The controllers' Watches mappings: which primaries a change of another object queues. Pure. */
import { PRIMARY_KINDS } from '../../lib/plan/kinds';
import { CONTROLLERS, controllerFor, type Caches } from '../../operator/controllers';
import type { KubeObject } from '../../operator/kube/types';

const API = 'platform.aigw.dev/v1alpha1';
const gw = (ns: string, name: string, spec: unknown, extra: Partial<KubeObject['metadata']> = {}): KubeObject => ({ apiVersion: API, kind: 'Gateway', metadata: { name, namespace: ns, ...extra }, spec });
const gr = (ns: string, name: string, spec: unknown, status?: unknown): KubeObject => ({ apiVersion: API, kind: 'Guardrail', metadata: { name, namespace: ns }, spec, ...(status ? { status } : {}) });

function caches(objects: KubeObject[], platformObjects: KubeObject[] = []): Caches {
  return { primaries: (kind) => objects.filter((o) => o.kind === kind), platformObjects: () => platformObjects };
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

test('a shared engine object concerns the Guardrails using that engine', () => {
  const world = caches([gr('a', 'p1', { mode: 'catalog', catalog: 'pseudonymizer' }), gr('b', 'ext', { mode: 'external' })]);
  const child: KubeObject = { apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'e', namespace: 'platform-guardrail-system', labels: { 'aigw.dev/shared-engine': 'pseudonymizer' } } };
  expect(names(controllerFor('Guardrail')!.sharedChildChanged!(child, world))).toEqual(['p1']);
});

test('a rotated Secret value concerns the Guardrails naming it and the Gateway it was generated for', () => {
  const world = caches([gr('a', 'ext', { mode: 'external', apiKeySecretRef: { name: 'key' } }), gw('a', 'main', {}), gw('a', 'other', {})]);
  const key: KubeObject = { apiVersion: 'v1', kind: 'Secret', metadata: { name: 'key', namespace: 'a' } };
  expect(names(controllerFor('Guardrail')!.secretChanged!(key, world))).toEqual(['ext']);
  const generated: KubeObject = { apiVersion: 'v1', kind: 'Secret', metadata: { name: 'main-keys', namespace: 'a', labels: { 'aigw.dev/generated-for': 'main' } } };
  expect(names(controllerFor('Gateway')!.secretChanged!(generated, world))).toEqual(['main']);
});
