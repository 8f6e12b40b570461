/**
 * Every status plan() produces from random and hostile specs is accepted by the real API server's
 * status subresource (strict field validation) and reads back unchanged: no HTTP 500 that would
 * leave a user with an empty `kubectl get`, no field the schema silently drops.
 */
import fc from 'fast-check';
import { plan } from '../../lib/plan/plan';
import type { ClusterFacts, ResourceInput } from '../../lib/plan/types';
import { canonicalJson } from '../../runtime/hash';
import { desiredStatus } from '../../runtime/status';
import type { KubeObject } from '../../runtime/kube/types';
import { factSets, gatewaySpec, guardrailSpec, platformFacts, resource } from '../plan/arbitraries';
import { altGateway } from '../alt/support';
import { clientFor, currentControlPlane } from './support/control-plane';
import { Kube, PLATFORM } from './support/kube';

const cp = currentControlPlane();
const client = clientFor(cp);
const kube = new Kube(client);
const RUNS = 120;

afterAll(async () => {
  await client.close();
});

async function writeStatuses(kind: 'Guardrail' | 'Gateway', samples: [ResourceInput, ClusterFacts][], live: KubeObject): Promise<void> {
  const type = await kube.type(PLATFORM, kind);
  let previous: unknown = undefined;
  for (const [input, facts] of samples) {
    const planned = plan(input, facts);
    const { status } = desiredStatus(previous, planned.status, live.metadata.generation as number, new Date());
    const body = { apiVersion: PLATFORM, kind, metadata: { name: live.metadata.name, namespace: live.metadata.namespace }, status };
    let written: KubeObject;
    try {
      written = await client.apply(type, body as KubeObject, { fieldManager: 'aigw-operator', force: true, subresource: 'status' });
    } catch (e) {
      throw new Error(`the API server refused the status of ${kind} ${JSON.stringify(input).slice(0, 400)}: ${(e as Error).message}`);
    }
    expect(canonicalJson(written.status)).toBe(canonicalJson(status));
    previous = written.status;
  }
}

test('Guardrail statuses from random and hostile specs are written and read back unchanged', async () => {
  const ns = await kube.createNamespace('status');
  const live = await kube.create({ apiVersion: PLATFORM, kind: 'Guardrail', metadata: { name: 'pii', namespace: ns }, spec: { mode: 'catalog', catalog: 'pseudonymizer' } });
  const samples = fc.sample(fc.tuple(resource('Guardrail', guardrailSpec), factSets), { numRuns: RUNS, seed: 10 });
  await writeStatuses('Guardrail', samples, live);
});

test('Gateway statuses from random and hostile specs, alt gateways with unsupported fields among them, are written and read back unchanged', async () => {
  const ns = await kube.createNamespace('status');
  const live = await kube.create({
    apiVersion: PLATFORM,
    kind: 'Gateway',
    metadata: { name: 'main', namespace: ns },
    spec: { database: { mode: 'external', connectionSecretRef: { name: 'db' } } },
  });
  const samples = fc.sample(fc.tuple(resource('Gateway', gatewaySpec), fc.oneof(factSets, platformFacts)), { numRuns: RUNS, seed: 12 });
  // The shipped alt example's case: instance.saltKey and a model limit, each listed as unsupported.
  const alt = altGateway({}, { instance: { saltKey: { autoGenerate: true } }, ingress: { enabled: true, host: 'ai.example.com' }, models: [{ name: 'gpt-4o', model: 'openai/gpt-4o', refSecretKey: 'openai', rpm: 5 }] });
  const { facts } = await import('../plan/fixtures');
  const altStatus = plan(alt, facts()).status;
  expect((altStatus.unsupportedFeatures as string[]).length).toBeGreaterThan(0);
  await writeStatuses('Gateway', [[alt, facts()], ...samples], live);
});
