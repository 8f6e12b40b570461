/**
 * A detector module for `npm run bench:engine-deadline` (`--detector-module`): the default lexicon
 * detector, except that a text holding {@link SPIN_MARKER} makes it loop forever, the way a
 * detector bug would.
 */
import { LexiconNameDetector } from '../../engines/pseudonymizer/core/lexicon-detector';
import type { NameDetector } from '../../engines/pseudonymizer/core/name-detector';

export const SPIN_MARKER = 'BENCH-SPIN-FOREVER';

export function createDetector(): NameDetector {
  const inner = new LexiconNameDetector();
  return {
    detect(text, kinds) {
      if (text.includes(SPIN_MARKER)) for (;;);
      return inner.detect(text, kinds);
    },
  };
}
