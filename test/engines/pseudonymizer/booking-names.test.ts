import { detector, mask } from './support/detect';

const people = (text: string): string[] =>
  detector.detect(text, new Set(['person', 'organization'] as const)).filter((d) => d.kind === 'person').map((d) => d.text);

describe("a traveller's name as a booking writes it", () => {
  test('surname, slash and given names before a title are one person', () => {
    expect(people('PASSENGER: MUELLER/KLAUS MR')).toContain('MUELLER/KLAUS');
    expect(mask('PASSENGER: MUELLER/KLAUS MR')).toBe('PASSENGER: [PERSON_1] MR');
  });

  test('codes and word pairs with a slash before the same letters stay', () => {
    for (const plain of ['Use TCP/IP MR routing', 'AND/OR MS', 'PASSENGER: ADT/CHD MR']) {
      expect(people(plain)).toEqual([]);
    }
  });
});
