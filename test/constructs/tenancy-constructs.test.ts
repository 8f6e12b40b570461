/**
 * ChatUIRelease, OrganizationRelease, TeamRelease and IdentityRelease: what each emits on the
 * AltGatewayStack it takes, the handles others use, and plan()'s rules at synth. Where a rule is
 * about the gateway, the expected message is the one plan() gives for the same resources, so a
 * construct's refusal is render's word for word.
 */
import { Testing, type Chart } from 'cdk8s';
import { AltGatewayStack } from '../../lib/alt/alt-gateway-stack';
import { plan } from '../../lib/plan/plan';
import type { ClusterFacts, ResourceInput } from '../../lib/plan/types';
import { ProxyGatewayStack } from '../../lib/proxy/proxy-gateway-stack';
import { ChatUIRelease, type ChatUIReleaseProps } from '../../lib/tenancy/chatui-release';
import { IdentityRelease } from '../../lib/tenancy/identity-release';
import { OrganizationRelease } from '../../lib/tenancy/organization-release';
import { TeamRelease } from '../../lib/tenancy/team-release';
import { InvalidResourceError } from '../../lib/validation/resource-problems';
import { altGateway } from '../alt/support';
import { facts, gateway } from '../plan/fixtures';
import { synthProblems } from './synth-problems';

const NS = 'team-a';
const API = 'platform.aigw.dev/v1alpha1';
const WITH_ORG = altGateway({}, { organization: { name: 'Acme' } });

const altStack = (chart: Chart, resource: ResourceInput = WITH_ORG, id = 'gw') => AltGatewayStack.fromResource(chart, id, resource as never);
const resource = (kind: string, name: string, spec: Record<string, unknown>): ResourceInput => ({ apiVersion: API, kind, metadata: { name, namespace: NS }, spec });

/** Ready's message plan() gives `r` with `gateways` (and the other primaries) in the cluster. */
function planMessage(r: ResourceInput, gateways: ResourceInput[], primaries: ResourceInput[] = []): string {
  const f: ClusterFacts = facts({ gateways: gateways.map((g) => ({ namespace: NS, name: String(g.metadata!.name), resource: g })), primaries: [...gateways, ...primaries] });
  return plan(r, f).status.conditions.find((c) => c.type === 'Ready')!.message;
}

const kinds = (chart: Chart) => Testing.synth(chart).map((o: any) => `${o.kind}/${o.metadata.name}`);

