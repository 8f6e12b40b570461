import { found, people } from './support/detect';

describe('names joined by "and" to a person already found', () => {
  test('capitalised words off the dictionary after "and", "und" in any language a prompt is translated from', () => {
    expect(people('Translate into German: "Grüße von Nilufar Rashidova und Temirlan Abenov."')).toContain('Temirlan Abenov');
    expect(people('Translate into Spanish: "Wang Fang and Park Ji-hoon arrive at noon."')).toContain('Park Ji-hoon');
  });

  test('places, products, ordinary words and names with no known given name vouch for nothing', () => {
    expect(found('We met Anna in Paris and Kowalczyk said hi.')).not.toContain('Paris');
    expect(people('Anna and Park Lane.')).toEqual(['Anna']);
    expect(people('Floods cut the railway between Lucerne and Interlaken.')).not.toContain('Lucerne');
  });
});

describe('one word listed after a place', () => {
  test('after a word that takes a place, a word listed with a known place is a place', () => {
    expect(found('The Winter Olympics begin in Milan and Cortina next February.')).toEqual([]);
  });

  test('a verb a person does still makes it a person', () => {
    expect(people('We met Anna in Paris and Kowalczyk said hi.')).toContain('Kowalczyk');
  });
});
