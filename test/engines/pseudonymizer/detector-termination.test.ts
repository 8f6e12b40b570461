import { LexiconNameDetector } from '../../../engines/pseudonymizer/core/lexicon-detector';

const detector = new LexiconNameDetector();
const BOTH = new Set(['person', 'organization'] as const);

/**
 * Inputs that once never returned (a word that is no name alone, particles, then a token already
 * claimed as an organization or place made the scan step back to where it started) or overflowed
 * the stack (a particle decided by recursing over every particle after it). Each must now come
 * back, with its organization still found.
 */
describe('the detector always finishes', () => {
  test.each([
    ['Maria do Itaú ligou ontem.', 'Itaú'],
    ['We flew to Florence de Petrobras', 'Petrobras'],
    ['Rose de Siemens called.', 'Siemens'],
    ['Austin von Deutsche Bank', 'Deutsche Bank'],
    ['ab do itau', 'itau'],
  ])('%s', (text, organization) => {
    expect(detector.detect(text, BOTH)).toContainEqual({ text: organization, kind: 'organization' });
  });

  test('a name run that starts one word back still masks the whole name', () => {
    expect(detector.detect('Yesterday Sultan bin Rashid called.', BOTH).map((d) => d.text)).toContain('Sultan bin Rashid');
  });

  test('ten thousand particles in a row', () => {
    expect(() => detector.detect('de '.repeat(10_000), BOTH)).not.toThrow();
  });

  test('thousands of particles inside a name keep the name', () => {
    const text = `Maria ${'de '.repeat(4000)}Silva`;
    expect(detector.detect(text, BOTH).map((d) => d.text)).toContain('Silva');
  });
});