describe('ChatUIRelease', () => {
  const chat = (props: Partial<ChatUIReleaseProps>, gw: ResourceInput = WITH_ORG) =>
    synthProblems((c) => {
      const stack = altStack(c, gw);
      new ChatUIRelease(c, 'chat', { name: 'chat', gatewayRef: stack, ...props });
    }, NS);

  test('on an alt gateway: the application in its organization and the key of rotationIndex, with the Secret to read it from', () => {
    const chart = Testing.chart();
    const stack = altStack(chart);
    const ui = new ChatUIRelease(chart, 'chat', { name: 'chat', namespace: NS, gatewayRef: stack, displayName: 'Team chat', models: ['gpt-4o'], rotationIndex: 2 });
    const objects = Testing.synth(chart).filter((o: any) => o.kind.startsWith('AltApplication') || o.kind === 'AltVirtualKey');
    expect(objects.map((o: any) => [o.kind, o.metadata.name, o.spec])).toEqual([
      ['AltApplication', 'chat-app', { instanceRef: { name: 'main' }, organizationRef: { name: 'main-org' }, displayName: 'Team chat', models: ['gpt-4o'] }],
      ['AltVirtualKey', 'chat-key-2', { instanceRef: { name: 'main' }, applicationRef: { name: 'chat-app' }, secretName: 'chat-key-2', rotationIndex: 2 }],
    ]);
    expect(ui.apiKeySecretRef).toEqual({ name: 'chat-key-2', key: 'api-key' });
    expect(ui.applicationName).toBe('chat-app');
    // Registered in the organization: after it in apply order.
    const order = kinds(chart);
    expect(order.indexOf('AltApplication/chat-app')).toBeGreaterThan(order.indexOf('AltOrganization/main-org'));
    expect(chat({ models: ['gpt-4o'] })).toEqual([]);
  });

  test('with a key minted elsewhere: nothing emitted, the key as its handle', () => {
    const chart = Testing.chart();
    const ui = new ChatUIRelease(chart, 'chat', { name: 'chat', gateway: { url: 'https://llm.example.com', apiKeySecretRef: { name: 'my-key' } } });
    expect(Testing.synth(chart)).toEqual([]);
    expect([ui.url, ui.apiKeySecretRef]).toEqual(['https://llm.example.com', { name: 'my-key', key: 'api-key' }]);
  });

  test.each<[string, Partial<ChatUIReleaseProps>, string[]]>([
    ['neither gatewayRef nor gateway', { gatewayRef: undefined }, ['spec.gatewayRef: or spec.gateway is required']],
    ['both', { gateway: { url: 'https://x.example.com', apiKeySecretRef: { name: 'k' } } }, ['spec.gatewayRef: must not be set together with spec.gateway']],
    ['a url with credentials', { gatewayRef: undefined, gateway: { url: 'https://u:p@x.example.com', apiKeySecretRef: { name: 'k' } } }, ['spec.gateway.url: must not carry credentials; the key goes in apiKeySecretRef']],
    [
      'rotationIndex with gateway',
      { gatewayRef: undefined, gateway: { url: 'https://x.example.com', apiKeySecretRef: { name: 'k' } }, rotationIndex: 1 },
      ['spec.rotationIndex: applies to spec.gatewayRef (an application the operator registers) and must not be set with spec.gateway'],
    ],
  ])('%s fails synth with render’s message', (_, props, expected) => {
    expect(chat(props)).toEqual(expected);
  });

  test.each<[string, ResourceInput, Partial<ChatUIReleaseProps>]>([
    ['a gateway without an organization', altGateway(), {}],
    ['a model the gateway does not serve', WITH_ORG, { models: ['gpt-4o', 'o3'] }],
  ])('%s fails synth with the message plan() gives', (_, gw, props) => {
    const expected = planMessage(resource('ChatUI', 'chat', { gatewayRef: { name: 'main' }, ...(props.models ? { models: props.models } : {}) }), [gw]);
    expect(chat(props, gw)).toEqual([expected]);
  });

  test('a model added to the gateway after construction may be named', () => {
    const problems = synthProblems((c) => {
      const stack = altStack(c);
      new ChatUIRelease(c, 'chat', { name: 'chat', gatewayRef: stack, models: ['o3'] });
      stack.addModel({ alias: 'o3', model: 'openai/o3', apiKeySecretRef: { name: 'main-model-credentials', key: 'openai' } });
    }, NS);
    expect(problems).toEqual([]);
  });

  test('fromResource finds the gateway in the app, and refuses a missing or proxy one with plan()’s message', () => {
    const ui = (gatewayName: string) => resource('ChatUI', 'chat', { gatewayRef: { name: gatewayName } });
    const chart = Testing.chart();
    altStack(chart);
    ProxyGatewayStack.fromResource(chart, 'proxy', gateway({ models: [{ name: 'm', model: 'openai/gpt-4o' }] }, 'proxy-gw') as never);
    expect(ChatUIRelease.fromResource(chart, 'ok', ui('main')).gateway?.name).toBe('main');
    const refusal = (name: string) => {
      try {
        ChatUIRelease.fromResource(chart, `x-${name}`, ui(name));
      } catch (e) {
        return (e as InvalidResourceError).problems;
      }
      return [];
    };
    expect(refusal('nope')).toEqual([planMessage(ui('nope'), [WITH_ORG])]);
    const proxy = gateway({ models: [{ name: 'm', model: 'openai/gpt-4o' }] }, 'proxy-gw');
    expect(refusal('proxy-gw')).toEqual([planMessage(ui('proxy-gw'), [proxy])]);
  });
});

