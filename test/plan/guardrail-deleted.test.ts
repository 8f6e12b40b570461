/**
 * A deleted Guardrail is the user's request to stop checking with it: the Gateway that wired it drops
 * that wiring and keeps reconciling the rest. A reference that was never wired (a typo, a Guardrail
 * not created yet) still holds the plan, so no edit widens what flows unguarded.
 */
import { decideApply } from '../../lib/plan/hold';
import { plan } from '../../lib/plan/plan';
import type { ClusterFacts, GuardrailFact, Plan, ResourceInput } from '../../lib/plan/types';
import { APPLIED_GUARDRAILS_ANNOTATION, appliedGuardrailsOf, UNWIRED_GUARDRAILS_ANNOTATION, wiredGuardrailsOf } from '../../lib/plan/wired-guardrail';
import { altGateway, facts as altFacts, readyGuardrail } from '../alt/support';
import { CATALOG_GUARDRAIL, facts, gateway, guardrail } from './fixtures';

const MODELS = [{ name: 'gpt-4o', model: 'openai/gpt-4o', refSecretKey: 'openai' }];
const ready = (p: Plan) => p.status.conditions.find((c) => c.type === 'Ready');
const instanceOf = (p: Plan) => p.objects.find((o) => o.kind === 'ProxyInstance' || o.kind === 'AltInstance') as ResourceInput | undefined;
const ofKind = (p: Plan, kind: string) => p.objects.filter((o) => o.kind === kind).map((o) => o.metadata.name);

function readyFact(name: string): GuardrailFact {
  return {
    namespace: 'team-a',
    name,
    // Distinct upstream names: two pseudonymizers would otherwise clash (GuardrailNameConflict).
    resource: guardrail({ ...CATALOG_GUARDRAIL, guardrailName: name }, name),
    status: { phase: 'Ready', endpoint: `http://${name}-gate.team-a.svc:8080`, guardrailNames: [`${name}-pre-call`] },
  };
}

const wiredGateway = (models = MODELS) => gateway({ models, guardrailRefs: [{ name: 'pii' }, { name: 'tox' }] });
const bothReady: Partial<ClusterFacts> = { guardrails: [readyFact('pii'), readyFact('tox')] };

describe('a Gateway whose wired Guardrail is deleted', () => {
  const running = plan(wiredGateway(), facts(bothReady));
  test('runs wired to both', () => {
    expect(running.blocked).toBeUndefined();
    expect(ofKind(running, 'ProxyGuardrail')).toHaveLength(4);
  });
  // What the operator reads back from the instance it applied.
  const applied = appliedGuardrailsOf(instanceOf(running));
  const afterDeletion = (models = MODELS) => plan(wiredGateway(models), facts({ guardrails: [readyFact('tox')], appliedGuardrails: applied }));

  test('the applied instance records every Guardrail it wired', () => {
    expect(applied).toEqual(['team-a/pii', 'team-a/tox']);
  });

  test('drops its wiring and applies the rest: the ProxyGuardrails of the deleted Guardrail are pruned', () => {
    const p = afterDeletion();
    expect(p.blocked).toBeUndefined();
    expect(ofKind(p, 'ProxyGuardrail')).toEqual(['main-tox-pre-call', 'main-tox-post-call']);
    expect(ofKind(running, 'ProxyGuardrail')).toEqual(expect.arrayContaining(['main-pii-pre-call', 'main-pii-post-call']));
    const decision = decideApply(p, [{ kind: 'ProxyGuardrail', name: 'main-pii-pre-call' }]);
    expect(decision).toMatchObject({ prune: true, held: false });
    expect(p.status.guardrailCount).toBe(1);
  });

  test('says so: Ready=False GuardrailDeleted naming it, and a Warning Event', () => {
    const p = afterDeletion();
    expect(ready(p)).toMatchObject({ status: 'False', reason: 'GuardrailDeleted' });
    expect(ready(p)!.message).toContain('Guardrail team-a/pii was deleted');
    expect(p.events).toContainEqual(expect.objectContaining({ type: 'Warning', reason: 'GuardrailDeleted', message: expect.stringContaining('team-a/pii') }));
  });

  test('records it as unwired, no longer as wired: what its Guardrail waits for before its gate goes', () => {
    const instance = instanceOf(afterDeletion());
    expect(wiredGuardrailsOf(instance)).toEqual(['team-a/tox']);
    expect(instance!.metadata!.annotations).toMatchObject({ [APPLIED_GUARDRAILS_ANNOTATION]: 'team-a/tox', [UNWIRED_GUARDRAILS_ANNOTATION]: 'team-a/pii' });
    expect(wiredGuardrailsOf(instanceOf(running))).toEqual(['team-a/pii', 'team-a/tox']);
  });

  test('keeps remembering it after its wiring is gone, so a later model edit is applied too', () => {
    const pruned = afterDeletion();
    const remembered = appliedGuardrailsOf(instanceOf(pruned));
    expect(remembered).toEqual(['team-a/pii', 'team-a/tox']);
    const edited = plan(
      wiredGateway([...MODELS, { name: 'mini', model: 'openai/gpt-4o-mini', refSecretKey: 'openai' }]),
      facts({ guardrails: [readyFact('tox')], appliedGuardrails: remembered }),
    );
    expect(edited.blocked).toBeUndefined();
    expect(ofKind(edited, 'ProxyModel')).toHaveLength(2);
    expect(ofKind(edited, 'ProxyGuardrail')).toEqual(['main-tox-pre-call', 'main-tox-post-call']);
  });

  test('created again, it is wired again', () => {
    const p = plan(wiredGateway(), facts({ ...bothReady, appliedGuardrails: applied }));
    expect(ready(p)).toMatchObject({ status: 'True' });
    expect(ofKind(p, 'ProxyGuardrail')).toContain('main-pii-pre-call');
  });

  test('its reference removed, the record forgets it', () => {
    const p = plan(gateway({ models: MODELS, guardrailRefs: [{ name: 'tox' }] }), facts({ guardrails: [readyFact('tox')], appliedGuardrails: applied }));
    expect(appliedGuardrailsOf(instanceOf(p))).toEqual(['team-a/tox']);
    expect(ready(p)).toMatchObject({ status: 'True' });
  });
});

