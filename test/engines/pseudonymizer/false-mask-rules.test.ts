import { found } from './support/detect';
import { endsLikeCommonWord, gluedToCode, isModifierCompound, isPhrasalNoun } from '../../../engines/pseudonymizer/core/false-mask-rules';
import { initials } from '../../../engines/pseudonymizer/core/name-shapes';
import { tokenize } from '../../../engines/pseudonymizer/core/names/tokens';

const token = (word: string) => tokenize(word)[0];

describe('words glued to code punctuation', () => {
  test('placeholders of usage lines, format directives, variables and paths are no names', () => {
    expect(found('Usage: %s [OPÇÃO] --block-size=TAMAÑO <nom> -AANTAL, error %lu in /dev/urandom')).toEqual([]);
    expect(found('The file was copied to /Kardashev/ and Vorlonix=3 was set.')).toEqual([]);
  });

  test('flags only the words set off by such punctuation', () => {
    const text = 'Ask Vorlonix about $Kardashev';
    expect([...gluedToCode(text, tokenize(text))]).toEqual([0, 0, 0, 1]);
  });

  test('a chat channel and one word alone in a code span are no names', () => {
    expect(found('Ask in #Vorlonix-help before you run `Kardashev` on the cluster.')).toEqual([]);
  });

  test('a name in prose is still found', () => {
    expect(found('Please send the [draft] to Amara Okonkwo.')).toContain('Amara Okonkwo');
    expect(found('Ticket #4412 was filed by Amara Okonkwo; ping `Amara Okonkwo` too.')).toContain('Amara Okonkwo');
  });
});

describe('words ending like common nouns of other languages', () => {
  test('German, Spanish and other nouns and adjectives are no names', () => {
    expect(found('Neuseeländische Gebärdensprache')).toEqual([]);
    expect(found('Die Konfiguration wurde gespeichert. Übereinstimmung gefunden.')).toEqual([]);
    expect(found('Error: Configuración inválida')).toEqual([]);
    expect(found('Vorabveröffentlichte Aktualisierungen')).not.toContain('Aktualisierungen');
  });

  test('reads the word as written and the last part of a hyphenated word', () => {
    expect(endsLikeCommonWord(token('Atualização'))).toBe(true);
    expect(endsLikeCommonWord(token('Kreolisch-Französische'))).toBe(true);
    // Names that end so are short or keep their ending out of the list.
    expect(endsLikeCommonWord(token('Xenia'))).toBe(false);
    expect(endsLikeCommonWord(token('Hartung'))).toBe(false);
    expect(endsLikeCommonWord(token('Dominique'))).toBe(false);
  });

  test('names the lexicon knows are kept whatever their ending', () => {
    expect(found('Please ask Stefania Rinaldi and Daniel Hartung about the Konfiguration.')).toEqual(
      expect.arrayContaining(['Stefania Rinaldi', 'Daniel Hartung']),
    );
  });
});

describe('modifiers and names of languages', () => {
  test('a hyphenated modifier is no name', () => {
    expect(found('Creoles and pidgins, Portuguese-based')).toEqual([]);
    expect(isModifierCompound(token('Tk-enabled'))).toBe(true);
    expect(isModifierCompound(token('Jean-Baptiste'))).toBe(false);
  });

  test('a word before "languages", "script" or "shorthand" names a language', () => {
    expect(found('Eastern Malayo-Polynesian languages and Duployan shorthand')).toEqual([]);
  });
});

describe('places named with a geography word', () => {
  test('words after a geography word, or a run holding one, name a place', () => {
    expect(found('Islas Georgias del Sur')).toEqual([]);
    expect(found('Territorio fiduciario delle Isole del Pacifico')).toEqual([]);
    expect(found('We toured the Douro Valley in October.')).toEqual([]);
  });

  test('a weak cue after the place ("is") does not make it a person', () => {
    expect(found('Lake Como is lovely in May.')).toEqual([]);
  });

  test('a person cue still says person', () => {
    expect(found('Amara Valley said hello.')).toContain('Amara Valley');
    expect(found('Lake Como said no.')).toContain('Como');
  });
});

describe("streets named with another language's street word first", () => {
  test('a capitalised street word opens a street, before the run or as its first word', () => {
    expect(found('We walked along Rue de Rivoli after lunch.')).toEqual([]);
    expect(found('Our hotel is on Via del Corso.')).toEqual([]);
    expect(found('Meet me on Calle Mayor at noon.')).toEqual([]);
  });

  test('a verb of speech after it, or the preposition "via" in lower case, still says person', () => {
    expect(found('Calle Andersson called me.')).toContain('Calle Andersson');
    expect(found('I sent the draft via Anna.')).toContain('Anna');
  });
});

describe('sentences of other languages', () => {
  test('a fragment with no word either way takes the language of the text', () => {
    expect(found('Sección: grupo de sección contiene otro grupo')).toEqual([]);
  });

  test('words off the dictionary with letters outside ASCII weigh more: a short Polish message is Polish', () => {
    expect(found('Zmieniam informację o użytkowniku %s')).toEqual([]);
  });

  test('lower-case chat with a few words off the dictionary stays English', () => {
    expect(found('btw dilani jayasuriya from kpmg is joining tmrw, ok?')).toContain('dilani jayasuriya');
  });
});

