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
import { scoreDetector, type EvalScore, type TagScore } from '../eval/score';
import { debianNamePrompts, documentationParagraphs, DEBIAN_PACKAGES } from './debian-corpus';
import type { HeldoutPrompt } from './marks';
import { handWrittenPrompts } from './prompt-set';

const pct = (x: number): string => (Number.isNaN(x) ? '   n/a' : `${(x * 100).toFixed(1)}%`.padStart(6));

function tagLine(t: TagScore): string {
  return `  ${t.tag.padEnd(30)}${`${t.caught}/${t.total}`.padStart(10)}  ${pct(t.recall)}`;
}

/** Tags of one family (`kind:`, `case:` ...) as a table; cultures, being many, several to a line. */
function printTags(s: EvalScore, prefix: string, compact = false): void {
  const rows = s.byTag.filter((t) => t.tag.startsWith(prefix));
  if (rows.length === 0) return;
  if (!compact) {
    for (const t of rows) console.log(tagLine(t));
    return;
  }
  const cells = rows.map((t) => `${t.tag.slice(prefix.length)} ${t.caught}/${t.total}`);
  for (let i = 0; i < cells.length; i += 5) console.log(`  ${cells.slice(i, i + 5).map((c) => c.padEnd(26)).join('')}`);
}

/** Share of name-free prompts changed, per value of `group` (the prompt's shape or language). */
function changedBy(prompts: readonly HeldoutPrompt[], s: EvalScore, group: (p: HeldoutPrompt) => string): void {
  const changed = new Set(s.falseMasks.map((f) => f.id));
  const counts = new Map<string, { changed: number; total: number }>();
  for (const p of prompts) {
    if (p.mentions.length > 0) continue;
    const c = counts.get(group(p)) ?? { changed: 0, total: 0 };
    c.total++;
    if (changed.has(p.id)) c.changed++;
    counts.set(group(p), c);
  }
  for (const [key, c] of [...counts.entries()].sort()) console.log(`  ${key.padEnd(30)}${`${c.changed}/${c.total}`.padStart(10)}  ${pct(c.changed / c.total)}`);
}

function handWritten(detector: NameDetector): void {
  const prompts = handWrittenPrompts();
  const s = scoreDetector(detector, prompts);
  const people = s.byTag.find((t) => t.tag === 'entity:person');
  const orgs = s.byTag.find((t) => t.tag === 'entity:organization');
  console.log(`[hand-written held-out set] ${s.prompts} prompts: ${s.prompts - s.plainPrompts} with names (${people?.total ?? 0} people, ${orgs?.total ?? 0} organisations), ${s.plainPrompts} without names`);
  console.log(`recall: people ${pct(s.recallPerson)} (${people?.caught}/${people?.total}), organisations ${pct(s.recallOrganization)} (${orgs?.caught}/${orgs?.total}), overall ${pct(s.recall)}`);
  console.log(`placeholder kind right (PERSON vs ORG) for ${pct(s.kindAccuracy)} of caught names`);
  console.log(`name-free prompts changed: ${s.plainPromptsMasked}/${s.plainPrompts} (${pct(s.falseMaskRate)}); masked spans outside names over all prompts: ${s.falseMaskedWords}`);
  console.log(`round trip (mask then restore) not exact: ${s.roundTripFailures} of ${s.prompts}`);
  console.log('recall by prompt shape:');
  printTags(s, 'kind:');
  console.log('recall by case of the name:');
  printTags(s, 'case:');
  console.log('recall by name shape and context:');
  printTags(s, 'form:');
  printTags(s, 'shape:');
  printTags(s, 'context:');
  console.log('recall by organisation type and legal suffix:');
  printTags(s, 'org:');
  console.log('recall by culture (caught/total):');
  printTags(s, 'culture:', true);
  console.log('name-free prompts changed, by prompt shape:');
  changedBy(prompts, s, (p) => p.shape);
  const show = process.env.EVAL_SHOW ?? '';
  if (show.includes('misses')) for (const m of s.misses) console.log(`miss ${m.id}: ${m.name} [${m.tags.join(' ')}]`);
  if (show.includes('false')) for (const f of s.falseMasks) console.log(`false mask ${f.id}: ${f.text}`);
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
