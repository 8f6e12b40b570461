import { found, mask } from './support/detect';

describe('a given name cut short inside a list of people', () => {
  test('between full names set off by a comma or "und", the word ending the item is the surname', () => {
    expect(mask('Die Übersetzung stammt von Jonas Weber, Marta Branch und Lukas Brandt.')).toBe('Die Übersetzung stammt von [PERSON_1], [PERSON_2] und [PERSON_3].');
    expect(mask('Reviewers: Jonas Weber, Marta Branch.')).toBe('Reviewers: [PERSON_1], [PERSON_2].');
  });

  test('without a full name beside it the word keeps its other use', () => {
    expect(found('Send it to Marta Branch, the office in Leeds.')).not.toContain('Marta Branch');
  });

  test('a capitalised word after it makes the item no name of two words', () => {
    expect(found('Jonas Weber, Marta Branch Office and Lukas Brandt')).not.toContain('Marta Branch');
  });
});
