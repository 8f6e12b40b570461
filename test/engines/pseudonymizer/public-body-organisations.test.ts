import { mask, organisations } from './support/detect';
import { isBodyCompound } from '../../../engines/pseudonymizer/core/public-body-organisations';

describe('public bodies written as one compound', () => {
  test('German federal, state and local offices, with the place after them', () => {
    expect(mask('Das Bundesverwaltungsgericht hat die Klage gegen das Landratsamt München abgewiesen.')).toBe('Das [ORG_1] hat die Klage gegen das [ORG_2] abgewiesen.');
    expect(organisations('Die Bundesnetzagentur veröffentlicht die Liste.')).toEqual(['Bundesnetzagentur']);
    expect(organisations('Ich muss noch zum Finanzamt.')).toEqual(['Finanzamt']);
  });

  test('Nordic agencies', () => {
    expect(organisations('Skatteverket har skickat beslutet.')).toEqual(['Skatteverket']);
    expect(organisations('Finanstilsynet har godkjent søknaden.')).toEqual(['Finanstilsynet']);
    expect(organisations('Prøverne er sendt til Rigshospitalet i går.')).toEqual(['Rigshospitalet']);
  });

  test('a compound whose end is an ordinary word after most prefixes is no body', () => {
    for (const word of ['arbeitstag', 'insgesamt', 'ehrenamt', 'lehramt', 'stadtplan', 'omradet', 'verlangsamt']) expect(isBodyCompound(word)).toBe(false);
    for (const word of ['bundestag', 'stadtrat', 'wirtschaftsministerium', 'umweltbundesamt', 'oberlandesgericht', 'jugendamt', 'migrationsverket']) expect(isBodyCompound(word)).toBe(true);
    expect(organisations('Es war ein langer Arbeitstag. Insgesamt lief alles gut.')).toEqual([]);
  });

  test('the compound inside a longer name is left to the chain of capitalized words', () => {
    expect(organisations('Das Bundesministerium für Bildung und Forschung hat geantwortet.')).toEqual(['Bundesministerium für Bildung und Forschung']);
  });
});

describe('inflected and sentence-case heads of Slavic languages', () => {
  test('Polish heads in the genitive open a chain', () => {
    expect(mask('Przesyłam zaświadczenie z Zakładu Ubezpieczeń Społecznych oraz decyzję Urzędu Skarbowego w Krakowie.')).toBe(
      'Przesyłam zaświadczenie z [ORG_1] oraz decyzję [ORG_2] w Krakowie.',
    );
  });

  test('a Russian head takes the genitive words after it, not the verb', () => {
    expect(mask('Министерство здравоохранения одобрило препарат.')).toBe('[ORG_1] одобрило препарат.');
    expect(organisations('Вчера Министерство финансов поддержало решение.')).toEqual(['Министерство финансов']);
  });
});

describe('courts and departments', () => {
  test('a court named by its rank alone', () => {
    expect(mask('The case went from the First-tier Tribunal to the Upper Tribunal.')).toBe('The case went from the [ORG_1] to the [ORG_2].');
    expect(organisations('HIGH COURT OF KENYA AT NAIROBI')).toEqual(['HIGH COURT OF KENYA']);
  });

  test('a title word that is also what a department is of', () => {
    expect(organisations('The Department of Justice filed its suit.')).toEqual(['Department of Justice']);
  });

  test('a rank word with an ordinary head is no court', () => {
    for (const plain of ['The Upper Deck was closed.', 'We met at the High Street branch.']) expect(organisations(plain)).toEqual([]);
  });
});

