/** judgeLease(): when the operator counts the upstream controller of the proxy kinds as running. */
import type { KubeObject } from '../../runtime/kube/types';
import { judgeLease, UPSTREAM_PROXY_LEASE } from '../../operator/upstream-controller';

const WHERE = `aigw-system/${UPSTREAM_PROXY_LEASE}`;
const T0 = Date.parse('2026-01-01T12:00:00Z');

function lease(spec: Record<string, unknown>): KubeObject {
  return { apiVersion: 'coordination.k8s.io/v1', kind: 'Lease', metadata: { name: UPSTREAM_PROXY_LEASE, namespace: 'aigw-system' }, spec };
}
const renewedAt = (ms: number, holder = 'upstream-0') =>
  lease({ holderIdentity: holder, leaseDurationSeconds: 15, renewTime: new Date(ms).toISOString().replace('Z', '123Z') });

test('no Lease: missing, and the message names where it was looked for', () => {
  expect(judgeLease(undefined, undefined, T0, WHERE).fact).toEqual({ ready: false, message: `Lease ${WHERE} does not exist` });
});

test('renewed within twice its duration: running; older: missing, naming the last renewal', () => {
  expect(judgeLease(renewedAt(T0 - 29_000), undefined, T0, WHERE).fact).toEqual({ ready: true, message: `Lease ${WHERE} held by upstream-0` });
  const stale = judgeLease(renewedAt(T0 - 31_000), undefined, T0, WHERE).fact;
  expect(stale.ready).toBe(false);
  expect(stale.message).toMatch(/was not renewed within 30s \(last renewal 2026-01-01T11:59:29/);
});

test('a Lease nobody holds (released) is missing', () => {
  expect(judgeLease(lease({ leaseDurationSeconds: 15, renewTime: new Date(T0).toISOString() }), undefined, T0, WHERE).fact).toEqual({
    ready: false,
    message: `Lease ${WHERE} has no holder`,
  });
});

test('a renewal seen changing here counts even when the holder\'s clock is far behind ours', () => {
  const skewed = (n: number) => renewedAt(T0 - 3_600_000 + n * 2000);
  const first = judgeLease(skewed(0), undefined, T0, WHERE);
  // First sight of an old renewTime: not proof of life.
  expect(first.fact.ready).toBe(false);
  const second = judgeLease(skewed(1), first.observation, T0 + 2000, WHERE);
  expect(second.fact.ready).toBe(true);
  // It stops renewing: unchanged for longer than the window, it is missing again.
  const later = judgeLease(skewed(1), second.observation, T0 + 2000 + 31_000, WHERE);
  expect(later.fact.ready).toBe(false);
});
