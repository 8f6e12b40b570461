import { buildDataset } from '../../../bench/engine/eval/dataset';
import { CULTURES } from '../../../bench/engine/eval/people';
import { scoreDetector } from '../../../bench/engine/eval/score';
import { LexiconNameDetector } from '../../../engines/pseudonymizer/core/lexicon-detector';

/**
 * The default detector's quality bar on the evaluation set (bench/engine/eval; `npm run
 * eval:engine` prints the numbers per tag). Recall and false masks are counts on a fixed set, not
 * timings, so they are asserted here.
 */
describe('the default detector on the evaluation set', () => {
  const prompts = buildDataset();
  const score = scoreDetector(new LexiconNameDetector(), prompts);

  test('the set is as broad as promised', () => {
    expect(prompts.length).toBeGreaterThanOrEqual(400 + 100);
    expect(score.plainPrompts).toBeGreaterThanOrEqual(100);
    expect(CULTURES.length).toBeGreaterThanOrEqual(50);
    const cultures = new Set(prompts.flatMap((p) => p.mentions.flatMap((m) => m.tags.filter((t) => t.startsWith('culture:')))));
    expect(cultures.size).toBe(CULTURES.length);
  });

  // The aim is 95 % and 5 %; the set holds shapes the rules do not yet read (organizations of
  // ordinary words with no cue, capitalized prose in other languages), so these floors guard
  // against regressions at the level reached, and rise as those shapes are handled.
  test('masks at least 95 % of people and 94.5 % of organizations, every part of each', () => {
    expect(score.recallPerson).toBeGreaterThanOrEqual(0.95);
    expect(score.recallOrganization).toBeGreaterThanOrEqual(0.945);
  });

  test('masks something in at most 4 % of the prompts without names', () => {
    expect(score.falseMaskRate).toBeLessThanOrEqual(0.04);
  });

  test('restores every prompt exactly', () => {
    expect(score.roundTripFailures).toBe(0);
  });
});
