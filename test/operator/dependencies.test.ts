import { gatewaysReferencing, guardrailRefsOf, mentionIndex, mentionKey, mentions, ownerKeyOf, parsePrimaryKey, primariesMentioning, primaryKey } from '../../operator/dependencies';
import { InformerStore } from '../../runtime/informer-store';
import type { KubeObject } from '../../runtime/kube/types';

function gw(ns: string, name: string, spec: unknown): KubeObject {
  return { apiVersion: 'platform.aigw.dev/v1alpha1', kind: 'Gateway', metadata: { name, namespace: ns }, spec };
}

test('guardrailRefs resolve in the Gateway namespace unless they name one; junk entries are ignored', () => {
  expect(guardrailRefsOf(gw('a', 'g', { guardrailRefs: [{ name: 'pii' }, { name: 'x', namespace: 'b' }, 'junk', { namespace: 'c' }] }))).toEqual(['a/pii', 'b/x']);
  expect(guardrailRefsOf(gw('a', 'g', { guardrailRefs: 'nope' }))).toEqual([]);
});

test('a Guardrail change concerns exactly the Gateways that reference it', () => {
  const guardrail: KubeObject = { apiVersion: 'platform.aigw.dev/v1alpha1', kind: 'Guardrail', metadata: { name: 'pii', namespace: 'a' } };
  const gateways = [gw('a', 'one', { guardrailRefs: [{ name: 'pii' }] }), gw('b', 'two', { guardrailRefs: [{ name: 'pii' }] }), gw('b', 'three', { guardrailRefs: [{ name: 'pii', namespace: 'a' }] })];
  expect(gatewaysReferencing(guardrail, gateways).map((g) => g.metadata.name)).toEqual(['one', 'three']);
});

test('a Secret concerns the primaries of its namespace that name it anywhere in their spec', () => {
  const primaries = [
    gw('a', 'db', { database: { connectionSecretRef: { name: 'pg' } } }),
    gw('a', 'sso', { sso: { clientSecretRef: { name: 'pg-not' } } }),
    gw('b', 'elsewhere', { database: { connectionSecretRef: { name: 'pg' } } }),
  ];
  expect(primariesMentioning(primaries, 'a', 'pg').map((p) => p.metadata.name)).toEqual(['db']);
  expect(mentions({ deep: [{ deeper: ['pg'] }] }, 'pg')).toBe(true);
});

test('the mention index of a primaries cache finds what primariesMentioning finds, and follows a changed spec', () => {
  const primaries = [
    gw('a', 'db', { database: { connectionSecretRef: { name: 'pg' } } }),
    gw('a', 'sso', { sso: { clientSecretRef: { name: 'pg-not' } } }),
    gw('b', 'elsewhere', { database: { connectionSecretRef: { name: 'pg' } } }),
  ];
  const store = new InformerStore(mentionIndex);
  for (const p of primaries) store.put(p);
  const indexed = (ns: string, name: string) => store.byIndex(mentionKey(ns, name)).map((p) => p.metadata.name);
  for (const [ns, name] of [['a', 'pg'], ['a', 'pg-not'], ['b', 'pg'], ['b', 'pg-not'], ['a', 'db']]) {
    expect(indexed(ns, name)).toEqual(primariesMentioning(primaries, ns, name).map((p) => p.metadata.name));
  }
  // The Gateway moves to another Secret: it is found under the new name only.
  store.put(gw('a', 'db', { database: { connectionSecretRef: { name: 'pg2' } } }));
  expect(indexed('a', 'pg')).toEqual([]);
  expect(indexed('a', 'pg2')).toEqual(['db']);
});

test('owner labels name the queue key of the owner; objects without them name none', () => {
  const child: KubeObject = {
    apiVersion: 'v1',
    kind: 'Service',
    metadata: { name: 'x', labels: { 'aigw.dev/owner-kind': 'Guardrail', 'aigw.dev/owner-namespace': 'n', 'aigw.dev/owner-name': 'pii' } },
  };
  expect(ownerKeyOf(child)).toBe('Guardrail/n/pii');
  expect(ownerKeyOf({ ...child, metadata: { name: 'y' } })).toBeUndefined();
  expect(parsePrimaryKey(primaryKey('Gateway', 'ns', 'gw'))).toEqual({ kind: 'Gateway', namespace: 'ns', name: 'gw' });
});

test('a child of a primary whose name is too long for a label value maps back to it by its ownerReference', async () => {
  const { ownerLabels, stampOwner } = await import('../../lib/meta/labels');
  const name = `g${'x'.repeat(99)}`;
  const owner = { apiVersion: 'platform.aigw.dev/v1alpha1', kind: 'Gateway', namespace: 'ai', name, uid: 'u-1' };
  expect(ownerLabels(owner)['aigw.dev/owner-name']).not.toBe(name);
  const [child] = stampOwner([{ apiVersion: 'v1', kind: 'Service', metadata: { name: 'svc', namespace: 'ai' } }], owner);
  expect(ownerKeyOf(child as KubeObject)).toBe(`Gateway/ai/${name}`);
});
