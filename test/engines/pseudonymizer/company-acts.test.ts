import { mask } from './support/detect';

describe('one word no list knows, read from what follows it', () => {
  test('a verb only a company does in the news makes it an organisation, even opening a sentence', () => {
    expect(mask('Tallowby announced a new chief executive on Monday.')).toBe('[ORG_1] announced a new chief executive on Monday.');
    expect(mask('Tallowby recalls 20,000 e-bikes.')).toBe('[ORG_1] recalls 20,000 e-bikes.');
    expect(mask('Obama announced it.')).toBe('[PERSON_1] announced it.');
  });

  test('after a preposition or a verb of contact, what only an organisation has right after the word decides', () => {
    expect(mask('I got an email from Tallowby support this morning.')).toBe('I got an email from [ORG_1] support this morning.');
    expect(mask('I got an email from Anna this morning.')).toBe('I got an email from [PERSON_1] this morning.');
    expect(mask('I called Tallowby support yesterday.')).toBe('I called [ORG_1] support yesterday.');
    expect(mask('I called Anna yesterday.')).toBe('I called [PERSON_1] yesterday.');
  });

  test('a customer, a hotline or a helpdesk right after the word makes it an organisation', () => {
    expect(mask('Refund requested by a Crestmont customer: order 88412.')).toBe('Refund requested by a [ORG_1] customer: order 88412.');
    expect(mask('Call the Tallowby hotline before noon.')).toBe('Call the [ORG_1] hotline before noon.');
    expect(mask('Dear Valued Customer, your order shipped.')).toBe('Dear Valued Customer, your order shipped.');
    expect(mask('Enterprise customer onboarding is slow.')).toBe('Enterprise customer onboarding is slow.');
  });
});
