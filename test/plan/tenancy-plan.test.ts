/**
 * Organization, Team and Identity on an alt Gateway: what each emits, the statuses the CRD accepts,
 * and the refusals that hold what runs (a missing or proxy Gateway, no multi-tenancy license, an
 * Organization on another Gateway, a bad spec).
 */
import { plan } from '../../lib/plan/plan';
import { COMMUNITY, type ClusterFacts, type Plan, type ResourceInput } from '../../lib/plan/types';
import { desiredStatus } from '../../runtime/status';
import { altGateway } from '../alt/support';
import { specSchema, statusSchema, validate } from '../support/crd-schema';
import { facts, gateway } from './fixtures';

const API = 'platform.aigw.dev/v1alpha1';
function tenant(kind: string, name: string, spec: Record<string, unknown>, extra: Record<string, unknown> = {}): ResourceInput {
  return { apiVersion: API, kind, metadata: { name, namespace: 'team-a', uid: `${kind}-${name}-uid`, generation: 2, ...extra }, spec: { gatewayRef: { name: 'main' }, ...spec } };
}

const alt = altGateway({}, { organization: { name: 'Acme' } });
const lab = tenant('Organization', 'lab', { displayName: 'Lab', maxBudget: 100, rpmLimit: 60 });
const ada = tenant('Identity', 'ada', { email: 'ada@example.com', role: 'admin', organizationRef: { name: 'lab' } });
const grace = tenant('Identity', 'grace', { email: 'grace@example.com' });
const world = (extra: Partial<ClusterFacts> = {}, primaries: ResourceInput[] = [alt, lab, ada, grace]) => facts({ primaries, ...extra });

const ready = (p: Plan) => p.status.conditions.find((c) => c.type === 'Ready');
const kinds = (p: Plan) => p.objects.map((o) => `${o.kind}/${o.metadata.name}`);
const spec = (p: Plan, kind: string) => (p.objects.find((o) => o.kind === kind) as { spec?: Record<string, unknown> } | undefined)?.spec;

function expectStatusValid(input: ResourceInput, p: Plan): void {
  const status = desiredStatus(undefined, p.status, 2, new Date('2026-01-01T00:00:00Z')).status;
  expect(validate(statusSchema(String(input.kind)), status)).toEqual([]);
}

describe('Organization', () => {
  test('an AltOrganization and an org-scoped AltBudget on the Gateway’s instance, owned by the Organization', () => {
    const p = plan(lab, world());
    expect(kinds(p)).toEqual(['AltOrganization/lab-organization', 'AltBudget/lab-organization-budget']);
    expect(spec(p, 'AltOrganization')).toEqual({ instanceRef: { name: 'main' }, displayName: 'Lab' });
    expect(spec(p, 'AltBudget')).toEqual({ instanceRef: { name: 'main' }, scope: 'org', organizationRef: { name: 'lab-organization' }, maxBudget: 100, rpmLimit: 60 });
    expect(p.objects[0].metadata.labels).toMatchObject({ 'aigw.dev/owner-kind': 'Organization', 'aigw.dev/owner-name': 'lab' });
    expect(ready(p)).toMatchObject({ status: 'True', reason: 'Reconciled' });
    expect(p.status).toMatchObject({ organizationName: 'lab-organization', unsupportedFeatures: [] });
    expect(p.blocked).toBeUndefined();
    expectStatusValid(lab, p);
    expect(p.objects).toMatchSnapshot();
  });

  test('no limits, no budget; a budgetDuration is reported unsupported, never dropped silently', () => {
    const p = plan(tenant('Organization', 'bare', { budgetDuration: '30d' }), world());
    expect(kinds(p)).toEqual(['AltOrganization/bare-organization']);
    expect(p.status.unsupportedFeatures).toEqual(['spec.budgetDuration']);
    expect(p.status.conditions[1]).toMatchObject({ type: 'FeaturesSupported', status: 'False', reason: 'UnsupportedByBackend', message: expect.stringContaining('Budget policies have no period field') });
    expect(p.events).toContainEqual(expect.objectContaining({ type: 'Warning', reason: 'UnsupportedByBackend' }));
  });

  test.each([
    ['no such Gateway', world({}, []), 'GatewayNotFound', 'Gateway team-a/main does not exist'],
    ['a proxy Gateway', world({}, [gateway({ models: [{ name: 'm', model: 'openai/gpt-4o', refSecretKey: 'openai' }] })]), 'GatewayTypeRefused', 'is type proxy'],
    ['an invalid Gateway', world({}, [gateway({ type: 'nope' })]), 'GatewayNotReady', 'has an invalid spec'],
    ['no multi-tenancy license', world({ entitlements: COMMUNITY }), 'MultiTenancyUnlicensed', 'multi-tenancy'],
  ])('%s: Ready=False, nothing emitted, what runs is held', (_name, f, reason, message) => {
    const p = plan(lab, f);
    expect(p.objects).toEqual([]);
    expect(p.blocked).toMatchObject({ reason });
    expect(ready(p)).toMatchObject({ status: 'False', reason, message: expect.stringContaining(message) });
    expectStatusValid(lab, p);
  });

  test('an invalid spec names every bad field', () => {
    const p = plan(tenant('Organization', 'bad', { gatewayRef: undefined, maxBudget: -1 }), world());
    expect(ready(p)).toMatchObject({ reason: 'InvalidSpec', message: expect.stringMatching(/spec\.gatewayRef: is required.*spec\.maxBudget: must be at least 0/) });
    expect(p.blocked).toBeDefined();
  });
});

