import { detector } from './support/detect';

const found = (text: string): string[] => detector.detect(text, new Set(['person', 'organization'] as const)).map((d) => `${d.kind}:${d.text}`);

describe('an organisation named after a noun of its kind', () => {
  test('a lower-case kind noun of another language and its article, then a capitalized name', () => {
    expect(found('Hola, la empresa Solmarino nos ha enviado el presupuesto.')).toEqual(['organization:Solmarino']);
    expect(found("Bonjour, l'entreprise Verlaine a signé le contrat.")).toEqual(['organization:Verlaine']);
    expect(found('Il contratto con la società Brezza è scaduto.')).toEqual(['organization:Brezza']);
    expect(found('Gisteren heeft het bedrijf Feldmark de offerte gestuurd.')).toEqual(['organization:Feldmark']);
  });

  test('a German kind noun after its article: the name, not the noun', () => {
    expect(found('Gestern hat die Firma Hagedorn Technik das Angebot angenommen.')).toEqual(['organization:Hagedorn Technik']);
  });

  test('an English kind noun before a word off the dictionary', () => {
    expect(found('Our parcels are late because the carrier Tidewell lost them.')).toEqual(['organization:Tidewell']);
  });

  test('an ordinary capitalized noun, a place or a given name after the noun is no organisation', () => {
    expect(found('Das Unternehmen Kosten spart, sagt der Bericht.')).not.toContainEqual('organization:Kosten');
    expect(found('Open the provider Settings page first.')).toEqual([]);
    expect(found('the airline Lisbon flights were late')).not.toContainEqual('organization:Lisbon');
  });
});
