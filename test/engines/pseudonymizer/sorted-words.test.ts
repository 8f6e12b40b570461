import { SortedWords } from '../../../engines/pseudonymizer/core/names/sorted-words';

describe('SortedWords', () => {
  test('finds every word of the list and nothing else', () => {
    const words = ['ab', 'abc', 'b', 'laporan', 'zürich'];
    const list = new SortedWords(words.join('\n'));
    expect(list.size).toBe(5);
    for (const w of words) expect(list.has(w)).toBe(true);
    for (const w of ['', 'a', 'abcd', 'c', 'lapor', 'zz']) expect(list.has(w)).toBe(false);
  });

  test('an empty list holds nothing', () => {
    const list = new SortedWords('');
    expect(list.size).toBe(0);
    expect(list.has('a')).toBe(false);
  });
});
