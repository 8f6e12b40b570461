import { hasSurnameEnding } from '../../../engines/pseudonymizer/core/names/surname-endings';
import { detector } from './support/detect';

const people = (text: string): string[] =>
  detector.detect(text, new Set(['person', 'organization'] as const)).filter((d) => d.kind === 'person').map((d) => d.text);

describe('family names known by their ending', () => {
  test('a patronymic no list holds makes the two words before a list of attendees a person', () => {
    expect(people('Present: Þórður Guðmundsson, Zsófia Kovács')).toContain('Þórður Guðmundsson');
  });

  test('a dictionary word with such an ending, or a bare ending, is no name', () => {
    expect(people('Present: Lessons Learned')).toEqual([]);
    expect(people('The Lesson Plan is attached.')).toEqual([]);
    expect(hasSurnameEnding('adze')).toBe(false);
    expect(hasSurnameEnding('petrovic')).toBe(true);
  });
});
