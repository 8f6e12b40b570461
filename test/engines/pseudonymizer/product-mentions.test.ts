import { found, organisations } from './support/detect';

describe("a company's name that names its product", () => {
  test('before a piece of the product, the company is not masked', () => {
    expect(found('Zendesk macros stopped applying tags after the Salesforce sync was enabled.')).toEqual([]);
    expect(found('The Okta migration took a week.')).toEqual([]);
    expect(found('Our Shopify integration breaks on refunds.')).toEqual([]);
  });

  test("before the product's own name, neither word is masked", () => {
    expect(found('We pay with Apple Pay at the till.')).toEqual([]);
    expect(found('Compare the Tesla Model 3 with the Hyundai Ioniq 6 for a long commute.')).toEqual([]);
    expect(found('Is there something like Power Query for Google Sheets?')).toEqual([]);
  });

  test('a product used or compared with another is the thing', () => {
    expect(found('We installed Salesforce last spring.')).toEqual([]);
    expect(found('Does Spotify or Apple Music pay artists more per stream?')).toEqual([]);
  });

  test('the same company acting as a body is still masked', () => {
    expect(organisations('She left Shopify last year.')).toEqual(['Shopify']);
    expect(organisations('The invoice from Salesforce is overdue.')).toEqual(['Salesforce']);
    expect(organisations('Okta confirmed the breach on Friday.')).toEqual(['Okta']);
    expect(organisations('Spotify announced layoffs on Monday.')).toEqual(['Spotify']);
    expect(organisations('I work at Tesla in the battery team.')).toEqual(['Tesla']);
    expect(organisations('My Barclays account was frozen.')).toEqual(['Barclays']);
  });
});
