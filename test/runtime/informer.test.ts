import { isExpired, watchErrorOutcome } from '../../runtime/informer';
import { KubeApiError } from '../../runtime/kube/types';

describe('isExpired', () => {
  test('an HTTP 410 answer to the watch request means the resourceVersion is too old', () => {
    expect(isExpired(new KubeApiError(410, 'Expired', 'WATCH /api/v1/secrets: 410 Expired too old resource version'))).toBe(true);
  });

  test('other API errors and network errors are failures, not expiry', () => {
    expect(isExpired(new KubeApiError(429, 'TooManyRequests', 'storage is (re)initializing'))).toBe(false);
    expect(isExpired(new KubeApiError(500, 'InternalError', 'etcd event received with PrevKv=nil'))).toBe(false);
    expect(isExpired(new Error('socket hang up'))).toBe(false);
    expect(isExpired(undefined)).toBe(false);
  });
});

describe('watchErrorOutcome', () => {
  test('an ERROR event carrying a 410 Status asks for a relist', () => {
    expect(watchErrorOutcome({ code: 410, message: 'The resourceVersion for the provided watch is too old.' })).toBe('gone');
  });

  test('any other ERROR event fails the watch with the code and message the server sent', () => {
    const outcome = watchErrorOutcome({ code: 500, message: 'etcd event received with PrevKv=nil' });
    expect(outcome).toBeInstanceOf(Error);
    expect((outcome as Error).message).toBe('watch error 500: etcd event received with PrevKv=nil');
  });

  test('an ERROR event without a code still fails the watch', () => {
    expect((watchErrorOutcome({}) as Error).message).toBe('watch error ?: ');
  });
});
