import { found, people } from './support/detect';

describe("the value after a label's colon", () => {
  test('a Title Case value opened by an ordinary word is a thing, not a name', () => {
    expect(found('Changelog\n\nAdded: Bulk Export. Changed: Default Timeout. Removed: Legacy Importer.')).toEqual([]);
  });

  test('a name after the same label is still masked', () => {
    expect(people('Owner: Tendai Moyo')).toContain('Tendai Moyo');
    expect(people('Approved: Mark Zorvanu')).toContain('Mark Zorvanu');
    expect(people('Note: Zorvanu called twice.')).toContain('Zorvanu');
    expect(people('Traduce al inglés: Mañana Shota llega a la oficina a las nueve.')).toContain('Shota');
  });
});
