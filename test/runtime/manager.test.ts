/**
 * The manager's own logic: one cache per kind shared by every controller, what queues a key (For and
 * its predicates, Owns by the owner of the controller's kind, Watches routed to the controller of
 * each mapped object's kind), workers only once every cache has listed, retries with backoff, a
 * shared queue's concurrency, and stop(). The caches are in-memory (the list-and-watch informer has
 * its own tests); nothing here talks to an API server.
 */
import { Writable } from 'node:stream';
import { Counter, Registry } from 'prom-client';
import type { ObjectRef, OwnedSource } from '../../runtime/controller';
import { ControllerMetrics } from '../../runtime/controller-metrics';
import type { InformerHandlers } from '../../runtime/informer';
import type { KubeObject, ResourceType } from '../../runtime/kube/types';
import { createLogger } from '../../runtime/log';
import { Manager } from '../../runtime/manager';
import type { KindCache } from '../../runtime/namespaced-informer';
import type { OwnedCaches } from '../../runtime/owned';

const type = (kind: string): ResourceType => ({ group: 'test.aigw.dev', version: 'v1', kind, plural: `${kind.toLowerCase()}s`, namespaced: true });
const obj = (kind: string, name: string, spec: unknown = {}, labels: Record<string, string> = {}): KubeObject => ({
  apiVersion: 'test.aigw.dev/v1',
  kind,
  metadata: { namespace: 'a', name, labels },
  spec,
});

/** An in-memory cache: objects put in it are reported to its handlers; it lists when told to. */
class MemoryCache implements KindCache {
  readonly objects = new Map<string, KubeObject>();
  private readonly handlers: InformerHandlers[] = [];
  private listed = false;
  private readonly waiters: (() => void)[] = [];
  started = 0;

  constructor(readonly type: ResourceType) {}

  get hasSynced(): boolean {
    return this.listed;
  }
  get size(): number {
    return this.objects.size;
  }
  addHandlers(h: InformerHandlers): void {
    this.handlers.push(h);
  }
  start(): void {
    this.started++;
  }
  stop(): void {}
  synced(): Promise<void> {
    return this.listed ? Promise.resolve() : new Promise((resolve) => this.waiters.push(resolve));
  }
  /** The first list completes. */
  sync(): void {
    this.listed = true;
    for (const w of this.waiters.splice(0)) w();
  }
  get(_namespace: string | undefined, name: string): KubeObject | undefined {
    return this.objects.get(name);
  }
  list(): KubeObject[] {
    return [...this.objects.values()];
  }
  byIndex(): KubeObject[] {
    return [];
  }
  revision = 0;
  put(o: KubeObject): void {
    this.revision++;
    const old = this.objects.get(o.metadata.name);
    this.objects.set(o.metadata.name, o);
    for (const h of this.handlers) (old ? h.onUpdate?.(old, o) : h.onAdd?.(o));
  }
  remove(name: string): void {
    this.revision++;
    const old = this.objects.get(name)!;
    this.objects.delete(name);
    for (const h of this.handlers) h.onDelete?.(old);
  }
}

interface Harness {
  readonly manager: Manager;
  readonly caches: Map<string, MemoryCache>;
  readonly registry: Registry;
  readonly lines: string[];
}

function harness(): Harness {
  const registry = new Registry();
  const caches = new Map<string, MemoryCache>();
  const lines: string[] = [];
  const out = new Writable({ write: (chunk, _enc, cb) => (lines.push(String(chunk)), cb()) });
  const manager = new Manager({
    name: 'test controller',
    // No request is ever sent: no leader election, no owned kind of a real cache.
    connection: { server: 'http://127.0.0.1:9', authHeaders: async () => ({}) },
    log: createLogger(out, 'debug'),
    metrics: {
      registry,
      controller: new ControllerMetrics(registry),
      apiWrites: new Counter({ name: 'writes_total', help: 'w', labelNames: ['verb', 'resource'], registers: [registry] }),
      watchRestarts: new Counter({ name: 'restarts_total', help: 'r', labelNames: ['resource', 'reason'], registers: [registry] }),
    },
    metricsHost: '127.0.0.1',
    metricsPort: 0,
    leaseName: 'test-lease',
    newCache: (_client, options) => {
      const cache = new MemoryCache(options.type);
      caches.set(options.type.kind, cache);
      return cache;
    },
  });
  return { manager, caches, registry, lines };
}

