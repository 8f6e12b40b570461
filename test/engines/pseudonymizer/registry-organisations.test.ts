import { found, organisations } from './support/detect';
import { lexicon } from '../../../engines/pseudonymizer/core/names/lexicon';

describe('organisations of bank registries and stock indices', () => {
  test('a bank of a national registry is found as an organisation, alone or in lower case', () => {
    expect(organisations('Direct debit via Triodos returned with MD07.')).toEqual(['Triodos']);
    expect(organisations('Cecabank confirmed the transfer.')).toEqual(['Cecabank']);
    expect(organisations('we moved our accounts to clearbank last year')).toEqual(['clearbank']);
  });

  test("a company of a stock index is found as an organisation, not as a person's name", () => {
    expect(organisations('Hallo,\ndie Rechnung von Geberit fehlt noch.')).toEqual(['Geberit']);
    expect(organisations('Konecranes and Huhtamaki reported results.')).toEqual(['Konecranes', 'Huhtamaki']);
  });

  test('a firm whose name is also an ordinary word or a device brand leaves that word alone', () => {
    // Telco (a registry's payment firm), Ligand Pharmaceuticals, Fujifilm: all listed, none kept.
    expect(found('ask the telco about it')).toEqual([]);
    expect(found('predictor of protein ligand binding sites from structure')).toEqual([]);
    expect(found('Recommend a Lightroom preset workflow for Fujifilm RAW files.')).toEqual([]);
    const lex = lexicon();
    for (const word of ['telco', 'ligand', 'fujifilm', 'landesbank', 'target']) expect(lex.uncuratedOrganizationWords.has(word)).toBe(false);
  });
});
