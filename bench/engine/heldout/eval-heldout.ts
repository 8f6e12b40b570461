/**
 * `npm run eval:heldout`: how well the pseudonymizer's default detector masks names on text that
 * was never used to tune it. Three parts, each scored by the tuning set's own scoreDetector (a
 * name counts as caught only when every letter of it ends up inside a placeholder; the masked text
 * must restore exactly):
 *
 * 1. the hand-written held-out set (bench/engine/heldout/prompts): recall for people and for
 *    organisations, share of name-free prompts changed, round trip, and recall per tag;
 * 2. Debian names: real people's names from installed changelog trailers, in neutral sentences
 *    and as the trailer line itself (recall);
 * 3. documentation paragraphs changed: name-free man page paragraphs in five languages (an
 *    approximate negative set, see debian-corpus.ts).
 *
 * Prints; asserts nothing. EVAL_SHOW=misses,false lists the hand-written set's missed names and
 * false masks (the set's own invented text; Debian text is never printed).
 */
import { LexiconNameDetector } from '../../../engines/pseudonymizer/core/lexicon-detector';
import type { NameDetector } from '../../../engines/pseudonymizer/core/name-detector';
import { scoreDetector } from '../eval/score';
import { debianNamePrompts, documentationParagraphs, DEBIAN_PACKAGES } from './debian-corpus';
import { changedBy, pct, printTags, reportHandWritten } from './hand-written-report';
import { handWrittenPrompts } from './prompt-set';

function handWritten(detector: NameDetector): void {
  reportHandWritten('hand-written held-out set', handWrittenPrompts(), detector);
}

function debianNames(detector: NameDetector): void {
  const { found, prompts } = debianNamePrompts();
  const s = scoreDetector(detector, prompts);
  console.log(`\n[Debian names] ${prompts.length / 2} people's names sampled from ${found} in the installed changelog trailers, each in a neutral sentence and as its trailer line`);
  console.log(`recall: ${pct(s.recallPerson)} (every letter inside a placeholder); round trip not exact: ${s.roundTripFailures} of ${s.prompts}`);
  printTags(s, 'debian:');
  printTags(s, 'case:');
  printTags(s, 'form:');
  printTags(s, 'shape:');
}

function documentation(detector: NameDetector): void {
  const { prompts, perLanguage } = documentationParagraphs();
  const s = scoreDetector(detector, prompts);
  console.log(`\n[documentation paragraphs] ${s.plainPrompts} man page paragraphs without names (approximate negative set): ${Object.entries(perLanguage).map(([l, n]) => `${l} ${n}`).join(', ')}`);
  console.log(`documentation paragraphs changed: ${s.plainPromptsMasked}/${s.plainPrompts} (${pct(s.falseMaskRate)}); masked spans: ${s.falseMaskedWords}; round trip not exact: ${s.roundTripFailures}`);
  changedBy(prompts, s, (p) => p.id.split(':')[1]);
}

function main(): void {
  const detector = new LexiconNameDetector();
  handWritten(detector);
  try {
    debianNames(detector);
    documentation(detector);
  } catch (e) {
    // Without the packages the hand-written figures above still stand; say what is missing.
    console.error(`\nDebian text not scored: ${(e as Error).message}`);
    console.error(`(packages used: ${DEBIAN_PACKAGES.join(', ')}, plus the changelogs of whatever else is installed)`);
    process.exitCode = 1;
  }
}

main();
