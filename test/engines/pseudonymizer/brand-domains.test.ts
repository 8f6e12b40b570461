import { detector } from './support/detect';

const organisations = (text: string): string[] =>
  detector.detect(text, new Set(['person', 'organization'] as const)).filter((d) => d.kind === 'organization').map((d) => d.text);

describe('companies named by their web address', () => {
  test('a capitalised name with its domain, standing alone, is the company', () => {
    expect(organisations('We met Checkout.com yesterday.')).toEqual(['Checkout.com']);
    expect(organisations('the deal with Overstock.com closed')).toEqual(['Overstock.com']);
  });

  test('addresses, paths and file names stay', () => {
    for (const plain of ['Visit www.Checkout.com today', 'See Checkout.com/pricing for details', 'Run Setup.exe first', 'mail Support@Checkout.com now']) {
      expect(organisations(plain)).toEqual([]);
    }
  });
});
