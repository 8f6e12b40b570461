import { mask, organisations } from './support/detect';
describe('Romance organisation names in sentence case', () => {
  test('a head word, adjectives, joining words and their complements make one name', () => {
    expect(mask("Bonjour, j'ai un compte à la Caisse d'épargne et mon prêt est chez le Crédit lyonnais.")).toBe("Bonjour, j'ai un compte à la [ORG_1] et mon prêt est chez le [ORG_2].");
    expect(mask('Gentile cliente, la Banca popolare di Sondrio la informa che il conto passa alla Banca nazionale del lavoro.')).toBe(
      'Gentile cliente, la [ORG_1] la informa che il conto passa alla [ORG_2].',
    );
    expect(mask("Le Conseil supérieur de l'audiovisuel a saisi le tribunal.")).toBe('Le [ORG_1] a saisi le tribunal.');
  });

  test('"e"/"y" before a capital opens the next name, and a proper noun ends the lower-case part', () => {
    expect(mask('La Compañía Española de Petróleos y Aguas de Barcelona recortan plantilla.')).toBe('La [ORG_1] y [ORG_2] recortan plantilla.');
    expect(mask('El Banco de la Nación Argentina y el Banco Central de la República Argentina anunciaron nuevas tasas.')).toBe('El [ORG_1] y el [ORG_2] anunciaron nuevas tasas.');
    expect(mask('A Empresa Brasileira de Correios e Telégrafos e o Banco Nacional de Desenvolvimento Econômico e Social assinaram.')).toBe('A [ORG_1] e o [ORG_2] assinaram.');
    expect(mask("Il comune ha chiesto all'Agenzia delle Entrate di rinviare le scadenze.")).toBe('Il comune ha chiesto [ORG_1] di rinviare le scadenze.');
  });

  test('a head that is an English word too needs a Romance complement', () => {
    for (const plain of ['Please sign the Office rental agreement before the Credit final date.', 'The Hospital general ward is closed.']) expect(mask(plain)).toBe(plain);
    expect(mask("Nous travaillons avec le Centre national d'études spatiales.")).toBe('Nous travaillons avec le [ORG_1].');
  });
});

describe('ordinary words that name companies, known from the context', () => {
  test('after an employer cue, before what only a company owns, before its shares moving', () => {
    expect(mask('She joined Shell in 2015 after six years at Orange as a network planner.')).toBe('She joined [ORG_1] in 2015 after six years at [ORG_2] as a network planner.');
    expect(mask("Orange's CEO said the merger with MasMovil will close this year.")).toBe("[ORG_1]'s CEO said the merger with [ORG_2] will close this year.");
    expect(mask('Target shares fell after the retailer warned on margins.')).toBe('[ORG_1] shares fell after the retailer warned on margins.');
    expect(mask('Payment declined: card issued by Visa, merchant account with Square.')).toBe('Payment declined: card issued by [ORG_1], merchant account with [ORG_2].');
  });

  test('the same words without such a cue stay', () => {
    for (const plain of ['Apply the Orange theme and the Mango palette to the dashboard.', 'The Next button does nothing in Safari.', 'an apple a day, an orange too']) expect(mask(plain)).toBe(plain);
  });
});

describe('acronyms in context', () => {
  test('a cue before or a verb of acting after names a body', () => {
    expect(mask('Hi both, ANVISA approved the label yesterday.')).toBe('Hi both, [ORG_1] approved the label yesterday.');
    expect(mask('The filing went to the regulator and copies were filed with the SEC.')).toBe('The filing went to the regulator and copies were filed with the [ORG_1].');
  });

  test('jargon and a bare "with" are no cue', () => {
    for (const plain of ['End each output line with NUL, not newline.', 'Please send it by EOD, at UTC noon.', 'Validation is performed with DNSSEC.']) expect(mask(plain)).toBe(plain);
  });
});

describe('firms joined by "&"', () => {
  test('a surname, a word off the dictionary or a firm tail on either side names a firm', () => {
    expect(mask('Guests: Wilson & Sons and Marsh & McLennan.')).toBe('Guests: [ORG_1] and [ORG_2].');
    expect(mask('We hired Tallis & Rowe Consulting last year.')).toBe('We hired [ORG_1] last year.');
  });

  test('ordinary pairs and two given names are no firm', () => {
    expect(mask('See Health & Safety and Terms & Conditions.')).toBe('See Health & Safety and Terms & Conditions.');
    expect(mask('Anna & Ben are coming.')).not.toContain('ORG');
  });
});

describe('institution words of more languages', () => {
  test('Indonesian, Turkish (with its dotless ı), German compounds and "Organisation"', () => {
    expect(mask('Kementerian Keuangan dan Badan Pusat Statistik akan merilis data.')).toContain('dan [ORG_2] akan');
    expect(mask('Sağlık Bakanlığı ile Türkiye İstatistik Kurumu yeni bir protokol imzaladı.')).toBe('[ORG_1] ile [ORG_2] yeni bir protokol imzaladı.');
    expect(mask('Das Ministerium hat das Statistische Bundesamt gebeten.')).toBe('Das Ministerium hat das [ORG_1] gebeten.');
    expect(mask('The Organisation for Economic Co-operation and Development issued an outlook.')).toBe('The [ORG_1] issued an outlook.');
  });
});

describe('organisations in a line of capitals', () => {
  test('two to four words ending in an institution word, right after THE or a preposition', () => {
    expect(mask('NOTICE FROM THE INTERNAL REVENUE SERVICE: YOUR RETURN WAS FORWARDED.')).toBe('NOTICE FROM THE [ORG_1]: YOUR RETURN WAS FORWARDED.');
    expect(mask('THE WORLD WILDLIFE FUND CALLED ON THE GOVERNMENT TO ACT.')).toBe('THE [ORG_1] CALLED ON THE GOVERNMENT TO ACT.');
  });

  test('a weak head after ordinary words is a phrase', () => {
    expect(mask('PLEASE CALL THE CUSTOMER SERVICE DESK OR THE HEAD OFFICE.')).toBe('PLEASE CALL THE CUSTOMER SERVICE DESK OR THE HEAD OFFICE.');
  });
});

describe('an acronym that names a technology', () => {
  test('before a library, a mode, tools or a format, with or without a version, it is no body', () => {
    expect(organisations('Which is safer for disk encryption, ECB mode or XTS mode?')).toEqual([]);
    expect(organisations('Our UPS tools report the battery level every minute.')).toEqual([]);
    expect(organisations('We ship bindings to the QVBK 2 library.')).toEqual([]);
  });

  test('the body acting or after its cue stays a name', () => {
    expect(organisations('We filed the report with the SEC last week.')).toEqual(['SEC']);
    expect(organisations('UPS delivered the parcel this morning.')).toEqual(['UPS']);
  });
});
