import fc from 'fast-check';
import { ItemBackoff } from '../../runtime/backoff';

describe('ItemBackoff', () => {
  test('doubles per consecutive failure from the base, per key', () => {
    const b = new ItemBackoff({ baseMs: 5, maxMs: 1_000_000 });
    expect([b.next('a'), b.next('a'), b.next('a'), b.next('b')]).toEqual([5, 10, 20, 5]);
  });

  test('never exceeds the cap, however many failures', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2000 }), (failures) => {
        const b = new ItemBackoff({ baseMs: 5, maxMs: 1000 });
        let last = 0;
        for (let i = 0; i < failures; i++) last = b.next('k');
        return last <= 1000 && last >= 5 && Number.isFinite(last);
      }),
    );
  });

  test('a success (forget) starts the key over at the base', () => {
    const b = new ItemBackoff({ baseMs: 7 });
    b.next('k');
    b.next('k');
    b.forget('k');
    expect(b.next('k')).toBe(7);
  });

  test('rejects a cap below the base, naming both', () => {
    expect(() => new ItemBackoff({ baseMs: 100, maxMs: 10 })).toThrow('baseMs=100, maxMs=10');
  });
});