describe('initials', () => {
  test('a name is carried over a middle or leading initial', () => {
    const names = found('Copyright 2009 Eric W. Biederman and J. Ramón Palacios');
    expect(names).toEqual(expect.arrayContaining(['Eric W. Biederman', 'J. Ramón Palacios']));
    // The initial alone is no part of its own: every "J" of the text would be masked.
    expect(names).not.toContain('J');
  });

  test('only a capital letter, a full stop, one space and a capitalised word make an initial', () => {
    const text = 'Eric W. Biederman, plan B. then W.Test';
    expect([...initials(text, tokenize(text))]).toEqual([0, 1, 0, 0, 0, 0, 0, 0]);
  });
});

describe('places named with a geography word and "of"', () => {
  test('the geography word and the proper noun after "of" are a place', () => {
    expect(found('Rain is expected across the Gulf of Mexico and the Bay of Bengal this week.')).toEqual([]);
    expect(found('best time to visit the Valley of the Kings or the Bay of Islands?')).toEqual([]);
    expect(found('Tourists flocked to the Cape of Good Hope and the Isle of Man over Easter.')).toEqual([]);
  });

  test('a person after "of" with no geography word, or with a verb of speech, is still a name', () => {
    expect(found('the head of Bengali Ansah left early')).toContain('Bengali Ansah');
    expect(found('Near the Bay of Bengal, Hope said the boats were ready.')).toContain('Hope');
  });
});

describe('ports and banking words', () => {
  test('the word after "Port" names a port town', () => {
    expect(found('Tata Steel will close its coke ovens at Port Talbot.')).toEqual(['Tata Steel']);
  });

  test('IBAN, BIC and SEPA are banking terms', () => {
    expect(found('SEPA returns from bank customers spiked after the IBAN change; check the BIC too.')).toEqual([]);
  });
});

describe('regions of business and technical terms', () => {
  test('sales regions and encodings are no names', () => {
    expect(found("SELECT Customer, SUM(Amount) FROM Orders WHERE Region = 'Nordics' GROUP BY Customer;")).toEqual([]);
    expect(found('ICU provides robust and full-featured Unicode and locale support, with full Boolean expressions.')).toEqual([]);
    expect(found('Revenue grew in EMEA and APAC, LATAM was flat.')).toEqual([]);
  });
});

describe('German adjectives in -isch', () => {
  test('languages and adjectives of German read as words, not names', () => {
    expect(endsLikeCommonWord(token('Aramäisch'))).toBe(true);
    expect(found('Aramäisch, Jüdisch-Babylonisch (ca. 200-1200 BC)')).toEqual([]);
  });
});

describe('German nouns after a determiner', () => {
  test('a frequent German word a surname list also holds is a noun after an article or a possessive', () => {
    expect(found('Unser Kunde hat die Rechnung bezahlt.')).toEqual([]);
    expect(found('Der Kunde hat gestern angerufen.')).toEqual([]);
  });

  test('a German compound or noun no curated name list holds is a noun after a determiner or "im"', () => {
    expect(found('Mit -V zeigt es die Softwareversion und die Lizenzbedingungen an.')).toEqual([]);
    expect(found('Auf einem PC erscheint das Mac-Dateisystem als versteckte Datei.')).toEqual([]);
    expect(found('Bits, die im Feld ac_flag gesetzt werden können.')).toEqual([]);
  });

  test('a given name after an article, and a surname after a title, stay names', () => {
    expect(found('Die Maria hat angerufen.')).toContain('Maria');
    expect(found('Ich habe mit Frau Kunde gesprochen.')).toContain('Kunde');
  });
});

describe('a verb and its particle joined by a hyphen', () => {
  const english = new Set(['kick', 'sign', 'roll', 'check', 'seo']);
  const names = new Set(['kick', 'seo']);
  const phrasal = (word: string) => isPhrasalNoun(token(word), { commonWords: english, given: names, surnames: new Set() });

  test('names an event, also where the verb is a name too', () => {
    expect(phrasal('Kick-off')).toBe(true);
    expect(phrasal('Sign-off')).toBe(true);
    expect(phrasal('Roll-out')).toBe(true);
    expect(phrasal('Check-in')).toBe(true);
  });

  test('a Korean given name ending in "-in" or "-on" stays a name', () => {
    expect(phrasal('Seo-in')).toBe(false);
    expect(phrasal('Jae-won')).toBe(false);
  });

  test('in a sentence the event is left alone and the person masked', () => {
    expect(found('Kick-off is on Monday, sign-off on Friday.')).toEqual([]);
    expect(found('Roll-out starts next week.')).toEqual([]);
    expect(found('Seo-in will join the kick-off.')).toEqual(['Seo-in']);
  });
});
