import { Testing } from 'cdk8s';
import { AltGuardrailWiring } from '../../lib/guardrail/alt-guardrail-wiring';
import { facts, ofKind, planAlt, readyGuardrail } from './support';

const PSEUDO = readyGuardrail({ mode: 'catalog', catalog: 'pseudonymizer', alt: { forwardIdentity: true, forwardSessionId: true, timeoutMs: 1500 } }, 'pseudo');
const POLICY = readyGuardrail(
  { mode: 'external', external: { apiBase: 'https://guard.example.com', unreachableFallback: 'fail_open' }, modes: ['pre_call', 'post_call'], alt: { path: '/alt/check', role: 'policy' } },
  'policy',
);
const NO_PATH = readyGuardrail({ mode: 'external', external: { apiBase: 'https://other.example.com' } }, 'no-path');

function planWith(refs: string[], guardrails = [PSEUDO, POLICY, NO_PATH]) {
  return planAlt({}, { guardrailRefs: refs.map((name) => ({ name })) }, facts({ guardrails }));
}

describe('alt guardrail wiring', () => {
  test('catalog and external guardrails', () => {
    expect(planWith(['pseudo', 'policy'])).toMatchSnapshot();
  });

  test('one item per Guardrail, one chain in guardrailRefs order, one floor binding, all at scope platform', () => {
    const p = planWith(['policy', 'pseudo']);
    const items = ofKind(p, 'AltGuardrailItem') as any[];
    expect(items.map((i) => i.spec.name)).toEqual(['policy', 'pseudonymizer']);
    const [chain] = ofKind(p, 'AltGuardrailChain') as any[];
    expect(chain.spec.items).toEqual(items.map((i) => ({ name: i.metadata.name })));
    const [binding] = ofKind(p, 'AltGuardrailBinding') as any[];
    expect(binding.spec).toEqual({ instanceRef: { name: 'main' }, scope: 'platform', mode: 'floor', chainRef: { name: chain.metadata.name } });
    expect([...items, chain].every((o) => o.spec.scope === 'platform')).toBe(true);
    expect(ofKind(p, 'AltOrganization')).toEqual([]);
  });

  test('the pseudonymizer is a transform in all three phases at the gate endpoint plus /v1/alt/check', () => {
    const [item] = ofKind(planWith(['pseudo']), 'AltGuardrailItem') as any[];
    expect(item.spec).toMatchObject({
      url: 'http://pseudo-gate.team-a.svc:8080/v1/alt/check',
      role: 'transform',
      phases: ['pre_call', 'during_call', 'post_call'],
      onError: 'fail_closed',
      forwardIdentity: true,
      forwardSessionId: true,
      timeoutMs: 1500,
    });
  });

  test('an external item runs its modes at the gate endpoint plus spec.alt.path, onError from unreachableFallback', () => {
    const [item] = ofKind(planWith(['policy']), 'AltGuardrailItem') as any[];
    expect(item.spec).toMatchObject({ url: 'http://policy-gate.team-a.svc:8080/alt/check', role: 'policy', phases: ['pre_call', 'post_call'], onError: 'fail_open' });
    expect(item.spec.url).not.toContain('guard.example.com');
  });

  test('a catalog transform with modes [pre_call, post_call] keeps during_call on alt, and a Normal event says so', () => {
    const proxyModes = readyGuardrail({ mode: 'catalog', catalog: 'pseudonymizer', modes: ['post_call', 'pre_call'] }, 'pseudo');
    const p = planWith(['pseudo'], [proxyModes]);
    const [item] = ofKind(p, 'AltGuardrailItem') as any[];
    expect(item.spec.phases).toEqual(['pre_call', 'during_call', 'post_call']);
    const added = p.events.filter((e) => e.reason === 'GuardrailDuringCallAdded');
    expect(added).toEqual([
      {
        type: 'Normal',
        reason: 'GuardrailDuringCallAdded',
        message: 'Guardrail team-a/pseudo is a transform: during_call is added to its modes [post_call, pre_call] on this alt gateway, so streamed responses are rewritten as well',
      },
    ]);
  });

  test('a transform without post_call keeps its modes and a Warning event says streamed responses are not rewritten', () => {
    const preOnly = readyGuardrail({ mode: 'catalog', catalog: 'pseudonymizer', modes: ['pre_call'] }, 'pseudo');
    const p = planWith(['pseudo'], [preOnly]);
    expect((ofKind(p, 'AltGuardrailItem') as any[])[0].spec.phases).toEqual(['pre_call']);
    expect(p.events).toContainEqual(
      expect.objectContaining({ type: 'Warning', reason: 'GuardrailStreamNotRewritten', message: expect.stringContaining('Guardrail team-a/pseudo is a transform whose modes [pre_call]') }),
    );
  });

  test('an external transform is completed the same way; a policy item and a transform with during_call are left as written, without events', () => {
    const ext = readyGuardrail({ mode: 'external', external: { apiBase: 'https://t.example.com' }, modes: ['pre_call', 'post_call'], alt: { path: '/t', role: 'transform' } }, 'ext');
    const p = planWith(['ext', 'policy', 'pseudo'], [ext, POLICY, PSEUDO]);
    const phases = Object.fromEntries((ofKind(p, 'AltGuardrailItem') as any[]).map((i) => [i.spec.name, i.spec.phases]));
    expect(phases).toEqual({ ext: ['pre_call', 'during_call', 'post_call'], policy: ['pre_call', 'post_call'], pseudonymizer: ['pre_call', 'during_call', 'post_call'] });
    expect(p.events.filter((e) => e.reason.startsWith('GuardrailDuringCall') || e.reason.startsWith('GuardrailStream')).map((e) => e.message)).toEqual([
      expect.stringContaining('Guardrail team-a/ext is a transform'),
    ]);
  });

  test('an external Guardrail without spec.alt.path is skipped and a Warning event names it', () => {
    const p = planWith(['no-path', 'pseudo']);
    expect((ofKind(p, 'AltGuardrailItem') as any[]).map((i) => i.spec.name)).toEqual(['pseudonymizer']);
    const skipped = p.events.filter((e) => e.reason === 'GuardrailSkipped');
    expect(skipped).toHaveLength(1);
    expect(skipped[0]).toMatchObject({ type: 'Warning' });
    expect(skipped[0].message).toContain('team-a/no-path has no spec.alt.path');
  });

  test('status.guardrailCount counts the Guardrails wired, not the skipped ones', () => {
    expect(planWith(['no-path', 'pseudo']).status.guardrailCount).toBe(1);
    expect(planWith(['no-path']).status.guardrailCount).toBe(0);
    expect(planWith(['policy', 'pseudo']).status.guardrailCount).toBe(2);
  });

  test('with nothing left to wire, no chain or binding is emitted', () => {
    const p = planWith(['no-path']);
    expect(ofKind(p, 'AltGuardrailChain')).toEqual([]);
    expect(ofKind(p, 'AltGuardrailBinding')).toEqual([]);
  });

  test('the construct refuses an empty chain', () => {
    const chart = Testing.chart();
    expect(() => new AltGuardrailWiring(chart, 'w', { gateway: 'gw', items: [] })).toThrow("guardrail wiring needs at least one item (gateway 'gw')");
  });
});