describe('Team', () => {
  const nlp = tenant('Team', 'nlp', { organizationRef: { name: 'lab' }, members: ['ada', 'grace'], maxBudgetMonthly: 50 });

  test('an AltTeam of the members’ AltUsers in the named Organization, and a team-scoped AltBudget', () => {
    const p = plan(nlp, world());
    expect(kinds(p)).toEqual(['AltTeam/nlp-team', 'AltBudget/nlp-team-budget']);
    expect(spec(p, 'AltTeam')).toEqual({ instanceRef: { name: 'main' }, displayName: 'nlp', organizationRef: { name: 'lab-organization' }, members: ['ada-user', 'grace-user'] });
    expect(spec(p, 'AltBudget')).toEqual({ instanceRef: { name: 'main' }, scope: 'team', teamRef: { name: 'nlp-team' }, maxBudget: 50 });
    expect(p.status).toMatchObject({ teamName: 'nlp-team', memberCount: 2 });
    expect(p.status.conditions.map((c) => [c.type, c.status])).toEqual([['Ready', 'True'], ['FeaturesSupported', 'True'], ['MembersResolved', 'True']]);
    expectStatusValid(nlp, p);
    expect(p.objects).toMatchSnapshot();
  });

  test('without organizationRef it joins the Gateway’s own organization', () => {
    const p = plan(tenant('Team', 'ops', {}), world());
    expect(spec(p, 'AltTeam')).toEqual({ instanceRef: { name: 'main' }, displayName: 'ops', organizationRef: { name: 'main-org' } });
  });

  test('a member naming no Identity on this Gateway is left out and named; the rest is applied', () => {
    const elsewhere = tenant('Identity', 'bob', { email: 'bob@example.com', gatewayRef: { name: 'other' } });
    const p = plan(tenant('Team', 'nlp', { members: ['ada', 'bob', 'carol'] }), world({}, [alt, ada, elsewhere, lab]));
    expect(spec(p, 'AltTeam')?.members).toEqual(['ada-user']);
    expect(p.status).toMatchObject({ memberCount: 1, missingMembers: ['bob', 'carol'] });
    expect(p.status.conditions[2]).toMatchObject({ type: 'MembersResolved', status: 'False', reason: 'MemberNotFound', message: expect.stringContaining('bob, carol name no Identity') });
    expect(p.blocked).toBeUndefined();
    expect(ready(p)?.status).toBe('True');
  });

  test('an Organization on another Gateway is refused', () => {
    const other = tenant('Organization', 'lab', { gatewayRef: { name: 'other' } });
    const p = plan(nlp, world({}, [alt, other, ada, grace]));
    expect(p.objects).toEqual([]);
    expect(ready(p)).toMatchObject({ reason: 'OrganizationNotFound', message: expect.stringContaining('is on Gateway other, not main') });
  });

  test('duplicate members are an invalid spec', () => {
    expect(ready(plan(tenant('Team', 't', { members: ['ada', 'ada'] }), world()))).toMatchObject({ reason: 'InvalidSpec', message: expect.stringContaining('spec.members[1]: duplicates member "ada"') });
  });
});

