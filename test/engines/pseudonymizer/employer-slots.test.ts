import { mask } from './support/detect';

describe('companies of ordinary words read from the slot they stand in', () => {
  test('signed with, a spokesperson for, an invoice from, our vendor', () => {
    expect(mask('We signed with Tallow Brook yesterday.')).toBe('We signed with [ORG_1] yesterday.');
    expect(mask('A spokesperson for Tallow Brook declined to comment.')).toBe('A spokesperson for [ORG_1] declined to comment.');
    expect(mask('The invoice from Tallow Brook is late.')).toBe('The invoice from [ORG_1] is late.');
    expect(mask('Our vendor Tallow Brook is late again.')).toBe('Our vendor [ORG_1] is late again.');
  });

  test('volunteering for, donating to, a customer of, backed by, a loan from', () => {
    expect(mask('We volunteered for Open Hands at the food bank.')).toBe('We volunteered for [ORG_1] at the food bank.');
    expect(mask('I donated to Little Lanterns last year.')).toBe('I donated to [ORG_1] last year.');
    expect(mask('She is a customer of Tallow Brook.')).toBe('She is a customer of [ORG_1].');
    expect(mask('The round was backed by Tallow Brook.')).toBe('The round was backed by [ORG_1].');
    expect(mask('We got a loan from Tallow Brook.')).toBe('We got a loan from [ORG_1].');
    expect(mask('I volunteer with Anna every week.')).toBe('I volunteer with [PERSON_1] every week.');
  });

  test('"works for" and "a customer of" in German, French, Spanish, Italian and Dutch', () => {
    expect(mask('Ich arbeite für Tallowby seit März.')).toBe('Ich arbeite für [ORG_1] seit März.');
    expect(mask('Je suis client chez Tallowby depuis deux ans.')).toBe('Je suis client chez [ORG_1] depuis deux ans.');
    expect(mask('Trabajo para Tallowby desde 2020.')).toBe('Trabajo para [ORG_1] desde 2020.');
    expect(mask('Lavoro per Tallowby da due anni.')).toBe('Lavoro per [ORG_1] da due anni.');
    expect(mask('Ik werk voor Tallowby sinds mei.')).toBe('Ik werk voor [ORG_1] sinds mei.');
  });

  test('"At X we ...": a sentence opening on the name the writer speaks for', () => {
    expect(mask('At Tallow Brook we take allergen labelling seriously.')).toBe('At [ORG_1] we take allergen labelling seriously.');
  });

  test('the employer slots of German, French, Spanish, Italian, Dutch and Portuguese', () => {
    expect(mask('Je travaille chez Tallow Brook depuis mars.')).toBe('Je travaille chez [ORG_1] depuis mars.');
    expect(mask('Trabajo en Tallow Brook desde enero.')).toBe('Trabajo en [ORG_1] desde enero.');
    expect(mask('Lavoro presso Tallow Brook da due anni.')).toBe('Lavoro presso [ORG_1] da due anni.');
    expect(mask('Ik werk bij Tallow Brook sinds mei.')).toBe('Ik werk bij [ORG_1] sinds mei.');
    expect(mask('Trabalho na Tallow Brook há dois anos.')).toBe('Trabalho na [ORG_1] há dois anos.');
    expect(mask('Ich arbeite bei Tallow Brook in Hamburg.')).toBe('Ich arbeite bei [ORG_1] in Hamburg.');
  });

  test('what only an organisation owns after a word no list knows: "Halvard\'s CEO"', () => {
    expect(mask("Halvard's CEO resigned on Friday.")).toBe("[ORG_1]'s CEO resigned on Friday.");
  });

  test('the same words with no name in the slot stay as written', () => {
    for (const plain of [
      'Action Items\n- Update Vendor Contract\n- Review Travel Policy',
      'i signed the contract with the landlord today, finally!!',
      'At Easter we eat lamb with the family.',
      'Our Customer Success team will contact you. Thanks for choosing us!',
    ]) {
      expect(mask(plain)).toBe(plain);
    }
  });

  test('one word off the lists after a chain cue: "shares of Ombra", "the CEO of Ombra"', () => {
    expect(mask('Shares of Ombra rose 6% after the tender.')).toBe('Shares of [ORG_1] rose 6% after the tender.');
    expect(mask('The CEO of Ombra said so.')).toBe('The CEO of [ORG_1] said so.');
  });

  test('in a lower-case line, an interview at a company', () => {
    expect(mask('interview at kestrel analytics tmrw, any tips?')).toBe('interview at [ORG_1] tmrw, any tips?');
    expect(mask('i work at home most days now, the commute was killing me')).toBe('i work at home most days now, the commute was killing me');
  });
});
