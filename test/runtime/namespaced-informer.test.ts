// A cache over several namespaces: one list and watch per namespace, never one across the cluster.
import { PassThrough } from 'node:stream';
import { Informer } from '../../runtime/informer';
import type { KubeClient } from '../../runtime/kube/client';
import { CORE_TYPES } from '../../runtime/kube/discovery';
import type { KubeObject } from '../../runtime/kube/types';
import { createLogger } from '../../runtime/log';
import { MultiNamespaceInformer, scopedInformer, unionScope } from '../../runtime/namespaced-informer';

const log = createLogger(new PassThrough(), 'error');
const secret = (namespace: string, name: string): KubeObject => ({ apiVersion: 'v1', kind: 'Secret', metadata: { namespace, name, resourceVersion: '1', labels: { team: namespace } } });

/** A client holding `objects`, recording each list's namespace; its watches stay open until aborted. */
function fakeClient(objects: KubeObject[]) {
  const listed: (string | undefined)[] = [];
  const client = {
    list: async (_type: unknown, options: { namespace?: string }) => {
      listed.push(options.namespace);
      return { items: objects.filter((o) => options.namespace === undefined || o.metadata.namespace === options.namespace), resourceVersion: '1' };
    },
    watch: (_type: unknown, options: { signal: AbortSignal }) => new Promise<void>((resolve) => options.signal.addEventListener('abort', () => resolve())),
  };
  return { client: client as unknown as KubeClient, listed };
}

test('unionScope keeps the order given, drops duplicates, and any undefined (all namespaces) wins', () => {
  expect(unionScope(['b', 'a'], 'b', ['c'])).toEqual(['b', 'a', 'c']);
  expect(unionScope(['a'], undefined)).toBeUndefined();
  expect(unionScope()).toEqual([]);
});

test('several namespaces get one list each, and read as one cache of those namespaces only', async () => {
  const { client, listed } = fakeClient([secret('a', 's1'), secret('b', 's2'), secret('c', 'elsewhere')]);
  const cache = scopedInformer(client, { type: CORE_TYPES.secret, index: (o) => [o.metadata.labels!.team] }, ['a', 'b'], log);
  expect(cache).toBeInstanceOf(MultiNamespaceInformer);
  const seen: string[] = [];
  cache.addHandlers({ onAdd: (o) => seen.push(o.metadata.name) });
  cache.start();
  await cache.synced();
  try {
    expect(listed.sort()).toEqual(['a', 'b']);
    expect(cache.hasSynced).toBe(true);
    expect(cache.size).toBe(2);
    expect(cache.list().map((o) => o.metadata.name).sort()).toEqual(['s1', 's2']);
    expect(cache.list('b').map((o) => o.metadata.name)).toEqual(['s2']);
    expect(cache.list('c')).toEqual([]);
    expect(cache.get('a', 's1')?.metadata.name).toBe('s1');
    expect(cache.get('a', 's2')).toBeUndefined();
    expect(cache.get(undefined, 's1')).toBeUndefined();
    expect(cache.byIndex('b').map((o) => o.metadata.name)).toEqual(['s2']);
    expect(seen.sort()).toEqual(['s1', 's2']);
    expect(cache.type).toBe(CORE_TYPES.secret);
  } finally {
    cache.stop();
  }
});

test('one namespace, all namespaces, or a cluster-scoped kind keep a single informer', () => {
  const { client } = fakeClient([]);
  expect(scopedInformer(client, { type: CORE_TYPES.secret }, ['a'], log)).toBeInstanceOf(Informer);
  expect(scopedInformer(client, { type: CORE_TYPES.secret }, undefined, log)).toBeInstanceOf(Informer);
  expect(scopedInformer(client, { type: CORE_TYPES.namespace }, ['a', 'b'], log)).toBeInstanceOf(Informer);
  expect(() => new MultiNamespaceInformer(client, { type: CORE_TYPES.secret }, [], log)).toThrow('no namespace to cache secrets in');
});
