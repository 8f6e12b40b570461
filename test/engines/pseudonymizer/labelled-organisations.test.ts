import { detector, mask, organisations } from './support/detect';

describe('organisations listed after a label that says what they are', () => {
  test('each item of the list, past brackets and "and"', () => {
    expect(organisations('Previous employers: Amazon (2018–2021), Sage (2021–2024).')).toEqual(['Amazon', 'Sage']);
    expect(organisations('Suppliers: Brightwell, Orchard Farm Goods and the Kelso Mill.')).toEqual(['Brightwell', 'Orchard Farm Goods', 'Kelso Mill']);
  });

  test('one value on its line', () => {
    expect(organisations('Vendor: Lakeshore Medical Supply\nAmount: 200')).toEqual(['Lakeshore Medical Supply']);
  });

  test('a person after the label, a label that names people too, or no label is left alone', () => {
    const found = detector.detect('Employer: Anna Schmidt', new Set(['person', 'organization'] as const));
    expect(found.find((d) => d.text === 'Anna Schmidt')?.kind).toBe('person');
    expect(organisations('Customer: Halvard Lien')).not.toContain('Halvard Lien');
    expect(organisations('Previous roles at Amazon (2018–2021), Sage (2021–2024).')).not.toContain('Sage');
  });
});

describe('organisations after a label in a line written in capitals', () => {
  test('a value that fills its field up to the end of the line', () => {
    expect(organisations('ACCOUNT HOLDER: J. MARSH\nBANK: FIRST COASTAL BANK\nSORT CODE: 20-00-00')).toEqual(['FIRST COASTAL BANK']);
    expect(organisations('SHIPPER: GRANITE PEAK OUTDOOR\nCONSIGNEE: LAKESHORE SPORTS')).toEqual(['GRANITE PEAK OUTDOOR', 'LAKESHORE SPORTS']);
  });

  test('a value a form puts instead of a name, one dictionary word, or a value the line goes on after is left alone', () => {
    for (const plain of ['BANK: NOT PROVIDED', 'SUPPLIER: SEE ATTACHED LIST', 'SUPPLIER: PENDING', 'EMPLOYER: SELF EMPLOYED', 'SUPPLIER: LOCAL FARMS WILL DELIVER ON MONDAY']) {
      expect(organisations(plain)).toEqual([]);
    }
  });

  test('"INVOICE TO:", "Bill to:", "Ship to:" label the customer, and "Bill" there is no one\'s name', () => {
    expect(organisations('INVOICE TO: BLUE HERON DESIGN')).toEqual(['BLUE HERON DESIGN']);
    expect(mask('Bill to: Blue Heron Design, 4 Mill Lane')).toBe('Bill to: [ORG_1], 4 Mill Lane');
    expect(organisations('SHIP TO: SEE ABOVE')).toEqual([]);
  });
});
