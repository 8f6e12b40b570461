import type { ProxyOrganizationSpec, ProxyTeamSpec } from '../../imports/proxy.aigw.dev';
import type { ProxyObject } from '../../upstream/proxy/litellm-config';
import { LiteLLMApi } from '../../upstream/proxy/management/api-client';
import { tenancyOf, type Tenancy } from '../../upstream/proxy/management/desired';
import { organizationId, teamId } from '../../upstream/proxy/management/ids';
import { syncTenancy, withoutDatabase, type TenancyReport } from '../../upstream/proxy/management/sync';
import { LiteLLMManagementServer } from './support/litellm-management-server';

const MASTER_KEY = 'sk-master-0123456789abcdef';
const NS = 'ai';

// What the operator emits for examples/proxy-gateway.yaml (Gateway `main`, organization acme, team research).
function org(name: string, spec: Partial<ProxyOrganizationSpec> = {}): ProxyObject<ProxyOrganizationSpec> {
  return { metadata: { name, namespace: NS }, spec: { instanceRef: { name: 'main' }, organizationAlias: 'acme', maxBudget: 1000, budgetDuration: '30d', rpmLimit: 600, ...spec } };
}
function team(name: string, spec: Partial<ProxyTeamSpec> = {}): ProxyObject<ProxyTeamSpec> {
  return { metadata: { name, namespace: NS }, spec: { instanceRef: { name: 'main' }, teamAlias: 'research', organizationRef: { name: 'main-org-acme' }, maxBudgetMonthly: 200, budgetDuration: '30d', ...spec } };
}
const example = (): Tenancy => tenancyOf(NS, [org('main-org-acme')], [team('main-research')]);

const byObject = (r: TenancyReport) => Object.fromEntries(r.objects.map((o) => [o.object, o]));

