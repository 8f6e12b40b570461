import { instanceReadyOf, syncedOf } from '../../lib/platform/instance-status';

const instance = (status: unknown) => ({ apiVersion: 'proxy.aigw.dev/v1alpha1', kind: 'ProxyInstance', metadata: { name: 'main' }, status });

describe('instanceReadyOf', () => {
  test.each([
    ['a Ready condition True', { conditions: [{ type: 'Available', status: 'False' }, { type: 'Ready', status: 'True' }] }, true],
    ['a Ready condition False', { conditions: [{ type: 'Ready', status: 'False' }], ready: true }, false],
    ['a Ready condition Unknown', { conditions: [{ type: 'Ready', status: 'Unknown' }] }, false],
    ['status.ready without a Ready condition', { conditions: [{ type: 'Progressing', status: 'True' }], ready: true }, true],
    ['status.phase Running', { phase: 'Running' }, true],
    ['status.phase Pending', { phase: 'Pending' }, false],
  ])('reads %s', (_what, status, expected) => {
    expect(instanceReadyOf(instance(status))).toBe(expected);
  });

  test.each([
    ['no status', undefined],
    ['an empty status', {}],
    ['a status that is not an object', 'ready'],
    ['conditions that are not objects', { conditions: ['Ready', null] }],
  ])('says nothing for %s', (_what, status) => {
    expect(instanceReadyOf(instance(status))).toBeUndefined();
  });
});

describe('syncedOf (an AltUser)', () => {
  const user = (status?: unknown) => ({ kind: 'AltUser', metadata: { name: 'u' }, ...(status === undefined ? {} : { status }) });
  test('the Synced condition, else status.synced, else unknown', () => {
    expect(syncedOf(user({ conditions: [{ type: 'Ready', status: 'True' }, { type: 'Synced', status: 'True' }] }))).toBe(true);
    expect(syncedOf(user({ conditions: [{ type: 'Synced', status: 'False' }], synced: true }))).toBe(false);
    expect(syncedOf(user({ synced: true }))).toBe(true);
    expect(syncedOf(user({ conditions: [{ type: 'Ready', status: 'True' }] }))).toBeUndefined();
    expect(syncedOf(user())).toBeUndefined();
    expect(syncedOf(user('junk'))).toBeUndefined();
  });
});
