import { detector } from './support/detect';

const people = (text: string): string[] =>
  detector.detect(text, new Set(['person', 'organization'] as const)).filter((d) => d.kind === 'person').map((d) => d.text);

describe('the quoted name before an e-mail address', () => {
  test('is one person, though one of its words is kept from names elsewhere', () => {
    expect(people('From: "Rafiqul Islam" <rafiq@example.com>\nSent: Tuesday')).toContain('Rafiqul Islam');
  });

  test('a team, a service or an office in the same slot stays', () => {
    for (const plain of ['From: "Support Team" <help@example.com>', 'To: "Customer Service" <cs@example.com>', 'From: "Paris Office" <paris@example.com>', 'From: "Jira Software" <jira@example.com>']) {
      expect(people(plain)).toEqual([]);
    }
  });
});
