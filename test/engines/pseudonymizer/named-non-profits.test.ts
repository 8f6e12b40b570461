import { detector } from './support/detect';

const organisations = (text: string): string[] =>
  detector.detect(text, new Set(['person', 'organization'] as const)).filter((d) => d.kind === 'organization').map((d) => d.text);

describe('non-profits named by their field with a head word', () => {
  test('capitalised words closing on a head word inside a sentence', () => {
    expect(organisations('The Ramblers Association met on Tuesday.')).toEqual(['Ramblers Association']);
    expect(organisations('we are a small NGO, Hope for Tomorrow Foundation, seeking a grant')).toEqual(['Hope for Tomorrow Foundation']);
    expect(organisations('I volunteer at the Wildfowl and Wetlands Trust now')).toEqual(['Wildfowl and Wetlands Trust']);
    expect(organisations('we thank the Hope for Tomorrow Foundation for the grant')).toEqual(['Hope for Tomorrow Foundation']);
    expect(organisations('We signed the agreement with Python Software Foundation last spring.')).toEqual(['Python Software Foundation']);
  });

  test('the name after "ONG" or a lower-case non-profit noun of another language', () => {
    expect(organisations('volunteering with ONG Bem Querer this weekend')).toEqual(['ONG Bem Querer']);
    expect(organisations("l'ONG Terre Solidaire a répondu")).toEqual(['Terre Solidaire']);
    expect(organisations("l'association Les Restos du Cœur cherche des bénévoles")).toEqual(['Les Restos du Cœur']);
  });

  test('a Title Case heading, a head word alone or a common noun phrase is left alone', () => {
    for (const plain of ['Agenda: The Housing Association Grant Review', 'Put it in the Pension Fund.', 'The Trust Fund is empty.', 'ask the Trust before Friday', 'in the Trust and Safety team', 'the Foundation models are large', 'Sehr geehrte Mitglieder, der Verein lädt zur Jahresversammlung ein.']) {
      expect(organisations(plain)).toEqual([]);
    }
  });

  test('in a line of capitals, words before a head word right after "THE", a preposition or "AND"', () => {
    expect(organisations('SPONSORED BY HELIOS SOLAR AND GREEN EARTH TRUST')).toContain('GREEN EARTH TRUST');
    expect(organisations('MEMBERS OF THE RAMBLERS ASSOCIATION MEET AT 9AM')).toEqual(['RAMBLERS ASSOCIATION']);
    for (const plain of ['IN GOD WE TRUST', 'WARNING: DO NOT TRUST THE SOCIETY', 'PLEASE TRUST THE PROCESS']) {
      expect(organisations(plain)).toEqual([]);
    }
  });
});
