/**
 * License slots go to Gateways that emit something: one whose own spec is rejected holds none (so an
 * invalid Gateway never pushes a valid one past the limit), while one that runs keeps its slot
 * whatever its spec now says.
 */
import { decideApply } from '../../lib/plan/hold';
import { holdsGatewaySlot } from '../../lib/plan/license-slots';
import { plan } from '../../lib/plan/plan';
import { COMMUNITY, type ClusterFacts, type ResourceInput } from '../../lib/plan/types';
import { facts, gateway } from './fixtures';

const MODELS = [{ name: 'gpt-4o', model: 'openai/gpt-4o', refSecretKey: 'openai' }];
const ready = (r: ResourceInput) => ((r.status as { conditions: { type: string; reason: string }[] }).conditions.find((c) => c.type === 'Ready'))!.reason;

/** The Gateway with the status the operator writes after planning it (`running`: what runs for it). */
function reconciled(resource: ResourceInput, f: ClusterFacts, running = false): ResourceInput {
  const decision = decideApply(plan(resource, f), running ? [{ kind: 'ProxyInstance', name: 'main' }] : []);
  return { ...resource, status: decision.status };
}

// Schema-valid, rejected by the plan: an alt gateway without spec.alt.
const altWithoutAlt = (gen = 1) => gateway({ type: 'alt', models: MODELS }, 'alt-main', 'team-a', { generation: gen });
const valid = gateway({ models: MODELS }, 'main', 'team-a', { generation: 1 });

describe('holdsGatewaySlot', () => {
  test('a Gateway whose spec does not parse holds none, before any status', () => {
    expect(holdsGatewaySlot(gateway({ models: 'not a list' }))).toBe(false);
  });

  test('a Gateway the plan rejects as InvalidTarget, nothing emitted, holds none', () => {
    const r = reconciled(altWithoutAlt(), facts());
    expect(ready(r)).toBe('InvalidTarget');
    expect(holdsGatewaySlot(r)).toBe(false);
  });

  test('a running Gateway edited into an invalid spec is held and keeps its slot', () => {
    const r = reconciled(altWithoutAlt(), facts(), true);
    expect(ready(r)).toBe('InvalidTarget');
    expect(holdsGatewaySlot(r)).toBe(true);
    expect(holdsGatewaySlot(reconciled(gateway({ models: 'not a list' }), facts(), true))).toBe(true);
  });

  test('an InvalidTarget status of an older generation says nothing of the edited spec: it holds one until planned again', () => {
    const r = reconciled(altWithoutAlt(1), facts());
    expect(holdsGatewaySlot({ ...r, metadata: { ...r.metadata, generation: 2 } })).toBe(true);
  });

  test('a valid Gateway holds one, emitted or waiting on a dependency (not planned yet, over the limit, a Guardrail not Ready)', () => {
    expect(holdsGatewaySlot(valid)).toBe(true);
    expect(holdsGatewaySlot(reconciled(valid, facts()))).toBe(true);
    expect(holdsGatewaySlot(reconciled(valid, facts({ entitlements: COMMUNITY, olderGateways: 1 })))).toBe(true);
    const waiting = reconciled(gateway({ models: MODELS, guardrailRefs: [{ name: 'pii' }] }), facts());
    expect(ready(waiting)).toBe('GuardrailNotFound');
    expect(holdsGatewaySlot(waiting)).toBe(true);
  });
});
