import { desiredStatus } from '../../runtime/status';

const T0 = new Date('2026-01-01T00:00:00Z');
const T1 = new Date('2026-01-01T01:00:00Z');

test('first status: conditions get the generation and a transition time', () => {
  const { status, changed } = desiredStatus(undefined, { phase: 'Ready', conditions: [{ type: 'Ready', status: 'True', reason: 'Deployed', message: 'ok' }] }, 3, T0);
  expect(changed).toBe(true);
  expect(status).toEqual({
    phase: 'Ready',
    observedGeneration: 3,
    conditions: [{ type: 'Ready', status: 'True', reason: 'Deployed', message: 'ok', observedGeneration: 3, lastTransitionTime: T0.toISOString() }],
  });
});

test('the same plan again changes nothing and keeps the transition time', () => {
  const planned = { phase: 'Ready', conditions: [{ type: 'Ready', status: 'True' as const, reason: 'Deployed', message: 'ok' }] };
  const first = desiredStatus(undefined, planned, 1, T0).status;
  const again = desiredStatus(JSON.parse(JSON.stringify(first)), planned, 1, T1);
  expect(again.changed).toBe(false);
  expect((again.status.conditions as { lastTransitionTime: string }[])[0].lastTransitionTime).toBe(T0.toISOString());
});

test('lastTransitionTime moves only when the condition flips', () => {
  const first = desiredStatus(undefined, { conditions: [{ type: 'Ready', status: 'False', reason: 'GuardrailUnlicensed', message: 'no' }] }, 1, T0).status;
  const reworded = desiredStatus(first, { conditions: [{ type: 'Ready', status: 'False', reason: 'GuardrailUnlicensed', message: 'still no' }] }, 1, T1);
  expect(reworded.changed).toBe(true);
  expect((reworded.status.conditions as { lastTransitionTime: string }[])[0].lastTransitionTime).toBe(T0.toISOString());
  const flipped = desiredStatus(reworded.status, { conditions: [{ type: 'Ready', status: 'True', reason: 'Deployed', message: 'yes' }] }, 2, T1);
  expect((flipped.status.conditions as { lastTransitionTime: string }[])[0].lastTransitionTime).toBe(T1.toISOString());
});
