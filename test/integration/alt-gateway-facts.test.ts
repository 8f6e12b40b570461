/**
 * What an `alt` Gateway reads from the cluster besides its own spec, against a real API server and a
 * real `aigw operator` process: the PlatformConfig's environment (insecureSkipVerify in production),
 * the phases a transform Guardrail gets on alt, what an unlicensed multi-tenancy leaves out, and the
 * SSO client id read from its Secret, the platform CA bundle turning in-pod TLS on, a rotated SCIM
 * token rolling the gateway pods, and the Ingress of spec.ingress, pruned even across a restart.
 */
import type { KubeObject } from '../../runtime/kube/types';
import { clientFor, currentControlPlane } from './support/control-plane';
import { DeploymentController } from './support/deployments';
import { reportInstance } from './support/instances';
import { ALT, condition, Kube, LicenseKit, PLATFORM, waitFor } from './support/kube';
import { OperatorProcess } from './support/operator-process';

const cp = currentControlPlane();
const client = clientFor(cp);
const kube = new Kube(client);
let license: LicenseKit;
let operator: OperatorProcess;
let ns: string;
let deployments: DeploymentController;

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

async function gatewayEvents(name: string): Promise<{ type: string; reason: string; note: string }[]> {
  const list = await kube.list('events.k8s.io/v1', 'Event', ns);
  return list
    .filter((e) => (e.regarding as { kind: string; name: string }).kind === 'Gateway' && (e.regarding as { name: string }).name === name)
    .map((e) => ({ type: e.type as string, reason: e.reason as string, note: e.note as string }));
}

async function instanceSpec(name: string): Promise<Record<string, unknown> | undefined> {
  return (await altInstance(name))?.spec as Record<string, unknown> | undefined;
}

async function altInstance(name: string): Promise<KubeObject | undefined> {
  const uid = (await kube.get(PLATFORM, 'Gateway', ns, name))!.metadata.uid!;
  return (await kube.owned(ALT, 'AltInstance', uid))[0];
}

beforeAll(async () => {
  license = await LicenseKit.create();
  ns = await kube.createNamespace('altfacts');
  // No controllers run here: this one makes the gates and the engine report availability.
  deployments = new DeploymentController(kube, [ns]).start();
  await kube.create({ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'db', namespace: ns }, stringData: { DATABASE_URL: 'postgres://db' } });
  await kube.create(license.secret(ns, 'aigw-license', await license.issue(['guardrail', 'multi-tenancy'], 100)));
  operator = await OperatorProcess.start(cp.kubeconfig, ['--namespace', ns, '--license-secret', `${ns}/aigw-license`, '--license-public-key', license.publicKeyFile]);
}, 600_000);

afterAll(async () => {
  await kube.delete(PLATFORM, 'PlatformConfig', '', 'cluster').catch(() => undefined);
  deployments?.stop();
  await operator?.stop();
  license?.cleanup();
  await client.close();
});

describe('PlatformConfig spec.environment', () => {
  test('production makes insecureSkipVerify Invalid; leaving production applies it again', async () => {
    await kube.create(altGateway('skip', { jwt: { insecureSkipVerify: true } }));
    await reportInstance(kube, ns, 'skip', {}, 'AltInstance');
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
    await reportInstance(kube, ns, 'skip-new', {}, 'AltInstance');
    await readyCondition('skip-new', 'True');
    expect((await altInstance('skip-new'))!.spec).toMatchObject({ jwt: { insecureSkipVerify: true } });
  });
});

