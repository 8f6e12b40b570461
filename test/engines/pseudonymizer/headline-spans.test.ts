import { found, people } from './support/detect';

describe('names inside a headline written in Title Case', () => {
  test('verbs, nouns and places capitalised in a headline are no names', () => {
    for (const plain of [
      'Headline: Heatwave Grips Southern Spain, Madrid Issues Red Alert',
      'Rewrite the headline: Lake Geneva Water Levels Fall to Historic Low',
      'Headline: Rhine Traffic Halted as Water Drops Near Kaub',
    ]) {
      expect(found(plain)).toEqual([]);
    }
  });

  test('a name the lexicon knows keeps its own words only', () => {
    expect(people('Angela Merkel Visits Paris Ahead of Summit')).toEqual(['Angela Merkel', 'Angela', 'Merkel']);
  });

  test('organisations in Title Case and a title before a name are left as found', () => {
    expect(found('previous employers: Target, Gap and the Census Bureau.')).toEqual(expect.arrayContaining(['Target', 'Gap', 'Census Bureau']));
    expect(people('Witnessed by Mrs Rose Bennett.')).toContain('Rose Bennett');
  });

  test('a sentence naming people and products, a list of surnames that are words and a CSV line are no headline', () => {
    expect(people('Bug report. Reproduced by Csilla Baker on Chrome and Firefox.')).toContain('Csilla Baker');
    expect(people('Attendees: Bronwen Vaughan, Grace Fox, Grégoire Cook')).toEqual(expect.arrayContaining(['Bronwen Vaughan', 'Grégoire Cook']));
    expect(people('name,employer,city\nLuwam Baker,Securities and Exchange Commission,Nairobi')).toContain('Luwam Baker');
  });

  test('a list of names, with no ordinary word capitalised, is no headline', () => {
    expect(people('Attendees: Wanjiku Otieno, Bolat Serikbayev, Aroha Ngata')).toEqual(expect.arrayContaining(['Wanjiku Otieno', 'Bolat Serikbayev', 'Aroha Ngata']));
  });
});
