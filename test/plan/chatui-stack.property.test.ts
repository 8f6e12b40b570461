/**
 * ChatUI and Stack plans under random and hostile input: a clear status the CRD accepts, never a
 * throw, nothing emitted when refused, and every emitted name one the API server takes.
 */
import fc from 'fast-check';
import { planChatUI } from '../../lib/plan/chatui-plan';
import { planStack } from '../../lib/plan/stack-plan';
import type { ClusterFacts, Plan, ResourceInput } from '../../lib/plan/types';
import { desiredStatus } from '../../runtime/status';
import { statusSchema, validate } from '../support/crd-schema';
import { altGateway } from '../alt/support';
import { fields, json, nearlyValid, resource } from './arbitraries';
import { facts } from './fixtures';

const seen = new Set<string>();
afterAll(() => {
  // The generators reach the emitting paths, not only the rejections.
  expect([...seen]).toEqual(expect.arrayContaining(['ChatUI:KeyMinting', 'ChatUI:KeyReady', 'Stack:Progressing']));
});

function check(kind: 'ChatUI' | 'Stack', p: Plan): void {
  const ready = p.status.conditions.find((c) => c.type === 'Ready')!;
  seen.add(`${kind}:${ready.reason}`);
  expect(ready.reason).toMatch(/^[A-Z][A-Za-z]*$/);
  expect(ready.message.length).toBeGreaterThan(0);
  if (p.blocked) expect(p.objects).toEqual([]);
  for (const o of p.objects) expect(o.metadata.name).toMatch(/^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$/);
  const written = desiredStatus(undefined, p.status, undefined, new Date(0)).status;
  expect(validate(statusSchema(kind), written)).toEqual([]);
}

const gw = altGateway({}, { organization: { name: 'Acme' } });
const world: ClusterFacts = facts({
  gateways: [{ namespace: 'team-a', name: 'main', resource: gw }],
  secrets: [...facts().secrets, { namespace: 'team-a', name: 'chat-key-1', keys: ['api-key'] }],
});

const validChat = fc.record({
  gatewayRef: fc.constant({ name: 'main' }),
  rotationIndex: fc.integer({ min: 0, max: 3 }),
  models: fc.constantFrom(undefined, ['gpt-4o']),
});
const chatKeys = ['gatewayRef', 'gateway', 'displayName', 'models', 'rotationIndex'];

test('ChatUI: any spec and any last status give a clear status, never a throw', () => {
  const spec = fc.oneof(json, fields(chatKeys), nearlyValid(validChat, chatKeys), validChat);
  fc.assert(
    fc.property(spec, fc.oneof(json, fc.record({ rotationIndex: fc.integer({ min: 0, max: 3 }), apiKeySecretRef: fc.constant({ name: 'x', key: 'api-key' }) })), (s, status) => {
      check('ChatUI', planChatUI({ apiVersion: 'platform.aigw.dev/v1alpha1', kind: 'ChatUI', metadata: { name: 'chat', namespace: 'team-a', generation: 1 }, spec: s, status } as ResourceInput, world));
    }),
    { numRuns: 100 },
  );
  fc.assert(fc.property(resource('ChatUI', json), (r) => check('ChatUI', planChatUI(r, world))), { numRuns: 40 });
});

const validStack = fc.record({
  datastores: fc.constant({ sql: { connectionSecretRef: { name: 'main-db' } }, columnstore: { enabled: true } }),
  gateway: fc.record({ type: fc.constant('alt'), alt: fc.constantFrom({}, { topology: 'Split' }), replicas: fc.integer({ min: 1, max: 3 }) }),
});
const stackKeys = ['datastores', 'gateway'];

test('Stack: any spec gives a clear status, never a throw', () => {
  const spec = fc.oneof(json, fields(stackKeys), nearlyValid(validStack, stackKeys), validStack);
  fc.assert(
    fc.property(spec, (s) => check('Stack', planStack({ apiVersion: 'platform.aigw.dev/v1alpha1', kind: 'Stack', metadata: { name: 'acme', namespace: 'team-a', generation: 1 }, spec: s } as ResourceInput, world))),
    { numRuns: 100 },
  );
  fc.assert(fc.property(resource('Stack', json), (r) => check('Stack', planStack(r, world))), { numRuns: 40 });
});
