import type { PlannedCondition, PlannedEvent } from '../../lib/plan/types';
import type { KubeObject } from '../../runtime/kube/types';
import { reportedEvents } from '../../lib/plan/rollout-events';
import { readyTransition, ReadyTransitions } from '../../operator/ready-transitions';

const ready = (status: 'True' | 'False', reason: string, message = 'm'): PlannedCondition => ({ type: 'Ready', status, reason, message });
const gw = (uid: string, liveReady?: string): KubeObject => ({
  apiVersion: 'platform.aigw.dev/v1alpha1',
  kind: 'Gateway',
  metadata: { name: 'gw', namespace: 'ns', uid },
  ...(liveReady ? { status: { conditions: [{ type: 'Ready', status: liveReady, reason: 'r', message: '' }] } } : {}),
});

describe('readyTransition', () => {
  test('turning True raises a Normal Ready event with the condition message', () => {
    expect(readyTransition({ status: 'False' }, ready('True', 'Reconciled', 'planned'), [])).toEqual({ type: 'Normal', reason: 'Ready', message: 'planned' });
    expect(readyTransition(undefined, ready('True', 'Reconciled', 'planned'), [])).toEqual({ type: 'Normal', reason: 'Ready', message: 'planned' });
  });

  test("turning False raises the plan's event of the new reason, else one from the condition", () => {
    const planned: PlannedEvent[] = [{ type: 'Warning', reason: 'SecretMissing', message: 'the ProxyInstance gw is not ready: x' }];
    expect(readyTransition({ status: 'True' }, ready('False', 'SecretMissing'), planned)).toBe(planned[0]);
    expect(readyTransition({ status: 'True' }, ready('False', 'Progressing', 'gate rolling'), [])).toEqual({ type: 'Normal', reason: 'Progressing', message: 'gate rolling' });
    expect(readyTransition({ status: 'True' }, ready('False', 'LicenseLapsed', 'lapsed'), [])).toEqual({ type: 'Warning', reason: 'LicenseLapsed', message: 'lapsed' });
  });

  test('no transition, no event; a first False is left to the plan\'s own events', () => {
    expect(readyTransition({ status: 'True' }, ready('True', 'Reconciled'), [])).toBeUndefined();
    expect(readyTransition({ status: 'False', reason: 'Progressing' }, ready('False', 'SecretMissing'), [])).toBeUndefined();
    expect(readyTransition(undefined, ready('False', 'Progressing'), [])).toBeUndefined();
    expect(readyTransition({ status: 'True' }, undefined, [])).toBeUndefined();
  });
});

describe('ReadyTransitions', () => {
  test('a pass that still sees the stale cached status raises nothing again', () => {
    const t = new ReadyTransitions();
    // Every pass reads the object from a cache that has not caught up with the status write.
    const stale = gw('u1', 'False');
    const events = [1, 2, 3, 4].map(() => t.next(stale, [ready('True', 'Deployed')], []));
    expect(events.filter(Boolean)).toHaveLength(1);
  });

  test('every transition raises one event, both ways', () => {
    const t = new ReadyTransitions();
    const o = gw('u2');
    const seq = [ready('False', 'Progressing'), ready('True', 'Deployed'), ready('True', 'Deployed'), ready('False', 'Progressing'), ready('False', 'Progressing'), ready('True', 'Deployed')];
    expect(seq.map((c) => t.next(o, [c], [])?.reason)).toEqual([undefined, 'Ready', undefined, 'Progressing', undefined, 'Ready']);
  });

  test('after a restart the live status is the previous state; forget drops what was remembered', () => {
    const t = new ReadyTransitions();
    expect(t.next(gw('u3', 'True'), [ready('True', 'Deployed')], [])).toBeUndefined();
    t.forget('u3');
    expect(t.next(gw('u3', 'False'), [ready('True', 'Deployed')], [])?.reason).toBe('Ready');
  });
});

describe('reportedEvents', () => {
  test("a routine rollout's Normal progress Events are left to the Ready transition; warnings and others stay", () => {
    const planned: PlannedEvent[] = [
      { type: 'Normal', reason: 'Progressing', message: 'the ProxyInstance gw has not reported ready yet' },
      { type: 'Normal', reason: 'DeploymentUnavailable', message: 'rolling out' },
      { type: 'Warning', reason: 'SecretMissing', message: 'the ProxyInstance gw is not ready: x' },
      { type: 'Warning', reason: 'UnsupportedByBackend', message: 'fields not applied on alt: y' },
      { type: 'Normal', reason: 'GuardrailSkipped', message: 'z' },
    ];
    expect(reportedEvents(planned).map((e) => e.reason)).toEqual(['SecretMissing', 'UnsupportedByBackend', 'GuardrailSkipped']);
  });

  test('a new object that is Progressing raises no Event; the same reason after Ready does, once', () => {
    const t = new ReadyTransitions();
    const o = gw('u4');
    const progressing = [{ type: 'Normal' as const, reason: 'Progressing', message: 'm' }];
    const raised = (c: PlannedCondition) => [t.next(o, [c], progressing), ...reportedEvents(progressing)].filter(Boolean).map((e) => e!.reason);
    expect(raised(ready('False', 'Progressing'))).toEqual([]);
    expect(raised(ready('True', 'Deployed'))).toEqual(['Ready']);
    expect(raised(ready('False', 'Progressing'))).toEqual(['Progressing']);
  });
});
