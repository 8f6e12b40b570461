import { found } from './support/detect';
import { lexicon } from '../../../engines/pseudonymizer/core/names/lexicon';

describe('towns of the GeoNames gazetteer', () => {
  test('the gazetteer holds towns no curated list knows, and no name of the name lists', () => {
    const lex = lexicon();
    for (const town of ['harrogate', 'annecy', 'gisenyi', 'akureyri', 'munchen', 'warszawa']) expect(lex.towns.has(town)).toBe(true);
    for (const name of ['florence', 'lincoln', 'sofia', 'jackson']) expect(lex.towns.has(name)).toBe(false);
  });

  test('a town alone, after a preposition or in a list, is a place', () => {
    expect(found('The office in Leeds is moving to Harrogate next year.')).toEqual([]);
    expect(found('We drove from Annecy to Akureyri, well, nearly.')).toEqual([]);
    expect(found('Our office in Gisenyi opens on Monday.')).toEqual([]);
  });

  test("a town with a person's context, or leading a longer name, is still masked", () => {
    expect(found('Harrogate said he would call back.')).toContain('Harrogate');
    expect(found('Dear Harrogate, thanks for the notes.')).toContain('Harrogate');
    expect(found('The lessee, Finchley Dental Care, fails to pay rent.')).toContain('Finchley Dental Care');
    expect(found('Harrogate Borough Council approved the plan.')).toContain('Harrogate Borough Council');
  });
});

describe('provinces, states and prefectures of ISO 3166-2', () => {
  test('the regions join the towns, and no name of the name lists does', () => {
    const lex = lexicon();
    for (const region of ['bayern', 'guadalcanal', 'toscana', 'hokkaido']) expect(lex.towns.has(region)).toBe(true);
    for (const name of ['victoria', 'georgia']) expect(lex.towns.has(name)).toBe(false);
  });

  test('a region alone, after a preposition, is a place', () => {
    expect(found('Moving to Bayern next year.')).toEqual([]);
    expect(found('Flights from Guadalcanal are rare.')).toEqual([]);
  });

  test("a region with a person's context is still masked", () => {
    expect(found('Dear Bayern, thanks for the notes.')).toContain('Bayern');
  });
});

describe('a destination after a word of travel and "to"', () => {
  test('one word no list knows is the place travelled to', () => {
    expect(found('We are going to Santorini next month.')).toEqual([]);
    expect(found('Is the ferry to Mykonos cheaper in May?')).toEqual([]);
    expect(found('Thinking of moving to Cotswolds for good.')).toEqual([]);
  });

  test('a name the lists know, or one with a possessive, is still a person', () => {
    expect(found('We are going to Ngozi next week and she said hi.')).toContain('Ngozi');
    expect(found("I am going to Ngozi's place tonight.")).toContain('Ngozi');
  });
});

describe('news text about places and dates', () => {
  test("a geography word right after a place, and the eve after the year's possessive, are no people", () => {
    expect(found('Heavy rain flooded parts of the Mekong Delta overnight.')).toEqual([]);
    expect(found("Crowds gathered at Times Square for New Year's Eve.")).toEqual([]);
  });

  test('the same words with a cue or beside a given name are still people', () => {
    expect(found('Delta will call you back.')).toContain('Delta');
    expect(found("Ask Eve about the New Year's party.")).toContain('Eve');
    expect(found('Thanks to Paris Delta for the review.')).toContain('Paris Delta');
  });
});

describe('streets named after people or words', () => {
  test('a name closed by a street word is the street', () => {
    expect(found('Hope Street is closed for repairs.')).toEqual([]);
    expect(found('Our new address is 12 Kingsley Road, Leeds.')).toEqual([]);
    expect(found('Parking on Victoria Street is free after 6pm.')).toEqual([]);
    expect(found('We moved to Goethe Straße last year.')).toEqual([]);
  });

  test('with a title or a verb a person does, or a surname street words leave out, it is a person', () => {
    expect(found('Dr. Kingsley Road will see you now.')).toContain('Kingsley Road');
    expect(found('Tom Road said he would come.')).toContain('Tom Road');
    expect(found('We walked down Penny Lane.')).toContain('Penny Lane');
  });
});
