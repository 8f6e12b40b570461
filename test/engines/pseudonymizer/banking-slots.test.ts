import { detector } from './support/detect';

const organisations = (text: string): string[] =>
  detector.detect(text, new Set(['person', 'organization'] as const)).filter((d) => d.kind === 'organization').map((d) => d.text);

describe('a bank in the slots banking talk puts it in', () => {
  test("a bank named like a town after 'bank with' or 'an account with'", () => {
    expect(organisations('I bank with Halifax')).toEqual(['Halifax']);
    expect(organisations('My account with Halifax was frozen without notice.')).toEqual(['Halifax']);
  });

  test('places and ordinary words after the same words stay', () => {
    for (const plain of ['I have savings at Home', 'We stayed with Halifax friends', 'the loans at Christmas were cheap', 'we bank with the local credit union']) {
      expect(organisations(plain)).toEqual([]);
    }
  });
});
