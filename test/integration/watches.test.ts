/**
 * Watches that live longer than a minute still deliver events: nothing in the client cuts an idle
 * stream (a known failure of some client-node releases, which aborted healthy watches after 30 s).
 */
import { clientFor, currentControlPlane } from './support/control-plane';
import { reportInstance } from './support/instances';
import { condition, Kube, LicenseKit, PLATFORM, waitFor } from './support/kube';
import { OperatorProcess } from './support/operator-process';

const cp = currentControlPlane();
const client = clientFor(cp);
const kube = new Kube(client);
let license: LicenseKit;
let operator: OperatorProcess | undefined;

beforeAll(async () => {
  license = await LicenseKit.create();
});

afterAll(async () => {
  await operator?.stop();
  license?.cleanup();
  await client.close();
});

test('an object created after 65 idle seconds is reconciled through the watch, not a resync', async () => {
  const ns = await kube.createNamespace('watch');
  await kube.create({ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'db', namespace: ns }, stringData: { DATABASE_URL: 'postgres://db' } });
  // Resync far away, so only a live watch can bring the new Gateway to the operator.
  operator = await OperatorProcess.start(cp.kubeconfig, ['--namespace', ns, '--resync-seconds', '3600']);
  const gatewayWatchRestarts = () => operator!.metricSum('aigw_operator_watch_restarts_total', (l) => l.includes('resource="gateways"'));
  // (Right after CRDs are installed the API server may briefly answer 429; restarts before now don't count.)
  const restartsBefore = await gatewayWatchRestarts();
  await new Promise((r) => setTimeout(r, 65_000));
  await kube.create({
    apiVersion: PLATFORM,
    kind: 'Gateway',
    metadata: { name: 'late', namespace: ns },
    spec: { database: { mode: 'external', connectionSecretRef: { name: 'db' } }, models: [{ name: 'm', modelName: 'm', model: 'openai/m', refSecretKey: 'k' }] },
  });
  await reportInstance(kube, ns, 'late');
  await waitFor('late Ready', async () => condition(await kube.status(PLATFORM, 'Gateway', ns, 'late'), 'Ready')?.status === 'True', 20_000);
  expect(await gatewayWatchRestarts()).toBe(restartsBefore);
});
