import { found, people } from './support/detect';

describe('Title Case phrases that end in an ordinary noun', () => {
  test('with no article before them, they are still the names of things', () => {
    expect(found('Schedule B: Section 4.2 Uptime Commitment, Section 4.3 Service Credits')).toEqual([]);
    expect(found('Minutes 1. Product Roadmap Review 2. Open questions')).toEqual([]);
  });

  test('a name before a short ordinary word, or letters that read as a name, keep it masked', () => {
    expect(people('Please add Chanho Park as a reviewer on the pull request.')).toContain('Chanho Park');
    expect(found('I am writing on behalf of Ridgeline Property Management regarding the lease.')).toContain('Ridgeline Property Management');
  });
});
