/** StackResources: the Stack's stores first, then the Gateway written as given. */
import { Testing } from 'cdk8s';
import { parseStack } from '../../lib/api/stack';
import { stackGateway } from '../../lib/platform/stack-gateway';
import { StackResources } from '../../lib/platform/stack-resources';

test('synthesizes the columnstore, the kv store and the Gateway wired to them', () => {
  const parsed = parseStack({
    apiVersion: 'platform.aigw.dev/v1alpha1',
    kind: 'Stack',
    metadata: { name: 'acme', namespace: 'team-a' },
    spec: {
      datastores: { sql: { sqlClusterRef: { name: 'shared' } }, columnstore: { enabled: true, replicas: 2, storageSize: '20Gi' } },
      gateway: { type: 'alt', licenseSecretRef: { name: 'lic' }, jwtAuth: { publicKeyURL: 'https://idp/jwks', audience: 'gw' }, alt: { scim: { tokenSecretRef: { name: 'scim' } } } },
    },
  });
  const stack = parsed.value!;
  const chart = Testing.chart();
  const { columnstore, kv } = stack.spec.datastores;
  new StackResources(chart, 'Stack', { stack: 'acme', namespace: 'team-a', columnstore, kv, gateway: stackGateway(stack) });
  const out = Testing.synth(chart);
  expect(out.map((o) => o.kind)).toEqual(['ColumnstoreCluster', 'KvInstance', 'Gateway']);
  // Written as given: the JWKS field keeps the Gateway CRD's spelling.
  expect(out[2].spec.instance.jwtAuth.publicKeyURL).toBe('https://idp/jwks');
  expect(out).toMatchSnapshot();
});
