import { nameShape } from '../../../engines/pseudonymizer/core/name-shape';
import { foldKey, lexicon } from '../../../engines/pseudonymizer/core/names/lexicon';
import model from '../../../engines/pseudonymizer/core/names/name-shape.json';

/**
 * Names of many cultures that no word list of the engine holds, so the model never saw them, and
 * words of chat and software jargon that no list holds either: the words the score is asked about.
 */
const UNSEEN_NAMES = [
  'Adebukunola', 'Nkemdirim', 'Yitbarek', 'Rangimarie', 'Keoni', 'Tsiklauri', 'Kvaratskhelia', 'Beridze', 'Žilvinas', 'Vytenis',
  'Vaitkevičius', 'Ruatapu', 'Thiruvengadam', 'Ilavarasan', 'Wickremesinghe', 'Aitziber', 'Etxeberria', 'Teuila', 'Aigerim',
  'Zhanibek', 'Andrianarivo', 'Rakotomalala', 'Cabdiraxmaan', 'Illari', 'Xiadani', 'Siosaia', 'Tevita', 'Kittisak', 'Thanawat',
  'Batbayar', 'Oyunchimeg', 'Shavkat', 'Ngozika', 'Tshepo', 'Bongiwe', 'Nandipha', 'Meseret', 'Hirut', 'Selamawit', 'Tipene',
];
const JARGON = ['frontend', 'backend', 'config', 'dataset', 'terraform', 'postgres', 'onboarding', 'dockerfile', 'async', 'recieve', 'devops', 'changelog', 'grafana', 'pagerduty', 'lockfile', 'subfolder', 'tooltip', 'dropdown', 'nginx'];

const score = (w: string): number => nameShape(foldKey(w));
const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;

describe('name-likeness of a word from its letters', () => {
  test('the test words are unknown to every list, so the model never trained on them', () => {
    const lex = lexicon();
    const known = [...UNSEEN_NAMES, ...JARGON].map(foldKey).filter((k) => lex.given.has(k) || lex.surnames.has(k) || lex.extraNames.has(k) || lex.commonWords.has(k) || lex.otherWords.has(k));
    expect(known).toEqual([]);
  });

  test('names no list holds score above words of jargon no list holds', () => {
    const names = UNSEEN_NAMES.map(score);
    const words = JARGON.map(score);
    expect(mean(names)).toBeGreaterThan(mean(words) + 0.5);
    // Pairwise, a name outscores a word more often than not: a hint for a context that already
    // makes a name likely, never proof alone.
    let wins = 0;
    for (const n of names) for (const w of words) if (n > w) wins++;
    expect(wins / (names.length * words.length)).toBeGreaterThan(0.65);
  });

  test('the model separates its own held-out names and words', () => {
    expect(model.heldOut.names).toBeGreaterThan(10000);
    expect(model.heldOut.accuracy).toBeGreaterThan(85);
  });

  test('reads a word the same whatever its accents, and says nothing of one letter', () => {
    expect(score('Kolbrún')).toBe(score('Kolbrun'));
    expect(nameShape('a')).toBe(0);
  });
});