/** Resolves once `predicate` holds (the workers run on the event loop). */
async function until(predicate: () => boolean): Promise<void> {
  while (!predicate()) await new Promise((r) => setTimeout(r, 1));
}

async function metric(registry: Registry, name: string, labels: Record<string, string>): Promise<number> {
  const m = (await registry.getSingleMetric(name)!.get()).values.find((v) => Object.entries(labels).every(([k, val]) => v.labels[k] === val));
  return m?.value ?? 0;
}

let running: Manager[] = [];
afterEach(async () => {
  await Promise.all(running.map((m) => m.stop()));
  running = [];
});

function start(h: Harness): Promise<number> {
  running.push(h.manager);
  return h.manager.start();
}

test('one cache per kind, shared by every controller that watches it, started once', async () => {
  const h = harness();
  const seen: string[] = [];
  h.manager.onLeading(() => {
    const a = h.manager.cache(type('A'));
    const b = h.manager.cache(type('B'));
    expect(h.manager.cache(type('A'))).toBe(a);
    h.manager.controller('a').for(a).watches(b, () => []).complete(async (key) => void seen.push(key));
    h.manager.controller('b').for(b).watches(a, () => []).complete(async () => undefined);
  });
  await start(h);
  await until(() => h.caches.size === 2);
  expect([...h.caches.keys()]).toEqual(['A', 'B']);
  expect(h.caches.get('A')!.started).toBe(1);
});

test('no worker runs and /readyz says no until every cache has listed; then what was cached is reconciled', async () => {
  const h = harness();
  const seen: string[] = [];
  h.manager.onLeading(() => {
    h.manager.controller('a').for(h.manager.cache(type('A'))).complete(async (key) => void seen.push(key));
    h.manager.cache(type('B'));
  });
  const port = await start(h);
  await until(() => h.caches.size === 2);
  h.caches.get('A')!.put(obj('A', 'one'));
  h.caches.get('A')!.sync();
  await new Promise((r) => setTimeout(r, 20));
  expect(seen).toEqual([]);
  expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(503);
  h.caches.get('B')!.sync();
  await until(() => seen.length > 0);
  expect(seen).toEqual(['a/one']);
  expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
});

test('a cache that does not count for readiness does not hold /readyz', async () => {
  const h = harness();
  h.manager.onLeading(() => {
    h.manager.controller('a').for(h.manager.cache(type('A'))).complete(async () => undefined);
    h.manager.cache(type('S'), { readiness: false });
  });
  const port = await start(h);
  await until(() => h.caches.size === 2);
  h.caches.get('A')!.sync();
  await until(() => h.caches.get('A')!.hasSynced);
  expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
});

