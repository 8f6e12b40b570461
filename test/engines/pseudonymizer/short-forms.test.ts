import { found, people } from './support/detect';

describe('a word the text glosses as a short form', () => {
  test('names a thing, not a person', () => {
    expect(found('Zstd, short for Zstandard, is a fast lossless compression algorithm.')).toEqual([]);
    expect(found('Socat (for SOcket CAT) establishes two bidirectional byte streams.')).toEqual([]);
    expect(found('LeakSanitizer (Lsan) is a memory leak detector.')).toEqual([]);
  });

  test("a person's nickname or initials in parentheses leave the name masked", () => {
    expect(people('Our new hire Elizabeth (Eliza) starts Monday.')).toEqual(expect.arrayContaining(['Elizabeth', 'Eliza']));
    expect(people('Tendai (TM) signed the form.')).toContain('Tendai');
  });
});
