/**
 * What an `alt` Gateway reads from the cluster besides its own spec, against a real API server and a
 * real `aigw operator` process: the PlatformConfig's environment (insecureSkipVerify in production).
 */
import type { KubeObject } from '../../operator/kube/types';
import { clientFor, currentControlPlane } from './support/control-plane';
import { ALT, condition, Kube, LicenseKit, PLATFORM, waitFor } from './support/kube';
import { OperatorProcess } from './support/operator-process';

const cp = currentControlPlane();
const client = clientFor(cp);
const kube = new Kube(client);
let license: LicenseKit;
let operator: OperatorProcess;
let ns: string;

function altGateway(name: string, alt: Record<string, unknown> = {}, spec: Record<string, unknown> = {}): KubeObject {
  return {
    apiVersion: PLATFORM,
    kind: 'Gateway',
    metadata: { name, namespace: ns },
    spec: {
      type: 'alt',
      database: { mode: 'external', connectionSecretRef: { name: 'db' } },
      models: [{ name: 'chat', model: 'openai/gpt-4o', refSecretKey: 'openai' }],
      alt: { storageMode: 'single', ...alt },
      ...spec,
    },
  };
}

async function readyCondition(name: string, status: 'True' | 'False', reason?: string): Promise<{ status: string; reason: string; message: string }> {
  return waitFor(`Gateway ${name} Ready=${status}${reason ? ` ${reason}` : ''}`, async () => {
    const c = condition(await kube.status(PLATFORM, 'Gateway', ns, name), 'Ready');
    return c?.status === status && (reason === undefined || c.reason === reason) ? c : undefined;
  });
}

async function altInstance(name: string): Promise<KubeObject | undefined> {
  const uid = (await kube.get(PLATFORM, 'Gateway', ns, name))!.metadata.uid!;
  return (await kube.owned(ALT, 'AltInstance', uid))[0];
}

beforeAll(async () => {
  license = await LicenseKit.create();
  ns = await kube.createNamespace('altfacts');
  await kube.create({ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'db', namespace: ns }, stringData: { DATABASE_URL: 'postgres://db' } });
  await kube.create(license.secret(ns, 'aigw-license', await license.issue(['guardrail', 'multi-tenancy'], 100)));
  operator = await OperatorProcess.start(cp.kubeconfig, ['--namespace', ns, '--license-secret', `${ns}/aigw-license`, '--license-public-key', license.publicKeyFile]);
}, 600_000);

afterAll(async () => {
  await kube.delete(PLATFORM, 'PlatformConfig', '', 'cluster').catch(() => undefined);
  await operator?.stop();
  license?.cleanup();
  await client.close();
});

describe('PlatformConfig spec.environment', () => {
  test('production makes insecureSkipVerify Invalid; leaving production applies it again', async () => {
    await kube.create(altGateway('skip', { jwt: { insecureSkipVerify: true } }));
    await readyCondition('skip', 'True');
    expect((await altInstance('skip'))!.spec).toMatchObject({ jwt: { insecureSkipVerify: true } });

    // Declaring production re-plans the running Gateway: Invalid, naming the field; what runs is held.
    await kube.create({ apiVersion: PLATFORM, kind: 'PlatformConfig', metadata: { name: 'cluster' }, spec: { environment: 'production' } });
    const invalid = await readyCondition('skip', 'False', 'InvalidTarget');
    expect(invalid.message).toContain('spec.alt.jwt.insecureSkipVerify: is refused in a production environment');
    const held = condition(await kube.status(PLATFORM, 'Gateway', ns, 'skip'), 'Held');
    expect(held?.status).toBe('True');

    // A new Gateway asking for it in production gets nothing.
    await kube.create(altGateway('skip-new', { jwt: { insecureSkipVerify: true } }));
    await readyCondition('skip-new', 'False', 'InvalidTarget');
    expect(await altInstance('skip-new')).toBeUndefined();

    // The API server refuses an environment aigw does not know.
    await expect(kube.patch(PLATFORM, 'PlatformConfig', '', 'cluster', { spec: { environment: 'prod' } })).rejects.toThrow(/environment/);

    await kube.patch(PLATFORM, 'PlatformConfig', '', 'cluster', { spec: { environment: 'development' } });
    await readyCondition('skip-new', 'True');
    expect((await altInstance('skip-new'))!.spec).toMatchObject({ jwt: { insecureSkipVerify: true } });
  });
});
