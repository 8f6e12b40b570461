import { people } from './support/detect';

describe('people named in capitals inside normal-case text', () => {
  test('a given name then a surname, particles inside', () => {
    expect(people('The form was signed by JOHN SMITH yesterday.')).toContain('JOHN SMITH');
    expect(people('Please contact KWAME MENSAH about the invoice.')).toContain('KWAME MENSAH');
    expect(people('ANA DA SILVA | Sales | London')).toContain('ANA DA SILVA');
  });

  test('ordinary words that are also names are a phrase without a cue, and acronyms stay acronyms', () => {
    for (const plain of ['Ask HR about ROSE GARDEN access.', 'We extended the GRACE PERIOD to May.', 'Use the JAVA API here.', 'Set MARK DOWN as the format.']) {
      expect(people(plain)).toEqual([]);
    }
  });

  test('ordinary words that are also names, after a label for a person or before what a person does', () => {
    expect(people('JOHN SMITH signed the contract on Monday.')).toContain('JOHN SMITH');
    expect(people('Attn: JOHN SMITH\nRe: invoice 4471')).toContain('JOHN SMITH');
    expect(people('Note: GRACE PERIOD ends in May.')).toEqual([]);
  });
});
