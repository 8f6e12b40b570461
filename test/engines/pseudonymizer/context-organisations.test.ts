import { organisations } from './support/detect';
describe('institutions written in lower case in chat', () => {
  test('a word off the dictionary and a lower-case head after a cue', () => {
    expect(organisations('Bloods taken at apollo hospitals, results attached.')).toEqual(['apollo hospitals']);
  });

  test('in a line all in lower case, two ordinary words that say which one name it', () => {
    expect(organisations('anyone got a contact at abbey park school? need it asap')).toEqual(['abbey park school']);
    expect(organisations('emailed glenpool public schools about the transcript')).toEqual(['glenpool public schools']);
  });

  test('words that say only what kind of school it is name none', () => {
    expect(organisations('i was at law school with her')).toEqual([]);
    expect(organisations('met them at night school years ago')).toEqual([]);
    expect(organisations('she is at boarding school now')).toEqual([]);
  });

  test('ordinary words before the head, or no cue, are no name', () => {
    expect(organisations('I was at the university yesterday.')).toEqual([]);
    expect(organisations('Money left with central bank reserves.')).toEqual([]);
    expect(organisations('The apollo hospitals idea was dropped.')).toEqual([]);
  });
});

describe('known organisations that are ordinary words, joined to another organisation', () => {
  test('a list of them chains from right to left', () => {
    expect(organisations('Previous employers: Target, Orange and the Census Bureau.')).toEqual(expect.arrayContaining(['Target', 'Orange', 'Census Bureau']));
    expect(organisations('Orange and Bouygues Telecom were fined.')).toEqual(expect.arrayContaining(['Orange', 'Bouygues Telecom']));
  });

  test('written in lower case, alone, or joined to an organisation of one word, it stays a word', () => {
    expect(organisations('I hit the target and the Target was fine.')).toEqual([]);
    expect(organisations('Orange and Blue were the colours.')).toEqual([]);
    expect(organisations('Visa and Mastercard both fail.')).not.toContain('Visa');
  });
});

describe('acronyms after a preposition and an article of another language', () => {
  test('contracted or apart, the acronym of a body is taken', () => {
    expect(organisations('Het advies van het RIVM is duidelijk.')).toEqual(['RIVM']);
    expect(organisations('Mañana voy al SEPE y luego al banco.')).toEqual(['SEPE']);
    expect(organisations('Ich war heute beim BAMF.')).toEqual(['BAMF']);
  });

  test('file formats, protocols and identity numbers after the same words are left alone', () => {
    expect(organisations('Exportar al PDF y luego del CSV.')).toEqual([]);
    expect(organisations('Necesito el número del DNI.')).toEqual([]);
    expect(organisations('Convertir la imagen al PNM.')).toEqual([]);
  });
});

describe('a capitalised word followed by what only a company has', () => {
  test('its layoffs, its listing or its headquarters make it one', () => {
    expect(organisations('Taldora layoffs hit Lisbon.')).toEqual(['Taldora']);
    expect(organisations('Quillmark IPO delayed again.')).toEqual(['Quillmark']);
    expect(organisations('Brenvik headquartered here since 1990.')).toEqual(['Brenvik']);
    // A person's title after the name leaves it a person.
    expect(organisations('Halvard Strøm CEO of Taldora')).toEqual(['Taldora']);
  });
});
