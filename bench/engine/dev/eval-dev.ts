/**
 * `npm run eval:dev`: the detector on the hand-written dev set (bench/engine/dev/prompts). Read its
 * misses and false masks freely (`EVAL_SHOW=misses,false`) while tuning; report figures from
 * `npm run eval:heldout`.
 */
import { LexiconNameDetector } from '../../../engines/pseudonymizer/core/lexicon-detector';
import { reportHandWritten } from '../heldout/hand-written-report';
import { devPrompts } from './prompt-set';

reportHandWritten('hand-written dev set', devPrompts(), new LexiconNameDetector());
