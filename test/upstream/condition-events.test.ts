import type { PlannedCondition } from '../../lib/plan/types';
import { conditionEvents, liveConditions } from '../../upstream/proxy/condition-events';

const ready = (status: 'True' | 'False', reason: string): PlannedCondition => ({ type: 'Ready', status, reason, message: `ready ${reason}` });
const fields = (status: 'True' | 'False', reason: string): PlannedCondition => ({ type: 'FieldsHonoured', status, reason, message: `fields ${reason}` });

describe('conditionEvents', () => {
  test('a new instance waiting for its Deployment raises nothing: that is progress', () => {
    expect(conditionEvents(undefined, [ready('False', 'DeploymentUnavailable'), fields('True', 'AllHonoured')])).toEqual([]);
  });

  test('a new instance that cannot start (a missing Secret key) raises a Warning at once', () => {
    expect(conditionEvents(undefined, [ready('False', 'SecretMissing')])).toEqual([{ type: 'Warning', reason: 'SecretMissing', message: 'ready SecretMissing' }]);
  });

  test('turning Ready raises a Normal Ready Event; staying Ready raises none', () => {
    const before = [{ type: 'Ready', status: 'False', reason: 'DeploymentUnavailable' }];
    expect(conditionEvents(before, [ready('True', 'Available')])).toEqual([{ type: 'Normal', reason: 'Ready', message: 'ready Available' }]);
    expect(conditionEvents([{ type: 'Ready', status: 'True', reason: 'Available' }], [ready('True', 'Available')])).toEqual([]);
  });

  test('falling back from Ready raises an Event in that direction too: Normal for progress, Warning for a fault', () => {
    const wasReady = [{ type: 'Ready', status: 'True', reason: 'Available' }];
    expect(conditionEvents(wasReady, [ready('False', 'DeploymentUnavailable')])).toEqual([{ type: 'Normal', reason: 'DeploymentUnavailable', message: 'ready DeploymentUnavailable' }]);
    expect(conditionEvents(wasReady, [ready('False', 'SecretMissing')])).toEqual([{ type: 'Warning', reason: 'SecretMissing', message: 'ready SecretMissing' }]);
  });

  test('each condition turns on its own: a field LiteLLM cannot honour, then honoured again', () => {
    const honoured = [
      { type: 'Ready', status: 'True', reason: 'Available' },
      { type: 'FieldsHonoured', status: 'True', reason: 'AllHonoured' },
    ];
    const lost = conditionEvents(honoured, [ready('True', 'Available'), fields('False', 'UnsupportedFields')]);
    expect(lost).toEqual([{ type: 'Warning', reason: 'UnsupportedFields', message: 'fields UnsupportedFields' }]);
    const back = conditionEvents(
      [honoured[0], { type: 'FieldsHonoured', status: 'False', reason: 'UnsupportedFields' }],
      [ready('True', 'Available'), fields('True', 'AllHonoured')],
    );
    expect(back).toEqual([{ type: 'Normal', reason: 'AllHonoured', message: 'fields AllHonoured' }]);
  });

  test('still not Ready: a new fault raises a Warning, a return to waiting raises nothing', () => {
    expect(conditionEvents([{ type: 'Ready', status: 'False', reason: 'DeploymentUnavailable' }], [ready('False', 'SecretMissing')])).toEqual([
      { type: 'Warning', reason: 'SecretMissing', message: 'ready SecretMissing' },
    ]);
    expect(conditionEvents([{ type: 'Ready', status: 'False', reason: 'SecretMissing' }], [ready('False', 'DeploymentUnavailable')])).toEqual([]);
    expect(conditionEvents([{ type: 'Ready', status: 'False', reason: 'SecretMissing' }], [ready('False', 'SecretMissing')])).toEqual([]);
  });
});

describe('liveConditions', () => {
  test('reads the conditions of a status and skips malformed entries', () => {
    expect(liveConditions({ conditions: [{ type: 'Ready', status: 'True', reason: 'Available' }, { type: 1 }, null] })).toEqual([{ type: 'Ready', status: 'True', reason: 'Available' }]);
    expect(liveConditions(undefined)).toBeUndefined();
    expect(liveConditions({})).toBeUndefined();
  });
});
