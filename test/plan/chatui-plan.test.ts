/**
 * ChatUI: an application and a key minted on an alt Gateway with an organization, refused without
 * one, a user-minted key as the alternative, and rotations that add a key before dropping the old.
 */
import { decideApply } from '../../lib/plan/hold';
import { ChatUIReason, planChatUI } from '../../lib/plan/chatui-plan';
import type { ClusterFacts, KeyedObjectFact, Plan, ResourceInput } from '../../lib/plan/types';
import { desiredStatus } from '../../runtime/status';
import { statusSchema, validate } from '../support/crd-schema';
import { altGateway } from '../alt/support';
import { COMMUNITY } from '../../lib/plan/types';
import { facts, gateway } from './fixtures';

const ORG_GATEWAY = altGateway({}, { organization: { name: 'Acme' } });

function chatui(spec: Record<string, unknown>, status?: Record<string, unknown>, name = 'chat'): ResourceInput {
  return {
    apiVersion: 'platform.aigw.dev/v1alpha1',
    kind: 'ChatUI',
    metadata: { name, namespace: 'team-a', uid: 'c-1', generation: 2 },
    spec,
    ...(status ? { status } : {}),
  };
}

function world(gw: ResourceInput | null = ORG_GATEWAY, secrets: KeyedObjectFact[] = [], overrides: Partial<ClusterFacts> = {}): ClusterFacts {
  const base = facts();
  return facts({
    gateways: gw ? [{ namespace: 'team-a', name: String(gw.metadata!.name), resource: gw }] : [],
    secrets: [...base.secrets, ...secrets],
    ...overrides,
  });
}

const minted = (i: number, name = 'chat'): KeyedObjectFact => ({ namespace: 'team-a', name: `${name}-key-${i}`, keys: ['api-key'] });
const ready = (p: Plan) => p.status.conditions.find((c) => c.type === 'Ready')!;
const kinds = (p: Plan) => p.objects.map((o) => `${o.kind}/${o.metadata.name}`);

function expectStatusValid(p: Plan): void {
  const written = desiredStatus(undefined, p.status, 2, new Date('2026-01-01T00:00:00Z')).status;
  expect(validate(statusSchema('ChatUI'), written)).toEqual([]);
}