describe('transform phases and unlicensed tenancy on alt', () => {
  test('a catalog Guardrail with proxy modes keeps during_call on alt and an Event on the Gateway says so', async () => {
    await kube.create({ apiVersion: PLATFORM, kind: 'Guardrail', metadata: { name: 'pseudo', namespace: ns }, spec: { mode: 'catalog', catalog: 'pseudonymizer', modes: ['pre_call', 'post_call'] } });
    await kube.create(altGateway('guarded', {}, { guardrailRefs: [{ name: 'pseudo' }] }));
    const item = await waitFor('AltGuardrailItem of guarded', async () => {
      const uid = (await kube.get(PLATFORM, 'Gateway', ns, 'guarded'))!.metadata.uid!;
      return (await kube.owned(ALT, 'AltGuardrailItem', uid))[0];
    });
    expect((item.spec as { phases: string[] }).phases).toEqual(['pre_call', 'during_call', 'post_call']);
    const added = await waitFor('GuardrailDuringCallAdded event', async () => (await gatewayEvents('guarded')).find((e) => e.reason === 'GuardrailDuringCallAdded'));
    expect(added).toMatchObject({ type: 'Normal', note: expect.stringContaining(`Guardrail ${ns}/pseudo is a transform: during_call is added`) });
  });

  test('without multi-tenancy the status names spec.alt.modelAccess with the organization it needs', async () => {
    const other = await kube.createNamespace('altnotenant');
    await kube.create({ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'db', namespace: other }, stringData: { DATABASE_URL: 'postgres://db' } });
    await kube.create(license.secret(other, 'aigw-license', await license.issue(['guardrail'], 100)));
    const op = await OperatorProcess.start(cp.kubeconfig, ['--namespace', other, '--license-secret', `${other}/aigw-license`, '--license-public-key', license.publicKeyFile]);
    try {
      await kube.create({ ...altGateway('tenant', { modelAccess: { grants: [{ models: ['chat'] }] } }, { organization: { name: 'Acme' } }), metadata: { name: 'tenant', namespace: other } });
      const c = await waitFor('tenant MultiTenancyUnlicensed', async () => {
        const r = condition(await kube.status(PLATFORM, 'Gateway', other, 'tenant'), 'Ready');
        return r?.reason === 'MultiTenancyUnlicensed' ? r : undefined;
      });
      expect(c.message).toBe('spec.organization and spec.alt.modelAccess need licensed feature multi-tenancy');
    } finally {
      await op.stop();
    }
  });
});

describe('alt SSO client id', () => {
  async function enterpriseSso(name: string): Promise<Record<string, unknown> | undefined> {
    const uid = (await kube.get(PLATFORM, 'Gateway', ns, name))!.metadata.uid!;
    const [config] = await kube.owned(ALT, 'AltEnterpriseConfig', uid);
    return (config?.spec as { sso?: Record<string, unknown> } | undefined)?.sso;
  }

  test('is a plain field read from the key clientIDKey names (any name), follows a new value, and the client secret stays a reference', async () => {
    await kube.create({ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'oidc', namespace: ns }, stringData: { app: 'console-app', 'client-secret': 'hush' } });
    await kube.create(
      altGateway('sso', {}, {
        ingress: { enabled: true, host: 'ai.example.com', tls: true },
        sso: { provider: 'idp-a', tenantID: 't', clientSecretRef: { name: 'oidc', clientIDKey: 'app' } },
      }),
    );
    const sso = await waitFor('AltEnterpriseConfig with clientId', async () => {
      const s = await enterpriseSso('sso');
      return s?.clientId === 'console-app' ? s : undefined;
    });
    expect(sso.clientIdSecretRef).toBeUndefined();
    const instance = await altInstance('sso');
    expect(JSON.stringify(instance)).not.toContain('hush');
    expect(JSON.stringify(sso)).not.toContain('hush');

    // A new client id under the same key reaches the config without waiting for a resync.
    await kube.patch('v1', 'Secret', ns, 'oidc', { stringData: { app: 'console-app-2' } });
    await waitFor('clientId follows the Secret', async () => (await enterpriseSso('sso'))?.clientId === 'console-app-2', 20_000);

    // The key gone: the config references it, as aigw render does without the Secret.
    await kube.patch('v1', 'Secret', ns, 'oidc', { data: { app: null } });
    const ref = await waitFor('clientIdSecretRef', async () => {
      const s = await enterpriseSso('sso');
      return s?.clientIdSecretRef ? s : undefined;
    }, 20_000);
    expect(ref).toMatchObject({ clientIdSecretRef: { name: 'oidc', key: 'app' } });
    expect(ref.clientId).toBeUndefined();
  });
});

describe('alt ingress', () => {
  const operatorArgs = () => ['--namespace', ns, '--license-secret', `${ns}/aigw-license`, '--license-public-key', license.publicKeyFile];

  test('spec.ingress becomes an Ingress to the API Service and a public url; turned off while the operator is down, it is pruned at start', async () => {
    await kube.create(altGateway('exposed', {}, { ingress: { enabled: true, host: 'gw.example.com', tls: true } }));
    const uid = (await kube.get(PLATFORM, 'Gateway', ns, 'exposed'))!.metadata.uid!;
    const ingress = await waitFor('the Ingress', async () => (await kube.owned('networking.k8s.io/v1', 'Ingress', uid))[0]);
    expect(ingress.metadata.name).toBe('exposed');
    expect(ingress.spec).toMatchObject({
      tls: [{ hosts: ['gw.example.com'], secretName: 'exposed-tls' }],
      rules: [{ host: 'gw.example.com', http: { paths: [{ path: '/', pathType: 'Prefix', backend: { service: { name: 'exposed', port: { number: 8080 } } } }] } }],
    });
    await waitFor('the public url', async () => (await kube.status(PLATFORM, 'Gateway', ns, 'exposed')).url === 'https://gw.example.com' || undefined);

    await operator.stop();
    await kube.patch(PLATFORM, 'Gateway', ns, 'exposed', { spec: { ingress: { enabled: false } } });
    operator = await OperatorProcess.start(cp.kubeconfig, operatorArgs());
    await waitFor('the Ingress pruned', async () => ((await kube.owned('networking.k8s.io/v1', 'Ingress', uid)).length === 0) || undefined, 60_000);
    await waitFor('the in-cluster url again', async () => (await kube.status(PLATFORM, 'Gateway', ns, 'exposed')).url === `http://exposed.${ns}.svc.cluster.local:8080` || undefined);
  });
});

