import fc from 'fast-check';
import { dnsName, shortHash, stableNames as stable } from '../../lib/meta/names';

const stableNames = (prefix: string[], list: { parts: string[]; identity: string }[]) => stable(list, (parts) => dnsName([...prefix, ...parts]));

const DNS_LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
const entries = (names: readonly string[]) => names.map((n) => ({ parts: [n], identity: n }));

describe('stableNames', () => {
  test('a name no other entry shares stays plain; names that meet get the hash of their identity', () => {
    expect(stableNames(['gw'], entries(['GPT 4', 'gpt-4', 'o3']))).toEqual([`gw-gpt-4-${shortHash('GPT 4')}`, `gw-gpt-4-${shortHash('gpt-4')}`, 'gw-o3']);
  });

  test('entries with the same identity are interchangeable and numbered in order', () => {
    expect(stableNames(['gw'], entries(['a', 'a', 'b']))).toEqual(['gw-a', 'gw-a-2', 'gw-b']);
  });

  test('any order gives each identity the same name; names are unique DNS labels', () => {
    // Few letters and spaces/case variants, so slugs meet often.
    const name = fc.stringMatching(/^[aAbB ]{1,4}$/);
    fc.assert(
      fc.property(fc.uniqueArray(name, { minLength: 1, maxLength: 8 }), fc.integer(), (names, seed) => {
        const shuffled = [...names].sort((x, y) => shortHash(`${seed}${x}`).localeCompare(shortHash(`${seed}${y}`)));
        const asMap = (list: string[]) => Object.fromEntries(stableNames(['gw'], entries(list)).map((n, i) => [list[i], n]));
        const forward = asMap(names);
        expect(asMap(shuffled)).toEqual(forward);
        expect(new Set(Object.values(forward)).size).toBe(names.length);
        expect(Object.values(forward).every((n) => n.length <= 63 && DNS_LABEL.test(n))).toBe(true);
      }),
      { numRuns: 200, seed: 7 },
    );
  });

  test('a hashed name that meets another entry’s plain name is rehashed, never duplicated', () => {
    const hashed = `gpt-4-${shortHash('GPT 4')}`;
    const names = stableNames(['gw'], entries(['GPT 4', 'gpt-4', hashed]));
    expect(new Set(names).size).toBe(3);
    expect(stableNames(['gw'], entries([hashed, 'gpt-4', 'GPT 4']))).toEqual([...names].reverse());
  });
});
