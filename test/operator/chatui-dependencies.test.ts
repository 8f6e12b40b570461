/** Which ChatUIs and facts a Gateway or Secret change concerns, from the operator's caches. */
import { buildFacts } from '../../operator/facts';
import { chatUIsAwaitingKey, chatUIsReferencing } from '../../operator/platform/chatui-dependencies';
import { controllerFor } from '../../operator/controllers';
import type { KubeObject } from '../../runtime/kube/types';
import { COMMUNITY } from '../../lib/plan/types';
import { defaultOperatorSettings } from '../../lib/meta/images';

const obj = (kind: string, name: string, namespace: string, spec: unknown = {}, extra: Partial<KubeObject> = {}): KubeObject =>
  ({ apiVersion: 'platform.aigw.dev/v1alpha1', kind, metadata: { name, namespace, uid: `${kind}-${name}` }, spec, ...extra }) as KubeObject;

const chat = obj('ChatUI', 'chat', 'team-a', { gatewayRef: { name: 'main' }, rotationIndex: 2 });
const other = obj('ChatUI', 'other', 'team-a', { gatewayRef: { name: 'second' } });
const elsewhere = obj('ChatUI', 'chat', 'team-b', { gatewayRef: { name: 'main' }, rotationIndex: 2 });
const own = obj('ChatUI', 'own', 'team-a', { gateway: { url: 'https://x', apiKeySecretRef: { name: 'own-key-0' } } });
const chatuis = [chat, other, elsewhere, own];

test('a Gateway concerns the ChatUIs of its namespace that name it', () => {
  expect(chatUIsReferencing(obj('Gateway', 'main', 'team-a'), chatuis)).toEqual([chat]);
  const caches = { primaries: (k: string) => (k === 'ChatUI' ? chatuis : []), platformObjects: () => [], mentioning: () => [] };
  expect(controllerFor('Gateway')!.related!({ obj: obj('Gateway', 'main', 'team-b') }, caches)).toEqual([elsewhere]);
});

test("a Gateway change re-queues the Stack it belongs to, from the Gateway's own informer", () => {
  const stack = obj('Stack', 'acme', 'team-a');
  const own = obj('Gateway', 'acme', 'team-a', {}, { metadata: { name: 'acme', namespace: 'team-a', ownerReferences: [{ apiVersion: 'platform.aigw.dev/v1alpha1', kind: 'Stack', name: 'acme', uid: 'Stack-acme', controller: true }] } } as never);
  const caches = { primaries: (k: string) => (k === 'Stack' ? [stack, obj('Stack', 'other', 'team-a')] : []), platformObjects: () => [], mentioning: () => [] };
  expect(controllerFor('Gateway')!.related!({ obj: own }, caches)).toEqual([stack]);
  expect(controllerFor('Gateway')!.related!({ obj: obj('Gateway', 'acme', 'team-a') }, caches)).toEqual([]);
});

test('the Secret of the current rotation index concerns its ChatUI, not the previous key nor a user key', () => {
  expect(chatUIsAwaitingKey(obj('Secret', 'chat-key-2', 'team-a'), chatuis)).toEqual([chat]);
  expect(chatUIsAwaitingKey(obj('Secret', 'chat-key-1', 'team-a'), chatuis)).toEqual([]);
  expect(chatUIsAwaitingKey(obj('Secret', 'own-key-0', 'team-a'), chatuis)).toEqual([]);
  const caches = { primaries: (k: string) => (k === 'ChatUI' ? chatuis : []), platformObjects: () => [], mentioning: () => [] };
  expect(controllerFor('ChatUI')!.secretChanged!(obj('Secret', 'chat-key-2', 'team-b'), caches, false)).toEqual([elsewhere]);
});

test('a ChatUI or a Stack is planned with the live Gateways of its namespace', () => {
  const gateways = [obj('Gateway', 'main', 'team-a'), obj('Gateway', 'gone', 'team-a', {}, { metadata: { name: 'gone', namespace: 'team-a', deletionTimestamp: 'now' } } as never), obj('Gateway', 'main', 'team-b')];
  const sources = { entitlements: COMMUNITY, settings: defaultOperatorSettings(), guardrails: [], gateways, secrets: [], configMaps: [] };
  for (const primary of [chat, obj('Stack', 'acme', 'team-a')]) {
    expect(buildFacts(primary, sources).gateways?.map((g) => `${g.namespace}/${g.name}`)).toEqual(['team-a/main']);
  }
  expect(buildFacts(obj('Gateway', 'main', 'team-a'), sources).gateways).toBeUndefined();
});
