import { detector } from './support/detect';

const organisations = (text: string): string[] =>
  detector.detect(text, new Set(['person', 'organization'] as const)).filter((d) => d.kind === 'organization').map((d) => d.text);

describe('firms named for a family or its partners', () => {
  test('a surname before a family tail of any language is a firm, the tail with it', () => {
    expect(organisations('Transports Girard et Fils livrent demain')).toEqual(['Transports Girard et Fils']);
    expect(organisations('Ordine per Rossi e Figli')).toEqual(['Rossi e Figli']);
    expect(organisations('Müller und Söhne liefern morgen')).toEqual(['Müller und Söhne']);
  });

  test('ordinary words before the same tails stay', () => {
    for (const plain of ['Our Business Partners meet on Friday.', 'Channel Partners get a discount.', 'The Band of Brothers box set is on sale.']) {
      expect(organisations(plain)).toEqual([]);
    }
  });
});