describe('syncTenancy against LiteLLM management API shapes', () => {
  let server: LiteLLMManagementServer;
  let api: LiteLLMApi;
  let baseUrl: string;

  beforeEach(async () => {
    server = new LiteLLMManagementServer(MASTER_KEY);
    baseUrl = await server.start();
    api = new LiteLLMApi({ baseUrl, masterKey: MASTER_KEY });
  });
  afterEach(async () => {
    await api.close();
    await server.stop();
  });

  it('creates the organization with its budget and the team inside it, under deterministic ids', async () => {
    const report = await syncTenancy(api, example());
    const r = byObject(report);
    const orgId = organizationId(NS, 'main-org-acme');
    const tId = teamId(NS, 'main-research');
    expect(r['ProxyOrganization/main-org-acme']).toMatchObject({ action: 'created', applied: true, id: orgId });
    expect(r['ProxyTeam/main-research']).toMatchObject({ action: 'created', applied: true, id: tId });

    const created = server.organizations.get(orgId)!;
    expect(created.organization_alias).toBe('acme');
    expect(server.budgets.get(created.budget_id as string)).toMatchObject({ max_budget: 1000, budget_duration: '30d', rpm_limit: 600 });
    expect(server.budgets.get(created.budget_id as string)).not.toHaveProperty('tpm_limit');
    expect(server.teams.get(tId)).toMatchObject({ team_alias: 'research', organization_id: orgId, max_budget: 200, budget_duration: '30d' });
    // Every request carried the master key as a bearer token.
    expect(server.requests.every((q) => q.authorization === `Bearer ${MASTER_KEY}`)).toBe(true);
  });

  it('changes nothing on a second run, nor after a restart with a new client', async () => {
    await syncTenancy(api, example());
    const writesAfterFirst = server.writes().length;

    const again = await syncTenancy(api, example());
    expect(again.objects.map((o) => o.action)).toEqual(['unchanged', 'unchanged']);

    const restarted = new LiteLLMApi({ baseUrl, masterKey: MASTER_KEY });
    try {
      const afterRestart = await syncTenancy(restarted, example());
      expect(afterRestart.objects.map((o) => o.action)).toEqual(['unchanged', 'unchanged']);
    } finally {
      await restarted.close();
    }
    expect(server.writes()).toHaveLength(writesAfterFirst);
    expect(server.organizations.size).toBe(1);
    expect(server.teams.size).toBe(1);
  });

  it('brings changed budgets to the spec and clears limits removed from it', async () => {
    await syncTenancy(api, example());
    const changed = tenancyOf(NS, [org('main-org-acme', { maxBudget: 500, rpmLimit: undefined, tpmLimit: 10000 })], [team('main-research', { maxBudgetMonthly: 150, budgetDuration: '7d' })]);
    const report = byObject(await syncTenancy(api, changed));

    expect(report['ProxyOrganization/main-org-acme']).toMatchObject({ action: 'updated', applied: true });
    expect(report['ProxyOrganization/main-org-acme'].message).toContain('max_budget=500');
    expect(report['ProxyOrganization/main-org-acme'].message).toContain('rpm_limit=none');
    const orgRow = server.organizations.get(organizationId(NS, 'main-org-acme'))!;
    expect(server.budgets.get(orgRow.budget_id as string)).toMatchObject({ max_budget: 500, rpm_limit: null, tpm_limit: 10000, budget_duration: '30d' });

    expect(report['ProxyTeam/main-research']).toMatchObject({ action: 'updated', applied: true });
    expect(server.teams.get(teamId(NS, 'main-research'))).toMatchObject({ max_budget: 150, budget_duration: '7d' });
    // The org budget moved through /budget/update (which writes nulls), the team through /team/update.
    const budgetCall = server.writes().find((w) => w.path === '/budget/update')!;
    expect(budgetCall.body).toEqual({ budget_id: orgRow.budget_id, max_budget: 500, rpm_limit: null, tpm_limit: 10000 });

    const settled = await syncTenancy(api, changed);
    expect(settled.objects.map((o) => o.action)).toEqual(['unchanged', 'unchanged']);
  });

  it('updates a renamed alias and moves a team out of an organization it no longer names', async () => {
    await syncTenancy(api, example());
    const renamed = tenancyOf(NS, [org('main-org-acme', { organizationAlias: 'acme-corp' })], [team('main-research', { organizationRef: undefined })]);
    const report = byObject(await syncTenancy(api, renamed));
    expect(report['ProxyOrganization/main-org-acme'].action).toBe('updated');
    expect(server.organizations.get(organizationId(NS, 'main-org-acme'))!.organization_alias).toBe('acme-corp');
    expect(report['ProxyTeam/main-research']).toMatchObject({ action: 'updated', message: expect.stringContaining('left its organization') });
    expect(server.teams.get(teamId(NS, 'main-research'))!.organization_id).toBeNull();
  });

  it("reports LiteLLM's refusal of a team budget above its organization's and still applies the rest", async () => {
    const report = byObject(await syncTenancy(api, tenancyOf(NS, [org('main-org-acme')], [team('main-research', { maxBudgetMonthly: 5000 }), team('main-ops', { teamAlias: 'ops', maxBudgetMonthly: 10 })])));
    expect(report['ProxyOrganization/main-org-acme'].applied).toBe(true);
    expect(report['ProxyTeam/main-research']).toMatchObject({ action: 'failed', applied: false });
    expect(report['ProxyTeam/main-research'].message).toMatch(/HTTP 400.*Team max_budget \(5000\) exceeds organization's max_budget \(1000\)/);
    expect(report['ProxyTeam/main-ops']).toMatchObject({ action: 'created', applied: true });
    expect(server.teams.has(teamId(NS, 'main-research'))).toBe(false);
  });

  it('skips a team whose organization is missing or was not applied, saying which', async () => {
    const orphan = byObject(await syncTenancy(api, tenancyOf(NS, [], [team('main-research')])));
    expect(orphan['ProxyTeam/main-research']).toMatchObject({ action: 'skipped', applied: false, message: 'ProxyOrganization/main-org-acme does not exist for this instance' });

    const badOrg = byObject(await syncTenancy(api, tenancyOf(NS, [org('main-org-acme', { maxBudget: -1 })], [team('main-research')])));
    expect(badOrg['ProxyOrganization/main-org-acme']).toMatchObject({ action: 'failed', message: expect.stringContaining('HTTP 400): max_budget must be a non-negative finite number') });
    expect(badOrg['ProxyTeam/main-research']).toMatchObject({ action: 'skipped', message: expect.stringContaining('waiting for ProxyOrganization/main-org-acme') });

    const failing = new LiteLLMApi({ baseUrl, masterKey: 'sk-wrong' });
    try {
      const r = byObject(await syncTenancy(failing, example()));
      expect(r['ProxyOrganization/main-org-acme']).toMatchObject({ action: 'failed', applied: false });
      expect(r['ProxyTeam/main-research']).toMatchObject({ action: 'skipped', applied: false, message: expect.stringContaining('waiting for ProxyOrganization/main-org-acme: LiteLLM refused GET /organization/info (HTTP 401)') });
    } finally {
      await failing.close();
    }
    expect(server.teams.size).toBe(0);
  });

  it('never lets a master key out, even when LiteLLM echoes it back', async () => {
    server.echoKeyOnAuthError = true;
    const secret = 'sk-presented-but-wrong-42';
    const wrong = new LiteLLMApi({ baseUrl, masterKey: secret });
    try {
      const report = await syncTenancy(wrong, example());
      const text = JSON.stringify(report);
      expect(text).toContain('HTTP 401');
      expect(text).toContain('***');
      expect(text).not.toContain(secret);
      expect(JSON.stringify(wrong)).not.toContain(secret);
      expect(require('node:util').inspect(wrong)).not.toContain(secret);
    } finally {
      await wrong.close();
    }
  });

  it('adopts an object a concurrent reconcile created between lookup and create, without a duplicate', async () => {
    await syncTenancy(api, example());
    server.hideOnce.add(organizationId(NS, 'main-org-acme'));
    server.hideOnce.add(teamId(NS, 'main-research'));
    const report = await syncTenancy(api, example());
    expect(report.objects.map((o) => [o.action, o.applied])).toEqual([
      ['unchanged', true],
      ['unchanged', true],
    ]);
    expect(server.organizations.size).toBe(1);
    expect(server.teams.size).toBe(1);
  });

  it('reports every object as not applied when LiteLLM cannot be reached', async () => {
    await server.stop();
    const report = await syncTenancy(api, example());
    expect(report.objects[0]).toMatchObject({ action: 'failed', applied: false, message: expect.stringContaining('LiteLLM unreachable') });
    expect(report.objects[1]).toMatchObject({ action: 'skipped', applied: false });
  });
});

describe('tenancy desired state', () => {
  it('gives distinct ids to objects whose namespace and name would join to the same string', () => {
    expect(organizationId('a-b', 'c')).not.toBe(organizationId('a', 'b-c'));
    expect(teamId('ai', 'x')).not.toBe(organizationId('ai', 'x'));
    expect(teamId('ai', 'main-research')).toBe(teamId('ai', 'main-research'));
  });

  it('defaults a team budget period to 30d and manages no limit the spec leaves out', () => {
    const t = tenancyOf(NS, [], [team('t', { organizationRef: undefined, budgetDuration: undefined })]).teams[0];
    expect(t.limits).toEqual({ max_budget: 200, budget_duration: '30d' });
    const none = tenancyOf(NS, [], [team('t', { organizationRef: undefined, maxBudgetMonthly: undefined, budgetDuration: undefined })]).teams[0];
    expect(none.limits).toEqual({ max_budget: null, budget_duration: null });
  });

  it('without a database, reports each organization and team as not applied and why', () => {
    const report = withoutDatabase(example());
    expect(report.objects).toHaveLength(2);
    for (const o of report.objects) {
      expect(o).toMatchObject({ applied: false, action: 'skipped' });
      expect(o.message).toContain('no spec.database');
    }
  });
});
