import fc from 'fast-check';
import type { NamePolicy } from '../../../engines/pseudonymizer/core/masking';
import type { NameDetector } from '../../../engines/pseudonymizer/core/name-detector';
import type { NameMappingJson } from '../../../engines/pseudonymizer/core/name-mapping';
import { Pseudonymizer } from '../../../engines/pseudonymizer/core/pseudonymizer';
import { MemoryStore } from '../../../engines/pseudonymizer/store/memory-store';

/** Detects the names of a fixed list wherever they occur: the logic under test, not NLP. */
const listDetector = (names: string[]): NameDetector => ({
  detect: (text) => names.filter((n) => text.includes(n)).map((n) => ({ text: n, kind: 'person' as const })),
});
const POLICY: NamePolicy = { kinds: new Set(['person', 'organization']), allow: [], denyPeople: [], denyOrganizations: [] };

function make(names: string[]) {
  const mappings = new MemoryStore<NameMappingJson>();
  const streams = new MemoryStore<string>();
  return { mappings, streams, p: new Pseudonymizer({ detector: listDetector(names), mappings, streams, maxNamesPerScope: 100 }) };
}

describe('Pseudonymizer', () => {
  test('restores exactly what it masked, in the same scope only', async () => {
    const { p } = make(['Alice', 'Bob']);
    const masked = await p.mask('s1', ['Alice and Bob'], POLICY);
    expect(masked).toMatchObject({ texts: ['[PERSON_1] and [PERSON_2]'], changed: true });
    expect(await p.restore('s1', masked.texts)).toEqual({ texts: ['Alice and Bob'], changed: true });
    expect(await p.restore('s2', masked.texts)).toEqual({ texts: masked.texts, changed: false });
  });

  test('stores nothing for a call without names', async () => {
    const { p, mappings } = make(['Alice']);
    expect(await p.mask('s1', ['no names here'], POLICY)).toMatchObject({ changed: false });
    expect(await mappings.size()).toBe(0);
  });

  test('holds back a placeholder split across chunks and releases it restored', async () => {
    const { p, streams } = make(['Alice']);
    await p.mask('s', ['Alice'], POLICY);
    const a = await p.restoreChunk('s', 'r1', 'Hi [PERS', false);
    const b = await p.restoreChunk('s', 'r1', 'ON_1', false);
    const c = await p.restoreChunk('s', 'r1', '], bye', false);
    const d = await p.restoreChunk('s', 'r1', '', true);
    expect([a, b, c, d]).toEqual([
      { text: 'Hi ', heldBack: 5 },
      { text: '', heldBack: 9 },
      { text: 'Alice, bye', heldBack: 0 },
      { text: '', heldBack: 0 },
    ]);
    expect(await streams.size()).toBe(0);
  });

  test('releases a held-back tail unchanged when the stream ends inside it', async () => {
    const { p } = make(['Alice']);
    await p.mask('s', ['Alice'], POLICY);
    expect(await p.restoreChunk('s', 'r', 'array[', false)).toEqual({ text: 'array', heldBack: 1 });
    expect(await p.restoreChunk('s', 'r', '', true)).toEqual({ text: '[', heldBack: 0 });
  });

  test('keeps the streams of one scope apart', async () => {
    const { p } = make(['Alice']);
    await p.mask('s', ['Alice'], POLICY);
    await p.restoreChunk('s', 'r1', 'x [PERSON', false);
    expect(await p.restoreChunk('s', 'r2', '_1]', true)).toEqual({ text: '_1]', heldBack: 0 });
    expect(await p.restoreChunk('s', 'r1', '_1]', true)).toEqual({ text: 'Alice', heldBack: 0 });
  });

  test('however a response is cut into chunks, the stream restores it exactly like the whole', async () => {
    const names = ['Alice', 'Bob', 'Carol'];
    const { p } = make(names);
    const masked = (await p.mask('s', ['Alice, Bob and Carol'], POLICY)).texts[0];
    const pieces = fc.array(fc.constantFrom('[PERSON_1]', '[PERSON_2]', '[PERSON_3]', '[PERSON_9]', '[', ']', ' and ', 'PERSON_', 'x'), { maxLength: 12 });
    let streamNo = 0;
    await fc.assert(
      fc.asyncProperty(pieces, fc.array(fc.nat(), { maxLength: 6 }), async (parts, cuts) => {
        const response = parts.join('');
        const points = [...new Set(cuts.map((c) => c % (response.length + 1)))].sort((x, y) => x - y);
        const chunks = [0, ...points, response.length].slice(1).map((end, i, arr) => response.slice(i === 0 ? 0 : arr[i - 1], end));
        const stream = `r${streamNo++}`;
        let out = '';
        for (const chunk of chunks) out += (await p.restoreChunk('s', stream, chunk, false)).text;
        out += (await p.restoreChunk('s', stream, '', true)).text;
        expect(out).toBe((await p.restore('s', [response])).texts[0]);
      }),
      { numRuns: 300 },
    );
    expect(masked).toBe('[PERSON_1], [PERSON_2] and [PERSON_3]');
  });
});
