import { CachingCallDetector, CachingNameDetector } from '../../../engines/pseudonymizer/core/caching-detector';
import type { CallDetector, NameDetector } from '../../../engines/pseudonymizer/core/name-detector';

/** Counts the calls that reach the real detector. */
function counting(): NameDetector & { calls: string[] } {
  const calls: string[] = [];
  return { calls, detect: (text) => (calls.push(text), [{ text: text.split(' ')[0], kind: 'person' }]) };
}
const PEOPLE = new Set(['person'] as const);
const BOTH = new Set(['person', 'organization'] as const);

describe('CachingNameDetector', () => {
  test('tags a repeated text once and answers the same names again', () => {
    const inner = counting();
    const cache = new CachingNameDetector(inner);
    expect(cache.detect('Ann wrote', PEOPLE)).toEqual([{ text: 'Ann', kind: 'person' }]);
    expect(cache.detect('Ann wrote', PEOPLE)).toEqual([{ text: 'Ann', kind: 'person' }]);
    expect(inner.calls).toEqual(['Ann wrote']);
  });

  test('keeps answers for different kinds apart', () => {
    const inner = counting();
    const cache = new CachingNameDetector(inner);
    cache.detect('Ann wrote', PEOPLE);
    cache.detect('Ann wrote', BOTH);
    expect(inner.calls).toHaveLength(2);
  });

  test('forgets the least recently used texts beyond its character budget', () => {
    const inner = counting();
    const cache = new CachingNameDetector(inner, { maxChars: 40 });
    cache.detect('aaaaaaaaa1', PEOPLE); // each key is 10 chars + 7 for the kinds prefix
    cache.detect('bbbbbbbbb2', PEOPLE);
    cache.detect('aaaaaaaaa1', PEOPLE); // refresh a
    cache.detect('ccccccccc3', PEOPLE); // evicts b
    cache.detect('aaaaaaaaa1', PEOPLE);
    cache.detect('bbbbbbbbb2', PEOPLE);
    expect(inner.calls).toEqual(['aaaaaaaaa1', 'bbbbbbbbb2', 'ccccccccc3', 'bbbbbbbbb2']);
  });

  test('never keeps a text too large for its budget', () => {
    const inner = counting();
    const cache = new CachingNameDetector(inner, { maxChars: 40 });
    cache.detect('x'.repeat(20), PEOPLE);
    cache.detect('x'.repeat(20), PEOPLE);
    expect(inner.calls).toHaveLength(2);
  });

  test('tells long texts apart by their content, lone surrogates included, and remembers each', () => {
    const inner = counting();
    const cache = new CachingNameDetector(inner, { maxChars: 1_000_000 });
    const long = (end: string): string => `Ann ${'x'.repeat(20_000)}${end}`;
    for (const end of ['\ud800', '\udbff', '\ufffd', '\ud800']) cache.detect(long(end), PEOPLE);
    expect(inner.calls.map((t) => t.slice(-1))).toEqual(['\ud800', '\udbff', '\ufffd']);
  });
});

/** Records each batch of texts that reaches the inner (pool) detector. */
function countingCalls(): CallDetector & { batches: string[][] } {
  const batches: string[][] = [];
  return {
    batches,
    detectAll: async (texts) => (batches.push([...texts]), texts.map((t) => [{ text: t.split(' ')[0], kind: 'person' as const }])),
  };
}

describe('CachingCallDetector', () => {
  test("sends only a call's new texts, each once, and answers every text in order", async () => {
    const inner = countingCalls();
    const cache = new CachingCallDetector(inner);
    await cache.detectAll(['Ann wrote'], PEOPLE);
    const found = await cache.detectAll(['Bob ran', 'Ann wrote', 'Bob ran', 'Cy sat'], PEOPLE);
    expect(found.map((f) => f[0].text)).toEqual(['Bob', 'Ann', 'Bob', 'Cy']);
    expect(inner.batches).toEqual([['Ann wrote'], ['Bob ran', 'Cy sat']]);
    expect(await cache.detectAll(['Cy sat', 'Ann wrote'], PEOPLE)).toHaveLength(2);
    expect(inner.batches).toHaveLength(2);
  });

  test('remembers nothing of a call whose detection failed', async () => {
    let fail = true;
    const inner: CallDetector = {
      detectAll: async (texts) => {
        if (fail) throw new Error('budget exceeded');
        return texts.map(() => []);
      },
    };
    const cache = new CachingCallDetector(inner);
    await expect(cache.detectAll(['Ann wrote'], PEOPLE)).rejects.toThrow('budget exceeded');
    fail = false;
    expect(await cache.detectAll(['Ann wrote'], PEOPLE)).toEqual([[]]);
  });
});
