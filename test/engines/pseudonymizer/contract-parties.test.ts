import { mask, organisations } from './support/detect';

describe('contract parties named with the role the contract gives them', () => {
  test('"The Supplier, X," and "the Buyer, X."', () => {
    expect(mask('The Supplier, Greyfriars Technical, shall deliver the goods to the Buyer, Tolland Marine.')).toBe('The Supplier, [ORG_1], shall deliver the goods to the Buyer, [ORG_2].');
  });

  test('a name right before brackets that define its role', () => {
    expect(mask('This agreement is between Whitlock Software (the "Licensor") and Dunmore Retail (hereinafter referred to as the "Licensee") on the terms below.')).toContain('[ORG_1] (the "Licensor") and [ORG_2] (hereinafter');
  });

  test('a place before the brackets, a role with no name, a person as a party: no organisation', () => {
    expect(organisations('Meridian Pharma Holdings Limited, a company incorporated in England and Wales ("Licensee").')).not.toContain('England and Wales');
    expect(mask('Send it to the Supplier, then wait.')).toBe('Send it to the Supplier, then wait.');
    expect(organisations('Anna Berg (the "Client") agrees to the terms.')).toEqual([]);
  });

  test('in prose, a name set off after what the organisation is', () => {
    expect(mask('The insurer, Star Health Insurance, refused the claim.')).toBe('The insurer, [ORG_1], refused the claim.');
    expect(mask('My employer, Tallow Brook, pays late.')).toBe('My employer, [ORG_1], pays late.');
    expect(organisations('I called my bank, Anna, who said no.')).toEqual([]);
    expect(mask('The company, however, refused.')).toBe('The company, however, refused.');
  });
});