describe('what queues a key', () => {
  async function running2(): Promise<{ h: Harness; seen: string[] }> {
    const h = harness();
    const seen: string[] = [];
    h.manager.onLeading(() => {
      const a = h.manager.cache(type('A'));
      const b = h.manager.cache(type('B'));
      h.manager
        .controller('a')
        // Only a spec change of an A counts (not a status write echoing back).
        .for(a, { predicates: { update: (old, o) => JSON.stringify(old.spec) !== JSON.stringify(o.spec) } })
        .complete(async (key) => void seen.push(`a:${key}`));
      h.manager
        .controller('b')
        .for(b, { key: (ref) => `B/${ref.metadata.name}`, predicates: { delete: () => false } })
        // An A concerns the B its spec names.
        .watches(a, ({ obj }) => [{ kind: 'B', metadata: { namespace: 'a', name: (obj.spec as { b: string }).b } }])
        .complete(async (key) => void seen.push(`b:${key}`));
    });
    await start(h);
    await until(() => h.caches.size === 2);
    h.caches.forEach((c) => c.sync());
    await new Promise((r) => setTimeout(r, 10));
    return { h, seen };
  }

  test('For: an add and a delete queue the object; an update only when the predicate says so', async () => {
    const { h, seen } = await running2();
    const a = h.caches.get('A')!;
    a.put(obj('A', 'x', { b: 'other' }));
    await until(() => seen.includes('a:a/x'));
    seen.length = 0;
    a.put({ ...obj('A', 'x', { b: 'other' }), status: { ready: true } });
    await new Promise((r) => setTimeout(r, 10));
    expect(seen.filter((s) => s.startsWith('a:'))).toEqual([]);
    a.put(obj('A', 'x', { b: 'y' }));
    await until(() => seen.includes('a:a/x'));
    seen.length = 0;
    a.remove('x');
    await until(() => seen.includes('a:a/x'));
  });

  test('Watches: each mapped object goes to the controller of its kind, keyed its way', async () => {
    const { h, seen } = await running2();
    h.caches.get('A')!.put(obj('A', 'x', { b: 'target' }));
    await until(() => seen.includes('b:B/target'));
    expect(seen.filter((s) => s.startsWith('b:'))).toEqual(['b:B/target']);
  });

  test('a delete predicate that says no keeps a deleted primary out of the queue', async () => {
    const { h, seen } = await running2();
    const b = h.caches.get('B')!;
    b.put(obj('B', 'gone'));
    await until(() => seen.includes('b:B/gone'));
    seen.length = 0;
    b.remove('gone');
    await new Promise((r) => setTimeout(r, 10));
    expect(seen).toEqual([]);
  });

  test('enqueue drops an object no controller reconciles', async () => {
    const { h, seen } = await running2();
    h.manager.enqueue([{ kind: 'Unknown', metadata: { name: 'z' } }]);
    h.manager.enqueue([{ kind: 'A', metadata: { namespace: 'a', name: 'z' } }]);
    await until(() => seen.includes('a:a/z'));
    expect(seen).toEqual(['a:a/z']);
  });
});

test('Owns: a child updated or deleted queues its owner with the controller of the owner kind only; its arrival does not', async () => {
  const h = harness();
  const seen: string[] = [];
  const listeners: InformerHandlers[] = [];
  const ensured: string[] = [];
  const owned: OwnedSource = {
    caches: { ensure: async (t: ResourceType) => void ensured.push(t.kind) } as unknown as OwnedCaches,
    ownerOf: (child): ObjectRef | undefined => {
      const [kind, name] = (child.metadata.labels?.owner ?? '').split('.');
      return kind ? { kind, metadata: { namespace: 'a', name } } : undefined;
    },
    addHandlers: (hs) => listeners.push(hs),
  };
  h.manager.onLeading(() => {
    h.manager.controller('a').for(h.manager.cache(type('A'))).owns(owned, [type('Child')]).complete(async (key) => void seen.push(`a:${key}`));
    h.manager.controller('b').for(h.manager.cache(type('B'))).owns(owned, [type('Child')]).complete(async (key) => void seen.push(`b:${key}`));
  });
  await start(h);
  await until(() => h.caches.size === 2);
  h.caches.forEach((c) => c.sync());
  await until(() => ensured.length === 2);
  expect(ensured).toEqual(['Child', 'Child']);
  const child = obj('Child', 'c1', {}, { owner: 'B.parent' });
  for (const l of listeners) l.onAdd?.(child);
  for (const l of listeners) l.onUpdate?.(child, child);
  await until(() => seen.length > 0);
  await new Promise((r) => setTimeout(r, 10));
  expect(seen).toEqual(['b:a/parent']);
  expect(listeners.every((l) => l.onAdd === undefined)).toBe(true);
  seen.length = 0;
  for (const l of listeners) l.onDelete?.(child);
  await until(() => seen.length > 0);
  expect(seen).toEqual(['b:a/parent']);
});

