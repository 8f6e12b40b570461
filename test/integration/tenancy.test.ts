/**
 * Organization, Team and Identity on an alt Gateway, against a real API server: what the operator
 * emits and owns, the generated console password (created once, regenerated only when deleted), an
 * Identity Ready only once its AltUser reports Synced (the test writes the AltUser's status, standing
 * in for the gateway's own controller), Team membership following Identities as they appear, a bad
 * edit holding what runs, and deletion.
 */
import { clientFor, currentControlPlane } from './support/control-plane';
import { ALT, condition, Kube, LicenseKit, PLATFORM, waitFor } from './support/kube';
import { OperatorProcess } from './support/operator-process';
import type { KubeObject } from '../../runtime/kube/types';

const cp = currentControlPlane();
const client = clientFor(cp);
const kube = new Kube(client);
let ns: string;
let license: LicenseKit;
let operator: OperatorProcess;

function tenant(kind: string, name: string, spec: Record<string, unknown>): KubeObject {
  return { apiVersion: PLATFORM, kind, metadata: { name, namespace: ns }, spec: { gatewayRef: { name: 'gw' }, ...spec } };
}

async function readyCondition(kind: string, name: string, status: 'True' | 'False', reason?: string) {
  return waitFor(`${kind} ${name} Ready=${status}${reason ? ` ${reason}` : ''}`, async () => {
    const s = await kube.status(PLATFORM, kind, ns, name);
    const c = condition(s, 'Ready');
    return c?.status === status && (!reason || c.reason === reason) ? s : undefined;
  });
}

async function password(name: string): Promise<string | undefined> {
  const s = await kube.get('v1', 'Secret', ns, `${name}-console-password`);
  const v = (s?.data as Record<string, string> | undefined)?.password;
  return v ? Buffer.from(v, 'base64').toString('utf8') : undefined;
}

async function members(): Promise<unknown> {
  return ((await kube.get(ALT, 'AltTeam', ns, 'nlp-team'))?.spec as { members?: string[] } | undefined)?.members;
}

/** What the gateway's own controller writes once the account exists in the gateway. */
async function markSynced(user: string, status: 'True' | 'False'): Promise<void> {
  const type = await kube.type(ALT, 'AltUser');
  await client.mergePatch(type, ns, user, { status: { conditions: [{ type: 'Synced', status, reason: status === 'True' ? 'Synced' : 'Pending', message: 'test', lastTransitionTime: new Date().toISOString() }] } }, 'status');
}

beforeAll(async () => {
  ns = await kube.createNamespace('tenancy');
  license = await LicenseKit.create();
  await kube.create(license.secret(ns, 'aigw-license', await license.issue(['multi-tenancy'], 5)));
  operator = await OperatorProcess.start(cp.kubeconfig, ['--namespace', ns, '--license-secret', `${ns}/aigw-license`, '--license-public-key', license.publicKeyFile, '--resync-seconds', '3']);
  await kube.create({
    apiVersion: PLATFORM,
    kind: 'Gateway',
    metadata: { name: 'gw', namespace: ns },
    spec: {
      type: 'alt',
      database: { mode: 'external', connectionSecretRef: { name: 'gw-db' } },
      instance: { image: { tag: '1.0.0-rc.10' } },
      alt: { storageMode: 'single' },
      organization: { name: 'Acme' },
      models: [{ name: 'chat', model: 'openai/gpt-4o-mini', refSecretKey: 'openai' }],
    },
  });
}, 600_000);

afterAll(async () => {
  await operator?.stop();
  license?.cleanup();
  await client.close();
});

