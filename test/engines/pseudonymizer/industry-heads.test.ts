import { found, organisations } from './support/detect';

describe('a name ending in the word for its trade', () => {
  test('is an organisation', () => {
    expect(organisations('I ordered from Bluestone Furniture but it never arrived.')).toEqual(['Bluestone Furniture']);
    expect(organisations('The merger between Halvorsen Shipping and Nordlys Marine closed today.')).toEqual(['Halvorsen Shipping', 'Nordlys Marine']);
  });

  test('a given name before such a word is masked whole all the same', () => {
    expect(found('Sarah Marine will present.')).toContain('Sarah Marine');
  });
});
