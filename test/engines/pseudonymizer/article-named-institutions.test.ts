import { mask } from './support/detect';

describe('institutions whose name opens with an article of its language', () => {
  test('the institution word, the capitalised article and the name after it', () => {
    expect(mask('Donations are received by Association Les Petits Pas, registered in Lyon.')).toBe('Donations are received by [ORG_1], registered in Lyon.');
    expect(mask('We met the director of Fundación El Buen Samaritano today.')).toBe('We met the director of [ORG_1] today.');
    expect(mask('Stichting De Regenboog sent the report.')).toBe('[ORG_1] sent the report.');
  });

  test('no capitalised word after the article, or an English article, is no such name', () => {
    for (const plain of ['The Bank A Loan Request form is attached.', 'Our Foundation A Good Start Program is open.']) {
      expect(mask(plain)).toBe(plain);
    }
  });
});
