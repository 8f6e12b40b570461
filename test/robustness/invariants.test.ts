/**
 * The suite's own checks catch what they exist to catch: a check that could never fail would let
 * a broken engine pass.
 */
import { echoedWords, namesLeftStanding } from './support/invariants';

describe('names left standing', () => {
  const names = new Map([['[PERSON_1]', 'Ann Lee'], ['[ORG_1]', '& Co.']]);

  test('a masked name standing elsewhere in the call is found, across texts and line breaks', () => {
    expect(namesLeftStanding(['Ann Lee met Bo.', 'Later Ann\nLee left.'], ['[PERSON_1] met Bo.', 'Later Ann\nLee left.'], names)).toEqual(['Ann Lee']);
  });

  test('a name inside a longer word, or judged next to a placeholder, is not', () => {
    const original = ['Ann Lee and JoAnn Lees; Łukasz& Co. KG'];
    expect(namesLeftStanding(original, ['[PERSON_1] and JoAnn Lees; Łukasz& Co. KG'], names)).toEqual([]);
    expect(namesLeftStanding(['Maria Łukasz& Co. KG'], ['[PERSON_1]& Co. KG'], new Map([['[PERSON_1]', 'Maria Łukasz'], ['[ORG_1]', '& Co.']]))).toEqual([]);
  });

  test('every occurrence masked is no leak', () => {
    expect(namesLeftStanding(['Ann Lee, Ann  Lee'], ['[PERSON_1], [PERSON_1]'], names)).toEqual([]);
  });
});

describe('echoed words', () => {
  test('a name of the input in a blocked reason is an echo, common English words are not', () => {
    expect(echoedWords(['Dvořák wrote to the conversation'], 'Pseudonymizer: Dvořák: a conversation may hold at most 1000 distinct names')).toEqual(['dvořák']);
    expect(echoedWords(['the names of this conversation'], 'Pseudonymizer: a conversation may hold at most 1000 distinct names')).toEqual([]);
  });
});