describe('a reference to a Guardrail that was never wired', () => {
  test('a new Gateway emits nothing and says GuardrailNotFound', () => {
    const p = plan(wiredGateway(), facts({ guardrails: [readyFact('tox')] }));
    expect(p.blocked).toMatchObject({ reason: 'GuardrailNotFound' });
    expect(decideApply(p, [])).toMatchObject({ objects: [], prune: false });
  });

  test('a running Gateway edited to a missing name (a typo) holds: the wiring it runs is not pruned', () => {
    const p = plan(gateway({ models: MODELS, guardrailRefs: [{ name: 'pi' }, { name: 'tox' }] }), facts({ guardrails: [readyFact('tox')], appliedGuardrails: ['team-a/pii', 'team-a/tox'] }));
    expect(p.blocked).toMatchObject({ reason: 'GuardrailNotFound' });
    expect(decideApply(p, [{ kind: 'ProxyGuardrail', name: 'main-pii-pre-call' }])).toMatchObject({ prune: false, held: true });
  });

  test('a Gateway without guardrails carries no record', () => {
    const p = plan(gateway({ models: MODELS }), facts());
    expect(instanceOf(p)!.metadata!.annotations?.[APPLIED_GUARDRAILS_ANNOTATION as never]).toBeUndefined();
    expect(instanceOf(p)!.metadata!.annotations?.[UNWIRED_GUARDRAILS_ANNOTATION as never]).toBeUndefined();
  });
});

test('on alt, the deleted Guardrail leaves the chain and its item is pruned; the rest is applied', () => {
  const pseudo = readyGuardrail({ mode: 'catalog', catalog: 'pseudonymizer', guardrailName: 'pseudo' }, 'pseudo');
  const other = readyGuardrail({ mode: 'catalog', catalog: 'pseudonymizer', guardrailName: 'other' }, 'other');
  const gw = altGateway({}, { guardrailRefs: [{ name: 'pseudo' }, { name: 'other' }] });
  const running = plan(gw, altFacts({ guardrails: [pseudo, other] }));
  expect(running.blocked).toBeUndefined();
  expect(running.objects.filter((o) => o.kind === 'AltGuardrailItem')).toHaveLength(2);
  const p = plan(gw, altFacts({ guardrails: [other], appliedGuardrails: appliedGuardrailsOf(instanceOf(running)) }));
  expect(p.blocked).toBeUndefined();
  expect(ready(p)).toMatchObject({ reason: 'GuardrailDeleted' });
  expect(p.objects.filter((o) => o.kind === 'AltGuardrailItem')).toHaveLength(1);
});
