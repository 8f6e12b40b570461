/**
 * decideApply(): hold, don't prune. A plan that cannot be applied never changes what runs; a plan
 * that can is applied and prunes what it no longer names.
 */
import { decideApply, HELD } from '../../lib/plan/hold';
import { plan } from '../../lib/plan/plan';
import { COMMUNITY, type Plan } from '../../lib/plan/types';
import { CATALOG_GUARDRAIL, ENTERPRISE, facts, gateway, guardrail } from './fixtures';

const RUNNING = [
  { kind: 'ProxyInstance', name: 'main' },
  { kind: 'ProxyModel', name: 'main-gpt-4o' },
  { kind: 'ProxyGuardrail', name: 'main-pii-pre-call' },
];
const MODELS = [{ name: 'gpt-4o', model: 'openai/gpt-4o', refSecretKey: 'openai' }];
const held = (p: Plan) => decideApply(p, RUNNING);
const cond = (p: Plan['status'], type: string) => p.conditions.find((c) => c.type === type);

/** Plans of an existing Gateway that must not be applied, one per reason the issue names. */
const BLOCKED: [string, Plan, string][] = [
  ['an invalid edit', plan(gateway({ type: 'nope', models: MODELS }, 'main', 'team-a', { generation: 7 }), facts()), 'InvalidTarget'],
  ['a lowered gateways limit', plan(gateway({ models: MODELS }), facts({ entitlements: { ...ENTERPRISE, gateways: 1 }, olderGateways: 1 })), 'GatewayLimitExceeded'],
  ['multi-tenancy lapsing', plan(gateway({ models: MODELS, teams: [{ name: 'red' }] }), facts({ entitlements: { ...ENTERPRISE, features: ['guardrail'] } })), 'MultiTenancyUnlicensed'],
  ['a referenced Guardrail gone Invalid', plan(gateway({ models: MODELS, guardrailRefs: [{ name: 'pii' }] }), facts({ guardrails: [{ namespace: 'team-a', name: 'pii', resource: guardrail({ mode: 'x' }), status: { phase: 'Invalid' } }] })), 'GuardrailNotReady'],
  ['SecretsManagement not Ready', plan(gateway({ models: MODELS, secretsRef: { name: 'vault' } }), facts()), 'SecretsNotReady'],
  ['the database Secret missing', plan(gateway({ models: MODELS }), facts({ secrets: [] })), 'DatabaseNotReady'],
];

describe.each(BLOCKED)('an existing Gateway after %s', (_what, p, reason) => {
  test('the plan says it cannot be applied, with the reason', () => {
    expect(p.blocked?.reason).toBe(reason);
  });

  test('nothing is applied, nothing is pruned', () => {
    const d = held(p);
    expect(d.objects).toEqual([]);
    expect(d.shared).toEqual([]);
    expect(d.prune).toBe(false);
    expect(d.held).toBe(true);
  });

  test('Ready=False with the reason, and Held=True naming what is kept', () => {
    const d = held(p);
    expect(cond(d.status, 'Ready')).toMatchObject({ status: 'False', reason });
    const h = cond(d.status, HELD);
    expect(h).toMatchObject({ status: 'True', reason });
    expect(h!.message).toContain('keeps 3 objects running as last applied (ProxyInstance main, ProxyModel main-gpt-4o, ProxyGuardrail main-pii-pre-call)');
    expect(d.events).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'Warning', reason: HELD })]));
  });

  test('a new Gateway with the same plan emits nothing: Held=False NothingEmitted', () => {
    const d = decideApply(p, []);
    expect(d.objects).toEqual([]);
    expect(d.prune).toBe(false);
    expect(cond(d.status, HELD)).toMatchObject({ status: 'False', reason: 'NothingEmitted' });
  });
});

describe('plans that are applied', () => {
  test('a valid spec is applied and prunes what it dropped: Held=False Applied', () => {
    const p = plan(gateway({ models: MODELS }), facts());
    const d = held(p);
    expect(d.objects).toBe(p.objects);
    expect(d.prune).toBe(true);
    expect(cond(d.status, HELD)).toMatchObject({ status: 'False', reason: 'Applied' });
  });

  test('a Gateway waiting for its instance or wired to a Blocking Guardrail is still applied', () => {
    expect(held(plan(gateway({ models: MODELS }), facts({ instance: { kind: 'ProxyInstance', name: 'main', ready: false } }))).prune).toBe(true);
    const pii = guardrail(CATALOG_GUARDRAIL);
    const blocking = plan(pii, facts({ entitlements: COMMUNITY, gateDeployment: { exists: true, available: true } })).status;
    const d = held(plan(gateway({ models: MODELS, guardrailRefs: [{ name: 'pii' }] }), facts({ guardrails: [{ namespace: 'team-a', name: 'pii', resource: pii, status: blocking as never }] })));
    expect(d.held).toBe(false);
    expect(d.objects.some((o) => o.kind === 'ProxyGuardrail')).toBe(true);
  });

  test('Held carries the observedGeneration of the Ready condition', () => {
    const p = plan(gateway({ type: 'nope' }, 'main', 'team-a', { generation: 9 }), facts());
    expect(cond(held(p).status, HELD)?.observedGeneration).toBe(9);
  });

  test('a long list of kept objects is summarized', () => {
    const many = Array.from({ length: 9 }, (_, i) => ({ kind: 'ProxyModel', name: `m${i}` }));
    const d = decideApply(plan(gateway({ type: 'nope' }), facts()), many);
    expect(cond(d.status, HELD)!.message).toContain('keeps 9 objects running as last applied (ProxyModel m0, ProxyModel m1, ProxyModel m2, ProxyModel m3 and 5 more)');
  });
});