test('a failed pass comes back with backoff, is counted as its error hook says, and logged', async () => {
  const h = harness();
  let calls = 0;
  const failures: number[] = [];
  h.manager.onLeading(() => {
    h.manager
      .controller('a')
      .for(h.manager.cache(type('A')))
      .withOptions({ onError: (_e, f) => (failures.push(f.retries), f.retries === 1 ? 'requeue_after' : 'error') })
      .complete(async () => {
        calls++;
        if (calls <= 2) throw new Error('not yet');
      });
    h.manager.controller('b').for(h.manager.cache(type('B'))).complete(async () => {
      throw new Error('broken');
    });
  });
  await start(h);
  await until(() => h.caches.size === 2);
  h.caches.get('A')!.put(obj('A', 'x'));
  h.caches.get('B')!.put(obj('B', 'y'));
  h.caches.forEach((c) => c.sync());
  await until(() => calls === 3);
  expect(failures).toEqual([1, 2]);
  expect(await metric(h.registry, 'controller_runtime_reconcile_total', { controller: 'a', result: 'requeue_after' })).toBe(1);
  expect(await metric(h.registry, 'controller_runtime_reconcile_total', { controller: 'a', result: 'error' })).toBe(1);
  await until(() => calls === 3 && h.lines.some((l) => l.includes('"controller":"b"')));
  expect(await metric(h.registry, 'controller_runtime_reconcile_total', { controller: 'a', result: 'success' })).toBe(1);
  const line = JSON.parse(h.lines.find((l) => l.includes('reconcile failed'))!);
  expect(line).toMatchObject({ controller: 'b', key: 'a/y', err: 'broken' });
});

test('controllers sharing a queue share its workers: with one, no two passes overlap', async () => {
  const h = harness();
  let inFlight = 0;
  let most = 0;
  let done = 0;
  const pass = async () => {
    inFlight++;
    most = Math.max(most, inFlight);
    await new Promise((r) => setTimeout(r, 2));
    inFlight--;
    done++;
  };
  h.manager.onLeading(() => {
    h.manager.controller('a').for(h.manager.cache(type('A'))).withOptions({ queue: 'shared', workers: 1 }).complete(pass);
    h.manager.controller('b').for(h.manager.cache(type('B'))).withOptions({ queue: 'shared', workers: 1 }).complete(pass);
  });
  await start(h);
  await until(() => h.caches.size === 2);
  for (const n of ['1', '2', '3']) {
    h.caches.get('A')!.put(obj('A', n));
    h.caches.get('B')!.put(obj('B', n));
  }
  h.caches.forEach((c) => c.sync());
  await until(() => done === 6);
  expect(most).toBe(1);
  expect(await metric(h.registry, 'workqueue_adds_total', { name: 'shared' })).toBeGreaterThanOrEqual(6);
});

test('a controller may not be registered twice, nor two controllers reconcile one kind', () => {
  const h = harness();
  const a = h.manager.cache(type('A'));
  h.manager.controller('a').for(a).complete(async () => undefined);
  expect(() => h.manager.controller('a').for(h.manager.cache(type('B'))).complete(async () => undefined)).toThrow('registered twice');
  expect(() => h.manager.controller('other').for(a).complete(async () => undefined)).toThrow('both reconcile A');
  expect(() => h.manager.controller('c').complete(async () => undefined)).toThrow('for() is required');
});

test('stop() lets the pass in flight finish, runs the stop hooks, and resolves done with the code', async () => {
  const h = harness();
  let release!: () => void;
  let finished = false;
  let hooked = false;
  h.manager.onStop(() => (hooked = true));
  h.manager.onLeading(() => {
    h.manager.controller('a').for(h.manager.cache(type('A'))).complete(async () => {
      await new Promise<void>((r) => (release = r));
      finished = true;
    });
  });
  await start(h);
  await until(() => h.caches.size === 1);
  h.caches.get('A')!.put(obj('A', 'x'));
  h.caches.get('A')!.sync();
  await until(() => release !== undefined);
  const stopping = h.manager.stop(3);
  expect(hooked).toBe(true);
  release();
  await stopping;
  expect(finished).toBe(true);
  await expect(h.manager.done).resolves.toBe(3);
  expect(h.lines.some((l) => l.includes('test controller stopped'))).toBe(true);
});