test('an Organization becomes an AltOrganization and an org-scoped AltBudget it owns', async () => {
  await kube.create(tenant('Organization', 'lab', { displayName: 'Lab', maxBudget: 100, rpmLimit: 60 }));
  const status = await readyCondition('Organization', 'lab', 'True', 'Reconciled');
  expect(status.organizationName).toBe('lab-organization');
  const uid = (await kube.get(PLATFORM, 'Organization', ns, 'lab'))!.metadata.uid!;
  const org = await kube.get(ALT, 'AltOrganization', ns, 'lab-organization');
  expect(org?.spec).toEqual({ instanceRef: { name: 'gw' }, displayName: 'Lab' });
  expect(org?.metadata.ownerReferences).toEqual([expect.objectContaining({ kind: 'Organization', name: 'lab', uid, controller: true })]);
  const budget = await kube.get(ALT, 'AltBudget', ns, 'lab-organization-budget');
  expect(budget?.spec).toEqual({ instanceRef: { name: 'gw' }, scope: 'org', organizationRef: { name: 'lab-organization' }, maxBudget: 100, rpmLimit: 60 });
});

test('an Identity gets an AltUser and a generated password Secret, and is Ready only once the AltUser reports Synced', async () => {
  await kube.create(tenant('Identity', 'ada', { email: 'ada@example.com', role: 'admin', organizationRef: { name: 'lab' }, teamRefs: [{ name: 'nlp' }], budget: { maxBudget: 5 } }));
  const waiting = await readyCondition('Identity', 'ada', 'False', 'UserNotSynced');
  expect(waiting).toMatchObject({ userName: 'ada-user', passwordSecretRef: { name: 'ada-console-password', key: 'password' }, synced: false, unsupportedFeatures: ['spec.teamRefs', 'spec.budget'] });
  expect(condition(waiting, 'FeaturesSupported')).toMatchObject({ status: 'False', reason: 'UnsupportedByBackend', message: expect.stringContaining("Membership is listed in the Team's members") });
  const user = await kube.get(ALT, 'AltUser', ns, 'ada-user');
  expect(user?.spec).toEqual({
    instanceRef: { name: 'gw' },
    email: 'ada@example.com',
    displayName: 'ada',
    role: 'admin',
    organizationRef: { name: 'lab-organization' },
    passwordSecretRef: { name: 'ada-console-password', key: 'password' },
  });
  const first = await waitFor('the console password', () => password('ada'));
  expect(first).toMatch(/^[A-Za-z0-9_-]{32}$/);
  const secret = await kube.get('v1', 'Secret', ns, 'ada-console-password');
  expect(secret?.metadata.ownerReferences).toEqual([expect.objectContaining({ kind: 'Identity', name: 'ada' })]);

  // Not yet synced, or failing to sync: still not Ready.
  await markSynced('ada-user', 'False');
  await readyCondition('Identity', 'ada', 'False', 'UserNotSynced');
  await markSynced('ada-user', 'True');
  const ready = await readyCondition('Identity', 'ada', 'True', 'Reconciled');
  expect(ready.synced).toBe(true);
  // Resyncs keep the password.
  await operator.reconciledAgain('Identity', (await kube.list(PLATFORM, 'Identity', ns)).length);
  expect(await password('ada')).toBe(first);
});

test('a deleted console password is generated again, with a new value', async () => {
  const before = await password('ada');
  await kube.delete('v1', 'Secret', ns, 'ada-console-password');
  const after = await waitFor('a new console password', async () => {
    const p = await password('ada');
    return p && p !== before ? p : undefined;
  });
  expect(after).toMatch(/^[A-Za-z0-9_-]{32}$/);
});