describe('Romance public bodies', () => {
  test('a head written in lower case before a capitalized complement', () => {
    expect(mask("Suite à mon échange avec le ministère de l'Intérieur, voici le récépissé de la préfecture de police de Paris.")).toBe(
      'Suite à mon échange avec le [ORG_1], voici le récépissé de la [ORG_2].',
    );
    expect(organisations("Il ministero dell'Economia ha risposto.")).toEqual(["ministero dell'Economia"]);
  });

  test('a lower-case head with nothing proper after it is the common noun', () => {
    const plain = 'Le ministère de la santé publique a répondu.';
    expect(organisations('le ministère a répondu hier')).toEqual([]);
    expect(organisations(plain)).toEqual([]);
  });

  test('an adjective of Romance shape in Title Case, and one ending in -onnel', () => {
    expect(organisations('Patient referred from Hospital Universitario La Paz to the unit.')).toEqual(['Hospital Universitario La Paz']);
    expect(organisations('Le Conseil constitutionnel a censuré la loi.')).toEqual(['Conseil constitutionnel']);
    expect(organisations('Adjunto el informe de la Tesorería General de la Seguridad Social.')).toEqual(['Tesorería General de la Seguridad Social']);
  });

  test('a proper noun with its elided article is a complement, and a join after "et" opens the next one', () => {
    expect(organisations("Le dossier sera envoyé à Ecole Nationale Vétérinaire d'Alfort avant vendredi.")).toEqual(["Ecole Nationale Vétérinaire d'Alfort"]);
    expect(organisations("Nous écrivons à l'Institut des Sciences de l'Ingénieur demain.")).toEqual(["l'Institut des Sciences de l'Ingénieur"]);
    expect(organisations("Le dossier est à l'Université de Pau et des Pays de l'Adour.")).toEqual(["l'Université de Pau et des Pays de l'Adour"]);
    expect(organisations("La Banque de France et l'Autorité des marchés ont répondu.")).toContain('Banque de France');
  });

  test('after "y la", "e il" a proper noun that is no head goes on the name; a head or a lower-case word does not', () => {
    expect(organisations('La sanción de la Comisión Nacional de los Mercados y la Competencia llegó.')).toEqual(['Comisión Nacional de los Mercados y la Competencia']);
    expect(organisations('El Banco de Chile y el resto de bancos respondieron.')).toEqual(['Banco de Chile']);
    expect(organisations('La Agencia nacional de salud y la seguridad social.')).toEqual(['Agencia nacional de salud']);
  });

  test('at a line start, a head needs both an adjective and a complement', () => {
    expect(organisations('Agence nationale de la recherche,120000,granted')).toEqual(['Agence nationale de la recherche']);
    expect(organisations('Centro de ayuda de la aplicación')).toEqual([]);
  });
});

describe('public bodies in Chinese, Japanese and Korean', () => {
  test('courts, agencies and bureaus end the name', () => {
    expect(organisations('東京地方裁判所は判決を下した。金融庁も調査した。')).toEqual(['東京地方裁判所', '金融庁']);
    expect(organisations('我昨天去了北京市公安局办理护照。')).toEqual(['北京市公安局']);
    expect(organisations('서울중앙지방법원은 판결했다.')).toEqual(['서울중앙지방법원']);
  });

  test('a head alone is no name', () => {
    expect(organisations('政府')).toEqual([]);
  });
});

describe('schools and hospitals written as one compound', () => {
  test('with a place or a proper noun after the head, or an eponym hyphenated in', () => {
    expect(organisations('Ich war auf der Kantonsschule Winterthur.')).toEqual(['Kantonsschule Winterthur']);
    expect(organisations('Protokoll: Gymnasium Buckhorn hat die Vereinbarung bestätigt.')).toEqual(['Gymnasium Buckhorn']);
    expect(organisations('Die Rechnung der Staatliche Berufsschule Erlangen ist offen.')).toEqual(['Staatliche Berufsschule Erlangen']);
    expect(organisations('Eine E-Mail an das Werner-Heisenberg-Gymnasium ging raus.')).toEqual(['Werner-Heisenberg-Gymnasium']);
  });

  test('the head with only ordinary words after it stays a noun', () => {
    expect(organisations('Unsere Tochter geht in die Grundschule und dann nach Hause.')).toEqual([]);
    expect(organisations('Das Gymnasium war früher eine Kaserne.')).toEqual([]);
  });
});

describe('public bodies named by capitalized ordinary words and a head', () => {
  test('the capitals before a government head make one body', () => {
    expect(mask('We received a letter from the Navy Department about the inspection.')).toBe('We received a letter from the [ORG_1] about the inspection.');
    expect(organisations('The invoice from Home Office was rejected.')).toEqual(['Home Office']);
    expect(organisations('Please forward it to the Technology Administration today.')).toEqual(['Technology Administration']);
  });

  test('a head opening a sentence, or a unit every organisation has, stays text', () => {
    expect(organisations('Department heads met today.')).toEqual([]);
    expect(organisations('Sales Office is closed on Friday.')).toEqual([]);
    expect(organisations('Please send the form to the Finance Department by Monday.')).toEqual([]);
    expect(organisations('The School Council meets on Tuesday.')).toEqual([]);
  });
});
