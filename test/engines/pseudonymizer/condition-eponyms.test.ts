import { found, people } from './support/detect';

describe("a condition called after a person, in the possessive", () => {
  test('names the condition, not a person', () => {
    expect(found('Patient reports Crohn\'s flare since Tuesday.')).toEqual([]);
    expect(found("what are early signs of Alzheimer's")).toEqual([]);
    expect(found("Tourette's tics get worse with stress")).toEqual([]);
  });

  test('a word a surname list also holds, only where the possessive owns nothing', () => {
    expect(found("my dad was diagnosed with Parkinson's last year")).toEqual([]);
    expect(people("Parkinson's office called about the invoice")).toEqual(['Parkinson']);
  });

  test('in lower-case chat too', () => {
    expect(found("i think my aunt has crohn's")).toEqual([]);
    expect(found("my grandpa has parkinson's")).toEqual([]);
  });

  test('a title keeps the person', () => {
    expect(people("Mrs Parkinson's class starts at 9")).toEqual(['Parkinson']);
  });
});
