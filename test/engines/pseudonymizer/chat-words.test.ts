import { found, people } from './support/detect';

describe('words of chat that open a line like an addressee', () => {
  test('an interjection set off by a comma is no name', () => {
    expect(found('Yikes, the invoice is three weeks overdue.')).toEqual([]);
    expect(found('Welp, the build failed again.')).toEqual([]);
    expect(found('Phew, the backups are fine.')).toEqual([]);
    expect(found('Oof, that deploy hurt.')).toEqual([]);
  });

  test('an elided English word written with an apostrophe is no name', () => {
    expect(found("Ma'am, your table is ready.")).toEqual([]);
    expect(found('Ma’am, your table is ready.')).toEqual([]);
    expect(found("G'day, how are you going?")).toEqual([]);
    expect(found("Y'all should try the new bakery.")).toEqual([]);
  });

  test('a name in the same place, or one with the shape of an elided word, is still masked', () => {
    expect(people('Priya, the invoice is three weeks overdue.')).toEqual(['Priya']);
    expect(people("Ask O'Hare about the keys.")).toEqual(["O'Hare"]);
  });
});

describe('ordinary nouns of address after a greeting', () => {
  test('"mate", "buddy", "love" after a greeting are the greeting, not a name', () => {
    expect(found('Cheers mate, see you Friday.')).toEqual([]);
    expect(found('Thanks mate!')).toEqual([]);
    expect(found('Hey buddy, got a minute?')).toEqual([]);
    expect(found('thanks love, talk soon')).toEqual([]);
  });

  test("an elided word after a greeting in lower case is the greeting's object too", () => {
    expect(found("thanks y'all, see you monday")).toEqual([]);
    expect(found('thank you ma’am, that was quick')).toEqual([]);
  });

  test('a name after a greeting, also one that folds to such a noun, is still masked', () => {
    expect(people('cheers priya!')).toEqual(['priya']);
    expect(people('thanks máté, see you')).toEqual(['máté']);
  });
});
