import { instanceFactOf, instanceReadyOf, syncedOf } from '../../lib/platform/instance-status';

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

describe('instanceFactOf', () => {
  test('an instance not emitted, or without a status, reports nothing yet', () => {
    expect(instanceFactOf('ProxyInstance', undefined)).toEqual({ kind: 'ProxyInstance' });
    expect(instanceFactOf('ProxyInstance', instance(undefined))).toEqual({ kind: 'ProxyInstance', name: 'main' });
  });

  test("a not-ready instance's reason and message, its unhonoured fields and its management sync", () => {
    const fact = instanceFactOf(
      'ProxyInstance',
      instance({
        conditions: [
          { type: 'Ready', status: 'False', reason: 'SecretMissing', message: 'LiteLLM pods cannot start without Secret key main-proxy-license/license' },
          { type: 'FieldsHonoured', status: 'False', reason: 'UnsupportedFields', message: '1 field LiteLLM cannot honour; see status.unsupportedFields' },
          { type: 'ManagementSynced', status: 'False', reason: 'NoDatabase', message: 'no database' },
        ],
        unsupportedFields: ['ProxyInstance/main.spec.x: why', 7],
      }),
    );
    expect(fact).toEqual({
      kind: 'ProxyInstance',
      name: 'main',
      ready: false,
      reason: 'SecretMissing',
      message: 'LiteLLM pods cannot start without Secret key main-proxy-license/license',
      notHonoured: ['ProxyInstance/main.spec.x: why'],
      managementSynced: { status: 'False', reason: 'NoDatabase', message: 'no database' },
    });
  });

  test('a ready instance lends no reason; FieldsHonoured True lists nothing; a reason that is not one word is not relayed', () => {
    const ready = instanceFactOf('ProxyInstance', instance({ conditions: [{ type: 'Ready', status: 'True', reason: 'Available', message: 'up' }, { type: 'FieldsHonoured', status: 'True', reason: 'AllHonoured', message: '' }] }));
    expect(ready).toEqual({ kind: 'ProxyInstance', name: 'main', ready: true });
    const odd = instanceFactOf('AltInstance', instance({ conditions: [{ type: 'Ready', status: 'False', reason: 'not a reason!', message: 'x'.repeat(5000) }] }));
    expect(odd.reason).toBe('False');
    expect(odd.message).toHaveLength(1024);
  });
});
