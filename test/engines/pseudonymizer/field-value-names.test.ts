import { detector } from './support/detect';

const people = (text: string): string[] =>
  detector.detect(text, new Set(['person', 'organization'] as const)).filter((d) => d.kind === 'person').map((d) => d.text);

describe("a person's name as the quoted value of a name field", () => {
  test('is read whatever the rest of the line looks like', () => {
    expect(people('user = {"name": "ravi kumar", "role": "admin"}')).toContain('ravi kumar');
  });

  test("a service's, an account's or a place's name in the same field stays", () => {
    for (const plain of ['{"name": "nginx", "image": "nginx:1.25"}', '{"name": "admin", "role": "admin"}', 'name: "Test User"', '{"name": "Paris", "type": "city"}']) {
      expect(people(plain)).toEqual([]);
    }
  });
});
