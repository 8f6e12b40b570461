import {
  formatPlaceholder,
  isPlaceholderPrefix,
  MAX_PLACEHOLDER_LENGTH,
  PLACEHOLDER_PATTERN,
  splitSafeTail,
} from '../../../engines/pseudonymizer/core/placeholder';

describe('placeholders', () => {
  test('format as a bracketed label and number', () => {
    expect(formatPlaceholder('person', 1)).toBe('[PERSON_1]');
    expect(formatPlaceholder('organization', 12)).toBe('[ORG_12]');
  });

  test('the pattern finds every placeholder and nothing placeholder-like', () => {
    const text = '[PERSON_1] met [ORG_22] and [PERSON_0], [PERSON_], [person_1], [CITY_1]';
    expect(text.match(PLACEHOLDER_PATTERN)).toEqual(['[PERSON_1]', '[ORG_22]']);
  });

  test.each([
    ['[', true],
    ['[P', true],
    ['[PERSON', true],
    ['[PERSON_', true],
    ['[PERSON_12', true],
    ['[O', true],
    ['[ORG_3', true],
    ['[PERSON_1]', false],
    ['[PX', false],
    ['[PERSON_0', false],
    ['[PERSON_1a', false],
    ['x[', false],
    ['', false],
  ])('%j could still become a placeholder: %s', (text, expected) => {
    expect(isPlaceholderPrefix(text)).toBe(expected);
  });

  test.each([
    ['Hello [PERSON_1] and [PER', 'Hello [PERSON_1] and ', '[PER'],
    ['Hello [PERSON_1]', 'Hello [PERSON_1]', ''],
    ['a list [1, 2]', 'a list [1, 2]', ''],
    ['ends with [', 'ends with ', '['],
    ['open [ bracket then text', 'open [ bracket then text', ''],
  ])('splitSafeTail(%j) releases %j and holds %j', (text, ready, pending) => {
    expect(splitSafeTail(text)).toEqual({ ready, pending });
  });

  test('never holds back more than the longest placeholder', () => {
    const { pending } = splitSafeTail(`text [PERSON_12345678`);
    expect(pending.length).toBeLessThan(MAX_PLACEHOLDER_LENGTH);
    expect(splitSafeTail(`[${'P'.repeat(40)}`).pending).toBe('');
  });
});
