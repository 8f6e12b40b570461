import { Applier, APPLY_CONCURRENCY, identityOf } from '../../runtime/apply';
import type { KubeClient } from '../../runtime/kube/client';
import type { Discovery } from '../../runtime/kube/discovery';
import type { KubeObject, ResourceType } from '../../runtime/kube/types';
import type { OwnedCaches } from '../../runtime/owned';

const quiet = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined, child: () => quiet } as never;
const counters = { applied: () => undefined, skipped: () => undefined, pruned: () => undefined };

/** A client whose applies each wait for the test to release them, recording what is in flight. */
function slowClient(failing: string[] = []) {
  const log: string[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const client = {
    async apply(_rt: ResourceType, obj: KubeObject): Promise<KubeObject> {
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      log.push(`start ${obj.kind}/${obj.metadata.name}`);
      await new Promise((r) => setTimeout(r, 5));
      inFlight--;
      log.push(`end ${obj.kind}/${obj.metadata.name}`);
      if (failing.includes(obj.metadata.name)) throw new Error(`apply ${obj.metadata.name} refused`);
      return { ...obj, metadata: { ...obj.metadata, generation: 1 } };
    },
  } as unknown as KubeClient;
  return { client, log, maxInFlight: () => maxInFlight };
}

const discovery = {
  resolve: async (apiVersion: string, kind: string): Promise<ResourceType> => ({ group: apiVersion.includes('/') ? apiVersion.split('/')[0] : '', version: 'v1', kind, plural: `${kind.toLowerCase()}s`, namespaced: kind !== 'Namespace' }),
} as unknown as Discovery;
const owned = { ensure: async () => ({ get: () => undefined }) } as unknown as OwnedCaches;

const object = (kind: string, name: string) => ({ apiVersion: kind === 'Namespace' ? 'v1' : 'proxy.aigw.dev/v1alpha1', kind, metadata: { name, ...(kind === 'Namespace' ? {} : { namespace: 'ns' }) } });

describe('Applier.applyAll', () => {
  test('applies Namespaces before anything else, the rest several at a time but never more than the limit', async () => {
    const { client, log, maxInFlight } = slowClient();
    const objects = [...Array.from({ length: 20 }, (_, i) => object('ProxyModel', `m${i}`)), object('Namespace', 'engines')];
    const held = await new Applier(client, discovery, owned, counters, quiet).applyAll(objects);
    expect(held).toEqual(new Set(objects.map(identityOf)));
    expect(log.slice(0, 2)).toEqual(['start Namespace/engines', 'end Namespace/engines']);
    expect(log.filter((l) => l.startsWith('end'))).toHaveLength(21);
    expect(maxInFlight()).toBeGreaterThan(1);
    expect(maxInFlight()).toBeLessThanOrEqual(APPLY_CONCURRENCY);
  });

  test('a failed apply does not stop the others; the failure is thrown once all are done', async () => {
    const { client, log } = slowClient(['m1']);
    const objects = Array.from({ length: 12 }, (_, i) => object('ProxyModel', `m${i}`));
    await expect(new Applier(client, discovery, owned, counters, quiet).applyAll(objects)).rejects.toThrow('apply m1 refused');
    expect(log.filter((l) => l.startsWith('end'))).toHaveLength(12);
  });
});
