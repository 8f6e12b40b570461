import fc from 'fast-check';
import { maskTexts, restoreText, type NamePolicy } from '../../../engines/pseudonymizer/core/masking';
import { LexiconNameDetector } from '../../../engines/pseudonymizer/core/lexicon-detector';
import { NameMapping } from '../../../engines/pseudonymizer/core/name-mapping';

const detector = new LexiconNameDetector();
const BOTH = new Set(['person', 'organization'] as const);
const POLICY: NamePolicy = { kinds: BOTH, allow: [], denyPeople: [], denyOrganizations: [] };

/** Masks texts as the engine does (detector, then every occurrence), one conversation. */
function mask(...texts: string[]): string[] {
  const mapping = new NameMapping();
  const detected = texts.flatMap((t) => detector.detect(t, BOTH));
  const out = maskTexts(texts, detected, mapping, POLICY, 1000).texts;
  expect(out.map((t) => restoreText(t, mapping))).toEqual(texts);
  return out;
}

describe('LexiconNameDetector', () => {
  test('finds people and organizations in plain English, leaving titles and possessives outside', () => {
    expect(mask("Yesterday Dr. Alice Johnson met Bob from Acme Corporation and read Maria's notes.")).toEqual([
      'Yesterday Dr. [PERSON_1] met [PERSON_2] from [ORG_1] and read [PERSON_3]\'s notes.',
    ]);
  });

  test('two titles in a row and the titles of other languages stay outside the name, and nowhere else become one', () => {
    expect(mask('Gespräch mit Frau Dr. Weber und Herrn Schäfer. Dr. Lang kommt später.')).toEqual([
      'Gespräch mit Frau Dr. [PERSON_1] und Herrn [PERSON_2]. Dr. [PERSON_3] kommt später.',
    ]);
    expect(mask('Dear Madam, Mr Smith will call. Mr Jones will not.')).toEqual(['Dear Madam, Mr [PERSON_1] will call. Mr [PERSON_2] will not.']);
  });

  test('masks hyphenated and apostrophe names whole', () => {
    expect(mask("Jean-Baptiste Moreau and Siobhán O'Sullivan signed; Abdel-Rahman agreed.")).toEqual([
      '[PERSON_1] and [PERSON_2] signed; [PERSON_3] agreed.',
    ]);
  });

  test('leaves no part of a name behind, also when a surname comes back alone', () => {
    const [text] = mask('Amira Benali called Anouk van der Berg. Later Benali wrote to Dr. Ana Lobo, and van der Berg replied. Lobo agreed.');
    expect(text).not.toMatch(/Benali|Anouk|Berg|Lobo|Amira|Ana\b/);
  });

  test('remembers a name across the texts of a conversation', () => {
    const [first, second] = mask('Meeting with Oluwaseun Adeyemi at 10.', 'Adeyemi will bring the slides.');
    expect(first).toBe('Meeting with [PERSON_1] at 10.');
    expect(second).toBe('[PERSON_2] will bring the slides.');
  });

  test('masks single first names, diacritics and names that are also words, by context', () => {
    expect(mask('hey, can you ask Tigist whether Zoë Çelik and Grace are coming?')).toEqual([
      'hey, can you ask [PERSON_1] whether [PERSON_2] and [PERSON_3] are coming?',
    ]);
  });

  test('masks an organization of ordinary words after an employer or owner cue, in any case', () => {
    expect(mask('My sister works at Royal Mail. Last year the group acquired Copper Kettle Roasters.')).toEqual([
      'My sister works at [ORG_1]. Last year the group acquired [ORG_2].',
    ]);
    expect(mask('i work at silverline freight now')).toEqual(['i work at [ORG_1] now']);
    expect(mask('She is the CEO of Bright Horizon Dental. A recruiter from Northern Lights Media called.')).toEqual([
      'She is the CEO of [ORG_1]. A recruiter from [ORG_2] called.',
    ]);
    expect(mask('We met at Christmas Eve. She works at home and joined Christmas Eve dinner.')).toEqual([
      'We met at Christmas Eve. She works at home and joined Christmas Eve dinner.',
    ]);
  });

  test('masks a Title Case phrase of ordinary words that owns a board or staff as an organization', () => {
    expect(mask("Royal Mail's finance team wrote twice; Meals on Wheels' board agreed.")).toEqual([
      "[ORG_1]'s finance team wrote twice; [ORG_2]' board agreed.",
    ]);
    expect(mask("The Christmas Party's budget is tight.")).toEqual(["The Christmas Party's budget is tight."]);
  });

  test('names a public body ending in a weak institution word when a public field is in it', () => {
    expect(mask('Write to the Internal Revenue Service about the refund.')).toEqual(['Write to the [ORG_1] about the refund.']);
    expect(mask('Contact Customer Service about the refund.')).toEqual(['Contact Customer Service about the refund.']);
  });

  test('leaves capitalized nouns inside sentences of other languages and cheeses alone', () => {
    const plain = [
      'Traduce: "Este programa muestra la Ayuda sin Argumentos. Véase el Manual de Usuario."',
      'Die Option überschreibt vorhandene Dateien ohne Rückfrage. Siehe auch die Umgebungsvariable LANG.',
      'A recipe with Parmesan, Gruyère and Emmental, please.',
    ];
    expect(mask(...plain)).toEqual(plain);
    expect(mask('Ela escreveu "Obrigada pela ajuda, Nursultan vai ligar amanhã".')).toEqual(['Ela escreveu "Obrigada pela ajuda, [PERSON_1] vai ligar amanhã".']);
  });

  test('masks known names in lower-case and ALL-CAPS text', () => {
    expect(mask('please email priya sharma about the invoice')).toEqual(['please email [PERSON_1] about the invoice']);
    expect(mask('PLEASE EMAIL PRIYA SHARMA ABOUT THE INVOICE')).toEqual(['PLEASE EMAIL [PERSON_1] ABOUT THE INVOICE']);
  });

  test('masks one-word organizations and ones with a legal suffix', () => {
    expect(mask('Klarna, Rabobank, UNICEF and Deloitte sent offers; so did Veltrona GmbH and Okoro & Partners LLP.')).toEqual([
      '[ORG_1], [ORG_2], [ORG_3] and [ORG_4] sent offers; so did [ORG_5] and [ORG_6].',
    ]);
  });

  test('leaves abbreviations, places, months, tech terms and eponyms alone', () => {
    const text = "QA found a VAT bug in the API. Murphy's law: the Paris office moves to Kubernetes in May, and Parkinson's disease research continues in Lisbon.";
    expect(mask(text)).toEqual([text]);
  });

  test('leaves contractions, imperatives, greetings and words of other languages alone', () => {
    const texts = [
      "I'll check. We'd rather wait; they've said it's fine and you'll see why. Don't worry.",
      'Rephrase the intro. Tighten this paragraph. Condense the summary below.',
      'Bonjour, merci pour tout. Gracias, hasta luego. Obrigada! Vielen Dank und schöne Grüße.',
      'Liebe Kolleginnen, die Besprechung wird auf Donnerstag verschoben.',
      'Translate: "Tunaomba radhi kwa kuchelewa kwa mzigo wako."',
      'Our Annual General Meeting is on Friday; bring your Buddy and the Pivot Table.',
    ];
    for (const text of texts) expect(mask(text)).toEqual([text]);
  });

  test('keeps a name after a greeting of another language', () => {
    expect(mask('Olá Tendai, obrigado pela ajuda.')).toEqual(['Olá [PERSON_1], obrigado pela ajuda.']);
  });

  test('masks public bodies, universities and banks by their institution word', () => {
    expect(mask('The Ministry of Agriculture, the Zambia Revenue Authority and Universidade Federal do Paraná replied.')).toEqual([
      'The [ORG_1], the [ORG_2] and [ORG_3] replied.',
    ]);
    expect(mask('the bank holiday and the steering committee are not organizations.')).toEqual([
      'the bank holiday and the steering committee are not organizations.',
    ]);
  });

  test('masks a surname in capitals in a mixed-case line, not an acronym', () => {
    expect(mask('Dear Ms OKONJO,\nyour VLOOKUP question is answered.')).toEqual(['Dear Ms [PERSON_1],\nyour VLOOKUP question is answered.']);
  });

  test('an institution chain of any length is judged in one pass', () => {
    const text = `${'Ministry of '.repeat(3000)}Health`;
    expect(detector.detect(text, BOTH).length).toBeGreaterThan(0);
  });

  test('an allowed name stays whole: its parts are allowed too', () => {
    const text = 'Alice Johnson met Bob Stone. Alice said hi.';
    const policy: NamePolicy = { ...POLICY, allow: ['alice johnson'] };
    const out = maskTexts([text], detector.detect(text, BOTH), new NameMapping(), policy, 1000).texts;
    expect(out).toEqual(['Alice Johnson met [PERSON_1]. Alice said hi.']);
  });

  test('detects only the kinds asked for', () => {
    expect(detector.detect('Alice Johnson works at Klarna.', new Set(['organization'] as const))).toEqual([{ text: 'Klarna', kind: 'organization' }]);
  });

  test('returns nothing for blank text', () => {
    expect(detector.detect('   ', BOTH)).toEqual([]);
  });

  test('mask then restore gives back any text exactly', () => {
    const pieces = fc.constantFrom(
      'Jean-Baptiste', 'Moreau', "O'Sullivan", 'van der Berg', 'Dr.', 'Ms ', "'s", 'Klarna', 'GmbH', 'Will', 'will', 'ÁLVARO',
      'Benali', '[PERSON_1]', '[ORG_2]', '[', ']', ' ', '  ', '\n', ', ', '. ', '-', "'", 'and', 'Paris', 'API', '&', 'Ltd.',
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(pieces, fc.string({ maxLength: 4 })), { maxLength: 30 }), fc.array(fc.nat(), { maxLength: 3 }), (parts, cuts) => {
        const text = parts.join('');
        const at = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
        const texts = [0, ...at, text.length].slice(1).map((end, i, arr) => text.slice(i === 0 ? 0 : arr[i - 1], end));
        mask(...texts); // asserts the round trip
      }),
      { numRuns: 500 },
    );
  });
});