describe('platform CA', () => {
  test('issuing the CA bundle re-plans the Gateways: rc.9 gets spec.tls, an older image TLSUnsupportedGateway and stays plaintext', async () => {
    await kube.create(altGateway('tls-new', {}, { instance: { image: { tag: '1.0.0-rc.9' } } }));
    await kube.create(altGateway('tls-old', {}, { instance: { image: { tag: '1.0.0-rc.8' } } }));
    await waitFor('both AltInstances', async () => (await altInstance('tls-new')) && (await altInstance('tls-old')));
    expect((await altInstance('tls-new'))!.spec).not.toHaveProperty('tls');

    // What cert-manager (or a trust-manager Bundle) writes once the CA is issued.
    await kube.create({ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'platform-ca', namespace: ns }, stringData: { 'ca.crt': '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n' } });

    const tls = await waitFor('tls-new gets spec.tls', async () => (await instanceSpec('tls-new'))?.tls, 20_000);
    expect(tls).toEqual({ enabled: true, caBundleSecretRef: { name: 'platform-ca', key: 'ca.crt' } });
    // The status is written after the objects are applied.
    const newStatus = await waitFor('tls-new InPodTLS=True', async () => {
      const st = await kube.status(PLATFORM, 'Gateway', ns, 'tls-new');
      return condition(st, 'InPodTLS')?.status === 'True' ? st : undefined;
    });
    expect(newStatus.url).toBe(`https://tls-new.${ns}.svc.cluster.local:8080`);

    const refused = await waitFor('tls-old InPodTLS=False', async () => {
      const c = condition(await kube.status(PLATFORM, 'Gateway', ns, 'tls-old'), 'InPodTLS');
      return c?.status === 'False' ? c : undefined;
    }, 20_000);
    expect(refused.reason).toBe('TLSUnsupportedGateway');
    expect(refused.message).toContain('1.0.0-rc.9');
    expect((await altInstance('tls-old'))!.spec).not.toHaveProperty('tls');
    expect((await kube.status(PLATFORM, 'Gateway', ns, 'tls-old')).url).toBe(`http://tls-old.${ns}.svc.cluster.local:8080`);

    // Upgrading the image turns it on.
    await kube.patch(PLATFORM, 'Gateway', ns, 'tls-old', { spec: { instance: { image: { tag: '1.0.0-rc.10' } } } });
    await waitFor('tls-old gets spec.tls after the upgrade', async () => (await instanceSpec('tls-old'))?.tls, 20_000);
  });
});

describe('SCIM token rotation', () => {
  test('a new token in the Secret changes the pod-template annotation of the AltInstance (the pods roll); the token never appears', async () => {
    const created = await kube.create({ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'scim', namespace: ns }, stringData: { 'scim-token': 'first-token' } });
    await kube.create(altGateway('scim', { scim: { tokenSecretRef: { name: 'scim' } } }));
    const first = await waitFor('scim-token-version annotation', async () => {
      const a = (await instanceSpec('scim'))?.podAnnotations as Record<string, string> | undefined;
      return a?.['aigw.dev/scim-token-version'];
    });
    expect(first).toBe(created.metadata.resourceVersion);

    const rotated = await kube.patch('v1', 'Secret', ns, 'scim', { stringData: { 'scim-token': 'second-token' } });
    expect(rotated.metadata.resourceVersion).not.toBe(first);
    // Well within the default resync (5 minutes): the Secret's change itself re-plans the Gateway.
    await waitFor(
      'the annotation follows the rotation',
      async () => ((await instanceSpec('scim'))?.podAnnotations as Record<string, string> | undefined)?.['aigw.dev/scim-token-version'] === rotated.metadata.resourceVersion,
      20_000,
    );
    const instance = JSON.stringify(await altInstance('scim'));
    expect(instance).not.toContain('first-token');
    expect(instance).not.toContain('second-token');
    expect(instance).toContain('ALT_EE_SCIM_TOKEN');
  });
});