test('a Team lists the AltUsers of its members that exist, and picks up an Identity when it appears', async () => {
  await kube.create(tenant('Team', 'nlp', { organizationRef: { name: 'lab' }, members: ['ada', 'bob'], maxBudgetMonthly: 50 }));
  const first = await waitFor('Team nlp with bob missing', async () => {
    const s = await kube.status(PLATFORM, 'Team', ns, 'nlp');
    return condition(s, 'MembersResolved')?.status === 'False' ? s : undefined;
  });
  expect(first).toMatchObject({ teamName: 'nlp-team', memberCount: 1, missingMembers: ['bob'] });
  expect(condition(first, 'Ready')?.status).toBe('True');
  expect(await members()).toEqual(['ada-user']);
  expect((await kube.get(ALT, 'AltBudget', ns, 'nlp-team-budget'))?.spec).toEqual({ instanceRef: { name: 'gw' }, scope: 'team', teamRef: { name: 'nlp-team' }, maxBudget: 50 });

  await kube.create(tenant('Identity', 'bob', { email: 'bob@example.com' }));
  await waitFor('bob in the AltTeam', async () => JSON.stringify(await members()) === JSON.stringify(['ada-user', 'bob-user']));
  const resolved = await waitFor('Team nlp MembersResolved', async () => {
    const s = await kube.status(PLATFORM, 'Team', ns, 'nlp');
    return condition(s, 'MembersResolved')?.status === 'True' ? s : undefined;
  });
  expect(resolved.memberCount).toBe(2);
  expect(resolved.missingMembers).toBeUndefined();
  // bob joins the Gateway's own organization.
  expect(((await kube.get(ALT, 'AltUser', ns, 'bob-user'))?.spec as { organizationRef?: unknown }).organizationRef).toEqual({ name: 'gw-org' });
});

test('a bad edit holds what runs: the AltUser stays while the Identity points at a Gateway that does not exist', async () => {
  await kube.patch(PLATFORM, 'Identity', ns, 'bob', { spec: { gatewayRef: { name: 'nope' } } });
  const held = await readyCondition('Identity', 'bob', 'False', 'GatewayNotFound');
  expect(condition(held, 'Held')).toMatchObject({ status: 'True' });
  await operator.reconciledAgain('Identity', (await kube.list(PLATFORM, 'Identity', ns)).length);
  expect(await kube.get(ALT, 'AltUser', ns, 'bob-user')).toBeDefined();
  await kube.patch(PLATFORM, 'Identity', ns, 'bob', { spec: { gatewayRef: { name: 'gw' } } });
  await readyCondition('Identity', 'bob', 'False', 'UserNotSynced');
});

// This control plane runs no garbage collector (as envtest): the AltUser's removal is asserted by the
// ownerReference the collector acts on in a cluster.
test('deleting an Identity removes its AltUser (it holds no finalizer: its AltUser names it as owner), and the Team drops it', async () => {
  const bob = (await kube.get(PLATFORM, 'Identity', ns, 'bob'))!;
  expect(bob.metadata.finalizers ?? []).toEqual([]);
  expect((await kube.get(ALT, 'AltUser', ns, 'bob-user'))!.metadata.ownerReferences).toEqual([
    expect.objectContaining({ kind: 'Identity', name: 'bob', uid: bob.metadata.uid, controller: true }),
  ]);
  await kube.delete(PLATFORM, 'Identity', ns, 'bob');
  expect(await kube.get(PLATFORM, 'Identity', ns, 'bob')).toBeUndefined();
  await waitFor('bob out of the AltTeam', async () => JSON.stringify(await members()) === JSON.stringify(['ada-user']));
});

test('Organization and Team without multi-tenancy: refused, what runs is held', async () => {
  await client.mergePatch(await kube.type('v1', 'Secret'), ns, 'aigw-license', { stringData: { 'license.jwt': await license.issue([], 5) } });
  await readyCondition('Organization', 'lab', 'False', 'MultiTenancyUnlicensed');
  await readyCondition('Team', 'nlp', 'False', 'MultiTenancyUnlicensed');
  expect(await kube.get(ALT, 'AltOrganization', ns, 'lab-organization')).toBeDefined();
  expect(await kube.get(ALT, 'AltTeam', ns, 'nlp-team')).toBeDefined();
  // An Identity needs no multi-tenancy.
  expect(condition(await kube.status(PLATFORM, 'Identity', ns, 'ada'), 'Ready')?.status).toBe('True');
});
