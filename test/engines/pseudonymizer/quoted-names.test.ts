import { detector } from './support/detect';

const found = (text: string): Array<[string, string]> =>
  detector.detect(text, new Set(['person', 'organization'] as const)).map((d) => [d.text, d.kind]);

describe('names in quotes after a noun that says what they name', () => {
  test('an organisation after a company noun, even an ordinary word', () => {
    expect(found('a company called "Kestrel" applied')).toEqual([['Kestrel', 'organization']]);
    expect(found('our supplier \u201cKestrel\u201d is late')).toEqual([['Kestrel', 'organization']]);
  });

  test('a person after a noun for a person', () => {
    expect(found('a patient named "Hope" was admitted')).toEqual([['Hope', 'person']]);
  });

  test('quotes after other nouns, or words that are no name, are left alone', () => {
    expect(found('Click the button called "Save Changes".')).toEqual([]);
    expect(found('the file named "README" is missing')).toEqual([]);
    expect(found('a company called "the best" in town')).toEqual([]);
  });
});
