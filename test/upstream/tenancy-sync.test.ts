import type { KubeObject } from '../../runtime/kube/types';
import { tenancyObjectStatus } from '../../upstream/proxy/management/object-status';
import { TenancySync, type TenancyContext } from '../../upstream/proxy/management/tenancy-sync';
import { LiteLLMManagementServer } from './support/litellm-management-server';

const MASTER_KEY = 'sk-master-tenancy';
const NS = 'ai';

function obj(kind: string, name: string, spec: Record<string, unknown>): KubeObject {
  return { apiVersion: 'proxy.aigw.dev/v1alpha1', kind, metadata: { name, namespace: NS }, spec };
}
const instanceSpec = { masterKey: { secretRef: { name: 'main-master-key', key: 'masterKey' } }, database: { connectionSecretRef: { name: 'main-db', key: 'url' } } };
const organizations = [obj('ProxyOrganization', 'main-org-acme', { instanceRef: { name: 'main' }, organizationAlias: 'acme', maxBudget: 1000, budgetDuration: '30d', rpmLimit: 600 })];
const teams = [obj('ProxyTeam', 'main-research', { instanceRef: { name: 'main' }, teamAlias: 'research', organizationRef: { name: 'main-org-acme' }, maxBudgetMonthly: 200, budgetDuration: '30d' })];

describe('TenancySync (the upstream controller side)', () => {
  let server: LiteLLMManagementServer;
  let baseUrl: string;
  const secrets = new Map<string, string>([['main-master-key/masterKey', MASTER_KEY]]);
  const sync = new TenancySync({ readSecretKey: async (_ns, ref) => secrets.get(`${ref.name}/${ref.key}`) });
  const context = (spec: Record<string, unknown>): TenancyContext => ({
    namespace: NS,
    instance: obj('ProxyInstance', 'main', spec),
    organizations,
    teams,
    baseUrl,
    masterKeySecretRef: (spec.masterKey as { secretRef?: { name: string; key: string } } | undefined)?.secretRef,
  });

  beforeEach(async () => {
    server = new LiteLLMManagementServer(MASTER_KEY);
    baseUrl = await server.start();
  });
  afterEach(() => server.stop());

  it('with a database, creates the organization and team with the key from the Secret and reports both synced', async () => {
    const outcome = await sync.sync(context(instanceSpec));
    expect(outcome).toMatchObject({ database: true, synced: ['ProxyOrganization/main-org-acme', 'ProxyTeam/main-research'] });
    expect(outcome.problem).toBeUndefined();
    expect(server.organizations.size).toBe(1);
    expect(server.teams.size).toBe(1);
    expect(tenancyObjectStatus(outcome.report.objects[1])).toEqual({
      conditions: [{ type: 'Synced', status: 'True', reason: 'Created', message: expect.stringContaining('created team aigw.ai.team.main-research') }],
      teamId: 'aigw.ai.team.main-research',
    });
  });

  it('without a database, sends nothing and says per object why it is not applied', async () => {
    const { database: _db, ...noDatabase } = instanceSpec;
    const outcome = await sync.sync(context(noDatabase));
    expect(outcome).toMatchObject({ database: false, synced: [] });
    expect(server.requests).toHaveLength(0);
    const status = tenancyObjectStatus(outcome.report.objects[0]);
    expect(status.conditions[0]).toMatchObject({ type: 'Synced', status: 'False', reason: 'NoDatabase' });
    expect(status.conditions[0].message).toContain('LiteLLM keeps organizations, teams and budgets only in its database');
    expect(outcome.report.objects.map((o) => o.object)).toEqual(['ProxyOrganization/main-org-acme', 'ProxyTeam/main-research']);
  });

  it('reports a problem to retry when the master key cannot be read, and sends nothing', async () => {
    const outcome = await sync.sync(context({ ...instanceSpec, masterKey: { secretRef: { name: 'missing', key: 'masterKey' } } }));
    expect(outcome.problem).toBe('not applied: Secret missing has no key masterKey (the master key)');
    expect(outcome.report.objects.every((o) => !o.applied && o.reason === 'NoMasterKey')).toBe(true);
    expect(server.requests).toHaveLength(0);
  });

  it('reports a problem naming the object LiteLLM refused', async () => {
    const greedy = [obj('ProxyTeam', 'main-research', { ...(teams[0].spec as object), maxBudgetMonthly: 5000 })];
    const outcome = await sync.sync({ ...context(instanceSpec), teams: greedy });
    expect(outcome.synced).toEqual(['ProxyOrganization/main-org-acme']);
    expect(outcome.problem).toMatch(/^ProxyTeam\/main-research: LiteLLM refused POST \/team\/new \(HTTP 400\)/);
    expect(tenancyObjectStatus(outcome.report.objects[1]).conditions[0]).toMatchObject({ status: 'False', reason: 'Refused' });
  });
});
