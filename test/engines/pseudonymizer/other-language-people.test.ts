import { found, mask } from './support/detect';

describe('verbs of speech of other languages', () => {
  test('a one-word verb of speech after a given name opening its sentence says person', () => {
    expect(found('Traduce: "Esteban dijo que el pedido llega el jueves."')).toContain('Esteban');
    expect(found('Przetłumacz: „Wojciech powiedział, że faktura jest gotowa.”')).toContain('Wojciech');
  });

  test('an auxiliary and a participle of speech say person too', () => {
    expect(found('Traduis : « Solène a dit que la livraison est prévue lundi. »')).toContain('Solène');
  });

  test('in German, where every noun is capitalised, the verb says person for a word a name list holds', () => {
    expect(found('Ich glaube, Jürgen hat gesagt, dass wir das Release verschieben.')).toContain('Jürgen');
  });

  test('a German noun before a verb of speech stays a noun', () => {
    expect(found('Die Dokumentation hat gesagt, dass die Option veraltet ist.')).toEqual([]);
    expect(found('Der Kunde sagte, dass die Lieferung fehlt.')).toEqual([]);
  });
});

describe('West Slavic titles in their cases', () => {
  test('the name after "pan" or "pani" in any case is a person, in the case the title gives it', () => {
    expect(found('Spotkanie z panem Wójcikiem przeniesione na piątek.')).toContain('Wójcikiem');
    expect(found('Zadzwoń do pani Krystyny, ona ma klucze do biura.')).toContain('Krystyny');
  });

  test('"Pan" inside a sentence is no title', () => {
    expect(found('We booked a flight on Pan Am in 1975.')).not.toContain('Am');
  });
});

describe('signatures of other languages', () => {
  test('a name in capitals after a signature label of another language is a person, and the label is not', () => {
    const names = found('FIRMADO: JAVIER SOTO\nAyer se envió la copia.');
    expect(names).toContain('JAVIER SOTO');
    expect(names).not.toContain('FIRMADO');
    expect(found('GEZEICHNET: KLAUS HEINRICH\nGestern wurde das Dokument verschickt.')).toContain('KLAUS HEINRICH');
  });

  test('a given name alone on the line after a sign-off of another language is the writer', () => {
    expect(found('le devis est en pièce jointe.\nBien à vous,\nCamille')).toContain('Camille');
    expect(found('já tens os números de abril?\nAbraços,\nInês')).toContain('Inês');
  });
});

describe('lower-case names after verbs of asking of other languages', () => {
  test('the person asked, after up to three small words, is a name', () => {
    expect(found('frag mal jörg, der kennt sich mit dem Drucker aus')).toContain('jörg');
    expect(found('pregunta a maría si viene a la cena')).toContain('maría');
    expect(found('vraag het even aan pieter')).toContain('pieter');
    expect(found('fala com o thiago sobre o acesso')).toContain('thiago');
  });

  test('the small words themselves and ordinary words after the verb are no one', () => {
    expect(found('frag mal nach, ob der Drucker wieder geht')).toEqual([]);
    expect(found('Courier mail server')).toEqual([]);
    expect(found('vraag het even aan de balie')).toEqual([]);
    expect(found('pregunta a la recepción si hay sitio')).toEqual([]);
  });
});

describe('subject pronouns before a verb of speech', () => {
  test('a pronoun that some name list holds is no speaker', () => {
    expect(found('Ela disse que o voo atrasou.')).toEqual([]);
    expect(found('Elle a dit que le serveur était en panne.')).toEqual([]);
  });
});

describe('names in Polish cases', () => {
  test('a listed given name or surname in the instrumental, dative or genitive is a person', () => {
    expect(found('Spotkanie z Tomaszem Lisem w poniedziałek.')).toContain('Tomaszem Lisem');
    expect(found('Nie mam numeru Krystyny.')).toContain('Krystyny');
    expect(found('Rozmawiałem wczoraj z Kowalskim o budżecie.')).toContain('Kowalskim');
  });

  test('an English word whose stem is a short name keeps its meaning', () => {
    expect(found('The Totem and the Anthem were discussed at the Modem meeting.')).toEqual([]);
  });
});

describe('words after a verb of asking that only a surname list holds', () => {
  test('are ordinary words of the sentence', () => {
    expect(found('a opção pergunta a cada arquivo se deve removê-lo')).toEqual([]);
    expect(found('frag mal kurz nach')).toEqual([]);
  });
});

describe('Italian titles written with their ending', () => {
  test('the name after "Sig.ra" or "Dott.ssa" is a person, though it is also a place', () => {
    expect(found('La Sig.ra Colombo ha chiamato ieri.')).toContain('Colombo');
  });
});

describe('a Polish title opening the sentence', () => {
  test('stays outside the name it titles', () => {
    expect(found('Pani Bożena dzwoniła.')).toEqual(['Bożena']);
  });
});

describe('lower-case speakers of other languages', () => {
  test('a given name before a verb of speech is a person', () => {
    expect(found('maría dijo que no viene')).toContain('maría');
    expect(found('sanne zei dat het klaar is')).toContain('sanne');
  });

  test('a subject pronoun before it is none', () => {
    expect(found('ele disse que vem')).toEqual([]);
  });
});

describe('mentions in a sentence of another language', () => {
  test('a lower-case name after "@" is a person there too', () => {
    expect(found('@joão pode ver isso antes da reunião?')).toContain('joão');
  });
});

describe('German "hat" and a participle of calling around one bare word', () => {
  test('the word is the caller, though no list knows it', () => {
    expect(found('Heute hat Dörte angerufen.')).toContain('Dörte');
  });

  test('a noun with its article, or a bare object of speech or writing, stays a word', () => {
    expect(found('Gestern hat der Kunde angerufen.')).toEqual([]);
    expect(found('Er hat Bescheid gesagt.')).toEqual([]);
    expect(found('Sie hat Briefe geschrieben.')).toEqual([]);
  });
});

describe('the doer after another language\'s "by"', () => {
  test('a given name and a surname no list knows after "par" are a person', () => {
    expect(mask('La traduction a été créée par Jade Marivaux.')).toBe('La traduction a été créée par [PERSON_1].');
  });

  test('German "von" after a verb is the preposition, outside the name', () => {
    expect(mask('Die Übersetzung wurde von Helge Brandtner erstellt.')).toBe('Die Übersetzung wurde von [PERSON_1] erstellt.');
    expect(found('Otto von Bismarck schrieb den Brief.')).toContain('Otto von Bismarck');
  });

  test('a sentence opening on the verb keeps the verb and "von" or "af" outside the name', () => {
    expect(mask('Geschrieben von David MacKenzie.')).toBe('Geschrieben von [PERSON_1].');
    expect(mask('Skrevet af Paul Rubin.')).toBe('Skrevet af [PERSON_1].');
  });

  test('"y" before a given name and a surname joins two people; a compound surname keeps its "y"', () => {
    expect(mask('Escrito por Juan Piernas y Marcos Fouces.')).toBe('Escrito por [PERSON_1] y [PERSON_2].');
    expect(found('José Ortega y Gasset escribió el libro.')).toContain('José Ortega y Gasset');
  });

  test('one noun, or nouns that are frequent words of the language, after it stay words', () => {
    expect(found('Die Liste wird von Zeit zu Zeit aktualisiert.')).toEqual([]);
    expect(found('Das Paket wird von Debian Entwicklern gepflegt.')).toEqual([]);
  });
});
