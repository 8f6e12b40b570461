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

describe("a document's number between its cue and the sender", () => {
  test('leaves the sender an organisation', () => {
    expect(organisations('Invoice #4411 from Stellar Print & Design is overdue.')).toEqual(['Stellar Print & Design']);
    expect(organisations('Quote Q-118 from Northgate Builders expires Friday.')).toEqual(['Northgate Builders']);
  });
});