describe('ChatUI with gatewayRef to an alt Gateway', () => {
  test('emits an AltApplication in the Gateway organization, then an AltVirtualKey minted against it', () => {
    const p = planChatUI(chatui({ gatewayRef: { name: 'main' }, models: ['gpt-4o'], displayName: 'Team chat' }), world());
    expect(kinds(p)).toEqual(['AltApplication/chat-app', 'AltVirtualKey/chat-key-0']);
    const [app, key] = p.objects as any[];
    expect(app.spec).toEqual({ instanceRef: { name: 'main' }, organizationRef: { name: 'main-org' }, displayName: 'Team chat', models: ['gpt-4o'] });
    expect(key.spec).toEqual({ instanceRef: { name: 'main' }, applicationRef: { name: 'chat-app' }, secretName: 'chat-key-0', rotationIndex: 0 });
    expect(app.metadata.labels['aigw.dev/owner-kind']).toBe('ChatUI');
    expect(app.metadata.ownerReferences[0]).toMatchObject({ kind: 'ChatUI', name: 'chat', uid: 'c-1' });
    expect(p.blocked).toBeUndefined();
    // Applied, the key not minted yet: not Ready, and no key is named as in use.
    expect(ready(p)).toMatchObject({ status: 'False', reason: ChatUIReason.KeyMinting });
    expect(p.status.apiKeySecretRef).toBeUndefined();
    expectStatusValid(p);
  });

  test('is Ready once the key Secret exists, and names it', () => {
    const p = planChatUI(chatui({ gatewayRef: { name: 'main' } }), world(ORG_GATEWAY, [minted(0)]));
    expect(ready(p)).toMatchObject({ status: 'True', reason: ChatUIReason.KeyReady });
    expect(p.status).toMatchObject({
      gatewayURL: 'http://main.team-a.svc.cluster.local:8080',
      application: 'chat-app',
      rotationIndex: 0,
      apiKeySecretRef: { name: 'chat-key-0', key: 'api-key' },
    });
    expect((p.objects[0] as any).spec.displayName).toBe('chat');
    expect((p.objects[0] as any).spec.models).toBeUndefined();
    expectStatusValid(p);
  });

  test('is refused, with nothing emitted, when the Gateway has no spec.organization', () => {
    const p = planChatUI(chatui({ gatewayRef: { name: 'main' } }), world(altGateway()));
    expect(p.objects).toEqual([]);
    expect(p.blocked?.reason).toBe(ChatUIReason.OrganizationRequired);
    expect(ready(p)).toMatchObject({ status: 'False', reason: 'OrganizationRequired' });
    expect(ready(p).message).toContain('has no spec.organization');
    expect(ready(p).message).toContain('spec.gateway {url, apiKeySecretRef}');
    expect(p.events).toEqual([expect.objectContaining({ type: 'Warning', reason: 'OrganizationRequired' })]);
    expectStatusValid(p);
  });

  test.each([
    ['a proxy Gateway', gateway({ organization: { name: 'Acme' } }), ChatUIReason.GatewayTypeUnsupported],
    ['a missing Gateway', null, ChatUIReason.GatewayNotFound],
    ['an invalid Gateway', altGateway({ topology: 'Sideways' }, { organization: { name: 'Acme' } }), ChatUIReason.GatewayInvalid],
  ])('is not applied on %s', (_what, gw, reason) => {
    const p = planChatUI(chatui({ gatewayRef: { name: 'main' } }), world(gw));
    expect(p.objects).toEqual([]);
    expect(p.blocked?.reason).toBe(reason);
    expectStatusValid(p);
  });

  test('waits for multi-tenancy: without it the Gateway emits no organization to register in', () => {
    const p = planChatUI(chatui({ gatewayRef: { name: 'main' } }), world(ORG_GATEWAY, [], { entitlements: { ...COMMUNITY, features: ['guardrail'] } }));
    expect(p.blocked?.reason).toBe(ChatUIReason.MultiTenancyUnlicensed);
  });

  test('refuses a model the Gateway does not serve, naming it', () => {
    const p = planChatUI(chatui({ gatewayRef: { name: 'main' }, models: ['gpt-4o', 'claude'] }), world());
    expect(p.blocked?.reason).toBe(ChatUIReason.ModelNotServed);
    expect(p.blocked?.message).toContain('spec.models[1]: "claude"');
  });

  test('says a Gateway that refuses virtual keys refuses this one too', () => {
    const gw = altGateway({ jwt: { allowVirtualKeys: false } }, { organization: { name: 'Acme' }, instance: { jwtAuth: { enabled: true, publicKeyURL: 'https://idp/jwks', audience: 'a' } } });
    const p = planChatUI(chatui({ gatewayRef: { name: 'main' } }), world(gw, [minted(0)]));
    expect(ready(p)).toMatchObject({ status: 'False', reason: ChatUIReason.VirtualKeysDisabled });
    expect(p.objects).toHaveLength(2);
  });
});

