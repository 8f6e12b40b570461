import { found } from './support/detect';
import { lexicon } from '../../../engines/pseudonymizer/core/names/lexicon';

describe('names of languages', () => {
  test('the list holds languages no name list knows, and no name of the name lists', () => {
    const lex = lexicon();
    for (const language of ['bengali', 'swahili', 'sanskrit', 'pali', 'yoruba', 'navajo']) expect(lex.languages.has(language)).toBe(true);
    // Also surnames or given names ("Tatar", "Mari"): the name lists keep them.
    for (const name of ['tatar', 'mari']) expect(lex.languages.has(name)).toBe(false);
  });

  test('a language named in a request to translate, learn or compare stays as written', () => {
    expect(found('Translate this into Bengali.')).toEqual([]);
    expect(found('Is Swahili hard to learn?')).toEqual([]);
    expect(found('Explain what Sanskrit and Pali have in common.')).toEqual([]);
    expect(found('Does the app teach Navajo or Yoruba?')).toEqual([]);
  });

  test("a language's name with a person's context, or in a full name, is still masked", () => {
    expect(found('Dear Swahili, thanks for the notes.')).toContain('Swahili');
    expect(found('Swahili said she would call back.')).toContain('Swahili');
    expect(found('Please ask Amara Bengali for the keys.')).toContain('Amara Bengali');
  });
});
