import { found, people } from './support/detect';

describe('a place named with a compass word of another language', () => {
  test('is not masked', () => {
    expect(found('indiennes d’Amérique du Nord, langues')).toEqual([]);
    expect(found('Géorgie du Sud et les îles Sandwich du Sud')).toEqual([]);
    expect(found('Französische Süd- und Antarktisgebiete')).toEqual([]);
    expect(found('Noordelijke Miladhunmadulhu-atol')).toEqual([]);
  });

  test("a person's name in the same place is still masked", () => {
    expect(people('Merci à Amélie Dubois pour son aide.')).toContain('Amélie Dubois');
    expect(people('Dear Anders Nord, thanks for the call.')).toContain('Anders Nord');
  });
});
