import { detector } from './support/detect';

const people = (text: string): string[] =>
  detector.detect(text, new Set(['person', 'organization'] as const)).filter((d) => d.kind === 'person').map((d) => d.text);

describe('a name in quotes after a verb of asking or calling', () => {
  test('a quoted given name the lists also read as a word of another language is the person asked', () => {
    expect(people("Ask 'joão' about it, he set up the VPN")).toEqual(['joão']);
  });

  test('a capitalised word no dictionary holds is what someone is called', () => {
    expect(people("call me 'Tunde', nobody uses my full name")).toEqual(['Tunde']);
  });

  test('an ordinary word in the same slot is left alone', () => {
    for (const plain of ["Ask 'support' about it, they own the VPN", "call me 'later', I am on the train", "Contact 'Sales' for a quote", "ask 'why' five times"]) {
      expect(people(plain)).toEqual([]);
    }
  });
});
