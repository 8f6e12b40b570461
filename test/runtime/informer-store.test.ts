/**
 * An informer's cache keeps its namespace map and index in step with its objects, through watch
 * events and through a relist that drops, moves (by index) and changes objects. The informer itself
 * is driven by a scripted client: list, watch events, a 410, a relist.
 */
import { Informer, type InformerHandlers } from '../../runtime/informer';
import { InformerStore } from '../../runtime/informer-store';
import type { KubeClient } from '../../runtime/kube/client';
import type { KubeObject, ListResult, ResourceType, WatchEvent } from '../../runtime/kube/types';

const TYPE: ResourceType = { group: 'x.dev', version: 'v1', kind: 'Thing', plural: 'things', namespaced: true };

function thing(namespace: string, name: string, rv: string, owner: string): KubeObject {
  return { apiVersion: 'x.dev/v1', kind: 'Thing', metadata: { namespace, name, resourceVersion: rv, labels: { owner } }, spec: { owner } };
}

/** Indexed by the owner label, as the owned caches and the upstream controller index theirs. */
const byOwner = (o: KubeObject): string[] => (o.metadata.labels?.owner ? [`owner:${o.metadata.labels.owner}`] : []);
const names = (objects: readonly KubeObject[]): string[] => objects.map((o) => `${o.metadata.namespace}/${o.metadata.name}`).sort();

describe('InformerStore', () => {
  test('a replace rebuilds the namespace map and the index from the new set alone, and reports the difference', () => {
    const store = new InformerStore(byOwner);
    store.put(thing('a', 'one', '1', 'x'));
    store.put(thing('a', 'two', '1', 'x'));
    store.put(thing('b', 'three', '1', 'y'));

    const diff = store.replace([thing('a', 'one', '1', 'x'), thing('a', 'two', '2', 'y'), thing('c', 'four', '1', 'x')]);

    expect(names(diff.added)).toEqual(['c/four']);
    expect(diff.updated.map(([prev, cur]) => [prev.metadata.resourceVersion, cur.metadata.resourceVersion])).toEqual([['1', '2']]);
    expect(names(diff.deleted)).toEqual(['b/three']);
    expect(names(store.list())).toEqual(['a/one', 'a/two', 'c/four']);
    expect(names(store.list('a'))).toEqual(['a/one', 'a/two']);
    expect(store.list('b')).toEqual([]);
    expect(names(store.list('c'))).toEqual(['c/four']);
    // `two` moved from owner x to owner y; `three` (owner y) is gone.
    expect(names(store.byIndex('owner:x'))).toEqual(['a/one', 'c/four']);
    expect(names(store.byIndex('owner:y'))).toEqual(['a/two']);
    expect(store.size).toBe(3);
  });

  test('put and remove keep the namespace map and the index in step', () => {
    const store = new InformerStore(byOwner);
    store.put(thing('a', 'one', '1', 'x'));
    store.put(thing('a', 'one', '2', 'y'));
    expect(store.byIndex('owner:x')).toEqual([]);
    expect(names(store.byIndex('owner:y'))).toEqual(['a/one']);
    expect(store.remove('a', 'one')?.metadata.resourceVersion).toBe('2');
    expect(store.remove('a', 'one')).toBeUndefined();
    expect(store.list('a')).toEqual([]);
    expect(store.byIndex('owner:y')).toEqual([]);
  });

  test('every put, remove and replace moves the revision; reads do not', () => {
    const store = new InformerStore(byOwner);
    const seen = [store.revision];
    store.put(thing('a', 'one', '1', 'x'));
    seen.push(store.revision);
    store.list('a');
    store.get('a', 'one');
    seen.push(store.revision);
    store.remove('a', 'one');
    seen.push(store.revision);
    store.replace([thing('a', 'two', '1', 'x')]);
    seen.push(store.revision);
    expect(seen).toEqual([0, 1, 1, 2, 3]);
  });
});

/** A client that answers lists from `lists` in turn and runs each watch from `watches` in turn. */
function scriptedClient(lists: ListResult[], watches: ((emit: (e: WatchEvent) => void, signal: AbortSignal) => Promise<void>)[]): KubeClient {
  let listed = 0;
  let watched = 0;
  return {
    list: async () => lists[Math.min(listed++, lists.length - 1)],
    watch: async (_rt: ResourceType, options: { signal: AbortSignal }, onEvent: (e: WatchEvent) => void) => {
      const run = watches[watched++] ?? untilAborted;
      await run(onEvent, options.signal);
    },
  } as unknown as KubeClient;
}

function untilAborted(_emit: unknown, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => (signal.aborted ? resolve() : signal.addEventListener('abort', () => resolve())));
}

const quiet = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined, child: () => quiet } as never;

test('after a 410 the relisted set replaces the cache: dropped objects leave every namespace and index, changed ones move', async () => {
  let relisted!: () => void;
  const afterRelist = new Promise<void>((resolve) => (relisted = resolve));
  const client = scriptedClient(
    [
      { items: [thing('a', 'one', '1', 'x'), thing('b', 'two', '1', 'x')], resourceVersion: '1' },
      // Meanwhile (events compacted away): `one` changed owner, `two` was deleted, `three` appeared.
      { items: [thing('a', 'one', '5', 'y'), thing('c', 'three', '5', 'x')], resourceVersion: '5' },
    ],
    [
      async (emit) => {
        emit({ type: 'ADDED', object: thing('b', 'four', '2', 'x') });
        emit({ type: 'ERROR', object: { code: 410, message: 'too old resource version' } as unknown as KubeObject });
      },
      async (emit, signal) => {
        relisted();
        await untilAborted(emit, signal);
      },
    ],
  );
  const informer = new Informer(client, { type: TYPE, index: byOwner, watchTimeoutSeconds: 60 }, quiet);
  const heard: string[] = [];
  const handlers: InformerHandlers = {
    onAdd: (o) => heard.push(`add ${o.metadata.name}`),
    onUpdate: (prev, o) => heard.push(`update ${o.metadata.name} ${prev.metadata.resourceVersion}->${o.metadata.resourceVersion}`),
    onDelete: (o) => heard.push(`delete ${o.metadata.name}`),
  };
  informer.addHandlers(handlers);
  informer.start();
  try {
    await afterRelist;
    expect(names(informer.list())).toEqual(['a/one', 'c/three']);
    expect(informer.list('b')).toEqual([]);
    expect(names(informer.list('a'))).toEqual(['a/one']);
    expect(names(informer.list('c'))).toEqual(['c/three']);
    expect(names(informer.byIndex('owner:x'))).toEqual(['c/three']);
    expect(names(informer.byIndex('owner:y'))).toEqual(['a/one']);
    expect(heard.slice(0, 3).sort()).toEqual(['add four', 'add one', 'add two']);
    expect(heard.slice(3).sort()).toEqual(['add three', 'delete four', 'delete two', 'update one 1->5']);
  } finally {
    informer.stop();
  }
});
