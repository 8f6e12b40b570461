import { found, people } from './support/detect';

describe('a lower-case run of words no list knows, with no cue', () => {
  test('is ordinary text when one of its words reads clearly as an ordinary word', () => {
    expect(found('użycie %s jako dostarczającego %s (%s) w trybie automatycznym')).toEqual([]);
    expect(found('nie można odzyskać %s: %s (twoje zmiany są w %s)')).toEqual([]);
  });

  test('is still a name when its words read as names', () => {
    expect(people('looks like korvina adelsky broke the nightly build')).toContain('korvina adelsky');
  });
});