describe('Identity', () => {
  test('an AltUser whose password is a generated Secret, never a value; Ready only once the AltUser is Synced', () => {
    const p = plan(ada, world());
    expect(kinds(p)).toEqual(['AltUser/ada-user']);
    expect(spec(p, 'AltUser')).toEqual({
      instanceRef: { name: 'main' },
      email: 'ada@example.com',
      displayName: 'ada',
      role: 'admin',
      organizationRef: { name: 'lab-organization' },
      passwordSecretRef: { name: 'ada-console-password', key: 'password' },
    });
    expect(p.generatedSecrets).toEqual([
      expect.objectContaining({
        namespace: 'team-a',
        name: 'ada-console-password',
        keys: [{ key: 'password', bytes: 24, encoding: 'base64url', purpose: 'console password of Identity team-a/ada' }],
        deleteWithOwner: true,
      }),
    ]);
    expect(p.generatedSecrets![0].manifest).not.toHaveProperty('data');
    expect(p.generatedSecrets![0].manifest).not.toHaveProperty('stringData');
    expect(p.generatedSecrets![0].manifest.metadata.ownerReferences).toEqual([expect.objectContaining({ kind: 'Identity', name: 'ada', uid: 'Identity-ada-uid' })]);
    // Unknown (offline, or no status yet) and Synced=False both wait; the objects are applied meanwhile.
    for (const userSynced of [undefined, false]) {
      const waiting = plan(ada, world({ userSynced }));
      expect(ready(waiting)).toMatchObject({ status: 'False', reason: 'UserNotSynced' });
      expect(waiting.blocked).toBeUndefined();
      expect(waiting.status.synced).toBe(false);
      expectStatusValid(ada, waiting);
    }
    const synced = plan(ada, world({ userSynced: true }));
    expect(ready(synced)).toMatchObject({ status: 'True', reason: 'Reconciled', message: 'AltUser ada-user is Synced on alt gateway main' });
    expect(synced.status).toMatchObject({ synced: true, userName: 'ada-user', passwordSecretRef: { name: 'ada-console-password', key: 'password' } });
    expectStatusValid(ada, synced);
    expect(p.objects).toMatchSnapshot();
  });

  test('teamRefs and budget are not applied on alt: listed unsupported with the reasons', () => {
    const p = plan(tenant('Identity', 'ada', { email: 'ada@example.com', teamRefs: [{ name: 'nlp' }], budget: { maxBudget: 10 } }), world({ userSynced: true }));
    expect(p.status.unsupportedFeatures).toEqual(['spec.teamRefs', 'spec.budget']);
    expect(p.status.conditions[1]).toMatchObject({
      type: 'FeaturesSupported',
      status: 'False',
      message: "not applied on alt: spec.teamRefs (Membership is listed in the Team's members), spec.budget (A per-user cap is an AltBudget with scope: user)",
    });
    expect(ready(p)?.status).toBe('True');
    expect(kinds(p)).toEqual(['AltUser/ada-user']);
  });

  test('an Identity needs no multi-tenancy license (an organization it names does)', () => {
    const p = plan(grace, world({ entitlements: COMMUNITY, userSynced: true }));
    expect(ready(p)?.status).toBe('True');
    expect(spec(p, 'AltUser')?.organizationRef).toEqual({ name: 'main-org' });
  });

  test('a bad email or role is an invalid spec; a missing Organization is refused', () => {
    expect(ready(plan(tenant('Identity', 'x', { email: 'not-an-email', role: 'root' }), world()))).toMatchObject({
      reason: 'InvalidSpec',
      message: expect.stringMatching(/spec\.email: must be an email address.*spec\.role: must be one of viewer, operator, admin/),
    });
    const p = plan(tenant('Identity', 'x', { email: 'x@example.com', organizationRef: { name: 'nope' } }), world());
    expect(ready(p)).toMatchObject({ reason: 'OrganizationNotFound' });
    expect(p.generatedSecrets).toBeUndefined();
  });
});

describe('spec.type: what an Organization, Team or Identity is provisioned in', () => {
  const team = tenant('Team', 'nlp', { members: ['ada'] });
  const cases: [string, ResourceInput][] = [
    ['Organization', lab],
    ['Team', team],
    ['Identity', ada],
  ];
  const withType = (r: ResourceInput, type: unknown): ResourceInput => ({ ...r, spec: { ...(r.spec as object), type } });

  test.each(cases)('%s: the CRD accepts type gateway and no other value', (kind, r) => {
    expect(validate(specSchema(kind), withType(r, 'gateway').spec, 'spec')).toEqual([]);
    expect(validate(specSchema(kind), withType(r, 'proxy').spec, 'spec')).toEqual([expect.stringContaining('spec.type: "proxy" is not one of ["gateway"]')]);
  });

  test.each(cases)('%s: type gateway plans exactly as the default does', (_kind, r) => {
    const f = world({}, [alt, lab, ada, grace, team]);
    const typed = plan(withType(r, 'gateway'), f);
    expect(typed.objects).toEqual(plan(r, f).objects);
    expect(ready(typed)).toMatchObject({ status: expect.stringMatching(/True|False/) });
    expect(ready(typed)?.reason).not.toBe('InvalidSpec');
  });

  test.each(cases)('%s: another type is an invalid spec naming spec.type, and nothing is emitted', (_kind, r) => {
    const p = plan(withType(r, 'proxy'), world());
    expect(p.objects).toEqual([]);
    expect(ready(p)).toMatchObject({ status: 'False', reason: 'InvalidSpec', message: expect.stringContaining('spec.type') });
  });
});