describe('rotation', () => {
  const inUse = { rotationIndex: 0, apiKeySecretRef: { name: 'chat-key-0', key: 'api-key' }, application: 'chat-app' };

  test('mints the new key into a fresh Secret and keeps the one in use until it exists', () => {
    const p = planChatUI(chatui({ gatewayRef: { name: 'main' }, rotationIndex: 1 }, inUse), world(ORG_GATEWAY, [minted(0)]));
    expect(kinds(p)).toEqual(['AltApplication/chat-app', 'AltVirtualKey/chat-key-1', 'AltVirtualKey/chat-key-0']);
    expect((p.objects[1] as any).spec).toMatchObject({ secretName: 'chat-key-1', rotationIndex: 1 });
    expect(p.status).toMatchObject({ rotationIndex: 0, apiKeySecretRef: { name: 'chat-key-0' } });
    expect(ready(p)).toMatchObject({ status: 'False', reason: ChatUIReason.KeyMinting });
    expect(ready(p).message).toContain('key 0 (Secret chat-key-0) stays in use');
    // The operator applies it and prunes nothing it still names: the old key stays.
    const running = [{ kind: 'AltApplication', name: 'chat-app' }, { kind: 'AltVirtualKey', name: 'chat-key-0' }];
    const decision = decideApply(p, running);
    expect(decision.prune).toBe(true);
    expect(decision.objects.map((o) => o.metadata.name)).toContain('chat-key-0');
  });

  test('drops the old key once the new Secret exists; the application stays the same', () => {
    const before = planChatUI(chatui({ gatewayRef: { name: 'main' } }, inUse), world(ORG_GATEWAY, [minted(0)]));
    const after = planChatUI(chatui({ gatewayRef: { name: 'main' }, rotationIndex: 1 }, inUse), world(ORG_GATEWAY, [minted(0), minted(1)]));
    expect(kinds(after)).toEqual(['AltApplication/chat-app', 'AltVirtualKey/chat-key-1']);
    expect(after.objects[0]).toEqual(before.objects[0]);
    expect(after.status).toMatchObject({ rotationIndex: 1, apiKeySecretRef: { name: 'chat-key-1', key: 'api-key' } });
    expect(ready(after).status).toBe('True');
  });

  test('a bad edit during a rotation keeps reporting the key in use, so the next plan still keeps it', () => {
    const held = planChatUI(chatui({ gatewayRef: { name: 'main' }, rotationIndex: -1 }, inUse), world(ORG_GATEWAY, [minted(0)]));
    expect(held.blocked?.reason).toBe(ChatUIReason.InvalidSpec);
    expect(held.status).toMatchObject({ rotationIndex: 0, apiKeySecretRef: { name: 'chat-key-0' } });
    const next = planChatUI(chatui({ gatewayRef: { name: 'main' }, rotationIndex: 2 }, held.status), world(ORG_GATEWAY, [minted(0)]));
    expect(kinds(next)).toContain('AltVirtualKey/chat-key-0');
  });
});

describe('ChatUI with spec.gateway and a key you minted', () => {
  const spec = { gateway: { url: 'https://llm.example.com', apiKeySecretRef: { name: 'my-key' } } };

  test('emits nothing and is Ready once the Secret holds the key', () => {
    const p = planChatUI(chatui(spec), world(null, [{ namespace: 'team-a', name: 'my-key', keys: ['api-key'] }]));
    expect(p.objects).toEqual([]);
    expect(p.status).toMatchObject({ gatewayURL: 'https://llm.example.com', apiKeySecretRef: { name: 'my-key', key: 'api-key' } });
    expect(ready(p)).toMatchObject({ status: 'True', reason: ChatUIReason.KeyReady });
    expectStatusValid(p);
  });

  test('says which Secret is missing', () => {
    const p = planChatUI(chatui(spec), world());
    expect(ready(p)).toMatchObject({ status: 'False', reason: ChatUIReason.ApiKeySecretNotFound });
    expect(ready(p).message).toContain('team-a/my-key');
    expectStatusValid(p);
  });
});

describe('invalid ChatUI specs', () => {
  test.each([
    [{}, 'spec.gatewayRef: or spec.gateway is required'],
    [{ gatewayRef: { name: 'main' }, gateway: { url: 'https://x', apiKeySecretRef: { name: 'k' } } }, 'spec.gatewayRef: must not be set together with spec.gateway'],
    [{ gateway: { url: 'ftp://x', apiKeySecretRef: { name: 'k' } } }, 'spec.gateway.url: must be an http(s) URL'],
    [{ gateway: { url: 'https://u:p@x', apiKeySecretRef: { name: 'k' } } }, 'spec.gateway.url: must not carry credentials'],
    [{ gateway: { url: 'https://x', apiKeySecretRef: { name: 'k' } }, rotationIndex: 2 }, 'spec.rotationIndex: applies to spec.gatewayRef'],
    [{ gatewayRef: { name: 'main' }, rotationIndex: 1.5 }, 'spec.rotationIndex: must be a whole number'],
  ])('%j', (spec, message) => {
    const p = planChatUI(chatui(spec), world());
    expect(p.blocked?.reason).toBe(ChatUIReason.InvalidSpec);
    expect(p.blocked?.message).toContain(message);
    expectStatusValid(p);
  });
});
