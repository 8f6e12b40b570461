import { mask } from './support/detect';

describe('charities named for their cause', () => {
  test('after a verb of giving or volunteering and its preposition, or after "the charity"', () => {
    expect(mask('i donated to Books for Africa last year')).toBe('i donated to [ORG_1] last year');
    expect(mask('She volunteers with Hands Across Borders on weekends.')).toBe('She volunteers with [ORG_1] on weekends.');
    expect(mask('The charity Save the Marsh opened a shop.')).toBe('The charity [ORG_1] opened a shop.');
    expect(mask('We raised money for Mothers Against Hunger.')).toBe('We raised money for [ORG_1].');
  });

  test('"Friends of" before a capitalised word, anywhere', () => {
    expect(mask('Thanks to Friends of Lake Malawi for the photos.')).toBe('Thanks to [ORG_1] for the photos.');
  });

  test('"Friends of the Week", "Word of the Day": a feature closing on a span of time is no charity', () => {
    for (const plain of ['We watched Friends of the Week on Sunday.', 'Friends of the Month get a free coffee.']) expect(mask(plain)).toBe(plain);
    expect(mask('We support Friends of the Earth.')).toBe('We support [ORG_1].');
  });

  test('without a cue, or without a connector, the words are left to the other rules', () => {
    for (const plain of ['We got an email about Water for Villages.', 'I sent a letter to Terms and Conditions.']) {
      expect(mask(plain)).toBe(plain);
    }
  });
});
