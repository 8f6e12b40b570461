import fc from 'fast-check';
import { canonicalJson, hashOf } from '../../runtime/hash';

describe('hashOf', () => {
  test('key order at any depth does not change the hash', () => {
    const a = { kind: 'ProxyModel', metadata: { name: 'm', labels: { x: '1', y: '2' } }, spec: { b: 1, a: [{ d: 1, c: 2 }] } };
    const b = { spec: { a: [{ c: 2, d: 1 }], b: 1 }, metadata: { labels: { y: '2', x: '1' }, name: 'm' }, kind: 'ProxyModel' };
    expect(hashOf(a)).toBe(hashOf(b));
  });

  test('any change of a value changes the hash', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (x, y) => {
        fc.pre(canonicalJson(x) !== canonicalJson(y));
        return hashOf({ spec: x }) !== hashOf({ spec: y });
      }),
    );
  });

  test('undefined fields are the same as absent ones (as in JSON)', () => {
    expect(hashOf({ a: 1, b: undefined })).toBe(hashOf({ a: 1 }));
  });

  test('list order matters', () => {
    expect(hashOf({ modes: ['pre_call', 'post_call'] })).not.toBe(hashOf({ modes: ['post_call', 'pre_call'] }));
  });
});
