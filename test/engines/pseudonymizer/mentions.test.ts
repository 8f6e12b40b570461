import { people } from './support/detect';

describe('mentions and mail addresses', () => {
  test('a name right after an "@" that opens its word is a person', () => {
    expect(people('@rachel can you review my PR when you have a sec')).toEqual(['rachel']);
    expect(people('@joão pode ver isso?')).toEqual(['joão']);
  });

  test('the mail host after the "@" of an address is no one\'s name', () => {
    expect(people('Sie erreichen ihn unter pborys@dione.ids.pl.')).toEqual([]);
    expect(people('Przemek Borys <pborys@dione.ids.pl>')).not.toContain('dione');
  });
});
