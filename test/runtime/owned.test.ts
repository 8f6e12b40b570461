/**
 * What an owned cache keeps of a child unless its controller says more: metadata, status, and of a
 * Deployment its replicas and pod-template annotations. Nothing else of a spec.
 */
import { ownedView } from '../../runtime/owned';

const metadata = { name: 'gw-pii', namespace: 'a', labels: { 'app.kubernetes.io/managed-by': 'aigw' } };

test('a child keeps its metadata and status, never its spec', () => {
  const guardrail = { apiVersion: 'proxy.aigw.dev/v1alpha1', kind: 'ProxyGuardrail', metadata, spec: { apiBase: 'http://gate:8080' }, status: { ready: true } };
  expect(ownedView(guardrail)).toEqual({ apiVersion: guardrail.apiVersion, kind: 'ProxyGuardrail', metadata, status: { ready: true } });
});

test('a Deployment keeps its replicas and pod-template annotations, not the rest of its template', () => {
  const annotations = { 'proxy.aigw.dev/config-hash': 'abc' };
  const deployment = {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata,
    spec: { replicas: 2, selector: {}, template: { metadata: { annotations, labels: { a: 'b' } }, spec: { containers: [] } } },
  };
  expect(ownedView(deployment).spec).toEqual({ replicas: 2, template: { metadata: { annotations } } });
});
