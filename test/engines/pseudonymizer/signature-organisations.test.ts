import { detector } from './support/detect';

const organisations = (text: string): string[] =>
  detector.detect(text, new Set(['person', 'organization'] as const)).filter((d) => d.kind === 'organization').map((d) => d.text);

describe("the organisation line of a letter's signature", () => {
  test('a line of capitalized words after the writer and the title is the organisation', () => {
    expect(organisations('Best regards,\nJonas Weber\nHead of Procurement\nKestrel Logistics\n+49 30 1234567')).toEqual(['Kestrel Logistics']);
    expect(organisations('Mit freundlichen Grüßen\nAnna Schulz\nLeiterin Einkauf\nFeldmark Antriebe\nTel. 030 123')).toEqual(['Feldmark Antriebe']);
    expect(organisations('Cordialement,\nJeanne\nResponsable achats\nMaison Verlaine')).toEqual(['Maison Verlaine']);
  });

  test('a role, a team, a place, a sentence or a dictionary word alone is no organisation', () => {
    for (const plain of ['Kind regards,\nTom\nAccount Manager\nSales team', 'Thanks,\nTom\nSent from my iPhone', 'Best,\nSam\nLondon', 'Cheers,\nSam\nProcurement', 'Best regards,\nHead of Procurement\n+49 30 1234567', 'Kind regards,\nAnna\nWorking Remotely', 'Best regards\nAnna\nBerlin Office']) {
      expect(organisations(plain)).toEqual([]);
    }
  });
});
