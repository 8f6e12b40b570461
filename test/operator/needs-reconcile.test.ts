import { needsReconcile } from '../../operator/operator';
import { FINALIZER } from '../../operator/reconciler';
import type { KubeObject } from '../../runtime/kube/types';

const gateway = (metadata: Partial<KubeObject['metadata']> = {}, rest: Record<string, unknown> = {}): KubeObject => ({
  apiVersion: 'platform.aigw.dev/v1alpha1',
  kind: 'Gateway',
  metadata: { name: 'gw', namespace: 'ns', generation: 1, resourceVersion: '1', ...metadata },
  spec: { models: [] },
  ...rest,
});

describe('needsReconcile', () => {
  test('our own status write and our own finalizer coming back are not worth a pass', () => {
    expect(needsReconcile(gateway(), gateway({ resourceVersion: '2' }, { status: { phase: 'Ready' } }))).toBe(false);
    expect(needsReconcile(gateway(), gateway({ resourceVersion: '2', finalizers: [FINALIZER] }))).toBe(false);
  });

  test('a spec change, a deletion, another finalizer or ours taken away are', () => {
    expect(needsReconcile(gateway(), gateway({ generation: 2 }, { spec: { models: [{ name: 'm' }] } }))).toBe(true);
    expect(needsReconcile(gateway({ finalizers: [FINALIZER] }), gateway({ finalizers: [FINALIZER], deletionTimestamp: '2026-01-01T00:00:00Z' }))).toBe(true);
    expect(needsReconcile(gateway({ finalizers: [FINALIZER] }), gateway({ finalizers: [FINALIZER, 'example.com/other'] }))).toBe(true);
    expect(needsReconcile(gateway({ finalizers: [FINALIZER] }), gateway({ finalizers: [] }))).toBe(true);
  });
});
