import { found } from './support/detect';

describe('English cues that are words of the sentence', () => {
  test('an English cue that is an ordinary word of another language cues no name in that language', () => {
    // Polish "to" ("this"), Dutch "met" ("with"), Swedish "det" ("it", the English title "Det.").
    expect(found('osoba lub osoby, które skomponowały to nagranie')).toEqual([]);
    expect(found('--strict met niet-nul afsluiten bij onjuist opgemaakte controlesom regels')).toEqual([]);
    expect(found('det behövs ingen kontroll av tillitsdatabasen')).toEqual([]);
  });

  test('greetings and names the lexicon knows stay cues and names there', () => {
    expect(found('hola xochitl, ¿puedes revisar el contrato mañana?')).toContain('xochitl');
    expect(found('Gracias, hablé con Lucía Fernández ayer por la tarde.')).toContain('Lucía Fernández');
  });
});

describe('placeholders in capitals in a sentence of another language', () => {
  test('a word in capitals no list knows, after the sentence opener at most, is an argument', () => {
    expect(found("Als BESTANDSNAAM '-' is, wordt de standaardwaarde /boot/grub/grubenv gebruikt.")).toEqual([]);
    expect(found('Spustí PŘÍKAZ s pozměněnou hodnotou nice. Bez PŘÍKAZU vypíše aktuální hodnotu.')).toEqual([]);
    expect(found("Si le DOMAINE n'est pas fourni, il est obtenu depuis la variable d'environnement.")).toEqual([]);
  });

  test('a surname in capitals after a title or a greeting is still a name', () => {
    expect(found('Bitte leiten Sie die Unterlagen an Frau OKONKWO weiter.')).toContain('OKONKWO');
  });
});

describe('routes', () => {
  test('a route whose end closes the sentence names a place at that end', () => {
    expect(found('Floods cut the railway between Lucerne and Interlaken.')).toEqual([]);
    expect(found('A landslide blocked the road between Chamonix and Martigny')).toEqual([]);
  });

  test('a person named after a route still is one', () => {
    expect(found('Between Lucerne and Interlaken, Tendai Moyo drove.')).toContain('Tendai Moyo');
  });
});

describe('articles and nouns of another language', () => {
  test('a lower-case particle and a frequent word of that language are an article and a noun', () => {
    expect(found('Il negozio è chiuso per la Festa della Repubblica; riapriamo martedì.')).toEqual([]);
    expect(found('Explica la diferencia entre Facturación electrónica y Nota de crédito.')).toEqual([]);
  });

  test('a surname after its particle is still a name', () => {
    expect(found('Mañana hablo con el señor de Souza sobre el contrato.')).toContain('de Souza');
  });
});

describe('the group a greeting of another language greets', () => {
  test('a frequent word of that language no name list holds, after the greeting, is the group', () => {
    expect(found('Liebe Mitglieder,\nder Verein bittet um Spenden.')).toEqual([]);
    expect(found('Liebe Kolleginnen und Kollegen,\n\ndie Kantine bleibt morgen geschlossen.')).toEqual([]);
  });

  test('the time of day a greeting names is part of the greeting', () => {
    expect(found('Guten Morgen! Bitte fasse den Text kurz zusammen.')).toEqual([]);
  });

  test('a name after the same greeting is still greeted', () => {
    expect(found('Liebe Anke,\nder Verein bittet um Spenden.')).toContain('Anke');
    expect(found('Hola García, ¿puedes revisar el contrato?')).toContain('García');
    expect(found('Hallo Weber, kannst du mir die Datei schicken?')).toContain('Weber');
    expect(found('Hola Xochitl, ¿puedes revisar el contrato?')).toContain('Xochitl');
  });
});

describe('short German messages', () => {
  test('a noun and its genitive are no name, though the message is too short to read as German', () => {
    expect(found('Barrierefreie Beschreibung der Tabellenspalte')).toEqual([]);
    expect(found('Sicherheitsstufe des Algorithmus: %s (%d bits)')).toEqual([]);
  });

  test('a family name with its particles is still a name', () => {
    expect(found('Reviewed by Ursula von der Leyen and Pieter van der Berg.')).toEqual(expect.arrayContaining(['Ursula von der Leyen', 'Pieter van der Berg']));
  });
});

describe('short lower-case messages of another language', () => {
  test('two frequent words of another language side by side are its words', () => {
    expect(found("deve haver um escape \\ depois dos comandos `a', `c' e `i'")).toEqual([]);
  });

  test('two lower-case names side by side are still a name', () => {
    expect(found('btw dilani jayasuriya is joining tmrw')).toContain('dilani jayasuriya');
  });
});

describe('formal salutations', () => {
  test('a Polish formal salutation greets its readers, not a person', () => {
    expect(found('Szanowni Państwo,\nw załączniku przesyłam zaświadczenie.')).toEqual([]);
  });

  test('a name after it is still greeted', () => {
    expect(found('Szanowna Pani Agnieszko Wróbel,\nw załączniku przesyłam zaświadczenie.')).toContain('Agnieszko Wróbel');
  });
});

describe('English verbs after a run that are words of the sentence', () => {
  test('a word of that language before its own "is" is no name', () => {
    expect(found('Standaard is dat «/» indien DPKG_ROOT niet werd ingesteld.')).toEqual([]);
  });

  test('a name before the same verb is still one', () => {
    expect(found('Keoni is vandaag ziek, de vergadering wordt verplaatst.')).toContain('Keoni');
  });
});

describe('a sentence of another language opening before a name', () => {
  test('its first word, and a "du" that is "you", stay outside the name', () => {
    expect(found('Hast du Maria gesehen?')).toEqual(['Maria']);
    expect(found('Oggi Marco non c\'è.')).toEqual(['Marco']);
  });

  test('a name that opens the sentence keeps its first word', () => {
    expect(found('Zbigniew Nowak called.')).toContain('Zbigniew Nowak');
  });
});

describe('a sentence of another language opening on a word the organisation list holds', () => {
  test('the word is that language\'s own and no organisation', () => {
    expect(found('Ayer me escribió el cliente sobre el contrato.')).toEqual([]);
    expect(found('ayer me escribió el cliente sobre el contrato')).toEqual([]);
  });

  test('the list still names it in English, mid-sentence, or with a cue', () => {
    expect(found('Ayer said the deal closed.')).toEqual(['Ayer']);
    expect(found('Pepsi is the sponsor this year.')).toEqual(['Pepsi']);
    expect(found('Trabajo en Motorola desde 2019.')).toEqual(['Motorola']);
    expect(found('trabajo en motorola desde 2019')).toEqual(['motorola']);
  });
});

describe('the German article "der" outside a family name', () => {
  test('after a verb opening a question or a clause it is the article, not a particle', () => {
    expect(found('Hat der Kunde schon bezahlt?')).toEqual([]);
    expect(found('Geht der Bauer zum Markt, bleibt die Kuh im Stall.')).toEqual([]);
    expect(found('Barrierefreie Beschreibung der Tabellenspalte')).toEqual([]);
  });

  test('after another particle it stays part of the name', () => {
    expect(found('Please ask Ursula von der Leyen.')).toContain('Ursula von der Leyen');
    expect(found('Thanks to Joost van der Berg for the review.')).toContain('Joost van der Berg');
  });
});

describe('holidays named in other languages', () => {
  test('a season greeting names no one', () => {
    expect(found('Feliz Navidad a todos!')).toEqual([]);
    expect(found('Frohe Ostern und schöne Feiertage!')).toEqual([]);
    expect(found('Wesołych Świąt!')).toEqual([]);
  });
});
