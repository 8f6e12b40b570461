import { people } from './support/detect';

describe('a lower-case name alone on its line after a sign-off marker', () => {
  test('a slash before the name signs a message as a dash does', () => {
    expect(people('hi åsa,\nthe numbers look fine to me.\n/mattias')).toContain('mattias');
  });

  test('a path alone on its line stays', () => {
    expect(people('cd into\n/home\nthen run it')).toEqual([]);
    expect(people('the files live in\n/usr\n')).toEqual([]);
  });
});
