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

describe('a lower-case name filling a pair of quotes', () => {
  const people = (text: string): string[] => found(text).filter(([, kind]) => kind === 'person').map(([name]) => name);

  test('a given name of any culture first, then words no dictionary holds', () => {
    expect(people('The field shows "oluwatobi adeyemi" in lower case.')).toContain('oluwatobi adeyemi');
    expect(people("rename 'priya' to 'priya_k'")).toContain('priya');
  });

  test('an ordinary word, a term of another language or a quote inside such a sentence is left alone', () => {
    for (const plain of ['set name = "grace"', 'Clique em "não acelerado" para continuar', 'Choisissez « série » dans la liste']) {
      expect(people(plain)).toEqual([]);
    }
  });
});
