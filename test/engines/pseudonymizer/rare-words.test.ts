import { found, people } from './support/detect';
import { lexicon } from '../../../engines/pseudonymizer/core/names/lexicon';

describe('English words past the dictionary, in a line of one case', () => {
  test('the generated list holds rarer English words and no curated name', () => {
    const lex = lexicon();
    expect(lex.rareWords.has('radix')).toBe(true);
    expect(lex.rareWords.has('tahini')).toBe(true);
    expect(lex.rareWords.has('maria')).toBe(false);
    // Words of the lexicon's own dictionary are left to it.
    expect(lex.rareWords.has('will')).toBe(false);
  });

  test('are words, not names', () => {
    expect(found('can u explain radix sort to me')).toEqual([]);
    expect(found('the lexer chokes on unicode input, any idea why')).toEqual([]);
    expect(found('i need a recipe with tahini and sumac')).toEqual([]);
  });

  test('one the uncurated name list also holds is a name where a cue says so', () => {
    expect(found('the gripper on my 3d printer keeps slipping')).toEqual([]);
    expect(people('tell croft the build broke')).toEqual(['croft']);
  });

  test('people written in lower case stay names', () => {
    expect(people('btw dilani jayasuriya from kpmg is joining tmrw')).toContain('dilani jayasuriya');
  });
});
