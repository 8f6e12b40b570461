import { found } from './support/detect';
import { lexicon } from '../../../engines/pseudonymizer/core/names/lexicon';

describe('the generated word lists', () => {
  test('hold frequent words of other languages and names the curated lists lack, folded like the keys', () => {
    const lex = lexicon();
    expect(lex.otherWords.has('laporan')).toBe(true);
    expect(lex.otherWords.has('erklare')).toBe(true);
    expect(lex.extraNames.has('otieno')).toBe(true);
    // Built from the other lists' leftovers: no English dictionary word is an extra name.
    expect(lex.extraNames.has('baker')).toBe(false);
    // Names given in some country and rare as words in every listed language, words that fold
    // to the same key counted ("saída" keeps out the name Saida), a word a few give as a name
    // ("citra", Indonesian for image) left out.
    expect(lex.lowerCaseGiven.has('wojciech')).toBe(true);
    expect(lex.lowerCaseSurnames.has('virtanen')).toBe(true);
    for (const word of ['saida', 'citra', 'frasi', 'mark', 'grace']) expect(lex.lowerCaseGiven.has(word) || lex.lowerCaseSurnames.has(word)).toBe(false);
  });
});

describe('frequent words of another language', () => {
  test('a Title Case instruction in another language is no name', () => {
    expect(found('Erkläre den Unterschied zwischen TCP und UDP.')).toEqual([]);
    expect(found('Ringkas Laporan Keuangan kuartal ini.')).toEqual([]);
  });

  test('one word opening a sentence of another language is no name, even where a name list has it', () => {
    expect(found('Ange ett tal mellan 1 och 10.')).toEqual([]);
    expect(found('Aby zmienić ustawienia, uruchom program ponownie.')).toEqual([]);
  });

  test('a lower-case run of another language is no name, though some of its words are rare', () => {
    expect(found('fel: misslyckades vid skrivning av fil')).toEqual([]);
    expect(found('  -q, --quiet     suprime avisos; use dos veces para suprimir errores')).toEqual([]);
    expect(found('pilih baris-baris yang tidak cocok dengan pola')).toEqual([]);
  });

  test('a lower-case manual line of another language is no name, though a given name is one of its words', () => {
    // "durante" is a given name and a surname as well as Spanish and Portuguese "during".
    expect(found('      --ignore-garbage  ignora caracteres no alfabéticos durante el descodificado')).toEqual([]);
    expect(found('  -i, --ignore-garbage  ignora caracteres não alfabéticos durante a descodificação')).toEqual([]);
  });

  test('a lower-case name holding one frequent word of another language stays a name', () => {
    expect(found('meeting w/ sanne de jong moved to 4')).toContain('sanne de jong');
    expect(found('maria okonkwo will join the call')).toContain('maria okonkwo');
  });

  test('a placeholder in capitals after a sentence start of another language is no name', () => {
    expect(found('Se FORMATO for omitido, usa o padrão.')).toEqual([]);
    expect(found('Als HOOFD wordt gegeven, toon de kop.')).toEqual([]);
  });

  test('names that are also frequent words somewhere stay names in a sentence, a chat line or capitals', () => {
    expect(found('Reminder: Thorsten Glaser is presenting tomorrow.')).toContain('Thorsten Glaser');
    expect(found('thx mikko virtanen!!')).toContain('mikko virtanen');
    expect(found('SURNAME,GIVEN\nO\'BRIEN,Sean')).toContain("O'BRIEN");
    expect(found('Mi primo trabaja en Grupo Financiero Banorte.').join(' ')).toContain('Banorte');
  });
});

describe('names of the larger name list', () => {
  test('African names inside a German sentence are names', () => {
    expect(found('Grüße an Otieno und Wanjiru aus Nairobi.')).toEqual(expect.arrayContaining(['Otieno', 'Wanjiru']));
  });
});

describe('chat cues before a name', () => {
  test('"Congrats" and "Shoutout" cue the name and are no part of it', () => {
    expect(found('Congrats Amadou Diallo on the promotion!')).toContain('Amadou Diallo');
    expect(found('Congrats Amadou Diallo on the promotion!')).not.toContain('Congrats Amadou Diallo');
    expect(found('Shoutout to Sravani Reddy for the quick fix.')).not.toContain('Shoutout');
  });
});

describe('a capitalised word inside a clause of another language', () => {
  test('is a name when no list knows it and its letters read as a name', () => {
    expect(found('Gestern hat Thanawat die Präsentation gehalten, bitte übersetzen.')).toEqual(['Thanawat']);
    expect(found('Traduce al inglés: ayer llamó Keoni al cliente para confirmar.')).toEqual(['Keoni']);
    expect(found('Domani porta Zhanibek i documenti in ufficio.')).toEqual(['Zhanibek']);
  });

  test('stays a word when its letters read as one', () => {
    expect(found('Traduce al inglés: ayer llamó Frontend al cliente para confirmar.')).toEqual([]);
    expect(found('Domani porta Dockerfile i documenti in ufficio.')).toEqual([]);
  });

  test('after that language\'s "with", greeting or "according to", letters that only lean to a name\'s are enough', () => {
    expect(found('La reunión con Naroa fue bien.')).toEqual(['Naroa']);
    // The same word with no such cue before it must read more strongly as a name.
    expect(found('La reunión de Naroa fue bien.')).toEqual([]);
    // Keys, tools and products after "con" stay words.
    expect(found('Scambiare Win sinistro con Ctrl sinistro')).toEqual([]);
    expect(found('Funciona con Kubernetes y con Ansible.')).toEqual([]);
  });
});