describe('OrganizationRelease, TeamRelease, IdentityRelease', () => {
  test('emit what plan() emits, with the handles a Team and an Identity use', () => {
    const chart = Testing.chart();
    const stack = altStack(chart);
    const lab = new OrganizationRelease(chart, 'lab', { name: 'lab', namespace: NS, gatewayRef: stack, displayName: 'Lab', maxBudget: 100, budgetDuration: '30d' });
    const ada = new IdentityRelease(chart, 'ada', { name: 'ada', namespace: NS, gatewayRef: stack, email: 'ada@example.com', organizationRef: lab, teamRefs: [{ name: 'nlp' }] });
    const grace = new IdentityRelease(chart, 'grace', { name: 'grace', namespace: NS, gatewayRef: stack, email: 'grace@example.com' });
    const nlp = new TeamRelease(chart, 'nlp', { name: 'nlp', namespace: NS, gatewayRef: stack, organizationRef: lab, members: [ada], maxBudgetMonthly: 50 });
    nlp.addMember(grace);

    const ours = Testing.synth(chart).filter((o: any) => ['AltOrganization', 'AltBudget', 'AltTeam', 'AltUser', 'Secret'].includes(o.kind) && !o.metadata.name.startsWith('main-'));
    const planned = [
      resource('Organization', 'lab', { gatewayRef: { name: 'main' }, displayName: 'Lab', maxBudget: 100, budgetDuration: '30d' }),
      resource('Identity', 'ada', { gatewayRef: { name: 'main' }, email: 'ada@example.com', organizationRef: { name: 'lab' }, teamRefs: [{ name: 'nlp' }] }),
      resource('Identity', 'grace', { gatewayRef: { name: 'main' }, email: 'grace@example.com' }),
      resource('Team', 'nlp', { gatewayRef: { name: 'main' }, organizationRef: { name: 'lab' }, members: ['ada', 'grace'], maxBudgetMonthly: 50 }),
    ];
    const f = facts({ primaries: [WITH_ORG, ...planned] });
    const fromPlan = planned.flatMap((r) => {
      const p = plan(r, f);
      return [...(p.generatedSecrets ?? []).map((g) => g.manifest), ...p.objects];
    });
    const unstamped = (o: any) => ({ ...o, metadata: { name: o.metadata.name, namespace: o.metadata.namespace, ...(o.kind === 'Secret' ? { labels: o.metadata.labels, annotations: o.metadata.annotations } : {}) } });
    const byName = (list: any[]) => Object.fromEntries(list.map((o) => [`${o.kind}/${o.metadata.name}`, unstamped(o)]));
    expect(byName(ours)).toEqual(byName(fromPlan));
    expect(Object.keys(byName(ours))).toHaveLength(8);

    expect([lab.organizationName, nlp.teamName, nlp.organizationName, ada.userName, grace.userName]).toEqual(['lab-organization', 'nlp-team', 'lab-organization', 'ada-user', 'grace-user']);
    expect(ada.passwordSecretRef).toEqual({ name: 'ada-console-password', key: 'password' });
    expect(nlp.members).toEqual(['ada', 'grace']);
    expect(lab.unsupportedFeatures.map((u) => u.field)).toEqual(['spec.budgetDuration']);
    expect(ada.unsupportedFeatures.map((u) => u.field)).toEqual(['spec.teamRefs']);
    // Users before the team that lists them, the organization before both.
    const order = kinds(chart);
    expect(order.indexOf('AltTeam/nlp-team')).toBeGreaterThan(order.indexOf('AltUser/grace-user'));
    expect(order.indexOf('AltUser/ada-user')).toBeGreaterThan(order.indexOf('AltOrganization/lab-organization'));
  });

  test('spec rules fail synth with render’s messages', () => {
    const problems = synthProblems((c) => {
      const stack = altStack(c);
      const ada = new IdentityRelease(c, 'ada', { name: 'ada', gatewayRef: stack, email: 'not-an-email' });
      new OrganizationRelease(c, 'lab', { name: 'lab', gatewayRef: stack, maxBudget: -1 });
      new OrganizationRelease(c, 'lab1', { name: 'Lab_1', gatewayRef: stack });
      new TeamRelease(c, 'nlp', { name: 'nlp', gatewayRef: stack, members: [ada, ada] });
    }, NS);
    // The CRD schema's words first, as render's strict validation; then the parser's.
    expect(problems).toEqual([
      `spec.email: Invalid value "not-an-email": must match '^[^@\\s]+@[^@\\s]+$'`,
      'spec.maxBudget: Invalid value number -1: must be >= 0',
      `metadata.name: must be a DNS subdomain (lower-case letters, digits, '-' and '.'), got "Lab_1"`,
      'metadata.name: must start with a lower-case letter (it names Services, which are DNS-1035 labels), got "Lab_1"',
      'spec.members[1]: duplicates member "ada"',
    ]);
  });

  test('an Organization on another gateway, and a member on another gateway, fail synth with plan()’s messages', () => {
    const other = altGateway({}, { organization: { name: 'Other' } }, 'other');
    const problems = synthProblems((c) => {
      const main = altStack(c);
      const elsewhere = altStack(c, other, 'other');
      const lab = new OrganizationRelease(c, 'lab', { name: 'lab', gatewayRef: elsewhere });
      new IdentityRelease(c, 'ada', { name: 'ada', gatewayRef: main, email: 'ada@example.com', organizationRef: lab });
      const bob = new IdentityRelease(c, 'bob', { name: 'bob', gatewayRef: elsewhere, email: 'bob@example.com' });
      new TeamRelease(c, 'nlp', { name: 'nlp', gatewayRef: main, members: [bob] });
    }, NS);
    const lab = resource('Organization', 'lab', { gatewayRef: { name: 'other' } });
    const bob = resource('Identity', 'bob', { gatewayRef: { name: 'other' }, email: 'bob@example.com' });
    const f = facts({ primaries: [WITH_ORG, other, lab, bob] });
    const team = plan(resource('Team', 'nlp', { gatewayRef: { name: 'main' }, members: ['bob'] }), f);
    expect(problems).toEqual([
      planMessage(resource('Identity', 'ada', { gatewayRef: { name: 'main' }, email: 'ada@example.com', organizationRef: { name: 'lab' } }), [WITH_ORG, other], [lab]),
      team.status.conditions.find((c) => c.type === 'MembersResolved')!.message,
    ]);
  });

  test('fromResource resolves the gateway, the organization and (at synth) the members by name', () => {
    const problems = synthProblems((c) => {
      altStack(c);
      OrganizationRelease.fromResource(c, 'lab', resource('Organization', 'lab', { gatewayRef: { name: 'main' } }));
      TeamRelease.fromResource(c, 'nlp', resource('Team', 'nlp', { gatewayRef: { name: 'main' }, organizationRef: { name: 'lab' }, members: ['ada', 'carol'] }));
      IdentityRelease.fromResource(c, 'ada', resource('Identity', 'ada', { gatewayRef: { name: 'main' }, email: 'ada@example.com' }));
    }, NS);
    const f = facts({ primaries: [WITH_ORG, resource('Identity', 'ada', { gatewayRef: { name: 'main' }, email: 'ada@example.com' })] });
    const team = plan(resource('Team', 'nlp', { gatewayRef: { name: 'main' }, members: ['ada', 'carol'] }), f);
    expect(problems).toEqual([team.status.conditions.find((c) => c.type === 'MembersResolved')!.message]);
  });

  test('fromResource refuses a missing or proxy gateway and a missing organization with plan()’s messages', () => {
    const chart = Testing.chart();
    const proxy = gateway({ models: [{ name: 'm', model: 'openai/gpt-4o' }] }, 'proxy-gw');
    ProxyGatewayStack.fromResource(chart, 'proxy', { ...proxy, metadata: { ...proxy.metadata, namespace: NS } } as never);
    altStack(chart);
    const refusal = (build: () => unknown) => {
      try {
        build();
      } catch (e) {
        return (e as InvalidResourceError).problems;
      }
      return [];
    };
    const org = (gw: string) => resource('Organization', 'lab', { gatewayRef: { name: gw } });
    expect(refusal(() => OrganizationRelease.fromResource(chart, 'a', org('nope')))).toEqual([planMessage(org('nope'), [])]);
    expect(refusal(() => OrganizationRelease.fromResource(chart, 'b', org('proxy-gw')))).toEqual([planMessage(org('proxy-gw'), [proxy])]);
    const ada = resource('Identity', 'ada', { gatewayRef: { name: 'main' }, email: 'ada@example.com', organizationRef: { name: 'lab' } });
    expect(refusal(() => IdentityRelease.fromResource(chart, 'c', ada))).toEqual([planMessage(ada, [WITH_ORG])]);
  });
});
